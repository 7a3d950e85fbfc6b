"""The bridge between the page and the engine: JSON text in, JSON text out (docs/bridge.md).

The web worker calls `handle(request_json)` and posts the answer to the page. One game is kept
here at a time (pr_core/session.py), of any game the package plays (pr_core/games.py): its record
(the start and every action since: saves, undo and replay), the human's seat and a bot per other
seat. What the page is sent of it is built by pr_core/snapshot.py and the game's page module;
a game may add requests of its own (Puerto Rico's "arrange").

Nothing a request does is kept unless it succeeds: a refused request (bad input, an illegal
action, a bot that fails) leaves the game exactly as it was. `handle` never raises.

    handle('{"type": "new_game", "payload": {"players": 3, "seat": 0, "seed": 7}}')
    -> '{"ok":true,"result":{"view":{...},"seat":0,...}}'
    handle('{"type": "act", "payload": {"action": 9999}}')
    -> '{"ok":false,"error":{"code":"illegal_action","message":"9999 is not the code ..."}}'
"""

from __future__ import annotations

import functools
import os
import time
import traceback
from collections.abc import Callable, Mapping, Sequence, Set
from typing import TYPE_CHECKING, Any, Final, NoReturn, TypeAlias, cast

from . import bots, games
from .action_base import BaseAction
from .coach import requests as coach_requests
from .coach import review as coach_review
from .errors import IllegalActionError, PositionError
from .game import AnyGame, OptionValue
from .json_checks import JSON, MAX_EXACT, MAX_NAME, TooDeep, parse, shown
from .record import Record, SaveError, moves_told, read_save
from .refusals import RequestError, not_over, your_turn
from .scenario_files import Scenario
from .session import Session, dumps
from .snapshot import all_events, events_seen, snapshot
from .version import __version__

if TYPE_CHECKING:
    from .bots.ismcts import SearchBot

# Characters of a position's or a saved game's text: the page's limit on a game file (1 MB; a
# byte is at most one character). A position is about 5 000, a whole game's save about 20 000.
MAX_TEXT: Final = 1_000_000
# Characters of a request: a text of MAX_TEXT inside it, each of its characters escaped (at most
# 6: "\u0001"), and the rest. A file of control characters thus reaches the reader, which says
# plainly what is wrong with it.
MAX_REQUEST: Final = 6 * MAX_TEXT + 10_000
MAX_SEED: Final = MAX_EXACT
MAX_THINK_MS: Final = 5000
MAX_ACTIONS: Final = 64  # actions in one decision (act's "actions")
MAX_CONSIDERED: Final = 4  # decisions a hint may be asked to weigh ("consider")

# The game in play, of any game: its State and Action types are that game's.
AnySession: TypeAlias = Session[Any, Any]
# A request's handler: its payload (checked against _FIELDS) -> its result (JSON-ready).
Handler: TypeAlias = Callable[[JSON], JSON | Sequence[Mapping[str, object]]]
# What a failed request restores (_checkpoint): the session, its record and the scenario move
# shown; None when no game was in play.
Checkpoint: TypeAlias = tuple[AnySession, Record[Any, Any], int | None] | None

_session: AnySession | None = None


# --- the entry point -----------------------------------------------------------------------------
def handle(request_json: object) -> str:
    """Answers one request (JSON text) with JSON text: {"ok": true, "result": ...} or
    {"ok": false, "error": {"code", "message"[, "reason", "params"][, "detail"]}}. Never
    raises."""
    saved = _checkpoint()
    try:
        kind, payload = _parse(request_json)
        result = _HANDLERS[kind](payload)
        return dumps({"ok": True, "result": result})
    except RequestError as error:
        _restore(saved)
        refusal: JSON = {"code": error.code, "message": _sentence(error.message)}
        if error.reason:
            refusal.update(reason=error.reason, params=error.params)
        return dumps({"ok": False, "error": refusal})
    except Exception as error:  # a bug: say so plainly, keep the traceback for the report
        _restore(saved)
        return dumps(
            {
                "ok": False,
                "error": {
                    "code": "internal",
                    "message": "Something went wrong inside the game engine; "
                    "the game is unchanged. Please report this with the details.",
                    "detail": f"{type(error).__name__}: {error}\n{traceback.format_exc()}",
                },
            }
        )


