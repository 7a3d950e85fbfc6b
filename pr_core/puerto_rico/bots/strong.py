"""The strong bot: information-set Monte Carlo tree search (pr_core/bots/ismcts.py) over every
decision of Puerto Rico, with two search models, by the decision:

- **a role**: the role search on the compact simulator, judged by the evaluation learned from
  self-play (role_search.py), the expert's at a quarter of its budget;
- **anything inside a phase** (settling, building, selling, loading, storing…): the tree over
  the engine's decisions, `Model` below: a sample hides the face-down plantations' order
  (sampling.py); a walk that stops mid-phase plays the phase out with the heuristic
  (heuristic.play_phase) and compares every player's worth (evaluation.py). The mayor's placing
  follows the heuristic's arrangement (the expert searches it: mayor_search.py), the draft
  the table learned from self-play (draft.py: nothing to search before play), and the church's
  or union hall's last chips the heuristic's rule (whether he would lead as the game ends: the
  walks' margins would count losing by less as better).

The expert (expert.py) is this bot with a larger role budget and its phase decisions judged by
playouts and the learned evaluation too.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import EllipsisType
from typing import TYPE_CHECKING, Any, Final

from ...bots.base import View
from ...bots.ismcts import Node, Rules, Search, SearchBot, SearchModel
from .. import data, engine, mayor
from ..actions import Action
from ..last_chips import DECLINE as DECLINE_LAST_CHIPS
from ..state import DRAFT, GAME_OVER, ROLE_SELECTION, State
from . import heuristic
from .evaluation import advantage, values
from .playout.table import from_state
from .role_search import PLAYOUT_ROLES, RoleModel
from .sampling import resample, state_from_view, with_generator

if TYPE_CHECKING:
    from ...rng import Random

ITERATIONS: Final = 400  # the budget of a decision inside a phase: about 0.25 s in CPython here
ROLE_ITERATIONS: Final = 200  # ... and of a role choice (its walks are cheaper)
SECONDS: Final = 1.0  # ... and never more than this (a slow machine searches less)


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
    def game(self) -> Rules[State, Action]:
        return engine  # the game's rules (its Game's legal_actions, apply_action, is_terminal)

    @staticmethod
    def immediate(state: State, legal: Sequence[Action], rng: Random) -> Action | None:
        if state.phase == data.MAYOR and state.step == mayor.STEP_PLACING:
            return heuristic.mayor_action(state)
        if state.phase == DRAFT or legal[-1] == DECLINE_LAST_CHIPS:
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


class PhaseSearch(Search[State, Action]):
    """The search of a decision inside a phase, which reuses the positions its walks reach.

    Samples differ only in the random generator's state (sampling.py), which decides nothing
    until a face-down plantation is drawn: a walk that draws none reaches a node in the same
    position in every sample. So each node keeps the position of the first walk that reached it
    without a draw, and later walks take it with their own generator state instead of replaying
    the engine and the mayor's arrangements down the path (the same answers, sooner)."""

    def __init__(
        self,
        model: SearchModel[State, Action],
        root_state: State,
        legal: Sequence[Action],
        rng: Random,
    ) -> None:
        super().__init__(model, root_state, legal, rng)
        self.reached: dict[Node[Action], State] = {}  # nodes reached without a draw

    def arrive(self, node: Node[Action], child: Node[Action], s: State, action: Action) -> State:
        known = self.reached.get(child)
        if known is not None:  # (so `node` was reached without a draw too: `s` has the sample's)
            return with_generator(known, s.rng)
        reached = super().arrive(node, child, s, action)
        if (node is self.root or node in self.reached) and reached.rng == s.rng:
            self.reached[child] = reached
        return reached


class StrongBot(SearchBot[Any, Action]):  # its searches walk States or Tables, by the decision
    """Searches each decision (the module docstring). Options: `iterations`, the largest budget
    of any decision (it caps the two below), `role_iterations` and `phase_iterations`, the
    budgets of a role choice and of a decision inside a phase, `seconds`, the time limit, and
    `playout_roles`, the roles a role search's walk plays on before judging (0: to the end)."""

    id = "strong"
    name = "Strong"
    description = "Looks ahead through many possible futures: a real challenge."
    iterations = ITERATIONS
    seconds = SECONDS
    role_iterations = ROLE_ITERATIONS
    phase_iterations = ITERATIONS

    def __init__(
        self,
        iterations: int | None = None,
        seconds: float | None | EllipsisType = ...,
        *,
        role_iterations: int | None = None,
        phase_iterations: int | None = None,
        playout_roles: int = PLAYOUT_ROLES,
    ) -> None:
        super().__init__(iterations, seconds)
        if role_iterations is not None:
            self.role_iterations = role_iterations
        if phase_iterations is not None:
            self.phase_iterations = phase_iterations
        self.playout_roles = playout_roles

    def phase_search(
        self, state: State, seat: int, legal: Sequence[Action], rng: Random
    ) -> Search[State, Action]:
        """The search of `seat`'s decision inside a phase (`state`: the bot's picture)."""
        model: SearchModel[State, Action] = Model(seat)
        return PhaseSearch(model, state, legal, rng)

    def start(self, view: View, legal: Sequence[Action], rng: Random) -> Search[Any, Action]:
        state = state_from_view(view, rng)
        search: Search[Any, Action]
        if state.phase == ROLE_SELECTION:
            search = Search(RoleModel(self.playout_roles), from_state(state), legal, rng)
            search.budget = min(self.role_iterations, self.iterations)
        else:
            search = self.phase_search(state, view["viewer"], legal, rng)
            search.budget = min(self.phase_iterations, self.iterations)
        return search
