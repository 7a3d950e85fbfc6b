"""How good a position is for each player, in victory points: what he has now plus what his
plantations, buildings, goods and doubloons should still bring before the game ends.

The bots' judgement lives here (the heuristic bots compare the positions their choices lead to;
the search bot scores the positions its look-ahead reaches). Hand-tuned numbers, one table: a
point is a point at the end; a doubloon is worth about 0.4 VP while there is time to build with
it; a colonist, a barrel or a building's ability is worth what it should produce in the rounds
left. Pure functions of a State (a bot's determinised view), never of hidden information.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...bots import floats
from .. import data
from ..scoring import BONUS_RULES, bonus
from ..state import Player, State

# --- the tunable numbers ------------------------------------------------------------------------
DOUBLOON_VP = 0.42  # a doubloon while there is still time to build with it
DOUBLOON_VP_LATE = 0.05  # ... in the last round: only the tie-break
BARREL_VP = (0.45, 0.55, 0.6, 0.7, 0.8)  # a barrel in hand, by good
OUTPUT_VP = (0.55, 0.7, 0.8, 0.95, 1.1)  # a barrel produced in a future round, by good
PRODUCTION_RATE = 0.75  # share of rounds in which someone takes the craftsman
HORIZON = 6.0  # future rounds beyond this count for nothing (uncertainty)
IDLE_SHARE = 0.35  # an unstaffed plantation or building: the share of its value it keeps
WAITING_COLONIST_VP = 0.25  # a colonist waiting in San Juan
QUARRY_VP = 0.55  # an occupied quarry: about one doubloon off each later building
FOREST_VP = 0.3  # a forest: half a doubloon off each later building (Expansion I)
GUEST_VP = 0.45  # a guest: a colonist that can still go where it is needed most

# VP per round that an occupied violet building brings (those that depend on production are
# computed in _ability).
ABILITY_VP = {
    data.SMALL_MARKET: 0.14,
    data.HACIENDA: 0.16,
    data.CONSTRUCTION_HUT: 0.12,
    data.SMALL_WAREHOUSE: 0.18,
    data.HOSPICE: 0.22,
    data.OFFICE: 0.16,
    data.LARGE_MARKET: 0.26,
    data.LARGE_WAREHOUSE: 0.28,
    data.UNIVERSITY: 0.3,
    # Expansion I
    data.FOREST_HOUSE: 0.12,
    data.BLACK_MARKET: 0.12,
    data.STOREHOUSE: 0.22,
    data.TRADING_POST: 0.28,
    data.CHURCH: 0.4,
    data.LIBRARY: 0.45,
}
# Abilities that matter only while plantations, colonists or buildings still come (early game).
EARLY_ABILITIES = (
    data.HACIENDA,
    data.CONSTRUCTION_HUT,
    data.HOSPICE,
    data.UNIVERSITY,
    data.FOREST_HOUSE,
    data.BLACK_MARKET,
    data.CHURCH,
)


def rounds_left(s: State) -> float:
    """About how many rounds the game still has, counting the current one (at least 0.3)."""
    if s.end_reasons:
        return 0.3
    n = s.n
    by_colonists = (s.colonist_supply + s.colonist_ship) / (n + 1.5)
    by_chips = s.vp_supply / (1.6 * n + 1.0)
    fullest = max(p.city_spaces_used() for p in s.players)
    by_city = (data.CITY_SPACES - fullest) / 0.9
    return max(0.3, min(by_colonists, by_chips, by_city))


def production(
    p: Player,
    occupied: Sequence[int] | None = None,
    workers: Sequence[int] | None = None,
) -> list[int]:
    """Barrels per good the player produces each craftsman phase (with the given staffing)."""
    occupied = p.occupied if occupied is None else occupied
    workers = p.workers if workers is None else workers
    out = [occupied[data.CORN], 0, 0, 0, 0]
    for good in (data.INDIGO, data.SUGAR, data.TOBACCO, data.COFFEE):
        capacity = 0
        for b in data.PRODUCTION_BUILDINGS_OF[good]:
            if workers[b] > 0:
                capacity += workers[b]
        out[good] = min(occupied[good], capacity)
    return out


def player_value(
    p: Player,
    left: float,
    occupied: Sequence[int] | None = None,
    workers: Sequence[int] | None = None,
) -> float:
    """The player's worth in VP: points now plus what his holdings should still bring.
    `occupied`/`workers` replace his staffing (to weigh a mayor arrangement)."""
    occupied = p.occupied if occupied is None else occupied
    workers = p.workers if workers is None else workers
    future = min(left, HORIZON)
    late = left < 1.0

    points: float = p.vp
    for b in p.city:
        points += data.BUILDING_VP[b]
    for b in p.city:  # large buildings' bonuses as they stand, with the staffing given
        if b in BONUS_RULES:
            points += bonus(p, b, workers[b] > 0)
    for b in p.city:  # an unstaffed large building may still be staffed
        if b in BONUS_RULES and workers[b] <= 0 and not late:
            points += 1.5

    doubloon = DOUBLOON_VP_LATE if late else DOUBLOON_VP
    value = points + p.doubloons * doubloon
    value += floats.total(n * BARREL_VP[g] for g, n in enumerate(p.goods))

    made = production(p, occupied, workers)
    kinds = sum(1 for n in made if n)
    per_round = floats.total(n * OUTPUT_VP[g] for g, n in enumerate(made)) * PRODUCTION_RATE
    # What idle plantations and circles could add once staffed.
    idle = 0.0
    for good in data.GOODS:
        grown = p.island.count(good)
        idle += (grown - made[good]) * OUTPUT_VP[good] * 0.5
    for b in p.city:
        if data.IS_PRODUCTION[b]:
            idle += (data.BUILDING_CIRCLES[b] - max(workers[b], 0)) * 0.3
    per_round += idle * IDLE_SHARE * PRODUCTION_RATE
    # Violet abilities.
    for b in p.city:
        if data.IS_PRODUCTION[b] or data.IS_LARGE_BUILDING[b] or b == data.GUEST_HOUSE:
            continue
        ability = _ability(b, made, kinds, doubloon, left, workers)
        per_round += ability if workers[b] > 0 else ability * IDLE_SHARE
    value += per_round * future
    value += occupied[data.QUARRY] * QUARRY_VP * min(1.0, future / 3.0)
    value += p.island.count(data.FOREST) * FOREST_VP * min(1.0, future / 3.0)
    if workers[data.GUEST_HOUSE] > 0:
        value += workers[data.GUEST_HOUSE] * (0.0 if late else GUEST_VP)
    value += p.waiting_colonists * (0.0 if late else WAITING_COLONIST_VP)
    return value


def _ability(
    b: int, made: list[int], kinds: int, doubloon: float, left: float, workers: Sequence[int]
) -> float:
    if b == data.HARBOR:
        return 0.55 * min(kinds, 3) * PRODUCTION_RATE
    if b == data.WHARF:
        return 0.45 * min(sum(made), 7) * PRODUCTION_RATE
    if b == data.FACTORY:
        return data.FACTORY_PAY[kinds] * doubloon * PRODUCTION_RATE
    if b == data.AQUEDUCT:
        extra = (made[data.INDIGO] > 0 and workers[data.INDIGO_PLANT] > 0) + (
            made[data.SUGAR] > 0 and workers[data.SUGAR_MILL] > 0
        )
        return extra * OUTPUT_VP[data.SUGAR] * PRODUCTION_RATE
    if b == data.SPECIALTY_FACTORY:
        return max(0, max(made[1:]) - 1) * doubloon * PRODUCTION_RATE
    if b == data.SMALL_WHARF:
        return 0.2 * min(sum(made), 8) * PRODUCTION_RATE
    if b == data.LIGHTHOUSE:
        return (min(kinds, 2) * PRODUCTION_RATE + 0.2) * doubloon
    if b == data.UNION_HALL:
        return 0.5 * sum(n // 2 for n in made) * PRODUCTION_RATE
    vp = ABILITY_VP.get(b, 0.0)
    if b in EARLY_ABILITIES and left < 4:
        vp *= left / 4
    return vp


# player_value by (id of the Player, rounds left), with the Player itself (kept alive, so that
# its id is not reused): a step copies only the players it changes, so a search's positions share
# most of their Players, and the heuristic judges every action by all the players' worth
_VALUES: dict[tuple[int, float], tuple[Player, float]] = {}
# The Players it keeps alive are the memo's cost: 65,536 of them grew a tab by about 40 MB over
# ten games of Medium bots, while 1,024, 4,096 and 65,536 made an expert's decisions equally fast
# (the same Players recur within a few steps of a search).
_MEMO_LIMIT = 4096


def values(s: State) -> list[float]:
    """Every player's worth (player_value), by seat."""
    left = rounds_left(s)
    return [_known_value(p, left) for p in s.players]


def _known_value(p: Player, left: float) -> float:
    """player_value(p, left), remembered: a Player never changes once built (copy on write)."""
    key = (id(p), left)
    found = _VALUES.get(key)
    if found is None or found[0] is not p:
        if len(_VALUES) >= _MEMO_LIMIT:
            _VALUES.clear()
        found = _VALUES[key] = (p, player_value(p, left))
    return found[1]


def advantage(vals: Sequence[float], seat: int) -> float:
    """How far `seat` is ahead: his worth minus the best other player's (negative if behind),
    with a little weight on the field, so that hurting every rival also counts."""
    others = [v for i, v in enumerate(vals) if i != seat]
    return vals[seat] - 0.75 * max(others) - 0.25 * floats.total(others) / len(others)
