"""Smithy (Dutch edition, "Smederij"; docs/rules/san-juan.md#smithy): "Bouwt de eigenaar van een
smederij een productiegebouw, dan betaalt hij 1 kaart minder dan aangegeven. Bij de bouw van een
paars gebouw heeft de smederij geen speciale werking." Called by the builder when it prices a
building."""

from .. import data
from ..state import Player
from . import working


def discount(p: Player, card: int, besides: int = -1) -> int:
    return 1 if card in data.PRODUCTION and working(p, data.SMITHY, besides) else 0
