"""Expansion I ("The New Buildings", docs/rules/expansion-i.md) on the playout simulator: one
module per phase that the expansion changes, each mirroring the engine's phase module with its
new buildings' rules (pr_core/puerto_rico/*.py and buildings/), and modules for the rules several
phases share (guests.py: the guest house's moves and windows; common.py) or that are a decision of
their own (black_market.py, storehouse.py).

Why apart from the base game's modules: a base game never pays for the expansion's checks (the
guest moves before each decision, the library, the new buildings' circles): phases.py plays these
modules only for a Table whose `expansion` is set. The base game's parts they share (the
plantation draw, a tile taken, the mayor's placing, the buildings within a budget and a building
bought, the load options, storing with warehouses, production, a choice offered or declined) are
imported from the base modules, so that each rule is written once.

Every decision the engine asks in an expansion game is a Policy decision (policy.py lists the new
methods and options), asked at the same moment and of the same seat, with the same options, so
that tests/test_playout_sim.py can replay engine games decision by decision.
"""

from __future__ import annotations

from . import builder, captain, craftsman, game_end, mayor, prospector, settler, trader

# phases.py plays these modules' phases by role, and game_end's at the end
__all__ = [
    "builder",
    "captain",
    "craftsman",
    "game_end",
    "mayor",
    "prospector",
    "settler",
    "trader",
]
