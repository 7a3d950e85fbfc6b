"""Wharf (base game): once per captain phase, on any of his turns and instead of loading a ship,
the owner of an occupied wharf may ship every barrel of one kind (any kind, even one on a ship)
to the supply, scoring as if he had loaded them (captain.py scores every load alike)."""

from .. import actions, data
from ..actions import Action
from ..state import State

_SHIP = tuple(actions.make(actions.WHARF, g) for g in data.GOODS)


def options(s: State, seat: int) -> list[Action]:
    p = s.players[seat]
    if not p.active(data.WHARF) or s.wharf_used >> seat & 1:
        return []
    return [_SHIP[g] for g, have in enumerate(p.goods) if have]


def ship(s: State, seat: int, good: int) -> int:
    """Sends the barrels to the supply; returns how many."""
    p = s.player(seat)
    count = p.goods[good]
    p.goods = p.goods[:good] + (0,) + p.goods[good + 1 :]
    s.goods_supply = (
        s.goods_supply[:good] + (s.goods_supply[good] + count,) + s.goods_supply[good + 1 :]
    )
    s.wharf_used |= 1 << seat
    return count
