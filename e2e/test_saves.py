"""Save and resume, game files, undo and replay, and the rulebook examples, as a player meets them:
reloading or reopening the tab, a damaged save, the Game menu, the Undo button, the replay bar.
"""

import json
import pathlib

import scripts
from conftest import wait_ready
from pages import PuertoRico
from playwright.sync_api import expect
from saved_games import open_example, reload_with_save, shown

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_the_game_resumes_after_a_reload_and_after_closing_the_tab(new_game, context, server):
    table = new_game(PuertoRico, 3, seed="31", decisions_seed=3)
    page = table.page
    table.play_turns(4)
    before = table.snapshot()
    lines = table.log_lines()
    # The page never holds the save itself: it is the whole game, hidden parts included.
    assert "save" not in before and '"rng"' not in json.dumps(before)

    page.reload()
    wait_ready(page)
    # Ready means the resumed game is on screen, its state there to read.
    assert page.locator("[data-testid=board]").is_visible()
    assert shown(table.snapshot()) == shown(before)
    assert page.locator("[data-testid=setup-screen]").is_hidden()
    resumed_lines = table.log_lines()
    assert len(resumed_lines) >= len(lines) - 1 and resumed_lines[-1] == lines[-1]

    # Closing the tab and opening the app again.
    after = table.play_turn()
    page.close()
    again = context.new_page()
    again.goto(server.url + "?instant=1")
    wait_ready(again)
    again.wait_for_selector("[data-testid=board]", state="visible")
    reopened = PuertoRico(again)
    reopened.settle()
    assert shown(reopened.snapshot()) == shown(after)
    again.close()


def test_a_damaged_save_is_explained_and_a_new_game_can_start(open_app):
    page = open_app(instant=1)
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    for text, words in [
        (
            '{"format": "pr-core-save", "version": 1, "start": {"players": [',
            "not a game saved by this app",
        ),
        (json.dumps({"format": "pr-core-save", "version": 9}), "newer version"),
        # Damaged: said plainly, with the engine's precise reason after it for a bug report.
        (
            json.dumps({"format": "pr-core-save", "version": 1, "start": {"players": []}}),
            "The saved game is damaged. Details: The saved game's starting position is damaged",
        ),
    ]:
        notice = reload_with_save(page, text)
        assert "could not be resumed" in notice.inner_text()
        assert words in notice.inner_text()
        assert page.locator("[data-testid=setup-screen]").is_visible()
        # Before a new game replaces it, the player can keep the save as it is.
        with page.expect_download() as download:
            page.locator("[data-testid=notice-action]").click()
        assert pathlib.Path(download.value.path()).read_text(encoding="utf-8") == text
        assert notice.is_visible()
        page.locator("[data-testid=notice-ok]").click()
    table = PuertoRico(page)
    table.start(3, seed="31")
    assert table.snapshot()["your_turn"] and table.snapshot()["steps"] >= 0
    # The new game replaced the damaged save: a reload resumes it.
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    assert page.locator("[data-testid=notice-dialog]").count() == 0


def test_a_save_whose_rules_changed_since_goes_on_from_where_it_was(open_app):
    """docs/saves.md: a save of an earlier version whose moves this one no longer plays (0.1.0
    asked about guests at craftsman phases where later versions do not) opens at its position."""
    saved = ROOT / "tests" / "saves" / "0.1.0" / "puerto-rico-expansion-all-4p-guests-mid.json"
    text = saved.read_text(encoding="utf-8")
    page = open_app(instant=1)
    wait_ready(page)
    notice = reload_with_save(page, text)
    assert "saved by version 0.1.0" in notice.inner_text()
    assert "earlier moves can no longer be undone" in notice.inner_text()
    page.locator("[data-testid=notice-ok]").click()
    table = PuertoRico(page)
    table.settle()
    position = json.loads(text)["position"]
    snap = table.snapshot()
    assert [p["doubloons"] for p in snap["view"]["players"]] == [
        p["doubloons"] for p in position["players"]
    ]
    assert page.locator("[data-testid=menu-undo]").is_disabled()
    # It plays on, and is saved again by this version: a reload resumes it without a word.
    table.play_turn()
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    assert page.locator("[data-testid=notice-dialog]").count() == 0


