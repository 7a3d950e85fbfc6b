"""The random bot: any legal action, uniformly. A baseline and a test opponent."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .base import A, Bot, View

if TYPE_CHECKING:
    from ..rng import Random


class RandomBot(Bot[A]):
    """Chooses uniformly among the legal actions with the given generator (of any game)."""

    id = "random"
    name = "Random"
    description = "Plays any legal move at random: easy to beat."

    def choose(self, view: View, legal: Sequence[A], rng: Random) -> A:
        return rng.choice(legal)
