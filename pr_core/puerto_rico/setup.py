"""A new game from the setup table (docs/rules/puerto-rico.md#setup), with or without Expansion I
(docs/rules/expansion-i.md#components, docs/rules/expansion-i.md#draft)."""

from collections.abc import Iterable

from .. import rng
from . import data
from .common import draw_plantation
from .state import DRAFT, NO_GOOD, NO_SEAT, ROLE_SELECTION, Player, State, blank_state

EXPANSION_CHOICES = ("draft", "all", "random")  # new_game's `expansion` (data.EXPANSION_SETUPS)


def new_game(
    players: int,
    seed: int = 0,
    *,
    visible_vp: bool = False,
    names: Iterable[str] | None = None,
    expansion: str | None = None,
) -> State:
    """A game for `players` (2-5) seats; seat 0 is the first governor, seats go clockwise.

    seed: any integer; the same seed and the same actions give the same game.
    visible_vp: True shows every player's VP chips to all (the rulebook keeps them hidden).
    names: display names by seat (default "Player 1" ...).
    expansion: None for the base game; with Expansion I "The New Buildings", how its buildings are
      chosen: "draft" (the rulebooks' setup: the players pick the 17 violet buildings of the board
      in turn, decisions of the game), "all" (the Swedish edition's variant,
      docs/rules/expansion-i.md#all-buildings: every building is for sale) or "random" (each board
      space filled at random from its candidates, a quick start). A board fixed in advance is given
      as a position (from_json).
    """
    if type(players) is not int or players not in data.SETUPS:
        raise ValueError(f"Puerto Rico is for 2 to 5 players, not {players!r}")
    if type(seed) is not int:
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    if expansion is not None and expansion not in EXPANSION_CHOICES:
        raise ValueError(
            f"expansion must be None or one of {', '.join(EXPANSION_CHOICES)}, not {expansion!r}"
        )
    if names is None:
        names = [f"Player {seat + 1}" for seat in range(players)]
    names = list(names)
    if len(names) != players or not all(isinstance(n, str) and n.strip() for n in names):
        raise ValueError(f"give {players} non-empty player names, one per seat")
    setup = data.SETUPS[players]
    s = blank_state()
    s.n = players
    s.visible_vp = bool(visible_vp)
    start_tiles = setup.start_tiles
    seats = []
    for seat in range(players):
        tile = start_tiles[seat]
        seats.append(Player(names[seat], setup.doubloons, (tile,), (0,) * 6))
    s.players = tuple(seats)
    s.cards = setup.role_cards
    s.card_gold = (0,) * len(s.cards)
    s.card_taken = (NO_SEAT,) * len(s.cards)
    s.phase = ROLE_SELECTION
    s.colonist_supply = setup.colonist_supply
    s.colonist_ship = setup.colonist_ship
    s.vp_supply = setup.vp_chips
    s.goods_supply = setup.goods
    s.ship_capacity = setup.ship_capacities
    s.ship_good = (NO_GOOD,) * len(setup.ship_capacities)
    s.ship_load = (0,) * len(setup.ship_capacities)
    face_down = list(setup.plantations)
    for tile in start_tiles:
        face_down[tile] -= 1
    s.face_down = tuple(face_down)
    s.quarries = setup.quarries
    s.building_supply = setup.building_copies
    s.rng = rng.seed_state(seed)
    drawn = (draw_plantation(s, []) for _ in range(players + 1))
    s.face_up = tuple(kind for kind in drawn if kind is not None)  # a new game has them all
    if expansion is not None:
        _expansion(s, expansion)
    return s


def _expansion(s: State, how: str) -> None:
    s.expansion = True
    s.setup = how
    s.forests = data.FORESTS
    copies = data.EXPANSION_COPIES[s.n]
    if how == "draft":
        s.board = ()
        s.phase = DRAFT  # the governor picks first
        s.actor = s.governor
    elif how == "all":
        s.board = tuple(sorted(data.VIOLET_BUILDINGS, key=lambda b: (data.BUILDING_COST[b], b)))
    else:
        s.board = random_board(s)
    s.building_supply = tuple(
        c if data.IS_PRODUCTION[b] or b in s.board else 0 for b, c in enumerate(copies)
    )


def random_board(s: State) -> tuple[int, ...]:
    """Each board space filled at random from the violet buildings of its cost (the state's
    generator advances)."""
    board: list[int] = []
    for cost, spaces in data.SPACES_BY_COST.items():
        candidates = [b for b in data.VIOLET_BUILDINGS if data.BUILDING_COST[b] == cost]
        for _ in range(spaces):
            s.rng, pick = rng.below(s.rng, len(candidates))
            board.append(candidates.pop(pick))
    return tuple(board)
