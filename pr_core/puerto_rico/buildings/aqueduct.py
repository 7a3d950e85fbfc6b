"""Aqueduct (Expansion I; "akvedukt", "acueducto"): in the craftsman phase the owner of an
occupied aqueduct who receives at least one indigo and has an occupied indigo plant (not the
small one) receives one indigo more; the same for sugar with an occupied sugar mill (Swedish
edition, examples 1 and 2; docs/rules/expansion-i.md#aqueduct: 1 indigo and 3 sugar from the
large ones become 2 and 4; sugar from the small mill alone gets nothing).

Barrels are not tied to a plant, so with both sizes of plant occupied the large one is taken to
make at least one (docs/rules-decisions.md)."""

from collections.abc import Sequence

from .. import data
from ..state import Player

_PLANTS = ((data.INDIGO, data.INDIGO_PLANT), (data.SUGAR, data.SUGAR_MILL))


def extra_goods(p: Player, received: Sequence[int]) -> list[int]:
    """The barrels per good the aqueduct adds to `received` (before the supply is asked)."""
    extra = [0] * 5
    if p.active(data.AQUEDUCT):
        for good, plant in _PLANTS:
            if received[good] and p.active(plant):
                extra[good] = 1
    return extra
