"""What every game's benchmark (`python -m pr_core bench --game ...`) measures the same way: the
cost of legal_actions (uncached) and apply_action on a fixed corpus of positions from random
games. Printed, never asserted."""

import time
from collections.abc import Callable, Sequence

from . import rng
from .game import A, Game, OptionValue, S


def corpus(game: Game[S, A], players: int, games: int, **options: OptionValue) -> list[tuple[S, A]]:
    """Positions from random games of `game`, paired with the action chosen there."""
    pairs: list[tuple[S, A]] = []
    for seed in range(games):
        state = game.new_game(players, seed, **options)
        chooser = rng.Random(seed)
        while not game.is_terminal(state):
            legal = game.legal_actions(state)
            action = legal[chooser.below(len(legal))]
            pairs.append((state, action))
            state = game.apply_action(state, action)
    return pairs


def per_call_lines(
    game: Game[S, A],
    pairs: Sequence[tuple[S, A]],
    uncached_legal: Callable[[S], object],
    label: str,
) -> list[str]:
    """The lines for one corpus: microseconds per legal_actions (uncached: `uncached_legal` is
    the engine's own, without the state's cache) and per apply_action, the best of 3 passes."""

    def legal(states: Sequence[tuple[S, A]]) -> None:
        for state, _ in states:
            uncached_legal(state)

    def apply(states: Sequence[tuple[S, A]]) -> None:
        apply_action = game.apply_action
        for state, action in states:
            apply_action(state, action)

    return [
        f"per call, {label}, over {len(pairs)} positions from random games:",
        f"  legal_actions (uncached) {_best_of(pairs, legal):6.2f} us",
        f"  apply_action             {_best_of(pairs, apply):6.2f} us  (includes validation "
        f"and the forced choices it applies)",
    ]


def _best_of(
    pairs: Sequence[tuple[S, A]], call: Callable[[Sequence[tuple[S, A]]], None], repeat: int = 3
) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        call(pairs)
        best = min(best, time.perf_counter() - started)
    return best / len(pairs) * 1e6
