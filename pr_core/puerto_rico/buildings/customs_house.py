"""Customs house (base game, large): at the end, an occupied customs house scores 1 VP for every
4 VP of chips (and VP recorded on paper) its owner has, not counting buildings' VP."""

from ..state import Player


def bonus(p: Player) -> int:
    return p.vp // 4
