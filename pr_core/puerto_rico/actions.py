"""Actions: small immutable values with a stable integer code, a JSON form and a log-line `str`.

An action is an `int` subclass, so actions compare, hash and sort as their codes and can be kept
in arrays by bots. Every possible action exists once, built here at import; the phases hand out
these shared instances instead of making new ones.

Integer code layout (stable; new kinds and arguments are only ever added)::

    code = kind << SHIFT | arg          (SHIFT = 10: kind = code >> SHIFT, arg = code & ARG)

    kind  name            arg
    ----  --------------  ---------------------------------------------------------------
       0  pass            decision declined: 0 plant, 1 hacienda, 2 colonist, 3 build,
                          4 extra_good, 5 sell, 6 load; Expansion I: 7 forest (keep the
                          hacienda's plantation), 8 guests (leave them where they are),
                          9 small_wharf (ship no more with it), 10 vp (decline the
                          church's or union hall's VP chips that would be the last)
       1  role            role card: 0 settler, 1 mayor, 2 builder, 3 craftsman, 4 trader,
                          5 captain, 6 prospector, 7 prospector_2
       2  plant           tile: 0 corn, 1 indigo, 2 sugar, 3 tobacco, 4 coffee, 5 quarry
       3  hacienda        0: draw a face-down tile with the hacienda
       4  extra_colonist  0: the mayor takes his extra colonist from the supply
       5  place           target << 4 | count: `count` (1-15) colonists on a target; target
                          0-5 a tile kind, 8 + building id a building (count_parts reads it;
                          COUNT_SHIFT, COUNT)
       6  build           building id (data.BUILDING_NAMES)
       7  extra_good      good: the craftsman's extra barrel
       8  sell            good
       9  load            ship << 3 | good: load a good onto cargo ship `ship` (0 = smallest)
                          (load_parts reads it; SHIP_SHIFT, GOOD_MASK)
      10  wharf           good: ship every barrel of it with the wharf
      11  store           single << 5 | warehouse mask: keep every barrel of the goods in the
                          5-bit mask, plus one barrel of `single` (0-4; 7 = none) (store_parts
                          reads it; SINGLE_SHIFT, WAREHOUSE_MASK). Since engine 0.3.0 only a
                          player without a warehouse or storehouse stores so (mask 0); the
                          play-outs still name the greatest keeps by it (storing.py)
      12  leave_empty     target << 4 | count: fill the targets passed over and this one but
                          `count` (1-15) of its circles (targets as for place; count_parts)

    Expansion I:
      13  draft           building id: put it on a free board space of its cost
      14  forest          the plantation discarded for it: a face-up good 0-4, or 7 = the tile
                          just drawn with the hacienda
      15  guest           target (as for place): move a guest from the guest house there
      16  black_market    vp << 9 | good << 6 | colonist: what the black market takes back; good
                          0 none, 1-5 good + 1; colonist 0 none, 1-6 tile kind + 1, 7 San Juan,
                          8 + building id; vp 1: a VP chip (black_market_parts reads it)
      17  trading_post    good: sell it to one's own trading post
      18  small_wharf     good << 4 | count: ship `count` (1-15) barrels of the good with it
                          (count_parts)
      19  keep            good << 4 | count: store `count` (0-15) barrels of the good (the
                          storehouse; since engine 0.3.0 the warehouses of the base game too,
                          storing.py; count_parts)
      20  take_vp         building id (church or union hall): take its VP chips, asked only
                          when they would be the last (last_chips.py)

Outside this module an action's parts are read with `Action.kind` and `Action.arg` and the
`*_parts` functions below; hot code (legal-move generation, applying an action), where a call
would cost, uses the constants below (`SHIFT`, `ARG`, ...) so that the layout is named in this
one place.
"""

from typing import Final

from ..action_base import BaseAction, lookup, register
from ..action_codec import ActionCodec, Kind, Part, flag, named, number
from ..errors import IllegalActionError
from ..wording import article as _article
from ..wording import human as _human
from . import data

(
    PASS,
    ROLE,
    PLANT,
    HACIENDA,
    EXTRA_COLONIST,
    PLACE,
    BUILD,
    EXTRA_GOOD,
    SELL,
    LOAD,
    WHARF,
    STORE,
    LEAVE_EMPTY,
    DRAFT,
    FOREST,
    GUEST,
    BLACK_MARKET,
    TRADING_POST,
    SMALL_WHARF,
    KEEP,
    TAKE_VP,
) = range(21)
KIND_NAMES = (
    "pass",
    "role",
    "plant",
    "hacienda",
    "extra_colonist",
    "place",
    "build",
    "extra_good",
    "sell",
    "load",
    "wharf",
    "store",
    "leave_empty",
    "draft",
    "forest",
    "guest",
    "black_market",
    "trading_post",
    "small_wharf",
    "keep",
    "take_vp",
)

