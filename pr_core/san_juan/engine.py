"""San Juan's game loop: legal actions, applying an action, the end of the game (the loop
itself, with its forced choices and refusals in words, is shared: pr_core/engine_loop.py).

Each phase is a module with `legal(state)`, `apply(state, action, events)`,
`explain(state, action)` and, for a role, `begin(state, events)`. The buildings' rules are in
buildings/, called by the phases. Events: docs/san-juan/engine.md; `step_events` gives them with
hidden cards included, position.events_for as one player may see them.
"""

from ..engine_loop import Loop
from . import builder, councillor, producer, prospector, round_start, rounds, start_hands, trader
from .actions import ALL, Action
from .state import GAME_OVER, ROLE_SELECTION

# Indexed by phase: the roles in data order, role selection, round start, start hands, game over.
PHASES = (builder, producer, trader, councillor, prospector, rounds, round_start, start_hands, None)
_ROLES = frozenset(range(5))


def is_terminal(state):
    return state.phase == GAME_OVER


def _legal(s):
    """By code (a pass has the lowest code: first)."""
    return PHASES[s.phase].legal(s)


def _step(s, action, events):
    phase = s.phase
    PHASES[phase].apply(s, action, events)
    if phase == ROLE_SELECTION and s.phase in _ROLES:  # a role was chosen
        PHASES[s.phase].begin(s, events)


def _explain(state, action):
    return PHASES[state.phase].explain(state, action)


_LOOP = Loop(
    action_type=Action, actions=ALL, legal=_legal, step=_step, over=is_terminal, explain=_explain
)
legal_actions = _LOOP.legal_actions  # (state) -> the actions open to the player to act
apply_action = _LOOP.apply_action  # (state, action) -> the next state; never changes state
step_events = _LOOP.step_events  # (state) -> the step's events, hidden cards included
why_illegal = _LOOP.why_illegal  # (state, action) -> a sentence saying why not

__all__ = ["Action", "apply_action", "is_terminal", "legal_actions", "step_events", "why_illegal"]
