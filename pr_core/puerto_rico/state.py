"""Puerto Rico's game state: plain attributes holding ints and tuples, so a state is never changed
once built (copied on write: pr_core/state_base.py).

The fields are declared (typed and described) on `Player` and `State`, as annotations only
(state_base.py says why); `blank_state` gives every field its empty value.
"""

from __future__ import annotations

from typing import Final

from ..state_base import BasePlayer, BaseState
from . import data
from .actions import Action

# Phases besides the roles (data.SETTLER .. data.PROSPECTOR are phases too).
ROLE_SELECTION: Final = 7
GAME_OVER: Final = 8
DRAFT: Final = 9  # Expansion I: the players choose the buildings of the game, before the first
#   round
GAME_END: Final = 10  # Expansion I: the game has ended; guests may still move before the scores
#   count
PHASE_NAMES: Final = data.ROLE_NAMES + ("role_selection", "game_over", "draft", "game_end")

NO_GOOD: Final = -1  # an empty cargo ship carries no kind
NO_SEAT: Final = -1  # a role card nobody took this round; no picker during role selection
NO_TILE: Final = -1  # no hacienda tile waiting to be placed
NO_BUILDING: Final = -1  # no building being bought

# One event of a step, as the rules write it (docs/engine.md, "Events"): JSON-like, but an
# "action" event holds the Action itself (engine_loop.step_events turns it into JSON).
Event = dict[str, object]
Events = list[Event]  # the events of the step being made, appended to in order


class Player(BasePlayer):
    """One player's board and holdings."""

    name: str  # display name
    doubloons: int  # coins
    vp: int  # VP chips, plus VP recorded on paper after the chips ran out
    island: tuple[int, ...]  # tile kinds in the order placed (at most 12); data.FOREST is a
    #   tile without a circle
    occupied: tuple[int, ...]  # [6]: occupied tiles per tile kind; the first ones of that kind
    #   in island order carry the colonists
    city: tuple[int, ...]  # building ids in the order built
    workers: tuple[int, ...]  # colonists on each building, -1 = not owned; those on the guest
    #   house are guests (Expansion I)
    waiting_colonists: int  # colonists waiting in San Juan
    goods: tuple[int, ...]  # barrels per good

    def __init__(
        self, name: str, doubloons: int, island: tuple[int, ...], occupied: tuple[int, ...]
    ) -> None:
        self.name = name
        self.doubloons = doubloons
        self.vp = 0
        self.island = island
        self.occupied = occupied
        self.city = ()
        self.workers = (-1,) * len(data.BUILDINGS)
        self.waiting_colonists = 0
        self.goods = (0,) * 5

    # Derived facts, computed on demand rather than stored.
    def owns(self, building: int) -> bool:
        return self.workers[building] >= 0

    def active(self, building: int) -> bool:
        """True if the player has the building and at least one colonist on it."""
        return self.workers[building] > 0

    # Loops rather than comprehensions: cheaper over a city's few buildings, and asked often.
    def city_spaces_used(self) -> int:
        spaces = data.BUILDING_SPACES
        used = 0
        for b in self.city:
            used += spaces[b]
        return used

    def colonists(self) -> int:
        """All the player's colonists: on tiles, on buildings (guests too) and in San Juan."""
        workers = self.workers
        count = sum(self.occupied) + self.waiting_colonists
        for b in self.city:
            count += workers[b]
        return count

    def guests(self) -> int:
        """Colonists on the guest house (Expansion I): each may move to an empty circle."""
        return max(0, self.workers[data.GUEST_HOUSE])


