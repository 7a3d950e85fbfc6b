"""Whatever a position reader accepts, the whole app survives (issue 42): a position at the edge
of what the reader allows plays on with every bot level and every page action, or is refused at
the door with a plain message; never an `internal` answer.

The positions are generated, not written: for every game, every player count and every value of
every option, a random game is played and its first position in each phase and step is kept
(the start, whose piles are full, and the last ones, whose piles run empty, among them). Each
whole number in such a position is then set to the smallest and to the largest value the
reader allows there, asked of the reader itself (it names a field's bounds when refusing
10^30), so a field added to a game is covered without a word here. Two more positions put every
number at once at its smallest, and at its largest, of those the reader accepted one by one.

Each accepted position is played on for a few decisions by every bot level in CPython (small
search budgets: what breaks a bot is reading its view back, not thinking long), and the
combined ones go through the bridge as the page drives it: load, the bots' moves and the
player's, a hint, undo, step-through of every move, export and resume, and from a position in
the last moves of a two-player game, the game played out and reviewed. Refused documents are
sent through the bridge too (two of each base position): refused at the door, as a bad position
in a plain sentence. The counts are printed (`-s`, without xdist).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from pr_core import bots, bridge, games, session
from pr_core.errors import PositionError
from pr_core.game import AnyGame
from pr_core.json_checks import JSON, MAX_NUMBER
from pr_core.rng import Random

PROBE = 10**30  # beyond every bound: the reader's refusal names the field's range
RANGE = re.compile(r"must be a whole number from (\d+) to (\d+)")
DECISIONS = 3  # decisions each bot level plays from a combined position (from a single edge: 2)
BRIDGE_REQUESTS = 6  # moves (the bots' and the player's) through the bridge per position
LAST_MOVES = 6  # a position this close to a game's end is played out and reviewed
BUDGET = {"strong": 3, "expert": 3}  # search iterations a decision, for the searching levels
PAGE_LEVELS = ("random", "beginner", "medium")  # the bots' levels through the bridge (quick)

Path = tuple[str | int, ...]


# --- the positions --------------------------------------------------------------------------------
def kinds(game: AnyGame) -> list[tuple[int, dict[str, Any]]]:
    """Every player count twice: with every option at its first value (the plain game), and with
    each at another value, which turns with the count (Puerto Rico: Expansion I with the draft,
    all its buildings, a random board, the draft again)."""
    return [
        (
            players,
            {
                name: values[0 if j == 0 else 1 + i % (len(values) - 1)]
                for name, values in game.options.items()
            },
        )
        for i, players in enumerate(game.players)
        for j in range(2)
    ]


def phase_key(doc: JSON) -> tuple[str, ...]:
    phase = doc.get("phase", {})
    return tuple(str(phase.get(key)) for key in ("name", "step"))


def base_positions(
    game: AnyGame, players: int, options: dict[str, Any], seed: int
) -> list[tuple[JSON, bool]]:
    """A random game's first position in each phase and step, one LAST_MOVES before its end
    (marked True: it is played out and reviewed) and its end."""
    state = game.new_game(players, seed, **options)
    pick = Random(seed * 7919 + players)
    states = [state]
    while not game.is_terminal(state):
        state = game.apply_action(state, pick.choice(game.legal_actions(state)))
        states.append(state)
    seen: set[tuple[str, ...]] = set()
    kept: list[tuple[JSON, bool]] = []
    near_end = max(0, len(states) - LAST_MOVES)
    for k, s in enumerate(states):
        doc = game.to_dict(s)
        key = phase_key(doc)
        if key not in seen or k in (near_end, len(states) - 1):
            seen.add(key)
            kept.append((doc, k == near_end))
    return kept


def rulebook_positions(game: AnyGame) -> list[tuple[JSON, bool]]:
    """The rulebook examples' positions, from their start through their moves, one in each
    phase and step for each player count: they reach steps random games seldom do (Expansion
    I's windows for guests, its game end...)."""
    seen: set[tuple[object, ...]] = set()
    kept: list[tuple[JSON, bool]] = []
    book = game.scenarios
    for scenario in book.ALL.values():
        state = book.start_state(scenario)
        for action in [None, *book.actions(scenario)]:
            if action is not None:
                state = game.apply_action(state, action)
            doc = game.to_dict(state)
            key = (len(doc["players"]), "expansion" in doc, *phase_key(doc))
            if key not in seen:
                seen.add(key)
                kept.append((doc, False))
    return kept


def dotted(path: Path) -> str:
    """A path as the reader names a field: players[0].doubloons."""
    text = ""
    for key in path:
        text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else key)
    return text


