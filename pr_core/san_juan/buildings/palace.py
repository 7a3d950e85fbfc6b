"""Palace (Dutch edition, "Paleis"; docs/rules/san-juan.md#palace): "De eigenaar van een paleis
krijgt aan het einde van het spel voor iedere 4 punten 1 extra punt ... (naar beneden afgerond!) De
punten voor het paleis worden helemaal aan het einde geteld, nadat alle andere punten geteld zijn."
Called by the scoring, last."""


def bonus(points_before: int) -> int:
    return points_before // 4
