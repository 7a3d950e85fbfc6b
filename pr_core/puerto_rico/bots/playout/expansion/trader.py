"""The trader phase with Expansion I, as pr_core/puerto_rico/trader.py plays it: from the picker,
one good each to the trading house (the base game's rules: trader.py) or, with an occupied
trading post, to his own post: any kind, even with the house full, at the good's price plus the
trader's privilege and no markets, the barrel back to the supply
(docs/rules/expansion-i.md#trading-post). The privilege counts twice with an occupied library.

Guests may first move to the circles a sale reads: the markets, the office, the trading post and
(the picker's) library.
"""

from __future__ import annotations

from .... import data
from ....actions import BUILDING_TARGET
from ....data import LARGE_MARKET, OFFICE, SMALL_MARKET, TRADING_POST
from ..policy import POST_OPTION, Policy, offer
from ..table import NONE, Table
from ..trader import HOUSE_SIZE, empty_full_house, markets
from . import guests
from .common import LIBRARY, privileges

_PRICE = data.GOOD_PRICE
_KINDS = range(5)
_READ = [BUILDING_TARGET + b for b in (SMALL_MARKET, LARGE_MARKET, OFFICE, TRADING_POST)]


def _targets(picker: int) -> guests.Targets:
    def targets(t: Table, seat: int) -> list[int]:
        if not any(t.goods[seat]):
            return []
        return _READ + [BUILDING_TARGET + LIBRARY] if seat == picker else _READ

    return targets


def sale_price(t: Table, seat: int, option: int, picker: bool) -> int:
    """What a sale pays (a good to the house, or POST_OPTION + good to the trading post)."""
    bonus = privileges(t, seat) if picker else 0
    if option >= POST_OPTION:
        return _PRICE[option - POST_OPTION] + bonus
    return _PRICE[option] + bonus + markets(t.workers[seat])


def play(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    house = t.house
    targets = _targets(picker)
    for turn in range(n):
        seat = (picker + turn) % n
        goods = t.goods[seat]
        workers = t.workers[seat]
        if workers[guests.GUEST_HOUSE] > 0:
            guests.before(t, seat, targets, policy)
        options: list[int] = []
        if len(house) < HOUSE_SIZE:
            if workers[OFFICE] > 0:
                options = [good for good in _KINDS if goods[good]]
            else:
                options = [good for good in _KINDS if goods[good] and good not in house]
        if workers[TRADING_POST] > 0:
            options += [POST_OPTION + good for good in _KINDS if goods[good]]
        option = offer(policy.sell, t, seat, options)
        if option == NONE:
            continue
        t.doubloons[seat] += sale_price(t, seat, option, turn == 0)
        if option >= POST_OPTION:
            good = option - POST_OPTION
            t.goods_supply[good] += 1
        else:
            good = option
            house.append(good)
        goods[good] -= 1
    empty_full_house(t)
