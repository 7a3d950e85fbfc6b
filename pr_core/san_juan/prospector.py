"""The prospector phase (Dutch edition, "Goudzoeker"; docs/rules/san-juan.md#prospector): "De speler
die de goudzoeker kiest, krijgt 1 kaart van de trekstapel. De andere spelers krijgen niets." Then
every gold mine's owner, in turn from the prospector, says whether he uses it (STEP_USE) and, if
its 4 cards all cost differently, which one he keeps (STEP_KEEP; buildings/gold_mine.py).

Buildings called: library (the prospector draws 2), gold mine.
"""

from . import data, rounds
from .actions import ARG, GOLD_MINE, PASS, PASS_GOLD_MINE, SHIFT, USE, Action, make
from .buildings import gold_mine, library
from .common import add_to_hand, discard, draw_to_hand, why_not_picked
from .state import Events, State

STEP_KEEP, STEP_USE = 0, 1  # keep one of the 4 cards turned up; whether to turn them up
STEP_NAMES = ("keep", "use")
_USE = make(USE, data.GOLD_MINE)
_DECLINE = make(PASS, PASS_GOLD_MINE)


def begin(s: State, ev: Events) -> None:
    draw_to_hand(s, s.picker, library.prospector_draw(s.doubled), ev, "prospector")
    s.turn = 0
    _next_gold_mine(s, ev)


def _next_gold_mine(s: State, ev: Events) -> None:
    """The next owner of a gold mine from the prospector is asked whether he uses it (when
    there is a card to turn up; with none, it turns up nothing, as before a choice existed)."""
    while s.turn < s.n:
        seat = (s.picker + s.turn) % s.n
        if data.GOLD_MINE in s.players[seat].buildings:
            if gold_mine.may_use(s):
                s.actor, s.step = seat, STEP_USE
                return
            gold_mine.turn_up(s, seat, ev)
        s.turn += 1
    rounds.finish_phase(s, ev)


def _turn_up(s: State, ev: Events) -> None:
    cards = gold_mine.turn_up(s, s.actor, ev)
    if cards:
        s.step, s.drawn, s.keep, s.floor = STEP_KEEP, cards, 1, 0
        return
    s.turn += 1
    _next_gold_mine(s, ev)


def legal(s: State) -> tuple[Action, ...]:
    if s.step == STEP_USE:
        return (_USE, _DECLINE)
    return tuple(make(GOLD_MINE, k) for k in sorted(set(s.drawn)))


def apply(s: State, action: Action, ev: Events) -> None:
    if s.step == STEP_USE:
        s.step = STEP_KEEP
        if action == _USE:
            _turn_up(s, ev)
            return
        s.turn += 1
        _next_gold_mine(s, ev)
        return
    seat, card = s.actor, action & ARG
    i = s.drawn.index(card)
    add_to_hand(s.player(seat), (card,))
    ev.append({"type": "gold_mine_kept", "player": seat, "card": data.CARD_NAMES[card]})
    discard(s, s.drawn[:i] + s.drawn[i + 1 :])
    s.drawn, s.keep = (), 0
    s.turn += 1
    _next_gold_mine(s, ev)


def explain(s: State, action: Action) -> str:
    if s.step == STEP_USE:
        return "say whether you use your gold mine (turn up its 4 cards) or leave it unused"
    if action >> SHIFT == GOLD_MINE:
        return why_not_picked(s.drawn, 0, 1, action.arg, "among the gold mine's cards", "keep")
    return "choose the gold mine's card to keep"
