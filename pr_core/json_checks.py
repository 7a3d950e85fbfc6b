"""Small typed getters for reading a JSON document (every game's positions): each returns the
value or raises a PositionError naming the field's path and what is wrong with it.

`JSON` and `JSONValue` name JSON data for the whole package: `JSON` is a document or object as
`json.loads` gives it (its fields unchecked, hence `Any`), `JSONValue` any JSON value, checked.
"""

import json
import operator
from collections.abc import Callable, Sequence, Set
from itertools import accumulate, count
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
# Digits in a row in a number (Python converts a long one in quadratic time: a megabyte of
# numbers of 4,000 digits, under its own limit of 4,300, took half a second); ours have 16.
MAX_DIGITS: Final = 100
# The checks before parsing read the text in a few passes of bytes methods (no pattern that
# could backtrack: the former one took hours on a megabyte of `"\\"\\"\\"…`), each linear:
_ESCAPED_BACKSLASH: Final = b"\\\\"  # first, so that the backslash left of a run escapes
_ESCAPED_QUOTE: Final = b'\\"'  # then the quotes that do not end a string
_NOT_BRACKET: Final = bytes(set(range(256)) - set(b"[]{}"))
# An opener counts 2 and a closer 0: a prefix's sum less its length is the depth there.
_STEPS: Final = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")
# Digits as "9", anything else as a space: a long number shows as a long run of nines.
_DIGITS: Final = bytes(ord("9") if chr(c).isdigit() and c < 128 else ord(" ") for c in range(256))


# The door's bound: above any count, doubloon or VP a real game reaches; what a document says
# beyond it is refused rather than shown as "1e+300" (or rounded: the page holds whole numbers
# exactly to 2^53).
MAX_NUMBER: Final = 99_999
MAX_NAME: Final = 40  # characters in a player's name (new_game's and every position's)
MAX_EXACT: Final = 2**53 - 1  # the largest whole number JavaScript holds exactly (seeds)
# What play may make of a number the door let in. The bank never runs out of doubloons and VP
# chips are still paid once the supply is empty, so a position accepted with 99,999 goes past it
# within a round; the engine reads back its own views (a bot's or the coach's sample) up to here.
# Each decision adds a few dozen at most: no game gets from 99,999 to 2^53 - 1.
MAX_PLAYED: Final = MAX_EXACT


class TooDeep(ValueError):
    """JSON text nested deeper than MAX_DEPTH, refused before it is parsed."""


def parse(text: str | bytes | bytearray, parse_constant: Callable[[str], Any] | None = None) -> Any:
    """json.loads, refusing text nested deeper than MAX_DEPTH (TooDeep) or holding a number of
    more than MAX_DIGITS digits (ValueError) before any of it is parsed. Linear in the text's
    length, whatever it holds."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8", errors="replace")
    outside = _outside_strings(text)
    if _too_deep(outside):
        raise TooDeep(f"it is nested more than {MAX_DEPTH} levels deep; no document of ours is")
    if b"9" * (MAX_DIGITS + 1) in outside.translate(_DIGITS):
        raise ValueError(f"it holds a number of more than {MAX_DIGITS} digits; ours have 16")
    return json.loads(text, parse_constant=parse_constant)


def _outside_strings(text: str) -> bytes:
    """The text's bytes outside its strings, a space for each string (text that is not JSON is
    read as json.loads would read it up to its first mistake; an unclosed string runs to the
    end)."""
    unescaped = (
        text.encode("utf-8", errors="surrogatepass")
        .replace(_ESCAPED_BACKSLASH, b"")
        .replace(_ESCAPED_QUOTE, b"")
    )
    return b" ".join(unescaped.split(b'"')[::2])  # every other piece is inside a string


def _too_deep(outside: bytes) -> bool:
    """Whether brackets (outside strings) nest deeper than MAX_DEPTH anywhere."""
    steps = outside.translate(_STEPS, _NOT_BRACKET)
    depths = map(operator.sub, accumulate(steps), count(1))
    return next(filter(MAX_DEPTH.__lt__, depths), None) is not None


def fail(path: str, problem: str) -> NoReturn:
    raise PositionError(path, problem)


def obj(value: object, path: str, keys: Set[str] | None = None) -> JSON:
    if not isinstance(value, dict):
        fail(path, f"must be an object, not {type(value).__name__}")
    if keys is not None:
        unknown = value.keys() - keys
        if unknown:
            first = min(unknown)[:40]  # not sorted: a hostile object may hold 100,000
            fail(
                f"{path}.{first}" if path else first,
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
    """A value as JSON, cut short: a hostile number can be hundreds of digits long, a string a
    megabyte."""
    text = json.dumps(value[:24] if isinstance(value, str) else value)
    return text if len(text) <= 24 else f"{text[:20]}…"


def whole(value: object, path: str, low: int = 0, high: int = MAX_NUMBER) -> int:
    if type(value) is not int or value < low or value > high:
        fail(path, f"must be a whole number from {low} to {high}, not {shown(value)}")
    return value


def player_name(value: object, path: str) -> str:
    """A player's name as a position gives it: text of 1 to MAX_NAME characters (spaces at
    either end not counted), so that no page or log has to lay out a megabyte of name."""
    if not isinstance(value, str) or not value.strip() or len(value.strip()) > MAX_NAME:
        fail(path, f"must be a name of 1 to {MAX_NAME} characters, not {shown(value)}")
    return value


def boolean(value: object, path: str) -> bool:
    if type(value) is not bool:
        fail(path, f"must be true or false, not {shown(value)}")
    return value


def name(value: object, names: Sequence[str], path: str, what: str) -> int:
    if not isinstance(value, str) or value not in names:
        article = "an" if what[0] in "aeiou" else "a"
        fail(path, f"{shown(value)} is not {article} {what} (one of: {', '.join(names)})")
    return names.index(value)


def counts(value: object, path: str, names: Sequence[str]) -> tuple[int, ...]:
    """A {name: count} object, missing names counting 0."""
    checked = obj(value, path, set(names))
    return tuple(whole(checked.get(key, 0), f"{path}.{key}") for key in names)
