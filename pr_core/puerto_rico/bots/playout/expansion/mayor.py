"""The mayor phase with Expansion I, as pr_core/puerto_rico/mayor.py plays it: the picker may
first move a guest onto his library (the one move the engine offers in this phase), then takes or
declines the extra colonist, and with an occupied library is asked once more while the supply has
one (docs/rules/expansion-i.md#library); the rest is the base game's (mayor.place), the guest
house's two circles placed like any other.
"""

from __future__ import annotations

from ....actions import BUILDING_TARGET
from ..mayor import place
from ..policy import Policy
from ..table import Table
from . import guests
from .common import LIBRARY

_LIBRARY_TARGET = (BUILDING_TARGET + LIBRARY,)


def _targets(t: Table, seat: int) -> tuple[int, ...]:
    return _LIBRARY_TARGET


def play(t: Table, picker: int, policy: Policy) -> None:
    if t.colonist_supply > 0:
        guests.before(t, picker, _targets, policy)
        if policy.extra_colonist(t, picker):
            t.colonist_supply -= 1
            t.waiting_colonists[picker] += 1
            if (
                t.colonist_supply
                and t.workers[picker][LIBRARY] > 0
                and policy.extra_colonist(t, picker)
            ):
                t.colonist_supply -= 1
                t.waiting_colonists[picker] += 1
    place(t, picker, policy)
