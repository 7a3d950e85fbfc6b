"""Fitting the win model (pr_core/bots/win_model.py) on self-play positions.

Newton's method on the log-likelihood of the actual winners (ties shared), with a small ridge
penalty. It needs numpy, a development dependency: the wheel plays with the fitted weights
only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pr_core.bots.win_model import Features

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


@dataclass(frozen=True)
class Sample:
    """One position: every player's features and each player's share of the win (1 for the
    sole winner, 1/k each for k tied winners, else 0)."""

    features: Features
    won: Sequence[float]


@dataclass(frozen=True)
class Fit:
    weights: tuple[float, ...]
    train_log_loss: float
    test_log_loss: float
    test_accuracy: float  # share of test positions whose likeliest winner did win
    baseline_log_loss: float  # every player equally likely: log(players), averaged
    samples: int


def fit(
    samples: Sequence[Sample], *, ridge: float = 1.0, test_share: float = 0.2, rounds: int = 30
) -> Fit:
    """The weights that best predict the winners of `samples` (the last `test_share` of them
    held out to report how well the model predicts positions it did not see)."""
    import numpy as np

    split = int(len(samples) * (1.0 - test_share))
    train, test = samples[:split], samples[split:]
    x_train, won_train, mask_train = _arrays(train)
    # Standardise the columns for a well-conditioned fit; the weights are scaled back after.
    flat = x_train[mask_train]
    scale = flat.std(axis=0)
    scale[scale < 1e-9] = 1.0
    z = x_train / scale
    dims = z.shape[2]
    w = np.zeros(dims)
    for _ in range(rounds):
        p = _softmax(z @ w, mask_train)
        mean = np.einsum("np,npd->nd", p, z)
        grad = np.einsum("np,npd->d", won_train - p, z) - ridge * w
        hess = np.einsum("np,npd,npe->de", p, z, z) - mean.T @ mean + ridge * np.eye(dims)
        step = np.linalg.solve(hess, grad)
        w = w + step
        if float(np.abs(step).max()) < 1e-8:
            break
    weights = w / scale
    x_test, won_test, mask_test = _arrays(test)
    p_test = _softmax(x_test @ weights, mask_test)
    predicted = np.where(mask_test, p_test, -1.0).argmax(axis=1)
    hits = won_test[np.arange(len(test)), predicted] > 0
    players = mask_test.sum(axis=1)
    return Fit(
        weights=tuple(float(v) for v in weights),
        train_log_loss=_log_loss(_softmax(x_train @ weights, mask_train), won_train),
        test_log_loss=_log_loss(p_test, won_test),
        test_accuracy=float(hits.mean()),
        baseline_log_loss=float(np.log(players).mean()),
        samples=len(samples),
    )


def _arrays(
    samples: Sequence[Sample],
) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.bool_]]:
    """(features [position, player, feature], won [position, player], mask of real players):
    positions with fewer players are padded."""
    import numpy as np

    most = max(len(s.features) for s in samples)
    dims = len(samples[0].features[0])
    x = np.zeros((len(samples), most, dims))
    won = np.zeros((len(samples), most))
    mask = np.zeros((len(samples), most), dtype=bool)
    for i, s in enumerate(samples):
        n = len(s.features)
        x[i, :n] = s.features
        won[i, :n] = s.won
        mask[i, :n] = True
    return x, won, mask


def _softmax(logits: NDArray[np.float64], mask: NDArray[np.bool_]) -> NDArray[np.float64]:
    import numpy as np

    shifted = np.where(mask, logits, -np.inf)
    shifted = shifted - shifted.max(axis=1, keepdims=True)
    e = np.where(mask, np.exp(shifted), 0.0)
    result: NDArray[np.float64] = e / e.sum(axis=1, keepdims=True)
    return result


def _log_loss(p: NDArray[np.float64], won: NDArray[np.float64]) -> float:
    import numpy as np

    return float(-(won * np.log(np.clip(p, 1e-12, 1.0))).sum(axis=1).mean())
