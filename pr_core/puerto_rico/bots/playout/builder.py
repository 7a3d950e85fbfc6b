"""The builder phase on a Table (docs/rules/puerto-rico.md#builder), as pr_core/puerto_rico/
builder.py plays it: from the picker, each player buys at most one building he has not got, that
fits his city and that he can pay: its cost less the builder's privilege (1) and his occupied
quarries (at most the building's column). Filling the twelfth city space ends the game with the
round; an occupied university may put a colonist (supply, else ship) on the new building.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from ... import data
from .policy import Policy, offer
from .supply import spare_colonist
from .table import BASE_BUILDINGS, END_CITY_FULL, NONE, Table

_CITY_SPACES = data.CITY_SPACES
_UNIVERSITY = data.UNIVERSITY
_QUARRY = data.QUARRY
_COST = data.BUILDING_COST
_COLUMN = data.BUILDING_COLUMN
_SPACES = data.BUILDING_SPACES
_BY_COST = sorted(range(BASE_BUILDINGS), key=_COST.__getitem__)  # the cheapest first
_MOST_OFF = max(_COLUMN)  # the most doubloons quarries can save (any building)


def price(t: Table, seat: int, building: int, picker: bool) -> int:
    """What `seat` pays for the building (`picker`: he has the builder's privilege)."""
    quarries = min(t.occupied[seat][_QUARRY], _COLUMN[building])
    return max(0, _COST[building] - quarries - (1 if picker else 0))


def affordable(t: Table, seat: int, free: int, budget: int, by_cost: Sequence[int]) -> list[int]:
    """The buildings of `by_cost` (the cheapest first) the seat may buy with `budget` doubloons
    and his occupied quarries (at most a building's column off): in supply, not in his city,
    fitting his `free` city spaces; by id, the engine's order."""
    supply = t.building_supply
    workers = t.workers[seat]
    quarries = t.occupied[seat][_QUARRY]
    reach = budget + (quarries if quarries < _MOST_OFF else _MOST_OFF)
    options = []
    for b in by_cost:
        cost = _COST[b]
        if cost > reach:
            break
        if (
            supply[b]
            and workers[b] < 0
            and _SPACES[b] <= free
            and cost - (quarries if quarries < _COLUMN[b] else _COLUMN[b]) <= budget
        ):
            options.append(b)
    options.sort()  # the engine's order: by id
    return options


def play(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    for turn in range(n):
        seat = (picker + turn) % n
        free = _CITY_SPACES - t.spaces[seat]
        if free <= 0:
            continue
        money = t.doubloons[seat] + (1 if turn == 0 else 0)
        b = offer(policy.build, t, seat, affordable(t, seat, free, money, _BY_COST))
        if b == NONE:
            continue
        add_building(t, seat, b, price(t, seat, b, turn == 0))
        fill_spaces(t, seat, b)
        if spare_colonist(t, seat, _UNIVERSITY, policy.university, b):
            t.workers[seat][b] = 1


def add_building(t: Table, seat: int, b: int, cost: int) -> None:
    """The seat pays `cost` and the building leaves the supply for his city, unoccupied."""
    t.doubloons[seat] -= cost
    t.building_supply[b] -= 1
    insort(t.city[seat], b)
    t.workers[seat][b] = 0


def fill_spaces(t: Table, seat: int, b: int) -> None:
    """The building takes its city spaces; the twelfth ends the game with the round."""
    t.spaces[seat] += _SPACES[b]
    if t.spaces[seat] >= _CITY_SPACES:
        t.end_reasons |= END_CITY_FULL
