"""Throughput figures (`python -m pr_core bench`): printed, never asserted.

Random-play games per second for 2-5 players, and the cost of legal_actions and apply_action
measured on a fixed corpus of positions. Figures from one run are comparable with each other;
across runs this machine's noise dominates.
"""

import time

from . import engine, rng, setup
from .simulate import random_game


def _corpus(players, games):
    """Positions from random games, paired with the action chosen there."""
    pairs = []
    for seed in range(games):
        state = setup.new_game(players, seed)
        chooser = rng.Random(seed)
        while not engine.is_terminal(state):
            legal = engine.legal_actions(state)
            action = legal[chooser.below(len(legal))]
            pairs.append((state, action))
            state = engine.apply_action(state, action)
    return pairs


def _time_per_call(pairs, call, repeat=3):
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        call(pairs)
        best = min(best, time.perf_counter() - started)
    return best / len(pairs) * 1e6


def _legal_uncached(pairs):
    phases = engine.PHASES
    for state, _ in pairs:
        phases[state.phase].legal(state)


def _apply(pairs):
    apply_action = engine.apply_action
    for state, action in pairs:
        apply_action(state, action)


def run(seconds_per_count=3.0):
    lines = ["random play, one core:"]
    for players in (2, 3, 4, 5):
        games = decisions = 0
        started = time.perf_counter()
        while time.perf_counter() - started < seconds_per_count:
            _, made, _ = random_game(players, games)
            games += 1
            decisions += made
        elapsed = time.perf_counter() - started
        steps = sum(random_game(players, seed, count_forced=True)[2] for seed in range(20)) / 20
        lines.append(f"  {players} players: {games / elapsed:7.1f} games/s  "
                     f"{decisions / elapsed:8.0f} decisions/s  "
                     f"({decisions / games:.0f} decisions/game + forced = {steps:.0f} steps; "
                     f"{games} games)")
    pairs = _corpus(4, 20)
    legal_us = _time_per_call(pairs, _legal_uncached)
    apply_us = _time_per_call(pairs, _apply)
    lines.append(f"per call, 4 players, over {len(pairs)} positions from random games:")
    lines.append(f"  legal_actions (uncached) {legal_us:6.2f} us")
    lines.append(f"  apply_action             {apply_us:6.2f} us  (includes validation and "
                 f"the forced choices it applies)")
    return "\n".join(lines)