def numbers(value: object, path: Path = ()) -> Iterator[Path]:
    """The paths of the whole numbers in a document (true and false are not numbers)."""
    if type(value) is int:
        yield path
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from numbers(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from numbers(item, (*path, i))


def with_value(doc: JSON, path: Path, value: int) -> JSON:
    """A copy of `doc` with `value` at `path`."""
    changed = copy.deepcopy(doc)
    set_at(changed, path, value)
    return changed


def set_at(doc: JSON, path: Path, value: int) -> int:
    """Puts `value` at `path` in `doc` itself; returns the value it replaces."""
    at: Any = doc
    for key in path[:-1]:
        at = at[key]
    before: int = at[path[-1]]
    at[path[-1]] = value
    return before


def at(doc: JSON, path: Path) -> int:
    value: Any = doc
    for key in path:
        value = value[key]
    number: int = value
    return number


def read_with(game: AnyGame, doc: JSON, path: Path, value: int) -> PositionError | None:
    """The reader's refusal of `doc` with `value` at `path` (None: it accepts it); `doc` is
    left as it was. A refusal must be a PositionError (a plain message naming the field),
    never another exception."""
    before = set_at(doc, path, value)
    try:
        game.from_json(doc)
    except PositionError as error:
        assert str(error), "a refusal says why"
        return error
    finally:
        set_at(doc, path, before)
    return None


def bounds(game: AnyGame, doc: JSON, path: Path) -> tuple[int, int] | None:
    """The smallest and largest value the reader allows at `path`, as it says when refusing
    10^30 there (None: it refuses 10^30 for another reason first)."""
    error = read_with(game, doc, path, PROBE)
    assert error is not None, f"{game.id}: {dotted(path)} = 10^30 was accepted"
    found = RANGE.search(str(error))
    if error.field == dotted(path) and found:
        return int(found[1]), int(found[2])
    return None


class Edges:
    """For one base position: how many edge documents the reader was given, the (path, value)
    of those it accepted, and the two combined documents it accepted (every number at once at
    its smallest, and at its largest, of those accepted one by one)."""

    def __init__(self, game: AnyGame, doc: JSON) -> None:
        self.doc = doc
        self.tried = 0
        self.accepted: list[tuple[Path, int]] = []
        self.refused: list[tuple[Path, int]] = []
        lows: list[tuple[Path, int]] = []
        highs: list[tuple[Path, int]] = []
        for path in numbers(doc):
            found = bounds(game, doc, path)
            if found is None:
                continue
            here = at(doc, path)
            for value, kept in zip(found, (lows, highs)):
                if value == here:  # the base position itself, accepted
                    kept.append((path, value))
                    continue
                self.tried += 1
                if read_with(game, doc, path, value) is None:
                    self.accepted.append((path, value))
                    kept.append((path, value))
                else:
                    self.refused.append((path, value))
        self.largest = max((value for _, value in highs), default=0)
        self.combined: list[JSON] = []
        for kept in (lows, highs):
            edge = copy.deepcopy(doc)
            for path, value in kept:
                set_at(edge, path, value)
            self.tried += 1
            try:
                game.from_json(edge)
            except PositionError:
                continue
            self.combined.append(edge)

    def single(self, k: int) -> JSON:
        """The k-th accepted document with one number at its edge."""
        return with_value(self.doc, *self.accepted[k])

    def refused_at_the_door(self) -> int:
        """Sends the first and the last refused document through the bridge as the page loads a
        position: each must be refused as a bad position with the reader's plain message;
        returns how many were sent."""
        sent = 0
        for path, value in self.refused[:1] + self.refused[-1:]:
            answer = send("load_game", {"position": json.dumps(with_value(self.doc, path, value))})
            assert not answer["ok"] and answer["error"]["code"] == "bad_position", answer
            message = answer["error"]["message"]  # the reader's, as a sentence
            assert message.endswith(".") and ": " in message and "Traceback" not in message
            sent += 1
        return sent


KINDS = [
    (game, players, options) for game in games.GAMES.values() for players, options in kinds(game)
] + [(game, 0, {}) for game in games.GAMES.values()]  # 0 players: the rulebook's positions
EVERY_KIND = pytest.mark.parametrize(
    "game, players, options",
    KINDS,
    ids=[
        (f"{game.id}-{players}p" if players else f"{game.id}-rulebook")
        + "".join(f"-{key}={value}" for key, value in options.items())
        for game, players, options in KINDS
    ],
)


# --- playing on -----------------------------------------------------------------------------------
def level_bot(game: AnyGame, level: str) -> Any:
    if level in BUDGET:
        return bots.make(level, game, iterations=BUDGET[level], seconds=None)
    return bots.make(level, game)


def play_on(game: AnyGame, doc: JSON, level: str, seed: int, decisions: int = DECISIONS) -> int:
    """`decisions` decisions from `doc`, every seat played by a bot of `level` seeing only its
    view; returns the decisions played (fewer when the game ends)."""
    state = game.from_json(doc)
    bot = level_bot(game, level)
    rng = Random(seed)
    played = 0
    for _ in range(decisions):
        if game.is_terminal(state):
            break
        seat = state.current_player
        legal = game.legal_actions(state)
        choice = bot.choose(game.player_view(state, seat), legal, rng)
        assert choice in legal, f"{level} chose {choice!r}"
        state = game.apply_action(state, choice)
        played += 1
    return played


# --- the page's requests --------------------------------------------------------------------------
def send(kind: str, payload: JSON | None = None) -> JSON:
    answer: JSON = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload or {}})))
    if not answer["ok"]:
        assert answer["error"]["code"] != "internal", (kind, answer["error"].get("detail"))
    return answer


