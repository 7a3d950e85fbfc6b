"""The guards of the `page` fixture are not toothless: they see console errors and uncaught errors
of the page and of its workers, and requests to any host but 127.0.0.1, made by the page or by a
worker. (The page is served by Playwright itself; the requests go only to loopback addresses.)
"""

import os
import pathlib

import scripts
from conftest import OMNIBOX_POPUP_FEATURES, PLAYWRIGHT_DISABLED_FEATURES

HOME = "http://127.0.0.1:9/"
# A page whose own inline script (e2e/js/fixtures.js misbehave) does what the guards watch for.
MISBEHAVE = scripts.init_script("fixtures", "misbehave")
PAGE = f"<!doctype html><title>guards</title><script>{MISBEHAVE}</script>"


def test_guards_see_errors_and_off_origin_requests(page, requests_log, page_errors):
    page.route(HOME, lambda route: route.fulfill(status=200, content_type="text/html", body=PAGE))
    page.route("http://127.0.0.2:9/**", lambda route: route.abort())
    page.route("http://localhost:9/**", lambda route: route.abort())
    page.goto(HOME)
    scripts.wait_until(page, "() => true")
    page.wait_for_timeout(200)
    for _ in range(50):
        if len(requests_log.off_origin()) >= 2 and len(page_errors.errors) >= 3:
            break
        page.wait_for_timeout(100)

    assert sorted(requests_log.off_origin()) == [
        "http://127.0.0.2:9/from-page",
        "http://localhost:9/from-worker",
    ]
    errors = "\n".join(page_errors.errors)
    for text in ("page boom", "uncaught boom", "worker boom"):
        assert text in errors, errors

    # Caused on purpose: clear them so the fixture's own teardown check passes.
    page_errors.forgive()
    requests_log.urls.clear()


def test_the_browser_keeps_playwrights_disabled_features_beside_its_own(browser):
    """Chromium honours only the last --disable-features: the shared browser must have been given
    one list, Playwright's own (its defaults move with its version) and the omnibox popup's."""
    assert browser.is_connected()
    command_line = browser_command_line()
    lists = [arg.split("=", 1)[1] for arg in command_line if arg.startswith("--disable-features=")]
    assert len(lists) == 1, lists
    disabled = set(lists[0].split(","))
    assert set(PLAYWRIGHT_DISABLED_FEATURES.split(",")) <= disabled
    assert set(OMNIBOX_POPUP_FEATURES.split(",")) <= disabled


def browser_command_line() -> list[str]:
    """The command line of this test process's browser: the Chromium process (not one of its
    renderers, GPU or utility processes, which have a --type) that Playwright's driver started
    for this pytest process. (The headless shell has no chrome://version page, and answers
    Browser.getBrowserCommandLine only to a browser launched with --enable-automation.)"""

    def parent(pid: str) -> str:
        stat = pathlib.Path(f"/proc/{pid}/stat").read_text()
        return stat[stat.rindex(")") + 2 :].split()[1]

    found = []
    for entry in pathlib.Path("/proc").iterdir():
        try:
            args = (entry / "cmdline").read_bytes().decode().split("\0")
            # (A zygote rewrites its command line as one string: "... --type=zygote ...".)
            if "chrom" not in args[0] or "--type=" in " ".join(args):
                continue
            pid = entry.name
            while pid not in ("0", "1", str(os.getpid())):
                pid = parent(pid)
        except (OSError, ValueError):
            continue  # not a process, or it ended meanwhile
        if pid == str(os.getpid()):
            found.append(args)
    assert len(found) == 1, [a[0] for a in found]
    return found[0]
