"""The strong bot's search model: information-set Monte Carlo tree search
(pr_core/bots/ismcts.py) over every decision of Puerto Rico: the roles and the choices inside
each phase (settling, building, selling, loading, storing…). The level itself is the shared one
(pr_core/bots/factories.py, `strong`), registered in __init__.py with the budget below.

What this game gives the search (its model, below): a sample hides the face-down plantations'
order (sampling.py); a walk that stops mid-phase plays the phase out with the heuristic
(heuristic.play_phase) and compares every player's worth (evaluation.py). The mayor's placing
follows the heuristic's arrangement (searching colonist by colonist would spend the budget on
equivalent orders), and so does the draft (nothing to judge before play: the heuristic's table).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ... import puerto_rico
from .. import data, mayor
from ..actions import Action
from ..state import DRAFT, GAME_OVER, ROLE_SELECTION, State
from . import heuristic
from .evaluation import advantage, values
from .sampling import resample, state_from_view

if TYPE_CHECKING:
    from ...game import Game
    from ...rng import Random

ITERATIONS = 400  # the default budget: about 0.25 s a decision in CPython here
SECONDS = 1.0  # ... and never more than this (a slow machine searches less)


class Model:
    """Puerto Rico's search model (pr_core/bots/ismcts.py, SearchModel) for a search of `seat`'s
    decision (the same for every seat: every player's decisions are searched alike)."""

    reward_scale = 6.0  # VP of advantage that make a reward of about 0.73
    sample = staticmethod(state_from_view)
    resample = staticmethod(resample)
    values = staticmethod(values)
    advantage = staticmethod(advantage)
    fallback = staticmethod(heuristic.choose)

    def __init__(self, seat: int) -> None:
        self.seat = seat

    @property
    def game(self) -> Game[State, Action]:
        return puerto_rico.GAME

    @staticmethod
    def immediate(state: State, legal: Sequence[Action], rng: Random) -> Action | None:
        if state.phase == data.MAYOR and state.step == mayor.STEP_PLACING:
            return heuristic.mayor_action(state)
        if state.phase == DRAFT:
            return heuristic.choose(state, legal, rng)
        return None

    @staticmethod
    def shortcut(state: State) -> State | None:
        if state.phase == data.MAYOR and state.step == mayor.STEP_PLACING:
            return heuristic.place_all(state)
        return None

    @staticmethod
    def leaf(state: State) -> State:
        if state.phase != ROLE_SELECTION and state.phase != GAME_OVER:
            return heuristic.play_phase(state)
        return state
