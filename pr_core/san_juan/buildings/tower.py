"""Tower (Dutch edition, "Toren"; docs/rules/san-juan.md#tower): "De eigenaar van een toren mag 5
kaarten extra, dus 12 kaarten in zijn handen hebben. Heeft hij meer dan 12 kaarten in zijn handen,
dan moet hij de rest op de aflegstapel leggen." Called by the start of a round (rounds.py)."""

from .. import data
from ..state import Player


def hand_limit(p: Player) -> int:
    return 12 if data.TOWER in p.buildings else data.HAND_LIMIT
