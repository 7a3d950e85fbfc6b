"""What every game's actions share: an `int` subclass with a stable code (`kind << SHIFT | arg`),
a JSON form read back with errors that say what is wrong, and `repr` that reads back.

A game's Action subclasses `BaseAction`, sets `SHIFT`, writes `to_json` and `__str__` (its log
phrase), and sets `ALL` (every action by code) once they are built; its JSON reader uses the
getters below.
"""

from .errors import IllegalActionError


class BaseAction(int):
    """One decision. `kind` and `arg` decode the code."""

    __slots__ = ()
    SHIFT = 10  # bits of `arg`
    ALL = {}  # every action of the game by code, set by the game's actions module

    @property
    def kind(self):
        return self >> self.SHIFT

    @property
    def arg(self):
        return self & ((1 << self.SHIFT) - 1)

    def __repr__(self):
        return f"Action.from_json({self.to_json()!r})"

    @classmethod
    def from_code(cls, code):
        """The action with this integer code; raises IllegalActionError for an unknown code."""
        if type(code) is int or type(code) is cls:
            try:
                return cls.ALL[code]
            except KeyError:
                pass
        raise IllegalActionError(f"{code!r} is not the code of any action")


def lookup(names, value, what):
    """The index of `value` in `names`, or IllegalActionError listing them."""
    if isinstance(value, str) and value in names:
        return names.index(value)
    raise IllegalActionError(f"{value!r} is not a {what}; expected one of: {', '.join(names)}")


def field(obj, key):
    """A field an action's JSON form must have."""
    if key not in obj:
        raise IllegalActionError(f"a {obj.get('type')!r} action needs a {key!r} field")
    return obj[key]


def kind_of(obj, kind_names, fields):
    """The kind of an action's JSON form (an object with a known "type" and, for that kind, only
    the fields `fields[kind]`)."""
    if not isinstance(obj, dict) or "type" not in obj:
        raise IllegalActionError(f"an action must be an object with a 'type'; got {obj!r}")
    kind = lookup(kind_names, obj["type"], "kind of action")
    unknown = sorted(set(obj) - {"type"} - fields[kind])
    if unknown:
        raise IllegalActionError(f"a {obj['type']!r} action has no field {unknown[0]!r}")
    return kind
