"""Start-up in Chromium: the app loads and reaches the new-game screen with no console error and
no request off 127.0.0.1; a failed runtime download shows a plain-words error screen, and Retry
then reaches the new-game screen.

The UI contract (docs/bridge.md, web/): [data-testid=loading-screen] with progress text,
[data-testid=setup-screen] once the engine is ready, [data-testid=error-screen] with
[data-testid=error-message] and [data-testid=retry-button], and window.__prTest.ready, a Promise
resolved when the engine is ready.
"""

import re

import pytest
from playwright.sync_api import expect

# Start-ups of a first visit: each test in a browser context of its own (shared_context.py).
pytestmark = pytest.mark.fresh_context

# The runtime, the standard library and the engine: each is needed by a different step. The
# engine's wheel is downloaded only by a start without the memory snapshot
# (test_memory_snapshot.py).
BLOCKABLE = {
    "runtime": "**/pyodide/pyodide.asm.wasm",
    "stdlib": "**/pyodide/python_stdlib.zip",
    "engine": "**/pyodide/pr_core-*.whl",
}
MEMORY_SNAPSHOT = "**/pyodide/memory-snapshot-*"

# What a plain-words message must not contain: a stack frame, a traceback, a source location, a
# URL, an exception class name.
TECHNICAL = re.compile(
    r"Traceback|^\s*at\s|\bat \S+ \(|\.m?js:\d+|\.py\", line|https?://|"
    r"\b(TypeError|ReferenceError|SyntaxError|RangeError|PythonError|Exception)\b",
    re.MULTILINE,
)


def test_app_reaches_setup_screen(open_app, wait_ready, requests_log):
    page = open_app(instant=1)
    loading = page.get_by_test_id("loading-screen")
    setup = page.get_by_test_id("setup-screen")
    expect(setup.or_(loading).filter(visible=True).first).to_be_visible()
    if loading.is_visible():
        expect(loading).not_to_have_text(re.compile(r"^\s*$"))  # progress in words or numbers

    wait_ready(page)
    expect(setup).to_be_visible()
    expect(loading).to_be_hidden()
    expect(page.get_by_test_id("error-screen")).to_be_hidden()

    # The runtime really came from this server (and the recorder sees the worker's requests).
    paths = requests_log.paths()
    for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert f"/pyodide/{name}" in paths, f"no request for {name}: {paths}"
    assert any(re.fullmatch(r"/pyodide/memory-snapshot-[0-9a-f]+\.bin\.gz", p) for p in paths), (
        paths
    )
    assert page.evaluate("() => window.__prTest.boot()") == "memory snapshot"
    # (No console error and no request off 127.0.0.1: checked by the page fixture at teardown.)


@pytest.mark.parametrize("blocked_file", BLOCKABLE)
def test_blocked_download_shows_error_then_retry_works(
    page, open_app, wait_ready, page_errors, blocked_file
):
    pattern = BLOCKABLE[blocked_file]
    blocked = []
    blocking = [True]

    # Lifted with a flag, not page.unroute: unroute can wait forever on a handler still in flight.
    def block(route):
        if not blocking[0]:
            route.fallback()
            return
        blocked.append(route.request.url)
        route.abort()

    page.route(pattern, block)
    if blocked_file == "engine":
        page.route(MEMORY_SNAPSHOT, lambda route: route.fulfill(status=404))
    open_app(instant=1)
    error = page.get_by_test_id("error-screen")
    expect(error).to_be_visible()
    assert blocked, f"the {blocked_file} download was never attempted"
    expect(page.get_by_test_id("setup-screen")).to_be_hidden()

    message = page.get_by_test_id("error-message")
    expect(message).to_be_visible()
    text = message.inner_text().strip()
    assert len(text) >= 10, f"error message too short to help: {text!r}"
    assert len(text) <= 400, f"error message is not a few plain words: {text!r}"
    assert not TECHNICAL.search(text), f"error message shows technical detail: {text!r}"
    assert "download" in text.lower(), f"the player is not told a download failed: {text!r}"
    # The failed download logs errors of its own, caused on purpose; they may still be arriving.
    page_errors.allow(
        r"Failed to fetch|ERR_FAILED|Error occurred while (installing|loading)|"
        + re.escape(pattern.rsplit("/", 1)[-1])
    )

    blocking[0] = False
    page_errors.allow(r"memory-snapshot-.*404")
    retry = page.get_by_test_id("retry-button")
    expect(retry).to_be_visible()
    expect(retry).to_be_enabled()
    retry.click()
    expect(page.get_by_test_id("setup-screen")).to_be_visible()
    expect(error).to_be_hidden()
    wait_ready(page)
    # After the retry: no console error at all (the page fixture checks at teardown).


def test_the_ui_that_cannot_be_downloaded_shows_the_error_screen(page, open_app, page_errors):
    """The UI (js/main.js, its modules bundled into one by build/bundle.mjs) is loaded by
    js/early.js once the engine's worker is under way; if it cannot be had, js/watchdog.js shows
    the error screen with Retry."""
    module = "js/main.js"
    page.route(f"**/{module}", lambda route: route.fulfill(status=404, body="Not Found"))
    page_errors.allow(
        r"Failed to load resource|Failed to fetch dynamically imported module|" + re.escape(module)
    )
    open_app(instant=1)
    expect(page.get_by_test_id("error-screen")).to_be_visible()
    text = page.get_by_test_id("error-message").inner_text()
    assert "download" in text.lower(), text
    expect(page.get_by_test_id("retry-button")).to_be_visible()
    expect(page.get_by_test_id("loading-screen")).to_be_hidden()
