"""Choosing bot levels on the new-game screen, and watching the strong bot think: the status line
says who is thinking and how far the search is, and the game goes on by itself."""

import scripts
from conftest import wait_ready
from playwright.sync_api import expect


def test_levels_on_the_setup_screen_and_a_strong_bot_thinking(open_app):
    page = open_app(pace="fast")
    wait_ready(page)
    setup = page.get_by_test_id("setup-screen")
    setup.locator("[data-players='2']").click()
    level = page.get_by_test_id("bot-level-1")
    options = level.locator("option").all_inner_texts()
    assert options[:3] == ["Beginner", "Medium", "Strong"], options
    # What each level means, by a tap or click (an option's title shows only on hover).
    page.get_by_test_id("levels-help").click()
    about = page.get_by_test_id("notice-text").inner_text()
    assert "Strong: Looks ahead" in about and "Beginner: " in about and "Medium: " in about
    page.get_by_test_id("notice-ok").click()
    level.select_option("strong")
    page.get_by_test_id("seed-input").fill("31")
    page.get_by_test_id("start-button").click()
    page.get_by_test_id("board").wait_for(state="visible")
    scripts.run(page, "bot_levels", "recordTurnTexts")
    # The board is up before the engine has answered the new game.
    scripts.wait_until(page, "() => window.__prTest.snapshot() !== null")
    snap = page.evaluate("() => window.__prTest.snapshot()")
    assert snap["bot_levels"] == [None, "strong"]

    def progress_shown():
        texts = page.evaluate("() => window.__turnTexts")
        return any("is thinking…" in t and "%" in t for t in texts)

    for _ in range(12):  # the human's decisions; the strong bot answers each round of them
        # Once the bots have answered the decision before: their thinking is over by now.
        page.evaluate("() => window.__prTest.idle()")
        if progress_shown():
            break
        snap = page.evaluate("() => window.__prTest.snapshot()")
        if snap["scores"]:
            break
        if snap["mayor"]:
            fill = page.get_by_test_id("mayor-fill")
            if fill.is_enabled():
                fill.click()
            page.get_by_test_id("mayor-confirm").click()
        else:
            page.locator("[data-testid=action-list] button[data-code]").first.click()
            confirm = page.get_by_test_id("confirm-button")
            if confirm.is_visible():
                confirm.click()
    page.evaluate("() => window.__prTest.idle()")
    assert progress_shown(), "the status line showed the strong bot's progress"
    expect(page.get_by_test_id("turn")).to_have_text("Your turn")
