"""What every game's actions share: an `int` subclass with a stable code (`kind << SHIFT | arg`),
a JSON form read back with errors that say what is wrong, and `repr` that reads back.

A game's Action subclasses `BaseAction`, sets `SHIFT` and writes `__str__` (its log phrase);
`register` makes every action once and the game's codec (pr_core/action_codec.py) gives the JSON
form, using the getters below.
"""

from collections.abc import Iterable, Mapping, Sequence, Set
from typing import ClassVar, Protocol, Self, TypeVar, cast

from .errors import IllegalActionError
from .json_checks import JSON


class Codec(Protocol):
    """A game's JSON form of its actions (action_codec.ActionCodec)."""

    def to_json(self, action: "BaseAction") -> JSON: ...

    def read(self, value: object) -> int:
        """The code of the action a JSON form names; IllegalActionError if it names none."""
        ...


class BaseAction(int):
    """One decision. `kind` and `arg` decode the code."""

    __slots__ = ()
    SHIFT: ClassVar[int] = 10  # bits of `arg`
    ALL: ClassVar[Mapping[int, Self]] = {}  # every action of the game by code, set by the
    #   game's actions module
    CODEC: ClassVar[Codec]  # the JSON form, set by the game's actions module

    @property
    def kind(self) -> int:
        return self >> self.SHIFT

    @property
    def arg(self) -> int:
        return self & ((1 << self.SHIFT) - 1)

    def to_json(self) -> JSON:
        """The JSON form: an object with "type" and the action's named arguments, readable by a
        person."""
        return self.CODEC.to_json(self)

    @classmethod
    def from_json(cls, obj: object) -> Self:
        """Reads the JSON form back; raises IllegalActionError naming what is wrong."""
        return cls.ALL[cls.CODEC.read(obj)]

    def __repr__(self) -> str:
        return f"Action.from_json({self.to_json()!r})"

    @classmethod
    def from_code(cls, code: object) -> Self:
        """The action with this integer code; raises IllegalActionError for an unknown code."""
        if type(code) is int or type(code) is cls:
            try:
                return cls.ALL[code]
            except KeyError:
                pass
        raise IllegalActionError(f"{code!r} is not the code of any action")


A = TypeVar("A", bound=BaseAction)


def register(action: type[A], codes: Iterable[int]) -> dict[int, A]:
    """Makes every action of a game, once (`action.ALL`, by code)."""
    action.ALL = every = {code: action(code) for code in codes}
    return every


def lookup(names: Sequence[str], value: object, what: str) -> int:
    """The index of `value` in `names`, or IllegalActionError listing them."""
    if isinstance(value, str) and value in names:
        return names.index(value)
    raise IllegalActionError(f"{value!r} is not a {what}; expected one of: {', '.join(names)}")


def field(obj: object, key: str) -> object:
    """A field an action's JSON form must have (`obj`: a form that `kind_of` accepted)."""
    form = cast(JSON, obj)  # an object: kind_of checked it
    if key not in form:
        raise IllegalActionError(f"a {form.get('type')!r} action needs a {key!r} field")
    return form[key]


def kind_of(obj: object, kind_names: Sequence[str], fields: Sequence[Set[str]]) -> int:
    """The kind of an action's JSON form (an object with a known "type" and, for that kind, only
    the fields `fields[kind]`)."""
    if not isinstance(obj, dict) or "type" not in obj:
        raise IllegalActionError(f"an action must be an object with a 'type'; got {obj!r}")
    kind = lookup(kind_names, obj["type"], "kind of action")
    unknown = sorted(set(obj) - {"type"} - fields[kind])
    if unknown:
        raise IllegalActionError(f"a {obj['type']!r} action has no field {unknown[0]!r}")
    return kind
