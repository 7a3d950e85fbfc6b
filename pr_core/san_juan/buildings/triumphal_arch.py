"""Triumphal arch (Dutch edition, "Triomfboog"; docs/rules/san-juan.md#triumphal-arch): "voor 1
monument krijgt hij 4, voor 2 monumenten krijgt hij 6 en voor 3 monumenten krijgt hij 8 punten
extra." Called by the scoring."""

from .. import data

POINTS = (0, 4, 6, 8)  # by the number of monuments


def bonus(p):
    return POINTS[sum(1 for m in data.MONUMENTS if m in p.buildings)]
