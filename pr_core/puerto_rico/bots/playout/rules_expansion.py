"""The playout policy's answers to Expansion I's decisions (`ExpansionRules`, a part of `Rules`),
and the worth of the new buildings and options that Rules' other answers weigh: hand-made rules,
as cheap as the base game's (rules.py), in the same units (VP, estimates.py).

- guests move as soon as a move is worth something now (the engine offers a move only when its
  circle is about to be read): a large building's bonus at the end, the library's privilege,
  production, shipping and storing first; the settler's and builder's smaller helps are left to
  keep a guest for those;
- the black market gives back what is worth least: a colonist waiting in San Juan, a cheap good,
  a VP chip last;
- the small wharf is used once nothing fits on the cargo ships, to ship the barrels storing
  would not keep;
- a forest is planted (or taken instead of a hacienda tile) when it completes a pair of forests
  (a doubloon off every later building) and the plantation would have no circle to work;
- buildings: the new ones' worth per round (library, lighthouse, union hall...), the statue's VP
  and the cloister's sets; the price with the forests, the library and the black market.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ....bots import floats
from ... import data
from ...actions import BUILDING_TARGET, WAITING_COLONIST
from .captain import store_options
from .estimates import BARREL_VP, DOUBLOON_VP, production_circles
from .expansion.common import privileges
from .expansion.storehouse import EXTRA_BARRELS, keep_options
from .expansion.trader import sale_price
from .policy import Keep, payment_parts
from .table import FOREST, NONE, Table, score

FIRST_NEW: Final = data.AQUEDUCT  # the first of Expansion I's buildings (ids 23-36)
GUEST_THRESHOLD: Final = 0.5  # a guest moves only for a target worth more than this now

# What a guest is worth on a target when the rules are about to read it (targets as the
# engine's: tile kinds, BUILDING_TARGET + b); production targets are valued by their good.
_GUEST_VP: dict[int, float] = {
    data.QUARRY: 0.6,
    **{
        BUILDING_TARGET + b: BARREL_VP[data.BUILDING_GOOD[b] or 0]
        for b in data.PRODUCTION_BUILDINGS
    },
    **{kind: BARREL_VP[kind] for kind in range(5)},
}
for _b, _vp in (
    (data.SMALL_MARKET, 0.6),
    (data.HACIENDA, 0.3),
    (data.CONSTRUCTION_HUT, 0.3),
    (data.SMALL_WAREHOUSE, 0.8),
    (data.HOSPICE, 0.4),
    (data.OFFICE, 0.55),
    (data.LARGE_MARKET, 0.8),
    (data.LARGE_WAREHOUSE, 0.8),
    (data.FACTORY, 0.8),
    (data.UNIVERSITY, 0.4),
    (data.HARBOR, 1.0),
    (data.WHARF, 0.9),
    (data.AQUEDUCT, 0.6),
    (data.FOREST_HOUSE, 0.2),
    (data.BLACK_MARKET, 0.3),
    (data.STOREHOUSE, 0.8),
    (data.TRADING_POST, 0.7),
    (data.CHURCH, 0.6),
    (data.SMALL_WHARF, 0.7),
    (data.LIGHTHOUSE, 0.55),
    (data.SPECIALTY_FACTORY, 0.6),
    (data.LIBRARY, 1.2),
    (data.UNION_HALL, 1.0),
):
    _GUEST_VP[BUILDING_TARGET + _b] = _vp
for _b in data.BUILDINGS:
    if data.IS_LARGE_BUILDING[_b] and data.BUILDING_CIRCLES[_b]:
        _GUEST_VP[BUILDING_TARGET + _b] = 3.0  # offered only before the final scores

# An occupied new building's worth per round, where new_building_worth does not compute it.
NEW_ABILITY_VP: Final = {
    data.FOREST_HOUSE: 0.12,
    data.BLACK_MARKET: 0.12,
    data.STOREHOUSE: 0.2,
    data.GUEST_HOUSE: 0.3,
    data.TRADING_POST: 0.28,
    data.CHURCH: 0.35,
    data.LIBRARY: 0.8,
}
EARLY_NEW: Final = frozenset((data.FOREST_HOUSE, data.BLACK_MARKET, data.CHURCH))
# By building id: NEW_ABILITY_VP's, 0 for the statue (its VP only), -1 where computed.
_NEW_ABILITY_VP = [NEW_ABILITY_VP.get(b, -1.0) for b in data.BUILDINGS]
_NEW_ABILITY_VP[data.STATUE] = 0.0
_COLONIST_COST = (0.5, 0.8, 0.8, 0.8, 0.8, 0.6)  # a colonist taken off a tile, by kind


class ExpansionRules:
    """The Rules' answers to the decisions only Expansion I asks."""

    def guest(self, t: Table, seat: int, options: Sequence[int]) -> int:
        best_target, best = NONE, GUEST_THRESHOLD
        for target in options:
            worth = _GUEST_VP.get(target, 0.0)
            if worth > best:
                best_target, best = target, worth
        return best_target

    def hacienda_forest(self, t: Table, seat: int, kind: int) -> bool:
        return plants_forest(t, seat, kind)

    def black_market(self, t: Table, seat: int, options: Sequence[int]) -> int:
        best_option, best = options[0], 1e9
        for option in options:
            colonist, good, chip = payment_parts(option)
            cost = 1.0 if chip else 0.0
            if good != NONE:
                cost += BARREL_VP[good] * 0.8
            if colonist == WAITING_COLONIST:
                cost += 0.2
            elif colonist and colonist < WAITING_COLONIST:
                cost += _COLONIST_COST[colonist - 1]
            elif colonist:
                cost += 0.9
            if cost < best:
                best_option, best = option, cost
        return best_option

    def small_wharf(self, t: Table, seat: int) -> Keep:
        return small_wharf_shipment(t, seat)

    def last_chips(self, t: Table, seat: int, vp: int) -> bool:
        """Ends the game only when he would then lead on the score as it stands (as the engine's
        heuristic, by its evaluation)."""
        totals = [score(t, other) for other in range(t.n)]
        return totals[seat] + vp >= max(v for other, v in enumerate(totals) if other != seat)