def _checkpoint() -> Checkpoint:
    """What a failed request must leave as it was: the session, its record and the scenario move
    shown."""
    session = _session
    if session is None:
        return None
    return session, session.record.copy(), session.scenario_step


def _restore(saved: Checkpoint) -> None:
    global _session
    if saved is None:
        _session = None
        return
    session, record, scenario_step = saved
    _session = session
    session.record = record
    session.scenario_step = scenario_step
    session.search = None  # a search cut short by the failure starts again


def _parse(text: object) -> tuple[str, JSON]:
    if not isinstance(text, str):
        raise RequestError("bad_request", f"a request must be JSON text, not {type(text).__name__}")
    if len(text) > MAX_REQUEST:
        raise RequestError("bad_request", f"the request is too long ({len(text)} characters)")
    try:
        request = parse(text, parse_constant=_no_constant)
    except TooDeep as error:
        raise RequestError("bad_request", f"the request cannot be read ({error})") from None
    except (ValueError, RecursionError) as error:
        raise RequestError("bad_request", f"the request is not valid JSON ({error})") from None
    if not isinstance(request, dict):
        raise RequestError("bad_request", 'a request must be a JSON object with a "type"')
    unknown = _first_unknown(request, {"type", "payload", "id"})
    if unknown is not None:
        raise RequestError(
            "bad_request", f'a request has no field {shown(unknown)}; it has "type" and "payload"'
        )
    kind = request.get("type")
    if kind is None:
        raise RequestError("bad_request", 'a request needs a "type"')
    if not isinstance(kind, str) or kind not in _HANDLERS:
        raise RequestError(
            "bad_request",
            f"unknown request type {shown(kind)}; the types are: {', '.join(_HANDLERS)}",
        )
    payload = request.get("payload")
    if payload is None:
        payload = {}
    if not isinstance(payload, dict):
        raise RequestError("bad_request", f"the payload of {shown(kind)} must be a JSON object")
    allowed = _FIELDS[kind]
    unknown = _first_unknown(payload, allowed)
    if unknown is not None:
        known = ", ".join(sorted(allowed)) or "none"
        raise RequestError(
            "bad_request", f"{shown(kind)} has no field {shown(unknown)} (its fields: {known})"
        )
    return kind, payload


def _first_unknown(document: JSON, known: Set[str]) -> str | None:
    """The first of the document's fields, alphabetically, that is not known (one pass, however
    many fields a hostile object holds), or None."""
    unknown = document.keys() - known
    return min(unknown) if unknown else None


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON number")


