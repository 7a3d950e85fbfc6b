"""The builder phase with Expansion I, as pr_core/puerto_rico/builder.py plays it: from the
picker, one building each (any of the game's 37 ids) at its cost less the builder's privilege
(twice with an occupied library), the occupied quarries (at most its column) and every 2 forests
(docs/rules/expansion-i.md#forests); a price beyond his doubloons is made up by an occupied black
market (black_market.py). Once built: the church's VP, the twelfth space's end, the university's
colonist (to San Juan for the statue, which has no circle).

Guests may first move to the circles the builder's choice reads: quarries, the black market, the
church, the university and (the picker's) library.
"""

from __future__ import annotations

from .... import data
from ....actions import BUILDING_TARGET
from ..builder import add_building, affordable, fill_spaces
from ..policy import QUARRY, Policy, offer
from ..supply import award_vp, spare_colonist
from ..table import FOREST, NONE, Table
from . import black_market, guests
from .common import LIBRARY, asks_last_chips, privileges

_CITY_SPACES = data.CITY_SPACES
_UNIVERSITY = data.UNIVERSITY
_CHURCH = data.CHURCH
_COST = data.BUILDING_COST
_COLUMN = data.BUILDING_COLUMN
_SPACES = data.BUILDING_SPACES
_CIRCLES = data.BUILDING_CIRCLES
_BY_COST = sorted(range(len(data.BUILDINGS)), key=_COST.__getitem__)  # the cheapest first
_CHURCH_VP = (0, 0, 1, 1, 2)  # by column: the large buildings are column 4
_READ = [BUILDING_TARGET + b for b in (data.BLACK_MARKET, _CHURCH, _UNIVERSITY)]


def _targets(picker: int) -> guests.Targets:
    def targets(t: Table, seat: int) -> list[int]:
        found = _READ[:]
        if t.occupied[seat][QUARRY] < 4:
            found.append(QUARRY)
        if seat == picker:
            found.append(BUILDING_TARGET + LIBRARY)
        return found

    return targets


def price(t: Table, seat: int, building: int, picker: bool) -> int:
    """What `seat` pays for the building in doubloons, before the black market."""
    off = privileges(t, seat) if picker else 0
    quarries = min(t.occupied[seat][QUARRY], _COLUMN[building])
    return max(0, _COST[building] - off - quarries - t.island[seat][FOREST] // 2)


def play(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    targets = _targets(picker)
    for turn in range(n):
        seat = (picker + turn) % n
        if t.spaces[seat] >= _CITY_SPACES:
            continue
        workers = t.workers[seat]
        if workers[guests.GUEST_HOUSE] > 0:
            guests.before(t, seat, targets, policy)
        free = _CITY_SPACES - t.spaces[seat]
        quarries = t.occupied[seat][QUARRY]
        money = t.doubloons[seat] + t.island[seat][FOREST] // 2  # and the privilege, as money
        if seat == picker:
            money += privileges(t, seat)
        options = []
        for b in affordable(t, seat, free, money + black_market.reach(t, seat), _BY_COST):
            short = _COST[b] - (quarries if quarries < _COLUMN[b] else _COLUMN[b]) - money
            if short <= 0 or short <= black_market.reach_for(t, seat, b, seat == picker):
                options.append(b)
        b = offer(policy.build, t, seat, options)
        if b == NONE:
            continue
        cost = price(t, seat, b, seat == picker)
        if cost > t.doubloons[seat]:
            ways = black_market.payments(t, seat, b, seat == picker, cost - t.doubloons[seat])
            black_market.pay(
                t, seat, ways[0] if len(ways) == 1 else policy.black_market(t, seat, ways)
            )
            cost = t.doubloons[seat]
        _build(t, seat, b, cost, policy)


def _build(t: Table, seat: int, b: int, cost: int, policy: Policy) -> None:
    workers = t.workers[seat]
    add_building(t, seat, b, cost)
    church_vp = _CHURCH_VP[_COLUMN[b]] if b != _CHURCH and workers[_CHURCH] > 0 else 0
    if church_vp and (
        not asks_last_chips(t, church_vp)
        or t.spaces[seat] + _SPACES[b] >= _CITY_SPACES  # a full city ends the game anyway
        or policy.last_chips(t, seat, church_vp)
    ):
        award_vp(t, seat, church_vp)
    fill_spaces(t, seat, b)
    if spare_colonist(t, seat, _UNIVERSITY, policy.university, b):
        if _CIRCLES[b]:
            workers[b] = 1
        else:
            t.waiting_colonists[seat] += 1  # the statue has no circle