def plants_forest(t: Table, seat: int, kind: int) -> bool:
    """A forest instead of a plantation of `kind`: when it makes a pair of forests and the
    plantation would have no circle to work."""
    island = t.island[seat]
    if kind == data.CORN or island[FOREST] % 2 == 0:
        return False
    return production_circles(t.workers[seat])[kind] <= island[kind]


def forest_worth(t: Table, seat: int, left: float) -> float:
    """A forest: half a doubloon off each later building, a whole one when it makes a pair."""
    pair = t.island[seat][FOREST] % 2 == 1
    return (0.45 if pair else 0.2) * min(1.0, left / 4.0)


def kept_at_storing(t: Table, seat: int) -> Keep:
    """The barrels storing would keep him now (the most valuable of the greatest keeps)."""
    goods = tuple(t.goods[seat])
    workers = t.workers[seat]
    slots = (1 if workers[data.SMALL_WAREHOUSE] > 0 else 0) + (
        2 if workers[data.LARGE_WAREHOUSE] > 0 else 0
    )
    if workers[data.STOREHOUSE] > 0:
        options = keep_options(goods, slots, 1 + EXTRA_BARRELS)
    elif sum(1 for have in goods if have) <= slots:
        return goods
    elif slots:
        options = store_options(goods, slots)
    else:
        options = [
            tuple(1 if g == good else 0 for g in range(5)) for good in range(5) if goods[good]
        ]
    return max(options, key=lambda keep: floats.total(n * BARREL_VP[g] for g, n in enumerate(keep)))


def small_wharf_shipment(t: Table, seat: int) -> Keep:
    """The barrels storing would not keep (one of the cheapest kind when it keeps them all: a
    shipment has a barrel at least)."""
    goods = t.goods[seat]
    shipped = tuple(have - kept for have, kept in zip(goods, kept_at_storing(t, seat)))
    if sum(shipped):
        return shipped
    cheapest = next(good for good in range(5) if goods[good])
    return tuple(1 if good == cheapest else 0 for good in range(5))


def small_wharf_worth(t: Table, seat: int, can_load: bool) -> float:
    """The small wharf's load, compared with a cargo ship's barrels and with passing (0) in
    Rules.load: never while a cargo ship takes his barrels (they score 1 VP each there, and
    loading goes on), else the VP of shipping what storing would not keep (the harbor's too),
    less what the barrels shipped beyond those were worth."""
    if can_load:
        return -1.0
    shipped = small_wharf_shipment(t, seat)
    lost = sum(shipped) - sum(t.goods[seat]) + sum(kept_at_storing(t, seat))
    harbor = 1 if t.workers[seat][data.HARBOR] > 0 else 0
    return sum(shipped) // 2 + harbor - 0.8 * lost - 0.25


def best_sale(t: Table, seat: int, options: Sequence[int]) -> int:
    """The best-paid sale, to the house or the trading post; nothing for nothing."""
    trader = t.card_taken[data.TRADER] == seat
    best_option, best = NONE, 0
    for option in options:
        if option == NONE:
            continue
        paid = sale_price(t, seat, option, trader)
        if paid > best:
            best_option, best = option, paid
    return best_option


def discounts(t: Table, seat: int, builder: bool) -> tuple[int, int]:
    """(the builder's privilege, the forests' discount) for `seat` now."""
    return (privileges(t, seat) if builder else 0), t.island[seat][FOREST] // 2


def new_building_worth(
    t: Table, seat: int, b: int, made: list[int], left: float, future: float
) -> float:
    """An Expansion I building's worth beyond its VP: what it should bring in the rounds left
    (`future`, at most the horizon), or a large one's bonus."""
    per_round = _NEW_ABILITY_VP[b]
    if per_round >= 0.0:  # a fixed worth
        if b in EARLY_NEW and left < 4.0:
            per_round *= left / 4.0
        return per_round * future
    if b == data.CLOISTER:
        if left <= 0.0:
            return 0.0
        sets = sum(count // 3 for count in t.island[seat])
        return float(data.CLOISTER_BONUS[min(sets + 1, 4)]) * 0.7
    if b == data.AQUEDUCT:
        extra = (made[1] > 0 and t.workers[seat][data.INDIGO_PLANT] >= 0) + (
            made[2] > 0 and t.workers[seat][data.SUGAR_MILL] >= 0
        )
        per_round = extra * 0.6 + 0.05
    elif b == data.SPECIALTY_FACTORY:
        per_round = max(1, max(made[1:]) - 1) * DOUBLOON_VP * 0.75
    elif b == data.SMALL_WHARF:
        per_round = 0.15 * min(sum(made), 8) + 0.1
    elif b == data.LIGHTHOUSE:
        per_round = (min(sum(1 for m in made if m), 2) * 0.75 + 0.3) * DOUBLOON_VP
    else:
        assert b == data.UNION_HALL
        per_round = 0.4 * sum(m // 2 for m in made) + 0.2
    return per_round * future
