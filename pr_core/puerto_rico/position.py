"""The position format: a game state as a JSON document a person can read and write.

Version 1 is the base game; version 2 adds what Expansion I needs (the board's buildings,
forests, and the expansion's steps). A base game is always written as version 1, byte for byte
as before the expansion existed; both versions are read.

`to_json(state)` writes every field; `from_json(text)` reads it back exactly and also accepts
hand-written positions where most fields are left out and derived (see
docs/position-format.md and schema/position.schema.json). This module writes; position_reader.py
reads and validates.
"""

import json
from collections.abc import Sequence
from typing import Final

from ..json_checks import JSON
from . import actions, builder, captain, data, mayor, settler
from .common import STEP_GUESTS
from .state import (
    DRAFT,
    GAME_END,
    GAME_OVER,
    NO_GOOD,
    NO_SEAT,
    PHASE_NAMES,
    ROLE_SELECTION,
    Player,
    State,
)

FORMAT: Final = "puerto-rico-position"
VERSION: Final = 2  # the newest version this engine writes and reads
BASE_VERSION: Final = 1  # what a game without the expansion is written as
SETTLER_STEPS = settler.STEP_NAMES
BUILDER_STEPS = builder.STEP_NAMES


def _goods(counts: Sequence[int]) -> dict[str, int]:
    return {data.GOOD_NAMES[g]: counts[g] for g in data.GOODS}


def _island(p: Player) -> list[JSON]:
    seen = [0] * 7
    tiles: list[JSON] = []
    for kind in p.island:
        occupied = kind != data.FOREST and seen[kind] < p.occupied[kind]
        tiles.append({"tile": data.ISLAND_TILE_NAMES[kind], "colonist": occupied})
        seen[kind] += 1
    return tiles


def _player(p: Player) -> JSON:
    return {
        "name": p.name,
        "doubloons": p.doubloons,
        "vp_chips": p.vp,
        "island": _island(p),
        "city": [{"building": data.BUILDING_NAMES[b], "colonists": p.workers[b]} for b in p.city],
        "san_juan": p.waiting_colonists,
        "goods": _goods(p.goods),
    }


def _seat(seat: int) -> int | None:
    return None if seat == NO_SEAT else seat


def _phase(s: State) -> JSON:
    phase: JSON = {"name": PHASE_NAMES[s.phase]}
    if s.phase in (ROLE_SELECTION, GAME_OVER, DRAFT):
        return phase
    if s.phase == GAME_END:
        phase.update(actor=s.actor, turn=s.turn)
        return phase
    phase["picker"] = s.picker
    phase["actor"] = s.actor
    if s.step == STEP_GUESTS:  # a window for guests (Expansion I)
        phase.update(step="guests", turn=s.turn)
        if s.phase == data.CAPTAIN:
            phase["captain_bonus_due"] = s.bonus_due
        return phase
    if s.phase == data.SETTLER:
        phase["turn"] = s.turn
        phase["step"] = SETTLER_STEPS[s.step]
        if s.step == settler.STEP_DRAWN:
            phase["drawn"] = data.TILE_NAMES[s.drawn]
    elif s.phase == data.MAYOR:
        phase["turn"] = s.turn
        if s.step == mayor.STEP_PRIVILEGE:
            phase["step"] = "privilege"
            if s.library_second:
                phase["library_second"] = True
        else:
            phase["step"] = "placing"
            phase["hand"] = s.hand
            phase["next_target"] = _next_target(s)
    elif s.phase == data.BUILDER:
        phase["turn"] = s.turn
        phase["step"] = BUILDER_STEPS[s.step]
        if s.step == builder.STEP_BLACK_MARKET:
            phase["building"] = data.BUILDING_NAMES[s.buying]
    elif s.phase == data.TRADER:
        phase["turn"] = s.turn
    elif s.phase == data.CRAFTSMAN:
        phase["produced"] = [data.GOOD_NAMES[g] for g in s.produced]
        if s.expansion:
            phase["received"] = _goods(s.received or (0,) * 5)
            phase["library_second"] = s.library_second
    elif s.phase == data.CAPTAIN:
        phase["step"] = captain.STEP_NAMES[s.step]
        phase["turn"] = s.turn
        phase["passes"] = s.passes
        phase["wharf_used"] = [seat for seat in range(s.n) if s.wharf_used >> seat & 1]
        phase["captain_bonus_due"] = s.bonus_due
        if s.expansion:
            phase["small_wharf_used"] = [
                seat for seat in range(s.n) if s.small_wharf_used >> seat & 1
            ]
            if s.step == captain.STEP_SMALL_WHARF:
                phase["shipping"] = _goods(s.shipping)
        if s.step == captain.STEP_STORING and s.kept:
            phase["kept"] = {data.GOOD_NAMES[g]: n for g, n in enumerate(s.kept)}
    return phase


