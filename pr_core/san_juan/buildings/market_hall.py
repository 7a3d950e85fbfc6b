"""Market hall (Dutch edition, "Markthal"; docs/rules/san-juan.md#market-hall): "Verkoopt de
eigenaar van een markthal in de handelaarsfase op zijn minst 1 goed, dan krijgt hij 1 kaart meer dan
op het handelshuiskaartje wordt aangegeven. Verkoopt hij meer dan 1 goed, dan krijgt hij desondanks
maar 1 kaart extra." Called by the trader phase when a player has sold."""

from .. import data
from ..common import draw_to_hand
from ..state import Events, State


def after_selling(s: State, seat: int, sold: int, ev: Events) -> None:
    if sold >= 1 and data.MARKET_HALL in s.players[seat].buildings:
        draw_to_hand(s, seat, 1, ev, "market_hall")
