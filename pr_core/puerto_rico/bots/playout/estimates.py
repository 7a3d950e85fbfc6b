"""The rough numbers the playout policy (rules.py, role_worth.py) judges by: what a doubloon, a
barrel, a tile are worth in VP, and how many rounds the game still has. Hand-set, cheap to
compute (each a few arithmetic operations on a Table), shared so that every rule weighs alike.
"""

from __future__ import annotations

from typing import Final

from ... import data
from .table import Table

DOUBLOON_VP: Final = 0.4  # a doubloon while there is time to build with it
DOUBLOON_VP_SOON: Final = 0.25  # ... with two rounds or fewer left
DOUBLOON_VP_LATE: Final = 0.05  # ... in the last round: only the tie-break
BARREL_VP: Final = (0.55, 0.7, 0.8, 0.95, 1.1)  # a barrel, by good
HORIZON: Final = 6.0  # rounds beyond this count for nothing
OTHERS_SHARE: Final = 1.0  # what the average other player gains from a role counts against it

_CITY_SPACES = data.CITY_SPACES


def rounds_left(t: Table) -> float:
    """About how many rounds the game has after this one (0 in the last round): the colonists,
    the VP chips and the fullest city each say when it ends."""
    if t.end_reasons:
        return 0.0
    n = t.n
    left = (t.colonist_supply + t.colonist_ship) / (n + 1.5)
    chips = t.vp_supply / (1.6 * n + 1.0)
    if chips < left:
        left = chips
    city = (_CITY_SPACES - max(t.spaces)) * 1.1
    return city if city < left else left


def doubloon_vp(left: float) -> float:
    """A doubloon's worth with `left` rounds left."""
    return DOUBLOON_VP_LATE if left <= 0.0 else DOUBLOON_VP if left > 2.0 else DOUBLOON_VP_SOON


def quarry_vp(left: float) -> float:
    """An occupied quarry: a doubloon off each later building."""
    return 1.1 if left > 4.0 else 0.5 if left > 1.5 else 0.2


def corn_vp(left: float) -> float:
    """A corn plantation: a barrel each craftsman without a building."""
    return 0.9 if left > 3.0 else 0.7


def production_circles(workers: list[int]) -> tuple[int, int, int, int, int]:
    """Production circles per good the player owns, occupied or not (corn needs none; the
    production buildings are ids 0-5: data.PRODUCTION_BUILDINGS)."""
    return (
        0,
        (1 if workers[0] >= 0 else 0) + (3 if workers[2] >= 0 else 0),
        (1 if workers[1] >= 0 else 0) + (3 if workers[3] >= 0 else 0),
        3 if workers[4] >= 0 else 0,
        2 if workers[5] >= 0 else 0,
    )


def production_vp(occupied: list[int], workers: list[int]) -> float:
    """What one craftsman phase's barrels are worth to the player (craftsman.production, valued
    with BARREL_VP, in one go)."""
    small_indigo, small_sugar, indigo_plant, sugar_mill, tobacco, coffee = workers[:6]
    indigo = (small_indigo if small_indigo > 0 else 0) + (indigo_plant if indigo_plant > 0 else 0)
    sugar = (small_sugar if small_sugar > 0 else 0) + (sugar_mill if sugar_mill > 0 else 0)
    worth = occupied[0] * 0.55
    if indigo:
        worth += (indigo if indigo < occupied[1] else occupied[1]) * 0.7
    if sugar:
        worth += (sugar if sugar < occupied[2] else occupied[2]) * 0.8
    if tobacco > 0:
        worth += (tobacco if tobacco < occupied[3] else occupied[3]) * 0.95
    if coffee > 0:
        worth += (coffee if coffee < occupied[4] else occupied[4]) * 1.1
    return worth


assert data.PRODUCTION_BUILDINGS[:6] == (0, 1, 2, 3, 4, 5)
assert BARREL_VP == (0.55, 0.7, 0.8, 0.95, 1.1)  # production_vp spells them out
