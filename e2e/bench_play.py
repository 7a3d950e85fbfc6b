"""Play in Chromium for e2e/benchmark.py: click -> redrawn board (Puerto Rico, with Expansion I,
San Juan) with where the time went, last bot move -> the player's turn, language switches, and
the bots' decisions in the browser's worker."""

from __future__ import annotations

import random

import scripts
from bench_startup import APP_QUERY, TIMEOUT_MS
from conftest import CHROMIUM_LAUNCH

from pr_core import bots, games


def probed_page(playwright, url: str, probe: str = "probeRequests"):
    """A browser and its page at the size of a laptop, opened at `url` and ready (the player's
    turn drawn), with an init script of benchmark.js (`probe`: by default each request to the
    engine and its answer noted) and, for the clicks, every pointerup's time."""
    browser = playwright.chromium.launch(**CHROMIUM_LAUNCH)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.add_init_script(scripts.init_script("benchmark", probe))
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    scripts.run(page, "benchmark", "appReadyAt")
    scripts.run(page, "benchmark", "recordPointerUps")
    return browser, page


def click_rounds(playwright, base, clicks, query=APP_QUERY, switch=True):
    """Plays a 4-player game by clicking the board; returns the click -> redraw times (ms) and
    the language switches timed after it (`query`: the app's URL parameters, e.g. the
    expansion's)."""
    browser, page = probed_page(playwright, base + query)
    chooser = random.Random(3)
    times = []
    while len(times) < clicks:
        snap = settled(page)
        if snap["scores"]:
            break
        since = page.evaluate("() => window.__prTest.lastRedrawAt()")
        if snap["mayor"]:
            if mayor_filled(page):
                since = page.evaluate("() => window.__prTest.lastRedrawAt()")
            page.locator("[data-testid=mayor-confirm]").click()
        elif keep_panel_confirmed(page):
            pass
        else:
            targets = [
                t
                for t in scripts.value(page, "() => window.__prTest.targets()")
                if t["code"] is not None and not t["menu"]
            ]
            if not targets:
                entry = chooser.choice(snap["legal"])
                page.locator(
                    f"[data-testid=action-list] button[data-code='{entry['code']}']"
                ).click()
            else:
                target = chooser.choice(targets)
                click_on_board(page, target)
            confirm = page.locator("[data-testid=confirm-button]")
            if confirm.is_visible():
                confirm.click()
        times.append(scripts.run(page, "benchmark", "redrawAfterClick", since))
    switches = language_switches(page) if switch else None
    browser.close()
    return times, switches


def settled(page) -> dict:
    """The snapshot on screen once the page is idle (the bots' moves shown)."""
    page.evaluate("() => window.__prTest.idle()")
    return page.evaluate("() => window.__prTest.snapshot()")


def mayor_filled(page) -> bool:
    """The mayor's editor filled by its Fill button, if that is enabled; whether it was."""
    fill = page.locator("[data-testid=mayor-fill]")
    if not fill.is_enabled():
        return False
    fill.click()
    return True


def click_on_board(page, target) -> None:
    """A mouse's click on the board as a player makes it: the pointer comes to the target (the
    board shows what it would take) and rests there a moment, then the button goes down and up.
    Only the press and release are in the time measured (from the pointerup)."""
    page.mouse.move(target["x"], target["y"])
    page.wait_for_timeout(50)
    page.mouse.down()
    page.mouse.up()


def keep_panel_confirmed(page) -> bool:
    """A warehouse owner's storing turn is the keep panel (its action list hidden): confirms the
    keep it starts at (the most worth keeping). False when the panel is not shown."""
    confirm = page.locator("[data-testid=keep-confirm]")
    if not confirm.is_visible():
        return False
    confirm.click()
    return True


def turn_rounds(playwright, base, turns):
    """Plays a 4-player game at the bots' Normal pace, the player deciding at once (a random
    legal move from the action list; the mayor's Fill and Confirm); returns, for each of his
    turns that a bot's step handed him, {"shown": ms, "landed": ms} (benchmark.js turnShown)."""
    browser, page = probed_page(
        playwright, base + "?autostart=1&players=4&seed=1&pace=normal", "probeTurnAnswers"
    )
    chooser = random.Random(5)
    found = []
    while len(found) < turns:
        snap = settled(page)
        if snap["scores"]:
            break
        if page.evaluate("() => window.__turnAnswers.length") > len(found):
            found.append(scripts.run(page, "benchmark", "turnShown"))
        if snap["mayor"]:
            mayor_filled(page)
            page.locator("[data-testid=mayor-confirm]").click()
        elif not keep_panel_confirmed(page):
            entry = chooser.choice(snap["legal"])
            page.locator(f"[data-testid=action-list] button[data-code='{entry['code']}']").click()
            confirm = page.locator("[data-testid=confirm-button]")
            if confirm.is_visible():
                confirm.click()
    browser.close()
    return found


