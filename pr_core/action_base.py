"""What every game's actions share: an `int` subclass with a stable code (`kind << SHIFT | arg`),
a JSON form read back with errors that say what is wrong, and `repr` that reads back.

A game's Action subclasses `BaseAction`, sets `SHIFT`, writes `to_json` and `__str__` (its log
phrase), and sets `ALL` (every action by code) once they are built; its JSON reader uses the
getters below.
"""

from collections.abc import Mapping, Sequence, Set
from typing import ClassVar, Self, cast

from .errors import IllegalActionError
from .json_checks import JSON


class BaseAction(int):
    """One decision. `kind` and `arg` decode the code."""

    __slots__ = ()
    SHIFT: ClassVar[int] = 10  # bits of `arg`
    ALL: ClassVar[Mapping[int, Self]] = {}  # every action of the game by code, set by the
    #   game's actions module

    @property
    def kind(self) -> int:
        return self >> self.SHIFT

    @property
    def arg(self) -> int:
        return self & ((1 << self.SHIFT) - 1)

    def to_json(self) -> JSON:
        """The JSON form: an object with "type" and the action's named arguments. Every game's
        Action writes its own."""
        raise NotImplementedError

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
