"""Well (Dutch edition, "Bron"; docs/rules/san-juan.md#well): "Produceert de eigenaar van een bron
in de opzichtersfase minstens 2 goederen, dan krijgt hij 1 kaart van de trekstapel in zijn hand.
Daarbij speelt het geen rol of hij zelf de opzichter is of niet." Called by the producer phase when
a player has produced."""

from .. import data
from ..common import draw_to_hand
from ..state import Events, State


def after_producing(s: State, seat: int, produced: int, ev: Events) -> None:
    if produced >= 2 and data.WELL in s.players[seat].buildings:
        draw_to_hand(s, seat, 1, ev, "well")
