"""Guild hall (base game, large): at the end, an occupied guild hall scores 1 VP for each small
production building of its owner (small indigo plant, small sugar mill) and 2 VP for each large
one (indigo plant, sugar mill, tobacco storage, coffee roaster), occupied or not."""

from .. import data
from ..state import Player


def bonus(p: Player) -> int:
    return sum(1 if data.IS_SMALL_PRODUCTION[b] else 2 for b in p.city if data.IS_PRODUCTION[b])
