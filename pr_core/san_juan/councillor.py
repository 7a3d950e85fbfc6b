"""The councillor phase (Dutch edition, "Raadsheer"; docs/rules/san-juan.md#councillor): the
councillor draws 5 cards, keeps 1 and discards the others; then from him every other player draws 2,
keeps 1 and discards 1. The cards drawn are seen by their drawer alone. A player keeps his cards one
at a time, in ascending order of kinds.

Buildings called: library (the councillor draws 8), prefecture (keeps 2), archive (takes all
the cards drawn into his hand, then discards as many from his whole hand).
"""

from . import data, rounds
from .actions import ARG, DISCARD, KEEP, Action, make
from .buildings import archive, library, prefecture
from .common import add_to_hand, discard, discard_from_hand, draw, picks, why_not_picked
from .state import Events, State

STEP_KEEP, STEP_DISCARD = 0, 1
STEP_NAMES = ("keep", "discard")


def legal(s: State) -> tuple[Action, ...]:
    if s.step == STEP_KEEP:
        return tuple(make(KEEP, k) for k in picks(s.drawn, s.floor, s.keep))
    p = s.players[s.actor]
    return tuple(make(DISCARD, k) for k in picks(p.hand, s.floor, s.keep))


def apply(s: State, action: Action, ev: Events) -> None:
    seat = s.actor
    card = action & ARG
    p = s.player(seat)
    if s.step == STEP_KEEP:
        i = s.drawn.index(card)
        s.drawn = s.drawn[:i] + s.drawn[i + 1 :]
        add_to_hand(p, (card,))
        ev.append({"type": "kept", "player": seat, "card": data.CARD_NAMES[card]})
    else:
        discard_from_hand(s, seat, card, "archive", ev)
    s.keep -= 1
    s.floor = card
    if s.keep == 0:
        _end_turn(s, ev)


def _start_turn(s: State, ev: Events) -> None:
    """The player to act draws his cards; those with nothing to choose are passed over."""
    while s.turn < s.n:
        seat = s.actor = (s.picker + s.turn) % s.n
        p = s.player(seat)
        count = library.councillor_draw(s.doubled) if seat == s.picker else data.OTHERS_DRAW
        cards = draw(s, count, ev)
        ev.append(
            {
                "type": "cards_drawn",
                "player": seat,
                "count": len(cards),
                "reason": "councillor",
                "cards": [data.CARD_NAMES[c] for c in cards],
            }
        )
        keep = min(prefecture.keep(p), len(cards))
        s.floor = 0
        if archive.owns(p):
            add_to_hand(p, cards)
            s.step, s.keep = STEP_DISCARD, len(cards) - keep
        else:
            s.step, s.keep, s.drawn = STEP_KEEP, keep, tuple(sorted(cards))
        if s.keep:
            return
        _settle(s, ev)
        s.turn += 1
    s.step = 0
    rounds.finish_phase(s, ev)


def _settle(s: State, ev: Events) -> None:
    """The cards drawn and not kept go to the discard pile."""
    if s.drawn:
        ev.append({"type": "discarded_drawn", "player": s.actor, "count": len(s.drawn)})
        discard(s, s.drawn)
        s.drawn = ()


def _end_turn(s: State, ev: Events) -> None:
    _settle(s, ev)
    s.turn += 1
    _start_turn(s, ev)


def begin(s: State, ev: Events) -> None:
    _start_turn(s, ev)


def explain(s: State, action: Action) -> str:
    kind, card = action.kind, action.arg
    if s.step == STEP_KEEP:
        if kind == KEEP:
            return why_not_picked(
                s.drawn, s.floor, s.keep, card, "among the cards you drew", "keep"
            )
        return f"choose the {'card' if s.keep == 1 else f'{s.keep} cards'} to keep"
    p = s.players[s.actor]
    if kind == DISCARD:
        return why_not_picked(p.hand, s.floor, s.keep, card, "in your hand", "discard")
    return f"with the archive, discard {s.keep} cards from your hand"
