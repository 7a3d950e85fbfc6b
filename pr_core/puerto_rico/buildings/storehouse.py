"""Storehouse (Expansion I; "förrådshus", "depósito"): after loading, the owner of an occupied
storehouse keeps 3 more barrels of any kinds, besides the one barrel everybody keeps and what his
warehouses keep (the Spanish edition's example, docs/rules/expansion-i.md#storehouse: with a large
warehouse, every barrel of 2 kinds and 4 more barrels of any kinds). The captain phase (captain.py)
asks for such a keep good by good."""

from typing import Final

from .. import data
from ..state import Player

EXTRA_BARRELS: Final = 3


def extra_barrels(p: Player) -> int:
    return EXTRA_BARRELS if p.active(data.STOREHOUSE) else 0
