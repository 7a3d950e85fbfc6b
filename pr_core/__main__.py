"""Command line: `python -m pr_core simulate ...` and `python -m pr_core bench`."""

import argparse
import sys


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pr_core",
                                     description="Puerto Rico rules engine tools")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play random games and print statistics")
    sim.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5))
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--expansion", choices=("draft", "all", "random"),
                     help="play with Expansion I, its buildings chosen this way")
    bench = commands.add_parser("bench", help="print throughput figures")
    bench.add_argument("--seconds", type=float, default=3.0,
                       help="seconds of random play per player count")
    args = parser.parse_args(argv)
    if args.command == "simulate":
        if args.games < 1:
            parser.error("--games must be at least 1")
        from .simulate import report, simulate
        print(report(simulate(args.players, args.games, args.seed, args.expansion)))
    else:
        from .benchmark import run
        print(run(args.seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
