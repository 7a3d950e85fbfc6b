"""Every game's action JSON codec, written from one table: for each kind of action, the named
parts of its JSON form and where each lies in the code's argument.

A part reads its JSON value into a small whole number and writes it back; the codec packs the
parts into the argument (`part << shift`) in the table's order, which is also the order in which
the JSON form lists them and in which reading reports the first thing wrong. A kind may add a
check over the whole argument (what one part alone cannot say: "a colonist, a good or a VP chip").
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from .action_base import BaseAction, field, kind_of, lookup
from .errors import IllegalActionError

# A value of an action's JSON form; the form itself is "type" and its named arguments.
ActionValue = str | int | bool | list[str] | None
ActionJSON = dict[str, ActionValue]

_REQUIRED = object()  # a part's default when its field must be given


@dataclass(frozen=True, slots=True)
class Part:
    """One named argument: `write` turns the argument's bits (`arg >> shift & mask`) into its
    JSON value, `read` turns a JSON value back into those bits or raises IllegalActionError.
    A part with a `default` may be left out of the JSON form; with `omit` set, writing leaves it
    out where its value is `omit`."""

    name: str
    write: Callable[[int], ActionValue]
    read: Callable[[object], int]
    shift: int = 0
    mask: int = -1
    default: object = _REQUIRED
    omit: object = _REQUIRED


def named(name: str, names: Sequence[str], what: str, shift: int = 0, mask: int = -1) -> Part:
    """A part that is one of `names`, by its index (`what` names it in an error)."""
    return Part(
        name, lambda index: names[index], lambda value: lookup(names, value, what), shift, mask
    )


def number(name: str, low: int, high: int, shift: int = 0, mask: int = -1) -> Part:
    """A part that is a whole number from `low` to `high`."""

    def read(value: object) -> int:
        if type(value) is not int or not low <= value <= high:
            raise IllegalActionError(
                f"'{name}' must be a whole number from {low} to {high}; got {value!r}"
            )
        return value

    return Part(name, int, read, shift, mask)


def flag(name: str, shift: int = 0, default: object = _REQUIRED, omit: object = _REQUIRED) -> Part:
    """A part that is true or false (one bit)."""

    def read(value: object) -> int:
        if type(value) is not bool:
            raise IllegalActionError(f"'{name}' must be true or false; got {value!r}")
        return int(value)

    return Part(name, bool, read, shift, 1, default, omit)


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of action: its parts, and a check over a whole argument read from JSON."""

    parts: tuple[Part, ...] = ()
    check: Callable[[int], None] | None = None


class ActionCodec:
    """The JSON form of a game's actions, kind by kind (`kinds[k]` for the kind named
    `kind_names[k]`); made once every action is (`action.ALL`), it becomes `action.CODEC`."""

    def __init__(self, action: type[BaseAction], kind_names: Sequence[str], kinds: Sequence[Kind]):
        assert len(kind_names) == len(kinds)
        self.action = action
        self.kind_names = kind_names
        self.kinds = kinds
        self.fields = tuple({part.name for part in kind.parts} for kind in kinds)
        action.CODEC = self

    def to_json(self, action: BaseAction) -> ActionJSON:
        kind, arg = action.kind, action.arg
        out: ActionJSON = {"type": self.kind_names[kind]}
        for part in self.kinds[kind].parts:
            value = part.write(arg >> part.shift & part.mask)
            if part.omit is _REQUIRED or value != part.omit:
                out[part.name] = value
        return out

    def read(self, value: object) -> int:
        kind = kind_of(value, self.kind_names, self.fields)
        spec = self.kinds[kind]
        arg = 0
        for part in spec.parts:
            if part.default is not _REQUIRED and part.name not in _form(value):
                raw = part.default
            else:
                raw = field(value, part.name)
            arg |= part.read(raw) << part.shift
        if spec.check is not None:
            spec.check(arg)
        code = kind << self.action.SHIFT | arg
        if code not in self.action.ALL:  # the parts are each fine, but not together
            raise IllegalActionError(f"{value!r} is not an action of this game")
        return code


def _form(value: object) -> Mapping[str, object]:
    assert isinstance(value, dict)  # kind_of made sure that it is an object
    return value
