"""Customs house (base game, large): at the end, an occupied customs house scores 1 VP for every
4 VP of chips (and VP recorded on paper) its owner has, not counting buildings' VP."""


def bonus(p):
    return p.vp // 4
