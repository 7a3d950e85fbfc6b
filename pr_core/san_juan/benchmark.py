"""San Juan's throughput figures (`python -m pr_core bench --game san-juan`): printed, never
asserted.

Random-play games per second for 2-4 players, with the start-hand variant beside, and the cost of
legal_actions and apply_action on a fixed corpus of positions from random games.
"""

import time

from ..benchmark import corpus, per_call_lines
from ..game import Game
from ..simulate import random_game
from . import engine
from .actions import Action
from .state import State

SanJuan = Game[State, Action]


def _random_play(
    game: SanJuan, players: int, seconds: float, start_hands: bool
) -> tuple[int, int, float]:
    games = decisions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        _, made, _ = random_game(game, players, games, start_hands=start_hands)
        games += 1
        decisions += made
    return games, decisions, time.perf_counter() - started


def run(game: SanJuan, seconds_per_count: float = 3.0) -> str:
    """The figures of `game` (San Juan's GAME, which its package builds after this module)."""
    lines = ["random play, one core (San Juan | with the start-hand variant):"]
    for players in game.players:
        base = _random_play(game, players, seconds_per_count / 2, False)
        variant = _random_play(game, players, seconds_per_count / 2, True)
        steps = (
            sum(random_game(game, players, seed, count_forced=True)[2] for seed in range(20)) / 20
        )
        lines.append(
            f"  {players} players: {base[0] / base[2]:6.1f} games/s {base[1] / base[2]:7.0f} "
            f"decisions/s ({base[1] / base[0]:.0f}/game + forced = {steps:.0f} steps) | "
            f"{variant[0] / variant[2]:6.1f} games/s {variant[1] / variant[2]:7.0f} decisions/s"
        )
    pairs = corpus(game, 4, 20)
    lines += per_call_lines(game, pairs, engine._legal, "4 players")
    return "\n".join(lines)
