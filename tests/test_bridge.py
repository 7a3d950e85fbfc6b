"""The bridge (pr_core.bridge.handle), driven the way the web worker drives it: JSON text in, JSON
text out. Only the protocol of docs/bridge.md is used, never the session's internals, except to
make a bot misbehave. What the bridge does alike for every game (a whole game, saves, undo,
replay, the same seed's same game) is checked for every game by tests/contract/."""

import json

import pytest

import pr_core as pr
import pr_core.puerto_rico.page
import pr_core.session
from pr_core import bridge
from pr_core.puerto_rico import data
from pr_core.rng import Random


@pytest.fixture(autouse=True)
def fresh_bridge():
    bridge.reset()
    yield
    bridge.reset()


def send(kind, payload=None, raw=None):
    """One request; returns the parsed response after checking its shape."""
    text = raw if raw is not None else json.dumps({"type": kind, "payload": payload or {}})
    answer = bridge.handle(text)
    assert isinstance(answer, str)
    response = json.loads(answer)
    assert set(response) in ({"ok", "result"}, {"ok", "error"}), response
    if not response["ok"]:
        error = response["error"]
        assert error["code"] in {
            "bad_request",
            "illegal_action",
            "no_game",
            "not_your_turn",
            "bad_position",
            "bad_save",
            "nothing_to_undo",
            "internal",
        }, error
        assert isinstance(error["message"], str) and error["message"], error
    return response


def ok(kind, payload=None):
    response = send(kind, payload)
    assert response["ok"], response
    return response["result"]


def refused(code, kind, payload=None, raw=None):
    response = send(kind, payload, raw)
    assert not response["ok"], f"{kind} {payload} was accepted"
    assert response["error"]["code"] == code, response["error"]
    return response["error"]["message"]


SNAPSHOT_KEYS = {
    "game",
    "view",
    "seat",
    "current_player",
    "your_turn",
    "bot_to_act",
    "legal",
    "events",
    "scores",
    "score_history",
    "bot_levels",
    "mayor",
    "keep",
    "seed",
    "full_log",
    "steps",
    "can_undo",
    "played_in",
    "scenario",
    "hints",
    "review",
    "save",
}


def check_snapshot(snap, seat, players):
    assert set(snap) == SNAPSHOT_KEYS
    assert snap["seat"] == seat
    assert len(snap["bot_levels"]) == players and snap["bot_levels"][seat] is None
    view = snap["view"]
    assert view["viewer"] == seat and "rng" not in view
    over = view["phase"]["name"] == "game_over"
    if over:
        assert snap["current_player"] is None and snap["scores"] is not None
        assert not snap["your_turn"] and not snap["bot_to_act"] and snap["legal"] == []
        assert isinstance(snap["seed"], int) or snap["seed"] is None
    else:
        assert snap["scores"] is None and snap["seed"] is None
        assert snap["your_turn"] == (snap["current_player"] == seat)
        assert snap["bot_to_act"] == (not snap["your_turn"])
        assert bool(snap["legal"]) == snap["your_turn"]
    for other, player in enumerate(view["players"]):
        hidden = not view["visible_vp"] and not over and other != seat
        assert (player["vp_chips"] is None) == hidden, (other, player)
    codes = [entry["code"] for entry in snap["legal"]]
    assert len(set(codes)) == len(codes)
    for entry in snap["legal"]:
        action = pr.Action.from_code(entry["code"])
        assert entry["action"] == action.to_json()
        assert "text" not in entry  # the page words actions in the player's language
        kind = entry["action"]["type"]
        if kind == "build":
            assert isinstance(entry["cost"], int) and entry["cost"] >= 0
        if kind == "sell":
            assert isinstance(entry["price"], int) and entry["price"] >= 0
        if kind in ("load", "wharf", "small_wharf"):
            assert isinstance(entry["count"], int) and entry["count"] >= 1
        if kind == "trading_post":
            assert isinstance(entry["price"], int) and entry["price"] >= 0
        if kind == "build" and view.get("expansion"):
            assert entry["cost"] == max(
                0, data.BUILDING_COST[action & 1023] - sum(entry["discounts"].values())
            )
        if kind == "role":
            assert isinstance(entry["doubloons"], int)
    if snap["mayor"] is not None:
        assert snap["your_turn"] and view["phase"]["name"] == "mayor"
        assert 0 < snap["mayor"]["hand"] < sum(t["circles"] for t in snap["mayor"]["targets"])


