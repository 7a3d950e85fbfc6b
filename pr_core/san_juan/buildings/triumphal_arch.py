"""Triumphal arch (Dutch edition, "Triomfboog"; docs/rules/san-juan.md#triumphal-arch): "voor 1
monument krijgt hij 4, voor 2 monumenten krijgt hij 6 en voor 3 monumenten krijgt hij 8 punten
extra." Called by the scoring."""

from typing import Final

from .. import data
from ..state import Player

POINTS: Final = (0, 4, 6, 8)  # by the number of monuments


def bonus(p: Player) -> int:
    return POINTS[sum(1 for m in data.MONUMENTS if m in p.buildings)]
