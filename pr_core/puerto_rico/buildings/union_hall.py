"""Union hall (Expansion I; "fackföreningslokal", "casa sindical"): in the captain phase, before
his first load, the owner of an occupied union hall receives 1 VP chip for every two barrels of
one kind he has (Swedish edition's example, docs/rules/expansion-i.md#union-hall: 3 corn,
2 indigo, 1 coffee give 2; 4 corn and 2 coffee give 3).
Loading cannot change a player's barrels before his first load, so every union hall pays when
the phase begins (captain.py), whether or not its owner loads later, each owner in turn from the
captain; VP that would be the last chips may be declined (last_chips.py)."""

from .. import data, last_chips
from ..state import Events, State


def vp(s: State, seat: int) -> int:
    """The union hall's VP for its owner now (0 without an occupied one)."""
    p = s.players[seat]
    if not p.active(data.UNION_HALL):
        return 0
    return sum(have // 2 for have in p.goods)


def pay(s: State, seat: int, ev: Events) -> bool:
    """Pays the owner, or returns True when the VP would be the last chips and he is asked
    first (last_chips.py)."""
    gain = vp(s, seat)
    if not gain:
        return False
    if last_chips.asks(s, gain):
        return True
    take(s, seat, ev)
    return False


def take(s: State, seat: int, ev: Events) -> None:
    gain = vp(s, seat)
    last_chips.take(s, seat, gain, {"type": "union_hall", "player": seat, "vp": gain}, ev)


def decline(s: State, seat: int, ev: Events) -> None:
    last_chips.decline(seat, data.UNION_HALL, vp(s, seat), ev)
