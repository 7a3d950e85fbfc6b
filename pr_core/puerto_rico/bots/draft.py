"""Expansion I's draft for the heuristic bots: which violet building to put on the board.

A pick decides what everybody may buy, so the play-out judgement (evaluation.py) cannot tell the
picks apart. The bots instead rank the buildings by how much they tend to be worth in a game, a
hand-set table (higher first), and put the strongest on the board, so that the game the bot
then plays is a rich one; ties go to the building of the lower id.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import data
from ..actions import ARG

# How strong a building tends to be (hand-set: the base game's common wisdom, the expansion's
# buildings placed beside the base ones they compete with for a space of their cost).
STRENGTH: dict[int, int] = {
    data.SMALL_MARKET: 3,
    data.HACIENDA: 3,
    data.CONSTRUCTION_HUT: 3,
    data.SMALL_WAREHOUSE: 3,
    data.HOSPICE: 4,
    data.OFFICE: 3,
    data.LARGE_MARKET: 4,
    data.LARGE_WAREHOUSE: 4,
    data.FACTORY: 6,
    data.UNIVERSITY: 4,
    data.HARBOR: 7,
    data.WHARF: 7,
    data.GUILD_HALL: 5,
    data.RESIDENCE: 5,
    data.FORTRESS: 4,
    data.CUSTOMS_HOUSE: 5,
    data.CITY_HALL: 6,
    data.AQUEDUCT: 3,
    data.FOREST_HOUSE: 2,
    data.BLACK_MARKET: 2,
    data.STOREHOUSE: 4,
    data.GUEST_HOUSE: 3,
    data.TRADING_POST: 4,
    data.CHURCH: 4,
    data.SMALL_WHARF: 4,
    data.LIGHTHOUSE: 5,
    data.SPECIALTY_FACTORY: 4,
    data.LIBRARY: 6,
    data.UNION_HALL: 5,
    data.STATUE: 6,
    data.CLOISTER: 4,
}


def strengths(legal: Sequence[int]) -> list[float]:
    """How strong each offered pick is (the heuristic picks the strongest, ties to the lower
    code, or with a temperature draws towards the strong)."""
    return [STRENGTH[a & ARG] for a in legal]