def _next_target(s: State) -> str | None:
    """The first mayor target still open, by name (targets before it were passed over)."""
    order = placing_order()
    for target in order:
        if target >= s.cursor:
            return actions.target_name(target)
    return None


def placing_order() -> list[int]:
    return list(data.TILE_KINDS) + [actions.BUILDING_TARGET + b for b in data.BUILDINGS]


def in_game(s: State) -> tuple[int, ...]:
    """The buildings of this game: the base game's, or with the expansion the production
    buildings and the violet ones on the board."""
    if not s.expansion:
        return data.BASE_BUILDINGS
    return data.PRODUCTION_BUILDINGS + tuple(sorted(s.board))


def to_dict(state: State) -> JSON:
    """The position as a JSON-ready dict."""
    s = state
    doc: JSON = {
        "format": FORMAT,
        "version": VERSION if s.expansion else BASE_VERSION,
        "players": [_player(p) for p in s.players],
        "governor": s.governor,
        "visible_vp": s.visible_vp,
        "roles": [
            {"role": data.CARD_NAMES[c], "doubloons": g, "taken_by": _seat(t)}
            for c, g, t in zip(s.cards, s.card_gold, s.card_taken)
        ],
        "phase": _phase(s),
        "colonists": {"supply": s.colonist_supply, "ship": s.colonist_ship},
        "vp_chips": s.vp_supply,
        "goods_supply": _goods(s.goods_supply),
        "trading_house": [data.GOOD_NAMES[g] for g in s.house],
        "cargo_ships": [
            {"capacity": c, "good": None if g == NO_GOOD else data.GOOD_NAMES[g], "count": n}
            for c, g, n in zip(s.ship_capacity, s.ship_good, s.ship_load)
        ],
        "plantations": {
            "face_up": [data.TILE_NAMES[k] for k in s.face_up],
            "face_down": _goods(s.face_down),
            "discarded": _goods(s.discards),
        },
        "quarries": s.quarries,
        "buildings": {data.BUILDING_NAMES[b]: s.building_supply[b] for b in in_game(s)},
        "end_reasons": list(s.end_reasons),
        "rng": f"{s.rng:016x}",
    }
    if s.expansion:
        doc["expansion"] = {
            "setup": s.setup,
            "board": [data.BUILDING_NAMES[b] for b in s.board],
            "forests": s.forests,
        }
    return doc


def to_json(state: State, indent: int | str | None = None) -> str:
    """The position as JSON text (see docs/position-format.md)."""
    return json.dumps(to_dict(state), indent=indent)


def player_view(state: State, seat: int) -> JSON:
    """Everything the player at `seat` may see, as a JSON-ready dict in the position format.

    Left out: the random generator (it decides the order of the face-down plantations), and
    other players' VP chips unless VP are visible (null there) or the game is over. The counts
    of face-down and discarded plantations per kind stay: every tile is seen when it is turned
    up, so a player who counts knows them; only their order is hidden.
    """
    if type(seat) is not int or not 0 <= seat < state.n:
        raise ValueError(f"there is no seat {seat!r} in a {state.n}-player game")
    view = to_dict(state)
    del view["rng"]
    view["viewer"] = seat
    if not state.visible_vp and state.phase != GAME_OVER:
        for other, player in enumerate(view["players"]):
            if other != seat:
                player["vp_chips"] = None
    return view
