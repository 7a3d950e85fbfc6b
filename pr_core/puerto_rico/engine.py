"""Puerto Rico's game loop: legal actions, applying an action, the end of the game (the loop
itself, with its forced choices and refusals in words, is shared: pr_core/engine_loop.py).

Each phase is a module with `legal(state)`, `apply(state, action, events)`,
`explain(state, action)` and, for a role, `begin(state, events)` (engine_loop.Phase and Role);
the roles' modules and the draft also say which circles their rules read for a guest's move
(`guest_targets`), and may react to one (`after_guest`): the tables below list who does. The
buildings' rules are in buildings/, called by the phases.
"""

from collections.abc import Callable

from ..engine_loop import Loop, Phase, Role
from ..errors import IllegalActionError
from . import (
    builder,
    captain,
    craftsman,
    draft,
    game_end,
    mayor,
    prospector,
    rounds,
    settler,
    trader,
)
from .actions import ALL, ARG, GUEST, PASS, SHIFT, Action
from .buildings import guest_house
from .buildings.guest_house import GuestTargets
from .common import STEP_GUESTS
from .state import GAME_OVER, PHASE_NAMES, ROLE_SELECTION, Events, State


class _GameOver:
    """The phase once the game is over: nothing to decide (the loop never asks it)."""

    def legal(self, state: State, /) -> tuple[Action, ...]:
        return ()

    def apply(self, state: State, action: Action, events: Events, /) -> None:
        raise IllegalActionError("the game is over")

    def explain(self, state: State, action: Action, /) -> str:
        return "the game is over"


# The roles' phases, in data order (a role's phase begins when the role is chosen).
ROLES: tuple[Role[State, Action], ...] = (
    settler,
    mayor,
    builder,
    craftsman,
    trader,
    captain,
    prospector,
)
# Indexed by phase: the roles, role selection, game over, draft, game end.
PHASES: tuple[Phase[State, Action], ...] = (*ROLES, rounds, _GameOver(), draft, game_end)

# After a guest's move (Expansion I), by phase: what the phase does next, if anything.
AfterGuest = Callable[[State, int, Events], None]
# Indexed by phase as PHASES: the circles each phase's rules read for a guest's move (none in
# role selection and once the game is over), and what reacts to a move.
_GUEST_TARGETS: tuple[GuestTargets | None, ...] = (
    settler.guest_targets,
    mayor.guest_targets,
    builder.guest_targets,
    craftsman.guest_targets,
    trader.guest_targets,
    captain.guest_targets,
    prospector.guest_targets,
    None,
    None,
    draft.guest_targets,
    game_end.guest_targets,
)
_AFTER_GUEST: tuple[AfterGuest | None, ...] = (
    settler.after_guest,
    None,
    None,
    craftsman.after_guest,
    None,
    captain.after_guest,
    prospector.after_guest,
    None,
    None,
    None,
    game_end.after_guest,
)


def _legal(s: State) -> tuple[Action, ...]:
    """By code, except that declining (a pass) comes last."""
    legal = PHASES[s.phase].legal(s)
    if s.expansion and s.step != STEP_GUESTS and s.players[s.actor].guests():
        targets = _GUEST_TARGETS[s.phase]
        moves = guest_house.moves(s, s.actor, targets(s, s.actor)) if targets else ()
        if moves:
            passes = tuple(a for a in legal if a >> SHIFT == PASS)
            legal = tuple(sorted(a for a in legal + moves if a >> SHIFT != PASS)) + passes
    return legal


def is_terminal(state: State) -> bool:
    return state.phase == GAME_OVER


def _step(s: State, action: Action, events: Events) -> None:
    phase = s.phase
    if s.expansion and action >> SHIFT == GUEST:  # guests: Expansion I only
        target = action & ARG
        guest_house.move(s, s.actor, target, events)
        after = _AFTER_GUEST[phase]
        if after:
            after(s, target, events)
        return
    PHASES[phase].apply(s, action, events)
    if phase == ROLE_SELECTION and s.phase != ROLE_SELECTION:  # a role was chosen
        ROLES[s.phase].begin(s, events)


def _explain(state: State, action: Action) -> str:
    if action.kind == GUEST and state.step != STEP_GUESTS:
        return guest_house.explain(state, action)
    return PHASES[state.phase].explain(state, action)


_LOOP = Loop(
    action_type=Action, actions=ALL, legal=_legal, step=_step, over=is_terminal, explain=_explain
)
legal_actions = _LOOP.legal_actions  # (state) -> the actions open to the player to act
apply_action = _LOOP.apply_action  # (state, action) -> the next state; never changes state
advance = _LOOP.advance  # (state, legal action) -> None: applies it to that state itself
step_events = _LOOP.step_events  # (state) -> the step's events (docs/engine.md, Events)
why_illegal = _LOOP.why_illegal  # (state, action) -> a sentence saying why not

__all__ = [
    "Action",
    "apply_action",
    "is_terminal",
    "legal_actions",
    "step_events",
    "why_illegal",
    "PHASE_NAMES",
]
