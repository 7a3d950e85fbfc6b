"""City hall (Dutch edition, "Raadhuis"; docs/rules/san-juan.md#city-hall): "De eigenaar van een
raadhuis krijgt aan het einde van het spel voor elk paars gebouw dat hij bezit 1 extra punt
(raadhuis zelf telt daarbij mee!)" Called by the scoring."""

from .. import data
from ..state import Player


def bonus(p: Player) -> int:
    return sum(1 for b in p.buildings if b in data.VIOLET)
