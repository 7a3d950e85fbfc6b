"""City hall (base game, large): at the end, an occupied city hall scores 1 VP for each violet
building of its owner, small or large, occupied or not, itself included."""

from .. import data
from ..state import Player


def bonus(p: Player) -> int:
    return sum(1 for b in p.city if not data.IS_PRODUCTION[b])
