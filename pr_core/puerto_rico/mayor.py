"""The mayor phase (docs/rules/puerto-rico.md#mayor): new colonists, placing them, refilling the
ship.

Placing: at the start of his turn all of a player's colonists come into his hand (so he may
rearrange every one of them), then go back target by target in a fixed order: the tile kinds
(corn .. coffee, quarry), then his buildings by id. Empty circles must be filled if possible, so
with at least as many colonists as circles he fills them all and the rest go to San Juan without
asking; otherwise every colonist ends on a circle and he decides which circles stay empty.

That decision is asked the short way round. While he has no more colonists in hand than circles
would stay empty, he says where colonists go ("place": `count` on a target, the targets passed
over stay empty); otherwise he says which circles stay empty ("leave_empty": `count` circles of
a target, the targets passed over are filled). Either way every arrangement has exactly one
sequence of actions. Identical tiles are interchangeable, so a target is a tile kind.

The guest house's two circles are placed like any other; colonists on it are guests
(buildings/guest_house.py). Forests have no circle.
"""

from bisect import bisect_left
from collections.abc import Sequence
from typing import cast

from ..wording import plural
from . import actions, data, rounds
from .actions import (
    ARG,
    BUILDING_TARGET,
    COUNT,
    COUNT_SHIFT,
    EXTRA_COLONIST,
    LEAVE_EMPTY,
    PASS,
    PASS_COLONIST,
    PLACE,
    SHIFT,
    Action,
    count_parts,
)
from .buildings import library
from .common import seats_from, trigger_end
from .state import Events, Player, State

STEP_PRIVILEGE, STEP_PLACING = 0, 1
STEP_NAMES = ("privilege", "placing")  # position format

_TAKE_EXTRA = actions.make(EXTRA_COLONIST)
_DECLINE_EXTRA = actions.make(PASS, PASS_COLONIST)
_CIRCLES = data.BUILDING_CIRCLES
_TARGETS = (*data.TILE_KINDS, *(BUILDING_TARGET + b for b in data.BUILDINGS))
_TARGET_NAMES = {target: actions.target_name(target) for target in _TARGETS}
# The place and leave_empty actions by kind, at the index of their argument (target << 4 |
# count; the other places hold None): one target's counts are a slice of the row.
_BY_CODE = {
    kind: tuple(
        actions.ALL.get(kind << SHIFT | arg) for arg in range((_TARGETS[-1] + 1) << COUNT_SHIFT)
    )
    for kind in (PLACE, LEAVE_EMPTY)
}


def begin(s: State, ev: Events) -> None:
    s.actor = s.picker
    if s.colonist_supply > 0:
        s.step = STEP_PRIVILEGE
    else:
        _hand_out(s, ev)


class _Layout:
    """A player's placing targets, which depend only on his island and city: they cannot change
    during the mayor phase, where every decision reads them again (legal, apply, the next
    player's turn), so they are worked out once per island and city (`_layout`)."""

    __slots__ = ("targets", "circles", "_open")

    def __init__(self, island: tuple[int, ...], city: tuple[int, ...]) -> None:
        # (target, circles) for each target, in placing order; all his circles
        self.targets = tuple(
            [(kind, island.count(kind)) for kind in data.TILE_KINDS if kind in island]
            + [(BUILDING_TARGET + b, _CIRCLES[b]) for b in sorted(city) if _CIRCLES[b]]
        )
        self.circles = sum([c for _, c in self.targets])
        self._open = {0: (self.targets, self.circles)}

    def open_from(self, first: int) -> tuple[tuple[tuple[int, int], ...], int]:
        """The targets from `first` on, and their circles."""
        found = self._open.get(first)
        if found is None:
            # (first,) sorts before every (first, circles) and after every earlier target.
            rest = self.targets[bisect_left(self.targets, (first,)) :]
            found = self._open[first] = (rest, sum([c for _, c in rest]))
        return found


_LAYOUTS: dict[tuple[tuple[int, ...], tuple[int, ...]], _Layout] = {}