# What a pass declines.
(
    PASS_PLANT,
    PASS_HACIENDA,
    PASS_COLONIST,
    PASS_BUILD,
    PASS_EXTRA_GOOD,
    PASS_SELL,
    PASS_LOAD,
    PASS_FOREST,
    PASS_GUESTS,
    PASS_SMALL_WHARF,
    PASS_VP,
) = range(11)
PASS_DECISIONS = (
    "plant",
    "hacienda",
    "colonist",
    "build",
    "extra_good",
    "sell",
    "load",
    "forest",
    "guests",
    "small_wharf",
    "vp",
)
_PASS_PHRASES = (
    "takes no plantation",
    "declines the hacienda draw",
    "declines the extra colonist",
    "builds nothing",
    "takes no extra good",
    "sells nothing",
    "loads nothing",
    "keeps the plantation drawn",
    "leaves the guests where they are",
    "ships no more with the small wharf",
    "declines the last VP chips",
)

SHIFT: Final = 10  # bits of the argument: code = kind << SHIFT | arg
ARG: Final = (1 << SHIFT) - 1  # mask of the argument: arg = code & ARG
COUNT_SHIFT: Final = 4  # place, leave_empty, small_wharf, keep: arg = what << 4 | count
COUNT: Final = 15  # mask of that count
SHIP_SHIFT: Final = 3  # load: arg = ship << 3 | good
GOOD_MASK: Final = 7  # load: mask of the good
SINGLE_SHIFT: Final = 5  # store: arg = single << 5 | warehouse mask
WAREHOUSE_MASK: Final = 31  # store: the goods kept whole, a bit per good
MARKET_GOOD_SHIFT: Final = 6  # black_market: arg = vp << 9 | good << 6 | colonist
MARKET_VP_SHIFT: Final = 9  # black_market: the VP chip's bit
MARKET_COLONIST: Final = 63  # black_market: mask of the colonist's source

BUILDING_TARGET: Final = 8  # place target of building b is BUILDING_TARGET + b
NO_SINGLE: Final = 7  # store: no single barrel kept
DRAWN: Final = 7  # forest: discard the tile drawn with the hacienda
WAITING_COLONIST: Final = 7  # black_market: the colonist comes from San Juan (colonist 1-6: tiles)
VP_BUILDINGS: Final = (data.CHURCH, data.UNION_HALL)  # take_vp: the buildings whose VP it takes


def count_parts(arg: int) -> tuple[int, int]:
    """A place or leave_empty action's argument as (target, count); a small_wharf or keep
    action's as (good, count)."""
    return arg >> COUNT_SHIFT, arg & COUNT


def load_parts(arg: int) -> tuple[int, int]:
    """A load action's argument as (ship, good)."""
    return arg >> SHIP_SHIFT, arg & GOOD_MASK


def store_parts(arg: int) -> tuple[int, int]:
    """A store action's argument as (mask of the goods kept whole, single barrel's good or
    NO_SINGLE)."""
    return arg & WAREHOUSE_MASK, arg >> SINGLE_SHIFT


def black_market_parts(arg: int) -> tuple[int, int, bool]:
    """A black_market action's argument as (colonist: 0 none or its source, good: 0 none or the
    good + 1, whether a VP chip)."""
    return (
        arg & MARKET_COLONIST,
        arg >> MARKET_GOOD_SHIFT & GOOD_MASK,
        bool(arg >> MARKET_VP_SHIFT),
    )


def target_name(target: int) -> str:
    if target < BUILDING_TARGET:
        return data.TILE_NAMES[target]
    return data.BUILDING_NAMES[target - BUILDING_TARGET]


def colonist_source_name(source: int) -> str:
    """The black market's colonist sources: 1-6 a tile kind + 1, 7 San Juan, 8 + a building."""
    if source == WAITING_COLONIST:
        return "san_juan"
    return target_name(source - 1 if source < WAITING_COLONIST else source)


def target_phrase(target: int, plural: bool = False) -> str:
    where = _human(target_name(target))
    if target >= BUILDING_TARGET:
        return where if plural else f"the {where}"
    if target == data.QUARRY:
        return "quarries" if plural else "a quarry"
    return f"{where} plantations" if plural else f"{_article(where)} plantation"


