"""Carpenter (Dutch edition, "Werkplaats"; docs/rules/san-juan.md#carpenter): "Als de eigenaar van
een werkplaats in de bouwmeesterfase een paars gebouw bouwt, dan pakt hij, nadat hij de bouwkosten
heeft betaald, 1 kaart van de trekstapel en neemt die in zijn handen. Bouwt hij een productiegebouw,
dan gebeurt er niets bijzonders." It does not work for its own building ("Ze krijgt pas werking bij
de bouw van het volgende paarse gebouw"). Called by the builder after a building is placed, before
the poor house."""

from .. import data
from ..common import draw_to_hand
from ..state import Events, State
from . import working


def after_building(s: State, seat: int, card: int, ev: Events) -> None:
    p = s.players[seat]
    if card in data.VIOLET and card != data.CARPENTER and working(p, data.CARPENTER):
        draw_to_hand(s, seat, 1, ev, "carpenter")
