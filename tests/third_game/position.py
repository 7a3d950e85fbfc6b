"""The third game's position format (schema/position.schema.json): the writer, the reader with
PositionErrors naming the field, the player view (schema/player_view.schema.json) and the events
as one player may see them.

A position:
    {"format": "third-game-position", "version": 1,
     "players": [{"name": "Ana", "hand": [4], "draws": 0}, ...],
     "pile": [1, 1, 2, ...], "discards": [5], "phase": {"name": "turn", "actor": 0},
     "stands": 0, "rng": "0123456789abcdef"}
A view leaves out the generator, the pile's cards and, until the game is over, the other
players' hands (their sizes stay).
"""

from __future__ import annotations

import json
import re
from collections import Counter

from pr_core.errors import PositionError
from pr_core.json_checks import JSON, as_list, fail, obj, whole

from .rules import CARDS, COPIES, GAME_OVER, KEEP, PHASE_NAMES, PLAYERS, State, blank_state, player

FORMAT = "third-game-position"
VERSION = 1
MAX_NAME = 40
HIDDEN_FROM_OTHERS = {"drew": "card"}  # an event of another player's: the field left out
HIDDEN_ACTIONS = {"keep"}  # another player's action of these kinds: its type only


# --- writing ------------------------------------------------------------------------------------
def to_dict(s: State) -> JSON:
    """The position as a JSON-ready dict."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": [{"name": p.name, "hand": list(p.hand), "draws": p.draws} for p in s.players],
        "pile": list(s.pile),
        "discards": list(s.discards),
        "phase": {"name": PHASE_NAMES[s.phase], "actor": s.actor},
        "stands": s.stands,
        "rng": f"{s.rng:016x}",
    }


def to_json(s: State) -> str:
    return json.dumps(to_dict(s))


def player_view(s: State, seat: int) -> JSON:
    """What the player at `seat` may see: no generator, no pile's cards, no other hand until
    the game is over."""
    if type(seat) is not int or not 0 <= seat < s.n:
        raise ValueError(f"there is no seat {seat!r} in a {s.n}-player game")
    view = to_dict(s)
    del view["rng"]
    view["viewer"] = seat
    view["pile_size"] = len(view["pile"])
    view["pile"] = None
    shown = s.phase == GAME_OVER
    for other, p in enumerate(view["players"]):
        p["hand_size"] = len(p["hand"])
        if other != seat and not shown:
            p["hand"] = None
    return view


def events_for(events: list[JSON], seat: int) -> list[JSON]:
    """The events of a step as `seat` may see them: the card another player drew and the card
    he kept are left out (the one he discarded is public)."""
    seen = []
    for event in events:
        if event.get("player") != seat:
            if event["type"] in HIDDEN_FROM_OTHERS:
                event = {k: v for k, v in event.items() if k != HIDDEN_FROM_OTHERS[event["type"]]}
            elif event["type"] == "action" and event["action"]["type"] in HIDDEN_ACTIONS:
                event = dict(event, action={"type": event["action"]["type"]})
        seen.append(dict(event))
    return seen


# --- reading ------------------------------------------------------------------------------------
KEYS = {"format", "version", "players", "pile", "discards", "phase", "stands", "rng"}


def from_json(document: object) -> State:
    """The State of a position document (a dict, or its JSON text); PositionError names the
    field that is wrong."""
    if isinstance(document, (str, bytes)):
        try:
            document = json.loads(document)
        except (ValueError, RecursionError):
            fail("", "the position is not valid JSON")
    doc = obj(document, "", KEYS)
    for key in sorted(KEYS):
        if key not in doc:
            fail(key, "is missing")
    if doc["format"] != FORMAT:
        fail("format", f'must be "{FORMAT}", not {json.dumps(doc["format"])}')
    whole(doc["version"], "version", VERSION, VERSION)
    rows = as_list(doc["players"], "players", max(PLAYERS))
    if len(rows) not in PLAYERS:
        fail("players", f"a game has 2 or 3 players, not {len(rows)}")
    players = []
    for seat, row in enumerate(rows):
        path = f"players[{seat}]"
        row = obj(row, path, {"name", "hand", "draws"})
        name = row.get("name")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            fail(f"{path}.name", f"must be a name of 1 to {MAX_NAME} characters")
        hand = _cards(row.get("hand"), f"{path}.hand")
        players.append(player(name, tuple(hand), whole(row.get("draws"), f"{path}.draws")))
    s = blank_state(tuple(players))
    s.pile = tuple(sorted(_cards(doc["pile"], "pile")))
    s.discards = tuple(_cards(doc["discards"], "discards"))
    phase = obj(doc["phase"], "phase", {"name", "actor"})
    if phase.get("name") not in PHASE_NAMES:
        fail("phase.name", f"must be one of {', '.join(PHASE_NAMES)}")
    s.phase = PHASE_NAMES.index(phase["name"])
    s.actor = whole(phase.get("actor"), "phase.actor", 0, s.n - 1)
    s.stands = whole(doc["stands"], "stands", 0, s.n if s.phase == GAME_OVER else s.n - 1)
    if (s.stands == s.n) != (s.phase == GAME_OVER):
        fail("stands", "the game is over when, and only when, every player has stood in a row")
    rng_text = doc["rng"]
    if not isinstance(rng_text, str) or not re.fullmatch(r"[0-9a-f]{16}", rng_text):
        fail("rng", "must be 16 hexadecimal digits")
    s.rng = int(rng_text, 16)
    for seat, p in enumerate(s.players):
        size = 2 if s.phase == KEEP and seat == s.actor else 1
        if len(p.hand) != size:
            fail(f"players[{seat}].hand", f"must hold {size} card{'s' * (size > 1)}")
    counted = Counter(s.pile + s.discards + tuple(c for p in s.players for c in p.hand))
    for card in CARDS:
        if counted[card] != COPIES:
            fail("pile", f"the game has {COPIES} of each card, and {counted[card]} {card}s here")
    return s


def _cards(value: object, path: str) -> list[int]:
    cards = as_list(value, path, len(CARDS) * COPIES)
    for i, card in enumerate(cards):
        if type(card) is not int or card not in CARDS:
            raise PositionError(f"{path}[{i}]", f"{json.dumps(card)} is not a card (1 to 6)")
    return cards
