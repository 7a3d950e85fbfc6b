"""The craftsman phase on a Table (docs/rules/puerto-rico.md#craftsman), as pr_core/puerto_rico/
craftsman.py plays it: everybody produces in turn from the picker (a short supply serves the
earlier players), an occupied factory pays by the kinds received, then the picker may take one
more barrel of a kind he produced, while the supply has it.
"""

from __future__ import annotations

from ... import data
from .policy import Policy
from .table import NONE, Table

_FACTORY = data.FACTORY
_FACTORY_PAY = data.FACTORY_PAY
# The production buildings are ids 0-5: small indigo plant, small sugar mill, indigo plant,
# sugar mill, tobacco storage, coffee roaster (data.py).
assert data.PRODUCTION_BUILDINGS[:6] == (0, 1, 2, 3, 4, 5)
_KINDS = range(5)


def production(occupied: list[int], workers: list[int]) -> list[int]:
    """Barrels per good the occupied plantations and production circles make together (corn
    needs no building)."""
    small_indigo, small_sugar, indigo_plant, sugar_mill, tobacco, coffee = workers[:6]
    indigo = (small_indigo if small_indigo > 0 else 0) + (indigo_plant if indigo_plant > 0 else 0)
    sugar = (small_sugar if small_sugar > 0 else 0) + (sugar_mill if sugar_mill > 0 else 0)
    return [
        occupied[0],
        min(occupied[1], indigo),
        min(occupied[2], sugar),
        min(occupied[3], tobacco) if tobacco > 0 else 0,
        min(occupied[4], coffee) if coffee > 0 else 0,
    ]


def play(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    supply = t.goods_supply
    produced: list[int] = []
    for turn in range(n):
        seat = (picker + turn) % n
        made = production(t.occupied[seat], t.workers[seat])
        if not any(made):
            continue
        goods = t.goods[seat]
        kinds = 0
        for good in _KINDS:
            got = made[good]
            if got:
                left = supply[good]
                if got > left:
                    got = left
                if got:
                    supply[good] = left - got
                    goods[good] += got
                    kinds += 1
                    if turn == 0:
                        produced.append(good)
        if t.workers[seat][_FACTORY] > 0:
            t.doubloons[seat] += _FACTORY_PAY[kinds]
    options = [good for good in produced if supply[good]]
    if options:
        options.append(NONE)
        good = policy.extra_good(t, picker, options)
        if good != NONE:
            supply[good] -= 1
            t.goods[picker][good] += 1
