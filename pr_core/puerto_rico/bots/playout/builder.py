"""The builder phase on a Table (docs/rules/puerto-rico.md#builder), as pr_core/puerto_rico/
builder.py plays it: from the picker, each player buys at most one building he has not got, that
fits his city and that he can pay: its cost less the builder's privilege (1) and his occupied
quarries (at most the building's column). Filling the twelfth city space ends the game with the
round; an occupied university may put a colonist (supply, else ship) on the new building.
"""

from __future__ import annotations

from bisect import insort

from ... import data
from .policy import Policy
from .table import BASE_BUILDINGS, END_CITY_FULL, NONE, Table

_CITY_SPACES = data.CITY_SPACES
_UNIVERSITY = data.UNIVERSITY
_QUARRY = data.QUARRY
_COST = data.BUILDING_COST[:BASE_BUILDINGS]
_COLUMN = data.BUILDING_COLUMN[:BASE_BUILDINGS]
_SPACES = data.BUILDING_SPACES[:BASE_BUILDINGS]
_BY_COST = sorted(range(BASE_BUILDINGS), key=_COST.__getitem__)  # the cheapest first
_MOST_OFF = max(_COLUMN)  # the most doubloons quarries can save


def price(t: Table, seat: int, building: int, picker: bool) -> int:
    """What `seat` pays for the building (`picker`: he has the builder's privilege)."""
    quarries = min(t.occupied[seat][_QUARRY], _COLUMN[building])
    return max(0, _COST[building] - quarries - (1 if picker else 0))


def play(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    supply = t.building_supply
    for turn in range(n):
        seat = (picker + turn) % n
        free = _CITY_SPACES - t.spaces[seat]
        if free <= 0:
            continue
        workers = t.workers[seat]
        quarries = t.occupied[seat][_QUARRY]
        money = t.doubloons[seat] + (1 if turn == 0 else 0)
        reach = money + (quarries if quarries < _MOST_OFF else _MOST_OFF)
        options = []
        for b in _BY_COST:
            cost = _COST[b]
            if cost > reach:
                break
            if (
                supply[b]
                and workers[b] < 0
                and _SPACES[b] <= free
                and cost - (quarries if quarries < _COLUMN[b] else _COLUMN[b]) <= money
            ):
                options.append(b)
        options.sort()  # the engine's order: by id
        if not options:
            continue
        options.append(NONE)
        b = policy.build(t, seat, options)
        if b == NONE:
            continue
        t.doubloons[seat] -= price(t, seat, b, turn == 0)
        supply[b] -= 1
        insort(t.city[seat], b)
        workers[b] = 0
        t.spaces[seat] += _SPACES[b]
        if t.spaces[seat] >= _CITY_SPACES:
            t.end_reasons |= END_CITY_FULL
        if (
            workers[_UNIVERSITY] > 0
            and (t.colonist_supply or t.colonist_ship)
            and policy.university(t, seat, b)
        ):
            if t.colonist_supply:
                t.colonist_supply -= 1
            else:
                t.colonist_ship -= 1
            workers[b] = 1
