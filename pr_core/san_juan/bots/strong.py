"""The strong bot: information-set Monte Carlo tree search (pr_core/bots/ismcts.py) over San
Juan's real choices: the roles, what to build (and over what, with the crane) or nothing, and
what goes under the chapel.

What this game gives the search (its model, below): a sample deals the cards the bot cannot see
afresh every iteration (sampling.py: the other hands, the goods, the other chapels, the pile and
the discards); the choices that are sets of cards or goods (payments, keeps, discards, the
black market, producing and selling) follow the heuristic's rules inside the tree, so that the
budget goes to the choices that shape the game; a walk that stops mid-phase plays the phase out
with the heuristic (heuristic.play_phase) and compares every player's worth (evaluation.py).
"""

from ... import san_juan
from ...bots.ismcts import SearchBot
from .. import builder, councillor, data
from ..engine import apply_action
from ..state import GAME_OVER, ROLE_SELECTION, ROUND_START
from . import heuristic
from .evaluation import advantage, values
from .sampling import resample, state_from_view

ITERATIONS = 400      # the default budget
SECONDS = 1.0         # ... and never more than this (a slow machine searches less)
REWARD_SCALE = 4.0    # VP of advantage that make a reward of about 0.73
LEAF = "phase"        # a walk's last position is played out to the end of its phase
SEARCH_KEEPS = False  # the councillor's and the gold mine's keeps are searched too


def searched(state, legal):
    """Is this a decision the search explores (else the heuristic's rule takes it)?"""
    phase = state.phase
    if phase == ROLE_SELECTION:
        return True
    if phase == data.BUILDER:   # (once no card can come, the heuristic's rule builds)
        return state.step == builder.STEP_CHOOSE and heuristic.cards_to_come(state)
    if SEARCH_KEEPS and (phase == data.PROSPECTOR or
                         phase == data.COUNCILLOR and state.step == councillor.STEP_KEEP):
        return True
    return phase == ROUND_START and legal[-1] == heuristic.PASS_TUCK_ACTION


class Model:
    """San Juan's search model (the attributes pr_core/bots/ismcts.py asks for)."""

    @property
    def reward_scale(self):
        return REWARD_SCALE
    sample = staticmethod(state_from_view)
    resample = staticmethod(resample)
    values = staticmethod(values)
    advantage = staticmethod(advantage)
    fallback = staticmethod(heuristic.choose)

    @property
    def game(self):
        return san_juan.GAME

    @staticmethod
    def immediate(state, legal, rng):
        if searched(state, legal):
            return None
        return heuristic.choose(state, legal, rng)

    @staticmethod
    def shortcut(state):
        legal = san_juan.legal_actions(state)
        if searched(state, legal):
            return None
        return apply_action(state, heuristic.quick_action(state, legal))

    @staticmethod
    def leaf(state):
        if LEAF == "round":
            return heuristic.play_round(state)
        if state.phase != ROLE_SELECTION and state.phase != GAME_OVER:
            return heuristic.play_phase(state)
        return state


class StrongBot(SearchBot):
    """ISMCTS over roles, builds and the chapel, with a budget in iterations and/or seconds."""

    id = "strong"
    name = "Strong"
    description = "Looks ahead through many possible futures: a real challenge."
    model = Model()
    iterations = ITERATIONS
    seconds = SECONDS
