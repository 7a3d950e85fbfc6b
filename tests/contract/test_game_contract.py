"""The contract every game keeps (pr_core/game.py, docs/architecture.md), checked the same way
for every registered game (pr_core.games.GAMES, the third game of tests/third_game/ included):

- apply_action never changes the state it is given, and gives the same result every time;
- the events a caller gets are copies;
- the same seed and the same actions give the same game, whatever the global `random` does, and
  whatever Python's string hashing;
- positions read back as written, and a game read back goes on exactly as the original;
- legal actions are stable, the same for equal positions, shared instances that round-trip
  through their code and JSON form;
- a view is plain JSON, names its viewer, hides the generator, refuses a seat that does not
  exist, and is the same view whatever the viewer cannot see (the game's contract entry says
  what that is: tests/contract/game_contracts.py);
- positions and views match the game's JSON Schemas (schema/ in the game's package);
- random games end, keep the game's invariants, and are scored;
- the bridge (pr_core.bridge.handle) plays a whole game of it: new_game, act, bot_step,
  snapshot, undo, replay, export and resume, telling the page nothing hidden.

Each check runs on a few games in the fast set and on many more under the `slow` marker.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import pathlib
import pickle
import random
import subprocess
import sys
from typing import Any, NamedTuple

import bridge_schemas
import extra_games  # the tests' own games and their contract entries (before GAME_IDS)
import pytest
from game_contracts import (
    CONTRACTS,
    MAX_DECISIONS,
    Kind,
    Sampler,
    all_kinds,
    chooser,
    contract_game,
    contract_game_ids,
    fast_kinds,
    new,
    play,
    random_game,
)
from game_schemas import schema_errors, schema_folder, schemas, validators
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from pr_core import bridge, games
from pr_core.game import AnyGame
from pr_core.json_checks import JSON

GAME_IDS = contract_game_ids()  # every registered game, and the tests' own
EVERY_GAME = pytest.mark.parametrize("game_id", GAME_IDS)


@pytest.fixture(autouse=True, scope="module")
def test_games_registered():
    """The tests' own games are registered for this module's tests only."""
    added = extra_games.register_test_games()
    yield
    for game_id in added:
        del games.GAMES[game_id]


class Size(NamedTuple):
    """How much of a check a run makes."""

    name: str
    seeds: tuple[int, ...]  # the random games of each kind
    all_kinds: bool  # every kind (else the fast kinds: every player count and option value)
    every: int  # of their states, every `every`-th is checked where a check is costly
    schema_every: int  # the same for the JSON Schemas (the costliest), over every kind


FAST = Size("fast", (0,), False, 8, 48)
SLOW = Size("slow", (1, 2, 3), True, 2, 12)
SIZES = pytest.mark.parametrize(
    "size", [FAST, pytest.param(SLOW, marks=pytest.mark.slow)], ids=["fast", "slow"]
)


def games_of(game: AnyGame, size: Size, every_kind: bool = False) -> list[tuple[Kind, int]]:
    kinds = all_kinds(game) if size.all_kinds or every_kind else fast_kinds(game)
    return [(kind, seed) for kind in kinds for seed in size.seeds]


def played(game: AnyGame, kind: Kind, seed: int) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """The fast games are kept for the next test; the slow ones are played again."""
    return random_game(game.id, kind, seed) if seed in FAST.seeds else play(game, kind, seed)


# --- the registry and the entry ------------------------------------------------------------------
@EVERY_GAME
def test_every_registered_game_has_a_contract_entry(game_id):
    game = games.get(game_id)
    assert game.id == game_id
    assert game_id in CONTRACTS, (
        f"{game_id} has no contract entry: add one in tests/contract/game_contracts.py "
        "(or, for a game that lives elsewhere, register it as tests/contract/extra_games.py does)"
    )
    for kind in fast_kinds(game) + all_kinds(game):
        assert not game.is_terminal(new(game, kind, 0))


def test_registering_is_idempotent_and_refuses_a_game_whose_id_format_or_scenario_is_taken():
    """...or whose saves would name no game, as Puerto Rico's do (a save read could not tell)."""
    game = games.get(GAME_IDS[-1])
    assert games.register(game) is game and list(games.GAMES) == GAME_IDS
    with pytest.raises(ValueError, match="already a game"):
        games.register(copy.copy(game))
    with pytest.raises(ValueError, match="position format"):
        games.register(dataclasses.replace(game, id="another-game"))
    with pytest.raises(ValueError, match="scenario"):
        other = dataclasses.replace(
            game, id="another-game", position_format="another", scenarios=games.DEFAULT.scenarios
        )
        games.register(other)
    with pytest.raises(ValueError, match="saves cannot name no game"):
        nameless = dataclasses.replace(
            game, id="another-game", position_format="another", unnamed_in_saves=True
        )
        games.register(nameless)
    assert list(games.GAMES) == GAME_IDS


