"""The black market on a Table (docs/rules/expansion-i.md#black-market), as
pr_core/puerto_rico/buildings/black_market.py has it: a builder short of doubloons returns
exactly as many things as he is short (at most a colonist, not the black market's own, a good and
a VP chip, 1 doubloon each) and pays all his doubloons; a colonist whose circle lowers the
price (a quarry within the building's column, the picker's library) is not among them. `reach`
says how much it can make up, `payments` lists the ways (Policy.black_market chooses), `pay`
returns the things.
"""

from __future__ import annotations

from .... import data
from ....actions import BUILDING_TARGET, WAITING_COLONIST
from ..policy import payment, payment_parts
from ..table import NONE, TILE_KINDS, Table

BLACK_MARKET = data.BLACK_MARKET
_QUARRY = data.QUARRY
_LIBRARY = data.LIBRARY
_COLUMN = data.BUILDING_COLUMN
_KINDS = range(5)


def reach(t: Table, seat: int) -> int:
    """Doubloons the black market can make up for the seat now (0-3), for some building."""
    workers = t.workers[seat]
    if workers[BLACK_MARKET] <= 0:
        return 0
    colonists = sum(t.occupied[seat]) + t.waiting_colonists[seat] + sum(w for w in workers if w > 0)
    return (colonists > 1) + any(t.goods[seat]) + (t.vp[seat] > 0)


def reach_for(t: Table, seat: int, building: int, picker: bool) -> int:
    """Doubloons the black market can make up for the seat on this building (0-3)."""
    if t.workers[seat][BLACK_MARKET] <= 0:
        return 0
    colonist = bool(_sources(t, seat, building, picker))
    return colonist + any(t.goods[seat]) + (t.vp[seat] > 0)


def _sources(t: Table, seat: int, building: int, picker: bool) -> list[int]:
    """Where a colonist can come from (the engine's order): not the black market's own, nor one
    whose circle lowers the building's price."""
    occupied, workers = t.occupied[seat], t.workers[seat]
    quarry_counts = occupied[_QUARRY] <= _COLUMN[building]
    sources = [
        kind + 1
        for kind in range(TILE_KINDS)
        if occupied[kind] and not (kind == _QUARRY and quarry_counts)
    ]
    if t.waiting_colonists[seat]:
        sources.append(WAITING_COLONIST)
    library_counts = picker and workers[_LIBRARY] > 0
    sources += [
        BUILDING_TARGET + b
        for b in t.city[seat]
        if b != BLACK_MARKET and workers[b] > 0 and not (b == _LIBRARY and library_counts)
    ]
    return sources


def payments(t: Table, seat: int, building: int, picker: bool, short: int) -> list[int]:
    """Every way to return exactly `short` things for the building, in the engine's order."""
    sources = _sources(t, seat, building, picker)
    goods = [NONE] + [good for good in _KINDS if t.goods[seat][good]]
    chips = (False, True) if t.vp[seat] > 0 else (False,)
    found = [
        payment(colonist, good, chip)
        for colonist in [0, *sources]
        for good in goods
        for chip in chips
        if (colonist > 0) + (good != NONE) + chip == short
    ]
    found.sort()
    return found


def pay(t: Table, seat: int, option: int) -> None:
    """Returns the things of a payment to the supply (a VP chip back among the chips, unless they
    ran out and VP are being recorded beyond them)."""
    colonist, good, chip = payment_parts(option)
    if colonist:
        if colonist == WAITING_COLONIST:
            t.waiting_colonists[seat] -= 1
        elif colonist < WAITING_COLONIST:
            t.occupied[seat][colonist - 1] -= 1
        else:
            t.workers[seat][colonist - BUILDING_TARGET] -= 1
        t.colonist_supply += 1
    if good != NONE:
        t.goods[seat][good] -= 1
        t.goods_supply[good] += 1
    if chip:
        t.vp[seat] -= 1
        t.vp_supply = max(0, data.SETUPS[t.n].vp_chips - sum(t.vp))
