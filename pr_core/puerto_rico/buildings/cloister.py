"""Cloister (Expansion I, large; "kloster", "claustro"): at the end, an occupied cloister scores
for sets of three identical island tiles (each plantation kind, quarries, forests): 1, 2, 3 or 4
sets score 1, 3, 6 or 10 VP (Swedish edition's example, docs/rules/expansion-i.md#cloister:
6 forests, 3 quarries, 2 corn and a coffee make 3 sets, 6 VP; a third corn instead of the coffee
makes 4 sets, 10 VP)."""

from .. import data
from ..state import Player


def sets(p: Player) -> int:
    return sum(p.island.count(kind) // 3 for kind in data.ISLAND_TILES)


def bonus(p: Player) -> int:
    return data.CLOISTER_BONUS[min(sets(p), len(data.CLOISTER_BONUS) - 1)]
