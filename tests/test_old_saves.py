"""Every save committed by every version opens in this one (docs/saves.md): at the position it
was saved at, its moves replayed where this engine still plays them alike, else with its earlier
moves lost and the page told so. tests/saves/write_saves.py writes each version's saves."""

import json
from pathlib import Path

import pytest
from test_bridge import fresh_bridge, ok, refused  # noqa: F401 (fixture)

from pr_core import __version__, games

SAVES = Path(__file__).parent / "saves"
COMMITTED = sorted(SAVES.glob("*/*.json"))


def saved_view(doc):
    game = games.GAMES[doc.get("game", games.DEFAULT.id)]
    return game.player_view(game.from_json(doc["position"]), doc["seat"])


def test_this_version_has_committed_its_saves():
    names = {path.name for path in (SAVES / __version__).glob("*.json")}
    for kind in ("puerto-rico-", "san-juan-", "puerto-rico-expansion-"):
        assert any(n.startswith(kind) and "-mid" in n for n in names), kind
        assert any(n.startswith(kind) and "-over" in n for n in names), kind


@pytest.mark.parametrize("path", COMMITTED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_committed_save_opens_where_it_was_saved_and_plays_on(path):
    text = path.read_text(encoding="utf-8")
    doc = json.loads(text)
    snap = ok("resume", {"save": text})
    assert snap["view"] == saved_view(doc)
    if "history_lost" in snap:
        assert path.parent.name != __version__
        assert snap["history_lost"] == {"made_by": path.parent.name}
        assert snap["steps"] == 0 and not snap["can_undo"]
    else:
        assert snap["steps"] == len(doc["actions"]) and snap["can_undo"] == bool(doc["decisions"])
    if snap["scores"] is None:  # the game goes on
        after = ok("act", {"action": snap["legal"][0]["code"]}) if snap["your_turn"] else None
        after = after or ok("bot_step")
        assert after["steps"] == snap["steps"] + 1
        # A save of this version, from which the game resumes with every move since it opened.
        reopened = json.loads(after["save"])
        assert reopened["engine_version"] == __version__
        assert len(reopened["actions"]) == after["steps"]


def test_an_earlier_versions_save_whose_rules_changed_opens_at_its_position():
    """0.1.0 asked a guest house's owner at every craftsman phase; 0.2.0 asks only where a move
    changes something (docs/engine.md, "The guest house"), so this game's moves no longer replay."""
    path = SAVES / "0.1.0" / "puerto-rico-expansion-all-4p-guests-mid.json"
    snap = ok("resume", {"save": path.read_text(encoding="utf-8")})
    assert snap["history_lost"] == {"made_by": "0.1.0"}
    assert snap["scores"] is None and snap["steps"] == 0


def test_an_earlier_versions_save_with_an_unreadable_position_is_refused_in_plain_words():
    path = SAVES / "0.1.0" / "puerto-rico-expansion-all-4p-guests-mid.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["position"]["players"] = "four"
    error = refused("bad_save", "resume", {"save": json.dumps(doc)})
    assert "version 0.1.0" in error and "position cannot be read" in error


def test_a_game_is_played_in_once_the_player_decides_and_not_before():
    """docs/saves.md, "Played in": what ?autostart=1 asks before replacing."""
    fresh = ok("new_game", {"players": 3, "seat": 2, "seed": 5})
    assert not fresh["played_in"] and not fresh["your_turn"]
    snap = fresh
    while not snap["your_turn"]:
        snap = ok("bot_step")
    assert not snap["played_in"]  # the bots' moves are not the player's
    decided = ok("act", {"action": snap["legal"][0]["code"]})
    assert decided["played_in"]
    assert not ok("undo")["played_in"]  # every decision taken back: nothing of his is lost


def test_a_rulebook_example_is_played_in_from_the_start():
    snap = ok("load_scenario", {"id": "captain-4p"})
    assert snap["played_in"] and not snap["can_undo"]
    assert ok("resume", {"save": snap["save"]})["played_in"]


def test_a_migrated_game_stays_played_in_though_its_moves_are_lost():
    """A 0.1.0 save whose moves no longer replay has nothing to undo, yet the player made 20
    decisions in it: a reload (its save rewritten in this version's format) still says so."""
    path = SAVES / "0.1.0" / "puerto-rico-expansion-all-4p-guests-mid.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["decisions"]
    snap = ok("resume", {"save": json.dumps(doc)})
    assert snap["history_lost"] and not snap["can_undo"] and snap["played_in"]
    rewritten = json.loads(snap["save"])
    assert rewritten["played_before"] is True and rewritten["actions"] == []
    reloaded = ok("resume", {"save": snap["save"]})
    assert "history_lost" not in reloaded and reloaded["played_in"]


def test_a_damaged_mark_of_earlier_moves_refuses_the_save():
    snap = ok("new_game", {"players": 3, "seed": 5})
    doc = json.loads(snap["save"])
    doc["played_before"] = "yes"
    error = refused("bad_save", "resume", {"save": json.dumps(doc)})
    assert "damaged" in error
