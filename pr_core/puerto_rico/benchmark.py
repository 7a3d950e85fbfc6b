"""Puerto Rico's throughput figures (`python -m pr_core bench`): printed, never asserted.

Random-play games per second for 2-5 players, in the base game and with Expansion I (the three
setups in turn), and the cost of legal_actions and apply_action measured on a fixed corpus of
positions. The base game and the expansion are timed in alternating slices of one run, so their
ratio holds even on a busy machine; across runs this machine's noise dominates.
"""

import time

from .. import rng
from ..simulate import random_game
from . import GAME, engine, setup

SETUPS = (None, "draft", "all", "random")


def _corpus(players, games, expansion=None):
    """Positions from random games, paired with the action chosen there."""
    pairs = []
    for seed in range(games):
        state = setup.new_game(players, seed, expansion=expansion)
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


def _random_play(players, seconds, slices=6):
    """{setup: (games, decisions, seconds)}: the setups take turns in short slices."""
    totals = {how: [0, 0, 0.0] for how in SETUPS}
    seeds = {how: 0 for how in SETUPS}
    base_share = seconds / slices / 2   # half the time to the base game, half to the expansion
    for _ in range(slices):
        for how in SETUPS:
            budget = base_share if how is None else base_share / (len(SETUPS) - 1)
            started = time.perf_counter()
            while time.perf_counter() - started < budget:
                _, made, _ = random_game(GAME, players, seeds[how], expansion=how)
                seeds[how] += 1
                totals[how][0] += 1
                totals[how][1] += made
            totals[how][2] += time.perf_counter() - started
    return totals


def run(seconds_per_count=3.0):
    lines = ["random play, one core (base game | Expansion I, the draft, all and random setups "
             "together; timed in alternating slices):"]
    for players in (2, 3, 4, 5):
        totals = _random_play(players, seconds_per_count * 2)
        base = totals[None]
        expansion = [sum(totals[how][k] for how in SETUPS[1:]) for k in range(3)]
        steps = sum(random_game(GAME, players, seed, count_forced=True)[2]
                    for seed in range(20)) / 20
        ratio = (expansion[1] / expansion[2]) / (base[1] / base[2])
        lines.append(
            f"  {players} players: {base[0] / base[2]:6.1f} games/s {base[1] / base[2]:7.0f} "
            f"decisions/s ({base[1] / base[0]:.0f}/game + forced = {steps:.0f} steps) | "
            f"{expansion[0] / expansion[2]:6.1f} games/s {expansion[1] / expansion[2]:7.0f} "
            f"decisions/s ({expansion[1] / expansion[0]:.0f}/game): expansion at "
            f"{100 * ratio:.0f} % of the base game's decisions/s")
    for how, label in ((None, "base game"), ("draft", "Expansion I")):
        pairs = _corpus(4, 20, how)
        legal_us = _time_per_call(pairs, _legal_uncached)
        apply_us = _time_per_call(pairs, _apply)
        lines.append(f"per call, 4 players, {label}, over {len(pairs)} positions from random "
                     f"games:")
        lines.append(f"  legal_actions (uncached) {legal_us:6.2f} us")
        lines.append(f"  apply_action             {apply_us:6.2f} us  (includes validation and "
                     f"the forced choices it applies)")
    return "\n".join(lines)
