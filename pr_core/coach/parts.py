"""What a game gives the coach (its `Game.coach`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from ..bots.base import View
    from ..rng import Random

# What a search's mean reward at the root measures: the chooser's chance to win ("chance"), or
# a squashed lead over the rivals ("lead", in VP once unsquashed with `lead_scale`).
Measure = Literal["chance", "lead"]


@dataclass(frozen=True)
class Coach:
    level: str  # the bot level whose search advises (the strongest: "expert")
    sample: Callable[[View, Random], Any]  # (view, rng) -> a State consistent with the view,
    #   what it hides guessed (the bots' own sampling)
    measure: Measure
    lead_scale: float = 1.0  # for "lead": the VP of a reward's log-odds (the search's scale)
    # For "lead": (state, seat) -> the seat's lead over his best rival in VP, as the game's
    # evaluation sees the position (the review's curve: a search's squashed advantage weighs
    # the rivals in its own way, so its level is no lead, only its differences are)
    standing: Callable[[Any, int], float] | None = None
