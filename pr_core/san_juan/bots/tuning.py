"""Tuning the judgement's numbers (evaluation.Table) by self-play, pure Python and seeded:

    python -m pr_core.san_juan.bots.tuning match --table expert --players 4 --deals 500
    python -m pr_core.san_juan.bots.tuning spsa --steps 2000 --seed 1

`match` plays the heuristic judging by a table (`--table`: default, expert, or a file of
``name=value`` lines) against the hand-set medium bots, paired deals (every deal once per seat
rotation), and prints its win rate with a 95 % interval and its mean margins. `spsa` tunes the
table by simultaneous perturbation stochastic approximation (SPSA): every step perturbs all the
numbers at once, in both directions, plays the two tables against each other (and the medium
bots) on one deal at 4 players and one at 2, and moves the table along the score difference;
it prints the table every `--report` steps. The expert bot's table (expert.py) says which run
made it. The numbers move relative to the hand-set table's: each by `scale` × its hand-set
value (at least `FLOOR`), never below 0.

Games here are whole games of the heuristic (no search): about 4 a second on one core.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import sys
import time
from collections.abc import Sequence

from ... import san_juan
from ...bots.base import View
from ...rng import Random
from ...tournament import wilson
from ..actions import Action
from ..state import State
from .evaluation import TABLE, Judge, Table
from .heuristic import MEDIUM, Heuristic
from .sampling import state_from_view

FLOOR = 0.1  # the smallest step unit of a number whose hand-set value is smaller (e.g. 0)
WIN_BONUS = 5.0  # spsa: a win is worth this many points of score difference
# Numbers that are facts of the game, or tie-breaks, are not tuned.
FIXED = frozenset({"price", "card_vp_late"})


def names() -> list[tuple[str, int | None]]:
    """The tuned numbers: (field, index in a tuple field or None)."""
    out: list[tuple[str, int | None]] = []
    for f in dataclasses.fields(Table):
        if f.name in FIXED:
            continue
        value = getattr(TABLE, f.name)
        if isinstance(value, tuple):
            out += [(f.name, i) for i in range(len(value))]
        else:
            out.append((f.name, None))
    return out


def vector(table: Table) -> list[float]:
    """The table's tuned numbers, in the order of `names()`."""
    out = []
    for name, i in names():
        value = getattr(table, name)
        out.append(float(value[i] if i is not None else value))
    return out


def table_of(numbers: Sequence[float]) -> Table:
    """The hand-set table with the tuned numbers replaced (each at least 0)."""
    changes: dict[str, float | tuple[float, ...]] = {}
    tuples: dict[str, list[float]] = {}
    for (name, i), value in zip(names(), numbers):
        value = max(0.0, value)
        if i is None:
            changes[name] = value
        else:
            tuples.setdefault(name, list(getattr(TABLE, name)))[i] = value
    for name, values in tuples.items():
        changes[name] = tuple(values)
    return TABLE.replace(**changes)


def describe(table: Table) -> str:
    """The numbers that differ from the hand-set table's, as ``name=value`` lines."""
    lines = []
    for f in dataclasses.fields(Table):
        value = getattr(table, f.name)
        if value != getattr(TABLE, f.name):
            if isinstance(value, tuple):
                lines.append(f"{f.name}={','.join(f'{v:.3f}' for v in value)}")
            else:
                lines.append(f"{f.name}={value:.3f}")
    return "\n".join(lines)


def read_table(text: str) -> Table:
    """A table from ``name=value`` lines (a tuple's values separated by commas)."""
    changes: dict[str, float | tuple[float, ...]] = {}
    for line in text.splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        name, _, value = line.partition("=")
        parts = [float(v) for v in value.split(",")]
        changes[name.strip()] = tuple(parts) if "," in value else parts[0]
    return TABLE.replace(**changes)


# --- games ----------------------------------------------------------------------------------------
class Player:
    """A heuristic player: decides on a sample of its view, like the medium bot."""

    def __init__(self, heuristic: Heuristic) -> None:
        self.heuristic = heuristic

    def choose(self, view: View, legal: Sequence[Action], rng: Random) -> Action:
        return self.heuristic.choose(state_from_view(view, rng), legal, rng)


def play(
    players: Sequence[Player], seed: int, start_hands: bool = False
) -> tuple[list[int], set[int]]:
    """One game, players by seat: (scores by seat, the winners' seats)."""
    game = san_juan.GAME
    n = len(players)
    rngs = [Random(seed * 1_000_003 + 7919 * i + 1) for i in range(n)]
    state: State = game.new_game(n, seed, start_hands=start_hands)
    while not game.is_terminal(state):
        seat = state.actor
        legal = game.legal_actions(state)
        action = players[seat].choose(game.player_view(state, seat), legal, rngs[seat])
        state = game.apply_action(state, action)
    final = game.final_scores(state)
    return [row["total"] for row in final["players"]], set(final["winners"])


def rotations(lineup: Sequence[Player], seed: int) -> list[tuple[list[int], set[int]]]:
    """The deal `seed` played once per seat rotation; results by lineup entry (scores, the
    entries that won)."""
    n = len(lineup)
    out = []
    for r in range(n):
        seating = [lineup[(s - r) % n] for s in range(n)]  # entry i sits at seat (i + r) % n
        scores, winners = play(seating, seed)
        out.append(
            (
                [scores[(i + r) % n] for i in range(n)],
                {i for i in range(n) if (i + r) % n in winners},
            )
        )
    return out


