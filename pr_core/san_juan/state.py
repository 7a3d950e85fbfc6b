"""San Juan's game state: plain attributes holding ints and tuples, never changed once built
(copied on write: pr_core/state_base.py).

Every card is somewhere, by kind (data.CARDS): in a hand, on the table as a building, face down
on a production building as a good, under a chapel, in the draw pile, in the discard pile, among
the cards a player is choosing from, or out of the game (built over with the crane). Together
they are always the 110 cards of the game.

The fields are declared (typed and described) on `Player` and `State`, as annotations only
(state_base.py says why); `blank_state` gives every field its empty value.
"""

from __future__ import annotations

from typing import Final

from ..json_checks import JSON
from ..state_base import BasePlayer, BaseState
from . import data
from .actions import Action

# Phases besides the roles (data.BUILDER .. data.PROSPECTOR are phases too).
ROLE_SELECTION: Final = 5
ROUND_START: Final = 6  # a new round: the chapels, then the hand limit (buildings/chapel.py,
#   tower.py)
START_HANDS: Final = 7  # the start-hand variant: each player keeps 4 of the cards dealt
GAME_OVER: Final = 8
PHASE_NAMES: Final = data.ROLE_NAMES + ("role_selection", "round_start", "start_hands", "game_over")

NO_SEAT: Final = -1  # a role nobody took this round; no picker during role selection
NO_CARD: Final = -1  # no good on a building; no card being built
NO_TILE: Final = -1  # no trading-house tile turned up
NO_INDEX: Final = -1  # not built over another building

# One event of a step, as the rules write it (docs/san-juan/engine.md, "Events"): JSON-like, but
# an "action" event holds the Action itself (engine_loop.Loop.step_events turns it into JSON).
Event = JSON
Events = list[Event]  # the events of the step being made, appended to in order


class Player(BasePlayer):
    """One player's cards."""

    name: str  # display name
    hand: tuple[int, ...]  # card kinds, ascending (a hand has no order)
    buildings: tuple[int, ...]  # card kinds, in the order built
    goods: tuple[int, ...]  # one per building: the card lying face down on it as its good,
    #   NO_CARD if none (violet buildings: none)
    chapel: tuple[int, ...]  # card kinds tucked under the chapel, ascending

    def __init__(
        self,
        name: str,
        hand: tuple[int, ...],
        buildings: tuple[int, ...],
        goods: tuple[int, ...],
        chapel: tuple[int, ...] = (),
    ) -> None:
        self.name = name
        self.hand = hand
        self.buildings = buildings
        self.goods = goods
        self.chapel = chapel

    def owns(self, kind: int) -> bool:
        return kind in self.buildings

    def goods_count(self) -> int:
        return sum(1 for good in self.goods if good != NO_CARD)


class State(BaseState[Player, Action]):
    """The whole game. Read attributes freely; never assign to them outside a step."""

    GAME_OVER = GAME_OVER

    n: int  # number of players (2-4); seats are 0..n-1 clockwise
    players: tuple[Player, ...]  # by seat
    governor: int  # seat holding the governor card
    start_hands: bool  # True: the start-hand variant was dealt (Dutch edition,
    #   "Varianten"; docs/rules/san-juan.md#start-hands)
    phase: int  # a role (data.BUILDER..PROSPECTOR) being resolved, or one of
    #   ROLE_SELECTION, ROUND_START, START_HANDS, GAME_OVER
    step: int  # sub-step of the phase; meaning given by the phase module
    roles: tuple[int, ...]  # by role: the seat that took it this round, NO_SEAT if nobody
    picks: int  # roles chosen so far this round (2 players: 3 a round)
    picker: int  # seat that chose the role being resolved
    actor: int  # seat that acts now
    turn: int  # players who have had their turn in this phase, from the picker
    #   (ROUND_START, START_HANDS: from the governor)
    library_used: int  # 2 players: bit per seat whose library doubled a privilege
    #   this round (once a round; buildings/library.py)
    doubled: bool  # the library doubles the picker's privilege in this phase
    pile: tuple[int, ...]  # the draw pile, its top card last
    discards: tuple[int, ...]  # the face-down discard pile, ascending (only its count is seen;
    #   it is shuffled into a new pile when the pile runs out)
    out: tuple[int, ...]  # cards out of the game: buildings built over (crane), ascending
    tiles: tuple[int, ...]  # the trading-house tiles' stack, top first (data.TILES ids)
    tiles_seen: int  # tiles turned up so far, at most 5: the stack's first ones are
    #   known to all once turned, its order never changes
    tile: int  # trader: the tile turned up in this phase, NO_TILE if none
    rng: int  # PCG32 state (pr_core/rng.py): the shuffles of the discards
    # --- a decision under way (all empty between decisions) ---
    drawn: tuple[int, ...]  # cards the actor chooses from (councillor; gold mine), ascending
    keep: int  # cards still to keep from `drawn`, or still to discard from the
    #   hand (archive, hand limit, start hands)
    building: int  # builder: the card being built (already out of the hand), NO_CARD if none
    over: int  # builder: the index in the builder's buildings it goes over, NO_INDEX if none
    cost: int  # builder: cards still to pay for it
    floor: int  # the smallest card kind or good the next pick of a choice of
    #   several may name (they are made in ascending order)
    used: int  # goods produced, sold or given to the black market this turn
    income: int  # trader: cards earned by this turn's sales so far
    events: tuple[Event, ...]  # events of the step that made this state
    #   (docs/san-juan/engine.md, "Events")

    def __repr__(self) -> str:
        return (
            f"<San Juan State {self.n}p phase={PHASE_NAMES[self.phase]} actor={self.actor} "
            f"governor={self.governor}>"
        )


def blank_state() -> State:
    """A State with every field (declared on State) present and empty; setup and the position
    reader fill it."""
    s = State.blank()
    s.governor = 0
    s.start_hands = False
    s.phase = ROLE_SELECTION
    s.step = 0
    s.roles = (NO_SEAT,) * 5
    s.picks = 0
    s.picker = NO_SEAT
    s.turn = 0
    s.library_used = 0
    s.doubled = False
    s.pile = ()
    s.discards = ()
    s.out = ()
    s.tiles = tuple(range(5))
    s.tiles_seen = 0
    s.tile = NO_TILE
    s.rng = 0
    s.drawn = ()
    s.keep = 0
    s.building = NO_CARD
    s.over = NO_INDEX
    s.cost = 0
    s.floor = 0
    s.used = 0
    s.income = 0
    return s
