"""The start of a round (Dutch edition, "Een nieuwe ronde"; docs/rules/san-juan.md#round-start): "De
nieuwe gouverneur herinnert als eerste de eigenaar van de kapel eraan, dat hij 1 van zijn
handkaarten onder de kapel mag schuiven. Daarna gaat de gouverneur na of er spelers zijn die meer
dan 7 kaarten in hun handen hebben. Alle spelers die meer dan 7 kaarten in hun handen hebben, moeten
zoveel kaarten op de aflegstapel leggen totdat ze weer 7 kaarten hebben (geldt ook voor de
gouverneur!)."

From the new governor: every chapel's owner with cards may tuck one (or none), then every player
over his limit (buildings/tower.py) discards the cards he chooses; then the governor chooses the
first role. Players with nothing to decide are passed over.
"""

from . import data
from .actions import ARG, DISCARD, PASS, PASS_TUCK, SHIFT, TUCK, Action, make
from .buildings import chapel, tower
from .common import discard_from_hand, picks, take_from_hand, why_not_picked
from .state import ROLE_SELECTION, ROUND_START, Events, State

STEP_CHAPEL, STEP_HAND_LIMIT = 0, 1
STEP_NAMES = ("chapel", "hand_limit")
_PASS_TUCK = make(PASS, PASS_TUCK)


def begin(s: State, ev: Events) -> None:
    s.phase = ROUND_START
    s.step = STEP_CHAPEL
    s.turn = 0
    _next(s, ev)


def _next(s: State, ev: Events) -> None:
    """Finds the next player with a decision at the start of the round, from the governor: the
    chapels' owners first, then whoever holds more cards than he may; then the role choice."""
    while True:
        if s.turn == s.n:
            if s.step == STEP_CHAPEL:
                s.step, s.turn = STEP_HAND_LIMIT, 0
                continue
            s.phase = ROLE_SELECTION
            s.step = s.turn = s.keep = s.floor = 0
            s.actor = s.governor
            return
        seat = (s.governor + s.turn) % s.n
        p = s.players[seat]
        if s.step == STEP_CHAPEL and chapel.may_tuck(p):
            s.actor = seat
            return
        if s.step == STEP_HAND_LIMIT and len(p.hand) > tower.hand_limit(p):
            s.actor = seat
            s.keep = len(p.hand) - tower.hand_limit(p)
            s.floor = 0
            return
        s.turn += 1


def legal(s: State) -> tuple[Action, ...]:
    p = s.players[s.actor]
    if s.step == STEP_CHAPEL:
        return tuple(make(TUCK, k) for k in sorted(set(p.hand))) + (_PASS_TUCK,)
    return tuple(make(DISCARD, k) for k in picks(p.hand, s.floor, s.keep))


def apply(s: State, action: Action, ev: Events) -> None:
    seat = s.actor
    p = s.player(seat)
    kind, card = action >> SHIFT, action & ARG
    if kind == TUCK:
        take_from_hand(p, card)
        p.chapel = tuple(sorted(p.chapel + (card,)))
        ev.append({"type": "tucked", "player": seat, "card": data.CARD_NAMES[card]})
        s.turn += 1
    elif kind == PASS:
        s.turn += 1
    else:
        discard_from_hand(s, seat, card, "hand_limit", ev)
        s.keep -= 1
        s.floor = card
        if s.keep:
            return
        s.turn += 1
    _next(s, ev)


def explain(s: State, action: Action) -> str:
    p = s.players[s.actor]
    kind, card = action.kind, action.arg
    if s.step == STEP_CHAPEL:
        if kind == TUCK:
            return why_not_picked(p.hand, 0, 1, card, "in your hand", "tuck")
        return "it is time to tuck a card of your hand under the chapel, or none"
    if kind == DISCARD:
        return why_not_picked(p.hand, s.floor, s.keep, card, "in your hand", "discard")
    return f"you hold more cards than you may keep ({tower.hand_limit(p)}): discard {s.keep} more"
