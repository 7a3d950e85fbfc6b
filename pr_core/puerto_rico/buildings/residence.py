"""Residence (base game, large): at the end, an occupied residence scores 4 VP for 9 or fewer
filled island spaces, 5 for 10, 6 for 11 and 7 for 12 (forests count: they are island tiles)."""

from .. import data
from ..state import Player


def bonus(p: Player) -> int:
    return data.RESIDENCE_BONUS[len(p.island)]
