"""Poor house (Dutch edition, "Armenhuis"; docs/rules/san-juan.md#poor-house): "Heeft de eigenaar
van een armenhuis, nadat hij gebouwd heeft, nog 0 of 1 kaart in zijn handen, dan mag hij 1 kaart van
de trekstapel pakken." After the carpenter's card ("dan krijgt hij eerst de extra kaart van de
werkplaats en pas dan eventueel nog een kaart van het armenhuis"), and only after building ("Bouwt
een speler niets, dan krijgt hij geen kaart van het armenhuis"). Called by the builder after a
building is placed."""

from .. import data
from ..common import draw_to_hand
from ..state import Events, State
from . import working


def after_building(s: State, seat: int, card: int, ev: Events) -> None:
    p = s.players[seat]
    if card != data.POOR_HOUSE and len(p.hand) <= 1 and working(p, data.POOR_HOUSE):
        draw_to_hand(s, seat, 1, ev, "poor_house")
