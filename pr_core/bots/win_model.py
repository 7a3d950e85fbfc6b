"""A game's learned evaluation at play time: who wins from here, by a model learned from
self-play games.

The model is a conditional logit over the players of one position: each player's features
(a game's `features(...)`, a list of numbers per player) make a score `w · x`, and the chance
that he wins is the softmax of the players' scores. It compares the players of one position, so
it needs no notion of an absolute "good position", and it is fitted on what the search needs:
each player's chance to win, a reward in [0, 1].

The weights are committed as a plain tuple and applied here in pure Python. Fitting them
(Newton's method, numpy) is development work and ships in no wheel: tools/learned/fit.py.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from . import floats

# One position: every player's features (all of one length).
Features = Sequence[Sequence[float]]


def score(weights: Sequence[float], features: Sequence[float]) -> float:
    """A player's score under the model (his logit): the dot product."""
    # added left to right: the same bits in every Python (floats.py says why)
    result = 0.0
    for w, x in zip(weights, features):
        result += w * x
    return result


def win_chances(weights: Sequence[float], players: Features) -> list[float]:
    """Each player's chance to win under the model (softmax of the scores)."""
    scores = [score(weights, x) for x in players]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = floats.total(exps)
    return [e / total for e in exps]
