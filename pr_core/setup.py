"""A new game from the setup table (RULES.md section 1)."""

from . import data, rng
from .common import draw_plantation
from .state import NO_GOOD, NO_SEAT, ROLE_SELECTION, Player, blank_state


def new_game(players, seed=0, *, visible_vp=False, names=None):
    """A game for `players` (2-5) seats; seat 0 is the first governor, seats go clockwise.

    seed: any integer; the same seed and the same actions give the same game.
    visible_vp: True shows every player's VP chips to all (the rulebook keeps them hidden).
    names: display names by seat (default "Player 1" ...).
    """
    if type(players) is not int or players not in data.SETUPS:
        raise ValueError(f"Puerto Rico is for 2 to 5 players, not {players!r}")
    if type(seed) is not int:
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
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
    s.face_up = tuple(draw_plantation(s, []) for _ in range(players + 1))
    return s
