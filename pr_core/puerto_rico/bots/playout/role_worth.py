"""The playout policy's role choice: each card's worth to the picker, in VP, without playing its
phase out: what the phase should give him, less OTHERS_SHARE of what it gives the average other
player, plus the doubloons on the card. Cheap on purpose (a playout chooses about fifty roles):
one pass over the players per role, no lists built but a few small ones.

With Expansion I an occupied library doubles the picker's privilege: each role is worth its
privilege once more to him (LIBRARY_BONUS; in doubloons for the money privileges), when the role
gives him anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ... import data
from .estimates import (
    OTHERS_SHARE,
    corn_vp,
    doubloon_vp,
    production_circles,
    production_vp,
    quarry_vp,
    rounds_left,
)
from .table import NONE, Table
from .trader import HOUSE_SIZE

# Money weighs more in the role choice than its worth in VP says: the roles' other gains below
# are rough and generous (tuned in self-play and against the medium bot).
MONEY_WEIGHT: Final = 3.0

_CARD_ROLE = data.CARD_ROLE
_SETTLER, _MAYOR, _BUILDER, _CRAFTSMAN, _TRADER, _CAPTAIN = range(6)
_ISLAND_SPACES = data.ISLAND_SPACES
_CITY_SPACES = data.CITY_SPACES
_QUARRY = data.QUARRY
_CIRCLES = data.BUILDING_CIRCLES
_OFFICE = data.OFFICE
_SMALL_MARKET = data.SMALL_MARKET
_LARGE_MARKET = data.LARGE_MARKET
_HARBOR = data.HARBOR
_PRICE = data.GOOD_PRICE
_DEAR_FIRST = (4, 3, 2, 1, 0)  # coffee .. corn
_KINDS = range(5)
_LIBRARY = data.LIBRARY
# The library's second privilege by role: VP, or doubloons (None: the role's doubloon).
LIBRARY_BONUS: Final = (0.4, 0.4, None, 0.6, None, 0.8, None)


def best_role(t: Table, seat: int, cards: Sequence[int]) -> int:
    """The card worth most to `seat` among `cards` (the first of equals)."""
    left = rounds_left(t)
    doubloon = doubloon_vp(left) * MONEY_WEIGHT
    gold = t.card_gold
    library = t.expansion and t.workers[seat][_LIBRARY] > 0
    best_card, best = cards[0], -1e9
    for card in cards:
        role = _CARD_ROLE[card]
        if role == _CRAFTSMAN:
            worth = _craftsman(t, seat)
        elif role == _CAPTAIN:
            worth = _captain(t, seat)
        elif role == _TRADER:
            worth = _trader(t, seat) * doubloon
        elif role == _BUILDER:
            worth = _builder(t, seat, doubloon)
        elif role == _MAYOR:
            worth = _mayor(t, seat)
        elif role == _SETTLER:
            worth = _settler(t, seat, left)
        else:  # the prospector
            worth = doubloon
        if library and worth > 0.0:
            bonus = LIBRARY_BONUS[role]
            worth += doubloon if bonus is None else bonus
        worth += gold[card] * doubloon
        if worth > best:
            best_card, best = card, worth
    return best_card


def _settler(t: Table, seat: int, left: float) -> float:
    """His best tile (the quarry is the settler's), discounted: the others take tiles too."""
    island = t.island[seat]
    if left <= 0.0 or sum(island) >= _ISLAND_SPACES:
        return 0.0
    face_up = t.face_up
    best = quarry_vp(left) if t.quarries else 0.0
    if face_up[0]:
        corn = corn_vp(left)
        if corn > best:
            best = corn
    circles = production_circles(t.workers[seat])
    for kind in (4, 3, 2, 1):
        if face_up[kind]:
            worth = 0.3 + 0.1 * kind + (1.0 if circles[kind] > island[kind] else 0.0)
            if worth > best:
                best = worth
    return best * 0.7


def _mayor(t: Table, seat: int) -> float:
    """His colonists (the ship's share and the extra one), much worth while he has empty
    circles; the others' shares count against it."""
    n = t.n
    ship = t.colonist_ship
    share = ship // n
    mine = share + (1 if ship % n else 0) + (1 if t.colonist_supply else 0)
    workers = t.workers[seat]
    empty = sum(t.island[seat]) - sum(t.occupied[seat]) - t.waiting_colonists[seat]
    for b in t.city[seat]:
        empty += _CIRCLES[b] - workers[b]
    return mine * (0.6 if empty > 0 else 0.1) - OTHERS_SHARE * share * 0.4


def _builder(t: Table, seat: int, doubloon: float) -> float:
    """The privilege's doubloon, and a building when one worth having is within reach; the
    others' buildings count against it."""
    spaces, doubloons, occupied = t.spaces, t.doubloons, t.occupied
    mine = doubloon
    theirs = 0.0
    for p in range(t.n):
        if spaces[p] < _CITY_SPACES:
            money = doubloons[p] + occupied[p][_QUARRY]
            if p == seat:
                if money >= 3:
                    mine += 0.8
            elif money >= 4:
                theirs += 0.8
    return mine - OTHERS_SHARE * theirs / (t.n - 1)


def _craftsman(t: Table, seat: int) -> float:
    """Everybody's production; his extra barrel (about one more of his)."""
    occupied, workers = t.occupied, t.workers
    mine = theirs = 0.0
    for p in range(t.n):
        worth = production_vp(occupied[p], workers[p])
        if p == seat:
            mine = worth + 0.8 if worth else 0.0
        else:
            theirs += worth
    return mine - OTHERS_SHARE * theirs / (t.n - 1)


def _trader(t: Table, seat: int) -> float:
    """In doubloons: his best sale with the privilege, while the house has room; the others'
    best sales count against it."""
    house = t.house
    if len(house) >= HOUSE_SIZE:
        return 0.0
    all_goods, workers = t.goods, t.workers
    mine = theirs = 0
    for p in range(t.n):
        goods = all_goods[p]
        on = workers[p]
        any_kind = on[_OFFICE] > 0
        for good in _DEAR_FIRST:
            if goods[good] and (any_kind or good not in house):
                price = _PRICE[good]
                if on[_SMALL_MARKET] > 0:
                    price += 1
                if on[_LARGE_MARKET] > 0:
                    price += 2
                if p == seat:
                    mine = price + 1
                else:
                    theirs += price
                break
    return mine - OTHERS_SHARE * theirs / (t.n - 1)


def _captain(t: Table, seat: int) -> float:
    """The barrels each player could load (about: room per good on the ships), his +1 and
    harbor; the others' loads count against it."""
    ship_good, capacity = t.ship_good, t.ship_capacity
    empty = 0
    for ship, good in enumerate(ship_good):
        if good == NONE and capacity[ship] > empty:
            empty = capacity[ship]
    room = [empty, empty, empty, empty, empty]
    for ship, good in enumerate(ship_good):
        if good != NONE:
            room[good] = capacity[ship] - t.ship_load[ship]
    all_goods = t.goods
    mine = theirs = 0
    for p in range(t.n):
        goods = all_goods[p]
        loads = 0
        for good in _KINDS:
            have = goods[good]
            if have:
                loads += have if have < room[good] else room[good]
        if p == seat:
            mine = loads
        else:
            theirs += loads
    if mine:
        mine += 1 + (1 if t.workers[seat][_HARBOR] > 0 else 0)
    return mine - OTHERS_SHARE * theirs / (t.n - 1)
