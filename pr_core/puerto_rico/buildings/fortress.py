"""Fortress (base game, large): at the end, an occupied fortress scores 1 VP for every 3
colonists its owner has (on tiles, buildings, the guest house and in San Juan)."""

from ..state import Player


def bonus(p: Player) -> int:
    return p.colonists() // 3
