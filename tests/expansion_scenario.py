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

import json

from scenario import events, players

from pr_core.puerto_rico import data

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


# --- actions in their JSON form ------------------------------------------------------------------
def role(name):
    return {"type": "role", "role": name}


def take(tile):
    return {"type": "plant", "tile": tile}


def forest(discard):
    """Plant a forest, discarding a face-up plantation of this kind ("drawn": the hacienda's)."""
    return {"type": "forest", "discard": discard}


def build(name):
    return {"type": "build", "building": name}


def guest(target):
    return {"type": "guest", "target": target}


def black_market(colonist=None, good=None, vp_chip=False):
    return {"type": "black_market", "colonist": colonist, "good": good, "vp_chip": vp_chip}


def sell(good):
    return {"type": "sell", "good": good}


def trading_post(good):
    return {"type": "trading_post", "good": good}


def load(ship, good):
    return {"type": "load", "ship": ship, "good": good}


def wharf(good):
    return {"type": "wharf", "good": good}


def small_wharf(good, count):
    return {"type": "small_wharf", "good": good, "count": count}


def keep(good, count):
    return {"type": "keep", "good": good, "count": count}


def store(single, warehouse=()):
    return {"type": "store", "warehouse": list(warehouse), "single": single}


def extra_good(good):
    return {"type": "extra_good", "good": good}


def draft(name):
    return {"type": "draft", "building": name}


def place(target, count):
    return {"type": "place", "target": target, "count": count}


def decline(decision):
    return {"type": "pass", "decision": decision}


DRAW = {"type": "hacienda"}
TAKE_COLONIST = {"type": "extra_colonist"}  # the mayor's, the hospice's, the university's
NO_TILE = decline("plant")
NO_DRAW = decline("hacienda")
NO_COLONIST = decline("colonist")
NO_BUILD = decline("build")
NO_SALE = decline("sell")
NO_LOAD = decline("load")
NO_EXTRA_GOOD = decline("extra_good")
KEEP_DRAWN = decline("forest")
LEAVE_GUESTS = decline("guests")
SHIPPED_ENOUGH = decline("small_wharf")


# --- reading what happened ---------------------------------------------------------------------
def same(found, expected):
    """The same action JSON forms, in any order."""
    return sorted(map(json.dumps, found)) == sorted(map(json.dumps, expected))


def only_event(state, kind, **fields):
    """The one event of `kind` in the last step (with these field values, if given)."""
    found = [e for e in events(state, kind) if all(e.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, f"expected one {kind} event with {fields}, found {found}"
    return found[0]


def no_event(state, kind, **fields):
    found = [e for e in events(state, kind) if all(e.get(k) == v for k, v in fields.items())]
    assert not found, f"expected no {kind} event with {fields}, found {found}"


def of_type(found, kind):
    """The offered actions of one type."""
    return [a for a in found if a["type"] == kind]
