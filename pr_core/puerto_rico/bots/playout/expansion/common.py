"""Small rules the expansion's phases share, as the engine's common.py and buildings/ have them:
the last chips' question, the library's doubled privilege (the base game's shared rules, the VP
chips awarded and the spare colonist: ../supply.py)."""

from __future__ import annotations

from .... import data
from ..table import Table

LIBRARY = data.LIBRARY


def asks_last_chips(t: Table, vp: int) -> bool:
    """Would the church's or a union hall's `vp` VP take the last chips while no end condition
    is met yet? Only then is the owner asked (Policy.last_chips; the engine's last_chips.py)."""
    return not t.end_reasons and 0 < t.vp_supply <= vp


def privileges(t: Table, seat: int) -> int:
    """The picker's privilege, read now: twice with an occupied library."""
    return 2 if t.workers[seat][LIBRARY] > 0 else 1