def ok(kind: str, payload: JSON | None = None) -> JSON:
    answer = send(kind, payload)
    assert answer["ok"], (kind, answer["error"])
    result: JSON = answer["result"]
    return result


def move(shown: JSON) -> JSON:
    """The next move as the page makes it: the player's first legal decision, or a bot's."""
    if shown["your_turn"]:
        return ok("act", {"action": shown["legal"][0]["code"]})
    return ok("bot_step")


def through_the_page(game: AnyGame, doc: JSON, level: str, review: bool) -> int:
    """The page's requests on `doc` (already accepted by the reader); returns how many."""
    players = len(doc["players"])
    seat = 0
    levels = [None if s == seat else level for s in range(players)]
    shown = ok("load_game", {"position": json.dumps(doc), "seat": seat, "bots": levels})
    requests = 1
    if shown["your_turn"]:
        ok("hint", {"think_ms": 1})
        requests += 1
    most = 400 if review else BRIDGE_REQUESTS
    for _ in range(most):
        if shown["scores"] is not None:
            break
        shown = move(shown)
        requests += 1
    steps = shown["steps"]
    for step in range(steps + 1):
        ok("replay", {"step": step})
    save = ok("export")["save"]
    resumed = ok("resume", {"save": save})
    assert resumed["view"] == shown["view"] and resumed["steps"] == steps
    requests += steps + 3
    if shown["can_undo"]:
        ok("undo")
        ok("resume", {"save": save})  # the game as saved, to review
        requests += 2
    if review and shown["scores"] is not None:
        for _ in range(2000):  # the review reports its progress between requests
            requests += 1
            if "review" in ok("review", {"think_ms": 100}):
                break
        else:
            raise AssertionError("the review did not end")
    return requests


@EVERY_KIND
def test_whatever_the_reader_accepts_plays_on_with_every_bot_and_every_page_request(
    game, players, options
):
    levels = [level["id"] for level in bots.levels(game)]
    positions = tried = refused = decisions = through_page = requests = reviews = largest = 0
    try:
        bases = (
            base_positions(game, players, options, seed=100 + players)
            if players
            else rulebook_positions(game)
        )
        for k, (doc, near_end) in enumerate(bases):
            edges = Edges(game, doc)
            tried += edges.tried
            refused += edges.refused_at_the_door()
            largest = max(largest, edges.largest)
            # every level on the combined documents; one level in turn on each single edge
            for edge in edges.combined:
                positions += 1
                for level in levels:
                    decisions += play_on(game, edge, level, seed=k)
            for j in range(len(edges.accepted)):
                positions += 1
                level = levels[(k + j) % len(levels)]
                decisions += play_on(game, edges.single(j), level, seed=j, decisions=2)
            # the page's requests on the combined documents, the bots' moves by the cheap levels
            for j, edge in enumerate(edges.combined):
                bridge.reset()
                # a short game to its end and its review: from the largest numbers near the end
                # (in the two-player games: a review costs seconds)
                review = near_end and edge is edges.combined[-1] and players == min(game.players)
                review = review and not game.is_terminal(game.from_json(edge))
                requests += through_the_page(game, edge, PAGE_LEVELS[(k + j) % 3], review)
                through_page += 1
                reviews += review
    finally:
        bridge.reset()
    kind = f"{players}p {options}" if players else "rulebook"
    print(
        f"\n{game.id} {kind}: {tried} edge documents read ({refused} of the refused "
        f"ones sent through the bridge: refused at the door), {positions} accepted "
        f"and played on ({decisions} bot decisions), {through_page} through the bridge "
        f"({requests} requests, {reviews} reviews); largest number {largest}"
    )
    assert positions and through_page
    if game.id == "puerto-rico":
        assert largest == MAX_NUMBER, "the largest number the door allows was played"


