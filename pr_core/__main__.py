"""Command line: `python -m pr_core simulate ...` and `python -m pr_core bench`, for every game
(`--game`; Puerto Rico by default)."""

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import OptionValue


def main(argv: Sequence[str] | None = None) -> int:
    from . import games, peer_bench

    parser = argparse.ArgumentParser(
        prog="python -m pr_core", description="Rules engine tools: Puerto Rico and San Juan"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play random games and print statistics")
    sim.add_argument("--game", choices=tuple(games.GAMES), default=games.DEFAULT.id)
    sim.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5))
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument(
        "--expansion",
        choices=("draft", "all", "random"),
        help="Puerto Rico: play with Expansion I, its buildings chosen this way",
    )
    bench = commands.add_parser("bench", help="print throughput figures")
    bench.add_argument("--game", choices=tuple(games.GAMES), default=games.DEFAULT.id)
    bench.add_argument(
        "--seconds", type=float, default=3.0, help="seconds of random play per player count"
    )
    bench.add_argument(
        "--peer",
        metavar="PATH",
        default=os.environ.get("PR_CORE_BENCH_PEER") or None,
        help="also race a checkout of somnambWl/puerto-rico (docs/engine.md) and print ours/peer "
        "(default: $PR_CORE_BENCH_PEER)",
    )
    bench.add_argument(
        "--peer-seconds",
        type=float,
        default=10.0,
        help="seconds of that race for each engine, in 5 alternating slices",
    )
    args = parser.parse_args(argv)
    game = games.GAMES[args.game]
    if args.command == "simulate":
        if args.games < 1:
            parser.error("--games must be at least 1")
        if args.players not in game.players:
            parser.error(
                f"{game.title} is for {min(game.players)} to {max(game.players)} "
                f"players, not {args.players}"
            )
        options: dict[str, OptionValue] = {}
        if args.expansion:
            if "expansion" not in game.options:
                parser.error(f"--expansion: {game.title} has no Expansion I")
            options["expansion"] = args.expansion
        from .simulate import report, simulate

        print(report(simulate(game, args.players, args.games, args.seed, **options)))
    else:
        if args.peer:
            if game.id != peer_bench.PUERTO_RICO:
                parser.error(f"--peer: the peer plays Puerto Rico, not {game.title}")
            problem = peer_bench.somnambwl_problem(Path(args.peer))
            if problem:
                parser.error(f"--peer: {problem}")
        print(game.benchmark(args.seconds), flush=True)
        if args.peer:
            print(peer_bench.compare(Path(args.peer), args.peer_seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