def random_arrangement(mayor, rng):
    """Any arrangement that keeps the fixed targets and puts every colonist in hand on a circle."""
    arrangement = {t["target"]: t["placed"] for t in mayor["targets"] if not t["open"]}
    room = {t["target"]: t["circles"] for t in mayor["targets"] if t["open"]}
    for _ in range(mayor["hand"]):
        name = rng.choice(sorted(name for name, left in room.items() if left))
        room[name] -= 1
        arrangement[name] = arrangement.get(name, 0) + 1
    return arrangement


def play(
    players, seat, seed, human_seed, visible_vp=False, arrange=True, check=True, expansion=None
):
    """A whole game: the human picks random legal actions (and sometimes arranges colonists),
    the bots step. Returns the list of all responses' results."""
    rng = Random(human_seed)
    names = [f"P{s}" for s in range(players)]
    bots = ["random" if s != seat else None for s in range(players)]
    snap = ok(
        "new_game",
        {
            "players": players,
            "seat": seat,
            "names": names,
            "bots": bots,
            "seed": seed,
            "visible_vp": visible_vp,
            "expansion": expansion,
        },
    )
    results = [snap]
    steps = 0
    while snap["scores"] is None:
        steps += 1
        assert steps < 3000, "the game does not end"
        if check:
            check_snapshot(snap, seat, players)
        if snap["your_turn"]:
            if snap["mayor"] and arrange and rng.below(2):
                snap = ok("arrange", {"arrangement": random_arrangement(snap["mayor"], rng)})
            else:
                snap = ok("act", {"action": rng.choice(snap["legal"])["code"]})
            assert snap["events"] and snap["events"][0]["type"] == "action"
            assert snap["events"][0]["player"] == seat and not snap["events"][0]["forced"]
        else:
            actor = snap["current_player"]
            snap = ok("bot_step")
            first = snap["events"][0]
            assert first["type"] == "action" and first["player"] == actor
            assert not first["forced"] and "text" not in first
            assert sum(1 for e in snap["events"] if e["type"] == "action" and not e["forced"]) == 1
        results.append(snap)
    check_snapshot(snap, seat, players)
    return results


@pytest.mark.parametrize("players,seat", [(2, 1), (3, 0), (4, 2), (5, 4)])
def test_a_whole_game_through_the_protocol(players, seat):
    results = play(players, seat, seed=100 + players, human_seed=players)
    end = results[-1]
    scores = end["scores"]
    assert [p["name"] for p in scores["players"]] == [f"P{s}" for s in range(players)]
    assert scores["winners"] and end["seed"] == 100 + players
    assert any(e["type"] == "game_over" for e in end["events"])
    # Every later request still answers, and refuses to play on.
    assert ok("snapshot")["scores"] == scores
    assert "over" in refused("illegal_action", "act", {"action": 0})
    assert "over" in refused("illegal_action", "bot_step")


@pytest.mark.parametrize(
    "players,seat,expansion", [(2, 0, "draft"), (3, 1, "all"), (4, 3, "random"), (5, 2, "draft")]
)
def test_a_whole_expansion_game_through_the_protocol(players, seat, expansion):
    """Expansion I through the page's protocol: the draft's picks, the new choices and their
    facts, to the end; the save of the finished game resumes to the same scores."""
    results = play(players, seat, seed=200 + players, human_seed=players, expansion=expansion)
    first, end = results[0], results[-1]
    assert first["view"]["expansion"]["setup"] == expansion and first["view"]["version"] == 2
    kinds = {e["action"]["type"] for r in results for e in r["events"] if e["type"] == "action"}
    assert ("draft" in kinds) == (expansion == "draft")
    assert len(end["view"]["expansion"]["board"]) == (31 if expansion == "all" else 17)
    saved = ok("export")
    assert ok("resume", {"save": saved["save"]})["scores"] == end["scores"]


