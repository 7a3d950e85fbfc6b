"""Black market (Dutch edition, "Zwarte markt"; docs/rules/san-juan.md#black-market): "Bouwt de
eigenaar van een zwarte markt een willekeurig gebouw, dan mag hij maximaal 2 goederenkaarten
afgeven, dus van de productiegebouwen halen en op de aflegstapel leggen. Voor ieder goed dat hij op
de aflegstapel legt, kost het gebouw dat hij bouwt 1 kaart minder."

Called by the builder: after the building is chosen, its owner may pay with up to 2 goods, one
at a time (actions.BLACK_MARKET), before the cards. A good on the building being built over is
not among them (docs/rules-decisions.md)."""

from typing import Final

from .. import data
from ..state import NO_CARD, NO_INDEX, Player
from . import working

MAX_GOODS: Final = 2


def usable(p: Player, besides: int = NO_INDEX) -> bool:
    """Can the player pay with goods for this build?"""
    return working(p, data.BLACK_MARKET, besides)


def goods(p: Player, besides: int = NO_INDEX) -> list[int]:
    """The goods (by good) that may pay: those on buildings other than the one built over."""
    return [
        data.GOOD_OF[b]
        for i, (b, good) in enumerate(zip(p.buildings, p.goods))
        if good != NO_CARD and i != besides
    ]
