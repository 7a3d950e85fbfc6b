"""Fits the draft's table on self-play games and writes draft_weights.py.

    python -m tools.learned.draft_training --games 40000 --seed 1

(from the repository's root) writes pr_core/puerto_rico/bots/learned/draft_weights.py.

A pick in Expansion I's draft decides what every player may buy, so what it is worth to the
player who makes it is how it shifts the win between the seats: a building that pays off for a
player who starts with corn, say, helps the seats that start with corn. The games are played on
Expansion I's random boards (each space filled uniformly from its candidates; selfplay.py) by
the playout rules, and for each number of players the win model (fit.py) is
fitted with one weight per seat and building on the board: the shift in that seat's win logit
when that building is for sale. The weights are centred over the seats (adding the same amount
to every seat changes no chance) and written in points of a seat's win chance at an even table.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path

from pr_core.puerto_rico import data

from .fit import Sample, fit
from .provenance import DRAFT, ROOT, command_lines, digest, recording
from .selfplay import boards, tasks

WEIGHTS_FILE = ROOT / DRAFT.module
DRAFTED = tuple(b for b in range(len(data.BUILDINGS)) if not data.IS_PRODUCTION[b])


def board_features(board: Sequence[int], players: int) -> list[list[float]]:
    """Each seat's features: which seat it is, then, in its own block, which buildings are on
    the board (a weight per seat and building)."""
    on_board = [1.0 if b in board else 0.0 for b in DRAFTED]
    rows = []
    for seat in range(players):
        row = [0.0] * (players + players * len(DRAFTED))
        row[seat] = 1.0
        start = players + seat * len(DRAFTED)
        row[start : start + len(DRAFTED)] = on_board
        rows.append(row)
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.learned.draft_training")
    parser.add_argument("--games", type=int, default=40000, help="games per number of players")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument(
        "--explore", type=float, default=0.05, help="chance of a random decision (selfplay.py)"
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--ridge", type=float, default=100.0)
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE)
    args = parser.parse_args(argv)
    # What makes this table again (--workers and --out change how and where, not what).
    arguments = (
        f"--games {args.games} --seed {args.seed} --players {args.players} "
        f"--explore {args.explore:g} --ridge {args.ridge:g}"
    )
    made_of = digest(DRAFT.sources, arguments)  # the sources as the games start
    started = time.perf_counter()
    gains: dict[int, list[tuple[float, ...]]] = {}
    notes: list[str] = []
    for players in (int(n) for n in args.players.split(",")):
        todo = tasks([players], args.games, args.seed, args.explore, ["random"])
        samples = [
            Sample(board_features(board, players), won) for board, won in boards(todo, args.workers)
        ]
        result = fit(samples, ridge=args.ridge)
        # the same games with the seats alone: how much the board tells beyond the seat
        seats_only = fit(
            [Sample([row[:players] for row in s.features], s.won) for s in samples],
            ridge=args.ridge,
        )
        gains[players] = _centred_points(result.weights, players)
        notes.append(
            f"{players} players: {result.test_log_loss:.4f} (the seats alone "
            f"{seats_only.test_log_loss:.4f}, every seat equally likely "
            f"{result.baseline_log_loss:.4f})"
        )
    args.out.write_text(_module(arguments, made_of, gains, notes))
    print(f"{time.perf_counter() - started:.0f} s; held-out log loss, " + "; ".join(notes))
    print(f"wrote {args.out}")
    return 0


def _centred_points(weights: Sequence[float], players: int) -> list[tuple[float, ...]]:
    """Per drafted building, each seat's gain in points of win chance (100 × the logit shift ×
    p(1 − p) at an even table, p = 1/players), centred over the seats."""
    even = 1.0 / players
    scale = 100.0 * even * (1.0 - even)
    per_building = []
    for k in range(len(DRAFTED)):
        by_seat = [weights[players + seat * len(DRAFTED) + k] for seat in range(players)]
        mean = sum(by_seat) / players
        per_building.append(tuple(round(scale * (w - mean), 2) for w in by_seat))
    return per_building


def _module(
    arguments: str,
    made_of: str,
    gains: dict[int, list[tuple[float, ...]]],
    notes: Sequence[str],
) -> str:
    lines = [
        '"""Expansion I\'s draft table: for each number of players and each violet building, each',
        "seat's gain in points of win chance when that building is on the board (seat 0 is the",
        "first governor, who picks first; tools/learned/draft_training.py says how). Read by",
        "bots/draft.py.",
        "",
        "Written by the training script (tools/learned); do not edit by hand. Made with:",
        "",
        *command_lines(DRAFT.script, arguments),
        "",
        "On the held-out fifth of each count's games, the win model's log loss, by players:",
        *(f"- {note}" for note in notes),
        '"""',
        "",
        *recording(arguments, made_of),
        "",
        "# GAINS[players][building id]: by seat, the first governor first, then clockwise",
        "GAINS: dict[int, dict[int, tuple[float, ...]]] = {",
    ]
    for players, per_building in gains.items():
        lines.append(f"    {players}: {{")
        for b, by_seat in zip(DRAFTED, per_building, strict=True):
            lines.append(f"        {b}: {by_seat!r},  # {data.BUILDING_NAMES[b]}")
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
