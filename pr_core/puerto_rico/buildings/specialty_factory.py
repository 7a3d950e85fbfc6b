"""Specialty factory (Expansion I; "specialiserad fabrik", "fábrica especialista"): in the
craftsman phase its owner receives one doubloon less than the number of barrels of the kind he
received most of, corn aside (Swedish edition's example,
docs/rules/expansion-i.md#specialty-factory: 4 corn, 3 sugar, 2 coffee pay 2).

The craftsman's privilege counts: the Swedish and Spanish editions both reach the most, 6 doubloons,
with 7 indigo or sugar from a small and a large plant, an aqueduct, a library and being the
craftsman, so the craftsman is paid once his extra barrels are taken (craftsman.py)."""

from collections.abc import Sequence

from .. import data
from ..state import Player


def doubloons(p: Player, received: Sequence[int]) -> int:
    if not p.active(data.SPECIALTY_FACTORY):
        return 0
    return max(0, max(received[1:]) - 1)
