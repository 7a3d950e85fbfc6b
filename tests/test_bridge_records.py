"""Saves, undo, replay and the rulebook scenarios through the bridge (docs/bridge.md,
docs/saves.md): what a player notices after a reload, an undo or a step back."""

import json

import pytest
from test_bridge import fresh_bridge, ok, random_arrangement, refused, send  # noqa: F401 (fixture)

from pr_core import __version__, bridge
from pr_core.puerto_rico import scenarios
from pr_core.rng import Random
from pr_core.san_juan import scenarios as sj_scenarios

BOTS = [None, "random", "random", "random"]


def comparable(snap):
    """A snapshot without what depends on how it was reached (the step's events)."""
    return {k: v for k, v in snap.items() if k not in ("events", "full_log")}


def human_move(snap, rng):
    if snap["mayor"] and rng.below(2):
        return ok("arrange", {"arrangement": random_arrangement(snap["mayor"], rng)})
    return ok("act", {"action": rng.choice(snap["legal"])["code"]})


def advance(snap, rng, decisions):
    """Plays on until the human has made `decisions` more decisions (or the game ends)."""
    while snap["scores"] is None and decisions:
        if snap["your_turn"]:
            snap = human_move(snap, rng)
            decisions -= 1
        else:
            snap = ok("bot_step")
    return snap


def to_the_end(snap, rng):
    return advance(snap, rng, 10**6)


def test_a_resumed_game_is_the_same_game_to_its_end():
    start = ok("new_game", {"players": 4, "seat": 0, "bots": BOTS, "seed": 41})
    middle = advance(start, Random(5), 12)
    save = middle["save"]
    straight = to_the_end(middle, Random(6))

    bridge.reset()  # a reload: the worker starts with nothing
    resumed = ok("resume", {"save": save})
    assert comparable(resumed) == comparable(middle)
    assert resumed["full_log"] and resumed["events"][0]["type"] == "action"
    again = to_the_end(resumed, Random(6))
    assert again["scores"] == straight["scores"] and again["view"] == straight["view"]


def test_every_snapshot_carries_a_save_of_exactly_that_moment():
    snap = ok("new_game", {"players": 3, "seat": 1, "bots": ["random", None, "random"], "seed": 8})
    rng = Random(2)
    for _ in range(40):
        bridge.reset()
        assert comparable(ok("resume", {"save": snap["save"]})) == comparable(snap)
        snap = advance(snap, rng, 1) if snap["your_turn"] else ok("bot_step")


def test_the_export_is_a_save_that_resumes():
    snap = advance(ok("new_game", {"players": 2, "seat": 0, "seed": 3}), Random(1), 5)
    exported = ok("export")
    assert exported["steps"] == snap["steps"] > 0
    doc = json.loads(exported["save"])
    assert doc["format"] == "pr-core-save" and doc["engine_version"] == __version__
    assert doc["version"] == 1 and doc["position_version"] == 1
    bridge.reset()
    assert comparable(ok("resume", {"save": exported["save"]})) == comparable(snap)


def damaged(save, change):
    doc = json.loads(save)
    change(doc)
    return json.dumps(doc)


def _illegal_move(doc):
    doc["actions"][0] = {"type": "role", "role": "prospector_2"}


def _tampered_position(doc):
    doc["position"]["players"][0]["doubloons"] += 5


def _bad_seat(doc):
    doc["seat"] = 9


