"""What the browser's page is shown of a third-game game besides the player's view
(docs/bridge.md): the catalog of cards and each legal action's code and JSON form."""

from __future__ import annotations

from collections.abc import Set
from typing import TYPE_CHECKING

from pr_core.json_checks import JSON

from .rules import CARDS, COPIES, Action, State, legal_actions

if TYPE_CHECKING:
    from pr_core.game import RequestHandler

CATALOG: JSON = {"cards": list(CARDS), "copies": COPIES}

# Requests of this game only: none (every decision is one action).
REQUESTS: dict[str, tuple[Set[str], RequestHandler[State, Action]]] = {}


def legal_entries(state: State) -> list[JSON]:
    """Every legal action: its code and JSON form (there are no prices to weigh)."""
    return [{"code": int(a), "action": a.to_json()} for a in legal_actions(state)]


def extras(state: State, seat: int) -> JSON:
    """The snapshot's fields of this game only: none."""
    return {}


def scenario_facts(start: State) -> JSON:
    return {}
