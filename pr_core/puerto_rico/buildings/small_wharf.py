"""Small wharf (Expansion I; "liten lastkaj", "dársena"): once per captain phase, on one of his
turns and instead of loading a ship, the owner of an occupied small wharf may ship any number of
barrels, at least one, of any kinds to the supply, scoring 1 VP for every 2 barrels (Swedish
edition's example, docs/rules/expansion-i.md#small-wharf: 3 corn, 1 sugar and 2 tobacco give
3 VP; he keeps a sugar and a tobacco). With a wharf as well, both may be used in one phase, on
different turns. It counts as a load for the captain's VP, the harbor and the lighthouse (the
Swedish edition's lighthouse example, docs/rules/expansion-i.md#lighthouse).

The barrels are chosen kind by kind in the goods' order, one action a kind (`small_wharf`
good, count), then `pass` small_wharf ends the shipment: every choice of barrels has exactly
one sequence of actions (captain.py scores it when it ends)."""

from .. import actions, data
from ..actions import Action
from ..state import State


def usable(s: State, seat: int) -> bool:
    p = s.players[seat]
    return p.active(data.SMALL_WHARF) and not s.small_wharf_used >> seat & 1 and any(p.goods)


def options(s: State, seat: int) -> list[Action]:
    """The next kinds and counts to ship: every kind at first, then only kinds after the last
    one shipped."""
    p = s.players[seat]
    start = 0
    for good, count in enumerate(s.shipping):
        if count:
            start = good + 1
    return [
        actions.small_wharf(good, count)
        for good in range(start, len(data.GOODS))
        for count in range(1, min(p.goods[good], 15) + 1)
    ]


def ship(s: State, seat: int, good: int, count: int) -> None:
    p = s.player(seat)
    p.goods = p.goods[:good] + (p.goods[good] - count,) + p.goods[good + 1 :]
    s.goods_supply = (
        s.goods_supply[:good] + (s.goods_supply[good] + count,) + s.goods_supply[good + 1 :]
    )
    shipping = s.shipping or (0,) * len(data.GOODS)
    s.shipping = shipping[:good] + (shipping[good] + count,) + shipping[good + 1 :]


def finish(s: State, seat: int) -> tuple[tuple[int, ...], int]:
    """Ends the shipment: returns (barrels per good, VP it scores)."""
    shipped = s.shipping
    s.shipping = ()
    s.small_wharf_used |= 1 << seat
    return shipped, sum(shipped) // 2
