"""The installable, offline app (docs/ui.md, "PWA / offline"): after one visit the game starts and
plays with the server stopped and the browser offline; Chromium finds it installable; a new
version waits during a game and is offered between games, and Update switches to it.

Each browser test serves its own copy of the site from its own server (build/serve.py), so that
it can stop that server or change the site without touching anybody else's.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import sys

import pytest
import screens
from conftest import (
    CHROMIUM_LAUNCH,
    ROOT,
    SITE_SCRIPT,
    VIEWPORT,
    PageErrors,
    RequestLog,
    save_near_end,
    wait_ready,
)
from kept_copy import damage_kept_copy, wait_until_kept
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

MAX_DECISIONS = 600


# ---------------------------------------------------------------------------------------- helpers


def board(snap):
    return json.dumps(snap["view"], sort_keys=True)


def play(table, decisions):
    """Makes `decisions` moves (fewer if the game ends), each one changing the board and the log."""
    for _ in range(decisions):
        before = table.snapshot()
        if before["scores"] is not None:
            return
        assert before["your_turn"], "after the bots have acted it is the player's turn"
        lines = table.page.locator("[data-testid=game-log] li")
        before_lines = lines.count()
        after = table.play_turn()
        assert board(after) != board(before), "the move changed the board"
        assert lines.count() > before_lines, "the move was written in the game log"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


# ------------------------------------------------------------------------------------------ tests
def test_after_one_visit_the_game_starts_and_plays_offline(page, context, own_site):
    _, server = own_site
    workers = []
    page.on("worker", lambda worker: workers.append(worker.url))
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    # The first visit leaves the page controlled, without a reload.
    assert page.evaluate(CONTROLLED_JS).endswith("/sw.js")
    # ... and has the runtime's JavaScript compiled once from the service worker's copy
    # (js/shell/runtime-code.js), for the next visit.
    for _ in range(100):
        if any(url.endswith("/js/runtime-code-worker.js") for url in workers):
            break
        page.wait_for_timeout(50)
    assert any(url.endswith("/js/runtime-code-worker.js") for url in workers), workers

    server.stop()
    assert server.process.poll() is not None, "the server is stopped"
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    table = PuertoRico(page, seed=5)
    table.start(3)
    assert table.snapshot()["your_turn"]
    play(table, 4)


def test_the_wheel_is_downloaded_by_the_first_start_that_needs_it_and_kept_for_offline(
    page, context, own_site, requests_log
):
    """A first visit starts from the memory image and does not download the engine's wheel, not
    even for the precache (1.2 MB of a 14 MB visit). A start that cannot use the memory image
    (here: its unpacked copy damaged) downloads it once, and the service worker keeps it: the
    same start works offline afterwards."""
    folder, server = own_site
    info = json.loads((folder / "build-info.json").read_text())
    wheel = f"/pyodide/{info['wheel']}"
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    assert page.evaluate(CONTROLLED_JS).endswith("/sw.js")
    assert page.evaluate("() => window.__prTest.boot()") == "memory snapshot"
    wait_until_kept(page, info)
    assert wheel not in requests_log.paths(), "neither the page nor the precache fetched the wheel"

    damage_kept_copy(page, info)
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.__prTest.boot()") == "plain"
    downloads = [
        path
        for path, by_it in zip(requests_log.paths(), requests_log.by_service_worker)
        if by_it and path == wheel
    ]
    assert len(downloads) == 1, "downloaded once, by the service worker"
    kept = "async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)"
    for _ in range(100):
        if page.evaluate(kept, "puerto-rico-engine-wheel"):
            break
        page.wait_for_timeout(50)
    assert page.evaluate(kept, "puerto-rico-engine-wheel") == [server.url + wheel[1:]]

    server.stop()
    context.set_offline(True)
    # The plain start kept no unpacked copy: the next start unpacks the memory image again.
    page.reload()
    wait_ready(page)
    wait_until_kept(page, info)
    damage_kept_copy(page, info)
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.__prTest.boot()") == "plain"
    table = PuertoRico(page, seed=7)
    table.start(3)
    play(table, 2)


@pytest.fixture
def installable_page(playwright_instance, tmp_path, own_site):
    """A page in a browser profile on disk: Chromium never finds an app installable from an
    off-the-record profile (its "in-incognito" error), which is what `context` gives. The same
    guards as the `page` fixture: no console error, no request off 127.0.0.1."""
    # The full browser, a player's: installing an app is its part, not the headless shell's.
    context = playwright_instance.chromium.launch_persistent_context(
        str(tmp_path / "profile"),
        **CHROMIUM_LAUNCH,
        headless=True,
        viewport=VIEWPORT,
    )
    requests, errors = RequestLog(), PageErrors([])
    context.on("request", requests.record)
    page = context.pages[0] if context.pages else context.new_page()
    page.on("console", errors.console)
    page.on("pageerror", errors.page_error)
    yield page, context, own_site[1]
    context.close()
    assert not errors.unexpected(), errors.unexpected()
    assert not requests.off_origin(), requests.off_origin()


def test_chromium_finds_the_app_installable(installable_page):
    page, context, server = installable_page
    page.goto(server.url)
    wait_ready(page)
    page.evaluate(CONTROLLED_JS)
    cdp = context.new_cdp_session(page)
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []

    found = cdp.send("Page.getAppManifest")
    assert found["errors"] == [], found["errors"]
    assert found["url"] == server.url + "manifest.webmanifest"
    manifest = json.loads(found["data"])
    assert manifest["name"] == "Puerto Rico" and manifest["short_name"]
    assert manifest["display"] == "standalone"
    # Relative: the site works under any path.
    assert manifest["start_url"] == manifest["scope"] == "./"
    theme = page.locator("meta[name=theme-color]").get_attribute("content")
    assert manifest["theme_color"] == theme

    icons = {(icon.get("purpose", "any"), icon["sizes"]): icon["src"] for icon in manifest["icons"]}
    wanted = [
        ("any", "192x192"),
        ("any", "512x512"),
        ("maskable", "192x192"),
        ("maskable", "512x512"),
    ]
    assert all(key in icons for key in wanted), sorted(icons)
    apple = page.locator("link[rel=apple-touch-icon]").get_attribute("href")
    for (_, sizes), src in [*((key, icons[key]) for key in wanted), (("any", "180x180"), apple)]:
        response = context.request.get(server.url + src)
        assert response.ok and response.headers["content-type"] == "image/png", src
        assert "x".join(map(str, png_size(response.body()))) == sizes, src


# The game the new version waits through: its last stretch, from a save this many of the player's
# decisions before its end (the engine played the rest in the test's process): the new version
# arrives during the game and the page checks for it at each decision, however many came before.
DECISIONS_LEFT = 14


def test_a_new_version_waits_during_a_game_and_is_offered_between_games(
    page, own_site, tmp_path, tmp_path_factory
):
    folder, server = own_site
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    page.evaluate(CONTROLLED_JS)
    expect(page).to_have_title("Puerto Rico")
    table = PuertoRico(page, seed=11)
    table.open_file(save_near_end(tmp_path_factory, "puerto-rico", 3, 2024, DECISIONS_LEFT))
    play(table, 2)
    page.evaluate("() => { window.__sameDocument = true; }")  # gone after any reload

    # A new version on the server: a different title, and the game's name the panel shows.
    build_second_version(folder, tmp_path)
    assert page.evaluate(NEW_VERSION_WAITING_JS) == "installed"

    # Nothing changes during the game: no notice, no reload, the game goes on to its end.
    shown = page.locator("[data-testid=update-notice]:visible")
    for _ in range(MAX_DECISIONS):
        play(table, 1)
        if table.snapshot()["scores"] is not None:
            break
        assert shown.count() == 0, "a new version was offered during the game"
    else:
        pytest.fail("the game did not end")
    assert page.evaluate("() => window.__sameDocument") is True
    expect(page).to_have_title("Puerto Rico")

    # Between games: offered on the end screen and on the new-game screen.
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    expect(end.get_by_test_id("update-notice")).to_be_visible()
    expect(end.get_by_test_id("update-notice")).to_contain_text("A new version is ready")
    screens.save(page, "update-notice-end.png")
    end.get_by_test_id("new-game-button").click()
    setup = page.get_by_test_id("setup-screen")
    expect(setup.get_by_test_id("update-notice")).to_be_visible()
    screens.save(page, "update-notice-setup.png")
    assert page.evaluate("() => window.__sameDocument") is True, "nothing reloaded by itself"

    with page.expect_navigation():
        setup.get_by_test_id("update-button").click()
    wait_ready(page)
    expect(page).to_have_title(NEW_TITLE)
    expect(page.get_by_text(NEW_TITLE, exact=True).filter(visible=True).first).to_be_visible()
    assert page.evaluate("() => window.__sameDocument") is None
    expect(shown).to_have_count(0)


# ------------------------------------------------------------------------------- the build step


def test_the_service_worker_lists_every_file_of_the_site(site_dir):
    sw = site_dir / "sw.js"
    entries = precache_list(sw)
    files = {p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file()}
    own = {"sw.js"} | {f for f in files if f.startswith("workbox/")}
    for_developers = {f for f in files if f.endswith(".map")}  # the UI bundle's source map
    assert for_developers == {"js/main.js.map"}
    # The server's gzipped copies: the browser unpacks them, the precache keeps the files.
    copies = {f for f in files if f.endswith(".gz") and f[: -len(".gz")] in files}
    assert "pyodide/pyodide.asm.wasm.gz" in copies
    # Only a start without the memory image needs the wheel: kept when one fetches it.
    wheel = {f for f in files if f.endswith(".whl")}
    assert len(wheel) == 1
    assert {e["url"] for e in entries} == files - own - for_developers - copies - wheel
    for entry in entries:
        data = (site_dir / entry["url"]).read_bytes()
        assert entry["revision"] == hashlib.md5(data).hexdigest(), entry["url"]
        assert (
            entry["integrity"]
            == "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()
        ), entry["url"]
    # Its Workbox runtime comes from this site, never from a CDN.
    imported = re.findall(r"importScripts\(([^)]*)\)", sw.read_text(encoding="utf-8"))
    scripts = re.findall(r"'([^']+)'", imported[0])
    assert scripts and all((site_dir / s).is_file() for s in scripts), scripts
    assert not re.search(r"https?://", sw.read_text(encoding="utf-8"))


def test_a_rebuild_with_nothing_changed_keeps_the_service_worker(tmp_path):
    """A second build of the same web/ writes nothing, keeps sw.js as it was (a new one would
    make every installed app update), and starts no Node: the costly steps (the bundle, the
    service worker's list, the byte code, the memory image) are all Node's, so a rebuild that
    starts none is the fast one, whatever the machine's load."""
    out, web = tmp_path / "site", tmp_path / "web"
    shutil.copytree(ROOT / "web", web)  # web/ itself may change under us (shared working tree)
    # A `node` first on the PATH that says it was started, and fails the build if it is.
    fake = tmp_path / "bin"
    fake.mkdir()
    started = tmp_path / "node-started"
    (fake / "node").write_text(f'#!/bin/sh\necho "$@" >> "{started}"\nexit 1\n')
    (fake / "node").chmod(0o755)

    def build(env=None):
        done = subprocess.run(
            [sys.executable, str(SITE_SCRIPT), "--out", str(out), "--web", str(web)],
            capture_output=True,
            text=True,
            timeout=300,
            env=env,
        )
        assert not started.exists(), f"the build started node: {started.read_text()}"
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    build()
    stamp = (out / "sw.js").stat().st_mtime_ns
    log = build(env={**os.environ, "PATH": f"{fake}{os.pathsep}{os.environ['PATH']}"})
    assert "0 written, 0 removed" in log, log
    assert (out / "sw.js").stat().st_mtime_ns == stamp