def test_a_full_disk_is_told_at_once_and_the_game_goes_on(open_app, server):
    """docs/saves.md: a write the browser refuses shows that the game is not being saved, with a
    way to download it, until a write is made again."""
    page = open_app(instant=1)
    wait_ready(page)
    storage = page.context.new_cdp_session(page)
    origin = server.url.rstrip("/")  # the site is served at the origin's root
    storage.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 1000})
    table = PuertoRico(page, seed=3)
    table.start(3, seed="31")
    warning = page.locator("[data-testid=save-warning]")
    warning.wait_for(state="visible")
    assert "not being saved" in warning.inner_text()
    table.play_turn()  # the game goes on
    assert warning.is_visible()
    page.set_viewport_size({"width": 820, "height": 1180})  # a tablet upright: over the panel
    page.wait_for_timeout(100)
    below = page.locator("[data-testid=menu-new-game]").bounding_box()
    assert warning.bounding_box()["y"] + warning.bounding_box()["height"] <= below["y"]
    page.set_viewport_size({"width": 1366, "height": 768})
    with page.expect_download() as download:
        page.locator("[data-testid=save-warning-download]").click()
    kept = json.loads(pathlib.Path(download.value.path()).read_text(encoding="utf-8"))
    assert kept["format"] == "pr-core-save" and len(kept["actions"]) == table.snapshot()["steps"]
    # Room again: the next move is saved, and the warning goes.
    storage.send("Storage.overrideQuotaForOrigin", {"origin": origin})
    table.play_turn()
    warning.wait_for(state="hidden")


def test_a_link_that_starts_a_game_asks_before_replacing_the_game_in_progress(open_app, new_game):
    """docs/saves.md: ?autostart=1 shows the saved game the player has played in, and starts the
    link's game only if he says so."""
    table = new_game(PuertoRico, 3, seed="31", decisions_seed=3)
    page = table.page
    played = table.play_turn()
    dialog = page.locator("[data-testid=confirm-dialog]")

    open_app(instant=1, autostart=1, players=4, seed=9)
    wait_ready(page)
    dialog.wait_for(state="visible")
    assert "game in progress" in dialog.inner_text()
    assert shown(table.snapshot()) == shown(played)  # his game is what he sees meanwhile
    page.locator("[data-testid=cancel-button]").click()
    assert shown(table.snapshot()) == shown(played)

    open_app(instant=1, autostart=1, players=4, seed=9)
    wait_ready(page)
    dialog.wait_for(state="visible")
    page.locator("[data-testid=confirm-button]").click()
    scripts.wait_until(page, "() => window.__prTest.snapshot()?.view.players.length === 4")
    # The link's game is now the saved one; a link again asks nothing until he has played in it.
    open_app(instant=1, autostart=1, players=2, seed=9)
    wait_ready(page)
    scripts.wait_until(page, "() => window.__prTest.snapshot()?.view.players.length === 2")
    assert dialog.count() == 0


def test_a_finished_game_reopens_on_its_scores_with_every_name_on_the_chart_readable(open_app):
    """Players 1 and 2 of this game end on 18 and 16 VP: their names at the chart's lines' ends
    must not be drawn over each other."""
    text = (ROOT / "tests" / "saves" / "0.2.0" / "puerto-rico-4p-over.json").read_text()
    page = open_app(instant=1)
    wait_ready(page)
    end = reload_with_save(page, text, shows="end-screen")
    names = end.locator("[data-testid=score-chart] text[data-seat]")
    assert names.count() == 4
    boxes = sorted((names.nth(i).bounding_box() for i in range(4)), key=lambda b: b["y"])
    for upper, lower in zip(boxes, boxes[1:]):
        assert upper["y"] + upper["height"] <= lower["y"] + 1, (upper, lower)