def _black_market_items(arg: int) -> list[str]:
    colonist, good, vp_chip = black_market_parts(arg)
    items = []
    if colonist:
        if colonist == WAITING_COLONIST:
            items.append("a colonist from San Juan")
        else:
            target = colonist - 1 if colonist < WAITING_COLONIST else colonist
            items.append(f"a colonist from {target_phrase(target)}")
    if good:
        items.append(f"a barrel of {data.GOOD_NAMES[good - 1]}")
    if vp_chip:
        items.append("a VP chip")
    return items


# The log phrases of the kinds that take no argument, and of those whose argument is a good ({}
# its name) or a building ({} its name with an article).
_PHRASES: Final = {
    HACIENDA: "draws a face-down plantation with the hacienda",
    EXTRA_COLONIST: "takes the extra colonist",
}
_GOOD_PHRASES: Final = {
    EXTRA_GOOD: "takes an extra {}",
    SELL: "sells {}",
    WHARF: "ships all {} with the wharf",
    TRADING_POST: "sells {} to the trading post",
}
_BUILDING_PHRASES: Final = {BUILD: "builds {}", DRAFT: "chooses {} for the board"}


class Action(BaseAction):
    """One decision. `kind` and `arg` decode the code; see the module docstring."""

    __slots__ = ()
    SHIFT = SHIFT

    def __str__(self) -> str:
        kind, arg = self.kind, self.arg
        if kind == PASS:
            return _PASS_PHRASES[arg]
        if kind in _PHRASES:
            return _PHRASES[kind]
        if kind == ROLE:
            return f"chooses the {data.ROLE_NAMES[data.CARD_ROLE[arg]]}"
        if kind == PLANT:
            if arg == data.QUARRY:
                return "takes a quarry"
            return f"takes {_article(data.TILE_NAMES[arg])} plantation"
        if kind in (PLACE, LEAVE_EMPTY):
            target, count = count_parts(arg)
            where = target_phrase(target, plural=True)
            if kind == LEAVE_EMPTY:
                circles = "circle" if count == 1 else "circles"
                return f"leaves {count} {circles} empty on {where}, filling those before"
            noun = "colonist" if count == 1 else "colonists"
            return f"puts {count} {noun} on {where}"
        if kind in _GOOD_PHRASES:
            return _GOOD_PHRASES[kind].format(data.GOOD_NAMES[arg])
        if kind in _BUILDING_PHRASES:
            return _BUILDING_PHRASES[kind].format(_article(_human(data.BUILDING_NAMES[arg])))
        if kind == LOAD:
            ship, good = load_parts(arg)
            return f"loads {data.GOOD_NAMES[good]} onto cargo ship {ship + 1}"
        if kind == STORE:
            mask, single = store_parts(arg)
            kept = [f"all {data.GOOD_NAMES[g]}" for g in data.GOODS if mask >> g & 1]
            if single != NO_SINGLE:
                kept.append(f"one {data.GOOD_NAMES[single]}")
            return "keeps " + (" and ".join(kept) if kept else "nothing")
        if kind == FOREST:
            if arg == DRAWN:
                return "plants a forest instead of the plantation drawn"
            return f"plants a forest, discarding {_article(data.GOOD_NAMES[arg])} plantation"
        if kind == GUEST:
            return f"moves a guest to {target_phrase(arg)}"
        if kind == BLACK_MARKET:
            items = _black_market_items(arg)
            listed = items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
            return f"returns {listed} to the black market"
        if kind == SMALL_WHARF:
            good, count = count_parts(arg)
            return f"ships {count} {data.GOOD_NAMES[good]} with the small wharf"
        if kind == KEEP:
            good, count = count_parts(arg)
            return f"stores {count} {data.GOOD_NAMES[good]}"
        if kind == TAKE_VP:
            return f"takes the {_human(data.BUILDING_NAMES[arg])}'s VP chips"
        return f"action {int(self)}"


