"""The producer phase (Dutch edition, "Opzichter"; docs/rules/san-juan.md#producer): from the
producer, each player may put one card from the pile, unseen, face down on an empty production
building of his, where it is a good; the producer may do so on a second building (his privilege).
"Op een productiegebouw mag nooit meer dan 1 goederenkaart liggen." Goods are made one at a time, in
ascending order of goods.

Buildings called: aqueduct (one more), library (the doubled privilege), well (a card after
producing 2 or more).
"""

from . import data, rounds
from .actions import ARG, PASS, PASS_PRODUCE, PRODUCE, SHIFT, Action, make
from .buildings import aqueduct, library, well
from .common import building_of, draw, good_named_before, set_good
from .state import NO_CARD, Events, Player, State

_PASS = make(PASS, PASS_PRODUCE)


def allowance(s: State, seat: int) -> int:
    """How many goods `seat` may produce in this phase."""
    extra = library.extra_goods(s.doubled) if seat == s.picker else 0
    return 1 + extra + aqueduct.extra(s.players[seat])


def empty(p: Player) -> list[int]:
    """The goods of the player's empty production buildings (one entry per building)."""
    return [
        data.GOOD_OF[b]
        for b, g in zip(p.buildings, p.goods)
        if g == NO_CARD and b in data.PRODUCTION
    ]


def legal(s: State) -> tuple[Action, ...]:
    p = s.players[s.actor]
    if not s.pile and not s.discards:
        return (_PASS,)
    return tuple(make(PRODUCE, g) for g in sorted(set(empty(p))) if g >= s.floor) + (_PASS,)


def apply(s: State, action: Action, ev: Events) -> None:
    seat = s.actor
    if action >> SHIFT == PASS:
        _end_turn(s, ev)
        return
    good = action & ARG
    p = s.player(seat)
    set_good(p, building_of(p, good, holding=False), draw(s, 1, ev)[0])
    ev.append({"type": "produced", "player": seat, "good": data.GOOD_NAMES[good]})
    s.used += 1
    s.floor = good
    if s.used == allowance(s, seat) or not empty(p) or not (s.pile or s.discards):
        _end_turn(s, ev)


def _end_turn(s: State, ev: Events) -> None:
    well.after_producing(s, s.actor, s.used, ev)
    rounds.next_turn(s, ev)


def begin(s: State, ev: Events) -> None:
    s.actor = s.picker


def explain(s: State, action: Action) -> str:
    kind, arg = action.kind, action.arg
    p = s.players[s.actor]
    if kind != PRODUCE:
        return "it is time to produce goods, or no more"
    if not s.pile and not s.discards:
        return "there are no cards left to produce with"
    name = data.GOOD_NAMES[arg]
    if arg not in empty(p):
        return f"you have no empty production building of {name}"
    return good_named_before(s.floor, arg)
