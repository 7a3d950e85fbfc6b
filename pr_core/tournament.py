"""Bot tournaments: how strong is each level, with confidence intervals.

    python -m pr_core.tournament --players 4 --bots strong,medium,medium,medium --games 480 --paired
    python -m pr_core.tournament --players 4 --bots medium,random,random,random --games 480 \
        --paired --expansion draft,random
    python -m pr_core.tournament --game san-juan --players 4 --bots strong,medium,medium,medium \
        --games 480 --paired

Any game of the package (`--game`, Puerto Rico by default) through its Game interface
(pr_core/game.py).

Each entry of `--bots` is a level id (the game's `bot_levels`), optionally with options separated
by semicolons: `strong:iterations=200`, `strong:seconds=1`, `strong:iterations=800;seconds=none`
(no time limit: the same moves on any machine). Seats rotate from game to game, so every entry
plays every seat equally often. With `--paired`, each deal (game seed) is played once per
rotation: the same plantations and the same random draws with the seats swapped, which cancels
most of the luck of the deal. `--expansion` plays Puerto Rico's Expansion I, its buildings
chosen by the setups named (draft, all, random), deal by deal in turn. Games run in parallel on
every core (`--workers`); the results do not depend on how many.

Printed: per entry and per level, wins (a shared win counts as a share), the win rate with a 95 %
Wilson interval, the mean score and the mean margin over the best other player; results by seat;
the time per decision. `--json FILE` also writes everything as JSON.
"""

import argparse
import concurrent.futures
import json
import math
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import IO, TypeAlias, TypedDict

from . import bots, games
from .game import AnyGame, OptionValue
from .rng import Random

BotOptions: TypeAlias = dict[str, int | float | None]  # a bot's keyword options
Entry: TypeAlias = tuple[str, BotOptions]  # a lineup entry: (level id, its options)
# One game to play (play_game): (game id, lineup, deal seed, seat rotation, new_game options).
Task: TypeAlias = tuple[str, Sequence[Entry], int, int, dict[str, OptionValue]]


class Result(TypedDict):
    """How one lineup entry did in one game."""

    seat: int
    score: int
    win: float  # its share of the win
    margin: int  # its score minus the best other player's
    times: list[float]  # seconds per decision


class DecisionMs(TypedDict):
    median: float
    p95: float
    max: float


class Summary(TypedDict):
    """An entry's or a level's results over the tournament."""

    label: str
    games: int
    wins: float
    win_rate: float
    ci95: list[float]
    mean_score: float
    mean_margin: float
    decision_ms: DecisionMs


class Report(TypedDict):
    """The tournament's report (`run`; `--json` writes it)."""

    game: str
    players: int
    games: int
    seed: int
    paired: bool
    workers: int
    expansion: list[str]
    options: dict[str, OptionValue]
    seconds: float
    lineup: list[str]
    entries: list[Summary]
    levels: list[Summary]
    by_seat: dict[str, list[float | None]]


def parse_entry(text: str, game: AnyGame) -> Entry:
    """'strong:iterations=200;seconds=1' -> ('strong', {'iterations': 200, 'seconds': 1.0})."""
    level, _, rest = text.partition(":")
    options: BotOptions = {}
    for part in filter(None, rest.split(";")):
        key, eq, value = part.partition("=")
        if not eq:
            raise ValueError(f"bot option {part!r} must look like name=value")
        if value.lower() == "none":
            options[key] = None
        else:
            options[key] = float(value) if "." in value or key == "seconds" else int(value)
    bots.make(level, game, **options)  # fails early with a clear message
    return level, options


def parse_option(text: str, game: AnyGame) -> tuple[str, OptionValue]:
    """'start_hands=true' -> ('start_hands', True), checked against the game's options."""
    name, eq, value = text.partition("=")
    if not eq or name not in game.options:
        raise ValueError(
            f"--option {text!r}: {game.title}'s options are "
            f"{', '.join(game.options) or 'none'} (name=value)"
        )
    words: dict[str, OptionValue] = {"true": True, "false": False, "none": None, "null": None}
    option = words.get(value.lower(), value)
    if option not in game.options[name]:
        raise ValueError(f"--option {name}: one of {', '.join(map(str, game.options[name]))}")
    return name, option


