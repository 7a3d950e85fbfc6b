"""The strong bot's search model: information-set Monte Carlo tree search
(pr_core/bots/ismcts.py) over San Juan's real choices: the roles, what to build (and over what,
with the crane) or nothing, and what goes under the chapel. The level itself is the shared one
(pr_core/bots/factories.py, `strong`), registered in __init__.py with the budget below.

What this game gives the search (its model, below): a sample deals the cards the bot cannot see
afresh every iteration (sampling.py: the other hands, the goods, the other chapels, the pile and
the discards); the tree branches on the bot's own choices only, and the other players choose as
the medium bot would in their place (heuristic.choose on the sample): searching their choices
too spread the budget over branches that sensible players do not take, and the search then
barely beat the heuristic it was built on (30.8 % against three medium bots, 480 games). The
choices that are sets of cards or goods (payments, keeps, discards, the black market, producing
and selling) follow the heuristic's quick rules inside the tree, so that the budget goes to the
choices that shape the game; a walk that stops mid-phase plays the phase out with the
heuristic (heuristic.play_phase) and compares every player's worth (evaluation.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...bots.ismcts import Rules
from .. import builder, data, engine
from ..actions import Action
from ..engine import apply_action
from ..state import GAME_OVER, ROLE_SELECTION, ROUND_START, State
from . import heuristic
from .evaluation import advantage, values
from .sampling import resample, state_from_view

if TYPE_CHECKING:
    from ...rng import Random

ITERATIONS = 150  # the default budget (each walk plays the others' choices by the heuristic)
SECONDS = 1.0  # ... and never more than this (a slow machine searches less)
REWARD_SCALE = 4.0  # VP of advantage that make a reward of about 0.73


def searched(state: State, legal: Sequence[Action]) -> bool:
    """Is this a choice that shapes the game (a role, a build, the chapel), which the search
    explores for the bot and the others make by the medium heuristic? Else the quick rules
    take it."""
    phase = state.phase
    if phase == ROLE_SELECTION:
        return True
    if phase == data.BUILDER:  # (once no card can come, the heuristic's rule builds)
        return state.step == builder.STEP_CHOOSE and heuristic.cards_to_come(state)
    return phase == ROUND_START and legal[-1] == heuristic.PASS_TUCK_ACTION


class Model:
    """San Juan's search model (pr_core/bots/ismcts.py, SearchModel) for a search of `seat`'s
    decision: the tree branches on that seat's choices only."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    reward_scale = REWARD_SCALE
    sample = staticmethod(state_from_view)
    resample = staticmethod(resample)
    values = staticmethod(values)
    advantage = staticmethod(advantage)
    fallback = staticmethod(heuristic.choose)

    @property
    def game(self) -> Rules[State, Action]:
        return engine  # the game's rules (its Game's legal_actions, apply_action, is_terminal)

    @staticmethod
    def immediate(state: State, legal: Sequence[Action], rng: Random) -> Action | None:
        if searched(state, legal):
            return None
        return heuristic.choose(state, legal, rng)

    def shortcut(self, state: State) -> State | None:
        legal = engine.legal_actions(state)
        if not searched(state, legal):
            return apply_action(state, heuristic.quick_action(state, legal))
        if state.actor != self.seat:
            return apply_action(state, heuristic.choose(state, legal, None))
        return None

    @staticmethod
    def leaf(state: State) -> State:
        if state.phase != ROLE_SELECTION and state.phase != GAME_OVER:
            return heuristic.play_phase(state)
        return state
