"""Actions: small immutable values with a stable integer code, a JSON form and a log-line `str`.

An action is an `int` subclass, so actions compare, hash and sort as their codes and can be kept
in arrays by bots. Every possible action exists once, built here at import; the phases hand out
these shared instances instead of making new ones.

Integer code layout (stable; new kinds and arguments are only ever added)::

    code = kind << 10 | arg

    kind  name            arg
    ----  --------------  ---------------------------------------------------------------
       0  pass            decision declined: 0 plant, 1 hacienda, 2 colonist, 3 build,
                          4 extra_good, 5 sell, 6 load
       1  role            role card: 0 settler, 1 mayor, 2 builder, 3 craftsman, 4 trader,
                          5 captain, 6 prospector, 7 prospector_2
       2  plant           tile: 0 corn, 1 indigo, 2 sugar, 3 tobacco, 4 coffee, 5 quarry
       3  hacienda        0: draw a face-down tile with the hacienda
       4  extra_colonist  0: the mayor takes his extra colonist from the supply
       5  place           target << 4 | count: `count` (1-15) colonists on a target; target
                          0-5 a tile kind, 8 + building id a building
       6  build           building id (data.BUILDING_NAMES)
       7  extra_good      good: the craftsman's extra barrel
       8  sell            good
       9  load            ship << 3 | good: load a good onto cargo ship `ship` (0 = smallest)
      10  wharf           good: ship every barrel of it with the wharf
      11  store           single << 5 | warehouse mask: keep every barrel of the goods in the
                          5-bit mask, plus one barrel of `single` (0-4; 7 = none)
      12  leave_empty     target << 4 | count: fill the targets passed over and this one but
                          `count` (1-15) of its circles (targets as for place)
"""

from . import data
from .errors import IllegalActionError
from .wording import article as _article, human as _human

(PASS, ROLE, PLANT, HACIENDA, EXTRA_COLONIST, PLACE, BUILD, EXTRA_GOOD, SELL, LOAD, WHARF, STORE,
 LEAVE_EMPTY) = range(13)
KIND_NAMES = ("pass", "role", "plant", "hacienda", "extra_colonist", "place", "build",
              "extra_good", "sell", "load", "wharf", "store", "leave_empty")

# What a pass declines.
PASS_PLANT, PASS_HACIENDA, PASS_COLONIST, PASS_BUILD, PASS_EXTRA_GOOD, PASS_SELL, PASS_LOAD = (
    range(7))
PASS_DECISIONS = ("plant", "hacienda", "colonist", "build", "extra_good", "sell", "load")
_PASS_PHRASES = ("takes no plantation", "declines the hacienda draw",
                 "declines the extra colonist", "builds nothing", "takes no extra good",
                 "sells nothing", "loads nothing")

BUILDING_TARGET = 8        # place target of building b is BUILDING_TARGET + b
NO_SINGLE = 7              # store: no single barrel kept


def target_name(target):
    if target < BUILDING_TARGET:
        return data.TILE_NAMES[target]
    return data.BUILDING_NAMES[target - BUILDING_TARGET]




