"""The strong bot: information-set Monte Carlo tree search (pr_core/bots/ismcts.py) over every
decision of Puerto Rico: the roles and the choices inside each phase (settling, building,
selling, loading, storing…).

What this game gives the search (its model, below): a sample hides the face-down plantations'
order (sampling.py); a walk that stops mid-phase plays the phase out with the heuristic
(heuristic.play_phase) and compares every player's worth (evaluation.py). The mayor's placing
follows the heuristic's arrangement (searching colonist by colonist would spend the budget on
equivalent orders), and so does the draft (nothing to judge before play: the heuristic's table).
"""

from ... import puerto_rico
from ...bots.ismcts import SearchBot
from .. import data, mayor
from ..state import DRAFT, GAME_OVER, ROLE_SELECTION
from . import heuristic
from .evaluation import advantage, values
from .sampling import resample, state_from_view

ITERATIONS = 400  # the default budget: about 0.25 s a decision in CPython here
SECONDS = 1.0  # ... and never more than this (a slow machine searches less)


class Model:
    """Puerto Rico's search model (the attributes pr_core/bots/ismcts.py asks for)."""

    reward_scale = 6.0  # VP of advantage that make a reward of about 0.73
    sample = staticmethod(state_from_view)
    resample = staticmethod(resample)
    values = staticmethod(values)
    advantage = staticmethod(advantage)
    fallback = staticmethod(heuristic.choose)

    @property
    def game(self):
        return puerto_rico.GAME

    @staticmethod
    def immediate(state, legal, rng):
        if state.phase == data.MAYOR and state.step == mayor.STEP_PLACING:
            return heuristic.mayor_action(state)
        if state.phase == DRAFT:
            return heuristic.choose(state, legal, rng)
        return None

    @staticmethod
    def shortcut(state):
        if state.phase == data.MAYOR and state.step == mayor.STEP_PLACING:
            return heuristic.place_all(state)
        return None

    @staticmethod
    def leaf(state):
        if state.phase != ROLE_SELECTION and state.phase != GAME_OVER:
            return heuristic.play_phase(state)
        return state


class StrongBot(SearchBot):
    """ISMCTS over roles and the decisions inside phases, with a budget in iterations and/or
    seconds."""

    id = "strong"
    name = "Strong"
    description = "Looks ahead through many possible futures: a real challenge."
    model = Model()
    iterations = ITERATIONS
    seconds = SECONDS
