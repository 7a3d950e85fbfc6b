"""The levels every game offers, built from the game's own parts, so that no game repeats them.

A game supplies how a bot pictures the position from its view (`sample`: a State with the hidden
parts guessed), its heuristic (`choose`) and its search model (ismcts.py, `SearchModel`), and
registers the levels these factories build in its bots package (``LEVELS``: id -> class):

- ``beginner(sample, choose)``: the heuristic with slips (a softmax over the choices' worth,
  ``temperature`` VP) and no look-ahead for roles: ``choose(..., temperature, look_ahead=False)``;
- ``medium(sample, choose)``: the heuristic played straight: ``choose(state, legal, rng)``;
- ``strong(model, iterations=, seconds=)``: ISMCTS over the game's search model, with a budget.

Each call makes a new class (a game's levels are its own) with the level's id, name and
description; options are keyword arguments of its constructor, as for every Bot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from ..action_base import BaseAction
from .base import A, Bot, View
from .ismcts import S, SearchBot, SearchModel

if TYPE_CHECKING:
    from ..rng import Random

TEMPERATURE = 1.0  # VP: the beginner's choices within about a point of the best are all likely

State = TypeVar("State")  # a game's State
State_co = TypeVar("State_co", covariant=True)
State_contra = TypeVar("State_contra", contravariant=True)
Action = TypeVar("Action", bound=BaseAction)


class Sample(Protocol[State_co]):
    """A game's picture of the position: a State consistent with `view` (the bot's player's
    view), its hidden parts guessed with `rng`."""

    def __call__(self, view: View, rng: Random, /) -> State_co: ...


class Heuristic(Protocol[State_contra, Action]):
    """A game's heuristic: its action for the player to act in `state` (a sampled State).
    `temperature` > 0 makes the choice a softmax over the choices' worth in VP; without
    `look_ahead` a role is judged without playing its phase out."""

    def __call__(
        self,
        state: State_contra,
        legal: Sequence[Action],
        rng: Random,
        /,
        temperature: float = ...,
        look_ahead: bool = ...,
    ) -> Action: ...


def beginner(sample: Sample[State], choose: Heuristic[State, A]) -> type[Bot[A]]:
    """The beginner level: the heuristic with slips, no look-ahead for roles."""

    class BeginnerBot(Bot[A]):
        """Plausible moves with frequent slips; no look-ahead for roles."""

        id = "beginner"
        name = "Beginner"
        description = "Plays sensible-looking moves but often misses the best one: gentle."

        def __init__(self, temperature: float = TEMPERATURE) -> None:
            self.temperature = temperature

        def choose(self, view: View, legal: Sequence[A], rng: Random) -> A:
            state = sample(view, rng)
            return choose(state, legal, rng, temperature=self.temperature, look_ahead=False)

    return _named(BeginnerBot)


def medium(sample: Sample[State], choose: Heuristic[State, A]) -> type[Bot[A]]:
    """The medium level: the heuristic, played straight."""

    class MediumBot(Bot[A]):
        """Judges each choice by the position it leads to; a role by playing its phase out."""

        id = "medium"
        name = "Medium"
        description = "Weighs every choice sensibly: a fair game for a regular player."

        def choose(self, view: View, legal: Sequence[A], rng: Random) -> A:
            return choose(sample(view, rng), legal, rng)

    return _named(MediumBot)


def strong(
    model: Callable[[int], SearchModel[S, A]], *, iterations: int, seconds: float | None
) -> type[SearchBot[S, A]]:
    """The strong level: ISMCTS over `model(seat)`, the game's search model for a search of
    `seat`'s decision, with a default budget of `iterations` a decision and never more than
    `seconds` (None: no time limit)."""

    class StrongBot(SearchBot[S, A]):
        """ISMCTS with a budget in iterations and/or seconds."""

        id = "strong"
        name = "Strong"
        description = "Looks ahead through many possible futures: a real challenge."

        def search_model(self, seat: int) -> SearchModel[S, A]:
            return model(seat)

    StrongBot.iterations = iterations
    StrongBot.seconds = seconds
    return _named(StrongBot)


C = TypeVar("C", bound=type)


def _named(cls: C) -> C:
    """The class, named as if it were written at the top of its module (for its repr)."""
    cls.__qualname__ = cls.__name__
    return cls
