"""Fits the learned evaluation on self-play games and writes the weights module.

    python -m pr_core.puerto_rico.bots.learned --games 8000 --seed 1 --workers 2
    python -m pr_core.puerto_rico.bots.learned --expansion random,all --games 8000 --seed 1

plays the games on the playout simulator (selfplay.py), fits the win model
(pr_core/bots/win_model.py; it needs numpy, a development dependency, never needed at play time)
and rewrites weights.py (with `--expansion`, Expansion I's setups taking turns:
weights_expansion.py) with the weights, the command that made them and how well they predict
held-out games.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path

from ....bots.win_model import Fit, Sample, fit
from .features import EXPANSION_FEATURE_NAMES, FEATURE_NAMES, player_features
from .selfplay import games, tasks

WEIGHTS_FILE = Path(__file__).with_name("weights.py")
EXPANSION_WEIGHTS_FILE = Path(__file__).with_name("weights_expansion.py")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pr_core.puerto_rico.bots.learned")
    parser.add_argument("--games", type=int, default=8000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,3,4,5", help="player counts, taking turns")
    parser.add_argument(
        "--explore", type=float, default=0.1, help="chance of a random decision (selfplay.py)"
    )
    parser.add_argument("--every", type=int, default=3, help="keep every k-th position")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--ridge", type=float, default=30.0)
    parser.add_argument(
        "--expansion",
        help="Expansion I's setups taking turns, comma-separated (random, all): its own weights",
    )
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.players.split(",")]
    setups: list[str | None] = args.expansion.split(",") if args.expansion else [None]
    # the draft starts before the first role choice, where the simulator's Table begins
    unknown = [setup for setup in setups if setup not in (None, "random", "all")]
    if unknown:
        parser.error(f"--expansion takes random and all, not {', '.join(map(str, unknown))}")
    names = EXPANSION_FEATURE_NAMES if args.expansion else FEATURE_NAMES
    out = args.out or (EXPANSION_WEIGHTS_FILE if args.expansion else WEIGHTS_FILE)
    started = time.perf_counter()
    todo = tasks(counts, args.games, args.seed, args.explore, setups)
    data: list[Sample] = []
    for positions, won in games(todo, args.workers):
        data.extend(Sample(player_features(t), won) for t in positions[:: args.every])
    played = time.perf_counter() - started
    result = fit(data, ridge=args.ridge)
    # What makes these weights again (--workers and --out change how and where, not what).
    command = (
        "python -m pr_core.puerto_rico.bots.learned \\\n"
        + (f"        --expansion {args.expansion} \\\n" if args.expansion else "")
        + f"        --games {args.games} --seed {args.seed} --players {args.players} "
        f"--explore {args.explore:g} --every {args.every} --ridge {args.ridge:g}"
    )
    out.write_text(_module(command, result, len(todo), names))
    print(
        f"{len(todo)} games in {played:.0f} s, {result.samples} positions; held-out log loss "
        f"{result.test_log_loss:.4f} (all equal: {result.baseline_log_loss:.4f}), likeliest "
        f"winner right {100 * result.test_accuracy:.1f} %; wrote {out}"
    )
    return 0


def _module(command: str, result: Fit, games: int, names: Sequence[str]) -> str:
    which = "EXPANSION_FEATURE_NAMES" if names is EXPANSION_FEATURE_NAMES else "FEATURE_NAMES"
    lines = [
        f'"""The learned evaluation\'s weights, one per feature (features.{which}): a',
        "player's chance to win is the softmax of the players' `weights · features`.",
        "",
        "Written by the training script (__main__.py); do not edit by hand. Made with:",
        "",
        f"    {command}",
        "",
        f"{result.samples} positions from {games} self-play games. On the held-out fifth: log loss",
        f"{result.test_log_loss:.4f} (every player equally likely: {result.baseline_log_loss:.4f};"
        f" training: {result.train_log_loss:.4f}),",
        f"the likeliest winner won {100 * result.test_accuracy:.1f} % of the time.",
        '"""',
        "",
        "WEIGHTS: tuple[float, ...] = (",
    ]
    for name, w in zip(names, result.weights, strict=True):
        lines.append(f"    {w!r},  # {name}")
    lines.append(")")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
