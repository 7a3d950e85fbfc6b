"""Save and resume, game files, undo and replay, and the rulebook examples, as a player meets them:
reloading or reopening the tab, a damaged save, the Game menu, the Undo button, the replay bar.
"""

import json
import pathlib
import random

from conftest import wait_ready
from playwright.sync_api import expect
from test_full_game import answer_dialogs, arrange_colonists, click_action, settle, snapshot

ROOT = pathlib.Path(__file__).resolve().parent.parent


def start(page, players=3, seed="31"):
    page.locator(f"[data-testid=setup-screen] [data-players='{players}']").click()
    page.locator("[data-testid=seed-input]").fill(seed)
    page.locator("[data-testid=start-button]").click()
    page.wait_for_selector("[data-testid=board]", state="visible")
    settle(page)


def decide(page, chooser):
    """One decision of the human's, as a player makes it; waits for the bots after it."""
    snap = snapshot(page)
    assert snap["your_turn"], snap
    if snap["mayor"]:
        arrange_colonists(page, chooser)
    else:
        entry = chooser.choice(snap["legal"])
        click_action(page, entry)
        answer_dialogs(page, entry["code"])
    settle(page)
    return snapshot(page)


def shown(snap):
    """What the player sees of a snapshot, whatever way it was reached."""
    return {k: snap[k] for k in ("view", "your_turn", "legal", "mayor", "scores", "steps")}


def log_lines(page):
    return page.locator("[data-testid=game-log] li").all_inner_texts()


def put_save(page, text):
    """Writes `text` as the app's saved game, where the engine's worker keeps it."""
    page.evaluate(
        """(text) => new Promise((resolve, reject) => {
        const open = indexedDB.open('puerto-rico', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('saves');
        open.onsuccess = () => {
          const tx = open.result.transaction('saves', 'readwrite');
          tx.objectStore('saves').put(text, 'app');
          tx.oncomplete = () => { open.result.close(); resolve(); };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      })""",
        text,
    )


def open_example(open_app, name):
    """Opens a rulebook example from the new-game screen, as a reader does."""
    page = open_app(instant=1)
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    page.locator("[data-testid=scenario-select]").select_option(name)
    page.locator("[data-testid=scenario-open]").click()
    return page


def test_the_game_resumes_after_a_reload_and_after_closing_the_tab(open_app, context, server):
    page = open_app(instant=1)
    wait_ready(page)
    start(page)
    chooser = random.Random(3)
    for _ in range(4):
        decide(page, chooser)
    before = snapshot(page)
    lines = log_lines(page)
    # The page never holds the save itself: it is the whole game, hidden parts included.
    assert "save" not in before and '"rng"' not in json.dumps(before)

    page.reload()
    wait_ready(page)
    # Ready means the resumed game is on screen, its state there to read.
    assert page.locator("[data-testid=board]").is_visible()
    assert shown(snapshot(page)) == shown(before)
    assert page.locator("[data-testid=setup-screen]").is_hidden()
    resumed_lines = log_lines(page)
    assert len(resumed_lines) >= len(lines) - 1 and resumed_lines[-1] == lines[-1]

    # Closing the tab and opening the app again.
    after = decide(page, chooser)
    page.close()
    again = context.new_page()
    again.goto(server.url + "?instant=1")
    wait_ready(again)
    again.wait_for_selector("[data-testid=board]", state="visible")
    settle(again)
    assert shown(snapshot(again)) == shown(after)
    again.close()


def test_a_damaged_save_is_explained_and_a_new_game_can_start(open_app):
    page = open_app(instant=1)
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    for text, words in [
        ('{"format": "pr-core-save", "version": 1, "start": {"players": [', "not a saved game"),
        (json.dumps({"format": "pr-core-save", "version": 9}), "newer version"),
        # Damaged: said plainly, with the engine's precise reason after it for a bug report.
        (
            json.dumps({"format": "pr-core-save", "version": 1, "start": {"players": []}}),
            "The saved game is damaged. Details: The saved game's starting position is damaged",
        ),
    ]:
        put_save(page, text)
        page.reload()
        wait_ready(page)
        notice = page.locator("[data-testid=notice-dialog]")
        notice.wait_for(state="visible")
        assert "could not be resumed" in notice.inner_text()
        assert words in notice.inner_text()
        assert page.locator("[data-testid=setup-screen]").is_visible()
        page.locator("[data-testid=notice-ok]").click()
    start(page)
    assert snapshot(page)["your_turn"] and snapshot(page)["steps"] >= 0
    # The new game replaced the damaged save: a reload resumes it.
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    assert page.locator("[data-testid=notice-dialog]").count() == 0