def play_game(task: Task) -> list[Result]:
    """One game: task = (game id, lineup, seed, rotation, new_game options). Returns per lineup
    entry its seat, score, share of the win, margin and decision times."""
    game_id, lineup, seed, rotation, options = task
    game = games.get(game_id)
    n = len(lineup)
    seat_of = [(i + rotation) % n for i in range(n)]  # lineup entry -> seat
    entry_at = {seat: i for i, seat in enumerate(seat_of)}  # seat -> lineup entry
    players = [bots.make(level, game, **bot_options) for level, bot_options in lineup]
    rngs = [Random(seed * 1_000_003 + 7919 * i + 1) for i in range(n)]  # per entry, not seat
    state = game.new_game(
        n, seed, names=[f"{lineup[entry_at[s]][0]}-{s}" for s in range(n)], **options
    )
    times: list[list[float]] = [[] for _ in range(n)]
    while not game.is_terminal(state):
        seat = state.current_player
        i = entry_at[seat]
        legal = game.legal_actions(state)
        started = time.perf_counter()
        action = players[i].choose(game.player_view(state, seat), legal, rngs[i])
        times[i].append(time.perf_counter() - started)
        state = game.apply_action(state, action)
    scores = game.final_scores(state)
    rows = scores["players"]
    winners = scores["winners"]
    out: list[Result] = []
    for i, seat in enumerate(seat_of):
        best_other = max(rows[s]["total"] for s in range(n) if s != seat)
        out.append(
            {
                "seat": seat,
                "score": rows[seat]["total"],
                "win": 1.0 / len(winners) if seat in winners else 0.0,
                "margin": rows[seat]["total"] - best_other,
                "times": times[i],
            }
        )
    return out


