"""A new game (Dutch edition, "Voorbereiding"; docs/rules/san-juan.md#setup): the start player by
lot (seat 0 here: the caller seats the players), an indigo plant on the table and 4 cards in hand
for each, the trading-house tiles shuffled face down, the rest of the cards the draw pile; or the
start-hand variant."""

from collections.abc import Iterable

from .. import rng
from . import data
from . import start_hands as variant
from .common import reshuffle
from .state import NO_CARD, ROLE_SELECTION, START_HANDS, Player, State, blank_state


def new_game(
    players: int,
    seed: int = 0,
    *,
    names: Iterable[str] | None = None,
    start_hands: bool = False,
) -> State:
    """A game for `players` (2-4) seats; seat 0 is the first governor, seats go clockwise.

    seed: any integer; the same seed and the same actions give the same game.
    names: display names by seat (default "Player 1" ...).
    start_hands: the rulebook's variant: each player is dealt 4 cards and 1 more per seat from
      the start player (5, 6, 7, 8) and keeps 4 of them, the first decisions of the game.
    """
    if type(players) is not int or players not in data.PLAYERS:
        raise ValueError(f"San Juan is for 2 to 4 players, not {players!r}")
    if type(seed) is not int:
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    if type(start_hands) is not bool:
        raise ValueError(f"start_hands must be true or false, not {start_hands!r}")
    if names is None:
        names = [f"Player {seat + 1}" for seat in range(players)]
    seat_names = list(names)  # checked: the names may come from JSON
    if len(seat_names) != players or not all(isinstance(n, str) and n.strip() for n in seat_names):
        raise ValueError(f"give {players} non-empty player names, one per seat")
    s = blank_state()
    s.n = players
    s.start_hands = start_hands
    s.rng = rng.seed_state(seed)
    deck: list[int] = []
    for kind in data.KINDS:
        copies = data.COPIES[kind] - (players if kind == data.INDIGO_PLANT else 0)
        deck += [kind] * copies
    s.discards = tuple(deck)  # shuffled into the draw pile just below
    reshuffle(s, [])
    order = list(range(len(data.TILES)))
    for i in range(len(order) - 1, 0, -1):
        s.rng, j = rng.below(s.rng, i + 1)
        order[i], order[j] = order[j], order[i]
    s.tiles = tuple(order)
    hands: list[tuple[int, ...]] = []
    for seat in range(players):
        count = data.START_HAND + (variant.extra_cards(seat) if start_hands else 0)
        cards, s.pile = s.pile[len(s.pile) - count :], s.pile[: len(s.pile) - count]
        hands.append(tuple(sorted(cards)))
    s.players = tuple(
        Player(name.strip(), hand, (data.INDIGO_PLANT,), (NO_CARD,))
        for name, hand in zip(seat_names, hands)
    )
    s.governor = 0
    s.actor = 0
    if start_hands:
        s.phase = START_HANDS
        variant.begin(s, [])
    else:
        s.phase = ROLE_SELECTION
    return s