def match(table: Table, players: int, deals: int, seed: int) -> str:
    """The heuristic judging by `table` against players - 1 medium bots: a report."""
    me = Player(Heuristic(Judge(table)))
    medium = Player(MEDIUM)
    lineup = [me] + [medium] * (players - 1)
    wins = 0.0
    margins: list[float] = []
    field: list[float] = []
    started = time.perf_counter()
    for d in range(deals):
        for scores, winners in rotations(lineup, seed + d):
            if 0 in winners:
                wins += 1 / len(winners)
            others = scores[1:]
            margins.append(scores[0] - max(others))
            field.append(scores[0] - statistics.fmean(others))
    games = deals * players
    low, high = wilson(wins, games)
    return (
        f"{games} games, {players} players: win rate {100 * wins / games:.1f} % "
        f"(95 % CI {100 * low:.1f}-{100 * high:.1f} %, fair {100 / players:.0f} %), "
        f"margin {statistics.fmean(margins):+.2f}, vs the others' mean "
        f"{statistics.fmean(field):+.2f} ± {1.96 * statistics.stdev(field) / math.sqrt(games):.2f}"
        f", {time.perf_counter() - started:.0f} s"
    )


# --- SPSA -----------------------------------------------------------------------------------------
def spsa(
    steps: int,
    seed: int,
    a: float = 0.02,
    c: float = 0.3,
    start: Table = TABLE,
    report: int = 100,
    until: int | None = None,
) -> Table:
    """Tunes the table from `start` with the gains of a run of `steps` steps, stopping after
    `until` of them (all by default); returns the mean of the tables at the report points
    (every `report` steps) of the second half of the steps made."""
    rng = Random(seed)
    base = vector(TABLE)
    unit = [max(abs(v), FLOOR) for v in base]
    x = [(v - b) / u for v, b, u in zip(vector(start), base, unit)]
    medium = Player(MEDIUM)
    big_a = steps / 10
    started = time.perf_counter()
    until = steps if until is None else min(until, steps)
    snapshots: list[list[float]] = []
    for k in range(until):
        ak = a / (k + 1 + big_a) ** 0.602
        ck = c / (k + 1) ** 0.101
        delta = [1.0 if rng.below(2) else -1.0 for _ in x]
        plus = Player(Heuristic(Judge(table_of(_numbers(x, delta, ck, base, unit)))))
        minus = Player(Heuristic(Judge(table_of(_numbers(x, delta, -ck, base, unit)))))
        diff = 0.0
        games = 0
        deal = seed * 100_000 + k
        for lineup in ([plus, minus, medium, medium], [plus, minus]):
            for scores, winners in rotations(lineup, deal):
                diff += scores[0] - scores[1]
                diff += WIN_BONUS * ((0 in winners) - (1 in winners))
                games += 1
        y = diff / games
        for i, d in enumerate(delta):
            x[i] += ak * y / (2 * ck) * d
        if (k + 1) % report == 0:
            if k + 1 > until // 2:
                snapshots.append(list(x))
            print(f"# step {k + 1}, {time.perf_counter() - started:.0f} s", flush=True)
            print(describe(table_of(_numbers(x, [0.0] * len(x), 0.0, base, unit))), flush=True)
    if not snapshots:
        snapshots.append(x)
    average = [sum(column) / len(snapshots) for column in zip(*snapshots)]
    return table_of(_numbers(average, [0.0] * len(x), 0.0, base, unit))


def _numbers(
    x: Sequence[float],
    delta: Sequence[float],
    c: float,
    base: Sequence[float],
    unit: Sequence[float],
) -> list[float]:
    return [b + u * (xi + c * d) for xi, d, b, u in zip(x, delta, base, unit)]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m pr_core.san_juan.bots.tuning")
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("match", help="a table's heuristic against medium bots")
    m.add_argument("--table", default="expert", help="default, expert, or a file of name=value")
    m.add_argument("--players", type=int, default=4)
    m.add_argument("--deals", type=int, default=250)
    m.add_argument("--seed", type=int, default=1)
    s = sub.add_parser("spsa", help="tune the table by SPSA")
    s.add_argument("--steps", type=int, default=2000)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--a", type=float, default=0.02)
    s.add_argument("--c", type=float, default=0.3)
    s.add_argument("--start", default="default", help="default, expert, or a file")
    s.add_argument("--report", type=int, default=100)
    s.add_argument("--until", type=int, default=None, help="stop after this many steps")
    args = parser.parse_args(argv)
    if args.command == "match":
        print(match(_table(args.table), args.players, args.deals, args.seed))
    else:
        table = spsa(
            args.steps, args.seed, args.a, args.c, _table(args.start), args.report, args.until
        )
        print("# the mean of the tables at the report points of the second half:")
        print(describe(table))


def _table(name: str) -> Table:
    if name == "default":
        return TABLE
    if name == "expert":
        from .expert import EXPERT_TABLE

        return EXPERT_TABLE
    with open(name, encoding="utf-8") as f:
        return read_table(f.read())


if __name__ == "__main__":
    main(sys.argv[1:])
