"""Small typed getters for reading a JSON document (every game's positions): each returns the
value or raises a PositionError naming the field's path and what is wrong with it."""

import json

from .errors import PositionError


def fail(path, problem):
    raise PositionError(path, problem)


def obj(value, path, keys=None):
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


def as_list(value, path, most=None):
    if not isinstance(value, list):
        fail(path, f"must be a list, not {type(value).__name__}")
    if most is not None and len(value) > most:
        fail(path, f"has {len(value)} entries; at most {most} are possible")
    return value


def whole(value, path, low=0, high=None):
    if type(value) is not int or value < low or (high is not None and value > high):
        bounds = f"from {low} to {high}" if high is not None else f"of at least {low}"
        fail(path, f"must be a whole number {bounds}, not {json.dumps(value)}")
    return value


def boolean(value, path):
    if type(value) is not bool:
        fail(path, f"must be true or false, not {json.dumps(value)}")
    return value


def name(value, names, path, what):
    if not isinstance(value, str) or value not in names:
        article = "an" if what[0] in "aeiou" else "a"
        fail(path, f"{json.dumps(value)} is not {article} {what} (one of: {', '.join(names)})")
    return names.index(value)


def counts(value, path, names):
    """A {name: count} object, missing names counting 0."""
    obj(value, path, set(names))
    return tuple(whole(value.get(key, 0), f"{path}.{key}") for key in names)