def test_new_game_refuses_an_unknown_expansion_setup():
    assert "expansion" in refused("bad_request", "new_game", {"players": 3, "expansion": "some"})


def builder_choice(snap, rng):
    """A human who builds and plants whenever he can and never takes the mayor: he soon has
    more circles than colonists, so his placing turns are real decisions."""
    legal = snap["legal"]
    builds = [e for e in legal if e["action"]["type"] == "build"]
    if builds:
        return builds[-1]
    plants = [e for e in legal if e["action"]["type"] == "plant"]
    if plants:
        return plants[0]
    other = [e for e in legal if e["action"] != {"type": "role", "role": "mayor"}]
    return rng.choice(other or legal)


def until_placing(seed, rng):
    snap = ok("new_game", {"players": 3, "seat": 0, "seed": seed})
    while not snap["mayor"]:
        assert snap["scores"] is None
        if snap["your_turn"]:
            snap = ok("act", {"action": builder_choice(snap, rng)["code"]})
        else:
            snap = ok("bot_step")
    return snap


def test_the_human_arranges_colonists_and_the_engine_agrees():
    # A whole game in which the human arranges every placing turn at once: each time, his
    # board shows exactly the arrangement.
    rng = Random(3)
    snap = ok("new_game", {"players": 3, "seat": 0, "seed": 12})
    arranged = 0
    while snap["scores"] is None:
        if snap["mayor"]:
            arrangement = random_arrangement(snap["mayor"], rng)
            snap = ok("arrange", {"arrangement": arrangement})
            me = snap["view"]["players"][0]
            placed = {}
            for tile in me["island"]:
                placed[tile["tile"]] = placed.get(tile["tile"], 0) + tile["colonist"]
            for b in me["city"]:
                placed[b["building"]] = b["colonists"]
            assert {k: v for k, v in placed.items() if v} == {
                k: v for k, v in arrangement.items() if v
            }
            done = [e for e in snap["events"] if e["type"] == "colonists_arranged"]
            assert done and done[0]["player"] == 0 and done[0]["san_juan"] == 0
            arranged += 1
        elif snap["your_turn"]:
            snap = ok("act", {"action": builder_choice(snap, rng)["code"]})
        else:
            snap = ok("bot_step")
    assert arranged >= 5


def test_arranging_after_placing_some_colonists_one_action_at_a_time():
    rng = Random(4)
    snap = until_placing(12, rng)
    while snap["mayor"]:
        # One placing action first, then arrange the rest (keeping what is fixed).
        snap = ok("act", {"action": snap["legal"][0]["code"]})
        if snap["mayor"]:
            fixed = [t for t in snap["mayor"]["targets"] if not t["open"] and t["placed"]]
            if fixed:
                wrong = random_arrangement(snap["mayor"], rng)
                wrong[fixed[0]["target"]] -= 1
                wrong[next(t["target"] for t in snap["mayor"]["targets"] if t["open"])] = (
                    wrong.get(next(t["target"] for t in snap["mayor"]["targets"] if t["open"]), 0)
                    + 1
                )
                assert "cannot change" in refused(
                    "illegal_action", "arrange", {"arrangement": wrong}
                )
            snap = ok("arrange", {"arrangement": random_arrangement(snap["mayor"], rng)})
    assert snap["mayor"] is None


def test_arrangement_errors_say_what_is_wrong_and_change_nothing():
    until_placing(12, Random(5))
    before = ok("snapshot")
    mayor = before["mayor"]
    first = mayor["targets"][0]
    message = refused(
        "illegal_action", "arrange", {"arrangement": {first["target"]: first["circles"] + 1}}
    )
    assert "do not fit" in message
    assert "no coffee roaster" in refused(
        "illegal_action", "arrange", {"arrangement": {"coffee_roaster": 1}}
    )
    assert "Place all" in refused("illegal_action", "arrange", {"arrangement": {}})
    refused("bad_request", "arrange", {"arrangement": {first["target"]: -1}})
    refused("bad_request", "arrange", {"arrangement": [1, 2]})
    refused("bad_request", "arrange", {"arrangement": {first["target"]: True}})
    refused("bad_request", "arrange", {})
    assert ok("snapshot") == before


