"""The start-hand variant (Dutch edition, "Varianten"; docs/rules/san-juan.md#start-hands): "Iedere
speler krijgt naast de 4 kaarten die hij in het begin krijgt nog zoveel extra kaarten als zijn
startpositie is. De startspeler krijgt dus 5 kaarten, de tweede speler krijgt 6 kaarten ... Iedere
speler bekijkt zijn kaarten, beslist welke 4 kaarten hij wil houden en legt de overige (1 tot 4)
kaarten op de aflegstapel."

The players discard in turn from the start player (the choices are secret, so their order
changes nothing), one card at a time in ascending order of kinds; then the first round begins.
"""

from . import data
from .actions import ARG, DISCARD, Action, make
from .common import discard_from_hand, picks, why_not_picked
from .state import ROLE_SELECTION, Events, State


def extra_cards(position: int) -> int:
    """Cards dealt beyond the 4 to the player at `position` (0: the start player)."""
    return position + 1


def begin(s: State, ev: Events) -> None:
    """The first player with cards to give up acts (the deal itself is new_game's; this adds no
    events: `ev` makes it a phase's begin like the others)."""
    s.turn = 0
    _next(s)


def _next(s: State) -> None:
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        extra = len(s.players[seat].hand) - data.START_HAND
        if extra > 0:
            s.actor, s.keep, s.floor = seat, extra, 0
            return
        s.turn += 1
    s.phase = ROLE_SELECTION
    s.actor = s.governor
    s.turn = s.keep = s.floor = 0


def legal(s: State) -> tuple[Action, ...]:
    return tuple(make(DISCARD, k) for k in picks(s.players[s.actor].hand, s.floor, s.keep))


def apply(s: State, action: Action, ev: Events) -> None:
    seat, card = s.actor, action & ARG
    discard_from_hand(s, seat, card, "start_hand", ev)
    s.keep -= 1
    s.floor = card
    if s.keep == 0:
        s.turn += 1
        _next(s)


def explain(s: State, action: Action) -> str:
    p = s.players[s.actor]
    if action.kind == DISCARD:
        return why_not_picked(p.hand, s.floor, s.keep, action.arg, "in your hand", "discard")
    return f"choose the cards to give up: keep {data.START_HAND}, discard {s.keep} more"
