"""Union hall (Expansion I; "fackföreningslokal", "casa sindical"): in the captain phase, before
his first load, the owner of an occupied union hall receives 1 VP chip for every two barrels of
one kind he has (Swedish edition's example, docs/rules/expansion-i.md#union-hall: 3 corn,
2 indigo, 1 coffee give 2; 4 corn and 2 coffee give 3).
Loading cannot change a player's barrels before his first load, so every union hall pays when
the phase begins (captain.py), whether or not its owner loads later."""

from .. import data
from ..common import award_vp
from ..state import Events, State


def pay(s: State, seat: int, ev: Events) -> None:
    p = s.players[seat]
    if not p.active(data.UNION_HALL):
        return
    vp = sum(have // 2 for have in p.goods)
    if vp:
        award_vp(s, seat, vp, ev)
        ev.append({"type": "union_hall", "player": seat, "vp": vp})
