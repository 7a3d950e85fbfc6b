"""Random self-play: the games behind `python -m pr_core simulate` and the benchmark."""

import statistics
import time
from collections import Counter

from . import engine, rng, scoring, setup


def random_game(players, seed, count_forced=False):
    """Plays one game with uniformly random legal choices.

    Returns (final state, decisions made, steps taken: decisions plus the forced choices the
    engine applied itself; 0 unless count_forced).
    """
    state = setup.new_game(players, seed)
    chooser = rng.Random(seed ^ 0x5EED)
    legal_actions, apply_action = engine.legal_actions, engine.apply_action
    decisions = steps = 0
    while state.phase != 8:  # GAME_OVER; a literal keeps the hot loop free of lookups
        legal = legal_actions(state)
        state = apply_action(state, legal[chooser.below(len(legal))])
        decisions += 1
        if count_forced:
            steps += sum(1 for event in state.events if event["type"] == "action")
    return state, decisions, steps


def simulate(players, games, seed):
    """Plays `games` random games; returns a dict of statistics."""
    lengths, rounds_played, spreads, winning, ends = [], [], [], [], Counter()
    started = time.perf_counter()
    for game in range(games):
        state, decisions, _ = random_game(players, seed + game)
        scores = scoring.final_scores(state)
        totals = [row["total"] for row in scores["players"]]
        lengths.append(decisions)
        spreads.append(max(totals) - min(totals))
        winning.append(max(totals))
        ends.update(state.end_reasons)
    elapsed = time.perf_counter() - started
    return {
        "players": players, "games": games, "seed": seed, "seconds": elapsed,
        "games_per_second": games / elapsed,
        "decisions_per_second": sum(lengths) / elapsed,
        "decisions": _summary(lengths), "winning_score": _summary(winning),
        "score_spread": _summary(spreads),
        "end_conditions": {reason: ends[reason] for reason in sorted(ends)},
    }


def _summary(values):
    return {"mean": statistics.fmean(values), "median": statistics.median(values),
            "min": min(values), "max": max(values)}


def report(stats):
    """The statistics as lines of text."""
    def line(label, s):
        return (f"{label:<16} mean {s['mean']:7.1f}  median {s['median']:6.1f}  "
                f"min {s['min']:4}  max {s['max']:4}")
    games = stats["games"]
    ends = ", ".join(f"{reason} {count} ({100 * count / games:.1f} %)"
                     for reason, count in stats["end_conditions"].items())
    return "\n".join([
        f"{games} random {stats['players']}-player games from seed {stats['seed']}",
        line("decisions/game", stats["decisions"]),
        line("winning score", stats["winning_score"]),
        line("score spread", stats["score_spread"]),
        f"end conditions   {ends}  (a game may meet several)",
        f"throughput       {stats['games_per_second']:.1f} games/s, "
        f"{stats['decisions_per_second']:.0f} decisions/s ({stats['seconds']:.2f} s, one core)",
    ])
