"""Aqueduct (Dutch edition, "Aquaduct"; docs/rules/san-juan.md#aqueduct): "De eigenaar van een
aquaduct mag in de opzichtersfase 1 goed meer dan normaal produceren" (not the producer: 2 at most;
the producer: 3; with a library: 4). Called by the producer phase."""

from .. import data
from ..state import Player


def extra(p: Player) -> int:
    return 1 if data.AQUEDUCT in p.buildings else 0
