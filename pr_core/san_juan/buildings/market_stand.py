"""Market stand (Dutch edition, "Marktstand"; docs/rules/san-juan.md#market-stand): "Verkoopt de
eigenaar van een marktstand in een handelaarsfase minstens 2 goederen, dan krijgt hij 1 kaart van de
trekstapel in zijn hand. Daarbij speelt het geen rol of hij handelaar is of niet." Called by the
trader phase when a player has sold."""

from .. import data
from ..common import draw_to_hand
from ..state import Events, State


def after_selling(s: State, seat: int, sold: int, ev: Events) -> None:
    if sold >= 2 and data.MARKET_STAND in s.players[seat].buildings:
        draw_to_hand(s, seat, 1, ev, "market_stand")
