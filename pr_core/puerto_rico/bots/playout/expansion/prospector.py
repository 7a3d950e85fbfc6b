"""The prospector with Expansion I, as pr_core/puerto_rico/prospector.py plays it: a window in
which the picker may move a guest onto his library, then his doubloon (two with the library
occupied: docs/rules/expansion-i.md#library)."""

from __future__ import annotations

from ....actions import BUILDING_TARGET
from ..policy import Policy
from ..table import Table
from . import guests
from .common import LIBRARY, privileges

_LIBRARY_TARGET = [BUILDING_TARGET + LIBRARY]


def play(t: Table, picker: int, policy: Policy) -> None:
    def targets(t: Table, seat: int) -> list[int]:
        return _LIBRARY_TARGET if seat == picker else []

    if t.workers[picker][guests.GUEST_HOUSE] > 0:
        guests.window(t, picker, targets, policy)
    t.doubloons[picker] += privileges(t, picker)
