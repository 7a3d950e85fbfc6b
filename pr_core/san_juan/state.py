"""San Juan's game state: plain attributes holding ints and tuples, never changed once built
(copied on write: pr_core/state_base.py).

Every card is somewhere, by kind (data.CARDS): in a hand, on the table as a building, face down
on a production building as a good, under a chapel, in the draw pile, in the discard pile, among
the cards a player is choosing from, or out of the game (built over with the crane). Together
they are always the 110 cards of the game.
"""

from ..state_base import BasePlayer, BaseState
from . import data

# Phases besides the roles (data.BUILDER .. data.PROSPECTOR are phases too).
ROLE_SELECTION = 5
ROUND_START = 6  # a new round: the chapels, then the hand limit (buildings/chapel.py, tower.py)
START_HANDS = 7  # the start-hand variant: each player keeps 4 of the cards dealt
GAME_OVER = 8
PHASE_NAMES = data.ROLE_NAMES + ("role_selection", "round_start", "start_hands", "game_over")

NO_SEAT = -1  # a role nobody took this round; no picker during role selection
NO_CARD = -1  # no good on a building; no card being built
NO_TILE = -1  # no trading-house tile turned up
NO_INDEX = -1  # not built over another building


class Player(BasePlayer):
    """One player's cards."""

    def __init__(self, name, hand, buildings, goods, chapel=()):
        self.name = name  # display name
        self.hand = hand  # tuple of card kinds, ascending (a hand has no order)
        self.buildings = buildings  # tuple of card kinds, in the order built
        self.goods = goods  # tuple, one per building: the card lying face down on it
        #   as its good, NO_CARD if none (violet buildings: none)
        self.chapel = chapel  # tuple of card kinds tucked under the chapel, ascending

    def owns(self, kind):
        return kind in self.buildings

    def goods_count(self):
        return sum(1 for good in self.goods if good != NO_CARD)


class State(BaseState):
    """The whole game. Read attributes freely; never assign to them outside a step."""

    GAME_OVER = GAME_OVER

    def __repr__(self):
        return (
            f"<San Juan State {self.n}p phase={PHASE_NAMES[self.phase]} actor={self.actor} "
            f"governor={self.governor}>"
        )


def blank_state():
    """A State with every attribute present and empty; setup and the position reader fill it."""
    s = State.__new__(State)
    s.n = 0  # number of players (2-4); seats are 0..n-1 clockwise
    s.players = ()  # tuple of Player, by seat
    s.governor = 0  # seat holding the governor card
    s.start_hands = False  # True: the start-hand variant was dealt (Dutch edition,
    #   "Varianten"; docs/rules/san-juan.md#start-hands)
    s.phase = ROLE_SELECTION  # a role (data.BUILDER..PROSPECTOR) being resolved, or one of
    #   ROLE_SELECTION, ROUND_START, START_HANDS, GAME_OVER
    s.step = 0  # sub-step of the phase; meaning given by the phase module
    s.roles = (NO_SEAT,) * 5  # by role: the seat that took it this round, NO_SEAT if nobody
    s.picks = 0  # roles chosen so far this round (2 players: 3 a round)
    s.picker = NO_SEAT  # seat that chose the role being resolved
    s.actor = 0  # seat that acts now
    s.turn = 0  # players who have had their turn in this phase, from the picker
    #   (ROUND_START, START_HANDS: from the governor)
    s.library_used = 0  # 2 players: bit per seat whose library doubled a privilege
    #   this round (once a round; buildings/library.py)
    s.doubled = False  # the library doubles the picker's privilege in this phase
    s.pile = ()  # the draw pile, its top card last
    s.discards = ()  # the face-down discard pile, ascending (only its count is seen;
    #   it is shuffled into a new pile when the pile runs out)
    s.out = ()  # cards out of the game: buildings built over (crane), ascending
    s.tiles = tuple(range(5))  # the trading-house tiles' stack, top first (data.TILES ids)
    s.tiles_seen = 0  # tiles turned up so far, at most 5: the stack's first ones are
    #   known to all once turned, its order never changes
    s.tile = NO_TILE  # trader: the tile turned up in this phase
    s.rng = 0  # PCG32 state (pr_core/rng.py): the shuffles of the discards
    # --- a decision under way (all empty between decisions) ---
    s.drawn = ()  # cards the actor chooses from (councillor; gold mine), ascending
    s.keep = 0  # cards still to keep from `drawn`, or still to discard from the
    #   hand (archive, hand limit, start hands)
    s.building = NO_CARD  # builder: the card being built (already out of the hand)
    s.over = NO_INDEX  # builder: the index in the builder's buildings it goes over
    s.cost = 0  # builder: cards still to pay for it
    s.floor = 0  # the smallest card kind or good the next pick of a choice of
    #   several may name (they are made in ascending order)
    s.used = 0  # goods produced, sold or given to the black market this turn
    s.income = 0  # trader: cards earned by this turn's sales so far
    s.events = ()  # events of the step that made this state
    #   (docs/san-juan/engine.md, "Events")
    s._legal = None  # cache of legal_actions(self)
    s._own = 0  # bit per seat already copied in the current step
    return s
