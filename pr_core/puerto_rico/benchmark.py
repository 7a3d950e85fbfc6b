"""Puerto Rico's throughput figures (`python -m pr_core bench`): printed, never asserted.

Random-play games per second for 2-5 players, in the base game and with Expansion I (the three
setups in turn), and the cost of legal_actions and apply_action measured on a fixed corpus of
positions. The base game and the expansion are timed in alternating slices of one run, so their
ratio holds even on a busy machine; across runs this machine's noise dominates.
"""

import time

from ..benchmark import corpus, per_call_lines
from ..game import Game
from ..simulate import random_game
from . import engine
from .actions import Action
from .state import State

PuertoRico = Game[State, Action]

SETUPS = (None, "draft", "all", "random")


def _random_play(
    game: PuertoRico, players: int, seconds: float, slices: int = 6
) -> dict[str | None, list[float]]:
    """{setup: (games, decisions, seconds)}: the setups take turns in short slices."""
    totals = {how: [0, 0, 0.0] for how in SETUPS}
    seeds = dict.fromkeys(SETUPS, 0)
    base_share = seconds / slices / 2  # half the time to the base game, half to the expansion
    for _ in range(slices):
        for how in SETUPS:
            budget = base_share if how is None else base_share / (len(SETUPS) - 1)
            started = time.perf_counter()
            while time.perf_counter() - started < budget:
                _, made, _ = random_game(game, players, seeds[how], expansion=how)
                seeds[how] += 1
                totals[how][0] += 1
                totals[how][1] += made
            totals[how][2] += time.perf_counter() - started
    return totals


def run(game: PuertoRico, seconds_per_count: float = 3.0) -> str:
    """The figures of `game` (Puerto Rico's GAME, which its package builds after this module)."""
    lines = [
        "random play, one core (base game | Expansion I, the draft, all and random setups "
        "together; timed in alternating slices):"
    ]
    for players in (2, 3, 4, 5):
        totals = _random_play(game, players, seconds_per_count * 2)
        base = totals[None]
        expansion = [sum(totals[how][k] for how in SETUPS[1:]) for k in range(3)]
        steps = (
            sum(random_game(game, players, seed, count_forced=True)[2] for seed in range(20)) / 20
        )
        ratio = (expansion[1] / expansion[2]) / (base[1] / base[2])
        lines.append(
            f"  {players} players: {base[0] / base[2]:6.1f} games/s {base[1] / base[2]:7.0f} "
            f"decisions/s ({base[1] / base[0]:.0f}/game + forced = {steps:.0f} steps) | "
            f"{expansion[0] / expansion[2]:6.1f} games/s {expansion[1] / expansion[2]:7.0f} "
            f"decisions/s ({expansion[1] / expansion[0]:.0f}/game): expansion at "
            f"{100 * ratio:.0f} % of the base game's decisions/s"
        )
    for how, label in ((None, "base game"), ("draft", "Expansion I")):
        pairs = corpus(game, 4, 20, expansion=how)
        lines += per_call_lines(game, pairs, engine._legal, f"4 players, {label}")
    return "\n".join(lines)
