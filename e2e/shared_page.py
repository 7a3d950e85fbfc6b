"""One page of the app shared by a module's tests, where each test would otherwise pay a new
browser context, a page and the engine's start (about 2.6 CPU seconds) only to open a game file,
a position or a rulebook example from the new-game screen, as a player opens one game after
another.

conftest.py gives a module its page: `one_page` (module-scoped, this module's SharedPage) and
`shared_app_page` (`one_page.for_test(request)`, for one test); a module that wants the page as
its last test left it asks `one_page.for_test(request, new_game_screen=False)` itself.

`for_test` hands the test the page on the new-game screen (a game on screen left by the New game
button, the end screen's or the header's, its question answered) and, after the test, fails it
as conftest's `page` fixture does: a console error or an uncaught error of the page or its
workers, a request that left 127.0.0.1. After a failed test the next one starts on a new page.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator

import pytest
import scripts
from conftest import (
    ARTIFACTS,
    BOOT_TIMEOUT_MS,
    VIEWPORT,
    PageErrors,
    RequestLog,
    app_url,
    wait_ready,
)

SETUP = "[data-testid=setup-screen]"


class SharedPage:
    def __init__(self, browser, server, params: dict):
        self.browser = browser
        self.url = app_url(server, **params)
        self.context = None
        self.page = None
        self.errors = PageErrors([])
        self.requests = RequestLog()
        # What the module's tests left on the page for the next ones (a hint shown, say):
        # forgotten with the page.
        self.kept: dict = {}
        self.language = ""  # the page's language when it started, each test's to begin with

    def open(self) -> None:
        """A new context and page, the app started in it."""
        self.close()
        self.kept = {}
        self.context = self.browser.new_context(viewport=VIEWPORT)
        self.context.on("request", self.requests.record)
        self.page = self.context.new_page()
        self.page.set_default_timeout(BOOT_TIMEOUT_MS)
        self.page.on("console", self.errors.console)
        self.page.on("pageerror", self.errors.page_error)
        self.page.goto(self.url)
        wait_ready(self.page)
        self.language = self.page.evaluate("() => document.documentElement.lang")

    def close(self) -> None:
        if self.context is not None:
            with contextlib.suppress(Exception):
                self.context.close()
        self.context = self.page = None

    def to_new_game_screen(self) -> None:
        """The new-game screen, as a player comes back to it from a game (its question
        answered)."""
        page = self.page
        self.kept = {}
        if not page.locator(SETUP).is_visible():
            end_button = page.locator("[data-testid=end-screen] [data-testid=new-game-button]")
            if end_button.is_visible():
                end_button.click()
            else:
                if page.locator(".modal-layer").is_visible():
                    page.keyboard.press("Escape")  # a menu or a question left open
                    page.locator(".modal-layer").wait_for(state="hidden")
                snap = page.evaluate("() => window.__prTest.snapshot()")
                page.locator("[data-testid=menu-new-game]").click()
                if snap and not snap["scores"]:  # asked only while a game is under way
                    page.locator("[data-testid=confirm-button]").click()
        page.wait_for_selector(SETUP, state="visible")

    def for_test(self, request, new_game_screen: bool = True) -> Iterator:
        """The page for one test, at the context's first size: on the new-game screen, or
        (`new_game_screen` False) as the module's last test left it."""
        if self.page is None:
            self.open()
        self.page.set_viewport_size(VIEWPORT)
        if new_game_screen:
            self.to_new_game_screen()
            # A test that switched language leaves it; under xdist the next test on this page
            # may not be the one that follows it in the file.
            speak(self.page, self.language)
        marks = request.node.iter_markers("allow_console_errors")
        self.errors.allowed = [re.compile(p) for m in marks for p in m.args]
        self.errors.errors, self.requests.urls, self.requests.by_service_worker = [], [], []
        yield self.page
        failed = getattr(request.node, "report_call", None)
        if failed is not None and failed.failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.nodeid)
            with contextlib.suppress(Exception):
                self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
            self.close()  # the next test starts afresh
        problems = []
        unexpected = self.errors.unexpected()
        if unexpected:
            problems.append("console errors or uncaught errors:\n  " + "\n  ".join(unexpected))
        off = self.requests.off_origin()
        if off:
            problems.append("requests that left 127.0.0.1:\n  " + "\n  ".join(off))
        if problems:
            self.close()
            pytest.fail("\n".join(problems), pytrace=False)


@contextlib.contextmanager
def started(browser, server, **params) -> Iterator[SharedPage]:
    """A page shared by a module's tests (opened at its first test), closed after its last;
    `params` the app's URL parameters (instant=1 by default)."""
    shared = SharedPage(browser, server, params or {"instant": 1})
    try:
        yield shared
    finally:
        shared.close()


def speak(page, lang: str) -> None:
    """The page switched to `lang` in place, as its language menu does: the game stays on
    screen and every screen is redrawn in the language before this returns (language.js), where
    a reload would start the app again."""
    assert scripts.run(page, "page", "speak", lang) == lang