def test_undo_takes_back_the_last_decision_and_the_bots_moves_since(open_app):
    page = open_app(instant=1)
    wait_ready(page)
    start(page, players=4)
    undo = page.locator("[data-testid=menu-undo]")
    assert undo.is_disabled()
    chooser = random.Random(11)
    decide(page, chooser)
    before = snapshot(page)
    lines = log_lines(page)
    after = decide(page, chooser)
    assert after["steps"] > before["steps"] + 1  # the bots moved too
    assert undo.is_enabled()
    undo.click()
    settle(page)
    assert shown(snapshot(page)) == shown(before)
    assert log_lines(page)[1:] == lines[1:]  # the log as it was (its first line says "so far")
    # Undo again and again, back to the start: then there is nothing left to undo.
    for _ in range(3):
        if undo.is_disabled():
            break
        undo.click()
        settle(page)
    assert undo.is_disabled()
    assert snapshot(page)["steps"] <= before["steps"]


def test_a_game_file_saves_and_opens_and_a_bad_file_changes_nothing(open_app, tmp_path):
    page = open_app(instant=1)
    wait_ready(page)
    start(page, seed="77")
    chooser = random.Random(5)
    for _ in range(3):
        decide(page, chooser)
    saved = snapshot(page)

    page.locator("[data-testid=menu-more]").click()
    with page.expect_download() as download:
        page.locator("[data-testid=chooser] button", has_text="Save to a file").click()
    path = tmp_path / "game.json"
    download.value.save_as(path)
    assert download.value.suggested_filename.endswith(".json")
    assert json.loads(path.read_text())["format"] == "pr-core-save"

    decide(page, chooser)  # the game moves on; the file keeps the earlier moment
    moved = snapshot(page)

    bad = tmp_path / "bad.json"
    bad.write_text('{"hello": "world"}')
    for file, expected in [(bad, moved), (path, saved)]:
        page.locator("[data-testid=menu-more]").click()
        page.locator("[data-testid=chooser] button", has_text="Open a game file").click()
        with page.expect_file_chooser() as chooser_event:
            page.locator("[data-testid=confirm-button]").click()
        chooser_event.value.set_files(str(file))
        if file == bad:
            notice = page.locator("[data-testid=notice-dialog]")
            notice.wait_for(state="visible")
            assert "not a saved game" in notice.inner_text()
            page.locator("[data-testid=notice-ok]").click()
        else:
            page.wait_for_function(
                "(steps) => window.__prTest.snapshot().steps === steps", arg=saved["steps"]
            )
        settle(page)
        assert shown(snapshot(page)) == shown(expected)

    # A position file (the position format) opens as a game from that position; a broken one
    # is refused in plain words.
    broken = tmp_path / "broken-position.json"
    broken.write_text('{"players": [{"name": "Ana"}], "governor": 0}')
    for file in (broken, ROOT / "pr_core" / "puerto_rico" / "scenarios" / "captain-4p.json"):
        page.locator("[data-testid=menu-more]").click()
        page.locator("[data-testid=chooser] button", has_text="Open a game file").click()
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
            settle(page)
            assert shown(snapshot(page)) == shown(saved)
    page.wait_for_function("() => window.__prTest.snapshot().view.players.length === 4")
    assert snapshot(page)["view"]["players"][0]["name"] == "Jose Mari"


