"""The end of a game with Expansion I, as pr_core/puerto_rico/game_end.py plays it: before the
scores count, a last window from the governor in which guests may move onto the large buildings
that score a bonus (guild hall, residence, fortress, customs house, city hall, cloister; not the
statue, which has no circle: docs/rules/expansion-i.md#guest-house)."""

from __future__ import annotations

from .... import data
from ....actions import BUILDING_TARGET
from ..policy import Policy
from ..table import Table
from . import guests

_SCORED = [
    BUILDING_TARGET + b
    for b in data.BUILDINGS
    if data.IS_LARGE_BUILDING[b] and data.BUILDING_CIRCLES[b]
]


def _targets(t: Table, seat: int) -> list[int]:
    return _SCORED


def play(t: Table, policy: Policy) -> None:
    """The window (the caller then ends the game)."""
    guests.window(t, t.governor, _targets, policy)