# (how the save is spoiled, words of the English message, the reason the page words for the player)
BAD_SAVES = {
    "not json": (lambda save: save[: len(save) // 2], "not valid JSON", "not_a_save"),
    "another file": (lambda save: json.dumps({"players": []}), "not a saved game", "not_a_save"),
    "newer": (
        lambda save: damaged(save, lambda d: d.update(version=2)),
        "newer version",
        "newer_version",
    ),
    "damaged start": (
        lambda save: damaged(save, lambda d: d["start"].update(quarries=-1)),
        "starting position is damaged",
        "damaged",
    ),
    "illegal move": (lambda save: damaged(save, _illegal_move), "move 1", "damaged"),
    "moves and position differ": (
        lambda save: damaged(save, _tampered_position),
        "different position",
        "damaged",
    ),
    "bad seat": (lambda save: damaged(save, _bad_seat), "damaged", "damaged"),
}


def refusal(payload):
    response = send("resume", payload)
    assert not response["ok"] and response["error"]["code"] == "bad_save", response
    return response["error"]


@pytest.mark.parametrize("case", BAD_SAVES)
def test_a_bad_save_is_refused_in_plain_words_and_the_game_in_play_is_kept(case):
    make, words, reason = BAD_SAVES[case]
    snap = advance(ok("new_game", {"players": 3, "seat": 0, "seed": 12}), Random(3), 4)
    error = refusal({"save": make(snap["save"])})
    assert words in error["message"] and error["message"].endswith(".")
    assert error["reason"] == reason
    if reason == "newer_version":
        assert error["params"] == {"version": 2, "supported": 1}
    assert comparable(ok("snapshot")) == {**comparable(snap), "save": snap["save"]}


def test_a_save_from_another_engine_version_opens_at_its_position_when_its_moves_no_longer_fit():
    snap = advance(ok("new_game", {"players": 3, "seat": 0, "seed": 12}), Random(3), 4)
    old = damaged(snap["save"], lambda d: (d.update(engine_version="0.0.1"), _illegal_move(d)))
    opened = ok("resume", {"save": old})
    assert opened["history_lost"] == {"made_by": "0.0.1"}
    assert opened["view"] == snap["view"] and opened["legal"] == snap["legal"]
    assert opened["steps"] == 0 and not opened["can_undo"]
    # Its position unreadable too: refused, saying which version saved it.
    unreadable = damaged(old, lambda d: d.update(position={"players": []}))
    error = refusal({"save": unreadable})
    assert "version 0.0.1" in error["message"]
    assert error["reason"] == "rules_changed"
    assert error["params"] == {"made_by": "0.0.1", "version": __version__}
    # The same moves from an older engine that plays them alike resume with every move.
    same = damaged(snap["save"], lambda d: d.update(engine_version="0.0.1"))
    bridge.reset()
    assert comparable(ok("resume", {"save": same})) == comparable(snap)


def test_undo_goes_back_to_just_before_the_players_last_decision():
    snap = ok(
        "new_game",
        {"players": 4, "seat": 2, "bots": ["random", "random", None, "random"], "seed": 77},
    )
    assert not snap["can_undo"]
    assert "no move of yours" in refused("nothing_to_undo", "undo")
    rng = Random(9)
    snap = advance(snap, rng, 3)
    while not snap["your_turn"]:
        snap = ok("bot_step")
    before = snap  # the player's fourth decision is due
    code = before["legal"][-1]["code"]

    def choose_and_let_the_bots_move():
        after = ok("act", {"action": code})
        while not after["your_turn"] and after["scores"] is None:
            after = ok("bot_step")
        return after

    after = choose_and_let_the_bots_move()
    assert after["steps"] > before["steps"] + 1
    undone = ok("undo")
    assert comparable(undone) == comparable(before)
    assert undone["full_log"] and undone["can_undo"]
    # The same choice again brings the same bot moves (the bots' chance follows the move number).
    assert comparable(choose_and_let_the_bots_move()) == comparable(after)


def test_a_mayor_arrangement_is_undone_as_one_decision():
    rng = Random(4)
    snap = ok("new_game", {"players": 3, "seat": 0, "seed": 21})
    while not snap["mayor"]:
        snap = (
            ok("act", {"action": snap["legal"][0]["code"]}) if snap["your_turn"] else ok("bot_step")
        )
    placing = snap
    arranged = ok("arrange", {"arrangement": random_arrangement(snap["mayor"], rng)})
    assert arranged["steps"] > placing["steps"]
    assert comparable(ok("undo")) == comparable(placing)


def test_replay_shows_every_step_and_changes_nothing():
    snap = to_the_end(ok("new_game", {"players": 2, "seat": 0, "seed": 19}), Random(2))
    steps = snap["steps"]
    first = ok("replay", {"step": 0})
    assert first["steps"] == steps and first["events"] == []
    assert first["view"]["roles"][0]["taken_by"] is None
    last = ok("replay", {"step": steps})
    assert last["scores"] == snap["scores"] and last["view"] == snap["view"]
    middle = ok("replay", {"step": steps // 2})
    assert middle["events"][0]["type"] == "action" and middle["scores"] is None
    # The log up to that move, and nothing later.
    assert first["events_so_far"] == []
    assert middle["events_so_far"][-len(middle["events"]) :] == middle["events"]
    after = ok("replay", {"step": steps // 2 + 1})
    assert after["events_so_far"] == middle["events_so_far"] + after["events"]
    refused("bad_request", "replay", {"step": steps + 1})
    assert ok("snapshot")["scores"] == snap["scores"]
    # The game as it stands with its whole log (the page asks so when it leaves the replay).
    whole = ok("snapshot", {"full_log": True})
    assert whole["full_log"] and whole["events"] == last["events_so_far"]


def test_play_from_a_replayed_step_continues_from_there():
    snap = ok("new_game", {"players": 3, "seat": 0, "seed": 5})
    snap = advance(snap, Random(1), 6)
    step = snap["steps"] // 2
    seen = ok("replay", {"step": step})
    resumed = ok("play_from", {"step": step})
    assert resumed["view"] == seen["view"] and resumed["steps"] == step


def test_every_scenario_loads_and_steps_through_the_rulebooks_moves():
    listed = {s["id"]: s for s in ok("scenarios")}
    puerto_rico = {name: info for name, info in listed.items() if "game" not in info}
    san_juan = {name: info for name, info in listed.items() if info.get("game") == "san-juan"}
    assert set(puerto_rico) == set(scenarios.SCENARIOS) | set(scenarios.EXPANSION_SCENARIOS)
    assert {name for name, info in puerto_rico.items() if info["expansion"]} == set(
        scenarios.EXPANSION_SCENARIOS
    )
    assert set(san_juan) == set(sj_scenarios.ALL) and len(listed) == len(puerto_rico) + len(
        san_juan
    )
    for name, info in listed.items():
        snap = ok("load_scenario", {"id": name})
        assert snap["scenario"] == name and snap["steps"] == info["steps"]
        if info["steps"]:  # the reader steps through the rulebook's moves from the first
            assert snap["scenario_steps"] == {
                "steps": info["steps"],
                "at": 0,
                "start": info["start"],
            }
        else:
            assert "scenario_steps" not in snap
        assert snap["seat"] == info["seat"] and len(snap["view"]["players"]) == info["players"]
        if info["over"]:
            assert snap["scores"] is not None
            continue
        # Playing from the reader's first decision: it is the reader's turn.
        mine = ok("play_from", {"step": info["start"]})
        assert mine["your_turn"], name


def test_a_reload_while_stepping_through_a_scenario_comes_back_to_the_move_shown():
    snap = ok("load_scenario", {"id": "captain-4p"})
    steps = snap["steps"]
    shown = ok("replay", {"step": 3})
    bridge.reset()  # the reload: the worker resumes the save written with that step
    resumed = ok("resume", {"save": shown["save"]})
    assert resumed["scenario_steps"]["at"] == 3 and resumed["steps"] == steps
    # Stepping on and then playing on: the next reload resumes the game, not the example.
    mine = ok("play_from", {"step": snap["scenario_steps"]["start"]})
    assert "scenario_steps" not in mine
    bridge.reset()
    assert "scenario_steps" not in ok("resume", {"save": mine["save"]})


def test_replaying_an_ordinary_game_saves_nothing_new():
    snap = advance(ok("new_game", {"players": 3, "seat": 0, "seed": 5}), Random(1), 4)
    assert "save" not in ok("replay", {"step": 1})
    assert "scenario_steps" not in snap


def test_a_save_showing_a_scenario_move_it_does_not_have_is_damaged():
    snap = ok("load_scenario", {"id": "captain-4p"})
    for wrong in (snap["steps"] + 1, -1, "3"):
        error = refusal(
            {"save": damaged(snap["save"], lambda d, w=wrong: d.update(scenario_step=w))}
        )
        assert error["reason"] == "damaged" and "scenario move" in error["message"]
    plain = advance(ok("new_game", {"players": 2, "seat": 0, "seed": 3}), Random(1), 2)
    error = refusal({"save": damaged(plain["save"], lambda d: d.update(scenario_step=0))})
    assert error["reason"] == "damaged"


def test_the_captain_scenario_ends_as_the_rulebook_says():
    snap = ok("load_scenario", {"id": "captain-4p", "seat": 3})
    vps = [p["vp_chips"] for p in ok("replay", {"step": snap["steps"]})["view"]["players"]]
    assert vps[3] == 1  # the reader's own
    snap = ok("load_scenario", {"id": "captain-4p", "bots": [None, "medium", "medium", "medium"]})
    assert [p["vp_chips"] for p in snap["view"]["players"]][0] == 7 + 2


def test_scenario_errors_change_nothing():
    snap = ok("new_game", {"players": 2, "seat": 0, "seed": 1})
    assert "no scenario" in refused("bad_request", "load_scenario", {"id": "nope"})
    refused("bad_request", "load_scenario", {"id": "captain-4p", "seat": 4})
    assert comparable(ok("snapshot")) == comparable(snap)