def _build_all() -> dict[int, Action]:
    codes: list[int] = []
    codes += [PASS << SHIFT | d for d in range(len(PASS_DECISIONS))]
    codes += [ROLE << SHIFT | c for c in data.ROLE_CARDS]
    codes += [PLANT << SHIFT | t for t in data.TILE_KINDS]
    codes += [HACIENDA << SHIFT, EXTRA_COLONIST << SHIFT]
    targets = list(data.TILE_KINDS) + [BUILDING_TARGET + b for b in data.BUILDINGS]
    codes += [
        kind << SHIFT | t << COUNT_SHIFT | k
        for kind in (PLACE, LEAVE_EMPTY)
        for t in targets
        for k in range(1, COUNT + 1)
    ]
    codes += [BUILD << SHIFT | b for b in data.BUILDINGS]
    codes += [
        kind << SHIFT | g for kind in (EXTRA_GOOD, SELL, WHARF, TRADING_POST) for g in data.GOODS
    ]
    codes += [LOAD << SHIFT | ship << SHIP_SHIFT | g for ship in range(3) for g in data.GOODS]
    codes += [
        STORE << SHIFT | single << SINGLE_SHIFT | mask
        for single in list(data.GOODS) + [NO_SINGLE]
        for mask in range(32)
        if single == NO_SINGLE or not mask >> single & 1
    ]
    codes += [DRAFT << SHIFT | b for b in data.VIOLET_BUILDINGS]
    codes += [FOREST << SHIFT | g for g in list(data.GOODS) + [DRAWN]]
    codes += [GUEST << SHIFT | t for t in targets]
    sources = (
        [0]
        + [t + 1 for t in data.TILE_KINDS]
        + [WAITING_COLONIST]
        + [BUILDING_TARGET + b for b in data.BUILDINGS]
    )
    codes += [
        BLACK_MARKET << SHIFT | vp << MARKET_VP_SHIFT | good << MARKET_GOOD_SHIFT | colonist
        for vp in (0, 1)
        for good in range(6)
        for colonist in sources
        if vp or good or colonist
    ]
    codes += [
        SMALL_WHARF << SHIFT | g << COUNT_SHIFT | k for g in data.GOODS for k in range(1, COUNT + 1)
    ]
    codes += [KEEP << SHIFT | g << COUNT_SHIFT | k for g in data.GOODS for k in range(COUNT + 1)]
    codes += [TAKE_VP << SHIFT | b for b in VP_BUILDINGS]
    return register(Action, codes)


ALL = _build_all()  # every action by code


def make(kind: int, arg: int = 0) -> Action:
    """The shared instance of an action."""
    return ALL[kind << SHIFT | arg]


def place(target: int, count: int) -> Action:
    return ALL[PLACE << SHIFT | target << COUNT_SHIFT | count]


def leave_empty(target: int, count: int) -> Action:
    return ALL[LEAVE_EMPTY << SHIFT | target << COUNT_SHIFT | count]


def load(ship: int, good: int) -> Action:
    return ALL[LOAD << SHIFT | ship << SHIP_SHIFT | good]


def store(mask: int, single: int) -> Action:
    return ALL[STORE << SHIFT | single << SINGLE_SHIFT | mask]


def guest(target: int) -> Action:
    return ALL[GUEST << SHIFT | target]


def black_market(colonist: int, good: int | None, vp_chip: bool) -> Action:
    """colonist: 0 none or a source (colonist_source_name); good: a good or None."""
    return ALL[
        BLACK_MARKET << SHIFT
        | int(vp_chip) << MARKET_VP_SHIFT
        | (0 if good is None else good + 1) << MARKET_GOOD_SHIFT
        | colonist
    ]


def small_wharf(good: int, count: int) -> Action:
    return ALL[SMALL_WHARF << SHIFT | good << COUNT_SHIFT | count]


def keep(good: int, count: int) -> Action:
    return ALL[KEEP << SHIFT | good << COUNT_SHIFT | count]


# --- the JSON form ---------------------------------------------------------------------------
def _read_target(value: object) -> int:
    """A mayor or guest target from its name: a tile kind 0-5, or BUILDING_TARGET + building."""
    index = lookup(data.TILE_NAMES + data.BUILDING_NAMES, value, "tile kind or building")
    if index >= len(data.TILE_NAMES):
        index = BUILDING_TARGET + index - len(data.TILE_NAMES)
    return index


def _read_violet(value: object) -> int:
    b = lookup(data.BUILDING_NAMES, value, "building")
    if data.IS_PRODUCTION[b]:
        raise IllegalActionError(
            "only violet buildings are drafted; production buildings are always in the game"
        )
    return b


def _read_vp_building(value: object) -> int:
    b = lookup(data.BUILDING_NAMES, value, "building")
    if b not in VP_BUILDINGS:
        raise IllegalActionError(
            "VP chips are taken by choice only from the church and the union hall"
        )
    return b


def _read_discard(value: object) -> int:
    if value == "drawn":
        return DRAWN
    return lookup(data.GOOD_NAMES + ("drawn",), value, "plantation to discard")


def _read_ship(value: object) -> int:
    if type(value) is not int or not 0 <= value <= 2:
        raise IllegalActionError(f"'ship' must be a cargo ship index 0-2; got {value!r}")
    return value


