"""San Juan's violet buildings: each module holds one building's whole effect, quoting the Dutch
edition, called by the phases at named moments (docs/san-juan/engine.md, "Buildings"). The monuments
(statue, victory column, hero) have no rule beyond their points and no module.

Every violet building works from the end of the builder phase in which it was built (Dutch edition,
docs/rules/san-juan.md#violet-buildings: "het krijgt op zijn vroegst pas werking na de
bouwmeesterfase waarin het gebouw gebouwd is"): a player builds once a phase, so only the building
just placed is not yet working, and the builder's phase asks with `working(p, kind, besides)`,
leaving out the building given up to the crane. Their effects are optional; the engine applies the
ones that only ever add cards or choices for their owner and asks where declining can matter: the
gold mine, and the library in 2 players (docs/san-juan/rules-decisions.md, "Who decides what").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import Player


def working(p: Player, kind: int, besides: int = -1) -> bool:
    """Does the player have a working building of this kind (`besides`: a building index given up
    to the crane in this build, whose function cannot be used for it)?"""
    for i, built in enumerate(p.buildings):  # noqa: SIM110 - hot path: a loop beats any() here
        if built == kind and i != besides:
            return True
    return False
