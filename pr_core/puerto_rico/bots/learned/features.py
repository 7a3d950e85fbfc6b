"""What the learned evaluation reads of a position: a few dozen numbers per player.

Each player's features describe what he has (his score as it stands, doubloons, barrels) and
what should still bring him points (production by good, occupied violet buildings, quarries,
room in the city, colonists...). The engine-like holdings are also multiplied by the share of
the game still to come (`time_left`, 1 at the start, 0 at the end): a factory is worth a lot
with ten rounds to go and nothing in the last one, and the fit learns both slopes.

The win model (pr_core/bots/win_model.py) compares the players of one position, so a feature
that is the same for everybody (the round, the supply) would carry no weight alone: the game's
clock enters only through the products with `time_left`.

Computed on the playout simulator's Table (playout/table.py), at play time in every leaf of the
expert's search: plain arithmetic, no allocation beyond the result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ... import data
from ..playout.table import FOREST, Table, from_state, score

if TYPE_CHECKING:
    from ...state import State

ROUNDS_AHEAD: Final = 10.0  # rounds left at which time_left is 1 (a game has about 15)

# Violet buildings whose ability the features see (when occupied), in this order.
ABILITIES: Final = (
    data.SMALL_MARKET,
    data.HACIENDA,
    data.CONSTRUCTION_HUT,
    data.SMALL_WAREHOUSE,
    data.HOSPICE,
    data.OFFICE,
    data.LARGE_MARKET,
    data.LARGE_WAREHOUSE,
    data.FACTORY,
    data.UNIVERSITY,
    data.HARBOR,
    data.WHARF,
)
LARGE_BUILDINGS: Final = tuple(b for b in data.BASE_BUILDINGS if data.IS_LARGE_BUILDING[b])

# The features multiplied by time_left, then those that stand alone.
_TIMED = (
    "doubloons",
    "corn made",
    "indigo made",
    "sugar made",
    "tobacco made",
    "coffee made",
    "kinds made",
    "idle tiles",
    "empty building circles",
    "occupied quarries, the first two",
    "occupied quarries beyond two",
    "colonists",
    "city spaces free",
    "island spaces free",
    "large buildings unoccupied",
    *(f"{data.BUILDING_NAMES[b]} occupied" for b in ABILITIES),
)
_PLAIN = (
    "score",
    "score × time left",
    "doubloons",
    "corn barrels",
    "barrels' price",
    "barrels",
    "picks still this round",
    "next governor",
)
FEATURE_NAMES: Final = _PLAIN + tuple(f"{name} × time left" for name in _TIMED)

# Expansion I adds its forests and its 14 buildings (occupied), all multiplied by time_left; its
# games have weights of their own (weights_expansion.py), fitted on its own self-play.
EXPANSION_BUILDINGS: Final = tuple(
    b for b in range(len(data.BASE_BUILDINGS), len(data.BUILDINGS)) if data.BUILDING_CIRCLES[b]
)
_EXPANSION_TIMED = ("forests", *(f"{data.BUILDING_NAMES[b]} occupied" for b in EXPANSION_BUILDINGS))
EXPANSION_FEATURE_NAMES: Final = FEATURE_NAMES + tuple(
    f"{name} × time left" for name in _EXPANSION_TIMED
)

_PRODUCERS = tuple(data.PRODUCTION_BUILDINGS_OF[good] for good in data.GOODS)
_IS_PRODUCTION = data.IS_PRODUCTION
_CIRCLES = data.BUILDING_CIRCLES


def time_left(t: Table) -> float:
    """The share of the game still to come, 0..1, from the first end condition in sight
    (colonists, VP chips, the fullest city) over about ten rounds."""
    if t.end_reasons or t.over:
        return 0.0
    n = t.n
    by_colonists = (t.colonist_supply + t.colonist_ship) / (n + 1.5)
    by_chips = t.vp_supply / (1.6 * n + 1.0)
    by_city = (data.CITY_SPACES - max(t.spaces)) / 0.9
    return min(1.0, min(by_colonists, by_chips, by_city) / ROUNDS_AHEAD)


def player_features(t: Table) -> list[list[float]]:
    """Every player's features, by seat, in the order of FEATURE_NAMES (EXPANSION_FEATURE_NAMES
    with Expansion I)."""
    left = time_left(t)
    n = t.n
    next_governor = (t.governor + 1) % n
    picks_left = [0] * n  # role choices each seat still makes this round
    for k in range(t.picks, t.picks_per_round):
        picks_left[(t.governor + k) % n] += 1
    rows: list[list[float]] = []
    for seat in range(n):
        occupied = t.occupied[seat]
        workers = t.workers[seat]
        island = t.island[seat]
        goods = t.goods[seat]
        made = [occupied[0]]
        for good in (1, 2, 3, 4):
            capacity = 0
            for b in _PRODUCERS[good]:
                w = workers[b]
                if w > 0:
                    capacity += w
            made.append(min(occupied[good], capacity))
        empty_circles = 0
        for b in t.city[seat]:
            if _IS_PRODUCTION[b]:
                empty_circles += _CIRCLES[b] - workers[b]
        quarries = occupied[data.QUARRY]
        colonists = sum(occupied) + t.waiting_colonists[seat] + sum(w for w in workers if w > 0)
        total = score(t, seat)
        timed = [
            t.doubloons[seat],
            made[0],
            made[1],
            made[2],
            made[3],
            made[4],
            sum(1 for m in made if m),
            sum(island[:5]) - sum(occupied[:5]),
            empty_circles,
            min(quarries, 2),
            max(quarries - 2, 0),
            colonists,
            data.CITY_SPACES - t.spaces[seat],
            data.ISLAND_SPACES - sum(island),
            sum(1 for b in LARGE_BUILDINGS if workers[b] == 0),
        ]
        timed.extend(1 if workers[b] > 0 else 0 for b in ABILITIES)
        row: list[float] = [
            total,
            total * left,
            t.doubloons[seat],
            goods[0],
            goods[1] + 2 * goods[2] + 3 * goods[3] + 4 * goods[4],
            sum(goods),
            picks_left[seat],
            1.0 if seat == next_governor else 0.0,
        ]
        row.extend(x * left for x in timed)
        if t.expansion:
            row.append(island[FOREST] * left)
            row.extend(left if workers[b] > 0 else 0.0 for b in EXPANSION_BUILDINGS)
        rows.append(row)
    return rows


def features_of_state(state: State) -> list[list[float]]:
    """player_features of an engine State at a role choice (for self-play data)."""
    return player_features(from_state(state))