def _layout(p: Player) -> _Layout:
    key = (p.island, p.city)
    found = _LAYOUTS.get(key)
    if found is None:
        if len(_LAYOUTS) >= 4096:
            _LAYOUTS.clear()
        found = _LAYOUTS[key] = _Layout(p.island, p.city)
    return found


def targets(p: Player, first: int = 0) -> tuple[tuple[int, int], ...]:
    """(target, circles) for each target of the player from `first` on, in placing order."""
    return _layout(p).open_from(first)[0]


def legal(s: State) -> tuple[Action, ...]:
    if s.step == STEP_PRIVILEGE:
        return (_TAKE_EXTRA, _DECLINE_EXTRA)
    open_targets, after = _layout(s.players[s.actor]).open_from(s.cursor)
    return _placing_actions(open_targets, after, s.hand)


def _placing_actions(
    open_targets: tuple[tuple[int, int], ...], after: int, hand: int
) -> tuple[Action, ...]:
    """The actions of a player with `hand` colonists and these targets open (`after` circles)."""
    empty = after - hand
    # Choose the scarcer of the two: colonists to place, or circles to leave empty.
    kind, need = (PLACE, hand) if hand <= empty else (LEAVE_EMPTY, empty)
    row = _BY_CODE[kind]
    options: list[Action | None] = []
    for target, circles in open_targets:
        after -= circles
        # counts max(1, need - after) .. min(circles, need): a slice of the row
        first = target << COUNT_SHIFT
        fewest = need - after
        options += row[first + (fewest if fewest > 1 else 1) : first + min(circles, need) + 1]
    # counts 1-15 only: no None (a string: the type is not built at every call)
    return cast("tuple[Action, ...]", tuple(options))


def apply(s: State, action: Action, ev: Events) -> None:
    seat = s.actor
    if s.step == STEP_PRIVILEGE:
        if action == _TAKE_EXTRA:
            s.colonist_supply -= 1
            s.player(seat).waiting_colonists += 1
            ev.append({"type": "extra_colonist", "player": seat})
            if not s.library_second and s.colonist_supply and library.privileges(s, seat) == 2:
                s.library_second = True  # the library's second colonist: asked again
                library.doubled(s, ev)
                return
        s.library_second = False
        _hand_out(s, ev)
        return
    kind, target, count = action >> SHIFT, (action & ARG) >> COUNT_SHIFT, action & COUNT
    p = s.player(seat)
    layout = _layout(p)
    if kind == PLACE:
        _put(s, p, ((target, count),), ev)
    else:  # the targets passed over are filled, and this one but `count` of its circles
        placements: list[tuple[int, int]] = []
        for passed, circles in layout.open_from(s.cursor)[0]:
            if passed == target:
                if circles > count:
                    placements.append((target, circles - count))
                break
            placements.append((passed, circles))
        _put(s, p, placements, ev)
    s.cursor = BUILDING_TARGET if target == data.QUARRY else target + 1
    if s.hand == 0:
        _end_turn(s, seat, 0, ev)
        return
    rest, circles = layout.open_from(s.cursor)
    if s.hand == circles:  # nothing left to decide: fill the rest
        _put(s, p, rest, ev)
        _end_turn(s, seat, 0, ev)


def _put(s: State, p: Player, placements: Sequence[tuple[int, int]], ev: Events) -> None:
    """Puts colonists from the hand onto targets: (target, count) in placing order."""
    occupied, workers = list(p.occupied), list(p.workers)
    for target, count in placements:
        if target < BUILDING_TARGET:
            occupied[target] += count
        else:
            workers[target - BUILDING_TARGET] += count
        s.hand -= count
    p.occupied, p.workers = tuple(occupied), tuple(workers)
    _tell_placed(s.actor, placements, ev)


def _tell_placed(seat: int, placements: Sequence[tuple[int, int]], ev: Events) -> None:
    """The events of colonists put onto targets: (target, count) in placing order."""
    for target, count in placements:  # a loop: cheaper than a comprehension for a few items
        name = _TARGET_NAMES[target]
        ev.append({"type": "colonists_placed", "player": seat, "target": name, "count": count})


