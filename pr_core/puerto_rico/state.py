"""Puerto Rico's game state: plain attributes holding ints and tuples, so a state is never changed
once built (copied on write: pr_core/state_base.py)."""

from ..state_base import BasePlayer, BaseState
from . import data

# Phases besides the roles (data.SETTLER .. data.PROSPECTOR are phases too).
ROLE_SELECTION = 7
GAME_OVER = 8
DRAFT = 9  # Expansion I: the players choose the buildings of the game, before the first round
GAME_END = 10  # Expansion I: the game has ended; guests may still move before the scores count
PHASE_NAMES = data.ROLE_NAMES + ("role_selection", "game_over", "draft", "game_end")

NO_GOOD = -1  # an empty cargo ship carries no kind
NO_SEAT = -1  # a role card nobody took this round; no picker during role selection
NO_TILE = -1  # no hacienda tile waiting to be placed
NO_BUILDING = -1


class Player(BasePlayer):
    """One player's board and holdings."""

    def __init__(self, name, doubloons, island, occupied):
        self.name = name  # display name
        self.doubloons = doubloons  # coins
        self.vp = 0  # VP chips, plus VP recorded on paper after the chips ran out
        self.island = island  # tuple of tile kinds in the order placed (at most 12);
        #   data.FOREST is a tile without a circle
        self.occupied = occupied  # tuple[6]: occupied tiles per tile kind; the first ones of
        #   that kind in island order carry the colonists
        self.city = ()  # tuple of building ids in the order built
        self.workers = (-1,) * len(data.BUILDINGS)  # colonists on each building, -1 = not owned;
        #   those on the guest house are guests (Expansion I)
        self.san_juan = 0  # colonists waiting in San Juan
        self.goods = (0,) * 5  # barrels per good

    # Derived facts, computed on demand rather than stored.
    def owns(self, building):
        return self.workers[building] >= 0

    def active(self, building):
        """True if the player has the building and at least one colonist on it."""
        return self.workers[building] > 0

    def city_spaces_used(self):
        spaces = data.BUILDING_SPACES
        return sum(spaces[b] for b in self.city)

    def colonists(self):
        """All the player's colonists: on tiles, on buildings (guests too) and in San Juan."""
        return sum(self.occupied) + sum(w for w in self.workers if w > 0) + self.san_juan

    def guests(self):
        """Colonists on the guest house (Expansion I): each may move to an empty circle."""
        return max(0, self.workers[data.GUEST_HOUSE])


class State(BaseState):
    """The whole game. Read attributes freely; never assign to them outside a step."""

    GAME_OVER = GAME_OVER

    def __repr__(self):
        return (
            f"<State {self.n}p phase={PHASE_NAMES[self.phase]} actor={self.actor} "
            f"governor={self.governor}>"
        )


def blank_state():
    """A State with every attribute present and empty; setup and the position reader fill it."""
    s = State.__new__(State)
    s.n = 0  # number of players (2-5); seats are 0..n-1 clockwise
    s.players = ()  # tuple of Player, by seat
    s.governor = 0  # seat holding the governor card
    s.visible_vp = False  # True: everybody's VP chips are public
    s.cards = ()  # role card ids in play (data.CARD_NAMES)
    s.card_gold = ()  # doubloons lying on each card in play
    s.card_taken = ()  # seat that took each card this round, NO_SEAT if nobody
    s.phase = ROLE_SELECTION  # ROLE_SELECTION, a role being resolved, GAME_OVER, DRAFT or
    #   GAME_END (Expansion I)
    s.picker = NO_SEAT  # seat that picked the role being resolved
    s.actor = 0  # seat that acts now
    s.turn = 0  # turns already taken in this phase (in a guests window: owners
    #   asked so far, from the picker)
    s.step = 0  # sub-step of the phase; meaning given by the phase module;
    #   common.STEP_GUESTS: a window for guests (Expansion I)
    s.colonist_supply = 0  # colonists in the supply
    s.colonist_ship = 0  # colonists on the colonist ship
    s.vp_supply = 0  # VP chips left (never below 0; later VP is recorded on paper)
    s.goods_supply = (0,) * 5  # barrels left per good
    s.ship_capacity = ()  # capacity of each cargo ship, smallest first
    s.ship_good = ()  # good on each cargo ship, NO_GOOD when empty
    s.ship_load = ()  # barrels on each cargo ship
    s.house = ()  # goods in the trading house, in the order sold (at most 4)
    s.face_up = ()  # face-up plantation tiles, in the order turned up
    s.face_down = (0,) * 5  # plantation tiles per kind in the face-down stacks
    s.discards = (0,) * 5  # discarded plantation tiles per kind
    s.quarries = 0  # quarry tiles left
    s.building_supply = ()  # copies left per building id
    s.end_reasons = ()  # end conditions met this round (sorted names); game ends after it
    s.rng = 0  # PCG32 state (rng.py)
    s.hand = 0  # mayor: colonists the actor has still to place
    s.cursor = 0  # mayor: first placement target still open to the actor
    s.passes = 0  # captain: turns in a row without loading
    s.wharf_used = 0  # captain: bit per seat that used its wharf this phase
    s.bonus_due = False  # captain: the captain's +1 VP has not been given yet
    s.produced = ()  # craftsman: goods the craftsman produced this phase
    # --- Expansion I (all stay empty in a base game) ---
    s.expansion = False  # True: Expansion I is in play
    s.setup = ""  # how its buildings were chosen (data.EXPANSION_SETUPS)
    s.board = ()  # violet building ids in the game, in the order placed (draft)
    s.forests = 0  # forest tiles left
    s.drawn = NO_TILE  # settler: the hacienda's tile, drawn and not placed yet
    s.buying = NO_BUILDING  # builder: the building bought, awaiting the black market's payment
    s.library_second = False  # mayor, craftsman: this privilege decision is the library's second
    s.received = ()  # craftsman: barrels per good the craftsman received this phase
    s.small_wharf_used = 0  # captain: bit per seat that used its small wharf this phase
    s.shipping = ()  # captain: barrels per good shipped so far in a small-wharf use
    s.kept = ()  # captain: barrels kept per good, goods decided so far (storehouse)
    s.events = ()  # events of the step that made this state (docs/engine.md)
    s._legal = None  # cache of legal_actions(self)
    s._own = 0  # bit per seat already copied in the current step
    return s
