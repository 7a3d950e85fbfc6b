"""Quarry (Dutch edition, "Steengroeve"; docs/rules/san-juan.md#quarry): "Bouwt de eigenaar van een
steengroeve in de bouwmeesterfase een paars gebouw, dan betaalt hij 1 kaart minder dan aangegeven.
Bouwt hij een productiegebouw, dan gebeurt er niets bijzonders." Called by the builder when it
prices a building."""

from .. import data
from ..state import Player
from . import working


def discount(p: Player, card: int, besides: int = -1) -> int:
    return 1 if card in data.VIOLET and working(p, data.QUARRY, besides) else 0
