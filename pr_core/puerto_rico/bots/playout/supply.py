"""Small rules several phases share, in the base game and with Expansion I, as the engine's
common.py has them: VP chips awarded (and the end they may bring), the spare colonist of the
hospice and the university."""

from __future__ import annotations

from .table import END_VP_CHIPS, Table


def award_vp(t: Table, seat: int, vp: int) -> None:
    """VP chips to the seat; VP beyond the chips still score, and the supply at 0 ends the game
    with the round (the engine's award_vp: it checks even when `vp` is 0)."""
    t.vp[seat] += vp
    left = t.vp_supply - vp
    t.vp_supply = left if left > 0 else 0
    if left <= 0:
        t.end_reasons |= END_VP_CHIPS


def take_spare_colonist(t: Table) -> None:
    """One colonist for the hospice or university: from the supply, else from the ship (the
    caller made sure there is one)."""
    if t.colonist_supply:
        t.colonist_supply -= 1
    else:
        t.colonist_ship -= 1