# --- purity --------------------------------------------------------------------------------------
def observable(game: AnyGame, s: Any) -> tuple[Any, ...]:
    """Everything a caller could observe of a state, as values (pickled: to compare them later,
    fifteen times as fast as a copy.deepcopy)."""
    fields = {k: v for k, v in vars(s).items() if k not in ("players", "_legal")}
    return (
        json.dumps(game.to_dict(s), sort_keys=True),
        tuple(id(p) for p in s.players),
        pickle.dumps([vars(p) for p in s.players]),
        pickle.dumps(fields),
        tuple(game.legal_actions(s)),
        game.step_events(s),
    )


@EVERY_GAME
@SIZES
def test_apply_action_never_changes_its_input(game_id, size):
    game = games.get(game_id)
    for kind, seed in games_of(game, size):
        state, pick = new(game, kind, seed), chooser(kind, seed)
        while not game.is_terminal(state):
            action = pick.choice(game.legal_actions(state))
            before = observable(game, state)
            after = game.apply_action(state, action)
            assert observable(game, state) == before, (
                f"{kind.id} seed {seed}: applying {action} changed the state it was given"
            )
            again = game.apply_action(state, action)  # the same result every time
            assert game.to_dict(again) == game.to_dict(after)
            assert game.step_events(again) == game.step_events(after)
            state = after


@EVERY_GAME
@SIZES
def test_step_events_hand_out_copies(game_id, size):
    """Editing the event dicts a caller got (a UI annotating them) never rewrites history."""
    game = games.get(game_id)
    for kind, seed in games_of(game, size):
        for state in played(game, kind, seed)[0]:
            first = game.step_events(state)
            expected = json.dumps(first)
            for event in first:
                for key, value in list(event.items()):
                    if isinstance(value, dict):
                        value["edited"] = True
                    elif isinstance(value, list):
                        value.append("edited")
                    event[key] = "edited"
            assert json.dumps(game.step_events(state)) == expected


# --- determinism ---------------------------------------------------------------------------------
@EVERY_GAME
@SIZES
def test_same_seed_and_actions_give_the_same_game_whatever_the_global_random(game_id, size):
    """The engine draws on its own generator (pr_core/rng.py), never on `random`."""
    game = games.get(game_id)
    saved = random.getstate()
    try:
        for kind, seed in games_of(game, size):
            random.seed(seed)
            state, pick = new(game, kind, seed), chooser(kind, seed)
            first, actions = [game.to_dict(state)], []
            while not game.is_terminal(state):
                actions.append(pick.choice(game.legal_actions(state)))
                state = game.apply_action(state, actions[-1])
                first.append([game.to_dict(state), game.step_events(state)])
            random.seed(seed ^ 0x5EED)
            random.random()
            state = new(game, kind, seed)
            second = [game.to_dict(state)]
            for action in actions:
                random.random()
                random.shuffle([1, 2, 3])
                state = game.apply_action(state, game.action_from_json(action.to_json()))
                second.append([game.to_dict(state), game.step_events(state)])
            assert first == second, f"{kind.id} seed {seed}"
    finally:
        random.setstate(saved)


_REPLAY = """
import hashlib, sys
sys.path[:0] = [{contract!r}, {tests!r}]
import extra_games  # the games that live in the tests
extra_games.register_test_games()
from game_contracts import all_kinds, play
from pr_core import games
for game in games.GAMES.values():
    digest = hashlib.sha256()
    for kind in all_kinds(game):
        for state in play(game, kind, 7)[0]:
            digest.update(repr(game.to_dict(state)).encode())
    print(game.id, digest.hexdigest())
"""


