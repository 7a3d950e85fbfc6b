"""The builder phase (docs/rules/puerto-rico.md#builder): one building per player, at most,
then (occupied university) whether to put a colonist on it.

The price: the building's cost less the builder's privilege (twice with a library), the occupied
quarries (at most the building's column) and every 2 forests (Expansion I), never below 0. A
player short of doubloons may make up as many as 3 with an occupied black market, then chooses
what it takes back ("black_market" step). A church's VP that would be the last chips are asked
("church" step, last_chips.py). The buildings' rules are in buildings/.
"""

from bisect import bisect_right
from collections.abc import Sequence

from ..wording import article, human, plural
from . import actions, data, last_chips, rounds
from .actions import (
    ARG,
    BLACK_MARKET,
    BUILD,
    BUILDING_TARGET,
    EXTRA_COLONIST,
    PASS,
    PASS_BUILD,
    PASS_COLONIST,
    TAKE_VP,
    Action,
)
from .buildings import black_market, church, forest_house, library, university
from .buildings.spare_colonist import offers_spare_colonist
from .common import set_item, trigger_end
from .state import NO_BUILDING, Events, State

STEP_BUILD, STEP_UNIVERSITY, STEP_BLACK_MARKET, STEP_CHURCH = 0, 1, 2, 3
STEP_NAMES = ("build", "university", "black_market", "church")  # position format

_BUILD = tuple(actions.make(BUILD, b) for b in data.BUILDINGS)
_NO_BUILD = actions.make(PASS, PASS_BUILD)
_COLONIST = actions.make(EXTRA_COLONIST)
_NO_COLONIST = actions.make(PASS, PASS_COLONIST)
_CHURCH_CHOICE = last_chips.legal(data.CHURCH)
# By the number of occupied quarries (at most a building's column, 4 at most, save), and for
# a base game or the expansion: (cost less what those quarries save, building) for each building
# in the game, cheapest first, and those prices alone. `legal` reads a row up to the first price
# out of reach.
_PricedRow = tuple[tuple[tuple[int, int], ...], tuple[int, ...]]


def _priced_row(in_game: tuple[int, ...], quarries: int) -> _PricedRow:
    row = tuple(
        sorted((data.BUILDING_COST[b] - min(quarries, data.BUILDING_COLUMN[b]), b) for b in in_game)
    )
    return row, tuple(price for price, _ in row)


_AFTER_QUARRIES = {
    expansion: tuple(_priced_row(in_game, q) for q in range(max(data.BUILDING_COLUMN) + 1))
    for expansion, in_game in ((False, data.BASE_BUILDINGS), (True, data.BUILDINGS))
}


def begin(s: State, ev: Events) -> None:
    s.actor = s.picker


def cost(s: State, seat: int, building: int) -> int:
    """What the player would pay in doubloons (before any help from the black market): the
    cost less the three `discounts`, summed here without naming them."""
    p = s.players[seat]
    off = (
        library.privileges(s, seat)
        + min(p.occupied[data.QUARRY], data.BUILDING_COLUMN[building])
        + forest_house.discount(p)
    )
    return max(0, data.BUILDING_COST[building] - off)


def discounts(s: State, seat: int, building: int) -> dict[str, int]:
    """Doubloons off the cost, by reason: the builder's privilege (2 with a library), occupied
    quarries (at most the building's column) and forests (1 for every 2)."""
    p = s.players[seat]
    found: dict[str, int] = {}
    privilege = library.privileges(s, seat)
    if privilege:
        found["builder"] = privilege
    quarries = min(p.occupied[data.QUARRY], data.BUILDING_COLUMN[building])
    if quarries:
        found["quarries"] = quarries
    forests = forest_house.discount(p)
    if forests:
        found["forests"] = forests
    return found


def legal(s: State) -> tuple[Action, ...]:
    if s.step == STEP_UNIVERSITY:
        return (_COLONIST, _NO_COLONIST)
    if s.step == STEP_CHURCH:
        return _CHURCH_CHOICE
    seat = s.actor
    if s.step == STEP_BLACK_MARKET:
        return tuple(black_market.payments(s, seat, s.buying, shortfall(s, seat, s.buying)))
    p = s.players[seat]
    free = data.CITY_SPACES - p.city_spaces_used()
    if free <= 0:
        return (_NO_BUILD,)
    rows = _AFTER_QUARRIES[s.expansion]
    by_price, prices = rows[min(p.occupied[data.QUARRY], len(rows) - 1)]
    budget = p.doubloons + library.privileges(s, seat)  # the privilege is money off the price
    most_help = 0  # what the black market might make up
    if s.expansion:
        budget += forest_house.discount(p)
        most_help = black_market.MOST if p.active(data.BLACK_MARKET) else 0
    supply, workers, spaces = s.building_supply, p.workers, data.BUILDING_SPACES
    options = [
        _BUILD[b]
        for price, b in by_price[: bisect_right(prices, budget + most_help)]
        if supply[b]
        and workers[b] < 0
        and spaces[b] <= free
        and (price <= budget or price - budget <= black_market.reach(s, seat, b))
    ]
    options.sort()
    options.append(_NO_BUILD)
    return tuple(options)