class Action(int):
    """One decision. `kind` and `arg` decode the code; see the module docstring."""

    __slots__ = ()

    @property
    def kind(self):
        return self >> 10

    @property
    def arg(self):
        return self & 1023

    def __repr__(self):
        return f"Action.from_json({self.to_json()!r})"

    def __str__(self):
        kind, arg = self >> 10, self & 1023
        if kind == PASS:
            return _PASS_PHRASES[arg]
        if kind == ROLE:
            return f"chooses the {data.ROLE_NAMES[data.CARD_ROLE[arg]]}"
        if kind == PLANT:
            if arg == data.QUARRY:
                return "takes a quarry"
            return f"takes {_article(data.TILE_NAMES[arg])} plantation"
        if kind == HACIENDA:
            return "draws a face-down plantation with the hacienda"
        if kind == EXTRA_COLONIST:
            return "takes the extra colonist"
        if kind in (PLACE, LEAVE_EMPTY):
            target, count = arg >> 4, arg & 15
            where = _human(target_name(target))
            if target < BUILDING_TARGET:
                where += "s" if target == data.QUARRY else " plantations"
            if kind == LEAVE_EMPTY:
                circles = "circle" if count == 1 else "circles"
                return f"leaves {count} {circles} empty on {where}, filling those before"
            noun = "colonist" if count == 1 else "colonists"
            return f"puts {count} {noun} on {where}"
        if kind == BUILD:
            return f"builds {_article(_human(data.BUILDING_NAMES[arg]))}"
        if kind == EXTRA_GOOD:
            return f"takes an extra {data.GOOD_NAMES[arg]}"
        if kind == SELL:
            return f"sells {data.GOOD_NAMES[arg]}"
        if kind == LOAD:
            return f"loads {data.GOOD_NAMES[arg & 7]} onto cargo ship {(arg >> 3) + 1}"
        if kind == WHARF:
            return f"ships all {data.GOOD_NAMES[arg]} with the wharf"
        if kind == STORE:
            kept = [f"all {data.GOOD_NAMES[g]}" for g in data.GOODS if arg >> g & 1]
            if arg >> 5 != NO_SINGLE:
                kept.append(f"one {data.GOOD_NAMES[arg >> 5]}")
            return "keeps " + (" and ".join(kept) if kept else "nothing")
        return f"action {int(self)}"

    def to_json(self):
        """The JSON form: a dict with "type" and named arguments, readable by a person."""
        kind, arg = self >> 10, self & 1023
        name = KIND_NAMES[kind]
        if kind == PASS:
            return {"type": name, "decision": PASS_DECISIONS[arg]}
        if kind == ROLE:
            return {"type": name, "role": data.CARD_NAMES[arg]}
        if kind == PLANT:
            return {"type": name, "tile": data.TILE_NAMES[arg]}
        if kind in (HACIENDA, EXTRA_COLONIST):
            return {"type": name}
        if kind in (PLACE, LEAVE_EMPTY):
            return {"type": name, "target": target_name(arg >> 4), "count": arg & 15}
        if kind == BUILD:
            return {"type": name, "building": data.BUILDING_NAMES[arg]}
        if kind in (EXTRA_GOOD, SELL, WHARF):
            return {"type": name, "good": data.GOOD_NAMES[arg]}
        if kind == LOAD:
            return {"type": name, "ship": arg >> 3, "good": data.GOOD_NAMES[arg & 7]}
        single = arg >> 5
        return {"type": name,
                "warehouse": [data.GOOD_NAMES[g] for g in data.GOODS if arg >> g & 1],
                "single": None if single == NO_SINGLE else data.GOOD_NAMES[single]}

    @staticmethod
    def from_json(obj):
        """Reads the JSON form back; raises IllegalActionError naming what is wrong."""
        return _from_json(obj)

    @staticmethod
    def from_code(code):
        """The action with this integer code; raises IllegalActionError for an unknown code."""
        if type(code) is int or type(code) is Action:
            try:
                return ALL[code]
            except KeyError:
                pass
        raise IllegalActionError(f"{code!r} is not the code of any action")


def _build_all():
    codes = []
    codes += [PASS << 10 | d for d in range(len(PASS_DECISIONS))]
    codes += [ROLE << 10 | c for c in data.ROLE_CARDS]
    codes += [PLANT << 10 | t for t in data.TILE_KINDS]
    codes += [HACIENDA << 10, EXTRA_COLONIST << 10]
    targets = list(data.TILE_KINDS) + [BUILDING_TARGET + b for b in data.BUILDINGS]
    codes += [kind << 10 | t << 4 | k for kind in (PLACE, LEAVE_EMPTY) for t in targets
              for k in range(1, 16)]
    codes += [BUILD << 10 | b for b in data.BUILDINGS]
    codes += [kind << 10 | g for kind in (EXTRA_GOOD, SELL, WHARF) for g in data.GOODS]
    codes += [LOAD << 10 | ship << 3 | g for ship in range(3) for g in data.GOODS]
    codes += [STORE << 10 | single << 5 | mask
              for single in list(data.GOODS) + [NO_SINGLE] for mask in range(32)
              if single == NO_SINGLE or not mask >> single & 1]
    return {code: Action(code) for code in codes}


