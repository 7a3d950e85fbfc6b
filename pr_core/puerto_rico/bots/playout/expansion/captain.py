"""The captain phase with Expansion I, as pr_core/puerto_rico/captain.py plays it.

First a window for guests onto union halls, then every occupied union hall pays 1 VP per two
barrels of a kind (docs/rules/expansion-i.md#union-hall). Loading is the base game's (captain.py)
with more: an occupied small wharf, once a phase and instead of a load, ships any barrels to the
supply for 1 VP per two (#small-wharf); every load, of any kind, scores the captain's privilege
on his first (twice with an occupied library), the harbor, and an occupied lighthouse's doubloon
(two with the captain's first load, one when loading ends if he never loaded: #lighthouse).
Storing adds the storehouse's 3 barrels of any kinds (storehouse.py). Guests may move at each
loading turn (harbor, wharves, lighthouse, the captain's library before his first load) and
before each storing (warehouses, storehouse).
"""

from __future__ import annotations

from .... import data
from ....actions import BUILDING_TARGET, GOOD_MASK, SHIP_SHIFT
from ....data import HARBOR, LIGHTHOUSE, SMALL_WHARF, STOREHOUSE, UNION_HALL, WHARF
from ..captain import (
    choose_load,
    greatest_keep,
    load_cargo,
    return_barrels,
    ship_by_wharf,
    ships_at_sea,
    unload_full_ships,
    warehouse_slots,
)
from ..policy import SMALL_WHARF_SHIP, WHARF_SHIP, Policy
from ..supply import award_vp
from ..table import NONE, Table
from . import guests
from .common import LIBRARY, asks_last_chips, privileges
from .storehouse import EXTRA_BARRELS, keep_options

_KINDS = range(5)
_UNION_READ = [BUILDING_TARGET + UNION_HALL]
_LOADING_READ = [BUILDING_TARGET + b for b in (HARBOR, WHARF, SMALL_WHARF, LIGHTHOUSE)]
_CAPTAIN_READ = _LOADING_READ + [BUILDING_TARGET + LIBRARY]
_STORING_READ = [
    BUILDING_TARGET + b for b in (data.SMALL_WAREHOUSE, data.LARGE_WAREHOUSE, STOREHOUSE)
]


def _union_targets(t: Table, seat: int) -> list[int]:
    return _UNION_READ if max(t.goods[seat]) >= 2 else []


def _loading_targets(t: Table, seat: int) -> list[int]:
    return _LOADING_READ if any(t.goods[seat]) else []


def _captain_targets(t: Table, seat: int) -> list[int]:
    return _CAPTAIN_READ  # the captain before his first load


def _storing_targets(t: Table, seat: int) -> list[int]:
    return _STORING_READ if sum(t.goods[seat]) > 1 else []


def play(t: Table, picker: int, policy: Policy) -> None:
    guests.window(t, picker, _union_targets, policy)
    n = t.n
    for turn in range(n):
        seat = (picker + turn) % n
        if t.workers[seat][UNION_HALL] > 0:
            vp = sum(have // 2 for have in t.goods[seat])
            if vp and (not asks_last_chips(t, vp) or policy.last_chips(t, seat, vp)):
                award_vp(t, seat, vp)
    _load(t, picker, policy)
    _store(t, picker, policy)
    unload_full_ships(t)


def _load(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    all_goods, supply = t.goods, t.goods_supply
    at_sea, empty = ships_at_sea(t)
    wharf_used = [False] * n
    small_wharf_used = [False] * n
    bonus_due = True
    passes = 0
    seat = picker
    while passes < n:
        goods = all_goods[seat]
        workers = t.workers[seat]
        if workers[guests.GUEST_HOUSE] > 0:
            if seat == picker and bonus_due:
                guests.before(t, seat, _captain_targets, policy)
            else:
                guests.before(t, seat, _loading_targets, policy)
        wharf = workers[WHARF] > 0 and not wharf_used[seat]
        small_wharf = workers[SMALL_WHARF] > 0 and not small_wharf_used[seat] and any(goods)
        choice = choose_load(t, seat, at_sea, empty, wharf, small_wharf, policy)
        if choice == NONE:
            passes += 1
            seat = (seat + 1) % n
            continue
        ship, good = choice >> SHIP_SHIFT, choice & GOOD_MASK
        if ship == SMALL_WHARF_SHIP:
            shipped = policy.small_wharf(t, seat)
            for g in _KINDS:
                if shipped[g]:
                    goods[g] -= shipped[g]
                    supply[g] += shipped[g]
            small_wharf_used[seat] = True
            vp = sum(shipped) // 2
        elif ship == WHARF_SHIP:
            vp = ship_by_wharf(t, goods, good)
            wharf_used[seat] = True
        else:
            vp = load_cargo(t, goods, ship, good, at_sea, empty)
        captains_first = seat == picker and bonus_due
        if captains_first:
            vp += privileges(t, seat)
            bonus_due = False
        if workers[HARBOR] > 0:
            vp += 1
        award_vp(t, seat, vp)
        if workers[LIGHTHOUSE] > 0:
            t.doubloons[seat] += 2 if captains_first else 1
        passes = 0
        seat = (seat + 1) % n
    if bonus_due and t.workers[picker][LIGHTHOUSE] > 0:
        t.doubloons[picker] += 1  # the captain who never loaded still has his doubloon


def _store(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    for turn in range(n):
        seat = (picker + turn) % n
        goods = t.goods[seat]
        workers = t.workers[seat]
        if workers[guests.GUEST_HOUSE] > 0:
            guests.before(t, seat, _storing_targets, policy)
        kinds = [good for good in _KINDS if goods[good]]
        if not kinds:
            continue
        slots = warehouse_slots(workers)
        if workers[STOREHOUSE] > 0:
            # it may keep fewer (storing.py): asked from 2 barrels on
            if sum(goods) < 2:
                continue
            keep = policy.store(t, seat, keep_options(tuple(goods), slots, 1 + EXTRA_BARRELS))
        else:
            found = greatest_keep(t, seat, kinds, slots, policy)
            if found is None:
                continue
            keep = found
        return_barrels(t, goods, kinds, keep)
