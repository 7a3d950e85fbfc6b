"""Puerto Rico's game loop: legal actions, applying an action, the end of the game (the loop
itself, with its forced choices and refusals in words, is shared: pr_core/engine_loop.py).

Each phase is a module with `legal(state)`, `apply(state, action, events)`,
`explain(state, action)` and, for a role, `begin(state, events)`; the roles' modules and the
draft also say which circles their rules read for a guest's move (`guest_targets`), and may react
to one (`after_guest`). The buildings' rules are in buildings/, called by the phases.
"""

from ..engine_loop import Loop
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
from .actions import ALL, GUEST, PASS, Action
from .buildings import guest_house
from .common import STEP_GUESTS
from .state import GAME_OVER, PHASE_NAMES, ROLE_SELECTION

# Indexed by phase: the roles in data order, role selection, game over (none), draft, game end.
PHASES = (
    settler,
    mayor,
    builder,
    craftsman,
    trader,
    captain,
    prospector,
    rounds,
    None,
    draft,
    game_end,
)
_GUEST_TARGETS = tuple(getattr(m, "guest_targets", None) for m in PHASES)
_AFTER_GUEST = tuple(getattr(m, "after_guest", None) for m in PHASES)


def _legal(s):
    """By code, except that declining (a pass) comes last."""
    legal = PHASES[s.phase].legal(s)
    if s.expansion and s.step != STEP_GUESTS and s.players[s.actor].guests():
        targets = _GUEST_TARGETS[s.phase]
        moves = guest_house.moves(s, s.actor, targets(s, s.actor)) if targets else ()
        if moves:
            passes = tuple(a for a in legal if a >> 10 == PASS)
            legal = tuple(sorted(a for a in legal + moves if a >> 10 != PASS)) + passes
    return legal


def is_terminal(state):
    return state.phase == GAME_OVER


def _step(s, action, events):
    phase = s.phase
    if action >> 10 == GUEST:
        target = action & 1023
        guest_house.move(s, s.actor, target, events)
        after = _AFTER_GUEST[phase]
        if after:
            after(s, target, events)
        return
    PHASES[phase].apply(s, action, events)
    if phase == ROLE_SELECTION and s.phase != ROLE_SELECTION:  # a role was chosen
        PHASES[s.phase].begin(s, events)


def _explain(state, action):
    if action >> 10 == GUEST and state.step != STEP_GUESTS:
        return guest_house.explain(state, action)
    return PHASES[state.phase].explain(state, action)


_LOOP = Loop(
    action_type=Action, actions=ALL, legal=_legal, step=_step, over=is_terminal, explain=_explain
)
legal_actions = _LOOP.legal_actions  # (state) -> the actions open to the player to act
apply_action = _LOOP.apply_action  # (state, action) -> the next state; never changes state
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