class State(BaseState[Player, Action]):
    """The whole game. Read attributes freely; never assign to them outside a step."""

    GAME_OVER = GAME_OVER

    n: int  # number of players (2-5); seats are 0..n-1 clockwise
    players: tuple[Player, ...]  # by seat
    governor: int  # seat holding the governor card
    visible_vp: bool  # True: everybody's VP chips are public
    cards: tuple[int, ...]  # role card ids in play (data.CARD_NAMES)
    card_gold: tuple[int, ...]  # doubloons lying on each card in play
    card_taken: tuple[int, ...]  # seat that took each card this round, NO_SEAT if nobody
    phase: int  # a role being resolved (data.SETTLER ..), ROLE_SELECTION, GAME_OVER, DRAFT or
    #   GAME_END (Expansion I)
    picker: int  # seat that picked the role being resolved, else NO_SEAT
    actor: int  # seat that acts now (NO_SEAT once the game is over)
    turn: int  # turns already taken in this phase (in a guests window: owners asked so far,
    #   from the picker)
    step: int  # sub-step of the phase; meaning given by the phase module;
    #   common.STEP_GUESTS: a window for guests (Expansion I)
    colonist_supply: int  # colonists in the supply
    colonist_ship: int  # colonists on the colonist ship
    vp_supply: int  # VP chips left (never below 0; later VP is recorded on paper)
    goods_supply: tuple[int, ...]  # barrels left per good
    ship_capacity: tuple[int, ...]  # capacity of each cargo ship, smallest first
    ship_good: tuple[int, ...]  # good on each cargo ship, NO_GOOD when empty
    ship_load: tuple[int, ...]  # barrels on each cargo ship
    house: tuple[int, ...]  # goods in the trading house, in the order sold (at most 4)
    face_up: tuple[int, ...]  # face-up plantation tiles, in the order turned up
    face_down: tuple[int, ...]  # plantation tiles per kind in the face-down stacks
    discards: tuple[int, ...]  # discarded plantation tiles per kind
    quarries: int  # quarry tiles left
    building_supply: tuple[int, ...]  # copies left per building id
    end_reasons: tuple[str, ...]  # end conditions met this round (sorted names); the game
    #   ends after it
    rng: int  # PCG32 state (rng.py)
    hand: int  # mayor: colonists the actor has still to place
    cursor: int  # mayor: first placement target still open to the actor
    passes: int  # captain: turns in a row without loading
    wharf_used: int  # captain: bit per seat that used its wharf this phase
    bonus_due: bool  # captain: the captain's +1 VP has not been given yet
    produced: tuple[int, ...]  # craftsman: goods the craftsman produced this phase
    # --- Expansion I (all stay empty in a base game) ---
    expansion: bool  # True: Expansion I is in play
    setup: str  # how its buildings were chosen (data.EXPANSION_SETUPS)
    board: tuple[int, ...]  # violet building ids in the game, in the order placed (draft)
    forests: int  # forest tiles left
    drawn: int  # settler: the hacienda's tile, drawn and not placed yet, else NO_TILE
    buying: int  # builder: the building bought, awaiting the black market's payment, else
    #   NO_BUILDING
    library_second: bool  # mayor, craftsman: this privilege decision is the library's second
    received: tuple[int, ...]  # craftsman: barrels per good the craftsman received this phase
    small_wharf_used: int  # captain: bit per seat that used its small wharf this phase
    shipping: tuple[int, ...]  # captain: barrels per good shipped so far in a small-wharf use
    kept: tuple[int, ...]  # captain: barrels kept per good, goods decided so far (storehouse)
    events: tuple[Event, ...]  # events of the step that made this state (docs/engine.md)

    def __repr__(self) -> str:
        return (
            f"<State {self.n}p phase={PHASE_NAMES[self.phase]} actor={self.actor} "
            f"governor={self.governor}>"
        )


def blank_state() -> State:
    """A State with every field (declared on State) present and empty; setup and the position
    reader fill it."""
    s = State.blank()
    s.governor = 0
    s.visible_vp = False
    s.cards = ()
    s.card_gold = ()
    s.card_taken = ()
    s.phase = ROLE_SELECTION
    s.picker = NO_SEAT
    s.turn = 0
    s.step = 0
    s.colonist_supply = 0
    s.colonist_ship = 0
    s.vp_supply = 0
    s.goods_supply = (0,) * 5
    s.ship_capacity = ()
    s.ship_good = ()
    s.ship_load = ()
    s.house = ()
    s.face_up = ()
    s.face_down = (0,) * 5
    s.discards = (0,) * 5
    s.quarries = 0
    s.building_supply = ()
    s.end_reasons = ()
    s.rng = 0
    s.hand = 0
    s.cursor = 0
    s.passes = 0
    s.wharf_used = 0
    s.bonus_due = False
    s.produced = ()
    # --- Expansion I ---
    s.expansion = False
    s.setup = ""
    s.board = ()
    s.forests = 0
    s.drawn = NO_TILE
    s.buying = NO_BUILDING
    s.library_second = False
    s.received = ()
    s.small_wharf_used = 0
    s.shipping = ()
    s.kept = ()
    return s