def test_arrange_outside_a_placing_turn_is_refused():
    snap = ok("new_game", {"players": 2, "seat": 0, "seed": 1})
    assert snap["your_turn"] and snap["mayor"] is None
    assert "mayor" in refused("illegal_action", "arrange", {"arrangement": {"indigo": 1}})
    assert ok("snapshot") == snap


def test_bot_step_is_refused_on_the_humans_turn_and_act_on_a_bots():
    snap = ok("new_game", {"players": 4, "seat": 0, "seed": 2})
    assert snap["your_turn"] and not snap["bot_to_act"]
    refused("not_your_turn", "bot_step")
    prospector = next(e for e in snap["legal"] if e["action"].get("role") == "prospector")
    snap = ok("act", {"action": prospector["code"]})
    assert not snap["your_turn"] and snap["bot_to_act"] and snap["legal"] == []
    message = refused("not_your_turn", "act", {"action": 1 << 10 | 1})
    assert "P" in message or "Player" in message
    assert ok("snapshot") == dict(snap, events=[])


def test_no_game_yet():
    for kind in ("snapshot", "bot_step"):
        refused("no_game", kind)
    refused("no_game", "act", {"action": 1024})
    refused("no_game", "arrange", {"arrangement": {}})


def test_hello_and_bots():
    hello = ok("hello")
    assert hello["engine_version"] == pr.__version__ and hello["format_version"] == 2
    names = [b["building"] for b in hello["catalog"]["buildings"]]
    assert len(names) == 37 and names[0] == "small_indigo_plant" and names[-1] == "cloister"
    levels = ok("bots")
    assert [level["id"] for level in levels][:3] == ["beginner", "medium", "strong"] and all(
        set(level) == {"id", "name", "description"} for level in levels
    )
    # An opponent nobody chose is Medium, in every game.
    assert {g["default_bot_level"] for g in hello["games"]} == {"medium"}


BAD_REQUESTS = [
    ("bad_request", None, None, "{not json"),
    ("bad_request", None, None, "[1, 2]"),
    ("bad_request", None, None, '"hello"'),
    ("bad_request", None, None, '{"payload": {}}'),
    ("bad_request", None, None, '{"type": "dance", "payload": {}}'),
    ("bad_request", None, None, '{"type": 5}'),
    ("bad_request", None, None, '{"type": "snapshot", "payload": []}'),
    ("bad_request", None, None, '{"type": "snapshot", "payload": {}, "extra": 1}'),
    ("bad_request", None, None, '{"type": "act", "payload": {"action": NaN}}'),
    ("bad_request", None, None, "[" * 100000 + "]" * 100000),
    ("bad_request", "snapshot", {"x": 1}, None),
    ("bad_request", "act", {}, None),
    ("bad_request", "act", {"action": "1024"}, None),
    ("bad_request", "act", {"action": 1024.5}, None),
    ("bad_request", "act", {"action": None}, None),
    ("bad_request", "act", {"action": True}, None),
    ("illegal_action", "act", {"action": 999999}, None),
    ("illegal_action", "act", {"action": -1}, None),
    ("illegal_action", "act", {"action": {"type": "build", "building": "castle"}}, None),
    ("illegal_action", "act", {"action": {"type": "build", "building": "harbor"}}, None),
    ("illegal_action", "act", {"action": 6 << 10 | 16}, None),  # a harbor: too dear
    ("bad_request", "new_game", {"players": 6}, None),
    ("bad_request", "new_game", {"players": "4"}, None),
    ("bad_request", "new_game", {"players": 3, "seat": 3}, None),
    ("bad_request", "new_game", {"players": 3, "names": ["a", "b"]}, None),
    ("bad_request", "new_game", {"players": 3, "names": ["a", "", "c"]}, None),
    ("bad_request", "new_game", {"players": 3, "names": ["a", "b", "x" * 41]}, None),
    ("bad_request", "new_game", {"players": 3, "bots": ["random", "random", "random"]}, None),
    ("bad_request", "new_game", {"players": 3, "bots": [None, None, "random"]}, None),
    ("bad_request", "new_game", {"players": 3, "bots": [None, "genius", "random"]}, None),
    ("bad_request", "new_game", {"players": 3, "seed": 1.5}, None),
    ("bad_request", "new_game", {"players": 3, "seed": 2**53}, None),
    ("bad_request", "new_game", {"players": 3, "seed": -1}, None),
    ("bad_request", "new_game", {"players": 3, "visible_vp": "yes"}, None),
    ("bad_request", "new_game", {"players": 3, "speed": 1}, None),
    ("bad_request", "bot_step", {"think_ms": 0}, None),
    ("bad_request", "bot_step", {"think_ms": 60000}, None),
    ("bad_request", "bot_step", {"think_ms": 1.5}, None),
    ("bad_request", "bot_step", {"think_ms": "soon"}, None),
    ("bad_request", "load_game", {"position": 5}, None),
    ("bad_position", "load_game", {"position": {"players": []}}, None),
    ("bad_position", "load_game", {"position": "{oops"}, None),
]