# --- payload checks ------------------------------------------------------------------------------
def _whole(value: object, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise RequestError(
            "bad_request",
            f"the {name} must be a whole number from {low} to {high}, not {shown(value)}",
        )
    return value


def _seed(payload: JSON) -> int:
    seed = payload.get("seed")
    if seed is None:
        try:
            return int.from_bytes(os.urandom(4), "big") >> 1
        except (OSError, NotImplementedError):
            return time.time_ns() % 2**31
    return _whole(seed, "seed", 0, MAX_SEED)


def _levels(payload: JSON, players: int, seat: int, game: AnyGame) -> list[str | None]:
    levels = payload.get("bots")
    known = game.bot_levels
    default = bots.default_level(game)
    if levels is None:
        return [None if s == seat else default for s in range(players)]
    if not isinstance(levels, list) or len(levels) != players:
        raise RequestError(
            "bad_request",
            f'"bots" must be a list of {players} entries, one per seat (null for yours)',
        )
    for s, level in enumerate(levels):
        if s == seat:
            if level is not None:
                raise RequestError("bad_request", f"seat {s} is yours, so its bot must be null")
        elif level is None:
            raise RequestError("bad_request", f"seat {s} needs a bot level")
        elif not isinstance(level, str) or level not in known:
            raise RequestError(
                "bad_request",
                f"there is no bot level {shown(level)}; the levels are: {', '.join(known)}",
            )
    return list(levels)


def _names(payload: JSON, players: int) -> list[str] | None:
    names = payload.get("names")
    if names is None:
        return None
    if not isinstance(names, list) or len(names) != players:
        raise RequestError(
            "bad_request", f'"names" must be a list of {players} names, one per seat'
        )
    clean: list[str] = []
    for name in names:
        if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
            raise RequestError(
                "bad_request",
                f"every name must be text of 1 to {MAX_NAME} characters, not {shown(name)}",
            )
        clean.append(name.strip())
    return clean


def _bool(payload: JSON, key: str) -> bool:
    value = payload.get(key, False)
    if type(value) is not bool:
        raise RequestError("bad_request", f'"{key}" must be true or false, not {shown(value)}')
    return value


def _which_game(payload: JSON) -> AnyGame:
    """The game a request names ("game": its id; none: Puerto Rico)."""
    game_id = payload.get("game", games.DEFAULT.id)
    if not isinstance(game_id, str) or game_id not in games.GAMES:
        raise RequestError(
            "bad_request",
            f"there is no game {shown(game_id)}; the games are: {', '.join(games.GAMES)}",
        )
    return games.GAMES[game_id]


def _options(payload: JSON, game: AnyGame) -> dict[str, OptionValue]:
    """new_game's options for `game`, each one of its allowed values (docs/bridge.md)."""
    options: dict[str, OptionValue] = {}
    for key, allowed in game.options.items():
        if key not in payload:
            continue
        value = payload[key]
        if allowed == (False, True):
            options[key] = _bool(payload, key)
        elif value not in allowed or type(value) not in (str, type(None)):
            values = ", ".join(str(v) for v in allowed if v is not None)
            raise RequestError(
                "bad_request",
                f'"{key}" must be {"null or " if None in allowed else ""}one of {values}',
            )
        else:
            options[key] = value
    unknown = sorted(k for k in payload if k in _ALL_OPTIONS and k not in game.options)
    if unknown:
        raise RequestError("bad_request", f"{game.title} has no option {shown(unknown[0])}")
    return options


def _game() -> AnySession:
    if _session is None:
        raise RequestError("no_game", "No game has been started yet.")
    return _session


def _sentence(text: object) -> str:
    """An engine message as a sentence: capital first letter, full stop."""
    text = str(text).strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


# --- requests ------------------------------------------------------------------------------------
def _hello(payload: JSON) -> JSON:
    """The engine's version and every game's facts: its id, title, player counts, new_game's
    options, bot levels (and the one of an opponent nobody chose), position format (its `format`
    and version) and catalog (Puerto Rico's also at the top, as before). The page builds its
    new-game screen and its tables from this answer alone."""
    pr = games.DEFAULT
    return {
        "engine_version": __version__,
        "format_version": pr.position_version,
        "catalog": pr.page.CATALOG,
        "games": [
            {
                "id": g.id,
                "title": g.title,
                "players": list(g.players),
                "options": {k: list(v) for k, v in g.options.items()},
                "bot_levels": bots.levels(g),
                "default_bot_level": bots.default_level(g),
                "position_format": g.position_format,
                "format_version": g.position_version,
                "catalog": g.page.CATALOG,
            }
            for g in games.GAMES.values()
        ],
    }


def _new_game(payload: JSON) -> JSON:
    global _session
    game = _which_game(payload)
    low, high = min(game.players), max(game.players)
    players = _whole(payload.get("players"), "number of players", low, high)
    seat = _whole(payload.get("seat", 0), "seat", 0, players - 1)
    names = _names(payload, players)
    levels = _levels(payload, players, seat, game)
    seed = _seed(payload)
    options = _options(payload, game)
    state = game.new_game(players, seed, names=names, **options)
    session = Session(Record(state, game), seat, levels, seed, seed)
    _session = session
    return snapshot(session, [])


def _load_game(payload: JSON) -> JSON:
    global _session
    position = payload.get("position")
    if isinstance(position, str):
        if len(position) > MAX_TEXT:
            raise RequestError("bad_position", "the position is too long")
        try:
            document: object = parse(position)
        except TooDeep as error:
            raise RequestError(
                "bad_position", _sentence(f"the position is not a position ({error})")
            ) from None
        except (ValueError, RecursionError) as error:
            raise RequestError(
                "bad_position", _sentence(f"the position is not valid JSON ({error})")
            ) from None
    elif isinstance(position, dict):
        document = position
    else:
        raise RequestError(
            "bad_request", '"position" must be a position document (a JSON object or its text)'
        )
    try:
        game = games.of_position(document)
        state = game.from_json(document)  # parsed once, above
    except PositionError as error:
        raise RequestError("bad_position", _sentence(error)) from None
    players = state.n
    seat = _whole(payload.get("seat", 0), "seat", 0, players - 1)
    levels = _levels(payload, players, seat, game)
    session = Session(Record(state, game), seat, levels, _seed(payload), None)
    _session = session
    return snapshot(session, [])


def _find_scenario(name: object) -> tuple[AnyGame, Scenario]:
    """(game, scenario) of a rulebook example's id; ids are unique across the games."""
    if isinstance(name, str):
        for game in games.GAMES.values():
            scenario = game.scenarios.ALL.get(name)
            if scenario is not None:
                return game, scenario
    known = ", ".join(s for g in games.GAMES.values() for s in g.scenarios.ALL)
    raise RequestError(
        "bad_request", f"there is no scenario {shown(name)}; the scenarios are: {known}"
    )


def _load_scenario(payload: JSON) -> JSON:
    """A rulebook example: its position with the rulebook's moves already played, so that the
    page can step through them (replay) or play from any of them (play_from)."""
    global _session
    game, scenario = _find_scenario(payload.get("id"))
    record = Record(game.scenarios.start_state(scenario), game)
    for action in game.scenarios.actions(scenario):
        record.play(action)
    players = record.start.n
    seat = _whole(payload.get("seat", scenario.seat), "seat", 0, players - 1)
    levels = _levels(payload, players, seat, game)
    session = Session(
        record, seat, levels, _seed(payload), None, scenario.id, 0 if len(record) else None
    )
    _session = session
    return snapshot(session, all_events(record, session.seat), full_log=True)


def _scenarios(payload: JSON) -> list[JSON]:
    return [dict(summary) for summary in _scenario_summaries()]


@functools.cache
def _scenario_summaries() -> tuple[JSON, ...]:
    """What the setup screen lists of each scenario: the same for the whole process, and the
    first call reads every scenario's position."""
    summaries: list[JSON] = []
    for game in games.GAMES.values():
        for s in game.scenarios.ALL.values():
            start = game.scenarios.start_state(s)
            summary: JSON = {
                "id": s.id,
                "example": s.example,
                "players": start.n,
                "seat": s.seat,
                "steps": len(s.steps),
                "start": s.start,
                "over": game.is_terminal(start),
            }
            summary.update(game.page.scenario_facts(start))
            if game is not games.DEFAULT:
                summary["game"] = game.id
            summaries.append(summary)
    return tuple(summaries)


def warm() -> None:
    """Computes, once, what the first requests of a session read, so that the memory image
    taken afterwards (build/make_memory_snapshot.mjs) starts with it done."""
    _scenario_summaries()


def _resume(payload: JSON) -> JSON:
    """A saved game (the "save" of a snapshot), exactly where it was."""
    global _session
    text = payload.get("save")
    if not isinstance(text, (str, dict)):
        raise RequestError("bad_request", '"save" must be a saved game (its JSON text)')
    if isinstance(text, str) and len(text) > MAX_TEXT:
        raise RequestError("bad_save", "the saved game is too long to be one of ours", "not_a_save")
    try:
        record, doc, history_lost_from = read_save(text, games.of_save)
    except SaveError as error:
        raise RequestError("bad_save", _sentence(error), error.reason, error.params) from None
    game = record.game
    try:
        players = record.start.n
        seat = _whole(doc.get("seat"), "seat", 0, players - 1)
        levels = _levels(doc, players, seat, game)
        seed = _whole(doc.get("seed"), "seed", 0, MAX_SEED)
        game_seed = doc.get("game_seed")
        if game_seed is not None:
            _whole(game_seed, "game seed", 0, MAX_SEED)
        scenario = doc.get("scenario")
        if scenario is not None and (
            not isinstance(scenario, str) or scenario not in game.scenarios.ALL
        ):
            raise RequestError("bad_save", f"there is no scenario {shown(scenario)}")
        scenario_step = doc.get("scenario_step")  # absent from saves before it was kept
        if history_lost_from is not None:  # the example's moves went with the game's
            scenario_step = None
        if scenario_step is not None:
            if scenario is None:
                raise RequestError("bad_save", "it shows a scenario move but is no scenario")
            _whole(scenario_step, "scenario move", 0, len(record))
        hints = doc.get("hints", [])  # absent from saves before the coach
        if not isinstance(hints, list) or len(hints) > len(record) + 1:
            raise RequestError("bad_save", "its list of the moves with a hint is not one")
        for step in hints:
            _whole(step, "move with a hint", 0, len(record))
        played_before = doc.get("played_before", False)  # absent: not played before its start
        if type(played_before) is not bool:
            raise RequestError("bad_save", "its mark of moves made before its start is not one")
        if history_lost_from is not None:
            played_before = played_before or moves_told(doc)
    except RequestError as error:
        raise RequestError(
            "bad_save", _sentence(f"the saved game is damaged: {error.message}"), "damaged"
        ) from None
    review = coach_review.kept(doc.get("review"), len(record))
    session = Session(
        record, seat, levels, seed, game_seed, scenario, scenario_step, hints, review, played_before
    )
    _session = session
    resumed = snapshot(session, all_events(record, session.seat), full_log=True)
    if history_lost_from is not None:
        resumed["history_lost"] = {"made_by": history_lost_from}
    return resumed


def _undo(payload: JSON) -> JSON:
    """Back to just before the human's latest decision (the bots' moves since are undone too)."""
    session = _game()
    step = session.record.last_decision()
    if step is None:
        raise RequestError("nothing_to_undo", "there is no move of yours to undo")
    session.scenario_step = None
    session.record.truncate(step)
    session.search = None
    return snapshot(session, all_events(session.record, session.seat), full_log=True)


def _replay(payload: JSON) -> JSON:
    """The game as it was after `step` moves: the human's view, that move's events and every
    event until then (for the log), the scores if the game was over then. Changes nothing but,
    while the reader steps through a scenario, the move shown (saved with it)."""
    session = _game()
    game = session.game
    record = session.record
    step = _whole(payload.get("step"), "step", 0, len(record))
    state = record.states[step]
    over = game.is_terminal(state)
    shown: JSON = {
        "step": step,
        "steps": len(record),
        "view": game.player_view(state, session.seat),
        "seat": session.seat,
        "current_player": None if over else state.current_player,
        "events": events_seen(game, state, session.seat) if step else [],
        "events_so_far": all_events(record, session.seat, step),
        "scores": game.final_scores(state) if over else None,
    }
    if session.scenario_step is not None:  # a reload comes back to this move of the example
        session.scenario_step = step
        shown["save"] = session.save_text()
    return shown


def _play_from(payload: JSON) -> JSON:
    """Forgets every move after `step` and plays on from there."""
    session = _game()
    step = _whole(payload.get("step"), "step", 0, len(session.record))
    session.scenario_step = None
    session.record.truncate(step)
    session.search = None
    return snapshot(session, all_events(session.record, session.seat), full_log=True)


def _export(payload: JSON) -> JSON:
    """The game as a save file's text (what a player downloads)."""
    session = _game()
    return {"save": session.save_text(), "steps": len(session.record)}


def _snapshot(payload: JSON) -> JSON:
    """The game as it stands; with "full_log", with every event since the start."""
    session = _game()
    if _bool(payload, "full_log"):
        return snapshot(session, all_events(session.record, session.seat), full_log=True)
    return snapshot(session, [])


def _act(payload: JSON) -> JSON:
    """The human's decision: one action ("action"), or several in a row ("actions": a choice of
    several cards or goods, made one pick at a time), applied as one decision (one undo) and
    all or nothing. Of the actions listed, those the engine already applied itself (the only
    option left) are passed over, so a page may list a whole decision."""
    session = _game()
    game = session.game
    if ("action" in payload) == ("actions" in payload):
        raise RequestError(
            "bad_request",
            '"act" needs an "action" (a code from "legal") or a list of "actions", not both',
        )
    raws = [payload["action"]] if "action" in payload else payload["actions"]
    if not isinstance(raws, list) or not 1 <= len(raws) <= MAX_ACTIONS:
        raise RequestError("bad_request", f'"actions" must be a list of 1 to {MAX_ACTIONS} actions')
    for raw in raws:
        if type(raw) is not int and not isinstance(raw, dict):
            raise RequestError(
                "bad_request",
                f"an action must be an action code (a whole "
                f"number) or an action object, not "
                f"{shown(raw)}",
            )
    your_turn(session)
    events: list[JSON] = []
    # the human's choices the engine made itself (one option left): skipped here
    forced: list[BaseAction] = []
    session.scenario_step = None
    session.record.begin_decision()
    for raw in raws:
        try:
            action = game.action_from_code(raw) if type(raw) is int else game.action_from_json(raw)
        except IllegalActionError as error:
            raise RequestError("illegal_action", _sentence(error)) from None
        if forced and forced[0] == action:
            forced.pop(0)
            continue
        if session.state.current_player != session.seat:
            raise RequestError(
                "illegal_action", "The decision ended before its last action: nothing was played."
            )
        try:
            state = session.record.play(action)
        except IllegalActionError as error:
            raise RequestError("illegal_action", _sentence(error)) from None
        forced = [
            e["action"]
            for e in state.events
            if e["type"] == "action" and e["forced"] and e["player"] == session.seat
        ]
        events += events_seen(game, state, session.seat)
    return snapshot(session, events)


def _game_request(kind: str) -> Handler:
    """The handler of a request of one game's own (its page module's REQUESTS)."""

    def handle_it(payload: JSON) -> JSON:
        session = _game()
        game_requests = session.game.page.REQUESTS
        if kind not in game_requests:
            raise RequestError(
                "bad_request", f"{shown(kind)} is not a request of {session.game.title}"
            )
        session.scenario_step = None
        events = game_requests[kind][1](session, payload)
        return snapshot(session, events)

    return handle_it


def _bot_step(payload: JSON) -> JSON:
    think_ms = payload.get("think_ms")
    if think_ms is not None:
        _whole(think_ms, "think_ms", 1, MAX_THINK_MS)
    session = _game()
    game = session.game
    state = session.state
    not_over(session)
    seat: int = state.current_player  # not None: the game is not over
    if seat == session.seat:
        raise RequestError("not_your_turn", "It is your turn; the bots wait for you.")
    bot = session.bots[seat]
    assert bot is not None  # every seat but the human's has a bot
    legal = game.legal_actions(state)
    choice: BaseAction | None
    if think_ms is not None and hasattr(bot, "start"):
        searcher = cast("SearchBot[Any, Any]", bot)  # a bot that searches in chunks has start
        choice = _think(session, searcher, seat, legal, think_ms / 1000)
        if choice is None:
            assert session.search is not None  # _think keeps the search unfinished
            return {"thinking": {"player": seat, "progress": session.search[1].progress(searcher)}}
    else:
        choice = bot.choose(game.player_view(state, seat), legal, session.bot_rng(seat))
    if not isinstance(choice, int) or choice not in legal:
        raise RuntimeError(
            f"the {bot.name} bot at seat {seat} chose {choice!r}, which is not "
            f"one of the legal actions {list(map(int, legal))}"
        )
    session.scenario_step = None
    state = session.record.play(game.action_from_code(int(choice)))
    return snapshot(session, events_seen(game, state, session.seat))


def _think(
    session: AnySession,
    bot: SearchBot[Any, Any],
    seat: int,
    legal: Sequence[BaseAction],
    seconds: float,
) -> BaseAction | None:
    """Runs the bot's search for about `seconds`; its action once it is done, else None (the
    search is kept in the session for the next bot_step)."""
    state = session.state
    if session.search is None or session.search[0] is not state:
        view = session.game.player_view(state, seat)
        session.search = (state, bot.start(view, legal, session.bot_rng(seat)))
    search = session.search[1]
    if bot.think(search, seconds):
        session.search = None
        best: BaseAction = search.best()
        return best
    return None


def _hint(payload: JSON) -> JSON:
    return coach_requests.hint(_game(), _think_ms(payload), _decisions(payload, "consider"))


def _review(payload: JSON) -> JSON:
    return coach_requests.review(_game(), _think_ms(payload))


def _think_ms(payload: JSON) -> int | None:
    think_ms = payload.get("think_ms")
    return None if think_ms is None else _whole(think_ms, "think_ms", 1, MAX_THINK_MS)


def _decisions(payload: JSON, name: str) -> list[list[int | JSON]]:
    """A list of up to MAX_CONSIDERED whole decisions, each a list of 1 to MAX_ACTIONS actions
    (action codes or action objects, as `act` takes them)."""
    found = payload.get(name, [])
    if not isinstance(found, list) or len(found) > MAX_CONSIDERED:
        raise RequestError(
            "bad_request", f'"{name}" must be a list of at most {MAX_CONSIDERED} decisions'
        )
    for actions in found:
        if not isinstance(actions, list) or not 1 <= len(actions) <= MAX_ACTIONS:
            raise RequestError(
                "bad_request", f"a decision must be a list of 1 to {MAX_ACTIONS} actions"
            )
        for action in actions:
            if type(action) is int:
                _whole(action, "action code", 0, MAX_EXACT)
            elif not isinstance(action, dict):
                raise RequestError(
                    "bad_request",
                    f"an action must be an action code or an action object, not {shown(action)}",
                )
    return found


def _bots(payload: JSON) -> list[bots.Level]:
    return bots.levels(_which_game(payload))


_HANDLERS: dict[str, Handler] = {
    "hello": _hello,
    "new_game": _new_game,
    "load_game": _load_game,
    "load_scenario": _load_scenario,
    "resume": _resume,
    "snapshot": _snapshot,
    "act": _act,
    "bot_step": _bot_step,
    "hint": _hint,
    "review": _review,
    "undo": _undo,
    "replay": _replay,
    "play_from": _play_from,
    "bots": _bots,
    "scenarios": _scenarios,
    "export": _export,
}
_ALL_OPTIONS = {key for game in games.GAMES.values() for key in game.options}
_FIELDS: dict[str, set[str]] = {
    "hello": set(),
    "new_game": {"game", "players", "seat", "names", "bots", "seed"} | _ALL_OPTIONS,
    "load_game": {"position", "seat", "bots", "seed"},
    "load_scenario": {"id", "seat", "bots", "seed"},
    "resume": {"save"},
    "snapshot": {"full_log"},
    "act": {"action", "actions"},
    "bot_step": {"think_ms"},
    "hint": {"think_ms", "consider"},
    "review": {"think_ms"},
    "undo": set(),
    "replay": {"step"},
    "play_from": {"step"},
    "bots": {"game"},
    "scenarios": set(),
    "export": set(),
}
for _game_of_requests in games.GAMES.values():  # the games' own requests
    for _kind, (_fields, _) in _game_of_requests.page.REQUESTS.items():
        _HANDLERS.setdefault(_kind, _game_request(_kind))
        _FIELDS[_kind] = _FIELDS.get(_kind, set()) | set(_fields)


def reset() -> None:
    """Forgets the game in play (for tests)."""
    global _session
    _session = None
