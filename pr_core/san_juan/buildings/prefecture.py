"""Prefecture (Dutch edition, "Prefectuur"; docs/rules/san-juan.md#prefecture): "De eigenaar van een
prefectuur krijgt in de raadsherenfase 2 kaarten in plaats van 1" (2 of 2, as councillor 2 of 5,
with a library 2 of 8). Called by the councillor phase."""

from .. import data
from ..state import Player


def keep(p: Player) -> int:
    return data.KEEP + (1 if data.PREFECTURE in p.buildings else 0)