def shortfall(s: State, seat: int, b: int) -> int:
    """The doubloons `seat` lacks for building `b` (the black market's part)."""
    return cost(s, seat, b) - s.players[seat].doubloons


def apply(s: State, action: Action, ev: Events) -> None:
    seat = s.actor
    if s.step == STEP_UNIVERSITY:
        s.step = STEP_BUILD
        if action == _COLONIST:
            university.add_colonist(s, seat, ev)
    elif s.step == STEP_CHURCH:
        s.step = STEP_BUILD
        if action >> actions.SHIFT == TAKE_VP:
            church.take(s, seat, ev)
        else:
            church.decline(s, seat, ev)
        if _placed(s, seat, ev):
            return
    elif s.step == STEP_BLACK_MARKET:
        b, s.buying = s.buying, NO_BUILDING
        s.step = STEP_BUILD
        black_market.pay(s, seat, action, ev, b)
        if _build(s, seat, b, s.players[seat].doubloons, ev):
            return
    elif action != _NO_BUILD:
        b = action & ARG
        price = cost(s, seat, b)
        if price > s.players[seat].doubloons:
            s.buying = b
            s.step = STEP_BLACK_MARKET
            return
        if _build(s, seat, b, price, ev):
            return
    s.turn += 1
    if s.turn < s.n:
        s.actor = (s.picker + s.turn) % s.n
    else:
        rounds.finish_phase(s, ev)


def _build(s: State, seat: int, b: int, price: int, ev: Events) -> bool:
    """Pays and places the building; True when the church's or the university's question
    follows."""
    if library.privileges(s, seat) == 2:
        library.doubled(s, ev)
    p = s.player(seat)
    p.doubloons -= price
    s.building_supply = set_item(s.building_supply, b, s.building_supply[b] - 1)
    p.city += (b,)
    p.workers = set_item(p.workers, b, 0)
    ev.append({"type": "built", "player": seat, "building": data.BUILDING_NAMES[b], "cost": price})
    if church.after_build(s, seat, ev):
        s.step = STEP_CHURCH
        return True
    return _placed(s, seat, ev)


def _placed(s: State, seat: int, ev: Events) -> bool:
    """Once the church has paid, or not: a full city, the university's question (True)."""
    p = s.players[seat]
    if p.city_spaces_used() >= data.CITY_SPACES:
        trigger_end(s, "city_full", ev)
    if offers_spare_colonist(s, seat, data.UNIVERSITY):
        s.step = STEP_UNIVERSITY
        return True
    return False


def guest_targets(s: State, seat: int) -> Sequence[int]:
    """Circles the builder's choice reads: quarries, the black market, the church, the
    university, the library."""
    p = s.players[seat]
    if s.step != STEP_BUILD or p.city_spaces_used() >= data.CITY_SPACES:
        return ()
    found = [
        BUILDING_TARGET + data.BLACK_MARKET,
        BUILDING_TARGET + data.CHURCH,
        BUILDING_TARGET + data.UNIVERSITY,
    ]
    if p.occupied[data.QUARRY] < 4:
        found.append(data.QUARRY)
    if seat == s.picker:
        found.append(BUILDING_TARGET + data.LIBRARY)
    return found


def explain(s: State, action: Action) -> str:
    kind, b = action.kind, action.arg
    if s.step == STEP_UNIVERSITY:
        return "first decide whether the university puts a colonist on the new building"
    if s.step == STEP_CHURCH:
        return last_chips.explain(data.CHURCH)
    if s.step == STEP_BLACK_MARKET:
        short = shortfall(s, s.actor, s.buying)
        if kind != BLACK_MARKET:
            return "first choose what the black market takes back to pay for the building"
        return (
            f"the black market must make up exactly the {plural(short, 'doubloon')} "
            f"missing, one for each thing returned, from what {s.players[s.actor].name} has "
            f"(not the black market's own colonist)"
        )
    if kind != BUILD:
        return "it is the builder phase: build one building or nothing"
    p = s.players[s.actor]
    name = human(data.BUILDING_NAMES[b])
    free = data.CITY_SPACES - p.city_spaces_used()
    if p.owns(b):
        return f"{p.name} already has {article(name)}; nobody may own two of a kind"
    if not s.building_supply[b]:
        if s.expansion and b not in s.board and not data.IS_PRODUCTION[b]:
            return f"the {name} is not in this game"
        return f"no {name} is left"
    if data.BUILDING_SPACES[b] > free:
        return (
            f"{article(name)} needs {data.BUILDING_SPACES[b]} free city spaces; {p.name} has {free}"
        )
    help_ = black_market.reach(s, s.actor, b)
    extra = f" and the black market can make up {help_}" if help_ else ""
    return (
        f"{article(name)} costs {p.name} {plural(cost(s, s.actor, b), 'doubloon')}; "
        f"{p.name} has {p.doubloons}{extra}"
    )