@pytest.mark.parametrize("code,kind,payload,raw", BAD_REQUESTS)
def test_errors_keep_the_session(code, kind, payload, raw):
    snap = ok("new_game", {"players": 3, "seat": 0, "seed": 9, "names": ["Ana", "Bo", "Cy"]})
    before = ok("snapshot")
    assert before == dict(snap, events=[])
    message = refused(code, kind, payload, raw)
    assert not message[0].islower() and message.endswith("."), message
    assert ok("snapshot") == before
    # The game goes on exactly as it would have.
    after = ok("act", {"action": before["legal"][0]["code"]})
    bridge.reset()
    ok("new_game", {"players": 3, "seat": 0, "seed": 9, "names": ["Ana", "Bo", "Cy"]})
    assert ok("act", {"action": before["legal"][0]["code"]}) == after


def test_illegal_action_messages_come_from_the_engine():
    ok("new_game", {"players": 3, "seat": 0, "seed": 9, "names": ["Ana", "Bo", "Cy"]})
    message = refused("illegal_action", "act", {"action": {"type": "build", "building": "harbor"}})
    assert message.startswith("Ana cannot build a harbor now"), message
    assert message.endswith(".")


def test_the_json_form_of_an_action_is_accepted_too():
    snap = ok("new_game", {"players": 3, "seat": 0, "seed": 9})
    entry = snap["legal"][0]
    by_code = ok("act", {"action": entry["code"]})
    bridge.reset()
    ok("new_game", {"players": 3, "seat": 0, "seed": 9})
    assert ok("act", {"action": entry["action"]}) == by_code


def test_a_failing_bot_is_an_internal_error_that_changes_nothing(monkeypatch):
    game = {"players": 3, "seat": 2, "seed": 4, "bots": ["random", "random", None]}
    snap = ok("new_game", game)
    assert snap["bot_to_act"]
    from pr_core.bots.random_bot import RandomBot

    def broken(self, view, legal, rng):
        rng.below(10)  # uses the generator, then fails: the generator must be restored
        raise ZeroDivisionError("bot bug")

    with monkeypatch.context() as patch:
        patch.setattr(RandomBot, "choose", broken)
        response = send("bot_step")
        assert not response["ok"] and response["error"]["code"] == "internal"
        assert "ZeroDivisionError: bot bug" in response["error"]["detail"]
        assert "Traceback" in response["error"]["detail"]
        assert "bot bug" not in response["error"]["message"]
        patch.setattr(RandomBot, "choose", lambda self, view, legal, rng: 12345)
        response = send("bot_step")
        assert response["error"]["code"] == "internal" and "12345" in response["error"]["detail"]
    assert ok("snapshot") == snap
    first = ok("bot_step")
    bridge.reset()
    ok("new_game", game)
    assert ok("bot_step") == first


def test_a_failed_new_game_keeps_the_old_one():
    snap = ok("new_game", {"players": 2, "seat": 1, "seed": 3})
    refused("bad_request", "new_game", {"players": 4, "bots": ["nobody"] * 4})
    assert ok("snapshot") == snap


def _hidden_rng_values(players, seed):
    state = pr.new_game(players, seed)
    return {f"{state.rng:016x}", str(state.rng)}


