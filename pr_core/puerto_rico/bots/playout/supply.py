"""Small rules several phases share, in the base game and with Expansion I, as the engine's
common.py has them: VP chips awarded (and the end they may bring), the spare colonist of the
hospice and the university."""

from __future__ import annotations

from collections.abc import Callable

from .table import END_VP_CHIPS, Table


def award_vp(t: Table, seat: int, vp: int) -> None:
    """VP chips to the seat; VP beyond the chips still score, and the supply at 0 ends the game
    with the round (the engine's award_vp: it checks even when `vp` is 0)."""
    t.vp[seat] += vp
    left = t.vp_supply - vp
    t.vp_supply = left if left > 0 else 0
    if left <= 0:
        t.end_reasons |= END_VP_CHIPS


def spare_colonist(
    t: Table, seat: int, building: int, ask: Callable[[Table, int, int], bool], where: int
) -> bool:
    """Does the seat's occupied `building` (the hospice, the university) put a colonist
    (supply, else ship; taken here) on what he just took (`where`, a tile kind or a building)?
    `ask` (Policy.hospice, Policy.university) is asked only when there is a colonist."""
    if (
        t.workers[seat][building] > 0
        and (t.colonist_supply or t.colonist_ship)
        and ask(t, seat, where)
    ):
        if t.colonist_supply:
            t.colonist_supply -= 1
        else:
            t.colonist_ship -= 1
        return True
    return False
