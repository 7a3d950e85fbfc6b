"""Gold mine (Dutch edition, "Goudgroeve"; docs/rules/san-juan.md#gold-mine): "De eigenaar van een
goudgroeve trekt, nadat een speler (hijzelf of een ander) een goudzoeker heeft gekozen, de bovenste
4 kaarten van de trekstapel. Als op deze kaarten allemaal verschillende bouwkosten staan, pakt hij 1
van deze 4 kaarten in zijn hand. De andere 3 gaan naar de aflegstapel. Als er minstens 2 kaarten
zijn met gelijke bouwkosten, dan heeft hij pech: hij krijgt niets en moet de 4 kaarten op de
aflegstapel leggen."

Called by the prospector phase for every owner in turn from the prospector, after the
prospector's own card. The 4 cards are turned up for all to see; the owner chooses the one he
keeps (actions.KEEP)."""

from .. import data
from ..common import discard, draw
from ..state import Events, State


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
