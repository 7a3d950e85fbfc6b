"""Helpers for the Expansion I scenario tests (tests/test_rules_expansion_*.py), on top of
scenario.py: hand-written positions with the expansion's buildings, and the expansion's actions
in their JSON form.

A test position plays the Swedish edition's variant with every violet building for sale
(docs/rules/expansion-i.md#all-buildings; Swedish edition, "Förberedelser", «Variant: ... Man
kan t.ex. prova att spela med alla byggnaderna»), so any building can be owned without drafting
a board first; `game(..., board=[...])` gives a drafted board of 17 instead.

The Expansion I tests quote the Swedish and Spanish editions by name and section heading, and
the project's digest (docs/rules/expansion-i.md) by anchor.
"""

from scenario import decline, players

from pr_core.puerto_rico import data
from pr_core.scenario_files import move

EVERY_VIOLET_BUILDING = [data.BUILDING_NAMES[b] for b in data.VIOLET_BUILDINGS]


def game(*player_docs, board=None, **fields):
    """A position with Expansion I: the players (Ana, Bo, Cy... in seat order), any other
    top-level fields of the position format, and every violet building for sale unless a
    drafted `board` (17 names) is given."""
    if board is None:
        expansion = {"setup": "all", "board": list(EVERY_VIOLET_BUILDING)}
    else:
        expansion = {"setup": "fixed", "board": list(board)}
    doc = {"players": players(*player_docs), "expansion": expansion}
    doc.update(fields)
    return doc


# --- the expansion's own actions in their JSON form (the base game's: scenario.py) ----------
# Plant a forest, discarding a face-up plantation of this kind ("drawn": the hacienda's).
forest = move("forest", "discard")
guest = move("guest", "target")
trading_post = move("trading_post", "good")
small_wharf = move("small_wharf", "good", "count")
draft = move("draft", "building")


def black_market(colonist=None, good=None, vp_chip=False):
    return {"type": "black_market", "colonist": colonist, "good": good, "vp_chip": vp_chip}


KEEP_DRAWN = decline("forest")
LEAVE_GUESTS = decline("guests")
SHIPPED_ENOUGH = decline("small_wharf")
