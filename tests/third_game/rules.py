"""The rules of the third game (a test fixture): its cards, State, Action, setup, engine and
scoring, in one module where a real game has one per part (docs/architecture.md, "Adding a game").

Eighteen cards, 1 to 6 three times each. Every player holds one card, face down. In turn a player
draws (a card at random from the pile: he then keeps one of his two cards and discards the other
face up) or stands. The game ends when every player has stood in a row, all hands are shown and
the highest card wins; fewer draws break a tie. A choice of one is made by the engine: a player
stands once the pile is empty, and keeps a pair's card without being asked.
"""

from __future__ import annotations

from typing import ClassVar

from pr_core import rng
from pr_core.action_base import BaseAction, field, kind_of
from pr_core.engine_loop import Loop
from pr_core.errors import IllegalActionError
from pr_core.json_checks import JSON
from pr_core.ranking import rank
from pr_core.state_base import BasePlayer, BaseState

# --- data ---------------------------------------------------------------------------------------
PLAYERS = (2, 3)
CARDS = (1, 2, 3, 4, 5, 6)
COPIES = 3  # of each card
DECK = tuple(sorted(CARDS * COPIES))

TURN, KEEP, GAME_OVER = 0, 1, 2
PHASE_NAMES = ("turn", "keep", "game_over")
END_REASON = "all_stood"


# --- state --------------------------------------------------------------------------------------
class Player(BasePlayer):
    name: str  # display name
    hand: tuple[int, ...]  # one card; two while its owner chooses which to keep
    draws: int  # cards drawn so far (fewer break a tie)


class State(BaseState["Player", "Action"]):
    """The whole game; never changed once built (state_base.py)."""

    GAME_OVER: ClassVar[int | None] = GAME_OVER

    n: int
    players: tuple[Player, ...]
    phase: int  # TURN, KEEP or GAME_OVER
    actor: int  # the seat to act
    pile: tuple[int, ...]  # the cards left to draw, sorted (which one comes is chance)
    discards: tuple[int, ...]  # face up, in the order discarded
    stands: int  # players who stood in a row since the last draw
    rng: int  # the generator's state (pr_core/rng.py): the only chance


def player(name: str, hand: tuple[int, ...], draws: int) -> Player:
    p = Player.__new__(Player)
    p.name, p.hand, p.draws = name, hand, draws
    return p


def blank_state(players: tuple[Player, ...]) -> State:
    s = State.__new__(State)
    s.n = len(players)
    s.players = players
    s.phase, s.actor, s.pile, s.discards, s.stands, s.rng = TURN, 0, DECK, (), 0, 0
    s.events, s._legal, s._own = (), None, 0
    return s


# --- actions ------------------------------------------------------------------------------------
KEEP_CARD, DRAW, STAND = 0, 1, 2  # kinds; declining (standing) last
KIND_NAMES = ("keep", "draw", "stand")
FIELDS: tuple[set[str], ...] = ({"card"}, set(), set())  # the fields of each kind's JSON


class Action(BaseAction):
    """keep <card> (code = the card), draw (16), stand (32)."""

    __slots__ = ()
    SHIFT = 4

    def __str__(self) -> str:
        if self.kind == KEEP_CARD:
            return f"keeps the {self.arg}"
        return "draws a card" if self.kind == DRAW else "stands"

    def to_json(self) -> JSON:
        if self.kind == KEEP_CARD:
            return {"type": "keep", "card": self.arg}
        return {"type": KIND_NAMES[self.kind]}

    @staticmethod
    def from_json(obj: object) -> Action:
        kind = kind_of(obj, KIND_NAMES, FIELDS)
        if kind != KEEP_CARD:
            return Action.ALL[kind << Action.SHIFT]
        card = field(obj, "card")
        if type(card) is not int or card not in CARDS:
            raise IllegalActionError(f"{card!r} is not a card; the cards are 1 to 6")
        return Action.ALL[card]


Action.ALL = {
    code: Action(code)
    for code in [*CARDS, DRAW << Action.SHIFT, STAND << Action.SHIFT]  # keep 1..6, draw, stand
}
DRAW_ACTION = Action.ALL[DRAW << Action.SHIFT]
STAND_ACTION = Action.ALL[STAND << Action.SHIFT]


# --- setup --------------------------------------------------------------------------------------
def new_game(players: int, seed: int | None = None, *, names: list[str] | None = None) -> State:
    """A new game: every player dealt one card from the shuffled pile; seat 0 begins."""
    if players not in PLAYERS:
        raise ValueError(f"the third game is for 2 or 3 players, not {players!r}")
    names = names or [f"Player {seat + 1}" for seat in range(players)]
    s = blank_state(tuple(player(name, (), 0) for name in names))
    s.rng = rng.seed_state(0 if seed is None else seed)
    for seat in range(players):
        s.player(seat).hand = (_draw(s),)
    s._own = 0
    return s


def _draw(s: State) -> int:
    s.rng, index = rng.below(s.rng, len(s.pile))
    card = s.pile[index]
    s.pile = s.pile[:index] + s.pile[index + 1 :]
    return card


# --- the engine ---------------------------------------------------------------------------------
def _legal(s: State) -> tuple[Action, ...]:
    if s.phase == KEEP:
        return tuple(Action.ALL[card] for card in sorted(set(s.players[s.actor].hand)))
    return (DRAW_ACTION, STAND_ACTION) if s.pile else (STAND_ACTION,)


def _step(s: State, action: Action, events: list[JSON]) -> None:
    seat = s.actor
    if action.kind == DRAW:
        card = _draw(s)
        p = s.player(seat)
        p.hand += (card,)
        p.draws += 1
        s.stands = 0
        s.phase = KEEP
        events.append({"type": "drew", "player": seat, "card": card})
        return
    if action.kind == KEEP_CARD:
        p = s.player(seat)
        kept = action.arg
        other = p.hand[1] if p.hand[0] == kept else p.hand[0]
        p.hand = (kept,)
        s.discards += (other,)
        s.phase = TURN
        events.append({"type": "discarded", "player": seat, "card": other})
    else:
        s.stands += 1
        if s.stands == s.n:
            s.phase = GAME_OVER
            events.append({"type": "game_over", "reason": END_REASON})
            return
    s.actor = (seat + 1) % s.n


def _over(s: State) -> bool:
    return s.phase == GAME_OVER


def _explain(s: State, action: Action) -> str:
    if s.phase == KEEP:
        return "he must first keep one of his two cards"
    if action.kind == KEEP_CARD:
        return "he has only one card"
    return "the pile is empty"


LOOP = Loop(
    action_type=Action,
    actions=Action.ALL,
    legal=_legal,
    step=_step,
    over=_over,
    explain=_explain,
)
legal_actions = LOOP.legal_actions
apply_action = LOOP.apply_action
step_events = LOOP.step_events
why_illegal = LOOP.why_illegal
is_terminal = _over
legal_uncached = _legal  # for the benchmark


# --- scoring ------------------------------------------------------------------------------------
def final_scores(s: State) -> JSON:
    """Each player's card ("total") and draws; fewer draws break a tie ("tiebreak")."""
    rows: list[JSON] = [
        {"name": p.name, "total": max(p.hand), "tiebreak": -p.draws, "draws": p.draws}
        for p in s.players
    ]
    return {"players": rows, "winners": rank(rows), "end_reasons": [END_REASON]}