def language_switches(page):
    """{"first": [ms], "again": [ms], "lines": n}: each language once (downloading its language
    file), then each again (from memory)."""
    out = {"first": [], "again": [], "lines": 0}
    for key in ("first", "again"):
        for code in ("sv", "is", "nb", "es", "nl", "en"):
            res = scripts.run(page, "benchmark", "switchLanguage", code)
            if not (key == "first" and code == "en"):
                out[key].append(res["ms"])
            out["lines"] = res["lines"]
    return out


def sj_click_rounds(playwright, base, clicks):
    """Plays a 4-player San Juan game by clicks on the table: a role or a card, and the Confirm
    of a decision of several picks (the picks themselves are toggles drawn by the page, no
    request); returns the click -> redraw times (ms) of the clicks that sent a decision."""
    browser, page = probed_page(playwright, base + APP_QUERY + "&game=san-juan")
    chooser = random.Random(3)
    times = []
    confirm = page.locator("[data-testid=pick-confirm]")
    steps = lambda: page.evaluate("() => window.__prTest.snapshot().steps")  # noqa: E731
    while len(times) < clicks:
        snap = settled(page)
        if snap["scores"]:
            break
        if confirm.is_visible():
            while not confirm.is_enabled():
                picks = [
                    t
                    for t in scripts.value(page, "() => window.__prTest.targets()")
                    if t["code"] is None
                ]
                pressed = page.locator("[data-testid=pick-panel] button[aria-pressed=true]").all()
                on = {b.get_attribute("data-pick") for b in pressed}
                page.mouse.click(*next((t["x"], t["y"]) for t in picks if t["region"] not in on))
            since = page.evaluate("() => window.__prTest.lastRedrawAt()")
            confirm.click()
            dialog = page.locator("[data-testid=confirm-button]")
            if dialog.is_visible():
                dialog.click()
            times.append(scripts.run(page, "benchmark", "redrawAfterClick", since))
            continue
        targets = [
            t
            for t in scripts.value(page, "() => window.__prTest.targets()")
            if t["code"] is not None and not t["menu"]
        ]
        before = steps()
        since = page.evaluate("() => window.__prTest.lastRedrawAt()")
        if targets:
            target = chooser.choice(targets)
            click_on_board(page, target)
        else:
            entry = chooser.choice(snap["legal"])
            page.locator(f"[data-testid=action-list] button[data-code='{entry['code']}']").click()
        dialog = page.locator("[data-testid=confirm-button]")
        if dialog.is_visible():
            dialog.click()
        page.wait_for_timeout(30)
        if confirm.is_visible() and steps() == before:
            continue  # a card of the hand opened its payment: the Confirm sends it
        times.append(scripts.run(page, "benchmark", "redrawAfterClick", since))
    browser.close()
    return times


def bot_rounds(playwright, base, decisions, game="puerto-rico"):
    """{level: [ms per decision]} for each level the game has, in the browser's worker."""
    return {level: times for level, (times, _) in bot_decisions(playwright, base, decisions, game)}


def bot_decisions(playwright, base, decisions, game="puerto-rico"):
    """[(level, ([ms per decision], [its kind, or None where the page does not say]))] for each
    level the game has, in the browser's worker (a baseline's page may give the times alone)."""
    browser = playwright.chromium.launch(**CHROMIUM_LAUNCH)
    out = {}
    try:
        # the game's levels as its new-game screen lists them (not the random baseline)
        levels = [level["id"] for level in bots.levels(games.get(game)) if level["id"] != "random"]
        for level in levels:
            page = browser.new_page()
            page.set_default_timeout(TIMEOUT_MS * 5)
            page.goto(f"{base}bench/bots.html?level={level}&decisions={decisions}&game={game}")
            for name, found in page.evaluate("() => window.__bots").items():
                if isinstance(found, dict):
                    out[name] = (found["times"], found["kinds"])
                else:
                    out[name] = (found, [None] * len(found))
            page.close()
    finally:
        browser.close()
    return list(out.items())