def test_games_do_not_depend_on_string_hashing():
    """Set and dict order of strings changes with PYTHONHASHSEED; no game may."""
    here = pathlib.Path(__file__).resolve().parent
    root = here.parents[1]
    script = _REPLAY.format(tests=str(here.parent), contract=str(here))
    outputs = set()
    for hash_seed in ("1", "2", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(root))
        result = subprocess.run(
            [sys.executable, "-c", script],
            env=env,
            cwd=here,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert result.returncode == 0, result.stderr
        outputs.add(result.stdout)
    assert len(outputs) == 1, outputs
    assert [line.split()[0] for line in outputs.pop().splitlines()] == GAME_IDS


# --- positions -----------------------------------------------------------------------------------
@EVERY_GAME
@SIZES
def test_positions_read_back_as_written(game_id, size):
    """Whatever to_dict writes, from_json reads (text or parsed), into a game that writes the
    same document, offers the same actions and plays on identically, chance included."""
    game = games.get(game_id)
    for kind, seed in games_of(game, size):
        states, actions = played(game, kind, seed)
        for i, state in enumerate(states):
            if i % max(1, size.every // 4) and i != len(states) - 1:
                continue
            doc = game.to_dict(state)
            text = json.dumps(doc)
            restored = game.from_json(text)
            where = f"{kind.id} seed {seed} step {i}"
            assert game.to_dict(restored) == doc, where
            assert game.to_dict(game.from_json(json.loads(text))) == doc, where
            assert game.legal_actions(restored) == game.legal_actions(state), where
            assert game.is_terminal(restored) == game.is_terminal(state), where
            if i < len(actions):
                resumed = game.apply_action(restored, actions[i])
                assert game.to_dict(resumed) == game.to_dict(states[i + 1]), where
                assert game.step_events(resumed) == game.step_events(states[i + 1]), where


def inside(s: Any) -> tuple[Any, ...]:
    """Every field of a state and of its players, the position's and the rest (the cache of legal
    actions aside)."""
    fields = {k: v for k, v in vars(s).items() if k not in ("players", "_legal")}
    return type(s), fields, [vars(p) for p in s.players]


@EVERY_GAME
@SIZES
def test_a_game_read_back_goes_on_exactly_as_the_original(game_id, size):
    """Nothing the position leaves out changes the game later: a game read back from a position
    plays the original's next moves to the original's positions. Once the game read back equals
    the original in every field, the rest of the game is the original's (apply_action is a pure
    function of its state and action: test_apply_action_never_changes_its_input, the same-seed
    tests), so the replay stops there."""
    game = games.get(game_id)
    moves = 30 if size is FAST else None
    for kind, seed in games_of(game, size):
        states, actions = played(game, kind, seed)
        for start in range(0, len(actions), size.every * 5):
            restored = game.from_json(game.to_dict(states[start]))
            for i in range(start, len(actions) if moves is None else start + moves):
                if i == len(actions):
                    assert game.is_terminal(restored)
                    break
                assert game.legal_actions(restored) == game.legal_actions(states[i])
                restored = game.apply_action(restored, actions[i])
                where = f"{kind.id} seed {seed}: from step {start}, step {i + 1}"
                assert game.to_dict(restored) == game.to_dict(states[i + 1]), where
                assert game.step_events(restored) == game.step_events(states[i + 1]), where
                if inside(restored) == inside(states[i + 1]):
                    break


# --- legal actions -------------------------------------------------------------------------------
@EVERY_GAME
@SIZES
def test_legal_actions_are_stable_and_the_same_for_equal_positions(game_id, size):
    game = games.get(game_id)
    for kind, seed in games_of(game, size):
        states, actions = played(game, kind, seed)
        offered = []
        for state in states[:-1]:
            legal = game.legal_actions(state)
            assert legal and state.current_player in range(kind.players), "a live game offers"
            assert game.legal_actions(state) == legal, "a second call gives another order"
            assert len(set(legal)) == len(legal), f"an action offered twice: {legal}"
            offered.append(legal)
        assert game.legal_actions(states[-1]) == () and states[-1].current_player is None
        # The same positions reached again by replaying the game offer the same lists.
        state, again = new(game, kind, seed), []
        for action in actions:
            again.append(game.legal_actions(state))
            state = game.apply_action(state, action)
        assert again == offered


def check_action_round_trips(game: AnyGame, a: Any) -> None:
    assert game.action_from_code(int(a)) is a, f"{a!r} is not the shared instance"
    assert game.action_from_json(a.to_json()) is a
    assert game.action_from_json(json.loads(json.dumps(a.to_json()))) is a
    again = eval(repr(a), {"Action": type(a)})  # repr reads back
    assert type(again) is type(a) and again == a
    phrase = str(a)
    assert phrase and phrase.strip() == phrase, f"{int(a)}: empty or padded phrase {phrase!r}"


@EVERY_GAME
@SIZES
def test_every_legal_action_round_trips(game_id, size):
    """Legal actions are the game's shared instances, and each reads back from its code, its
    JSON form and its repr."""
    game = games.get(game_id)
    seen = {}
    for kind, seed in games_of(game, size):
        for state in played(game, kind, seed)[0]:
            for a in game.legal_actions(state):
                assert game.action_from_code(int(a)) is a, f"{a!r} is not the shared instance"
                seen.setdefault(int(a), a)
    for action in seen.values():
        check_action_round_trips(game, action)


# --- views ---------------------------------------------------------------------------------------
@EVERY_GAME
@SIZES
def test_a_view_is_plain_json_names_its_viewer_and_hides_the_generator(game_id, size):
    game = games.get(game_id)
    sample = Sampler(game, size.every)
    for kind, seed in games_of(game, size):
        for state in sample(played(game, kind, seed)[0]):
            doc = game.to_dict(state)
            for seat in range(state.n):
                view = game.player_view(state, seat)
                assert json.loads(json.dumps(view)) == view
                assert view["viewer"] == seat and view["format"] == game.position_format
                assert "rng" not in view
                if "rng" in doc:
                    assert doc["rng"] not in json.dumps(view)


@EVERY_GAME
@SIZES
def test_a_view_is_the_same_whatever_the_player_cannot_see(game_id, size):
    """The views of two positions that differ only in what a seat cannot see (the game's
    contract entry deals the hidden parts anew: `twin`) are the same view."""
    game = games.get(game_id)
    twin = CONTRACTS[game_id].twin
    rnd = random.Random(f"{game_id} {size.name}")
    changed, sample = 0, Sampler(game, size.every)
    for kind, seed in games_of(game, size):
        for state in sample(played(game, kind, seed)[0]):
            doc = game.to_dict(state)
            for seat in range(state.n):
                other_doc = twin(doc, seat, rnd)
                changed += other_doc != doc
                other = game.from_json(other_doc)
                assert game.player_view(other, seat) == game.player_view(state, seat), (
                    f"{kind.id} seed {seed}: seat {seat} sees a difference in {doc.get('phase')}"
                )
    assert changed, "the twins never differ from the positions: the check checks nothing"


@EVERY_GAME
@pytest.mark.parametrize("seat", [-1, "n", True, "0", 1.0, None])
def test_the_view_of_a_seat_that_does_not_exist_is_refused(game_id, seat):
    game = games.get(game_id)
    state = new(game, fast_kinds(game)[0], 1)
    with pytest.raises(ValueError, match="no seat"):
        game.player_view(state, state.n if seat == "n" else seat)


# --- schemas -------------------------------------------------------------------------------------
@EVERY_GAME
def test_the_schemas_ship_inside_the_games_package_as_draft_2020_12_schemas(game_id):
    game = games.get(game_id)
    folder = schema_folder(game)
    for name in ("position.schema.json", "player_view.schema.json"):
        assert (folder / name).is_file(), f"{game_id}: no schema/{name} beside its to_dict"
    for schema in schemas(game_id):
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert schema["$id"] and schema["description"]
        Draft202012Validator.check_schema(schema)


@EVERY_GAME
@SIZES
def test_positions_and_views_of_random_games_match_the_schemas(game_id, size):
    game = games.get(game_id)
    position, view = validators(game_id)
    turn, sample, reached = 0, Sampler(game, size.schema_every), set()
    for kind, seed in games_of(game, size, every_kind=True):
        for state in sample(played(game, kind, seed)[0]):
            doc = game.to_dict(state)
            phase = doc.get("phase")
            if isinstance(phase, dict):
                reached.add((phase.get("name"), phase.get("step")))
            where = f"{kind.id} seed {seed}: {doc.get('phase')}"
            assert schema_errors(position, doc) == [], where
            # One seat's view per position in the fast set, every seat's in the slow one.
            turn += 1
            seats = range(state.n) if size is SLOW else [turn % state.n]
            for seat in seats:
                assert schema_errors(view, game.player_view(state, seat)) == [], (where, seat)
    missed = CONTRACTS[game_id].phases - reached
    assert not missed, f"the random games never reach {sorted(missed, key=str)}: add seeds"


@EVERY_GAME
def test_a_view_is_not_a_position(game_id):
    game = games.get(game_id)
    position, _ = validators(game_id)
    state = new(game, fast_kinds(game)[0], 2)
    assert schema_errors(position, game.player_view(state, 0))


# --- random games to the end ---------------------------------------------------------------------
FAST_RANDOM_GAMES = 240  # per game, all kinds together
FAST_CHECK_EVERY = 4  # the fast set checks every step of one game in 4 at most
CHUNK = 250  # games per test in the slow set


def play_random_games(game: AnyGame, kind: Kind, seeds: range, check_every: int) -> None:
    """Plays a game of `kind` per seed to the end; the game's invariants are checked at every
    step of one game in `check_every`, at the start and the end of the others."""
    entry = CONTRACTS[game.id]
    finals = []
    for seed in seeds:
        start = state = new(game, kind, seed)
        entry.check(start, state)
        every_step = seed % check_every == 0
        pick = chooser(kind, seed)
        decisions = 0
        while not game.is_terminal(state):
            legal = game.legal_actions(state)
            assert legal, "a live game always offers an action"
            assert state.current_player in range(kind.players)
            state = game.apply_action(state, pick.choice(legal))
            decisions += 1
            assert decisions <= MAX_DECISIONS, f"{kind.id} seed {seed}: the game did not end"
            if every_step:
                entry.check(start, state)
        entry.check(start, state)
        assert game.legal_actions(state) == () and state.current_player is None
        scores = game.final_scores(state)
        assert len(scores["players"]) == kind.players
        assert all(isinstance(row["total"], int) for row in scores["players"])
        assert scores["winners"] and set(scores["winners"]) <= set(range(kind.players))
        json.dumps(scores)
        finals.append(state)
    entry.finished(kind, finals)


@EVERY_GAME
def test_random_games_end_keep_the_invariants_and_are_scored(game_id):
    game = games.get(game_id)
    kinds = all_kinds(game)
    per_kind = -(-FAST_RANDOM_GAMES // len(kinds))
    for kind in kinds:
        every = max(CONTRACTS[game_id].check_every, FAST_CHECK_EVERY)
        play_random_games(game, kind, range(1000, 1000 + per_kind), every)


@EVERY_GAME
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_drawn_games_keep_the_contract_and_shrink_to_the_shortest_failure(game_id, data):
    """Hypothesis draws the kind of game, its seed and every choice (an index into the legal
    actions), so a failure shrinks to the shortest game that shows it: at every step the input is
    unchanged, the game's invariants hold, a live game offers an action to a seat that exists."""
    game = games.get(game_id)
    entry = CONTRACTS[game_id]
    kind = data.draw(st.sampled_from(fast_kinds(game)), label="kind")
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    start = state = new(game, kind, seed)
    for _ in range(data.draw(st.integers(0, 150), label="steps")):
        if game.is_terminal(state):
            break
        legal = game.legal_actions(state)
        assert legal and state.current_player in range(kind.players)
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="choice")]
        before = observable(game, state)
        after = game.apply_action(state, action)
        assert observable(game, state) == before, f"applying {action} changed its input"
        entry.check(start, after)
        state = after


def slow_chunks() -> list[Any]:
    """(game id, kind, chunk) of the slow set's random games: the entry's number of games
    (CONTRACT_RANDOM_GAMES, if set, for every game), spread over the kinds, in chunks."""
    chunks = []
    for game_id in GAME_IDS:
        game = contract_game(game_id)
        total = int(os.environ.get("CONTRACT_RANDOM_GAMES", CONTRACTS[game_id].random_games))
        kinds = all_kinds(game)
        per_kind = -(-total // len(kinds))
        for kind in kinds:
            for start in range(0, per_kind, CHUNK):
                chunks.append(
                    pytest.param(
                        game_id,
                        kind,
                        range(start, min(per_kind, start + CHUNK)),
                        id=f"{game_id}-{kind.id}-{start}",
                    )
                )
    return chunks


@pytest.mark.slow
@pytest.mark.parametrize("game_id,kind,seeds", slow_chunks())
def test_many_random_games_end_keep_the_invariants_and_are_scored(game_id, kind, seeds):
    play_random_games(games.get(game_id), kind, seeds, CONTRACTS[game_id].check_every)


# --- the bridge ----------------------------------------------------------------------------------
@pytest.fixture
def fresh_bridge():
    bridge.reset()
    yield
    bridge.reset()


SCHEMAS = bridge_schemas.Checker()


def ok(kind: str, payload: JSON | None = None) -> JSON:
    """The result of a request that succeeds, checked against the bridge's and the game's JSON
    Schemas (tests/bridge_schemas.py)."""
    response = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload or {}})))
    assert response["ok"], response
    session = bridge._session
    game_id = None if session is None else session.game.id
    assert SCHEMAS.errors(kind, response, game_id) == [], kind
    return response["result"]