def test_one_game_one_tab_a_second_tab_takes_it_over_and_nothing_is_overwritten(
    open_app, context, server
):
    """docs/saves.md: the tab that plays the saved game holds it; another tab says so and may
    take it over, the first then stops; when the playing tab closes, the other one goes on."""
    first = open_app(instant=1)
    wait_ready(first)
    one = PuertoRico(first, seed=3)
    one.start(3, seed="31")
    played = one.play_turn()

    second = context.new_page()
    second.goto(server.url + "?instant=1")
    wait_ready(second)
    elsewhere = second.locator("[data-testid=elsewhere-screen]")
    expect(elsewhere).to_be_visible()
    assert "open in another tab" in elsewhere.inner_text()
    assert second.evaluate("() => window.__prTest.snapshot()") is None  # no game of its own

    second.locator("[data-testid=play-here]").click()
    second.wait_for_selector("[data-testid=board]", state="visible")
    two = PuertoRico(second, seed=4)
    two.settle()
    assert shown(two.snapshot()) == shown(played)
    expect(first.locator("[data-testid=elsewhere-screen]")).to_be_visible()
    assert first.evaluate("() => window.__prTest.snapshot()") is None  # it stopped
    moved = two.play_turn()  # saved by the second tab alone

    second.close()  # the first tab goes on with the game as the second left it
    first.wait_for_selector("[data-testid=board]", state="visible")
    one.settle()
    assert shown(one.snapshot()) == shown(moved)


def test_undo_takes_back_the_last_decision_and_the_bots_moves_since(new_game):
    table = new_game(PuertoRico, 4, seed="31", decisions_seed=11)
    page = table.page
    undo = page.locator("[data-testid=menu-undo]")
    assert undo.is_disabled()
    table.play_turn()
    before = table.snapshot()
    lines = table.log_lines()
    after = table.play_turn()
    assert after["steps"] > before["steps"] + 1  # the bots moved too
    assert undo.is_enabled()
    table.undo()
    assert shown(table.snapshot()) == shown(before)
    assert table.log_lines()[1:] == lines[1:]  # the log as it was (its first line says "so far")
    # Undo again and again, back to the start: then there is nothing left to undo.
    for _ in range(3):
        if undo.is_disabled():
            break
        table.undo()
    assert undo.is_disabled()
    assert table.snapshot()["steps"] <= before["steps"]