def _hand_out(s: State, ev: Events) -> None:
    """The ship's colonists go round one at a time, starting with the mayor."""
    ship = s.colonist_ship
    received = [0] * s.n
    for i, seat in enumerate(seats_from(s, s.picker)):
        received[seat] = ship // s.n + (1 if i < ship % s.n else 0)
        if received[seat]:
            s.player(seat).waiting_colonists += received[seat]
    s.colonist_ship = 0
    ev.append({"type": "colonists_handed_out", "received": received})
    s.step = STEP_PLACING
    s.turn = 0
    _start_turn(s, ev)


def _start_turn(s: State, ev: Events) -> None:
    """Takes all colonists of the next player into his hand, and places them at once when there
    is nothing to decide; stops at the first player with a decision, or ends the phase."""
    while s.turn < s.n:
        seat = (s.picker + s.turn) % s.n
        s.actor = seat
        s.cursor = 0
        p = s.player(seat)
        layout = _layout(p)
        s.hand = hand = p.colonists()
        p.occupied = (0,) * len(p.occupied)
        workers = list(p.workers)
        for b in p.city:  # the buildings owned: those with colonists
            workers[b] = 0
        p.workers = tuple(workers)
        p.waiting_colonists = 0
        if 0 < hand < layout.circles:
            return
        if hand:  # every circle filled; those left over go to San Juan
            _put(s, p, layout.targets, ev)
        _end_turn(s, seat, s.hand, ev, advance=False)
        s.turn += 1
    _refill_ship(s, ev)


def _end_turn(
    s: State, seat: int, waiting_colonists: int, ev: Events, advance: bool = True
) -> None:
    p = s.player(seat)
    p.waiting_colonists = waiting_colonists
    s.hand = 0
    ev.append({"type": "colonists_arranged", "player": seat, "san_juan": waiting_colonists})
    if advance:
        s.turn += 1
        _start_turn(s, ev)


def _refill_ship(s: State, ev: Events) -> None:
    empty = sum([_CIRCLES[b] - p.workers[b] for p in s.players for b in p.city])
    needed = max(empty, s.n)
    if s.colonist_supply >= needed:
        s.colonist_supply -= needed
        s.colonist_ship = needed
        ev.append({"type": "colonist_ship_refilled", "count": needed})
    else:
        # The Swedish edition says so: a short supply does not refill the ship at all, and the
        # game ends (docs/rules/puerto-rico.md#ship-refill).
        ev.append(
            {"type": "colonist_ship_not_refilled", "needed": needed, "supply": s.colonist_supply}
        )
        trigger_end(s, "colonists", ev)
    s.cursor = 0
    rounds.finish_phase(s, ev)


def guest_targets(s: State, seat: int) -> tuple[int, ...]:
    """Guests are placed, not moved, in this phase; the mayor's privilege reads the library."""
    if s.step == STEP_PRIVILEGE and seat == s.picker and not s.library_second:
        return (BUILDING_TARGET + data.LIBRARY,)
    return ()


def explain(s: State, action: Action) -> str:
    kind, arg = action.kind, action.arg
    if s.step == STEP_PRIVILEGE:
        return "the mayor must first take or decline the extra colonist"
    if kind not in (PLACE, LEAVE_EMPTY):
        return "it is the mayor phase: place colonists"
    target, count = count_parts(arg)
    p = s.players[s.actor]
    name = actions.target_name(target).replace("_", " ")
    circles = dict(targets(p)).get(target, 0)
    if not circles:
        return f"{p.name} has no {name} to put colonists on"
    if target < s.cursor:
        return f"colonists are placed in a fixed order and {name} was already passed"
    open_circles = sum(c for _, c in targets(p, s.cursor))
    if kind == PLACE and s.hand > open_circles - s.hand:
        return (
            f"{p.name} has more colonists than circles that will stay empty, so the "
            f"choice is which circles to leave empty"
        )
    if kind == LEAVE_EMPTY and s.hand <= open_circles - s.hand:
        return f"{p.name} has few colonists, so the choice is where to put them"
    return (
        f"{count} does not fit: {name} has {plural(circles, 'circle')}, and empty circles "
        f"must be filled while colonists remain"
    )