# --- the case that was found -------------------------------------------------------------------
LARGEST_ROLES = {
    "format": "puerto-rico-position",
    # A doubloon in each purse: the first role taken pays its taker past the bound, whoever he is.
    "players": [{"doubloons": 1}, {"doubloons": 1}, {"doubloons": 1}],
    "roles": [
        {"role": role, "doubloons": MAX_NUMBER}
        for role in ("settler", "mayor", "builder", "craftsman", "trader", "captain")
    ],
}
LARGEST_PURSES = {  # and a doubloon on every role card, so that any role taken pays past it
    "format": "puerto-rico-position",
    "players": [{"doubloons": MAX_NUMBER}, {"doubloons": MAX_NUMBER}, {"doubloons": MAX_NUMBER}],
    "roles": [{**role, "doubloons": 1} for role in LARGEST_ROLES["roles"]],
}


@pytest.mark.parametrize("level", [level["id"] for level in bots.levels(games.get("puerto-rico"))])
@pytest.mark.parametrize("position", [LARGEST_ROLES, LARGEST_PURSES], ids=["roles", "purses"])
def test_a_position_with_99999_doubloons_plays_on_with_every_level_and_reopens(
    position, level, monkeypatch
):
    """Role cards or purses at the door's largest number: a role taken pays the player past
    it; the bots, which read their view back, the hint, undo and the save must go on (the
    searching levels on BUDGET, as everywhere here, not the browser's seconds a decision)."""
    for searching, iterations in BUDGET.items():
        monkeypatch.setitem(
            session.BROWSER_OPTIONS, searching, {"iterations": iterations, "seconds": None}
        )
    bridge.reset()
    try:
        shown = ok(
            "load_game", {"position": json.dumps(position), "seat": 0, "bots": [None, level, level]}
        )
        bot_moves_since = -1  # the bots' moves since a role paid out past the door's bound
        for _ in range(30):  # the player takes a role, and the bots' turns come round
            if shown["your_turn"]:
                ok("hint", {"think_ms": 1})
            elif bot_moves_since >= 0:
                bot_moves_since += 1
            shown = move(shown)
            if max(p["doubloons"] for p in shown["view"]["players"]) > MAX_NUMBER:
                bot_moves_since = max(bot_moves_since, 0)
            if bot_moves_since >= 3:
                break
        assert bot_moves_since >= 3, "the bots moved after a role paid out past the bound"
        resumed = ok("resume", {"save": ok("export")["save"]})
        assert resumed["view"] == shown["view"]
        ok("undo")
    finally:
        bridge.reset()


def test_a_game_from_the_largest_purses_and_role_cards_ends_and_reopens():
    """Every purse and role card at 99,999 and nobody shipping first: the doubloons grow all
    game long, yet the game ends (its supplies are the game's own, the reader checks them), is
    scored, and its save reopens at its end."""
    position = {**LARGEST_PURSES, "roles": LARGEST_ROLES["roles"]}
    bridge.reset()
    try:
        shown = ok(
            "load_game",
            {"position": json.dumps(position), "seat": 0, "bots": [None, "medium", "random"]},
        )
        richest = 0
        for _ in range(3000):  # no game needs as many moves
            if shown["scores"] is not None:
                break
            shown = move(shown)
            richest = max(richest, *(p["doubloons"] for p in shown["view"]["players"]))
        assert shown["scores"] is not None, "the game ended"
        assert richest > 3 * MAX_NUMBER, "the role cards paid out"
        resumed = ok("resume", {"save": ok("export")["save"]})
        assert resumed["scores"] == shown["scores"] and resumed["view"] == shown["view"]
    finally:
        bridge.reset()
