"""`Rules`: the playouts' policy, hand-made rules a decent player follows, each decision a few
microseconds (a search plays thousands of games with it: no look-ahead, no call into the engine
or evaluation.py). Played through the engine against the medium bot it holds its own.

The rules, in short (the numbers: estimates.py):

- roles: the card worth most to the picker (role_worth.py);
- settler: a plantation that feeds an idle production circle, a crop nobody grows yet (tobacco,
  coffee), corn early, the quarry while there is time to build with it; the hacienda draws while
  the island has room; the hospice and the university always take their colonist;
- mayor: the extra colonist; production chains first (a plantation with a circle of its building,
  the dearest goods first), then the violet buildings that pay most, corn, quarries, the large
  buildings (first of all in the last rounds), the rest anywhere;
- builder: the building with the best score (its VP and what it should bring in the rounds left,
  less its price at the doubloon's worth), nothing if no building beats keeping the money;
- craftsman, trader: the dearest good (no sale of corn for nothing); captain: the load of the
  most barrels, onto the good's own ship when it may, the wharf when it ships more; storing keeps
  the most valuable barrels.

Expansion I's decisions and the worth of its buildings and options: rules_expansion.py (the
answers to its own decisions are inherited from ExpansionRules).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....bots import floats
from ... import data
from ...actions import GOOD_MASK, SHIP_SHIFT
from .craftsman import production
from .estimates import (
    BARREL_VP,
    DOUBLOON_VP,
    HORIZON,
    corn_vp,
    doubloon_vp,
    production_circles,
    quarry_vp,
    rounds_left,
)
from .policy import FOREST_OPTION, QUARRY, SMALL_WHARF_SHIP, WHARF_SHIP, Arrangement, Keep, Policy
from .role_worth import best_role
from .rules_expansion import (
    FIRST_NEW,
    ExpansionRules,
    best_sale,
    discounts,
    forest_worth,
    new_building_worth,
    small_wharf_worth,
)
from .table import BASE_BUILDINGS, NONE, Table
from .trader import sale_price

# An occupied violet building's worth per round (the factory, harbor and wharf: computed; the
# large buildings: their bonus).
_ABILITY_VP = [0.0] * BASE_BUILDINGS  # (Expansion I's: new_building_worth)
for _b, _vp in (
    (data.SMALL_MARKET, 0.15),
    (data.HACIENDA, 0.2),
    (data.CONSTRUCTION_HUT, 0.15),
    (data.SMALL_WAREHOUSE, 0.2),
    (data.HOSPICE, 0.3),
    (data.OFFICE, 0.2),
    (data.LARGE_MARKET, 0.3),
    (data.LARGE_WAREHOUSE, 0.3),
    (data.UNIVERSITY, 0.3),
):
    _ABILITY_VP[_b] = _vp
# Abilities that stop paying once the island and the city fill up.
_EARLY = frozenset((data.HACIENDA, data.CONSTRUCTION_HUT, data.HOSPICE, data.UNIVERSITY))

# The mayor's order after the production chains.
_VIOLET_FIRST = (
    data.FACTORY,
    data.HARBOR,
    data.WHARF,
    data.LARGE_MARKET,
    data.OFFICE,
    data.UNIVERSITY,
    data.HOSPICE,
    data.SMALL_MARKET,
    data.LARGE_WAREHOUSE,
)
_VIOLET_LATER = (data.SMALL_WAREHOUSE, data.HACIENDA, data.CONSTRUCTION_HUT)
_LARGE = (data.GUILD_HALL, data.RESIDENCE, data.FORTRESS, data.CUSTOMS_HOUSE, data.CITY_HALL)
# ... with Expansion I's buildings among them (a base game's workers rows stop at id 22).
_VIOLET_FIRST_EXPANSION = (
    data.LIBRARY,
    data.FACTORY,
    data.HARBOR,
    data.WHARF,
    data.LIGHTHOUSE,
    data.UNION_HALL,
    data.SPECIALTY_FACTORY,
    data.LARGE_MARKET,
    data.TRADING_POST,
    data.SMALL_WHARF,
    data.OFFICE,
    data.UNIVERSITY,
    data.CHURCH,
    data.HOSPICE,
    data.AQUEDUCT,
    data.SMALL_MARKET,
    data.LARGE_WAREHOUSE,
    data.STOREHOUSE,
)
_VIOLET_LATER_EXPANSION = (
    *_VIOLET_LATER,
    data.GUEST_HOUSE,
    data.BLACK_MARKET,
    data.FOREST_HOUSE,
)
_LARGE_EXPANSION = (*_LARGE, data.CLOISTER)
# Production buildings by good, the large one first (it takes a chain's colonist first).
_MAKERS = (
    (),
    (data.INDIGO_PLANT, data.SMALL_INDIGO_PLANT),
    (data.SUGAR_MILL, data.SMALL_SUGAR_MILL),
    (data.TOBACCO_STORAGE,),
    (data.COFFEE_ROASTER,),
)
_CIRCLES = data.BUILDING_CIRCLES
_COST = data.BUILDING_COST
_COLUMN = data.BUILDING_COLUMN
_VP = data.BUILDING_VP
_GOOD_OF = data.BUILDING_GOOD
_IS_PRODUCTION = data.IS_PRODUCTION
_IS_SMALL_PRODUCTION = data.IS_SMALL_PRODUCTION
_KINDS = range(5)
_DEAR_FIRST = (4, 3, 2, 1)  # coffee, tobacco, sugar, indigo


class Rules(ExpansionRules):
    """The playouts' policy (see the module docstring): stateless, one instance serves every
    seat and every playout."""

    def role(self, t: Table, seat: int, cards: Sequence[int]) -> int:
        return best_role(t, seat, cards)

    # --- settler ----------------------------------------------------------------------------
    def hacienda(self, t: Table, seat: int) -> bool:
        return sum(t.island[seat]) < data.ISLAND_SPACES - 1  # room left for the normal tile

    def settle(self, t: Table, seat: int, options: Sequence[int]) -> int:
        left = rounds_left(t)
        island = t.island[seat]
        circles = production_circles(t.workers[seat])
        best_kind, best = NONE, 0.0
        for kind in options:
            if kind == QUARRY:
                worth = quarry_vp(left)
            elif kind == data.CORN:
                worth = corn_vp(left)
            elif kind == NONE:
                continue
            elif kind >= FOREST_OPTION:
                worth = forest_worth(t, seat, left)
            else:
                worth = 0.3 + 0.1 * kind
                if circles[kind] > island[kind]:
                    worth += 1.0  # a production circle waits for this plantation
                if kind >= data.TOBACCO and not any(tiles[kind] for tiles in t.island):
                    worth += 0.3  # nobody grows it yet: a monopoly to sell and ship
            if worth > best:
                best_kind, best = kind, worth
        return best_kind

    def hospice(self, t: Table, seat: int, kind: int) -> bool:
        return True

    # --- mayor ------------------------------------------------------------------------------
    def extra_colonist(self, t: Table, seat: int) -> bool:
        return True

    def arrange(self, t: Table, seat: int, colonists: int) -> Arrangement:
        island = t.island[seat]
        city = t.city[seat]
        workers = t.workers[seat][:]
        for b in city:
            workers[b] = 0
        occupied = [0, 0, 0, 0, 0, 0]
        left = colonists
        late = rounds_left(t) < 2.0
        large: tuple[int, ...]
        first: tuple[int, ...]
        later: tuple[int, ...]
        if t.expansion:
            large, first, later = _LARGE_EXPANSION, _VIOLET_FIRST_EXPANSION, _VIOLET_LATER_EXPANSION
        else:
            large, first, later = _LARGE, _VIOLET_FIRST, _VIOLET_LATER
        if late:  # the large buildings' bonuses first
            left = _fill_one_each(workers, large, left)
        for good in _DEAR_FIRST:  # production chains, the dearest goods first
            if left < 2:
                break
            for b in _MAKERS[good]:
                if workers[b] == 0:
                    pairs = min(island[good] - occupied[good], _CIRCLES[b], left // 2)
                    if pairs > 0:
                        occupied[good] += pairs
                        workers[b] = pairs
                        left -= 2 * pairs
        if left:
            left = _fill_one_each(workers, first, left)
        if left:
            for kind in (data.CORN, QUARRY):
                put = island[kind] if island[kind] < left else left
                occupied[kind] = put
                left -= put
        if left and not late:
            left = _fill_one_each(workers, large, left)
        if left:
            left = _fill_one_each(workers, later, left)
        if left:  # the rest wherever a circle is empty
            for kind in _DEAR_FIRST:
                put = min(island[kind] - occupied[kind], left)
                occupied[kind] += put
                left -= put
            for b in city:
                put = min(_CIRCLES[b] - workers[b], left)
                workers[b] += put
                left -= put
        return occupied, workers

    # --- builder ----------------------------------------------------------------------------
    def build(self, t: Table, seat: int, options: Sequence[int]) -> int:
        left = rounds_left(t)
        future = left if left < HORIZON else HORIZON
        doubloon = doubloon_vp(left)
        off = 1 if t.card_taken[data.BUILDER] == seat else 0
        forests = 0
        if t.expansion:
            off, forests = discounts(t, seat, off == 1)
        money = t.doubloons[seat]
        quarries = t.occupied[seat][QUARRY]
        island = t.island[seat]
        circles = production_circles(t.workers[seat])
        made: list[int] | None = None
        best_building, best = NONE, 0.0
        for b in options:
            if b == NONE:
                continue
            worth = float(_VP[b])
            good = _GOOD_OF[b]
            if good is not None:
                if good != data.CORN:
                    useful = island[good] - circles[good]
                    useful = 0 if useful < 0 else _CIRCLES[b] if useful > _CIRCLES[b] else useful
                    worth += useful * BARREL_VP[good] * 0.75 * future
                    worth += (_CIRCLES[b] - useful) * 0.1 * future  # plantations may come
            elif b in _LARGE:
                if left > 0.0:
                    worth += _large_bonus(t, seat, b)
            elif b == data.FACTORY or b == data.WHARF:
                if made is None:
                    made = production(t.occupied[seat], t.workers[seat])
                if b == data.FACTORY:
                    kinds = (1 if left > 3.0 else 0) + sum(1 for m in made if m)
                    worth += data.FACTORY_PAY[min(kinds, 5)] * DOUBLOON_VP * 0.75 * future
                else:
                    worth += (0.1 * min(sum(made), 8) + 0.2) * future
            elif b == data.HARBOR:
                worth += (0.4 + 0.1 * sum(1 for m in island[:5] if m)) * future
            elif b >= FIRST_NEW:
                if made is None:
                    made = production(t.occupied[seat], t.workers[seat])
                worth += new_building_worth(t, seat, b, made, left, future)
            elif b in _EARLY and left < 4.0:
                worth += _ABILITY_VP[b] * future * left / 4.0
            else:
                worth += _ABILITY_VP[b] * future
            cost = _COST[b] - (quarries if quarries < _COLUMN[b] else _COLUMN[b]) - off - forests
            if cost > money:  # the black market makes up the rest, a thing a doubloon
                worth -= (cost - money) * 0.8
                cost = money
            worth -= (cost if cost > 0 else 0) * doubloon
            if worth > best:
                best_building, best = b, worth
        return best_building

    def university(self, t: Table, seat: int, building: int) -> bool:
        return True

    # --- craftsman, trader ------------------------------------------------------------------
    def extra_good(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return max(options)  # the dearest good he produced (NONE, -1, is never the largest)

    def sell(self, t: Table, seat: int, options: Sequence[int]) -> int:
        if t.expansion:
            return best_sale(t, seat, options)
        good = max(options)
        if good == data.CORN and not sale_price(t, seat, good, t.card_taken[data.TRADER] == seat):
            return NONE  # corn for nothing: keep it to ship
        return good

    # --- captain ----------------------------------------------------------------------------
    def load(self, t: Table, seat: int, options: Sequence[int]) -> int:
        goods = t.goods[seat]
        best_option, best = options[0], -1.0
        for option in options:
            if option == NONE:
                if best < 0.0:  # nothing to load: a wharf ships something, if he has one
                    best_option, best = option, 0.0
                continue
            ship, good = option >> SHIP_SHIFT, option & GOOD_MASK
            if ship == WHARF_SHIP:
                count = goods[good] - 0.5  # a cargo ship first; the wharf when it ships more
            elif ship == SMALL_WHARF_SHIP:
                count = small_wharf_worth(t, seat, NONE not in options)
            else:
                room = t.ship_capacity[ship] - t.ship_load[ship]
                count = goods[good] if goods[good] < room else room
                if t.ship_good[ship] == good:
                    count += 0.25  # onto its own ship: the empty ships stay for others
            count += good * 0.01  # the dearer good of equals: it scores as well, and is kept
            if count > best:
                best_option, best = option, count
        return best_option

    def store(self, t: Table, seat: int, options: Sequence[Keep]) -> Keep:
        best_keep, best = options[0], -1.0
        for keep in options:
            worth = floats.total(keep[g] * BARREL_VP[g] for g in _KINDS)
            if worth > best:
                best_keep, best = keep, worth
        return best_keep


def _fill_one_each(workers: list[int], buildings: Sequence[int], left: int) -> int:
    """One colonist on each empty one of `buildings` he owns, while colonists are left; returns
    how many are left."""
    for b in buildings:
        if not left:
            break
        if workers[b] == 0:
            workers[b] = 1
            left -= 1
    return left


def _large_bonus(t: Table, seat: int, b: int) -> float:
    """A large building's end bonus as things stand (a little more for what should come)."""
    city = t.city[seat]
    if b == data.GUILD_HALL:
        return float(sum(1 if _IS_SMALL_PRODUCTION[x] else 2 for x in city if _IS_PRODUCTION[x]))
    if b == data.RESIDENCE:
        return float(data.RESIDENCE_BONUS[sum(t.island[seat])])
    if b == data.FORTRESS:
        colonists = sum(t.occupied[seat]) + t.waiting_colonists[seat]
        colonists += sum(w for w in t.workers[seat] if w > 0)
        return (colonists + 2) / 3.0
    if b == data.CUSTOMS_HOUSE:
        return (t.vp[seat] + 4) / 4.0
    return 1.0 + sum(1 for x in city if not _IS_PRODUCTION[x])  # the city hall counts itself


if TYPE_CHECKING:
    _RULES_IS_A_POLICY: Policy = Rules()