def test_a_game_file_saves_and_opens_and_a_bad_file_changes_nothing(new_game, tmp_path):
    table = new_game(PuertoRico, 3, seed="77", decisions_seed=5)
    page = table.page
    for _ in range(3):
        table.play_turn()
    saved = table.snapshot()

    with page.expect_download() as download:
        table.menu("Save to a file")
    path = tmp_path / "game.json"
    download.value.save_as(path)
    assert download.value.suggested_filename.endswith(".json")
    assert json.loads(path.read_text())["format"] == "pr-core-save"

    table.play_turn()  # the game moves on; the file keeps the earlier moment
    moved = table.snapshot()

    bad = tmp_path / "bad.json"
    bad.write_text('{"hello": "world"}')
    # The file laid out generously (more than half a megabyte of line breaks, each two characters
    # once in a request's JSON) opens all the same.
    roomy = tmp_path / "roomy.json"
    laid_out = json.dumps(json.loads(path.read_text()), indent=1)
    roomy.write_text(laid_out.replace("\n", "\n" * (600_000 // laid_out.count("\n"))))
    assert 500_000 < roomy.stat().st_size < 1_000_000
    # 2,500 nested brackets once overflowed the engine's stack: refused, and the engine goes on.
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 2500 + "]" * 2500)
    # A file of control characters (six characters each once escaped in a request) or of tabs,
    # up to the 1 MB limit, is refused in the same plain words; a save padded with tabs opens.
    controls = tmp_path / "controls.json"
    controls.write_bytes(b"\x01" * 600_000)
    tabs = tmp_path / "tabs.json"
    tabs.write_bytes(b"\t" * 525_000)
    padded = tmp_path / "padded.json"
    padded.write_text(path.read_text()[:1] + "\t" * 600_000 + path.read_text()[1:])
    files = [(bad, moved), (deep, moved), (controls, moved), (tabs, moved)]
    for file, expected in [*files, (padded, saved), (roomy, saved)]:
        table.menu("Open a game file")
        # The roomy file opens the game the padded one did: its own opening is waited for.
        scripts.run(page, "saves", "rememberShownGame")
        with page.expect_file_chooser() as chooser_event:
            page.locator("[data-testid=confirm-button]").click()
        chooser_event.value.set_files(str(file))
        if expected is moved:
            notice = page.locator("[data-testid=notice-dialog]")
            notice.wait_for(state="visible")
            assert "not a game saved by this app" in notice.inner_text()
            page.locator("[data-testid=notice-ok]").click()
        else:
            scripts.wait_for(page, "saves", "shownAnew", saved["steps"])
        table.settle()
        assert shown(table.snapshot()) == shown(expected)

    # A position file (the position format) opens as a game from that position; a broken one
    # is refused in plain words.
    broken = tmp_path / "broken-position.json"
    broken.write_text('{"players": [{"name": "Ana"}], "governor": 0}')
    for file in (broken, ROOT / "pr_core" / "puerto_rico" / "scenarios" / "captain-4p.json"):
        table.menu("Open a game file")
        if page.locator("[data-testid=confirm-dialog]").count():
            with page.expect_file_chooser() as chooser_event:
                page.locator("[data-testid=confirm-button]").click()
        else:
            raise AssertionError("opening a file over a game in play asks first")
        chooser_event.value.set_files(str(file))
        if file == broken:
            notice = page.locator("[data-testid=notice-dialog]")
            notice.wait_for(state="visible")
            assert "players" in notice.inner_text()
            page.locator("[data-testid=notice-ok]").click()
            table.settle()
            assert shown(table.snapshot()) == shown(saved)
    scripts.wait_until(page, "() => window.__prTest.snapshot().view.players.length === 4")
    assert table.snapshot()["view"]["players"][0]["name"] == "Jose Mari"


def test_stepping_through_the_game_and_playing_on_from_an_earlier_move(new_game):
    table = new_game(PuertoRico, 3, seed="5", decisions_seed=2)
    page = table.page
    table.play_turns(3)
    live = table.snapshot()
    live_log = table.log_lines()

    table.menu("Step through this game")
    bar = page.locator("[data-testid=replay-bar]")
    bar.wait_for(state="visible")
    table.settle()
    assert page.locator("[data-testid=replay-step]").inner_text() == "The start"
    assert table.snapshot()["steps"] == live["steps"]
    assert all(role["taken_by"] is None for role in table.snapshot()["view"]["roles"])
    assert page.locator("[data-testid=action-list]").is_hidden()
    views = []
    for step in range(1, 4):
        page.locator("[data-testid=replay-next]").click()
        scripts.wait_for(page, "replay", "showsMove", step)
        table.settle()
        views.append(json.dumps(table.snapshot()["view"], sort_keys=True))
        assert page.locator("[data-testid=replay-caption] li").count() >= 1
    assert len(set(views)) == 3, "each move changes the board"
    page.keyboard.press("ArrowLeft")
    scripts.wait_for(page, "replay", "showsMove", 2)

    # Back to the game as it stands.
    page.locator("[data-testid=replay-close]").click()
    table.settle()
    assert bar.is_hidden() and shown(table.snapshot()) == shown(live)
    assert table.log_lines()[1:] == live_log[1:]  # the whole log again, not the replay's

    # Play on from move 2: the moves after it are forgotten.
    table.menu("Step through this game")
    expect(page.locator("[data-testid=replay-step]")).to_have_text("The start")
    # Three quick presses of ▶ and one of ◀, all before the engine has shown a move: they add
    # up to move 2, as a player pressing fast expects.
    scripts.run(page, "replay", "pressAtOnce", ["next", "next", "next", "prev"])
    table.settle()
    assert page.locator("[data-testid=replay-step]").inner_text().startswith("Move 2 ")
    assert table.snapshot()["replay"]
    page.locator("[data-testid=replay-play-here]").click()
    page.locator("[data-testid=confirm-button]").click()
    table.settle()
    assert bar.is_hidden()
    now = table.snapshot()
    assert now["steps"] >= 2 and now["steps"] < live["steps"]


def test_a_rulebook_example_steps_through_and_then_plays(open_app):
    table = open_example(open_app, "captain-4p")
    page = table.page
    bar = page.locator("[data-testid=replay-bar]")
    bar.wait_for(state="visible")
    table.settle()
    assert (
        page.locator("[data-testid=replay-title]").inner_text()
        == "Captain: loading with four players"
    )
    assert page.locator("[data-testid=replay-close]").is_hidden()  # nothing else to go back to
    first = table.snapshot()
    assert [p["name"] for p in first["view"]["players"]] == ["Jose Mari", "Nico", "Curro", "Iñigo"]
    page.locator("[data-testid=replay-last]").click()
    scripts.wait_until(
        page,
        "() => document.querySelector('[data-testid=replay-step]').textContent === 'Move 4 of 4'",
    )
    table.settle()
    # The rulebook's outcome: Jose Mari 7 + 2 VP (his own chips are his to see).
    assert table.snapshot()["view"]["players"][0]["vp_chips"] == 9
    caption = page.locator("[data-testid=replay-caption]").inner_text()
    assert "Curro" in caption

    # A reload in the middle of the example comes back to the move shown, not past the example.
    page.locator("[data-testid=replay-prev]").click()
    scripts.wait_until(
        page,
        "() => document.querySelector('[data-testid=replay-step]').textContent === 'Move 3 of 4'",
    )
    table.settle()
    at_move_3 = table.snapshot()
    page.reload()
    wait_ready(page)
    bar.wait_for(state="visible")
    scripts.wait_until(
        page,
        "() => document.querySelector('[data-testid=replay-step]').textContent === 'Move 3 of 4'",
    )
    table.settle()
    assert (
        page.locator("[data-testid=replay-title]").inner_text()
        == "Captain: loading with four players"
    )
    assert table.snapshot()["view"] == at_move_3["view"]

    page.locator("[data-testid=replay-first]").click()
    scripts.wait_until(
        page,
        "() => document.querySelector('[data-testid=replay-step]').textContent === 'The start'",
    )
    page.locator("[data-testid=replay-play-here]").click()
    table.settle()
    snap = table.snapshot()
    assert bar.is_hidden() and snap["your_turn"]
    assert {"type": "role", "role": "captain"} in [e["action"] for e in snap["legal"]]
    # Once the reader plays on, a reload resumes that game rather than the example.
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    table.settle()
    assert bar.is_hidden() and shown(table.snapshot()) == shown(snap)


def test_a_scoring_example_shows_its_final_scores_with_the_rulebooks_words(open_app):
    page = open_example(open_app, "guild-hall").page
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible")
    assert page.locator("#end-title").inner_text() == "Scoring: guild hall"
    assert (
        "1 VP per small and 2 VP per large"
        in page.locator("[data-testid=end-example]").inner_text()
    )
    christina = page.locator("[data-testid=score-table] tbody tr[data-seat='0']")
    assert christina.locator("td").all_inner_texts()[-2:] == ["17", "0"]
    assert page.locator("[data-testid=replay-button]").count() == 0  # no moves to step through


def test_undo_while_the_bots_are_still_moving_stops_them_and_takes_back_the_move(open_app):
    page = open_app(pace="slow")  # the bots wait 1.6 s before each move
    wait_ready(page)
    table = PuertoRico(page)
    table.start(4, seed="12")
    while True:  # decide until a decision hands the turn to the bots
        before = table.snapshot()
        table.act(before["legal"][-1]["code"])
        scripts.wait_until(
            page, "(steps) => window.__prTest.snapshot().steps > steps", arg=before["steps"]
        )
        if table.snapshot()["bot_to_act"]:
            break
    page.locator("[data-testid=menu-undo]").click()
    scripts.wait_until(
        page, "(steps) => window.__prTest.snapshot().steps === steps", arg=before["steps"]
    )
    table.settle()
    assert shown(table.snapshot()) == shown(before)
    assert page.locator("[data-testid=toast]").is_hidden()  # nothing was refused
    # The bots stay stopped until the player moves again.
    page.wait_for_timeout(2000)
    assert shown(table.snapshot()) == shown(before)
