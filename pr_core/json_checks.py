"""Small typed getters for reading a JSON document (every game's positions): each returns the
value or raises a PositionError naming the field's path and what is wrong with it.

`JSON` and `JSONValue` name JSON data for the whole package: `JSON` is a document or object as
`json.loads` gives it (its fields unchecked, hence `Any`), `JSONValue` any JSON value, checked.
"""

import json
import re
from collections.abc import Callable, Sequence, Set
from itertools import accumulate
from typing import Any, Final, NoReturn, TypeAlias

from .errors import PositionError

# A JSON object: a position, a view, a save, a request's payload, an event, an action's JSON form.
# Its fields are whatever the document holds until a reader checks them.
JSON: TypeAlias = dict[str, Any]
# Any JSON value, all the way down.
JSONValue: TypeAlias = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]


# Far deeper than any document of ours (a save is 6 levels deep). json.loads recurses once per
# level, and in Pyodide the WebAssembly stack runs out long before Python's recursion limit,
# which kills the engine (a 6 kB file of 2,500 nested brackets did): depth is checked first.
MAX_DEPTH: Final = 32
_STRING: Final = re.compile(r'"(?:[^"\\]|\\.)*"')  # brackets inside strings do not nest
_NOT_BRACKET: Final = re.compile(r"[^\[\]{}]+")


# The door's bound: above any count, doubloon or VP a real game reaches; what a document says
# beyond it is refused rather than shown as "1e+300" (or rounded: the page holds whole numbers
# exactly to 2^53).
MAX_NUMBER: Final = 99_999
MAX_EXACT: Final = 2**53 - 1  # the largest whole number JavaScript holds exactly (seeds)
# What play may make of a number the door let in. The bank never runs out of doubloons and VP
# chips are still paid once the supply is empty, so a position accepted with 99,999 goes past it
# within a round; the engine reads back its own views (a bot's or the coach's sample) up to here.
# Each decision adds a few dozen at most: no game gets from 99,999 to 2^53 - 1.
MAX_PLAYED: Final = MAX_EXACT


class TooDeep(ValueError):
    """JSON text nested deeper than MAX_DEPTH, refused before it is parsed."""


def parse(text: str | bytes | bytearray, parse_constant: Callable[[str], Any] | None = None) -> Any:
    """json.loads, refusing (TooDeep, a ValueError) text nested deeper than MAX_DEPTH before any
    of it is parsed."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8", errors="replace")
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = max(accumulate(1 if b in "[{" else -1 for b in brackets), default=0)
    if depth > MAX_DEPTH:
        raise TooDeep(
            f"it is nested {depth} levels deep; no document of ours is deeper than {MAX_DEPTH}"
        )
    return json.loads(text, parse_constant=parse_constant)


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


def shown(value: object) -> str:
    """A value as JSON, cut short: a hostile number can be hundreds of digits long."""
    text = json.dumps(value)
    return text if len(text) <= 24 else f"{text[:20]}…"


def whole(value: object, path: str, low: int = 0, high: int = MAX_NUMBER) -> int:
    if type(value) is not int or value < low or value > high:
        fail(path, f"must be a whole number from {low} to {high}, not {shown(value)}")
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
