"""Large market (base game): an occupied large market adds 2 doubloons to its owner's sale to the
trading house (3 with the small market too; nothing on a sale to a trading post)."""

from .. import data
from ..state import Player


def sale_bonus(p: Player) -> int:
    return 2 if p.active(data.LARGE_MARKET) else 0
