"""Small market (base game): an occupied small market adds 1 doubloon to its owner's sale to the
trading house (not to a sale to a trading post)."""

from .. import data
from ..state import Player


def sale_bonus(p: Player) -> int:
    return 1 if p.active(data.SMALL_MARKET) else 0
