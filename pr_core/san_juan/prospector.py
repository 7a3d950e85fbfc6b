"""The prospector phase (Dutch edition, "Goudzoeker"; docs/rules/san-juan.md#prospector): "De speler
die de goudzoeker kiest, krijgt 1 kaart van de trekstapel. De andere spelers krijgen niets." Then
every gold mine turns up its 4 cards, its owners in turn from the prospector
(buildings/gold_mine.py).

Buildings called: library (the prospector draws 2), gold mine.
"""

from . import data, rounds
from .actions import ARG, GOLD_MINE, Action, make
from .buildings import gold_mine, library
from .common import add_to_hand, discard, draw_to_hand, why_not_picked
from .state import Events, State


def begin(s: State, ev: Events) -> None:
    draw_to_hand(s, s.picker, library.prospector_draw(s.doubled), ev, "prospector")
    s.turn = 0
    _next_gold_mine(s, ev)


def _next_gold_mine(s: State, ev: Events) -> None:
    while s.turn < s.n:
        seat = (s.picker + s.turn) % s.n
        if data.GOLD_MINE in s.players[seat].buildings:
            cards = gold_mine.turn_up(s, seat, ev)
            if cards:
                s.actor, s.drawn, s.keep, s.floor = seat, cards, 1, 0
                return
        s.turn += 1
    rounds.finish_phase(s, ev)


def legal(s: State) -> tuple[Action, ...]:
    return tuple(make(GOLD_MINE, k) for k in sorted(set(s.drawn)))


def apply(s: State, action: Action, ev: Events) -> None:
    seat, card = s.actor, action & ARG
    i = s.drawn.index(card)
    add_to_hand(s.player(seat), (card,))
    ev.append({"type": "gold_mine_kept", "player": seat, "card": data.CARD_NAMES[card]})
    discard(s, s.drawn[:i] + s.drawn[i + 1 :])
    s.drawn, s.keep = (), 0
    s.turn += 1
    _next_gold_mine(s, ev)


def explain(s: State, action: Action) -> str:
    if action.kind == GOLD_MINE:
        return why_not_picked(s.drawn, 0, 1, action.arg, "among the gold mine's cards", "keep")
    return "choose the gold mine's card to keep"
