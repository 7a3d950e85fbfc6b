"""A link's game (?autostart=1) never replaces a game the player has played in without asking:
a game an update brought up to date (its moves lost, nothing to undo) and a rulebook example
being played are asked about like any game he decided in; and an old save's original file stays
downloadable until he starts another game (docs/saves.md, "Played in", "An old save's original
file")."""

import json
import pathlib

import screens
import scripts
from conftest import wait_ready
from layout_checks import overlapping
from pages import PuertoRico
from saved_games import open_example, put_save, reload_with_save, shown

ROOT = pathlib.Path(__file__).resolve().parent.parent
# 0.1.0 asked a guest house's owner at every craftsman phase: its 58 moves no longer replay, so
# it opens at its position with nothing to undo (tests/test_old_saves.py).
MIGRATED = ROOT / "tests" / "saves" / "0.1.0" / "puerto-rico-expansion-all-4p-guests-mid.json"
ORIGINAL = "Download the original file"


def kept_original(page):
    """The original file the worker keeps beside the app's save, as stored (None: none)."""
    return scripts.run(page, "saves", "keptOriginal")


def menu_items(page):
    """The Game menu's entries, read and closed again."""
    page.locator("[data-testid=menu-more]").click()
    chooser = page.locator("[data-testid=chooser]")
    chooser.wait_for(state="visible")
    items = chooser.locator("button.choice").all_inner_texts()
    page.keyboard.press("Escape")
    chooser.wait_for(state="hidden")
    return items


def download(page, button):
    with page.expect_download() as got:
        button.click()
    return pathlib.Path(got.value.path()).read_text(encoding="utf-8")


def test_a_migrated_game_is_asked_about_and_its_original_file_kept_until_another_game(open_app):
    original = MIGRATED.read_text(encoding="utf-8")
    page = open_app(instant=1)
    wait_ready(page)
    notice = reload_with_save(page, original)
    assert "version 0.1.0" in notice.inner_text()
    # Where the player reads that the update brought his game up to date: its original file.
    action = notice.locator("[data-testid=notice-action]")
    assert action.inner_text() == ORIGINAL
    assert download(page, action) == original
    notice.locator("[data-testid=notice-ok]").click()
    table = PuertoRico(page)
    table.settle()  # the bots play on to his turn
    migrated = table.snapshot()
    assert migrated["played_in"] and not migrated["can_undo"]
    # Storage holds this version's save now, the original beside it: after a reload, the Game
    # menu still offers it.
    assert json.loads(original)["engine_version"] == "0.1.0"
    assert kept_original(page) == original
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    assert page.locator("[data-testid=notice-dialog]").count() == 0  # told once
    assert ORIGINAL in menu_items(page)
    page.locator("[data-testid=menu-more]").click()
    assert download(page, page.locator("[data-testid=chooser] button", has_text=ORIGINAL)) == (
        original
    )

    # A link's game: the migrated game is shown and asked about, and kept on Back.
    dialog = page.locator("[data-testid=confirm-dialog]")
    open_app(instant=1, autostart=1, players=2, seed=9)
    wait_ready(page)
    dialog.wait_for(state="visible")
    assert "game in progress" in dialog.inner_text()
    assert shown(table.snapshot()) == shown(migrated)
    page.locator("[data-testid=cancel-button]").click()
    assert shown(table.snapshot()) == shown(migrated)
    page.reload()  # nothing lost: the game, and its original file
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    assert shown(table.snapshot()) == shown(migrated)
    assert kept_original(page) == original

    # He takes the link's game: the original file goes with the old game.
    open_app(instant=1, autostart=1, players=2, seed=9)
    wait_ready(page)
    dialog.wait_for(state="visible")
    page.locator("[data-testid=confirm-button]").click()
    scripts.wait_until(page, "() => window.__prTest.snapshot()?.view.players.length === 2")
    assert kept_original(page) is None
    assert ORIGINAL not in menu_items(page)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    assert ORIGINAL not in menu_items(page)


def test_a_rulebook_example_being_played_is_asked_about(open_app):
    table = open_example(open_app, "captain-4p")
    page = table.page
    bar = page.locator("[data-testid=replay-bar]")
    title = page.locator("[data-testid=replay-title]")
    dialog = page.locator("[data-testid=confirm-dialog]")

    def link_asks_and_back_keeps():
        open_app(instant=1, autostart=1, players=3, seed=9)
        wait_ready(page)
        dialog.wait_for(state="visible")
        assert "game in progress" in dialog.inner_text()
        page.locator("[data-testid=cancel-button]").click()
        dialog.wait_for(state="hidden")

    # Stepping through the rulebook's moves.
    bar.wait_for(state="visible")
    table.settle()
    link_asks_and_back_keeps()
    bar.wait_for(state="visible")
    assert title.inner_text() == "Captain: loading with four players"

    # Playing it from its start, before any decision of his.
    page.locator("[data-testid=replay-play-here]").click()
    table.settle()
    example = table.snapshot()
    assert bar.is_hidden() and example["scenario"] == "captain-4p" and not example["can_undo"]
    link_asks_and_back_keeps()
    table.settle()
    assert table.snapshot()["scenario"] == "captain-4p"
    assert shown(table.snapshot()) == shown(example)
    page.reload()  # nothing lost
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    table.settle()
    assert shown(table.snapshot()) == shown(example)


def test_a_fresh_game_without_a_decision_is_replaced_without_asking(open_app, new_game):
    table = new_game(PuertoRico, 3, seed="31", decisions_seed=3)
    page = table.page
    assert not table.snapshot()["played_in"]
    open_app(instant=1, autostart=1, players=4, seed=9)
    wait_ready(page)
    scripts.wait_until(page, "() => window.__prTest.snapshot()?.view.players.length === 4")
    assert page.locator("[data-testid=confirm-dialog]").count() == 0


def test_the_original_file_is_offered_in_every_language_within_a_phone(open_app):
    """The notice's two buttons on a phone, in each language's words: inside the dialog, apart."""
    original = MIGRATED.read_text(encoding="utf-8")
    page = open_app(instant=1)
    wait_ready(page)
    page.set_viewport_size({"width": 360, "height": 740})
    for lang in ("en", "sv", "is", "nb", "es", "nl"):
        put_save(page, original)
        open_app(instant=1, lang=lang)
        wait_ready(page)
        notice = page.locator("[data-testid=notice-dialog]")
        notice.wait_for(state="visible")
        action = notice.locator("[data-testid=notice-action]")
        ok = notice.locator("[data-testid=notice-ok]")
        assert action.inner_text() not in ("", "save.downloadOriginal")
        box, a, b = notice.bounding_box(), action.bounding_box(), ok.bounding_box()
        for button in (a, b):
            assert (
                box["x"] <= button["x"] and button["x"] + button["width"] <= box["x"] + box["width"]
            ), lang
        assert not overlapping(
            *({"x": r["x"], "y": r["y"], "w": r["width"], "h": r["height"]} for r in (a, b))
        ), lang
        for button in (action, ok):  # its words whole, not cut or spilling
            assert button.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1"), lang
        screens.save(page, f"original-file-notice-{lang}-360x740.png")
        ok.click()