def check_snapshot(game: AnyGame, snap: JSON, seat: int, players: int) -> Any:
    """What every game's snapshot says (docs/bridge.md); returns the state its save holds."""
    save = json.loads(snap["save"])
    assert save.get("game", games.DEFAULT.id) == game.id and snap["game"] == game.id
    state = game.from_json(save["position"])
    assert snap["seat"] == seat and snap["view"] == game.player_view(state, seat)
    assert len(snap["bot_levels"]) == players and snap["bot_levels"][seat] is None
    over = game.is_terminal(state)
    assert (snap["scores"] is not None) == over and snap["steps"] == len(save["actions"])
    assert snap["current_player"] == state.current_player
    assert snap["your_turn"] == (state.current_player == seat)
    assert snap["bot_to_act"] == (not over and not snap["your_turn"])
    codes = [entry["code"] for entry in snap["legal"]]
    assert codes == ([int(a) for a in game.legal_actions(state)] if snap["your_turn"] else [])
    for entry in snap["legal"]:
        assert entry["action"] == game.action_from_code(entry["code"]).to_json()
    shown = json.dumps({key: value for key, value in snap.items() if key != "save"})
    if "rng" in save["position"]:  # the worker keeps the save; the rest goes to the page
        assert save["position"]["rng"] not in shown
    return state


