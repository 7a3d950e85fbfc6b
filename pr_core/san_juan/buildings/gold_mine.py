"""Gold mine (Dutch edition, "Goudgroeve"; docs/rules/san-juan.md#gold-mine): "De eigenaar van een
goudgroeve trekt, nadat een speler (hijzelf of een ander) een goudzoeker heeft gekozen, de bovenste
4 kaarten van de trekstapel. Als op deze kaarten allemaal verschillende bouwkosten staan, pakt hij 1
van deze 4 kaarten in zijn hand. De andere 3 gaan naar de aflegstapel. Als er minstens 2 kaarten
zijn met gelijke bouwkosten, dan heeft hij pech: hij krijgt niets en moet de 4 kaarten op de
aflegstapel leggen."

Like every violet building it is optional ("de eigenaar van het gebouw is niet verplicht de
eigenschap(pen) van het gebouw te benutten", "De paarse gebouwen";
docs/rules/san-juan.md#violet-buildings), and here declining can matter: the 4 cards are shown
to everybody, go to the discard pile and can force a reshuffle. So the owner is asked first
(actions.USE, or the pass "gold_mine") whenever there is a card to turn up
(docs/san-juan/rules-decisions.md).

Called by the prospector phase for every owner in turn from the prospector, after the
prospector's own card. The 4 cards are turned up for all to see; the owner chooses the one he
keeps (actions.GOLD_MINE)."""

from .. import data
from ..common import discard, draw
from ..state import Events, State


def may_use(s: State) -> bool:
    """Is there a card to turn up (in the pile, or in the discards to be reshuffled)?"""
    return bool(s.pile or s.discards)


def may_pay(s: State) -> bool:
    """Could turning up pay at all? Only 4 cards of 4 different costs give one, so the pile and
    the discards must hold at least 4 between them."""
    return len(s.pile) + len(s.discards) >= data.GOLD_MINE_DRAW


def turn_up(s: State, seat: int, ev: Events) -> tuple[int, ...]:
    """Turns up the 4 cards; returns them if the owner may keep one, else () (discarded)."""
    cards = draw(s, data.GOLD_MINE_DRAW, ev)
    costs = [data.COST[c] for c in cards]
    lucky = len(cards) == data.GOLD_MINE_DRAW and len(set(costs)) == len(costs)
    ev.append(
        {
            "type": "gold_mine",
            "player": seat,
            "cards": [data.CARD_NAMES[c] for c in cards],
            "lucky": lucky,
        }
    )
    if lucky:
        return tuple(sorted(cards))
    discard(s, cards)
    return ()
