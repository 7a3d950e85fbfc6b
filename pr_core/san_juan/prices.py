"""What a build costs in San Juan (docs/rules/san-juan.md#builder): the price of a card for a
seat with its discounts (the builder's privilege, doubled by a library; smithy, quarry, crane),
and whether a seat could build anything at all. The builder phase asks it, and so do the end of
a stalled round (rounds.py), the page and the bots; it knows no phase machinery, so that the
round does not depend on the builder phase that depends on it.
"""

from . import data
from .buildings import black_market, crane, library, quarry, smithy, working
from .state import NO_INDEX, Player, State


def price(s: State, seat: int, card: int, over: int = NO_INDEX) -> int:
    """What `seat` pays in cards for `card` (over its building at index `over`), before the
    black market's goods."""
    p = s.players[seat]
    cost = data.COST[card] - smithy.discount(p, card, over) - quarry.discount(p, card, over)
    if seat == s.picker:
        cost -= library.builder_discount(s.doubled and working(p, data.LIBRARY, over))
    if over != NO_INDEX:
        cost -= crane.discount(p, over)
    return max(0, cost)


def discounts(s: State, seat: int, card: int, over: int = NO_INDEX) -> dict[str, int]:
    """The price's breakdown, for the page: {reason: cards off} (the price itself goes no lower
    than 0)."""
    p = s.players[seat]
    out: dict[str, int] = {}
    if seat == s.picker:
        out["builder"] = library.builder_discount(s.doubled and working(p, data.LIBRARY, over))
    for name, rule in (("smithy", smithy), ("quarry", quarry)):
        off = rule.discount(p, card, over)
        if off:
            out[name] = off
    if over != NO_INDEX:
        out["crane"] = crane.discount(p, over)
    return out


def may_build(p: Player, card: int) -> bool:
    """May the player build this card at all: production buildings any number of times, each
    violet building once."""
    return card in data.PRODUCTION or card not in p.buildings


def goods_usable(p: Player, over: int) -> int:
    """How many of his goods a black market lets the player pay with (building over `over`)."""
    return len(black_market.goods(p, over)) if black_market.usable(p, over) else 0


def affordable(s: State, seat: int, card: int, over: int) -> bool:
    """Can `seat` pay for `card` (over `over`) with his hand, less the card built, and goods."""
    p = s.players[seat]
    goods = min(black_market.MAX_GOODS, goods_usable(p, over))
    return price(s, seat, card, over) <= len(p.hand) - 1 + goods


def can_build(s: State, seat: int) -> bool:
    """Could `seat` build anything now (as the phase stands in `s`)?"""
    p = s.players[seat]
    return any(
        affordable(s, seat, card, over)
        for card in set(p.hand)
        if may_build(p, card)
        for over in [NO_INDEX] + [i for i, _, _ in crane.targets(p, card)]
    )
