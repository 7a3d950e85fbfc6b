"""The trader phase on a Table (docs/rules/puerto-rico.md#trader), as pr_core/puerto_rico/
trader.py plays it: from the picker, one barrel each to the trading house while it has room, of a
kind it does not hold (any kind with an occupied office), at the good's price plus the trader's
privilege (1) and the markets (1 small, 2 large). The house is emptied only when full at the end.
"""

from __future__ import annotations

from typing import Final

from ... import data
from .policy import Policy, offer
from .table import NONE, Table

HOUSE_SIZE: Final = 4
_PRICE = data.GOOD_PRICE
_OFFICE = data.OFFICE
_SMALL_MARKET = data.SMALL_MARKET
_LARGE_MARKET = data.LARGE_MARKET
_KINDS = range(5)


def sale_price(t: Table, seat: int, good: int, picker: bool) -> int:
    """What the trading house pays `seat` for one barrel (`picker`: the trader's privilege)."""
    return _PRICE[good] + (1 if picker else 0) + markets(t.workers[seat])


def markets(workers: list[int]) -> int:
    """What the seat's occupied markets add to a sale to the trading house."""
    return (1 if workers[_SMALL_MARKET] > 0 else 0) + (2 if workers[_LARGE_MARKET] > 0 else 0)


def play(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    house = t.house
    for turn in range(n):
        if len(house) >= HOUSE_SIZE:
            break
        seat = (picker + turn) % n
        goods = t.goods[seat]
        if t.workers[seat][_OFFICE] > 0:
            options = [good for good in _KINDS if goods[good]]
        else:
            options = [good for good in _KINDS if goods[good] and good not in house]
        good = offer(policy.sell, t, seat, options)
        if good == NONE:
            continue
        goods[good] -= 1
        t.doubloons[seat] += sale_price(t, seat, good, turn == 0)
        house.append(good)
    empty_full_house(t)


def empty_full_house(t: Table) -> None:
    """A full trading house's barrels back to the supply (at the end of the phase)."""
    house = t.house
    if len(house) >= HOUSE_SIZE:
        supply = t.goods_supply
        for good in house:
            supply[good] += 1
        house.clear()
