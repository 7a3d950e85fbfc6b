"""The craftsman phase with Expansion I, as pr_core/puerto_rico/craftsman.py plays it: first a
window for guests (production reads everybody's circles at once); then production from the
picker, an occupied factory paying by the kinds received, an occupied aqueduct adding an indigo
or a sugar to a large plant's (docs/rules/expansion-i.md#aqueduct), an occupied specialty factory
paying for the most barrels of one kind (#specialty-factory: the picker's counts his extra
barrels, so it pays at the end); then the picker's extra barrel, twice with an occupied library.
"""

from __future__ import annotations

from .... import data
from ....actions import BUILDING_TARGET
from ....craftsman_guests import window_targets
from ..craftsman import production
from ..policy import Policy
from ..table import NONE, Table
from . import guests
from .common import LIBRARY

_FACTORY = data.FACTORY
_FACTORY_PAY = data.FACTORY_PAY
_AQUEDUCT = data.AQUEDUCT
_SPECIALTY_FACTORY = data.SPECIALTY_FACTORY
_AQUEDUCT_PLANTS = ((data.INDIGO, data.INDIGO_PLANT), (data.SUGAR, data.SUGAR_MILL))
_MAKERS = data.PRODUCTION_BUILDINGS_OF
_KINDS = range(5)


def _window_targets(t: Table, seat: int, picker: int) -> list[int]:
    """The circles whose guest would change what production gives (the engine's window)."""
    occupied, workers = t.occupied[seat], t.workers[seat]
    return window_targets(
        production(occupied, workers),
        occupied,
        workers,
        t.island[seat],
        t.goods_supply,
        seat == picker,
    )


def _extra_targets(second: bool) -> guests.Targets:
    def targets(t: Table, seat: int) -> list[int]:
        found = [BUILDING_TARGET + _SPECIALTY_FACTORY]
        if not second:
            found.append(BUILDING_TARGET + LIBRARY)
        return found

    return targets


def _specialty(t: Table, seat: int, received: list[int]) -> None:
    if t.workers[seat][_SPECIALTY_FACTORY] > 0:
        t.doubloons[seat] += max(0, max(received[1:]) - 1)


def play(t: Table, picker: int, policy: Policy) -> None:
    guests.window(t, picker, lambda t, seat: _window_targets(t, seat, picker), policy)
    n = t.n
    supply = t.goods_supply
    produced: list[int] = []
    mine: list[int] | None = None  # what the picker received, for his specialty factory
    for turn in range(n):
        seat = (picker + turn) % n
        workers = t.workers[seat]
        made = production(t.occupied[seat], workers)
        if not any(made):
            continue
        goods = t.goods[seat]
        got = [made[good] if made[good] < supply[good] else supply[good] for good in _KINDS]
        for good in _KINDS:
            supply[good] -= got[good]
            goods[good] += got[good]
        if workers[_FACTORY] > 0:
            t.doubloons[seat] += _FACTORY_PAY[sum(1 for amount in got if amount)]
        received = got[:]
        if workers[_AQUEDUCT] > 0:
            for good, plant in _AQUEDUCT_PLANTS:
                if got[good] and workers[plant] > 0 and supply[good]:
                    supply[good] -= 1
                    goods[good] += 1
                    received[good] += 1
        if turn == 0:
            produced = [good for good in _KINDS if got[good]]
            mine = received
        else:
            _specialty(t, seat, received)
    if mine is None:
        return
    goods = t.goods[picker]
    second = False
    while True:
        options = [good for good in produced if supply[good]]
        if not options:
            break
        if t.workers[picker][guests.GUEST_HOUSE] > 0:
            guests.before(t, picker, _extra_targets(second), policy)
        options.append(NONE)
        good = policy.extra_good(t, picker, options)
        if good == NONE:
            break
        supply[good] -= 1
        goods[good] += 1
        mine[good] += 1
        if second or t.workers[picker][LIBRARY] <= 0:
            break
        second = True
    _specialty(t, picker, mine)
