"""Trading post (Dutch edition, "Handelsstation"; docs/rules/san-juan.md#trading-post): "De eigenaar
van een handelsstation mag in de handelaarsfase 1 goed meer dan normaal verkopen" (not the trader: 2
at most; the trader: 3; with a library: 4). Called by the trader phase."""

from .. import data
from ..state import Player


def extra(p: Player) -> int:
    return 1 if data.TRADING_POST in p.buildings else 0
