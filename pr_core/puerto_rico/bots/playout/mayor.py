"""The mayor phase on a Table (docs/rules/puerto-rico.md#mayor), as pr_core/puerto_rico/mayor.py
plays it: the picker's extra colonist (only while the supply has one), the ship's colonists
handed round from the picker, each player's arrangement, then the ship refilled with the empty
building circles (at least one colonist per player) or, when the supply is short, not at all and
the game ends (docs/rules/puerto-rico.md#ship-refill).

The engine asks the placing target by target; here a player with fewer colonists than circles
gives his whole arrangement at once (Policy.arrange). With at least as many colonists as circles
there is nothing to decide: every circle is filled and the rest wait in San Juan.

`place` (the hand-out, the arrangements, the refill) serves Expansion I too
(expansion/mayor.py): forests have no circle, and the guest house's two circles are placed like
any other.
"""

from __future__ import annotations

from ... import data
from .policy import Policy
from .table import END_COLONISTS, TILE_KINDS, Table

_CIRCLES = data.BUILDING_CIRCLES


def play(t: Table, picker: int, policy: Policy) -> None:
    if t.colonist_supply > 0 and policy.extra_colonist(t, picker):
        t.colonist_supply -= 1
        t.waiting_colonists[picker] += 1
    place(t, picker, policy)


def place(t: Table, picker: int, policy: Policy) -> None:
    """The mayor's phase after his privilege: the ship's colonists, the arrangements, the
    refill."""
    n = t.n
    waiting_colonists = t.waiting_colonists
    expansion = t.expansion
    share, rest = divmod(t.colonist_ship, n)
    for turn in range(n):
        waiting_colonists[(picker + turn) % n] += share + (1 if turn < rest else 0)
    t.colonist_ship = 0
    island, occupied, workers, city = t.island, t.occupied, t.workers, t.city
    empty = 0  # building circles left empty, for the ship's refill
    for turn in range(n):
        seat = (picker + turn) % n
        tiles = island[seat][:TILE_KINDS] if expansion else island[seat]  # forests: no circle
        on = workers[seat]
        owned = city[seat]
        colonists = sum(occupied[seat]) + waiting_colonists[seat]
        circles = sum(tiles)
        for b in owned:
            if on[b] > 0:
                colonists += on[b]
            circles += _CIRCLES[b]
        if 0 < colonists < circles:
            occupied[seat], workers[seat] = policy.arrange(t, seat, colonists)
            waiting_colonists[seat] = 0
            on = workers[seat]
            for b in owned:
                empty += _CIRCLES[b] - on[b]
        elif colonists:
            occupied[seat] = tiles[:]
            for b in owned:
                on[b] = _CIRCLES[b]
            waiting_colonists[seat] = colonists - circles
        else:
            for b in owned:
                empty += _CIRCLES[b]
    needed = max(empty, n)
    if t.colonist_supply >= needed:
        t.colonist_supply -= needed
        t.colonist_ship = needed
    else:
        t.end_reasons |= END_COLONISTS