def tasks(
    lineup: Sequence[Entry],
    count: int,
    seed: int,
    paired: bool,
    expansion: Sequence[str] = (),
    *,
    game_id: str,
    options: dict[str, OptionValue] | None = None,
) -> Iterator[Task]:
    """The games of `game_id` to play: each deal once (or, paired, once per seat rotation);
    Puerto Rico's Expansion I setups in `expansion` take turns deal by deal."""
    n = len(lineup)
    for g in range(count):
        deal = seed + (g // n if paired else g)
        deal_options = dict(options or {})
        if expansion:
            deal_options["expansion"] = expansion[(deal - seed) % len(expansion)]
        yield game_id, lineup, deal, g % n, deal_options


def wilson(wins: float, played: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if played == 0:
        return 0.0, 1.0
    p = wins / played
    centre = (p + z * z / (2 * played)) / (1 + z * z / played)
    half = (
        z * math.sqrt(p * (1 - p) / played + z * z / (4 * played * played)) / (1 + z * z / played)
    )
    low = 0.0 if wins <= 0 else max(0.0, centre - half)
    high = 1.0 if wins >= played else min(1.0, centre + half)
    return low, high


def summarise(label: str, results: Sequence[Result]) -> Summary:
    played = len(results)
    wins = sum(r["win"] for r in results)
    low, high = wilson(wins, played)
    times = sorted(t for r in results for t in r["times"])
    return {
        "label": label,
        "games": played,
        "wins": wins,
        "win_rate": wins / played,
        "ci95": [low, high],
        "mean_score": statistics.fmean(r["score"] for r in results),
        "mean_margin": statistics.fmean(r["margin"] for r in results),
        "decision_ms": {
            "median": 1000 * times[len(times) // 2] if times else 0.0,
            "p95": 1000 * times[int(len(times) * 0.95)] if times else 0.0,
            "max": 1000 * times[-1] if times else 0.0,
        },
    }


def run(
    lineup: Sequence[Entry],
    count: int,
    seed: int = 1,
    paired: bool = False,
    workers: int | None = None,
    progress: Callable[[int, int, float], None] | None = None,
    expansion: Sequence[str] = (),
    *,
    game: AnyGame,
    options: dict[str, OptionValue] | None = None,
) -> Report:
    """Plays the tournament of `count` games of `game`; returns the report (a JSON-ready dict).
    `options`: the game's new_game options; `expansion`: Puerto Rico's Expansion I setups to
    take turns deal by deal (none: the base game)."""
    n = len(lineup)
    per_entry: list[list[Result]] = [[] for _ in range(n)]
    work = list(
        tasks(lineup, count, seed, paired, tuple(expansion), game_id=game.id, options=options)
    )
    workers = workers or os.cpu_count() or 1
    started = time.perf_counter()
    outcomes: Iterator[list[Result]]
    if workers == 1:
        outcomes = map(play_game, work)
    else:
        pool = concurrent.futures.ProcessPoolExecutor(max_workers=workers)
        outcomes = pool.map(play_game, work, chunksize=1)
    try:
        for done, outcome in enumerate(outcomes, 1):
            for i, result in enumerate(outcome):
                per_entry[i].append(result)
            if progress:
                progress(done, count, time.perf_counter() - started)
    finally:
        if workers != 1:
            pool.shutdown(cancel_futures=True)
    labels = [format_entry(e) for e in lineup]
    entries = [
        summarise(f"{label} (entry {i + 1})", per_entry[i]) for i, label in enumerate(labels)
    ]
    levels = []
    for label in dict.fromkeys(labels):
        merged = [r for i, other in enumerate(labels) if other == label for r in per_entry[i]]
        levels.append(summarise(label, merged))
    by_seat: dict[str, list[list[float]]] = {}
    for i, label in enumerate(labels):
        for r in per_entry[i]:
            by_seat.setdefault(label, [[0.0, 0] for _ in range(n)])[r["seat"]][0] += r["win"]
            by_seat[label][r["seat"]][1] += 1
    return {
        "game": game.id,
        "players": n,
        "games": count,
        "seed": seed,
        "paired": paired,
        "workers": workers,
        "expansion": list(expansion),
        "options": dict(options or {}),
        "seconds": time.perf_counter() - started,
        "lineup": labels,
        "entries": entries,
        "levels": levels,
        "by_seat": {
            label: [w / g if g else None for w, g in seats] for label, seats in by_seat.items()
        },
    }


def format_entry(entry: Entry) -> str:
    level, options = entry
    if not options:
        return level
    return level + ":" + ";".join(f"{k}={v}" for k, v in sorted(options.items()))


def print_report(report: Report, out: IO[str] | None = None) -> None:
    w = (out or sys.stdout).write
    expansion = report.get("expansion")
    title = games.get(report["game"]).title
    options = ", ".join(f"{k}={v}" for k, v in report.get("options", {}).items())
    w(
        f"\n{report['games']} games of {title}{' (' + options + ')' if options else ''}, "
        f"{report['players']} players, seed {report['seed']}"
        f"{', paired deals' if report['paired'] else ''}"
        f"{', Expansion I (' + ', '.join(expansion) + ')' if expansion else ''}, "
        f"{report['workers']} workers, "
        f"{report['seconds']:.0f} s\n"
    )
    header = (
        f"{'':34s} {'wins':>7s} {'win rate':>9s} {'95% CI':>15s} {'score':>6s} "
        f"{'margin':>7s} {'ms/decision (median, p95, max)':>32s}\n"
    )
    for title, rows in (("by level", report["levels"]), ("by entry", report["entries"])):
        w(f"\n{title}:\n" + header)
        for r in rows:
            ms = r["decision_ms"]
            w(
                f"{r['label']:34s} {r['wins']:7.1f} {100 * r['win_rate']:8.1f}% "
                f"{100 * r['ci95'][0]:6.1f}–{100 * r['ci95'][1]:5.1f}% {r['mean_score']:6.1f} "
                f"{r['mean_margin']:+7.1f} {ms['median']:10.1f} {ms['p95']:10.1f} "
                f"{ms['max']:10.1f}\n"
            )
    fair = 100 / report["players"]
    w(f"\nwin rate by seat (seat 1 is the first governor; a fair share is {fair:.0f}%):\n")
    for label, seats in report["by_seat"].items():
        cells = " ".join(f"{100 * x:6.1f}%" if x is not None else "      -" for x in seats)
        w(f"{label:34s} {cells}\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m pr_core.tournament",
        description="Plays bots against each other and reports win rates with 95% intervals.",
    )
    parser.add_argument("--game", choices=tuple(games.GAMES), default=games.DEFAULT.id)
    parser.add_argument("--players", type=int, required=True, choices=range(2, 6))
    parser.add_argument(
        "--bots",
        required=True,
        help="comma-separated entries, one per seat: level[:option=value;...]",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1, help="first deal's seed")
    parser.add_argument(
        "--paired",
        action="store_true",
        help="play each deal once per seat rotation (games: a multiple of players)",
    )
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--json", help="also write the report to this file")
    parser.add_argument(
        "--expansion",
        default="",
        help="Puerto Rico: play Expansion I: setups taking turns deal by deal, "
        "comma-separated (draft, all, random)",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        help="a new_game option of the game, name=value (e.g. start_hands=true "
        "for San Juan's variant); may be repeated",
    )
    args = parser.parse_args(argv)
    game = games.get(args.game)
    if args.players not in game.players:
        parser.error(f"{game.title} is for {min(game.players)} to {max(game.players)} players")
    try:
        options = dict(parse_option(text, game) for text in args.option)
    except ValueError as error:
        parser.error(str(error))
    if args.expansion and "expansion" not in game.options:
        parser.error(f"--expansion: {game.title} has no Expansion I")
    expansion = [x.strip() for x in args.expansion.split(",") if x.strip()]
    unknown = [x for x in expansion if x not in ("draft", "all", "random")]
    if unknown:
        parser.error(f"--expansion: {unknown[0]!r} is not a setup (draft, all, random)")
    try:
        lineup = [parse_entry(e.strip(), game) for e in args.bots.split(",")]
    except (ValueError, TypeError) as error:
        parser.error(str(error))
    if len(lineup) != args.players:
        parser.error(f"--bots names {len(lineup)} entries for {args.players} players")
    if args.paired and args.games % args.players:
        parser.error(f"--paired needs --games to be a multiple of --players ({args.players})")

    def progress(done: int, total: int, seconds: float) -> None:
        if done == total or done % max(1, total // 20) == 0:
            print(f"  {done}/{total} games, {seconds:.0f} s", file=sys.stderr, flush=True)

    report = run(
        lineup,
        args.games,
        args.seed,
        args.paired,
        args.workers,
        progress,
        expansion,
        game=game,
        options=options,
    )
    print_report(report)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
