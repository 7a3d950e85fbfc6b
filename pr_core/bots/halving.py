"""Sequential halving: how a search that compares a few root choices on the same samples shares
its budget out. In rounds, the worse half of the choices still compared is dropped (down to 2),
so the last ones get the most samples; each round gets an equal share of the planned walks.

Used by the searches that compare whole choices on paired samples (San Juan's expert at its
root, Puerto Rico's expert among the mayor's arrangements).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TypeVar

C = TypeVar("C")


def halving_due(walks: int, planned: int, halvings: int, choices: int) -> bool:
    """Whether the next round is due: `walks` of the `planned` have been spent, `halvings` rounds
    done, among `choices` at the start."""
    rounds = math.ceil(math.log2(max(2, choices)))
    return walks >= planned * (halvings + 1) / rounds


def better_half(active: Sequence[C], mean: Callable[[C], float]) -> list[C]:
    """The better half of `active` (at least 2) by `mean`, in their order in `active`; ties keep
    the earlier choice."""
    means = {i: mean(c) for i, c in enumerate(active)}
    ranked = sorted(range(len(active)), key=lambda i: -means[i])
    kept = set(ranked[: max(2, (len(active) + 1) // 2)])
    return [c for i, c in enumerate(active) if i in kept]


__all__ = ["better_half", "halving_due"]
