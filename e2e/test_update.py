"""Updates that never mix versions (docs/ui.md, "PWA / offline"): with a game under way in one
tab on the old version and a second tab open, the new version is taken in the second tab. Each
tab's page, its engine worker and its texts always come from one version: the tab mid-request
finishes its request in the old version, then reloads into the new one, and the game goes on in
the new version from where it was; no tab running the old code takes the game.

The two versions are two builds of the site served one after the other at the same origin, the
second with a mark in its page, its engine worker and its English texts.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest
import screens
import scripts
from conftest import ROOT, SITE_SCRIPT, wait_ready
from pages import PuertoRico
from playwright.sync_api import expect
from service_worker import (
    CONTROLLED_JS,
    NEW_TITLE,
    NEW_VERSION_WAITING_JS,
    build_second_version,
    precache_list,
)

# Offline play and updates are the service worker's (conftest.py blocks it elsewhere).
pytestmark = pytest.mark.service_worker

# The last commit whose service worker kept no records of versions (web/sw.js before issue 42).
OLD_RELEASE = "270e290"


# Which version this page's document, its texts and the files it fetches now are: 2 where the
# new version's mark is found, 1 where it is not.
PAGE_EDITION_JS = scripts.expression("service_worker", "pageEdition")

# The same from inside the engine worker: its own code, and what it fetches now.
WORKER_EDITION_JS = scripts.expression("service_worker", "workerEdition")


def precached(context) -> int:
    """How many files the service worker's precache holds."""
    (worker,) = context.service_workers
    return scripts.run(worker, "service_worker", "precachedCount")


def engine_worker(page):
    workers = [w for w in page.workers if w.url.endswith("/js/worker.js")]
    assert len(workers) == 1, [w.url for w in page.workers]
    return workers[0]


def editions(page) -> dict:
    """Every version this tab shows or gets now, by where it comes from."""
    found = page.evaluate(PAGE_EDITION_JS)
    inside = engine_worker(page).evaluate(WORKER_EDITION_JS)
    found.update({f"worker_{k}": v for k, v in inside.items() if k != "engine_version"})
    found["engine_version"] = inside["engine_version"]
    return found


def game_under_way(page, server, seed):
    """A 3-player game opened from `server`, under the service worker's control, the player's
    first turn played: (its table, its snapshot)."""
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    page.evaluate(CONTROLLED_JS)
    table = PuertoRico(page, seed=seed)
    table.start(3)
    table.play_turn()
    table.settle()
    return table, table.snapshot()


def one_version(page) -> int:
    """The tab's one version; fails if its page, worker and files are not all of it."""
    found = editions(page)
    versions = {v for k, v in found.items() if k != "engine_version"}
    assert len(versions) == 1, f"a tab mixes versions: {found}"
    return versions.pop()


def test_an_update_taken_in_one_tab_moves_every_tab_without_mixing(
    page, context, own_site, tmp_path
):
    folder, server = own_site
    a = page
    responses: dict[str, list[str]] = {"A": [], "B": []}
    a.on("response", lambda r: responses["A"].append(r.url))
    table, before = game_under_way(a, server, seed=7)
    assert before["your_turn"] and before["scores"] is None
    assert one_version(a) == 1

    b = context.new_page()
    b.on("response", lambda r: responses["B"].append(r.url))
    b.goto(server.url + "?instant=1")
    wait_ready(b)
    expect(b.get_by_test_id("elsewhere-screen")).to_be_visible()
    assert one_version(b) == 1

    seconds = build_second_version(folder, tmp_path)
    print(f"\nthe second version built in {seconds:.1f} s")
    assert b.evaluate(NEW_VERSION_WAITING_JS) == "installed"
    notice = b.get_by_test_id("elsewhere-screen").get_by_test_id("update-notice")
    expect(notice).to_be_visible()
    screens.save(b, "update-notice-elsewhere.png")
    # The tab with the game is not offered it, and goes on as it was.
    expect(a.locator("[data-testid=update-notice]:visible")).to_have_count(0)

    # A asks for a hint: the engine searches (requests in flight) while B takes the update.
    # What A has at the switch and when it leaves, kept in its session across the reload.
    scripts.run(a, "update", "recordTheSwitch")
    a.locator("[data-testid=board]").focus()
    a.keyboard.press("h")
    expect(a.get_by_test_id("hint-progress")).to_be_visible()
    # A slow device: A's engine is busy for 4 s in the middle of the search, so that the switch
    # surely comes while A's request is in flight (its checks above take about a second: the
    # time the new version takes to activate).
    engine_worker(a).evaluate(
        "() => { setTimeout(() => { const end = Date.now() + 4000; while (Date.now() < end); }); }"
    )
    switched = time.monotonic()
    with b.expect_navigation():
        b.get_by_test_id("update-button").click()
    wait_ready(b)
    expect(b).to_have_title(NEW_TITLE)
    assert one_version(b) == 2, "the tab that took the update runs the new version"
    while_both = precached(context)

    # A: the switch came while its hint was searching; until the search ended, A stayed in the
    # old version, its files still the old version's; then it reloaded into the new one.
    expect(a).to_have_title(NEW_TITLE, timeout=60_000)
    wait_ready(a)
    assert a.evaluate("() => window.__sameDocument") is None
    waited = time.monotonic() - switched
    at_switch = json.loads(a.evaluate("() => sessionStorage.getItem('atSwitch')"))
    left_with = json.loads(a.evaluate("() => sessionStorage.getItem('leftWith')"))
    assert at_switch["searching"] and not at_switch["answered"], at_switch
    assert set(at_switch["editions"].values()) == {1}, f"the old tab mixed: {at_switch}"
    # The service worker's word: A's page is pinned to the old version, the new one active.
    assert at_switch["sw"]["version"] != at_switch["sw"]["active"], at_switch
    assert left_with["answered"], "A reloaded before its hint was answered"
    print(
        f"A's hint was searching at the switch; A's checks done "
        f"{at_switch['checked'] - at_switch['at']:.0f} ms after it; A left "
        f"{left_with['at'] - at_switch['at']:.0f} ms after it, once answered; A ran the new "
        f"version {waited:.1f} s after B's click"
    )

    # The game goes on in the new version, where it was, in exactly one tab.
    player = the_one_playing(a, b)
    other = b if player is a else a
    expect(other.get_by_test_id("elsewhere-screen")).to_be_visible()
    resumed = PuertoRico(player, seed=7)
    resumed.settle()
    after = resumed.snapshot()
    assert json.dumps(after["view"], sort_keys=True) == json.dumps(
        before["view"], sort_keys=True
    ), "the game resumed where it was"
    assert one_version(a) == 2 and one_version(b) == 2
    resumed.play_turn()
    screens.save(player, "update-game-resumed.png")

    # No tab of the old version is left: its files leave the cache (looked at on a request, at
    # most every 5 s).
    new_files = len(precache_list(folder / "sw.js"))
    for _ in range(60):
        cached = precached(context)
        if cached == new_files:
            break
        a.evaluate("() => fetch('manifest.webmanifest')")
        time.sleep(0.5)
    assert cached == new_files, f"{cached} files cached, the new version has {new_files}"
    print(f"precache: {while_both} entries while A ran the old version, {cached} after")
    print(
        f"responses before the end: A {len(responses['A'])}, B {len(responses['B'])}; "
        f"{'A' if player is a else 'B'} plays on"
    )