@pytest.mark.parametrize("visible", [False, True])
def test_the_view_hides_what_the_human_may_not_see(visible):
    results = play(4, 1, seed=77, human_seed=1, visible_vp=visible)
    secrets = _hidden_rng_values(4, 77)
    for snap in results:
        # The save is the whole state; the worker keeps it from the page (e2e checks that).
        text = json.dumps({key: value for key, value in snap.items() if key != "save"})
        assert not any(secret in text for secret in secrets)
        over = snap["scores"] is not None
        for seat, player in enumerate(snap["view"]["players"]):
            shown = visible or over or seat == 1
            assert (player["vp_chips"] is not None) == shown
        assert (snap["seed"] is not None) == over
    # Other players' chips were really there to hide.
    assert any(p["vp_chips"] for p in results[-1]["view"]["players"] if p["name"] != "P1")


def test_bots_with_the_same_view_but_another_seed_play_differently():
    # Same deal (seed), but bots draw their own numbers per seat: two seats' first moves
    # from the same view are not forced to coincide, and a new game re-derives them.
    bots_moves = []
    for _ in range(2):
        bridge.reset()
        snap = ok("new_game", {"players": 5, "seat": 4, "seed": 31})
        moves = []
        while snap["bot_to_act"] and len(moves) < 4:
            snap = ok("bot_step")
            moves.append(snap["events"][0]["action"])
        bots_moves.append(moves)
    assert bots_moves[0] == bots_moves[1] and len(bots_moves[0]) == 4


def test_a_random_seed_when_none_is_given():
    a = ok("new_game", {"players": 3, "seed": None})
    b = ok("new_game", {"players": 3})
    assert a["seat"] == 0 and a["bot_levels"] == [None, "medium", "medium"]
    assert a["view"]["players"][0]["name"] == "Player 1"
    assert b["your_turn"]


def test_load_game_from_a_position():
    state = pr.new_game(3, 21, names=["Xu", "Yo", "Zed"])
    for _ in range(10):
        state = pr.apply_action(state, pr.legal_actions(state)[0])
    snap = ok("load_game", {"position": json.loads(pr.to_json(state)), "seat": 1, "seed": 5})
    assert snap["view"] == pr.player_view(state, 1)
    assert snap["current_player"] == state.current_player
    assert snap["seed"] is None
    text = ok("load_game", {"position": pr.to_json(state), "seat": 1})
    assert text["view"] == snap["view"]
    message = refused("bad_position", "load_game", {"position": {"format": "chess"}})
    assert message.startswith("Format:"), message
    assert ok("snapshot")["view"] == snap["view"]


def test_events_include_forced_steps_and_the_log_phrase():
    # A whole game: forced actions follow the decision they come from, and no event holds
    # English words (the page's log is in the player's language).
    for snap in play(3, 0, seed=8, human_seed=8, check=False)[1:]:
        actions = [e for e in snap["events"] if e["type"] == "action"]
        assert actions and not actions[0]["forced"]
        for event in actions:
            assert "text" not in event
            assert pr.Action.from_json(event["action"]) is not None


def test_internal_errors_in_the_handler_are_reported_not_raised(monkeypatch):
    before = ok("new_game", {"players": 2, "seed": 1})
    monkeypatch.setattr(pr_core.puerto_rico.page, "legal_entries", lambda state: 1 / 0)
    for kind, payload in (
        ("snapshot", {}),
        ("act", {"action": before["legal"][0]["code"]}),
        ("new_game", {"players": 3}),
    ):
        # The action is applied, then the snapshot fails: the action is undone.
        response = send(kind, payload)
        assert response["error"]["code"] == "internal"
        assert "ZeroDivisionError" in response["error"]["detail"]
    monkeypatch.undo()
    assert ok("snapshot") == before


def test_non_text_input_is_a_bad_request():
    for value in (None, 5, b"{}", {"type": "hello"}):
        response = json.loads(bridge.handle(value))
        assert response["error"]["code"] == "bad_request"


