"""Archive (Dutch edition, "Archief"; docs/rules/san-juan.md#archive): "De eigenaar van een archief
neemt alle kaarten, die hij in de raadsherenfase krijgt, in zijn hand - en legt uit zijn handkaarten
zoveel kaarten af naar de aflegstapel als voorgeschreven is": the cards he discards may be any of
his hand. Called by the councillor phase, which then asks for discards (actions.DISCARD) instead of
keeps."""

from .. import data
from ..state import Player


def owns(p: Player) -> bool:
    return data.ARCHIVE in p.buildings
