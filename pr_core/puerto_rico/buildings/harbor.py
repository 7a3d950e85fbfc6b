"""Harbor (base game): its owner scores 1 VP more for every load of his in the captain phase,
onto a cargo ship, with the wharf or with the small wharf."""

from .. import data
from ..state import Player


def load_vp(p: Player) -> int:
    return 1 if p.active(data.HARBOR) else 0
