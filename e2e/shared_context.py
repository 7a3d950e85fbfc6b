"""One browser context lent to test after test (per xdist worker), instead of a new one each.

A new context makes every visit a first one: the engine's files downloaded again, the runtime
compiled again, the memory image unpacked and kept again. Measured here: 4.5 CPU seconds an app
opened in a new context, 3.0 in one emptied as below (12 tests that only open the app: 60.8 ->
48.0 CPU s). A context the tests take turns in starts the app as a repeat visit does
(docs/bridge.md, "Start-up"), which is how players mostly start it.

Between tests the context is emptied: its pages closed, and the storage of every origin the
test reached cleared (what a player keeps: saves, settings, the guide's record) except the
file system holding the kept memory image. The clearing is asked of a blank page the context
keeps for it (its "janitor", with a DevTools session attached once), not of a page opened and
closed after each test: 0.09 CPU s less a test (10 tests' give-backs: 2.1 -> 1.2 CPU s). After
a failed test the context is closed and the next test gets a new one.

A test that changes the context itself (an init script, a route, offline, a permission) would
change it for the tests after it: such a call marks the lent context, and it is closed after
the test. A test of a first visit is marked `fresh_context` (a context of its own), and so is,
in effect, one marked `service_worker` (its worker and caches would outlive the test).
"""

from __future__ import annotations

import contextlib
import urllib.parse

# What changes a context for the tests after (Playwright's BrowserContext methods).
CHANGES = (
    "add_init_script",
    "route",
    "route_from_har",
    "route_web_socket",
    "expose_binding",
    "expose_function",
    "set_offline",
    "grant_permissions",
    "clear_permissions",
    "set_geolocation",
    "set_extra_http_headers",
    "add_cookies",
    "set_default_timeout",
    "set_default_navigation_timeout",
)
# Storage.clearDataForOrigin's types, all but file_systems (the kept memory image).
CLEARED = (
    "cookies,indexeddb,local_storage,cache_storage,service_workers,websql,shader_cache,"
    "storage_buckets,shared_storage,interest_groups"
)


class SharedContext:
    def __init__(self, browser, options: dict):
        self.browser = browser
        self.options = options
        self.context = None
        self.changed = False  # by the test it is lent to: closed after it
        self.janitor = None  # the context's blank page that clears storage, and its session
        self.session = None

    def lend(self):
        if self.context is None:
            self.context = self.browser.new_context(**self.options)
            for name in CHANGES:
                setattr(self.context, name, self._marking(getattr(self.context, name)))
        self.changed = False
        return self.context

    def _marking(self, change):
        def changing(*args, **kwargs):
            self.changed = True
            return change(*args, **kwargs)

        return changing

    def give_back(self, urls: list[str], failed: bool) -> None:
        """Closes the test's pages and clears what it stored; closes the context itself after a
        test that failed or changed it."""
        context = self.context
        if context is None:
            return
        if failed or self.changed:
            self.close()
            return
        for page in list(context.pages):
            if page is not self.janitor:
                page.close()
        origins = sorted(
            {
                f"{p.scheme}://{p.netloc}"
                for p in map(urllib.parse.urlsplit, urls)
                if p.scheme in ("http", "https")
            }
        )
        if not origins:
            return
        try:
            if self.session is None:
                self.janitor = context.new_page()
                self.session = context.new_cdp_session(self.janitor)
            for origin in origins:
                self.session.send(
                    "Storage.clearDataForOrigin", {"origin": origin, "storageTypes": CLEARED}
                )
        except Exception:  # the janitor page gone (crashed): nothing of this context is kept
            self.close()

    def close(self) -> None:
        if self.context is not None:
            with contextlib.suppress(Exception):
                self.context.close()
        self.context = self.janitor = self.session = None
