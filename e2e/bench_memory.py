"""The app's memory over games played in a row in one tab (e2e/benchmark.py's `memory` part):
the memory footprint (Chromium's task manager's figure) of the tab's renderer process (its page
and its workers), of every renderer process of the browser, and their proportional set size,
with the board up at the first game's start and at each game's end (its final position on
screen). Each figure is read with the garbage collected first in the page, its workers and its
service worker (Chromium started with V8's `gc()` exposed): what the tab holds, which V8's own
collector comes down to within seconds of the tab going quiet. Printed, never asserted."""

from __future__ import annotations

import tempfile

import scripts
from bench_startup import APP_QUERY, TIMEOUT_MS, renderer_memory
from conftest import CHROMIUM_LAUNCH


def memory_rounds(playwright, base: str, games: int) -> list[dict[str, float]]:
    """[{"start"|"end": the tab's footprint MB, "start_all"|"end_all": every renderer's,
    "end_pss": MB, "decisions": n}] for each of `games` 4-player games against the Medium bots,
    one after the other in one tab, each started again from its end screen ("start" only for the
    first)."""
    found = []
    launch = {**CHROMIUM_LAUNCH, "args": [*CHROMIUM_LAUNCH["args"], "--js-flags=--expose-gc"]}
    with tempfile.TemporaryDirectory(prefix="pr-bench-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, **launch, headless=True, viewport={"width": 1366, "height": 768}
        )
        try:
            page = context.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            page.goto(base + APP_QUERY)
            for game in range(games):
                scripts.run(page, "benchmark", "readyWithin", ["appReadyAt", TIMEOUT_MS])
                start = collected_memory(context, page, profile) if game == 0 else None
                decisions = scripts.run(page, "benchmark", "playToEnd", game + 1)
                end = collected_memory(context, page, profile)
                row = {
                    "end": end["tab"],
                    "end_all": end["footprint"],
                    "end_pss": end["pss"],
                    "decisions": decisions,
                }
                if start:
                    row.update(start=start["tab"], start_all=start["footprint"])
                found.append(row)
                print(
                    f"  game {game + 1:2d}: the tab {end['tab']:5.0f} MB at its end (every "
                    f"renderer {end['footprint']:.0f} MB, proportional set {end['pss']:.0f} MB), "
                    f"{decisions} decisions of the player"
                    + (f"; the tab {start['tab']:.0f} MB at its start" if start else ""),
                    flush=True,
                )
                page.locator("[data-testid=end-screen] [data-testid=new-game-button]").click()
                page.locator("[data-testid=start-button]").click()
        finally:
            context.close()
    return found


def collected_memory(context, page, profile: str) -> dict[str, float]:
    """The renderers' memory once the page has drawn its last frames and every script context of
    the tab has collected its garbage."""
    page.wait_for_timeout(300)
    for target in (page, *page.workers, *context.service_workers):
        target.evaluate("() => globalThis.gc && globalThis.gc()")
    page.wait_for_timeout(300)
    return renderer_memory(profile) or {"pss": 0.0, "footprint": 0.0, "tab": 0.0}
