"""What the browser's page is shown of a San Juan game besides the player's view
(docs/bridge.md): the facts of each legal action and the game's catalog of cards."""

from __future__ import annotations

from collections.abc import Set
from typing import TYPE_CHECKING, Final

from ..json_checks import JSON
from . import data, prices, producer, trader
from .actions import BUILD, BUILD_OVER, SELL, Action, build_over_parts
from .buildings import black_market, crane
from .engine import legal_actions
from .state import NO_INDEX, State

if TYPE_CHECKING:
    from ..game import RequestHandler


def _kind(card: int) -> str:
    """A card's kind as the page colours and names it: production, violet, monument, or bonus
    (the 6-cost buildings, which score at the end)."""
    if card in data.PRODUCTION:
        return "production"
    if card in data.MONUMENTS:
        return "monument"
    return "bonus" if card in data.BONUS_BUILDINGS else "violet"


# Every static fact the page shows or sorts by (docs/bridge.md, "Catalogs"): it keeps no copy.
CATALOG: Final[JSON] = {
    "cards": [
        {
            "card": c.name,
            "cost": c.cost,
            "vp": c.vp,
            "copies": c.copies,
            "kind": _kind(k),
            "good": None if c.good == data.NO_GOOD else data.GOOD_NAMES[c.good],
        }
        for k, c in enumerate(data.CARDS)
    ],
    "goods": list(data.GOOD_NAMES),
    "tiles": [dict(zip(data.GOOD_NAMES, prices)) for prices in data.TILES],
    "roles": list(data.ROLE_NAMES),
    "city_size": data.CITY_SIZE,
}

# Requests of this game only (none: every San Juan decision is one action at a time).
REQUESTS: Final[dict[str, tuple[Set[str], RequestHandler[State, Action]]]] = {}


def legal_entries(state: State) -> list[JSON]:
    """Every legal action: code, JSON form and the facts a player weighs (a building's price
    and its breakdown, the goods a black market may take for it, a sale's price)."""
    seat = state.actor  # the game is not over while there are legal actions
    entries = []
    for action in legal_actions(state):
        kind, arg = action.kind, action.arg
        entry: JSON = {"code": int(action), "action": action.to_json()}
        if kind in (BUILD, BUILD_OVER):
            card = arg
            over = NO_INDEX
            if kind == BUILD_OVER:
                card, old, good = build_over_parts(arg)
                over = crane.find(state.players[seat], old, good)
            entry["cost"] = prices.price(state, seat, card, over)
            entry["discounts"] = prices.discounts(state, seat, card, over)
            p = state.players[seat]
            if entry["cost"] and black_market.usable(p, over):
                goods = sorted(black_market.goods(p, over))
                if goods:
                    entry["black_market"] = [data.GOOD_NAMES[g] for g in goods]
        elif kind == SELL:
            entry["price"] = trader.price(state, arg)
        entries.append(entry)
    return entries


def extras(state: State, seat: int) -> dict[str, int | None]:
    """The snapshot's fields of this game: `allowance`, the goods the player may still produce
    or sell in his turn of the producer or trader phase (the view does not say how many), else
    null."""
    allowance = None
    if state.current_player == seat and state.phase in (data.PRODUCER, data.TRADER):
        rule = producer if state.phase == data.PRODUCER else trader
        allowance = rule.allowance(state, seat) - state.used
    return {"allowance": allowance}


def scenario_facts(start: State) -> dict[str, object]:
    return {}
