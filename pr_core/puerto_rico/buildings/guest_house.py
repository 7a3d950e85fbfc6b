"""Guest house (Expansion I; "värdshus", "posada").

In the mayor phase its owner may place up to two colonists on it, as guests: its two circles are
placed like any other (mayor.py). Later, "before, during or after any phase", each guest may move
to any empty circle of its owner (a plantation, a quarry or a building), where it works at once
and stays until the next mayor phase; the two may move in the same phase or in different ones
(Swedish edition's example, docs/rules/expansion-i.md#guest-house: at the end of the captain
phase a guest moves to the storehouse to keep goods; later its owner picks the trader and moves
the other guest to his library to double his privilege).

When the engine offers a move (docs/engine.md, "The guest house"): a circle works only when the
rules read it, so a move can always wait for the next moment that reads its target. The engine
offers one at exactly those moments:

- at every decision of a guest's owner outside the mayor phase, a move to each empty circle that
  this decision's rules read (each phase module's `guest_targets`: at his builder's choice the
  quarries, black market, church, university and library; at his sale the markets, office,
  trading post and library; and so on);
- where the rules read circles of players who have no decision then: a *window* ("guests" step),
  a decision for each owner in turn, from the picker, to move guests or leave them: before the
  craftsman's production, before the union halls pay, before the prospector's doubloon, and
  before the final scores (game_end.py). A window opens only for an owner with a guest and an
  empty circle that the coming rules read.
"""

from collections.abc import Callable, Iterable

from .. import actions, data
from ..actions import BUILDING_TARGET, PASS, PASS_GUESTS, Action
from ..common import STEP_GUESTS
from ..state import NO_SEAT, Events, Player, State

# A phase's `guest_targets(state, seat)`: the targets whose circles the coming rules read.
GuestTargets = Callable[[State, int], Iterable[int]]
# What a window resumes once it is over: the rest of the phase (`resume(state, events)`).
Resume = Callable[[State, Events], None]

LEAVE = actions.make(PASS, PASS_GUESTS)


def is_empty(p: Player, target: int) -> bool:
    """Has the player an empty circle on this target (a tile kind or BUILDING_TARGET + b)?"""
    if target < BUILDING_TARGET:
        return p.occupied[target] < p.island.count(target)
    b = target - BUILDING_TARGET
    return 0 <= p.workers[b] < data.BUILDING_CIRCLES[b] and b != data.GUEST_HOUSE


def moves(s: State, seat: int, targets: Iterable[int]) -> tuple[Action, ...]:
    """The guest moves open to `seat` among `targets` (what the rules read now), by code."""
    p = s.players[seat]
    if p.workers[data.GUEST_HOUSE] <= 0:
        return ()
    return tuple(actions.guest(t) for t in sorted(set(targets)) if is_empty(p, t))


def move(s: State, seat: int, target: int, ev: Events) -> None:
    p = s.player(seat)
    workers = list(p.workers)
    workers[data.GUEST_HOUSE] -= 1
    if target < BUILDING_TARGET:
        p.occupied = p.occupied[:target] + (p.occupied[target] + 1,) + p.occupied[target + 1 :]
    else:
        workers[target - BUILDING_TARGET] += 1
    p.workers = tuple(workers)
    ev.append({"type": "guest_moved", "player": seat, "target": actions.target_name(target)})


# --- windows --------------------------------------------------------------------------------------
def _first(s: State) -> int:
    return s.governor if s.picker == NO_SEAT else s.picker


def begin_phase(s: State, guest_targets: GuestTargets, resume: Resume, ev: Events) -> bool:
    """A phase with a window begins: the window opens if someone has a useful move (Expansion I),
    else the phase goes on at once (`resume`). True if the window opened."""
    s.step = STEP_GUESTS
    if s.expansion and open_window(s, guest_targets):
        return True
    resume(s, ev)
    return False


def open_window(s: State, guest_targets: GuestTargets) -> bool:
    """Starts a window at the first owner (from the picker, or the governor) with a useful move.
    Returns False, changing nothing else, when nobody has one."""
    s.turn = 0
    return seek_owner(s, guest_targets)


def next_owner(s: State, guest_targets: GuestTargets) -> bool:
    """The window moves on to the next owner with a useful move; False when it is over."""
    s.turn += 1
    return seek_owner(s, guest_targets)


def seek_owner(s: State, guest_targets: GuestTargets) -> bool:
    """From the window's turn on, the first owner with a useful move becomes the actor; False if
    none is left."""
    first = _first(s)
    while s.turn < s.n:
        seat = (first + s.turn) % s.n
        if s.players[seat].workers[data.GUEST_HOUSE] > 0 and moves(s, seat, guest_targets(s, seat)):
            s.actor = seat
            return True
        s.turn += 1
    return False


def window_legal(s: State, guest_targets: GuestTargets) -> tuple[Action, ...]:
    return moves(s, s.actor, guest_targets(s, s.actor)) + (LEAVE,)


def pass_on(s: State, guest_targets: GuestTargets, resume: Resume, ev: Events) -> None:
    """The owner leaves his guests where they are: the window moves on, or the phase resumes
    (`resume(state, events)`) when nobody else has a useful move."""
    if not next_owner(s, guest_targets):
        resume(s, ev)


def after_move(s: State, guest_targets: GuestTargets, resume: Resume, ev: Events) -> None:
    """After a guest's move in a window: the owner goes on while he has a useful move left."""
    if not moves(s, s.actor, guest_targets(s, s.actor)):
        pass_on(s, guest_targets, resume, ev)


class Window:
    """A phase that is a window and then its rules (the prospector's doubloon, the final scores):
    the window's legal actions, the owner leaving his guests (its one other action) and what
    follows a guest's move, the rules of the phase (`resume`) once it is over; `why` says why
    another action is not legal."""

    def __init__(self, guest_targets: GuestTargets, resume: Resume, why: str) -> None:
        self.guest_targets = guest_targets
        self.resume = resume
        self.why = why

    def legal(self, s: State) -> tuple[Action, ...]:
        return window_legal(s, self.guest_targets)

    def apply(self, s: State, action: Action, ev: Events) -> None:  # only "leave the guests"
        pass_on(s, self.guest_targets, self.resume, ev)

    def after_guest(self, s: State, target: int, ev: Events) -> None:
        after_move(s, self.guest_targets, self.resume, ev)

    def explain(self, s: State, action: Action) -> str:
        return self.why


def explain(s: State, action: Action) -> str:
    """Why a guest move is not legal now."""
    p = s.players[s.actor]
    target = action.arg
    where = actions.target_phrase(target)
    if p.workers[data.GUEST_HOUSE] <= 0:
        return f"{p.name} has no guest in a guest house"
    if not is_empty(p, target):
        return f"{p.name} has no empty circle on {where}"
    if s.phase == data.MAYOR:
        return "guests are placed, not moved, in the mayor phase"
    return (
        f"a guest on {where} would change nothing before the rules next read it; it may move then"
    )
