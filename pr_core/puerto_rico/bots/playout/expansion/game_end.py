"""The end of a game with Expansion I, as pr_core/puerto_rico/game_end.py plays it: before the
scores count, a last window from the governor in which guests may move onto the large buildings
that score a bonus (guild hall, residence, fortress, customs house, city hall, cloister; not the
statue, which has no circle: docs/rules/expansion-i.md#guest-house), where a guest would add VP."""

from __future__ import annotations

from .... import data
from ....actions import BUILDING_TARGET
from ..policy import Policy
from ..table import Table, score
from . import guests

_SCORED = [
    BUILDING_TARGET + b
    for b in data.BUILDINGS
    if data.IS_LARGE_BUILDING[b] and data.BUILDING_CIRCLES[b]
]


def _targets(t: Table, seat: int) -> list[int]:
    return [
        target
        for target in _SCORED
        if guests.is_empty(t, seat, target) and _adds_vp(t, seat, target - BUILDING_TARGET)
    ]


def _adds_vp(t: Table, seat: int, building: int) -> bool:
    """Would a guest on the building raise the seat's score? (The move, tried and taken back.)"""
    workers = t.workers[seat]
    before = score(t, seat)
    workers[building] += 1
    workers[guests.GUEST_HOUSE] -= 1
    after = score(t, seat)
    workers[building] -= 1
    workers[guests.GUEST_HOUSE] += 1
    return after > before


def play(t: Table, policy: Policy) -> None:
    """The window (the caller then ends the game)."""
    guests.window(t, t.governor, _targets, policy)
