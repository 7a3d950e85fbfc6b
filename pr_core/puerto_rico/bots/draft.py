"""Expansion I's draft for the bots: which violet building to put on the board.

A pick decides what every player may buy, so playing on cannot tell the picks apart, and a
building is not good or bad for a drafter in itself: what matters is whom it helps. The table
learned from self-play (learned/draft_weights.py) says, for each number of players, how much a
building on the board shifts each seat's chance to win (a building that pays for a player who
starts with corn helps the seats that start with corn). A pick fixes one space of its cost, which
would otherwise go to one of that cost's other candidates; so a pick is worth its gain to the
drafter's seat less the mean gain of the candidates for that space still in the box.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import data
from ..actions import ARG
from ..state import State
from .learned.draft_weights import GAINS


def worths(state: State, legal: Sequence[int]) -> list[float]:
    """What each offered pick is worth to the player to pick, in points of his win chance (the
    heuristic takes the best, or with a temperature draws towards it)."""
    players = len(state.players)
    seat = (state.actor - state.governor) % players
    table = GAINS[players]
    gains = [table[a & ARG][seat] for a in legal]
    costs = [data.BUILDING_COST[a & ARG] for a in legal]
    by_cost: dict[int, list[float]] = {}
    for cost, gain in zip(costs, gains):
        by_cost.setdefault(cost, []).append(gain)
    mean = {cost: sum(rivals) / len(rivals) for cost, rivals in by_cost.items()}
    return [gain - mean[cost] for cost, gain in zip(costs, gains)]
