"""Small rules the expansion's phases share, as the engine's common.py and buildings/ have them:
VP chips awarded (and the end they may bring), the spare colonist of the hospice and university,
the library's doubled privilege."""

from __future__ import annotations

from .... import data
from ..table import END_VP_CHIPS, Table

LIBRARY = data.LIBRARY


def award_vp(t: Table, seat: int, vp: int) -> None:
    """VP chips to the seat; VP beyond the chips still score, and the supply at 0 ends the game
    with the round (the engine's award_vp: it checks even when `vp` is 0)."""
    t.vp[seat] += vp
    left = t.vp_supply - vp
    t.vp_supply = left if left > 0 else 0
    if left <= 0:
        t.end_reasons |= END_VP_CHIPS


def asks_last_chips(t: Table, vp: int) -> bool:
    """Would the church's or a union hall's `vp` VP take the last chips while no end condition
    is met yet? Only then is the owner asked (Policy.last_chips; the engine's last_chips.py)."""
    return not t.end_reasons and 0 < t.vp_supply <= vp


def take_spare_colonist(t: Table) -> None:
    """One colonist for the hospice or university: from the supply, else from the ship (the
    caller made sure there is one)."""
    if t.colonist_supply:
        t.colonist_supply -= 1
    else:
        t.colonist_ship -= 1


def privileges(t: Table, seat: int) -> int:
    """The picker's privilege, read now: twice with an occupied library."""
    return 2 if t.workers[seat][LIBRARY] > 0 else 1
