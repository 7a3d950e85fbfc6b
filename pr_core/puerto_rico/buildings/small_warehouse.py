"""Small warehouse (base game): after loading, the owner of an occupied small warehouse keeps
every barrel of one kind, besides the one barrel everybody keeps."""

from .. import data
from ..state import Player


def kinds_kept(p: Player) -> int:
    return 1 if p.active(data.SMALL_WAREHOUSE) else 0
