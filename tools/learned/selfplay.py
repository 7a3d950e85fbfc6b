"""Self-play games for the learned evaluation and the draft: positions, boards and who won.

The games are played on the playout simulator (pr_core/puerto_rico/bots/playout/) by its `Rules`
policy, the policy the expert's playouts use, so the positions are those its search judges. To
also see the positions a search may steer into (an island of quarries, a builder who never
ships...), each player `Explores`: with a small chance a decision (a role, a plantation, a
building, a sale, a load) is taken at random among the legal options. Every role choice's Table
is kept, and once the game is over each is labelled with each player's share of the win. For
the draft (board_game) only the buildings for sale at the start are kept.

Reproducible: game k of a run with seed s is the engine's deal s + k, its explorations drawn from
a generator seeded with it. A thousand 4-player games take a few seconds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from multiprocessing import Pool
from typing import TypeVar

from pr_core.puerto_rico import GAME
from pr_core.puerto_rico.bots.playout import phases
from pr_core.puerto_rico.bots.playout.rules import Rules
from pr_core.puerto_rico.bots.playout.table import Table, from_state, winners
from pr_core.rng import Random

# (players, deal seed, chance of a random decision, Expansion I's setup or None for a base game)
Task = tuple[int, int, float, str | None]
Game = tuple[list[Table], list[float]]  # the positions at each role choice, the win shares
T = TypeVar("T")


Decide = Callable[[Rules, Table, int, Sequence[int]], int]  # a Rules decision among options


class Explores(Rules):
    """The playout rules, with a decision now and then taken at random (`chance`): a role, a
    plantation, a building, a sale or a load."""

    def __init__(self, rng: Random, chance: float) -> None:
        self.rng = rng
        self.chance = chance

    def _decide(self, decide: Decide, t: Table, seat: int, options: Sequence[int]) -> int:
        """`decide`'s answer, or with the chance a random option when there is a choice."""
        if len(options) > 1 and self.rng.random() < self.chance:
            return self.rng.choice(options)
        return decide(self, t, seat, options)

    def role(self, t: Table, seat: int, cards: Sequence[int]) -> int:
        return self._decide(Rules.role, t, seat, cards)

    def settle(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._decide(Rules.settle, t, seat, options)

    def build(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._decide(Rules.build, t, seat, options)

    def sell(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._decide(Rules.sell, t, seat, options)

    def load(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._decide(Rules.load, t, seat, options)


def play(task: Task) -> Game:
    """One game: its positions at every role choice and each player's share of the win."""
    positions: list[Table] = []
    _, won = _play_out(task, positions)
    return positions, won


def board_game(task: Task) -> tuple[tuple[int, ...], list[float]]:
    """One game: the buildings for sale at its start (Expansion I's board) and each player's
    share of the win."""
    start, won = _play_out(task, None)
    return tuple(b for b, copies in enumerate(start.building_supply) if copies), won


def _play_out(task: Task, positions: list[Table] | None) -> tuple[Table, list[float]]:
    """Plays the task's game to its end (keeping every role choice's Table in `positions` if
    given): its first Table and each player's share of the win."""
    players, seed, chance, expansion = task
    t = from_state(GAME.new_game(players, seed, expansion=expansion))
    start = t.copy()
    policy = Explores(Random(seed), chance)
    taken = t.card_taken
    while not t.over:
        if positions is not None:
            positions.append(t.copy())
        cards = [card for card, seat in enumerate(taken) if seat < 0]
        phases.take_role(t, policy.role(t, phases.picker(t), cards), policy)
    won = winners(t)
    return start, [1.0 / len(won) if seat in won else 0.0 for seat in range(players)]


def tasks(
    player_counts: Sequence[int],
    games: int,
    seed: int,
    chance: float,
    setups: Sequence[str | None] = (None,),
) -> list[Task]:
    """`games` deals from `seed` on, the player counts taking turns, then the setups (Expansion
    I's, or None for a base game): every count meets every setup."""
    counts = len(player_counts)
    return [
        (player_counts[k % counts], seed + k, chance, setups[k // counts % len(setups)])
        for k in range(games)
    ]


def games(tasks: Sequence[Task], workers: int) -> Iterator[Game]:
    """Each game, in the order of `tasks` (played on `workers` processes)."""
    yield from _each(play, tasks, workers)


def boards(tasks: Sequence[Task], workers: int) -> Iterator[tuple[tuple[int, ...], list[float]]]:
    """Each game's board and win shares (board_game), in the order of `tasks`."""
    yield from _each(board_game, tasks, workers)


def _each(play_one: Callable[[Task], T], tasks: Sequence[Task], workers: int) -> Iterator[T]:
    if workers <= 1:
        yield from map(play_one, tasks)
        return
    with Pool(workers) as pool:
        yield from pool.imap(play_one, tasks, chunksize=16)
