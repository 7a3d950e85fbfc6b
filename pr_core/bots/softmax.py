"""The heuristics' choice among scored actions: the best at temperature 0, else a softmax draw
(the beginner's slips), for every game."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from . import floats

if TYPE_CHECKING:
    from ..rng import Random

T = TypeVar("T")


def pick(
    options: Sequence[T], scores: Sequence[float], rng: Random | None, temperature: float
) -> T:
    """The first of the best-scored options at temperature 0 or without a generator; otherwise
    one drawn with weight exp((score - best) / temperature), scores in VP."""
    if temperature <= 0.0 or rng is None:
        best = max(scores)
        return options[scores.index(best)]
    top = max(scores)
    weights = [math.exp((x - top) / temperature) for x in scores]
    r = rng.random() * floats.total(weights)
    for option, w in zip(options, weights):
        r -= w
        if r <= 0:
            return option
    return options[-1]