ALL = _build_all()  # every action by code


def make(kind, arg=0):
    """The shared instance of an action."""
    return ALL[kind << 10 | arg]


def place(target, count):
    return ALL[PLACE << 10 | target << 4 | count]


def leave_empty(target, count):
    return ALL[LEAVE_EMPTY << 10 | target << 4 | count]


def load(ship, good):
    return ALL[LOAD << 10 | ship << 3 | good]


def store(mask, single):
    return ALL[STORE << 10 | single << 5 | mask]


# --- reading the JSON form --------------------------------------------------------------------
def _lookup(names, value, what):
    if isinstance(value, str) and value in names:
        return names.index(value)
    raise IllegalActionError(f"{value!r} is not a {what}; expected one of: {', '.join(names)}")


def _field(obj, key):
    if key not in obj:
        raise IllegalActionError(f"a {obj.get('type')!r} action needs a {key!r} field")
    return obj[key]


_FIELDS = ({"decision"}, {"role"}, {"tile"}, set(), set(), {"target", "count"}, {"building"},
           {"good"}, {"good"}, {"ship", "good"}, {"good"}, {"warehouse", "single"},
           {"target", "count"})  # by kind


def _from_json(obj):
    if not isinstance(obj, dict) or "type" not in obj:
        raise IllegalActionError(f"an action must be an object with a 'type'; got {obj!r}")
    kind = _lookup(KIND_NAMES, obj["type"], "kind of action")
    unknown = sorted(set(obj) - {"type"} - _FIELDS[kind])
    if unknown:
        raise IllegalActionError(f"a {obj['type']!r} action has no field {unknown[0]!r}")
    if kind == PASS:
        return make(kind, _lookup(PASS_DECISIONS, _field(obj, "decision"), "decision to pass on"))
    if kind == ROLE:
        return make(kind, _lookup(data.CARD_NAMES, _field(obj, "role"), "role card"))
    if kind == PLANT:
        return make(kind, _lookup(data.TILE_NAMES, _field(obj, "tile"), "tile"))
    if kind in (HACIENDA, EXTRA_COLONIST):
        return make(kind)
    if kind in (PLACE, LEAVE_EMPTY):
        target = _field(obj, "target")
        names = data.TILE_NAMES + data.BUILDING_NAMES
        index = _lookup(names, target, "tile kind or building")
        if index >= len(data.TILE_NAMES):
            index = BUILDING_TARGET + index - len(data.TILE_NAMES)
        count = _field(obj, "count")
        if type(count) is not int or not 1 <= count <= 15:
            raise IllegalActionError(f"'count' must be a whole number from 1 to 15; got {count!r}")
        return ALL[kind << 10 | index << 4 | count]
    if kind == BUILD:
        return make(kind, _lookup(data.BUILDING_NAMES, _field(obj, "building"), "building"))
    if kind in (EXTRA_GOOD, SELL, WHARF):
        return make(kind, _lookup(data.GOOD_NAMES, _field(obj, "good"), "good"))
    if kind == LOAD:
        ship = _field(obj, "ship")
        if type(ship) is not int or not 0 <= ship <= 2:
            raise IllegalActionError(f"'ship' must be a cargo ship index 0-2; got {ship!r}")
        return load(ship, _lookup(data.GOOD_NAMES, _field(obj, "good"), "good"))
    kept = _field(obj, "warehouse")
    if not isinstance(kept, list):
        raise IllegalActionError(f"'warehouse' must be a list of goods; got {kept!r}")
    mask = 0
    for name in kept:
        mask |= 1 << _lookup(data.GOOD_NAMES, name, "good")
    single = obj.get("single")
    single = NO_SINGLE if single is None else _lookup(data.GOOD_NAMES, single, "good")
    if single != NO_SINGLE and mask >> single & 1:
        raise IllegalActionError("the single barrel must be of a good not kept in a warehouse")
    return store(mask, single)
