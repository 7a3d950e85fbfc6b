"""Self-play games for the learned evaluation: positions and who won them.

The games are played on the playout simulator (playout/) by its `Rules` policy, the policy the
expert's playouts use, so the positions are those its search judges. To also see the positions a
search may steer into (an island of quarries, a builder who never ships...), each player
`Explores`: with a small chance a decision (a role, a plantation, a building, a sale, a load)
is taken at random among the legal options. Every role choice's Table is kept, and once the game
is over each is labelled with each player's share of the win.

Reproducible: game k of a run with seed s is the engine's deal s + k, its explorations drawn from
a generator seeded with it. A thousand 4-player games take a few seconds.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from multiprocessing import Pool

from ....rng import Random
from ... import GAME
from ..playout import phases
from ..playout.rules import Rules
from ..playout.table import Table, from_state, winners

# (players, deal seed, chance of a random decision, Expansion I's setup or None for a base game)
Task = tuple[int, int, float, str | None]
Game = tuple[list[Table], list[float]]  # the positions at each role choice, the win shares


class Explores(Rules):
    """The playout rules, with a decision now and then taken at random (`chance`)."""

    def __init__(self, rng: Random, chance: float) -> None:
        self.rng = rng
        self.chance = chance

    def _explore(self, options: Sequence[int]) -> bool:
        return len(options) > 1 and self.rng.random() < self.chance

    def role(self, t: Table, seat: int, cards: Sequence[int]) -> int:
        if self._explore(cards):
            return self.rng.choice(cards)
        return super().role(t, seat, cards)

    def settle(self, t: Table, seat: int, options: Sequence[int]) -> int:
        if self._explore(options):
            return self.rng.choice(options)
        return super().settle(t, seat, options)

    def build(self, t: Table, seat: int, options: Sequence[int]) -> int:
        if self._explore(options):
            return self.rng.choice(options)
        return super().build(t, seat, options)

    def sell(self, t: Table, seat: int, options: Sequence[int]) -> int:
        if self._explore(options):
            return self.rng.choice(options)
        return super().sell(t, seat, options)

    def load(self, t: Table, seat: int, options: Sequence[int]) -> int:
        if self._explore(options):
            return self.rng.choice(options)
        return super().load(t, seat, options)


def play(task: Task) -> Game:
    """One game: its positions at every role choice and each player's share of the win."""
    players, seed, chance, expansion = task
    t = from_state(GAME.new_game(players, seed, expansion=expansion))
    policy = Explores(Random(seed), chance)
    positions: list[Table] = []
    taken = t.card_taken
    while not t.over:
        positions.append(t.copy())
        cards = [card for card, seat in enumerate(taken) if seat < 0]
        phases.take_role(t, policy.role(t, phases.picker(t), cards), policy)
    won = winners(t)
    return positions, [1.0 / len(won) if seat in won else 0.0 for seat in range(players)]


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
    if workers <= 1:
        yield from map(play, tasks)
        return
    with Pool(workers) as pool:
        yield from pool.imap(play, tasks, chunksize=16)
