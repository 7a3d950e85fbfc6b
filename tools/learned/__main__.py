"""Fits the learned evaluation on self-play games and writes the weights module.

    python -m tools.learned --games 8000 --seed 1 --workers 2
    python -m tools.learned --expansion random,all --games 8000 --seed 1

(from the repository's root) plays the games on the playout simulator (selfplay.py), fits the
win model (fit.py; it needs numpy, a development dependency, never needed at play time) and
rewrites pr_core/puerto_rico/bots/learned/weights.py (with `--expansion`, Expansion I's setups
taking turns: weights_expansion.py) with the weights, the command that made them, the digest of
its sources (provenance.py) and how well they predict held-out games.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path

from pr_core.puerto_rico.bots.learned.features import (
    EXPANSION_FEATURE_NAMES,
    FEATURE_NAMES,
    player_features,
)

from .fit import Fit, Sample, fit
from .provenance import (
    EVALUATION,
    EXPANSION_EVALUATION,
    ROOT,
    command_lines,
    digest,
    recording,
)
from .selfplay import games, tasks


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.learned")
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
    learned = EXPANSION_EVALUATION if args.expansion else EVALUATION
    out = args.out or ROOT / learned.module
    # What makes these weights again (--workers and --out change how and where, not what).
    arguments = (f"--expansion {args.expansion} " if args.expansion else "") + (
        f"--games {args.games} --seed {args.seed} --players {args.players} "
        f"--explore {args.explore:g} --every {args.every} --ridge {args.ridge:g}"
    )
    made_of = digest(learned.sources, arguments)  # the sources as the games start
    started = time.perf_counter()
    todo = tasks(counts, args.games, args.seed, args.explore, setups)
    data: list[Sample] = []
    for positions, won in games(todo, args.workers):
        data.extend(Sample(player_features(t), won) for t in positions[:: args.every])
    played = time.perf_counter() - started
    result = fit(data, ridge=args.ridge)
    out.write_text(_module(arguments, made_of, result, len(todo), names))
    print(
        f"{len(todo)} games in {played:.0f} s, {result.samples} positions; held-out log loss "
        f"{result.test_log_loss:.4f} (all equal: {result.baseline_log_loss:.4f}), likeliest "
        f"winner right {100 * result.test_accuracy:.1f} %; wrote {out}"
    )
    return 0


def _module(arguments: str, made_of: str, result: Fit, games: int, names: Sequence[str]) -> str:
    which = "EXPANSION_FEATURE_NAMES" if names is EXPANSION_FEATURE_NAMES else "FEATURE_NAMES"
    lines = [
        f'"""The learned evaluation\'s weights, one per feature (features.{which}): a',
        "player's chance to win is the softmax of the players' `weights · features`.",
        "",
        "Written by the training script (tools/learned); do not edit by hand. Made with:",
        "",
        *command_lines(EVALUATION.script, arguments),
        "",
        f"{result.samples} positions from {games} self-play games. On the held-out fifth: log loss",
        f"{result.test_log_loss:.4f} (every player equally likely: {result.baseline_log_loss:.4f};"
        f" training: {result.train_log_loss:.4f}),",
        f"the likeliest winner won {100 * result.test_accuracy:.1f} % of the time.",
        '"""',
        "",
        *recording(arguments, made_of),
        "",
        "WEIGHTS: tuple[float, ...] = (",
    ]
    for name, w in zip(names, result.weights, strict=True):
        lines.append(f"    {w!r},  # {name}")
    lines.append(")")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
