"""The guest house on a Table (docs/rules/expansion-i.md#guest-house), as the engine offers its
moves (pr_core/puerto_rico/buildings/guest_house.py; docs/engine.md, "The guest house").

Guests are the colonists on a player's guest house. One may move to an empty circle of its owner
only at a moment whose rules read that circle: just before one of the owner's decisions (`before`:
asked again after each move, while a move is left), or in a window where the rules read circles
of players who decide nothing then (`window`: each owner in turn from the first seat, the same
way). Each phase says which targets its moment reads; `offer` asks one move of `Policy.guest`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .... import data
from ....actions import BUILDING_TARGET
from ..policy import Policy
from ..table import NONE, Table

GUEST_HOUSE = data.GUEST_HOUSE
_CIRCLES = data.BUILDING_CIRCLES

# The targets a moment reads for a seat (the engine's guest_targets), any order.
Targets = Callable[[Table, int], Iterable[int]]


def is_empty(t: Table, seat: int, target: int) -> bool:
    """Has the seat an empty circle on the target (a tile kind, or BUILDING_TARGET + b)?"""
    if target < BUILDING_TARGET:
        return t.occupied[seat][target] < t.island[seat][target]
    b = target - BUILDING_TARGET
    return 0 <= t.workers[seat][b] < _CIRCLES[b] and b != GUEST_HOUSE


def move(t: Table, seat: int, target: int) -> None:
    """A guest leaves the guest house for the target."""
    workers = t.workers[seat]
    workers[GUEST_HOUSE] -= 1
    if target < BUILDING_TARGET:
        t.occupied[seat][target] += 1
    else:
        workers[target - BUILDING_TARGET] += 1


def offer(t: Table, seat: int, targets: Iterable[int], policy: Policy) -> int:
    """One question, if the seat has a guest and an empty circle among `targets`: the target
    moved to (the move made), or NONE (nothing asked, or the guests stay)."""
    options = sorted({target for target in targets if is_empty(t, seat, target)})
    if not options:
        return NONE
    options.append(NONE)
    target = policy.guest(t, seat, options)
    if target != NONE:
        move(t, seat, target)
    return target


def before(t: Table, seat: int, targets: Targets, policy: Policy) -> None:
    """The moves offered at one of the seat's decisions: asked until he declines or none is
    left (the decision itself is then asked as usual)."""
    while t.workers[seat][GUEST_HOUSE] > 0 and offer(t, seat, targets(t, seat), policy) != NONE:
        pass


def window(t: Table, first: int, targets: Targets, policy: Policy) -> None:
    """A window: every owner of a guest in turn from `first`, each moving guests until he
    declines or has no useful move left."""
    n = t.n
    for turn in range(n):
        seat = (first + turn) % n
        before(t, seat, targets, policy)