def the_one_playing(a, b):
    """The one tab of the two that shows the game (the other says it is open elsewhere)."""
    for _ in range(100):
        holders = [p for p in (a, b) if p.get_by_test_id("elsewhere-screen").is_hidden()]
        if len(holders) == 1 and holders[0].evaluate("() => !!window.__prTest.snapshot()"):
            return holders[0]
        time.sleep(0.1)
    pytest.fail("not exactly one tab plays the game")


def test_a_tab_of_the_old_version_never_takes_the_game(page, context, own_site, tmp_path):
    folder, server = own_site
    b = page
    table, before = game_under_way(b, server, seed=3)

    a = context.new_page()
    a.goto(server.url + "?instant=1")
    wait_ready(a)
    expect(a.get_by_test_id("elsewhere-screen")).to_be_visible()
    # Whether A's old page ever shows the game (kept in its session across its reload).
    scripts.run(a, "update", "recordTheGameShown")

    build_second_version(folder, tmp_path)
    assert b.evaluate(NEW_VERSION_WAITING_JS) == "installed"
    # B, which has the game, takes the update from the new-game screen (the game stays saved).
    b.get_by_test_id("menu-new-game").click()
    b.get_by_test_id("confirm-button").click()
    setup = b.get_by_test_id("setup-screen")
    expect(setup.get_by_test_id("update-notice")).to_be_visible()
    with b.expect_navigation():
        setup.get_by_test_id("update-button").click()
    wait_ready(b)
    # B's reload let the game go; A, outdated, did not take it: it reloaded too.
    expect(a).to_have_title(NEW_TITLE, timeout=60_000)
    wait_ready(a)
    assert a.evaluate("() => sessionStorage.getItem('oldShowedGame')") is None

    player = the_one_playing(a, b)
    resumed = PuertoRico(player, seed=3)
    resumed.settle()
    assert json.dumps(resumed.snapshot()["view"], sort_keys=True) == json.dumps(
        before["view"], sort_keys=True
    ), "the game resumed where it was"
    assert one_version(a) == 2 and one_version(b) == 2
    resumed.play_turn()


def test_the_release_before_these_records_is_kept_for_its_open_tabs(
    page, context, own_site, tmp_path
):
    """The first update from a release whose service worker kept no records of versions (it
    claimed every page and deleted the old files on activating): its open tab still gets its own
    files after the new version activates."""
    folder, server = own_site
    known = subprocess.run(
        ["git", "-C", str(ROOT), "cat-file", "-e", f"{OLD_RELEASE}^{{commit}}"], check=False
    )
    if known.returncode != 0:  # an unpacked archive or a shallow clone
        pytest.skip(f"the release before ({OLD_RELEASE}) is not in this checkout's history")
    old_web = tmp_path / "old"
    old_web.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", OLD_RELEASE, "web"], capture_output=True, check=True
    )
    subprocess.run(["tar", "-x", "-C", str(old_web)], input=archive.stdout, check=True)
    done = subprocess.run(
        [sys.executable, str(SITE_SCRIPT), "--quiet", "--web", str(old_web / "web")]
        + ["--out", str(folder)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    a = page
    a.goto(server.url + "?instant=1")
    wait_ready(a)
    a.evaluate(CONTROLLED_JS)
    table = PuertoRico(a, seed=5)
    table.start(3)
    assert one_version(a) == 1

    build_second_version(folder, tmp_path)
    assert a.evaluate(NEW_VERSION_WAITING_JS) == "installed"
    # What the release before did on Update (its pwa.js): activate the waiting version.
    scripts.run(a, "service_worker", "activateWaitingVersion")
    assert a.evaluate("() => window.__prTest.snapshot() !== null")
    assert one_version(a) == 1, "the old tab gets the old release's files"
    b = context.new_page()
    b.goto(server.url + "?instant=1")
    wait_ready(b)
    assert one_version(b) == 2, "a tab opened now gets the new version"