def test_stepping_through_the_game_and_playing_on_from_an_earlier_move(open_app):
    page = open_app(instant=1)
    wait_ready(page)
    start(page, players=3, seed="5")
    chooser = random.Random(2)
    for _ in range(3):
        decide(page, chooser)
    live = snapshot(page)
    live_log = log_lines(page)

    page.locator("[data-testid=menu-more]").click()
    page.locator("[data-testid=chooser] button", has_text="Step through this game").click()
    bar = page.locator("[data-testid=replay-bar]")
    bar.wait_for(state="visible")
    settle(page)
    assert page.locator("[data-testid=replay-step]").inner_text() == "The start"
    assert snapshot(page)["steps"] == live["steps"]
    assert all(role["taken_by"] is None for role in snapshot(page)["view"]["roles"])
    assert page.locator("[data-testid=action-list]").is_hidden()
    views = []
    for step in range(1, 4):
        page.locator("[data-testid=replay-next]").click()
        page.wait_for_function(
            "(n) => document.querySelector('[data-testid=replay-step]').textContent.startsWith("
            "`Move ${n} `)",
            arg=step,
        )
        settle(page)
        views.append(json.dumps(snapshot(page)["view"], sort_keys=True))
        assert page.locator("[data-testid=replay-caption] li").count() >= 1
    assert len(set(views)) == 3, "each move changes the board"
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=replay-step]')"
        ".textContent.startsWith('Move 2 ')"
    )

    # Back to the game as it stands.
    page.locator("[data-testid=replay-close]").click()
    settle(page)
    assert bar.is_hidden() and shown(snapshot(page)) == shown(live)
    assert log_lines(page)[1:] == live_log[1:]  # the whole log again, not the replay's

    # Play on from move 2: the moves after it are forgotten.
    page.locator("[data-testid=menu-more]").click()
    page.locator("[data-testid=chooser] button", has_text="Step through this game").click()
    expect(page.locator("[data-testid=replay-step]")).to_have_text("The start")
    # Three quick presses of ▶ and one of ◀, all before the engine has shown a move: they add
    # up to move 2, as a player pressing fast expects.
    page.evaluate("""() => { const press = (id) => document.querySelector(`[data-testid=replay-${id}]`).click();
                             press('next'); press('next'); press('next'); press('prev'); }""")  # noqa: E501
    settle(page)
    assert page.locator("[data-testid=replay-step]").inner_text().startswith("Move 2 ")
    assert snapshot(page)["replay"]
    page.locator("[data-testid=replay-play-here]").click()
    page.locator("[data-testid=confirm-button]").click()
    settle(page)
    assert bar.is_hidden()
    now = snapshot(page)
    assert now["steps"] >= 2 and now["steps"] < live["steps"]


def test_a_rulebook_example_steps_through_and_then_plays(open_app):
    page = open_example(open_app, "captain-4p")
    bar = page.locator("[data-testid=replay-bar]")
    bar.wait_for(state="visible")
    settle(page)
    assert (
        page.locator("[data-testid=replay-title]").inner_text()
        == "Captain: loading with four players"
    )
    assert page.locator("[data-testid=replay-close]").is_hidden()  # nothing else to go back to
    first = snapshot(page)
    assert [p["name"] for p in first["view"]["players"]] == ["Jose Mari", "Nico", "Curro", "Iñigo"]
    page.locator("[data-testid=replay-last]").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=replay-step]').textContent === 'Move 4 of 4'"
    )
    settle(page)
    # The rulebook's outcome: Jose Mari 7 + 2 VP (his own chips are his to see).
    assert snapshot(page)["view"]["players"][0]["vp_chips"] == 9
    caption = page.locator("[data-testid=replay-caption]").inner_text()
    assert "Curro" in caption

    # A reload in the middle of the example comes back to the move shown, not past the example.
    page.locator("[data-testid=replay-prev]").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=replay-step]').textContent === 'Move 3 of 4'"
    )
    settle(page)
    at_move_3 = snapshot(page)
    page.reload()
    wait_ready(page)
    bar.wait_for(state="visible")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=replay-step]').textContent === 'Move 3 of 4'"
    )
    settle(page)
    assert (
        page.locator("[data-testid=replay-title]").inner_text()
        == "Captain: loading with four players"
    )
    assert snapshot(page)["view"] == at_move_3["view"]

    page.locator("[data-testid=replay-first]").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=replay-step]').textContent === 'The start'"
    )
    page.locator("[data-testid=replay-play-here]").click()
    settle(page)
    snap = snapshot(page)
    assert bar.is_hidden() and snap["your_turn"]
    assert {"type": "role", "role": "captain"} in [e["action"] for e in snap["legal"]]
    # Once the reader plays on, a reload resumes that game rather than the example.
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    settle(page)
    assert bar.is_hidden() and shown(snapshot(page)) == shown(snap)


def test_a_scoring_example_shows_its_final_scores_with_the_rulebooks_words(open_app):
    page = open_example(open_app, "guild-hall")
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
    start(page, players=4, seed="12")
    while True:  # decide until a decision hands the turn to the bots
        before = snapshot(page)
        entry = before["legal"][-1]
        click_action(page, entry)
        answer_dialogs(page, entry["code"])
        page.wait_for_function(
            "(steps) => window.__prTest.snapshot().steps > steps", arg=before["steps"]
        )
        if snapshot(page)["bot_to_act"]:
            break
    page.locator("[data-testid=menu-undo]").click()
    page.wait_for_function(
        "(steps) => window.__prTest.snapshot().steps === steps", arg=before["steps"]
    )
    settle(page)
    assert shown(snapshot(page)) == shown(before)
    assert page.locator("[data-testid=toast]").is_hidden()  # nothing was refused
    # The bots stay stopped until the player moves again.
    page.wait_for_timeout(2000)
    assert shown(snapshot(page)) == shown(before)
