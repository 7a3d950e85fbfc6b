"""San Juan's position format (docs/san-juan/position-format.md): writing a State as a JSON
document, and what one player may see of it (`player_view`, `events_for`).

A position names every card by kind: the hands, the buildings and the goods on them, the chapels,
the draw pile (its top last), the discards, the cards out of the game, the cards being chosen
from. With the trading-house stack and the generator's state it is the whole game, so that
`from_json(to_json(state))` plays on exactly the same.

A player's view hides what his player cannot see: the other hands (their sizes are public: "als
iemand gedurende het spel vraagt hoeveel kaarten zijn medespelers hebben, dan moeten deze hem dat
zeggen"), every good's card (face down, even to its owner), the other chapels' cards and, until
the game is over, their number ("De speler is niet verplicht om zijn medespelers te vertellen
hoeveel kaarten onder de kapel liggen", "Kapel"; docs/rules/san-juan.md#chapel), the piles' cards
(their sizes are public), the cards another player is choosing from, the trading-house tiles not
yet turned up, and the generator; and, while another player picks cards one at a time (paying,
keeping, discarding), the smallest card he may still name ("floor"), which would tell the card
he named last.
"""

import json
from collections.abc import Iterable, Sequence
from typing import Final

from ..json_checks import JSON
from . import builder, councillor, data, prospector, round_start
from .actions import Action
from .state import (
    GAME_OVER,
    NO_CARD,
    NO_INDEX,
    NO_SEAT,
    NO_TILE,
    PHASE_NAMES,
    ROLE_SELECTION,
    ROUND_START,
    START_HANDS,
    Player,
    State,
)

FORMAT: Final = "san-juan-position"
VERSION: Final = 1


def _names(cards: Iterable[int]) -> list[str]:
    return [data.CARD_NAMES[c] for c in cards]


def _player(p: Player) -> JSON:
    buildings = []
    for kind, good in zip(p.buildings, p.goods):
        entry: JSON = {"card": data.CARD_NAMES[kind]}
        if good != NO_CARD:
            entry["good"] = data.CARD_NAMES[good]
        buildings.append(entry)
    return {
        "name": p.name,
        "hand": _names(p.hand),
        "buildings": buildings,
        "chapel": _names(p.chapel),
    }


def _phase(s: State) -> JSON:
    name = PHASE_NAMES[s.phase]
    if s.phase == GAME_OVER:
        return {"name": name}
    phase: JSON = {"name": name, "actor": s.actor}
    if s.phase == ROLE_SELECTION:
        return phase
    if s.phase in (ROUND_START, START_HANDS):
        if s.phase == ROUND_START:
            phase["step"] = round_start.STEP_NAMES[s.step]
        if s.keep:
            phase["discard"] = s.keep
        _floor(s, phase, cards=True)
        return phase
    phase["picker"] = s.picker
    phase["library"] = s.doubled
    if s.phase == data.BUILDER:
        phase["step"] = builder.STEP_NAMES[s.step]
        if s.building != NO_CARD:
            phase["building"] = data.CARD_NAMES[s.building]
            if s.over != NO_INDEX:
                phase["over"] = s.over
            phase["cost"] = s.cost
            if s.used:
                phase["goods_paid"] = s.used
        _floor(s, phase, cards=s.step == builder.STEP_PAY)
    elif s.phase in (data.PRODUCER, data.TRADER):
        if s.used:
            phase["produced" if s.phase == data.PRODUCER else "sold"] = s.used
        if s.income:
            phase["income"] = s.income
        _floor(s, phase, cards=False)
    elif s.phase == data.COUNCILLOR:
        phase["step"] = councillor.STEP_NAMES[s.step]
        if s.step == councillor.STEP_KEEP:
            phase["drawn"] = _names(s.drawn)
        phase["keep" if s.step == councillor.STEP_KEEP else "discard"] = s.keep
        _floor(s, phase, cards=True)
    elif s.phase == data.PROSPECTOR:
        phase["step"] = prospector.STEP_NAMES[s.step]
        if s.step == prospector.STEP_KEEP:
            phase["drawn"] = _names(s.drawn)
    return phase


