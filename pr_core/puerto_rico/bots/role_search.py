"""The role choice searched on the compact simulator (playout/) and judged by the evaluation
learned from self-play (learned/): the search model of the strong and the expert bots' role
choices (strong.py, expert.py).

The tree walks role choices only, every player's, on a playout Table; each phase is played whole
by the playout rules (playout/rules.py). After the node a walk adds, it plays a few more roles by
those rules and asks the learned model each player's chance to win; at the end of the game, who
won. Each walk turns up the face-down plantations in another order (a fresh `table.rng`), so the
search never reads their real order. The reward of a walk is a player's chance to win (0..1), so
the tree's averages are win chances too. Expansion I's Tables are judged by weights of their own
(learned/weights_expansion.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ...bots.base import View
from ...bots.win_model import win_chances
from .. import actions
from ..actions import Action
from .learned.features import player_features
from .learned.weights import WEIGHTS
from .learned.weights_expansion import WEIGHTS as EXPANSION_WEIGHTS
from .playout import phases
from .playout.rules import Rules
from .playout.table import Table, from_state, winners
from .sampling import state_from_view

if TYPE_CHECKING:
    from ...rng import Random

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

    def __init__(self, playout_roles: int = PLAYOUT_ROLES) -> None:
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


__all__ = ["PLAYOUT_ROLES", "RoleModel", "chances", "playout", "win_logit"]
