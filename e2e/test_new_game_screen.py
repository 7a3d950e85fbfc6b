"""The new-game screen offers what the engine's `hello` declares (docs/bridge.md): for each game
its player counts, its bot levels and each of its options with exactly the values the engine
accepts, the rulebook's game first; what the player picks is the game that starts, and it is
remembered for the next new game. Compared with the same engine's answer in CPython."""

from __future__ import annotations

import json

import pytest
import screens
import scripts
from conftest import wait_ready
from pages.table import option_field
from playwright.sync_api import expect

from pr_core import bridge


def hello_games() -> list[dict]:
    answer = json.loads(bridge.handle(json.dumps({"type": "hello", "payload": {}})))
    return list(answer["result"]["games"])


GAMES = hello_games()


@pytest.mark.parametrize("facts", GAMES, ids=[g["id"] for g in GAMES])
def test_each_game_offers_its_counts_levels_and_options(open_app, facts):
    page = open_app(instant=1)
    wait_ready(page)
    page.locator(f"[data-testid=game-select] [data-game={facts['id']}]").click()
    shown = page.locator("[data-testid=setup-screen] [data-players]")
    counts = [
        int(shown.nth(i).get_attribute("data-players"))
        for i in range(shown.count())
        if shown.nth(i).is_visible()
    ]
    assert counts == facts["players"]
    levels = page.locator("[data-testid=bot-level-1] option")
    assert levels.evaluate_all("(os) => os.map((o) => o.value)") == [
        level["id"] for level in facts["bot_levels"]
    ]
    # A first visit's opponents play the game sensibly: Medium, as the engine says.
    assert facts["default_bot_level"] == "medium"
    assert page.locator("[data-testid=bot-level-1]").input_value() == "medium"
    selects = page.locator("[data-testid=setup-screen] select[data-option]")
    keys = selects.evaluate_all("(ss) => ss.map((s) => s.dataset.option)")
    assert keys == list(facts["options"])
    for key, allowed in facts["options"].items():
        select = page.locator(f"select[data-option={key}]")
        values = select.locator("option").evaluate_all("(os) => os.map((o) => o.value)")
        assert values == [option_field(v) for v in allowed]
        labels = select.locator("option").all_inner_texts()
        # Words from the language files, never the raw value or key.
        assert all(label and label != str(v) for label, v in zip(labels, allowed)), labels


def test_the_options_picked_are_the_game_started_and_are_remembered(open_app):
    puerto_rico = next(g for g in GAMES if g["id"] == "puerto-rico")
    last = {key: allowed[-1] for key, allowed in puerto_rico["options"].items()}
    page = open_app(instant=1)
    wait_ready(page)
    page.locator("[data-testid=game-select] [data-game=puerto-rico]").click()
    page.locator("[data-testid=setup-screen] [data-players='4']").click()
    for key, value in last.items():
        page.locator(f"select[data-option={key}]").select_option(option_field(value))
    page.locator("[data-testid=start-button]").click()
    scripts.wait_until(page, "() => window.__prTest.snapshot()")
    snap = page.evaluate("() => window.__prTest.snapshot()")
    assert len(snap["view"]["players"]) == 4
    # The last values: VP chips in view, and Expansion I with a random board.
    assert snap["view"]["expansion"]["setup"] == last["expansion"]
    assert all(isinstance(p["vp_chips"], int) for p in snap["view"]["players"])
    page.goto(page.url)
    wait_ready(page)
    page.locator("[data-testid=menu-new-game]").click()
    page.locator("[data-testid=confirm-button]").click()
    for key, value in last.items():
        assert page.locator(f"select[data-option={key}]").input_value() == option_field(value)


@pytest.mark.parametrize("game", [g["id"] for g in GAMES])
def test_the_form_fits_a_laptop_with_its_title_and_start_button_in_sight(page, server, game):
    """On a first visit (the guided game offered above the form) at 1366x768, the whole form is
    in sight without scrolling: the head, every seat with its name and its bot's level, the
    options and the start button."""
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    expect(page.locator("[data-testid=guide-offer]")).to_be_visible()
    page.locator(f"[data-testid=game-select] [data-game={game}]").click()
    most = max(next(g for g in GAMES if g["id"] == game)["players"])
    page.locator(f"[data-testid=setup-screen] [data-players='{most}']").click()
    parts = ["h1", "h2", "[data-testid=start-button]", "#setup-seat", "select[data-option]"]
    parts += ["[data-testid=player-name]"] + [
        f"[data-testid=bot-level-{s}]" for s in range(1, most)
    ]
    seen = scripts.run(page, "new_game_screen", "partsInSight", parts)
    assert all(inside for _, inside in seen), seen
    body = page.locator("[data-testid=setup-screen] .setup-body")
    assert body.evaluate("(b) => b.scrollHeight <= b.clientHeight + 1"), "the form scrolls"
    # The head, the title and the tab name the game chosen.
    name = {"puerto-rico": "Puerto Rico", "san-juan": "San Juan"}[game]
    assert name in page.locator("[data-testid=setup-screen] h2").inner_text()
    expect(page.locator("[data-testid=setup-screen] h1")).to_have_text(name)
    assert page.title() == name
    screens.save(page, f"setup-first-visit-{game}-1366x768.png")
    page.locator("[data-testid=start-button]").click()
    page.wait_for_selector("[data-testid=board]", state="visible")
