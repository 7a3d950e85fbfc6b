"""Construction hut (base game): in the settler phase the owner of an occupied construction hut
may take a quarry instead of a face-up plantation, like the settler. A settler with one still
takes only one quarry; with the library he may take a second one (library.py)."""

from .. import data
from ..state import Player


def allows_quarry(p: Player) -> bool:
    return p.active(data.CONSTRUCTION_HUT)
