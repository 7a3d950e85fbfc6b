"""San Juan's throughput figures (`python -m pr_core bench --game san-juan`): printed, never
asserted.

Random-play games per second for 2-4 players, with the start-hand variant beside, and the cost of
legal_actions and apply_action on a fixed corpus of positions from random games.
"""

import time

from .. import rng
from ..simulate import random_game
from . import GAME, engine


def _random_play(players, seconds, start_hands):
    games = decisions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        _, made, _ = random_game(GAME, players, games, start_hands=start_hands)
        games += 1
        decisions += made
    return games, decisions, time.perf_counter() - started


def _corpus(players, games):
    pairs = []
    for seed in range(games):
        state = GAME.new_game(players, seed)
        chooser = rng.Random(seed)
        while not engine.is_terminal(state):
            legal = engine.legal_actions(state)
            action = legal[chooser.below(len(legal))]
            pairs.append((state, action))
            state = engine.apply_action(state, action)
    return pairs


def _best_of(pairs, call, repeat=3):
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
    lines = ["random play, one core (San Juan | with the start-hand variant):"]
    for players in GAME.players:
        base = _random_play(players, seconds_per_count / 2, False)
        variant = _random_play(players, seconds_per_count / 2, True)
        steps = sum(random_game(GAME, players, seed, count_forced=True)[2]
                    for seed in range(20)) / 20
        lines.append(
            f"  {players} players: {base[0] / base[2]:6.1f} games/s {base[1] / base[2]:7.0f} "
            f"decisions/s ({base[1] / base[0]:.0f}/game + forced = {steps:.0f} steps) | "
            f"{variant[0] / variant[2]:6.1f} games/s {variant[1] / variant[2]:7.0f} decisions/s")
    pairs = _corpus(4, 20)
    lines.append(f"per call, 4 players, over {len(pairs)} positions from random games:")
    lines.append(f"  legal_actions (uncached) {_best_of(pairs, _legal_uncached):6.2f} us")
    lines.append(f"  apply_action             {_best_of(pairs, _apply):6.2f} us  (includes "
                 f"validation and the forced choices it applies)")
    return "\n".join(lines)
