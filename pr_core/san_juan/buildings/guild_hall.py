"""Guild hall (Dutch edition, "Gildehal"; docs/rules/san-juan.md#guild-hall): "De eigenaar van een
gildehal krijgt aan het einde van het spel voor ieder productiegebouw dat hij bezit, 2 punten
extra." Called by the scoring."""

from .. import data
from ..state import Player


def bonus(p: Player) -> int:
    return 2 * sum(1 for b in p.buildings if b in data.PRODUCTION)
