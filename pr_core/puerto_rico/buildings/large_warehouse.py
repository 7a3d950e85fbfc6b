"""Large warehouse (base game): after loading, the owner of an occupied large warehouse keeps
every barrel of two kinds (three with the small warehouse too), besides the one barrel."""

from .. import data
from ..state import Player


def kinds_kept(p: Player) -> int:
    return 2 if p.active(data.LARGE_WAREHOUSE) else 0
