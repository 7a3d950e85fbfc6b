"""The manifest build/embed_manifest.py writes into <pr-game>'s script (docs/embed.md): every word
web/embed.js asks for is in it, as the English language file has it, and every game and rulebook
example of the engine, so that the poster knows what the app will open. No browser
(e2e/test_embed.py checks that the poster shows these words)."""

from __future__ import annotations

import importlib.util
import json
import pathlib
import re
import sys

import pytest

from pr_core import bridge, games

ROOT = pathlib.Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
EMBED = (WEB / "embed.js").read_text(encoding="utf-8")
# What embed.js looks up by name ('poster.play'); scenario.<id> and level.<id> are looked up by
# id, checked against the engine below.
USED_KEY = re.compile(r"'(poster\.[A-Za-z.]+)'")


def _load_builder():
    spec = importlib.util.spec_from_file_location(
        "embed_manifest", ROOT / "build" / "embed_manifest.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("embed_manifest", module)
    spec.loader.exec_module(module)
    return module


builder = _load_builder()


def ask(kind):
    answer = json.loads(bridge.handle(json.dumps({"type": kind, "payload": {}})))
    assert answer["ok"], answer
    return answer["result"]


@pytest.fixture(scope="module")
def manifest():
    return builder.manifest(WEB)


@pytest.fixture(scope="module")
def english():
    return json.loads((WEB / "i18n" / "en.json").read_text(encoding="utf-8"))


def test_every_word_embed_js_names_is_in_the_manifest_for_every_game(manifest):
    used = set(USED_KEY.findall(EMBED))
    assert {"poster.play", "poster.kickerGame", "poster.newGameAbout"} <= used, used
    words = manifest["words"]
    assert sorted(used - set(words)) == []
    for game in manifest["games"]:
        own = {game["keys"].get(key, key) for key in used}
        assert sorted(own - set(words)) == [], game["id"]


def test_the_words_are_those_of_the_english_language_file(manifest, english):
    words = manifest["words"]
    assert {k: english[k] for k in words} == words
    # Every poster word and every example's, even one embed.js does not name.
    assert [k for k in english if k.startswith(("poster.", "scenario.")) and k not in words] == []


def test_the_games_are_the_engines(manifest):
    hello = ask("hello")
    listed = {g["id"]: g for g in manifest["games"]}
    assert list(listed) == [g["id"] for g in hello["games"]]
    assert manifest["default_game"] == games.DEFAULT.id
    for told in hello["games"]:
        game = listed[told["id"]]
        assert game["players"] == told["players"]
        assert game["bot_levels"] == [level["id"] for level in told["bot_levels"]]
        # The poster recognises a position as the engine writes it.
        engine = games.get(told["id"])
        written = engine.to_dict(engine.new_game(engine.players[0], 1))
        assert game["position_format"] == written["format"]
    formats = [g["position_format"] for g in manifest["games"]]
    assert len(set(formats)) == len(formats)
    # Each game but the default one has its own kicker and titles on the poster.
    for game in manifest["games"]:
        if game["id"] != manifest["default_game"]:
            assert game["keys"].keys() >= {"poster.kickerGame", "poster.newGameTitle"}


def test_every_rulebook_example_has_its_game_title_and_about(manifest):
    scenarios = ask("scenarios")
    default = manifest["default_game"]
    listed = {s: g["id"] for g in manifest["games"] for s in g["scenarios"]}
    assert listed == {s["id"]: s.get("game", default) for s in scenarios}
    assert sum(len(g["scenarios"]) for g in manifest["games"]) == len(scenarios)
    words = manifest["words"]
    missing = [
        key
        for s in scenarios
        for key in (f"scenario.{s['id']}", f"scenario.{s['id']}.about")
        if not isinstance(words.get(key), str)
    ]
    assert missing == []


def test_every_bot_level_has_its_name(manifest):
    levels = {level for game in manifest["games"] for level in game["bot_levels"]}
    assert sorted(f"level.{lv}" for lv in levels if f"level.{lv}" not in manifest["words"]) == []


def test_the_languages_are_the_language_files_and_each_but_english_gets_a_poster_module(manifest):
    assert manifest["languages"] == sorted(p.stem for p in (WEB / "i18n").glob("*.json"))
    assert "en" in manifest["languages"]
    ui = {f"i18n/{p.name}": p for p in (WEB / "i18n").glob("*.json")}
    ui["embed.js"] = WEB / "embed.js"
    files = builder.embed_files(WEB, ui)
    modules = {f"i18n/poster-{code}.js" for code in manifest["languages"] if code != "en"}
    assert set(files) == {"embed.js", *modules}


def test_the_built_script_holds_the_manifest_once_in_place_of_null(manifest):
    built = builder.embed_script(EMBED, manifest).decode("utf-8")
    assert builder.PLACEHOLDER not in built
    assert built.count('"default_game"') == 1
    cast = "/** @type {Manifest | null} */ ("
    decoded, _ = json.JSONDecoder().raw_decode(built, built.index(cast) + len(cast))
    assert decoded == manifest
    with pytest.raises(builder.ManifestError, match="exactly once"):
        builder.embed_script(EMBED.replace(builder.PLACEHOLDER, "null"), manifest)


def test_a_game_without_poster_words_of_its_own_stops_the_build(english):
    with pytest.raises(builder.ManifestError, match="there are none"):
        builder.game_keys("third-game", "puerto-rico", english)