def _read_warehouse(value: object) -> int:
    if not isinstance(value, list):
        raise IllegalActionError(f"'warehouse' must be a list of goods; got {value!r}")
    mask = 0
    for name in value:
        mask |= 1 << lookup(data.GOOD_NAMES, name, "good")
    return mask


def _read_single(value: object) -> int:
    return NO_SINGLE if value is None else lookup(data.GOOD_NAMES, value, "good")


def _check_store(arg: int) -> None:
    mask, single = store_parts(arg)
    if single != NO_SINGLE and mask >> single & 1:
        raise IllegalActionError("the single barrel must be of a good not kept in a warehouse")


def _read_market_colonist(value: object) -> int:
    if value is None:
        return 0
    names = ("san_juan",) + data.TILE_NAMES + data.BUILDING_NAMES
    index = lookup(names, value, "place to take a colonist from")
    if index == 0:
        return WAITING_COLONIST
    if index <= len(data.TILE_NAMES):
        return index  # tile kind + 1
    return BUILDING_TARGET + index - 1 - len(data.TILE_NAMES)


def _check_black_market(arg: int) -> None:
    if not arg:
        raise IllegalActionError(
            "the black market takes back at least one thing: a colonist, a good or a VP chip"
        )


_NAMED_GOOD = named("good", data.GOOD_NAMES, "good")
_GOOD = Kind((_NAMED_GOOD,))
_BUILDING = named("building", data.BUILDING_NAMES, "building")
_TARGET = Part("target", target_name, _read_target, COUNT_SHIFT)
_COUNTED_TARGET = Kind((_TARGET, number("count", 1, COUNT, mask=COUNT)))
_NO_PARTS = Kind()
CODEC = ActionCodec(
    Action,
    KIND_NAMES,
    (
        Kind((named("decision", PASS_DECISIONS, "decision to pass on"),)),  # pass
        Kind((named("role", data.CARD_NAMES, "role card"),)),  # role
        Kind((named("tile", data.TILE_NAMES, "tile"),)),  # plant
        _NO_PARTS,  # hacienda
        _NO_PARTS,  # extra_colonist
        _COUNTED_TARGET,  # place
        Kind((_BUILDING,)),  # build
        _GOOD,  # extra_good
        _GOOD,  # sell
        Kind(  # load
            (
                Part("ship", int, _read_ship, SHIP_SHIFT),
                named("good", data.GOOD_NAMES, "good", mask=GOOD_MASK),
            )
        ),
        _GOOD,  # wharf
        Kind(  # store
            (
                Part(
                    "warehouse",
                    lambda mask: [data.GOOD_NAMES[g] for g in data.GOODS if mask >> g & 1],
                    _read_warehouse,
                    mask=WAREHOUSE_MASK,
                ),
                Part(
                    "single",
                    lambda g: None if g == NO_SINGLE else data.GOOD_NAMES[g],
                    _read_single,
                    SINGLE_SHIFT,
                    default=None,
                ),
            ),
            _check_store,
        ),
        _COUNTED_TARGET,  # leave_empty
        Kind((Part("building", lambda b: data.BUILDING_NAMES[b], _read_violet),)),  # draft
        Kind(  # forest
            (
                Part(
                    "discard",
                    lambda g: "drawn" if g == DRAWN else data.GOOD_NAMES[g],
                    _read_discard,
                ),
            )
        ),
        Kind((Part("target", target_name, _read_target),)),  # guest
        Kind(  # black_market
            (
                Part(
                    "colonist",
                    lambda c: colonist_source_name(c) if c else None,
                    _read_market_colonist,
                    mask=MARKET_COLONIST,
                ),
                Part(
                    "good",
                    lambda g: data.GOOD_NAMES[g - 1] if g else None,
                    lambda g: 0 if g is None else lookup(data.GOOD_NAMES, g, "good") + 1,
                    MARKET_GOOD_SHIFT,
                    GOOD_MASK,
                ),
                flag("vp_chip", MARKET_VP_SHIFT),
            ),
            _check_black_market,
        ),
        _GOOD,  # trading_post
        Kind(
            (
                Part("good", lambda g: data.GOOD_NAMES[g], _NAMED_GOOD.read, COUNT_SHIFT),
                number("count", 1, COUNT, mask=COUNT),
            )
        ),  # small_wharf
        Kind(
            (
                Part("good", lambda g: data.GOOD_NAMES[g], _NAMED_GOOD.read, COUNT_SHIFT),
                number("count", 0, COUNT, mask=COUNT),
            )
        ),  # keep
        Kind((Part("building", lambda b: data.BUILDING_NAMES[b], _read_vp_building),)),  # take_vp
    ),
)
