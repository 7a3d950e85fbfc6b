"""A compact simulator of Puerto Rico, base game and Expansion I, built for search: fast playouts
at the granularity of roles.

Why: a search bot judges a choice by playing many games out. The engine (pr_core/puerto_rico)
is built to be checked against the rules, to explain refusals and to record events; its State is
immutable and each action copies it, about 10 ms for a random game. Here a game position is a
`Table` of plain ints and small lists, changed in place and copied cheaply, and one call,
`take_role(table, card, policy)`, plays a whole role phase (settler, mayor, builder, craftsman,
trader, captain with storing, prospector) with every decision inside it asked of a `policy`,
then the round's bookkeeping: a playout by the `Rules` policy takes a few milliseconds.

How it relates to the engine: the same rules, reimplemented module by module (settler.py ..
captain.py mirror the engine's phase modules; phases.py its rounds.py; expansion/ the phases as
Expansion I changes them, with its new buildings and the guest house's moves) and checked against
it move by move (tests/test_playout_sim.py: from any role choice of an engine game, the same role
and the same decisions give the engine's next role choice, field by field, and the same final
scores). `from_state` reads an engine State at a role choice (with Expansion I, once the draft is
over); the random generator is the engine's, so even the face-down plantations come up alike.
Nothing here calls the engine.

A base game's Table never runs the expansion's code (phases.py picks the expansion's phases only
for a Table whose `expansion` is set), so its playouts are as fast as before the expansion came.

What it leaves out: positions in the middle of a phase (a search resumes from a role choice; the
draft and the game end's guest window are phases too); events, names, explanations, the
hidden-information views. A search that must not peek at the face-down plantations' order gives
each playout a fresh `table.rng` (as the engine's bots do when they sample a view).

Modules: table.py (the Table, from_state, scores), policy.py (the Policy protocol: every
decision and its encodings; offer; Checked), phases.py (take_role, legal_cards, picker, is_over,
play_game) and one module per role (supply.py: the VP chips and spare colonists they share);
expansion/ (Expansion I's phases and shared rules); rules.py, rules_expansion.py, role_worth.py
and estimates.py (the Rules policy).
"""

from ...actions import BUILDING_TARGET, WAITING_COLONIST
from .phases import is_over, legal_cards, picker, play_game, take_role
from .policy import (
    FOREST_OPTION,
    POST_OPTION,
    QUARRY,
    SMALL_WHARF_LOAD,
    WHARF_SHIP,
    Arrangement,
    Checked,
    Keep,
    Policy,
    arrangement_error,
    load_good,
    load_option,
    load_ship,
    payment,
    payment_parts,
)
from .rules import Rules
from .table import FOREST, NONE, Table, differences, from_state, scores, winners

__all__ = [
    "BUILDING_TARGET",
    "FOREST",
    "FOREST_OPTION",
    "NONE",
    "POST_OPTION",
    "QUARRY",
    "WAITING_COLONIST",
    "SMALL_WHARF_LOAD",
    "WHARF_SHIP",
    "Arrangement",
    "Checked",
    "Keep",
    "Policy",
    "Rules",
    "Table",
    "arrangement_error",
    "differences",
    "from_state",
    "is_over",
    "legal_cards",
    "load_good",
    "load_option",
    "load_ship",
    "payment",
    "payment_parts",
    "picker",
    "play_game",
    "scores",
    "take_role",
    "winners",
]
