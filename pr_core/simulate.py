"""Random self-play, for any game: the games behind `python -m pr_core simulate` and the
benchmarks."""

import statistics
import time
from collections import Counter
from collections.abc import Sequence
from typing import TypedDict

from . import rng
from .game import A, Game, OptionValue, S


class Summary(TypedDict):
    """The spread of one figure over the games played."""

    mean: float
    median: float
    min: float
    max: float


class Stats(TypedDict):
    """What `simulate` measured (`report` writes it as text)."""

    game: str
    players: int
    games: int
    seed: int
    options: dict[str, OptionValue]
    seconds: float
    games_per_second: float
    decisions_per_second: float
    decisions: Summary
    winning_score: Summary
    score_spread: Summary
    end_conditions: dict[str, int]
    numbers: dict[str, Summary]


def random_game(
    game: Game[S, A], players: int, seed: int, count_forced: bool = False, **options: OptionValue
) -> tuple[S, int, int]:
    """Plays one game of `game` (pr_core.game.Game) with uniformly random legal choices;
    `options` are its new_game options (Puerto Rico's expansion="draft"...).

    Returns (final state, decisions made, steps taken: decisions plus the forced choices the
    engine applied itself, as its "action" events show; 0 unless count_forced).
    """
    state = game.new_game(players, seed, **options)
    chooser = rng.seed_state(seed ^ 0x5EED)  # the state of an rng.Random(seed ^ 0x5EED)
    legal_actions, is_terminal, below = game.legal_actions, game.is_terminal, rng.below
    # No earlier state is kept, so where the game can, its one state (new_game's own) moves on
    # in place instead of being copied at every decision: the same game, step by step.
    advance = game.advance
    decisions = steps = 0
    # A game has legal actions until it is over (none then): the cached list says when it ends.
    legal = () if is_terminal(state) else legal_actions(state)
    while legal:
        chooser, pick = below(chooser, len(legal))
        if advance:
            advance(state, legal[pick])
        else:
            state = game.apply_action(state, legal[pick])
        decisions += 1
        if count_forced:
            steps += sum(1 for event in state.events if event["type"] == "action")
        legal = legal_actions(state)
    return state, decisions, steps


def simulate(
    game: Game[S, A], players: int, games: int, seed: int, **options: OptionValue
) -> Stats:
    """Plays `games` random games; returns a dict of statistics."""
    lengths: list[int] = []
    spreads: list[float] = []
    winning: list[float] = []
    ends: Counter[str] = Counter()
    numbers: dict[str, list[float]] = {}
    started = time.perf_counter()
    for number in range(games):
        state, decisions, _ = random_game(
            game, players, seed + number, count_forced=False, **options
        )
        totals = [row["total"] for row in game.final_scores(state)["players"]]
        lengths.append(decisions)
        spreads.append(max(totals) - min(totals))
        winning.append(max(totals))
        facts = game.statistics(state)
        ends.update(facts["ends"])
        for label, value in facts["numbers"].items():
            numbers.setdefault(label, []).append(value)
    elapsed = time.perf_counter() - started
    return {
        "game": game.title,
        "players": players,
        "games": games,
        "seed": seed,
        "options": {k: v for k, v in options.items() if v},
        "seconds": elapsed,
        "games_per_second": games / elapsed,
        "decisions_per_second": sum(lengths) / elapsed,
        "decisions": _summary(lengths),
        "winning_score": _summary(winning),
        "score_spread": _summary(spreads),
        "end_conditions": {reason: ends[reason] for reason in sorted(ends)},
        "numbers": {label: _summary(values) for label, values in numbers.items()},
    }


def _summary(values: Sequence[float]) -> Summary:
    return {
        "mean": statistics.fmean(values),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }


def report(stats: Stats) -> str:
    """The statistics as lines of text."""

    def line(label: str, s: Summary) -> str:
        return (
            f"{label:<16} mean {s['mean']:7.1f}  median {s['median']:6.1f}  "
            f"min {s['min']:4}  max {s['max']:4}"
        )

    games = stats["games"]
    options = ", ".join(f"{k} {v}" if v is not True else k for k, v in stats["options"].items())
    lines = [
        f"{games} random {stats['players']}-player games of {stats['game']}"
        f"{' (' + options + ')' if options else ''} from seed {stats['seed']}",
        line("decisions/game", stats["decisions"]),
        line("winning score", stats["winning_score"]),
        line("score spread", stats["score_spread"]),
    ]
    lines += [line(label, s) for label, s in stats["numbers"].items()]
    if stats["end_conditions"]:
        ends = ", ".join(
            f"{reason} {count} ({100 * count / games:.1f} %)"
            for reason, count in stats["end_conditions"].items()
        )
        lines.append(f"end conditions   {ends}  (a game may meet several)")
    lines.append(
        f"throughput       {stats['games_per_second']:.1f} games/s, "
        f"{stats['decisions_per_second']:.0f} decisions/s ({stats['seconds']:.2f} s, "
        f"one core)"
    )
    return "\n".join(lines)