def _floor(s: State, phase: JSON, cards: bool) -> None:
    if s.floor:
        phase["floor"] = data.CARD_NAMES[s.floor] if cards else data.GOOD_NAMES[s.floor]


def to_dict(state: State) -> JSON:
    """The position as a JSON-ready dict."""
    s = state
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "players": [_player(p) for p in s.players],
        "governor": s.governor,
        "start_hands": s.start_hands,
        "roles": {data.ROLE_NAMES[r]: seat for r, seat in enumerate(s.roles) if seat != NO_SEAT},
        "library_used": [seat for seat in range(s.n) if s.library_used >> seat & 1],
        "phase": _phase(s),
        "pile": _names(s.pile),
        "discards": _names(s.discards),
        "out": _names(s.out),
        "trading_house": {
            "tiles": list(s.tiles),
            "seen": s.tiles_seen,
            "up": None if s.tile == NO_TILE else s.tile,
        },
        "rng": f"{s.rng:016x}",
    }
    return doc


def to_json(state: State, indent: int | None = None) -> str:
    """The position as JSON text."""
    return json.dumps(to_dict(state), indent=indent)


def known_tiles(s: State) -> list[int | None]:
    """The trading-house stack, top first, with the tiles not yet turned up as None: those
    turned up went under the stack in turn, so they are its last ones (and, while a trader phase
    lasts, the one turned up is still on top)."""
    seen = s.tiles_seen
    known: list[int | None] = [None] * len(s.tiles)
    if s.tile != NO_TILE:
        known[0] = s.tiles[0]
        seen -= 1
    for i in range(len(s.tiles) - seen, len(s.tiles)):
        known[i] = s.tiles[i]
    return known


def player_view(state: State, seat: int) -> JSON:
    """What the player at `seat` may see, as a JSON-ready dict: the position with the hidden
    parts left out (docs/san-juan/position-format.md, "Player views")."""
    if type(seat) is not int or not 0 <= seat < state.n:
        raise ValueError(f"there is no seat {seat!r} in a {state.n}-player game")
    s = state
    doc = to_dict(s)
    doc["viewer"] = seat
    over = s.phase == GAME_OVER  # the chapels are scored: their counts are told
    for i, (p, entry) in enumerate(zip(s.players, doc["players"])):
        entry["hand_size"] = len(p.hand)
        entry["chapel_size"] = len(p.chapel) if i == seat or over else None
        if i != seat:
            entry["hand"] = None
            entry["chapel"] = None
        for building in entry["buildings"]:
            building["good"] = "good" in building
    doc["pile"] = None
    doc["pile_size"] = len(s.pile)
    doc["discards"] = None
    doc["discards_size"] = len(s.discards)
    doc["trading_house"]["tiles"] = known_tiles(s)
    phase = doc["phase"]
    if "drawn" in phase and s.phase == data.COUNCILLOR and s.actor != seat:
        phase["drawn_size"] = len(s.drawn)
        phase["drawn"] = None
    if s.actor != seat and phase.get("floor") in data.CARD_NAMES:
        del phase["floor"]  # the card he paid, kept or discarded last
    del doc["rng"]
    return doc


# Events whose card names only their player sees; the others learn how many.
_SECRET_CARDS: Final = {
    "cards_drawn": "cards",
    "kept": "card",
    "discarded": "card",
}


def events_for(events: Sequence[JSON], seat: int) -> list[JSON]:
    """The events as the player at `seat` may see them: the cards another player drew, kept or
    discarded are left out (the gold mine's cards are turned up for all), and so are the cards
    named by his paying, keeping and discarding actions; of his chapel decision only that he made
    it is told (no `tucked` event; Action.public_json): the others would count the cards under
    his chapel (docs/san-juan/rules-decisions.md, "What is seen")."""
    out = []
    for event in events:
        kind = event["type"]
        if event.get("player") != seat:
            if kind == "tucked":
                continue
            if kind == "action":
                event = dict(event, action=Action.from_json(event["action"]).public_json())
            elif kind in _SECRET_CARDS:
                event = {key: value for key, value in event.items() if key != _SECRET_CARDS[kind]}
        out.append(event)
    return out
