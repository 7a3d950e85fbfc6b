"""What the browser's page is shown of a Puerto Rico game besides the player's view
(docs/bridge.md): the facts of each legal action, the mayor's placing, the game's catalog, and the
`arrange` request, which places a whole turn's colonists as one decision; the keep editor's
facts and request are in page_storing.py."""

from __future__ import annotations

from collections.abc import Mapping, Set
from typing import TYPE_CHECKING, Final

from ..json_checks import JSON
from ..refusals import RequestError, refuse, your_turn
from ..wording import human, plural
from . import builder, captain, data, mayor, page_storing, storing, trader
from .actions import (
    BLACK_MARKET,
    BUILD,
    BUILDING_TARGET,
    LOAD,
    PASS,
    PASS_VP,
    ROLE,
    SELL,
    SMALL_WHARF,
    STORE,
    TAKE_VP,
    TRADING_POST,
    WHARF,
    Action,
    count_parts,
    load_parts,
    target_name,
)
from .buildings import church, union_hall
from .common import good_counts
from .engine import legal_actions
from .placing import placement_actions
from .state import Player, State

if TYPE_CHECKING:
    from ..game import InPlay, RequestHandler

# Every static fact the page shows or lays out by (docs/bridge.md, "Catalogs"): it keeps no copy.
CATALOG: Final[JSON] = {
    "buildings": [
        {
            "building": data.BUILDING_NAMES[b],
            "cost": data.BUILDING_COST[b],
            "vp": data.BUILDING_VP[b],
            "circles": data.BUILDING_CIRCLES[b],
            "column": data.BUILDING_COLUMN[b],
            "spaces": data.BUILDING_SPACES[b],
            "good": None if good is None else data.GOOD_NAMES[good],
            "expansion": b in data.NEW_BUILDINGS,
        }
        for b, good in zip(data.BUILDINGS, data.BUILDING_GOOD)
    ],
    "goods": [{"good": data.GOOD_NAMES[g], "price": data.GOOD_PRICE[g]} for g in data.GOODS],
    "tiles": [
        {"tile": data.ISLAND_TILE_NAMES[t], "circles": int(t in data.TILE_KINDS)}
        for t in data.ISLAND_TILES
    ],
    "role_cards": [
        {"card": data.CARD_NAMES[c], "role": data.ROLE_NAMES[data.CARD_ROLE[c]]}
        for c in data.ROLE_CARDS
    ],
}


def legal_entries(state: State) -> list[JSON]:
    """Every legal action: code, JSON form and the facts a player weighs. No words: the page
    names actions in the player's language."""
    seat = state.actor  # the game is not over while there are legal actions
    p = state.players[seat]
    entries: list[JSON] = []
    for action in legal_actions(state):
        kind, arg = action.kind, action.arg
        entry: JSON = {"code": int(action), "action": action.to_json()}
        if kind == BUILD:
            entry["cost"] = builder.cost(state, seat, arg)
            if state.expansion:  # the price's breakdown, and what the black market must make up
                entry["discounts"] = builder.discounts(state, seat, arg)
                short = entry["cost"] - p.doubloons
                if short > 0:
                    entry["black_market"] = short
        elif kind == TRADING_POST:
            entry["price"] = trader.post_price(state, seat, arg)
        elif kind == BLACK_MARKET:  # which building, and how much it must make up
            entry["building"] = data.BUILDING_NAMES[state.buying]
            entry["short"] = builder.shortfall(state, seat, state.buying)
        elif kind == SMALL_WHARF:  # VP: if the shipment ended there
            entry["count"] = count_parts(arg)[1]
            entry["vp"] = captain.small_wharf_vp(state, seat, entry["count"])
        elif (
            kind == PASS and state.phase == data.CAPTAIN and state.step == captain.STEP_SMALL_WHARF
        ):
            entry["vp"] = captain.small_wharf_vp(state, seat)
        elif kind == SELL:
            entry["price"] = trader.price(state, seat, arg)
        elif kind == LOAD:
            ship, good = load_parts(arg)
            entry["count"] = min(p.goods[good], state.ship_capacity[ship] - state.ship_load[ship])
            entry["vp"] = captain.load_vp(state, seat, entry["count"])
        elif kind == WHARF:
            entry["count"] = p.goods[arg]
            entry["vp"] = captain.load_vp(state, seat, entry["count"])
        elif kind == STORE:
            kept = storing.kept_goods(p.goods, action)
            entry["kept"] = good_counts(kept)
            entry["lost"] = good_counts(tuple(a - b for a, b in zip(p.goods, kept)))
        elif kind == ROLE:
            entry["doubloons"] = state.card_gold[state.cards.index(arg)]
        elif kind == TAKE_VP or (kind == PASS and arg == PASS_VP):  # the last chips
            on_church = state.phase == data.BUILDER
            entry["building"] = data.BUILDING_NAMES[data.CHURCH if on_church else data.UNION_HALL]
            entry["vp"] = (church.vp if on_church else union_hall.vp)(state, seat)
        entries.append(entry)
    return entries


