"""The watchdog (docs/bridge.md, "Watchdog"): an engine that stops answering mid-game, or dies,
is told in plain words with Try again and Download my game; Try again goes on with the same game,
and the downloaded game opens.

The engine is broken by the test alone: the context's route serves the worker's script with a
few lines put before it (a player's page gets the script as built), which hang the worker (an
endless loop), end it silently (close()), throw out of it, or fail inside the engine's call as a
WebAssembly trap does, at the player's first hint request.
The hang is found by the watchdog: the test shortens its limits with an init script
(`window.__prEngineLimits`, which can only shorten them); the death by an uncaught error is
noticed at once, with the limits as shipped."""

from __future__ import annotations

import json
import pathlib
import time

import pytest
import screens
import scripts
from conftest import wait_ready
from pages import PuertoRico
from playwright.sync_api import expect

from pr_core import bridge

EN = json.loads((pathlib.Path(__file__).parent.parent / "web/i18n/en.json").read_text())
LIMIT_MS = 3000


def broken_worker(context, how: str) -> list[str]:
    """Serves js/worker.js with `how` done at the first "hint" request; the URLs it served."""
    served: list[str] = []
    prefix = scripts.init_script("watchdog", "breakAtHint", how)

    def serve(route):
        response = route.fetch()
        served.append(route.request.url)
        route.fulfill(response=response, body=prefix + "\n" + response.text())

    context.route("**/js/worker.js", serve)
    return served


def play_then_ask_for_a_hint(page, server, seed: int) -> tuple[PuertoRico, dict]:
    """A game of a few decisions, then the hint asked for (H); the snapshot before it."""
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    table = PuertoRico(page, seed=seed)
    table.start(3, seed=str(seed))
    table.play_turns(3)
    before = table.wait_for_turn()
    page.keyboard.press("h")
    return table, before


def same_game(a: dict, b: dict) -> bool:
    return json.dumps(a["view"], sort_keys=True) == json.dumps(b["view"], sort_keys=True)


@pytest.mark.parametrize("how", ["hangs", "ends silently"])
def test_an_engine_that_stops_answering_is_told_and_the_game_goes_on(
    context, page, server, tmp_path, how
):
    served = broken_worker(context, how)
    page.add_init_script(f"window.__prEngineLimits = {{ search: {LIMIT_MS}, request: {LIMIT_MS} }}")
    table, before = play_then_ask_for_a_hint(page, server, seed=5)
    asked = time.monotonic()
    message = page.locator("[data-testid=error-message]")
    expect(message).to_be_visible(timeout=LIMIT_MS * 4)
    waited = time.monotonic() - asked
    assert served, "the worker's script came through the test's route"
    assert waited >= LIMIT_MS / 1000 * 0.9, f"told after {waited:.1f} s, before the limit"
    expect(message).to_have_text(f"{EN['error.hung']} {EN['error.kept']}")
    screens.save(page, f"watchdog-{how.replace(' ', '-')}.png")

    # Download my game: the game as saved before the hint, a file the engine opens.
    with page.expect_download() as download:
        page.locator("[data-testid=download-game-button]").click()
    path = tmp_path / "rescued.json"
    download.value.save_as(path)
    resumed = json.loads(
        bridge.handle(json.dumps({"type": "resume", "payload": {"save": path.read_text()}}))
    )
    assert resumed["ok"], resumed
    assert resumed["result"]["view"]["players"] == before["view"]["players"]

    # Try again: a new engine, the same game, playable.
    page.locator("[data-testid=retry-button]").click()
    page.wait_for_selector("[data-testid=board]", state="visible")
    table.settle()
    assert same_game(table.snapshot(), before)
    table.play_turns(1)


@pytest.mark.allow_console_errors("test: the engine died")
@pytest.mark.parametrize("how", ["throws", "traps"])
def test_an_engine_that_dies_is_told_at_once(context, page, server, how):
    broken_worker(context, how)
    page.add_init_script(scripts.init_script("watchdog", "countEndedEngines"))
    _, before = play_then_ask_for_a_hint(page, server, seed=6)
    asked = time.monotonic()
    message = page.locator("[data-testid=error-message]")
    # The shipped limits are far longer: only the worker's error event can be this quick.
    expect(message).to_be_visible(timeout=5000)
    assert time.monotonic() - asked < 5
    expect(message).to_have_text(f"{EN['error.crash']} {EN['error.kept']}")
    expect(page.locator("[data-testid=download-game-button]")).to_be_visible()
    # Found dead, not only refused: the broken worker is already ended.
    assert page.evaluate("() => window.__enginesEnded") == 1
    page.locator("[data-testid=retry-button]").click()
    page.wait_for_selector("[data-testid=board]", state="visible")
    page.evaluate("() => window.__prTest.idle()")
    assert same_game(page.evaluate("() => window.__prTest.snapshot()"), before)
