"""The interface every bot level implements (see the package docstring)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeAlias, TypeVar

from ..action_base import BaseAction

if TYPE_CHECKING:
    from ..rng import Random

# What a bot is shown: the game's `player_view(state, seat)` for its own seat, a JSON-ready
# document (the game's position format, its hidden parts left out), which a bot only reads.
View: TypeAlias = Mapping[str, Any]

A = TypeVar("A", bound=BaseAction)  # a game's Action


class Bot(Generic[A]):
    """A computer player of a game whose actions are `A`s. Subclasses set the three class
    attributes and implement `choose`; options (a time or iteration budget) are keyword
    arguments of the constructor, with defaults.
    """

    id: ClassVar[str] = "bot"  # stable identifier: the bridge, the page and tournaments use it
    name: ClassVar[str] = "Bot"  # what a player reads on the new-game screen
    description: ClassVar[str] = ""  # one short sentence for the new-game screen

    def choose(self, view: View, legal: Sequence[A], rng: Random) -> A:
        """One of `legal` (a non-empty tuple of the game's actions), decided from the player's
        `view` (the game's player_view for the bot's seat) and the seeded generator `rng`
        (pr_core.rng.Random, the bot's only randomness)."""
        raise NotImplementedError
