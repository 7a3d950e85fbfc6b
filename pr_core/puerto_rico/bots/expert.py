"""The expert bot: the strong bot (strong.py) with four times its role budget, and its decisions
inside a phase judged like its role choices, by playouts on the compact simulator (playout/) and
the evaluation learned from self-play (learned/), where the strong bot judges the end of the
current phase by the hand-set evaluation.

Two search models, by the decision:

- **a role**: the role search (role_search.py), 800 walks;
- **anything inside a phase** (`PhaseModel`): the strong bot's tree over the engine's decisions
  (settling, building, loading...), each leaf's phase played out by the medium heuristic as the
  strong bot does, then a few roles on the Table (role_search.PLAYOUT_ROLES) and the learned
  model.

The reward of every walk is a player's chance to win (0..1), so the tree's averages are win
chances. Expansion I's games are judged by weights of their own (learned/weights_expansion.py);
its draft follows the table learned from self-play (draft.py), as the strong bot's does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ...bots.ismcts import Search
from ..actions import Action
from ..state import State
from . import strong
from .mayor_search import MayorSearch, is_placing
from .playout.table import from_state
from .role_search import chances, playout, win_logit

if TYPE_CHECKING:
    from ...rng import Random

ITERATIONS: Final = 800  # the default budget of a role choice ...
# ... and of a decision inside a phase, whose walks cost about three times as much (the engine's
# rules and the heuristic, then the simulator): so that a decision takes under a second in the
# browser (docs/bots.md, "In the browser")
PHASE_ITERATIONS: Final = 400
SECONDS: Final = 1.0  # ... and never more than this (the browser: session.py)


class PhaseModel(strong.Model):
    """The strong bot's model of a decision inside a phase, judged by playouts and the learned
    model once the phase is over (its leaf is a Table; `values` reads it)."""

    reward_scale = 1.0
    advantage = staticmethod(win_logit)

    def __init__(self, seat: int, playout_roles: int) -> None:
        super().__init__(seat)
        self.playout_roles = playout_roles

    def values(self, state: State) -> list[float]:
        return chances(playout(from_state(state), self.playout_roles))


class ExpertBot(strong.StrongBot):
    """Searches each decision with the learned evaluation (see the module docstring)."""

    id = "expert"
    name = "Expert"
    description = "Plans further ahead with a sharper judgement: for experienced players."
    iterations = ITERATIONS
    seconds = SECONDS
    role_iterations = ITERATIONS
    phase_iterations = PHASE_ITERATIONS

    def phase_search(
        self, state: State, seat: int, legal: Sequence[Action], rng: Random
    ) -> Search[State, Action]:
        model = PhaseModel(seat, self.playout_roles)
        if is_placing(state):
            return MayorSearch(model, state, legal, rng)
        return strong.PhaseSearch(model, state, legal, rng)


__all__ = ["ExpertBot", "PhaseModel"]
