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

from ...actions import GOOD_MASK, SHIP_SHIFT, SINGLE_SHIFT
from ...data import HARBOR, LARGE_WAREHOUSE, SMALL_WAREHOUSE, WHARF
from .policy import SMALL_WHARF_LOAD, WHARF_SHIP, Keep, Policy, load_option
from .supply import award_vp
from .table import NONE, Table

_KINDS = range(5)
_WHARF_LOADS = tuple(load_option(WHARF_SHIP, good) for good in _KINDS)
ONE_BARREL = tuple(tuple(1 if g == good else 0 for g in _KINDS) for good in _KINDS)


def play(t: Table, picker: int, policy: Policy) -> None:
    _load(t, picker, policy)
    _store(t, picker, policy)
    unload_full_ships(t)


def _load(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    all_goods = t.goods
    at_sea, empty = ships_at_sea(t)
    wharf_ready = [t.workers[seat][WHARF] > 0 for seat in range(n)]
    bonus_due = True
    passes = 0
    seat = picker
    while passes < n:
        goods = all_goods[seat]
        choice = choose_load(t, seat, at_sea, empty, wharf_ready[seat], False, policy)
        if choice == NONE:
            passes += 1
            seat = (seat + 1) % n
            continue
        ship, good = choice >> SHIP_SHIFT, choice & GOOD_MASK
        if ship == WHARF_SHIP:
            vp = ship_by_wharf(t, goods, good)
            wharf_ready[seat] = False
        else:
            vp = load_cargo(t, goods, ship, good, at_sea, empty)
        if bonus_due and seat == picker:
            vp += 1
            bonus_due = False
        if t.workers[seat][HARBOR] > 0:
            vp += 1
        award_vp(t, seat, vp)
        passes = 0
        seat = (seat + 1) % n


def choose_load(
    t: Table,
    seat: int,
    at_sea: list[int],
    empty: list[int],
    wharf: bool,
    small_wharf: bool,
    policy: Policy,
) -> int:
    """The seat's load, asked when there is a choice: onto a cargo ship (cargo_options), with his
    `wharf`, his `small_wharf` (Expansion I); NONE when he passes, which he may only when no
    cargo ship takes his barrels."""
    goods = t.goods[seat]
    options = cargo_options(t, goods, at_sea, empty)
    can_load = bool(options)
    if wharf:
        options += [_WHARF_LOADS[good] for good in _KINDS if goods[good]]
    if small_wharf:
        options.append(SMALL_WHARF_LOAD)
    if not can_load:
        if not options:
            return NONE
        options.append(NONE)
    return options[0] if len(options) == 1 else policy.load(t, seat, options)


def ship_by_wharf(t: Table, goods: list[int], good: int) -> int:
    """Every barrel of `good` shipped with a wharf, back to the supply: how many."""
    count = goods[good]
    t.goods_supply[good] += count
    goods[good] = 0
    return count


def ships_at_sea(t: Table) -> tuple[list[int], list[int]]:
    """Where each good is at sea (a cargo ship, or NONE) and the empty ships: the loading keeps
    both up to date (load_cargo)."""
    at_sea = [NONE] * 5
    empty: list[int] = []
    for ship, good in enumerate(t.ship_good):
        if good == NONE:
            empty.append(ship)
        else:
            at_sea[good] = ship
    return at_sea, empty


def cargo_options(t: Table, goods: list[int], at_sea: list[int], empty: list[int]) -> list[int]:
    """The cargo ship loads open to a player with `goods`, in the engine's order (by ship, then
    good): a good at sea only onto its own ship, else onto an empty ship that takes the most of
    his barrels."""
    ship_load, capacity = t.ship_load, t.ship_capacity
    options = []
    for good in _KINDS:
        have = goods[good]
        if not have:
            continue
        ship = at_sea[good]
        if ship != NONE:
            if ship_load[ship] < capacity[ship]:
                options.append(ship << SHIP_SHIFT | good)
        elif empty:
            best = 0
            for ship in empty:
                fits = have if have < capacity[ship] else capacity[ship]
                if fits > best:
                    best = fits
            for ship in empty:
                if (have if have < capacity[ship] else capacity[ship]) == best:
                    options.append(ship << SHIP_SHIFT | good)
    if len(options) > 1:
        options.sort()
    return options


def load_cargo(
    t: Table, goods: list[int], ship: int, good: int, at_sea: list[int], empty: list[int]
) -> int:
    """Loads as many of the barrels of `good` as cargo ship `ship` takes: how many."""
    ship_load = t.ship_load
    room = t.ship_capacity[ship] - ship_load[ship]
    count = goods[good] if goods[good] < room else room
    if t.ship_good[ship] == NONE:
        t.ship_good[ship] = good
        at_sea[good] = ship
        empty.remove(ship)
    ship_load[ship] += count
    goods[good] -= count
    return count


def _store(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    for turn in range(n):
        seat = (picker + turn) % n
        goods = t.goods[seat]
        kinds = [good for good in _KINDS if goods[good]]
        if kinds:
            slots = warehouse_slots(t.workers[seat])
            keep = greatest_keep(t, seat, kinds, slots, policy)
            if keep is not None:
                return_barrels(t, goods, kinds, keep)


def warehouse_slots(workers: list[int]) -> int:
    """The kinds of barrels the seat's occupied warehouses keep whole."""
    return (1 if workers[SMALL_WAREHOUSE] > 0 else 0) + (2 if workers[LARGE_WAREHOUSE] > 0 else 0)


def greatest_keep(t: Table, seat: int, kinds: list[int], slots: int, policy: Policy) -> Keep | None:
    """The barrels the seat keeps of his `kinds` with `slots` kinds kept whole, asked when there
    is a choice; None when a warehouse owner has a single barrel (he is not asked)."""
    goods = t.goods[seat]
    if slots:  # a warehouse may keep fewer (storing.py): asked from 2 barrels on
        if sum(goods) < 2:
            return None
        everything = len(kinds) <= slots
        return policy.store(
            t, seat, [tuple(goods)] if everything else store_options(tuple(goods), slots)
        )
    options = [ONE_BARREL[good] for good in kinds]
    return options[0] if len(options) == 1 else policy.store(t, seat, options)


def return_barrels(t: Table, goods: list[int], kinds: list[int], keep: Keep) -> None:
    """The barrels of `kinds` beyond `keep` go back to the supply."""
    supply = t.goods_supply
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
