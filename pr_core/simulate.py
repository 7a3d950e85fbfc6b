"""Random self-play: the games behind `python -m pr_core simulate` and the benchmark."""

import statistics
import time
from collections import Counter

from . import data, engine, rng, scoring, setup


def random_game(players, seed, count_forced=False, expansion=None):
    """Plays one game with uniformly random legal choices (`expansion`: None for the base
    game, else how Expansion I's buildings are chosen: "draft", "all" or "random").

    Returns (final state, decisions made, steps taken: decisions plus the forced choices the
    engine applied itself; 0 unless count_forced).
    """
    state = setup.new_game(players, seed, expansion=expansion)
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


def simulate(players, games, seed, expansion=None):
    """Plays `games` random games; returns a dict of statistics."""
    lengths, spreads, winning, ends = [], [], [], Counter()
    forests, new_buildings = [], []
    started = time.perf_counter()
    for game in range(games):
        state, decisions, _ = random_game(players, seed + game, expansion=expansion)
        if expansion:
            forests.append(sum(p.island.count(data.FOREST) for p in state.players))
            new_buildings.append(sum(1 for p in state.players for b in p.city
                                     if b in data.NEW_BUILDINGS))
        scores = scoring.final_scores(state)
        totals = [row["total"] for row in scores["players"]]
        lengths.append(decisions)
        spreads.append(max(totals) - min(totals))
        winning.append(max(totals))
        ends.update(state.end_reasons)
    elapsed = time.perf_counter() - started
    stats = {
        "players": players, "games": games, "seed": seed, "expansion": expansion,
        "seconds": elapsed,
        "games_per_second": games / elapsed,
        "decisions_per_second": sum(lengths) / elapsed,
        "decisions": _summary(lengths), "winning_score": _summary(winning),
        "score_spread": _summary(spreads),
        "end_conditions": {reason: ends[reason] for reason in sorted(ends)},
    }
    if expansion:
        stats["forests_planted"] = _summary(forests)
        stats["new_buildings_built"] = _summary(new_buildings)
    return stats


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
    game = "base game" if not stats["expansion"] else f"Expansion I, {stats['expansion']} setup"
    lines = [
        f"{games} random {stats['players']}-player games ({game}) from seed {stats['seed']}",
        line("decisions/game", stats["decisions"]),
        line("winning score", stats["winning_score"]),
        line("score spread", stats["score_spread"]),
    ]
    if stats["expansion"]:
        lines.append(line("forests/game", stats["forests_planted"]))
        lines.append(line("new buildings", stats["new_buildings_built"]))
    lines += [
        f"end conditions   {ends}  (a game may meet several)",
        f"throughput       {stats['games_per_second']:.1f} games/s, "
        f"{stats['decisions_per_second']:.0f} decisions/s ({stats['seconds']:.2f} s, one core)",
    ]
    return "\n".join(lines)