def extras(state: State, seat: int) -> JSON:
    """The snapshot's fields of this game: the mayor's placing, on the human's placing turn; what
    he may keep, on his storing turn with a warehouse or storehouse."""
    mine = state.current_player == seat
    return {
        "mayor": mayor_placing(state) if mine and placing(state, seat) else None,
        "keep": page_storing.keep_choice(state) if page_storing.keeping(state, seat) else None,
    }


def scenario_facts(start: State) -> JSON:
    """What the scenario list says of a rulebook example besides its id and players."""
    return {"expansion": start.expansion}


def placing(state: State, seat: int) -> bool:
    """Is it the human's turn to place colonists in the mayor phase?"""
    return state.phase == data.MAYOR and state.step == mayor.STEP_PLACING and state.actor == seat


def placed_on(p: Player, target: int) -> int:
    """Colonists on a mayor target (a tile kind or BUILDING_TARGET + building)."""
    if target < BUILDING_TARGET:
        return p.occupied[target]
    return max(0, p.workers[target - BUILDING_TARGET])


def mayor_placing(state: State) -> JSON:
    """The human's placing turn: colonists in hand and every target with its circles."""
    p = state.players[state.actor]
    return {
        "hand": state.hand,
        "targets": [
            {
                "target": target_name(t),
                "circles": c,
                "placed": placed_on(p, t),
                "open": t >= state.cursor,
            }
            for t, c in mayor.targets(p)
        ],
    }


# --- the "arrange" request -----------------------------------------------------------------------
def arrange(session: InPlay[State, Action], payload: JSON) -> list[JSON]:
    """Places the human's colonists as {target name: colonists} says, as one decision; returns
    the events."""
    wanted = payload.get("arrangement")
    if not isinstance(wanted, dict) or not all(
        type(count) is int and 0 <= count <= 99 for count in wanted.values()
    ):
        raise RequestError(
            "bad_request",
            '"arrangement" must be an object {target name: colonists} with whole numbers from 0',
        )
    your_turn(session)
    state = session.state
    if not placing(state, session.seat):
        refuse("Colonists can be arranged only during your turn to place them in the mayor phase.")
    wanted = _check_arrangement(state, wanted)
    try:
        steps = placement_actions(state, wanted)
    except ValueError as error:
        refuse(str(error))
    return session.play_decision(steps)


# Requests of this game only: type -> (payload fields, handler(session, payload) -> events).
# The bridge checks the fields and that a game is in play; a handler refuses with refusals.py.
REQUESTS: Final[dict[str, tuple[Set[str], RequestHandler[State, Action]]]] = {
    "arrange": ({"arrangement"}, arrange),
    "keep": ({"kept"}, page_storing.keep),
}


def _check_arrangement(state: State, wanted: Mapping[str, int]) -> dict[str, int]:
    """The arrangement without targets the player lacks (at 0); refuses it with a sentence naming
    what is wrong (placement_actions only says that something is)."""
    p = state.players[state.actor]
    targets = {target_name(t): (t, c) for t, c in mayor.targets(p)}
    for name, count in wanted.items():
        if name not in targets:
            if count:
                refuse(f"you have no {_words(name)[0]} to put colonists on")
        elif count > targets[name][1]:
            words, many = _words(name)
            refuse(
                f"{count} colonists do not fit on your {words}: "
                f"{'they have' if many else 'it has'} {plural(targets[name][1], 'circle')}"
            )
    fixed = 0
    for name, (target, _circles) in targets.items():
        if target < state.cursor:  # passed over earlier in this turn
            placed = placed_on(p, target)
            fixed += placed
            if wanted.get(name, 0) != placed:
                words, many = _words(name)
                refuse(
                    f"your {words} already {'have' if many else 'has'} "
                    f"{plural(placed, 'colonist')} for this turn; that cannot change now"
                )
    total = state.hand + fixed
    given = sum(wanted.get(name, 0) for name in targets)
    if given != total:
        refuse(
            f"place all {total} of your colonists: this arrangement places {given}, and no "
            f"circle may stay empty while colonists wait"
        )
    return {name: count for name, count in wanted.items() if name in targets}


def _words(name: str) -> tuple[str, bool]:
    """(words, plural) for a mayor target: "corn plantations", "quarries", "small market"."""
    if name in data.GOOD_NAMES:
        return f"{name} plantations", True
    if name == "quarry":
        return "quarries", True
    return human(name), False
