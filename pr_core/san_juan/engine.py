"""San Juan's game loop: legal actions, applying an action, the end of the game (the loop
itself, with its forced choices and refusals in words, is shared: pr_core/engine_loop.py).

Each phase is a module with `legal(state)`, `apply(state, action, events)`,
`explain(state, action)` (engine_loop.Phase) and, for a role, `begin(state, events)`
(engine_loop.Role). The buildings' rules are in buildings/, called by the phases. Events:
docs/san-juan/engine.md; `step_events` gives them with hidden cards included, position.events_for
as one player may see them.
"""

from typing import Final

from ..engine_loop import Loop, Phase, Role
from . import builder, councillor, producer, prospector, round_start, rounds, start_hands, trader
from .actions import ALL, Action
from .state import GAME_OVER, ROLE_SELECTION, Events, State

# The roles' phases, in data order (data.BUILDER .. data.PROSPECTOR).
ROLES: Final[tuple[Role[State, Action], ...]] = (
    builder,
    producer,
    trader,
    councillor,
    prospector,
)
# Indexed by phase: the roles, role selection, round start, start hands. The game over has none
# (the loop asks no phase once the game is over).
PHASES: Final[tuple[Phase[State, Action], ...]] = ROLES + (rounds, round_start, start_hands)
_ROLES = frozenset(range(len(ROLES)))


def is_terminal(state: State) -> bool:
    return state.phase == GAME_OVER


def _legal(s: State) -> tuple[Action, ...]:
    """By code (a pass has the lowest code: first)."""
    return PHASES[s.phase].legal(s)


def _step(s: State, action: Action, events: Events) -> None:
    phase = s.phase
    PHASES[phase].apply(s, action, events)
    if phase == ROLE_SELECTION and s.phase in _ROLES:  # a role was chosen
        ROLES[s.phase].begin(s, events)


def _explain(state: State, action: Action) -> str:
    return PHASES[state.phase].explain(state, action)


_LOOP: Final = Loop(
    action_type=Action, actions=ALL, legal=_legal, step=_step, over=is_terminal, explain=_explain
)
legal_actions = _LOOP.legal_actions  # (state) -> the actions open to the player to act
apply_action = _LOOP.apply_action  # (state, action) -> the next state; never changes state
step_events = _LOOP.step_events  # (state) -> the step's events, hidden cards included
why_illegal = _LOOP.why_illegal  # (state, action) -> a sentence saying why not

__all__ = ["Action", "apply_action", "is_terminal", "legal_actions", "step_events", "why_illegal"]