def strong_game(monkeypatch, seed):
    monkeypatch.setitem(
        pr_core.session.BROWSER_OPTIONS, "strong", {"iterations": 100, "seconds": None}
    )
    bridge.reset()
    snap = ok(
        "new_game", {"players": 3, "seat": 2, "seed": seed, "bots": ["strong", "medium", None]}
    )
    assert snap["bot_to_act"] and snap["current_player"] == 0
    return snap


def test_a_searching_bot_thinks_in_chunks_and_reports_progress(monkeypatch):
    at_once = []
    snap = strong_game(monkeypatch, seed=17)
    while snap["bot_to_act"] and len(at_once) < 6:
        snap = ok("bot_step")
        at_once.append(snap["events"][0]["action"])

    in_chunks, reports = [], []
    snap = strong_game(monkeypatch, seed=17)
    progress = []
    while snap["bot_to_act"] and len(in_chunks) < 6:
        before = ok("snapshot")
        answer = ok("bot_step", {"think_ms": 1})
        if "thinking" in answer:
            assert set(answer) == {"thinking"} and answer["thinking"]["player"] == 0
            progress.append(answer["thinking"]["progress"])
            assert ok("snapshot") == before, "thinking changes nothing in the game"
            continue
        snap = answer
        in_chunks.append(snap["events"][0]["action"])
        reports.append(progress)
        progress = []
    assert in_chunks == at_once, "thinking in chunks gives the move thinking at once gives"
    searched = [p for p in reports if p]
    assert searched, "the strong bot searched at least once"
    for progress in searched:
        assert progress == sorted(progress) and progress[0] > 0 and progress[-1] < 1


def test_a_load_says_what_it_scores_and_the_black_market_what_it_makes_up():
    """The VP a ship, wharf or small wharf load offers is the VP it scores (the captain's
    privilege and the harbor included); the black market names the building and the doubloons
    it must make up."""
    seen = {"load": 0, "wharf": 0, "small_wharf": 0, "pass": 0, "black_market": 0}
    for game in range(30):
        rng = Random(700 + game)
        snap = ok(
            "new_game",
            {
                "players": 3,
                "seed": 700 + game,
                "bots": [None, "random", "random"],
                "expansion": "random" if game % 2 else None,
            },
        )
        while not snap["scores"]:
            if not snap["your_turn"]:
                snap = ok("bot_step")
                continue
            entry = rng.choice(snap["legal"])
            if entry["action"]["type"] == "black_market":
                assert entry["building"] == snap["view"]["phase"]["building"]
                assert entry["short"] > 0
                seen["black_market"] += 1
            snap = ok("act", {"action": entry["code"]})
            if "vp" not in entry:
                continue
            scored = [
                e["vp"]
                for e in snap["events"]
                if e["type"] in ("shipped", "small_wharf_shipped") and e["player"] == 0
            ]
            if entry["action"]["type"] in ("load", "wharf", "pass"):
                # The first load in the answer is this one (forced ones may follow).
                assert scored[:1] == [entry["vp"]], (entry, snap["events"])
                seen[entry["action"]["type"]] += 1
            else:  # a small wharf's kind: scored if the shipment ends there
                seen["small_wharf"] += 1
    assert seen["load"] > 20 and seen["black_market"] + seen["small_wharf"] + seen["pass"] > 0, seen


@pytest.mark.parametrize("game", ["puerto-rico", "san-juan"])
def test_a_finished_game_tells_how_the_scores_moved(game):
    """The end screen's chart: the totals had the game ended there, from the start, round by
    round, to the final scores; none before the end."""
    snap = ok(
        "new_game", {"game": game, "players": 3, "seed": 5, "bots": [None, "random", "random"]}
    )
    assert snap["score_history"] is None
    rng = Random(5)
    while not snap["scores"]:
        if snap["your_turn"]:
            snap = ok("act", {"action": rng.choice(snap["legal"])["code"]})
        else:
            snap = ok("bot_step")
    history = snap["score_history"]
    totals = [row["total"] for row in snap["scores"]["players"]]
    assert history[-1] == totals
    assert all(len(row) == 3 for row in history)
    start = 0 if game == "puerto-rico" else 1  # San Juan starts with an indigo plant each
    assert history[0] == [start] * 3
    assert len(history) >= 8, "a point per round"
