"""The bots' moves as a player watches them (docs/ui.md, "Moves shown"): each step's moves fly
across the table at the bot speed, a click or a key lands them at once, nothing flies for a
player who asks his system for reduced motion, and what the bots changed stays marked on the
board until the player decides."""

from __future__ import annotations

import pytest
import screens
import scripts
from conftest import app_url, wait_ready
from pages import PuertoRico, SanJuan

FLYING = "() => { const m = window.__prTest.motion(); return m && m.flying; }"


def play_until_flying(table, page, turns: int = 12) -> None:
    """The player's turns until the bots' last step before his next one still flies."""
    for _ in range(turns):
        table.play_turn()
        if page.evaluate(FLYING):
            return
    raise AssertionError("no flight was under way when the player's turn came")


@pytest.mark.parametrize("kind", [PuertoRico, SanJuan], ids=["puerto-rico", "san-juan"])
def test_the_bots_moves_fly_and_a_key_or_a_click_lands_them(page, server, kind):
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(app_url(server, pace="slow"))
    wait_ready(page)
    table = kind(page, seed=2)
    table.start(3, seed="41")
    play_until_flying(table, page)
    screens.save(page, f"motion-{kind.game}-in-flight.png")
    page.keyboard.press("Shift+X")
    assert not page.evaluate(FLYING), "a key landed the flights"
    play_until_flying(table, page)
    box = page.locator("[data-testid=board]").bounding_box()
    page.mouse.click(box["x"] + 2, box["y"] + box["height"] - 2)
    assert not page.evaluate(FLYING), "a click landed the flights"
    assert page.evaluate("() => window.__prTest.motion().flown") > 2
    # What the bots changed stays marked, on elements of the board, until the player decides.
    changed = page.evaluate("() => window.__prTest.changed()")
    ids = {item["id"] for item in table.regions()["items"]}
    assert changed and set(changed) <= ids, (changed, sorted(ids)[:20])
    screens.save(page, f"motion-{kind.game}-changed-since-your-turn.png")


def test_nothing_flies_under_reduced_motion_and_the_bots_play_on(browser, server):
    context = browser.new_context(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(app_url(server, pace="fast"))
        wait_ready(page)
        table = PuertoRico(page, seed=2)
        table.start(3, seed="41")
        before = table.snapshot()["steps"]
        table.play_turns(3)
        assert table.snapshot()["steps"] > before + 6, "the bots played"
        assert page.evaluate("() => window.__prTest.motion().flown") == 0
        assert page.evaluate("() => window.__prTest.changed()"), "the changes are marked"
    finally:
        context.close()


# Ana, the governor, chooses the craftsman: everyone's corn comes at once, in her own step.
EVERYONE_PRODUCES = {
    "players": [
        {"name": "Ana", "island": [{"tile": "corn", "colonist": True}]},
        {"name": "Bo", "island": [{"tile": "corn", "colonist": True}]},
        {"name": "Cy", "island": [{"tile": "corn", "colonist": True}]},
    ],
    "governor": 0,
    "phase": {"name": "role_selection"},
}


def test_what_follows_the_players_own_choice_flies_too_and_is_not_marked_as_the_bots(
    page, server, tmp_path
):
    import json

    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(app_url(server, pace="slow"))
    wait_ready(page)
    path = tmp_path / "everyone-produces.json"
    path.write_text(json.dumps(EVERYONE_PRODUCES))
    table = PuertoRico(page)
    table.open_file(path)
    table.settle()
    before = page.evaluate("() => window.__prTest.motion().flown")
    craftsman = next(e for e in table.snapshot()["legal"] if e["action"].get("role") == "craftsman")
    table.act(craftsman["code"], via="list")
    scripts.wait_until(page, FLYING, polling="raf")  # a flight lasts a few frames
    snap = table.snapshot()
    assert [e["type"] for e in snap["events"]].count("produced") == 3, snap["events"]
    assert page.evaluate("() => window.__prTest.motion().flown") >= before + 3
    assert page.evaluate("() => window.__prTest.changed()") == []
