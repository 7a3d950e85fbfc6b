"""Construction hut (base game): in the settler phase the owner of an occupied construction hut
may take a quarry instead of a face-up plantation, like the settler. A settler with one still
takes only one quarry; with the library he may take a second one (library.py)."""

from .. import data


def allows_quarry(p):
    return p.active(data.CONSTRUCTION_HUT)
