"""Command line: `python -m pr_core simulate ...` and `python -m pr_core bench`, for every game
(`--game`; Puerto Rico by default)."""

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import OptionValue


def main(argv: Sequence[str] | None = None) -> int:
    from . import games

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
        print(game.benchmark(args.seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