def play_through_bridge(game: AnyGame, players: int, seat: int, seed: int) -> list[JSON]:
    """A whole game: the human picks random legal actions, random bots play the others; every
    snapshot is checked, and its events are those of the step as the human may see them."""
    pick = random.Random(seed)
    bots = ["random" if s != seat else None for s in range(players)]
    snap = ok(
        "new_game",
        {"game": game.id, "players": players, "seat": seat, "seed": seed, "bots": bots},
    )
    state = check_snapshot(game, snap, seat, players)
    snaps = [snap]
    while snap["scores"] is None:
        assert len(snaps) <= MAX_DECISIONS, "the game does not end"
        if snap["your_turn"]:
            snap = ok("act", {"action": pick.choice(snap["legal"])["code"]})
        else:
            snap = ok("bot_step")
        after = game.apply_action(
            state, game.action_from_json(json.loads(snap["save"])["actions"][-1])
        )
        assert game.events_for(game.step_events(after), seat) == snap["events"]
        assert game.to_dict(after) == game.to_dict(check_snapshot(game, snap, seat, players))
        state = after
        snaps.append(snap)
    return snaps


@EVERY_GAME
@SIZES
def test_a_whole_game_through_the_bridge(game_id, size, fresh_bridge):
    game = games.get(game_id)
    counts = game.players if size is SLOW else game.players[-1:]
    for players in counts:
        seat = players - 1
        snaps = play_through_bridge(game, players, seat, seed=100 + players)
        end = snaps[-1]
        assert len(end["scores"]["players"]) == players and end["scores"]["winners"]
        assert end["seed"] == 100 + players
        assert ok("snapshot")["view"] == end["view"]
        resumed = ok("resume", {"save": ok("export")["save"]})
        assert resumed["scores"] == end["scores"] and resumed["view"] == end["view"]
        middle = snaps[len(snaps) // 2]
        resumed = ok("resume", {"save": middle["save"]})
        check_snapshot(game, resumed, seat, players)
        assert resumed["view"] == middle["view"] and resumed["steps"] == middle["steps"]
        assert resumed["bot_levels"] == middle["bot_levels"]
        assert ok("replay", {"step": 0})["view"] == snaps[0]["view"]


@EVERY_GAME
def test_a_decision_is_undone_and_a_position_loads(game_id, fresh_bridge):
    game = games.get(game_id)
    players = game.players[0]
    snap = ok("new_game", {"game": game_id, "players": players, "seed": 5})
    while not snap["your_turn"]:
        snap = ok("bot_step")
    acted = ok("act", {"action": snap["legal"][-1]["code"]})
    assert acted["can_undo"] and acted["steps"] > snap["steps"]
    undone = ok("undo")
    assert undone["view"] == snap["view"] and undone["steps"] == snap["steps"]
    state = game.from_json(json.loads(acted["save"])["position"])
    loaded = ok("load_game", {"position": game.to_dict(state), "seat": 1})
    assert loaded["game"] == game_id and loaded["view"] == game.player_view(state, 1)
    text = ok("load_game", {"position": json.dumps(game.to_dict(state)), "seat": 1})
    assert text["view"] == loaded["view"]
    levels = [level["id"] for level in ok("bots", {"game": game_id})]
    assert levels == list(game.bot_levels)
    listed = {g["id"]: g for g in ok("hello")["games"]}
    assert listed[game_id]["players"] == list(game.players)
    assert listed[game_id]["format_version"] == game.position_version


@EVERY_GAME
def test_hello_declares_what_the_new_game_screen_offers_and_the_engine_accepts_it(
    game_id, fresh_bridge
):
    """The page builds its new-game screen from hello alone (docs/bridge.md): every player
    count, bot level and option value it declares starts a game, and an option's first value is
    the game a player gets without choosing (the rulebook's), so the form's default is it."""
    facts = {g["id"]: g for g in ok("hello")["games"]}[game_id]
    assert facts["bot_levels"] == ok("bots", {"game": game_id}) and facts["bot_levels"]
    for players in facts["players"]:
        bots = [None] + [level["id"] for level in facts["bot_levels"]][: players - 1]
        bots += [bots[-1]] * (players - len(bots))
        ok("new_game", {"game": game_id, "players": players, "bots": bots, "seed": 1})
    plain = ok("new_game", {"game": game_id, "players": facts["players"][0], "seed": 7})
    for key, allowed in facts["options"].items():
        for value in allowed:
            payload = {"game": game_id, "players": facts["players"][0], "seed": 7, key: value}
            snap = ok("new_game", payload)
            if value == allowed[0]:
                assert snap["view"] == plain["view"], f"{key}={value!r} is not the default game"


@EVERY_GAME
def test_the_same_seed_gives_the_same_game_through_the_bridge(game_id, fresh_bridge):
    """Bots draw on generators derived from the seed, never on `random`."""
    game = games.get(game_id)
    players = game.players[-1]

    def whole_game(seed, requests=MAX_DECISIONS):
        bridge.reset()
        snap = ok("new_game", {"game": game_id, "players": players, "seat": 0, "seed": seed})
        snaps = [snap]
        while snap["scores"] is None and len(snaps) < requests:
            if snap["your_turn"]:
                legal = snap["legal"]
                snap = ok("act", {"action": legal[len(snaps) % len(legal)]["code"]})
            else:
                snap = ok("bot_step")
            snaps.append(snap)
        return snaps

    saved = random.getstate()
    try:
        random.seed(1)
        first = whole_game(123)
        random.seed(99)
        random.random()
        second = whole_game(123)
    finally:
        random.setstate(saved)
    assert first == second
    assert whole_game(124, 40) != first[:40]
