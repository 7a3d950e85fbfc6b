"""Small typed getters for reading a JSON document (every game's positions): each returns the
value or raises a PositionError naming the field's path and what is wrong with it.

`JSON` and `JSONValue` name JSON data for the whole package: `JSON` is a document or object as
`json.loads` gives it (its fields unchecked, hence `Any`), `JSONValue` any JSON value, checked.
"""

import json
from collections.abc import Sequence, Set
from typing import Any, NoReturn, TypeAlias

from .errors import PositionError

# A JSON object: a position, a view, a save, a request's payload, an event, an action's JSON form.
# Its fields are whatever the document holds until a reader checks them.
JSON: TypeAlias = dict[str, Any]
# Any JSON value, all the way down.
JSONValue: TypeAlias = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]


def fail(path: str, problem: str) -> NoReturn:
    raise PositionError(path, problem)


def obj(value: object, path: str, keys: Set[str] | None = None) -> JSON:
    if not isinstance(value, dict):
        fail(path, f"must be an object, not {type(value).__name__}")
    if keys is not None:
        unknown = sorted(set(value) - keys)
        if unknown:
            fail(
                f"{path}.{unknown[0]}" if path else unknown[0],
                f"unknown field (expected one of: {', '.join(sorted(keys))})",
            )
    return value


def as_list(value: object, path: str, most: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        fail(path, f"must be a list, not {type(value).__name__}")
    if most is not None and len(value) > most:
        fail(path, f"has {len(value)} entries; at most {most} are possible")
    return value


def whole(value: object, path: str, low: int = 0, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        bounds = f"from {low} to {high}" if high is not None else f"of at least {low}"
        fail(path, f"must be a whole number {bounds}, not {json.dumps(value)}")
    return value


def boolean(value: object, path: str) -> bool:
    if type(value) is not bool:
        fail(path, f"must be true or false, not {json.dumps(value)}")
    return value


def name(value: object, names: Sequence[str], path: str, what: str) -> int:
    if not isinstance(value, str) or value not in names:
        article = "an" if what[0] in "aeiou" else "a"
        fail(path, f"{json.dumps(value)} is not {article} {what} (one of: {', '.join(names)})")
    return names.index(value)


def counts(value: object, path: str, names: Sequence[str]) -> tuple[int, ...]:
    """A {name: count} object, missing names counting 0."""
    checked = obj(value, path, set(names))
    return tuple(whole(checked.get(key, 0), f"{path}.{key}") for key in names)
