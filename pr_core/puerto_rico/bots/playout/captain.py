"""The captain phase on a Table (docs/rules/puerto-rico.md#captain), as pr_core/puerto_rico/
captain.py plays it.

Loading goes round from the captain until every player in a row has passed. A player who can load
onto a cargo ship must (docs/rules/puerto-rico.md#loading): a good already at sea only onto its own
ship, a new good onto an empty ship that takes the most of his barrels; instead he may use his
occupied wharf once (every barrel of one kind). Every load scores its barrels, the captain's +1
on his first, +1 with an occupied harbor; VP beyond the chips are still scored, and taking the
last chip ends the game with the round. Then each player keeps one barrel, plus every barrel of
one kind per occupied small warehouse and two per large one (only the greatest keeps are
offered, docs/rules/puerto-rico.md#storing), and full ships are emptied.
"""

from __future__ import annotations

from itertools import combinations

from ... import data
from ...actions import GOOD_MASK, SHIP_SHIFT, SINGLE_SHIFT
from .policy import WHARF_SHIP, Keep, Policy, load_option
from .table import END_VP_CHIPS, NONE, Table

_HARBOR = data.HARBOR
_WHARF = data.WHARF
_SMALL_WAREHOUSE = data.SMALL_WAREHOUSE
_LARGE_WAREHOUSE = data.LARGE_WAREHOUSE
_KINDS = range(5)
_WHARF_LOADS = tuple(load_option(WHARF_SHIP, good) for good in _KINDS)
ONE_BARREL = tuple(tuple(1 if g == good else 0 for g in _KINDS) for good in _KINDS)


def play(t: Table, picker: int, policy: Policy) -> None:
    _load(t, picker, policy)
    _store(t, picker, policy)
    unload_full_ships(t)


def _load(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    all_goods, supply = t.goods, t.goods_supply
    ship_good, ship_load, capacity = t.ship_good, t.ship_load, t.ship_capacity
    # where each good is at sea (a ship, or NONE), and the empty ships, kept up to date
    at_sea = [NONE] * 5
    empty: list[int] = []
    for ship, good in enumerate(ship_good):
        if good == NONE:
            empty.append(ship)
        else:
            at_sea[good] = ship
    wharf_ready = [t.workers[seat][_WHARF] > 0 for seat in range(n)]
    bonus_due = True
    passes = 0
    seat = picker
    while passes < n:
        goods = all_goods[seat]
        options = []
        for good in _KINDS:
            have = goods[good]
            if not have:
                continue
            ship = at_sea[good]
            if ship != NONE:  # a good at sea may only join its own ship
                if ship_load[ship] < capacity[ship]:
                    options.append(ship << SHIP_SHIFT | good)
            elif empty:  # else an empty ship that takes the most of his barrels
                best = 0
                for ship in empty:
                    fits = have if have < capacity[ship] else capacity[ship]
                    if fits > best:
                        best = fits
                for ship in empty:
                    if (have if have < capacity[ship] else capacity[ship]) == best:
                        options.append(ship << SHIP_SHIFT | good)
        can_load = bool(options)
        if len(options) > 1:
            options.sort()  # the engine's order: by ship, then good
        if wharf_ready[seat]:
            options += [_WHARF_LOADS[good] for good in _KINDS if goods[good]]
        if not can_load:
            if not options:
                passes += 1
                seat = (seat + 1) % n
                continue
            options.append(NONE)
        choice = options[0] if len(options) == 1 else policy.load(t, seat, options)
        if choice == NONE:
            passes += 1
            seat = (seat + 1) % n
            continue
        ship, good = choice >> SHIP_SHIFT, choice & GOOD_MASK
        if ship == WHARF_SHIP:
            count = goods[good]
            supply[good] += count
            wharf_ready[seat] = False
        else:
            room = capacity[ship] - ship_load[ship]
            count = goods[good] if goods[good] < room else room
            if ship_good[ship] == NONE:
                ship_good[ship] = good
                at_sea[good] = ship
                empty.remove(ship)
            ship_load[ship] += count
        goods[good] -= count
        vp = count
        if bonus_due and seat == picker:
            vp += 1
            bonus_due = False
        if t.workers[seat][_HARBOR] > 0:
            vp += 1
        t.vp[seat] += vp
        left = t.vp_supply - vp
        t.vp_supply = left if left > 0 else 0
        if left <= 0:
            t.end_reasons |= END_VP_CHIPS
        passes = 0
        seat = (seat + 1) % n


def _store(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    supply = t.goods_supply
    for turn in range(n):
        seat = (picker + turn) % n
        goods = t.goods[seat]
        kinds = [good for good in _KINDS if goods[good]]
        if not kinds:
            continue
        workers = t.workers[seat]
        slots = (1 if workers[_SMALL_WAREHOUSE] > 0 else 0) + (
            2 if workers[_LARGE_WAREHOUSE] > 0 else 0
        )
        if slots:  # a warehouse may keep fewer (storing.py): asked from 2 barrels on
            if sum(goods) < 2:
                continue
            everything = len(kinds) <= slots
            options = [tuple(goods)] if everything else store_options(tuple(goods), slots)
            keep = policy.store(t, seat, options)
        else:
            options = [ONE_BARREL[good] for good in kinds]
            keep = options[0] if len(options) == 1 else policy.store(t, seat, options)
        for good in kinds:
            lost = goods[good] - keep[good]
            if lost:
                supply[good] += lost
                goods[good] = keep[good]


def unload_full_ships(t: Table) -> None:
    ship_good, ship_load, capacity = t.ship_good, t.ship_load, t.ship_capacity
    for ship, load in enumerate(ship_load):
        if load and load == capacity[ship]:
            t.goods_supply[ship_good[ship]] += load
            ship_good[ship] = NONE
            ship_load[ship] = 0


# memo: (goods, kinds kept whole) -> the greatest keeps; few players have warehouses
_STORE_OPTIONS: dict[tuple[tuple[int, ...], int], list[Keep]] = {}


def store_options(goods: tuple[int, ...], slots: int) -> list[Keep]:
    """The greatest keeps of a player with `goods` and `slots` kinds kept whole (besides the one
    barrel), in the order of the `store` codes that name them. The engine asks a warehouse
    owner good by good and lets him keep fewer (storing.py); a play-out keeps the most."""
    key = (goods, slots)
    found = _STORE_OPTIONS.get(key)
    if found is not None:
        return found
    kinds = [good for good in _KINDS if goods[good]]
    outcomes: dict[Keep, int] = {}  # keep -> the code of the engine's first action giving it
    for whole in combinations(kinds, slots):
        mask = sum(1 << good for good in whole)
        for single in kinds:
            if single not in whole:
                kept = tuple(goods[g] if g in whole else (1 if g == single else 0) for g in _KINDS)
                outcomes.setdefault(kept, single << SINGLE_SHIFT | mask)
    greatest = [
        kept
        for kept in outcomes
        if not any(other != kept and all(a >= b for a, b in zip(other, kept)) for other in outcomes)
    ]
    greatest.sort(key=outcomes.__getitem__)
    if len(_STORE_OPTIONS) > 4096:
        _STORE_OPTIONS.clear()
    _STORE_OPTIONS[key] = greatest
    return greatest
