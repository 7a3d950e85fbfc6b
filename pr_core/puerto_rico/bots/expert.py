"""The expert bot: the shared ISMCTS (pr_core/bots/ismcts.py), judged by the learned evaluation
after playouts on the compact simulator (playout/), where the strong bot judges the end of the
current phase by the hand-set evaluation.

Two search models, by the decision:

- **a role** (`RoleModel`): the tree walks role choices only, every player's, on the playout
  Table; each phase is played whole by the playout rules (playout/rules.py). After the node it
  adds, the walk plays `PLAYOUT_ROLES` more roles by those rules and asks the learned model
  (learned/) each player's chance to win; at the end of the game, who won. Each iteration turns
  up the face-down plantations in another order.
- **anything inside a phase** (`PhaseModel`): the strong bot's tree over the engine's decisions
  (settling, building, loading...), each leaf's phase played out by the medium heuristic as the
  strong bot does, then `PLAYOUT_ROLES` roles on the Table and the learned model, as above.

The reward of every walk is a player's chance to win (0..1), so the tree's averages are win
chances too. Expansion I's games are judged by weights of their own (learned/weights_expansion.py,
fitted on the expansion's self-play); its draft follows the heuristic's table, as the strong
bot's does.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from types import EllipsisType
from typing import TYPE_CHECKING, Any, Final

from ...bots.base import View
from ...bots.ismcts import Search, SearchBot
from ...bots.win_model import win_chances
from .. import actions
from ..actions import Action
from ..state import ROLE_SELECTION, State
from . import strong
from .learned.features import player_features
from .learned.weights import WEIGHTS
from .learned.weights_expansion import WEIGHTS as EXPANSION_WEIGHTS
from .playout import phases
from .playout.rules import Rules
from .playout.table import Table, from_state, winners
from .sampling import state_from_view

if TYPE_CHECKING:
    from ...rng import Random

ITERATIONS: Final = 800  # the default budget of a role choice ...
# ... and of a decision inside a phase, whose walks cost about three times as much (the engine's
# rules and the heuristic, then the simulator): so that a decision takes under a second in the
# browser (docs/bots.md, "In the browser")
PHASE_ITERATIONS: Final = 400
SECONDS: Final = 1.0  # ... and never more than this (the browser: session.py)
PLAYOUT_ROLES: Final = 6  # roles played by the rules after a walk, before judging

RULES: Final = Rules()
_ROLE_ACTIONS = tuple(actions.make(actions.ROLE, card) for card in range(8))


def chances(t: Table) -> list[float]:
    """Each player's chance to win from the Table: the result once the game is over, else the
    learned model's estimate."""
    if t.over:
        won = winners(t)
        return [1.0 / len(won) if seat in won else 0.0 for seat in range(t.n)]
    return win_chances(EXPANSION_WEIGHTS if t.expansion else WEIGHTS, player_features(t))


def playout(t: Table, roles: int) -> Table:
    """Plays up to `roles` roles on `t` (in place) by the playout rules, all of them to the end
    of the game if `roles` is 0; returns it."""
    cards = t.card_taken
    left = roles if roles > 0 else 1_000
    while left > 0 and not t.over:
        left -= 1
        legal = [card for card, seat in enumerate(cards) if seat < 0]
        phases.take_role(t, RULES.role(t, phases.picker(t), legal), RULES)
    return t


def win_logit(vals: Sequence[float], seat: int) -> float:
    """The log-odds of the seat's chance to win (`vals`: every seat's): the search squashes it
    back with a scale of 1."""
    p = min(max(vals[seat], 1e-6), 1.0 - 1e-6)
    return math.log(p / (1.0 - p))


class TableRules:
    """The simulator as the search's rules (ismcts.Rules): the actions are the engine's role
    actions, each played with its whole phase; `apply_action` plays on the Table it is given."""

    @staticmethod
    def legal_actions(t: Table) -> tuple[Action, ...]:
        return tuple(_ROLE_ACTIONS[card] for card in phases.legal_cards(t))

    @staticmethod
    def apply_action(t: Table, action: Action) -> Table:
        phases.take_role(t, action.arg, RULES)
        return t

    @staticmethod
    def is_terminal(t: Table) -> bool:
        return t.over


class RoleModel:
    """The search model of a role choice (module docstring); its states are Tables."""

    reward_scale = 1.0  # advantages are log-odds: the reward is the chance itself
    game = TableRules()
    advantage = staticmethod(win_logit)
    values = staticmethod(chances)

    def __init__(self, playout_roles: int) -> None:
        self.playout_roles = playout_roles

    @staticmethod
    def sample(view: View, rng: Random) -> Table:
        return from_state(state_from_view(view, rng))

    @staticmethod
    def resample(t: Table, rng: Random) -> Table:
        copy = t.copy()
        copy.rng = rng.bits64()
        return copy

    @staticmethod
    def immediate(t: Table, legal: Sequence[Action], rng: Random) -> Action | None:
        return None

    @staticmethod
    def shortcut(t: Table) -> Table | None:
        return None

    def leaf(self, t: Table) -> Table:
        return playout(t, self.playout_roles)

    @staticmethod
    def fallback(t: Table, legal: Sequence[Action], rng: Random) -> Action:
        cards = [a.arg for a in legal]
        return _ROLE_ACTIONS[RULES.role(t, phases.picker(t), cards)]


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


class ExpertBot(SearchBot[Any, Action]):  # its searches walk States or Tables, by the decision
    """Searches each decision with the learned evaluation (see the module docstring)."""

    id = "expert"
    name = "Expert"
    description = "Plans further ahead with a sharper judgement: for experienced players."
    iterations = ITERATIONS
    seconds = SECONDS

    def __init__(
        self,
        iterations: int | None = None,
        seconds: float | None | EllipsisType = ...,
        playout_roles: int = PLAYOUT_ROLES,
        phase_iterations: int = PHASE_ITERATIONS,
    ) -> None:
        super().__init__(iterations, seconds)
        self.playout_roles = playout_roles  # 0: play every walk to the end of the game
        # a decision inside a phase: its budget, never above `iterations`
        self.phase_iterations = min(phase_iterations, self.iterations)

    def start(self, view: View, legal: Sequence[Action], rng: Random) -> Search[Any, Action]:
        state = state_from_view(view, rng)
        seat = view["viewer"]
        if state.phase == ROLE_SELECTION:
            return Search(RoleModel(self.playout_roles), from_state(state), legal, rng)
        search = Search(PhaseModel(seat, self.playout_roles), state, legal, rng)
        search.budget = self.phase_iterations
        return search


__all__ = ["ExpertBot"]
