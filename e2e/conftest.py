"""End-to-end fixtures: the built site, served by build/serve.py on 127.0.0.1, in Debian's Chromium
driven by Playwright for Python (never `playwright install`). See e2e/README.md.

Fixtures:
  site_dir   the built site (python build/site.py, once per session; incremental, so cheap)
  server     a build/serve.py process on a free 127.0.0.1 port; `server.url`
  own_site   (folder, server): a copy of the built site and a server of its own, for a test that
             changes the site (a new version of it)
  made_once(tmp_path_factory, name, make) a folder that make(folder) filled once per run, shared by
             the xdist workers (games the engine plays in the test's process, for instance;
             tests/made_once.py, shared with the unit tests)
  save_near_end(tmp_path_factory, game, players, seed, left) the file of decisions.save_after's
             game `left` of the player's decisions before its end, made once per run
  browser    Chromium's headless shell (TEST_CHROMIUM), once per session (per xdist worker).
             Its contexts block the app's service worker unless the test is marked
             `@pytest.mark.service_worker` (see ServiceWorkers below)
  context    a browser context (1366x768) that records every request URL: the one tests take
             turns in (shared_context.py: emptied after each test), a new one for a test marked
             `fresh_context` or `service_worker`
  page       a page in it. At teardown the test fails if the page (or its workers) logged a console
             error or threw an uncaught error, or if any request went to a host other than
             127.0.0.1. `page_errors.forgive()` accepts the errors so far (for tests that cause
             them on purpose); `page_errors.allow(regex)` and
             `@pytest.mark.allow_console_errors(regex, ...)` accept matching ones, even late ones.
  open_app   open_app(instant=1, seed=3) opens the app with those URL parameters and returns page.
  wait_ready wait_ready(page) waits for window.__prTest.ready (the engine answers requests).
  wait_board_fits(page, width, height) after page.set_viewport_size: waits until the board has
             taken its new size (and been drawn at it).

Environment:
  PR_E2E_SITE=DIR   serve DIR as it is instead of building dist/site (to try the fixtures on
                    another page)
  PR_CHROMIUM=PATH  another Chromium binary, for the tests and the benchmarks (by default the
                    tests run in /usr/bin/chromium-headless-shell, the benchmarks and a headed
                    run in /usr/bin/chromium)
  PR_E2E_HEADED=1   show the browser (needs a display; the full Chromium)
"""

from __future__ import annotations

import contextlib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import urllib.parse

import pytest
import scripts

# The helpers the unit tests and these share (tests/made_once.py), after this directory's own.
sys.path.append(str(pathlib.Path(__file__).resolve().parent.parent / "tests"))
from made_once import made_once  # noqa: E402  (this module's fixtures and tests import it from here)

ROOT = pathlib.Path(__file__).resolve().parent.parent
SITE_SCRIPT = ROOT / "build" / "site.py"
SERVE_SCRIPT = ROOT / "build" / "serve.py"
ARTIFACTS = ROOT / "dist" / "e2e-artifacts"
HEADED = bool(os.environ.get("PR_E2E_HEADED"))
# The player's browser, Debian's Chromium: the benchmarks' (what a player waits for) and a headed
# run's.
CHROMIUM = os.environ.get("PR_CHROMIUM", "/usr/bin/chromium")
# The tests' browser: Debian's headless shell of the same Chromium (the same Blink and V8, without
# the browser's windows, toolbars and their pages). Measured against the full browser over four
# modules of tests, back to back: a tenth less CPU (the browser process at half), 8 % less wall.
TEST_CHROMIUM = os.environ.get("PR_CHROMIUM") or (
    CHROMIUM if HEADED else "/usr/bin/chromium-headless-shell"
)
# Playwright's own --disable-features (playwright==1.65.2, its chromiumSwitches.ts). Chromium
# keeps only the last --disable-features it is given, so ours repeats this list and Playwright's
# copy is left out (ignore_default_args); test_fixtures.py checks the browser got one list of both.
PLAYWRIGHT_DISABLED_FEATURES = (
    "AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,"
    "HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,"
    "ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,"
    "OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,"
    "msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion"
)
# Each new context's window preloads the address bar's popup, a web page of the browser's own, in
# a renderer of its own: 1.6 CPU s a context (a third of opening the app), for a toolbar a headless
# browser never shows.
OMNIBOX_POPUP_FEATURES = "WebUIOmniboxPopup,WebUIOmniboxAimPopup"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    f"--disable-features={PLAYWRIGHT_DISABLED_FEATURES},{OMNIBOX_POPUP_FEATURES}",
]
# What every launch of the end-to-end Chromium passes (chromium.launch(**CHROMIUM_LAUNCH), and
# launch_persistent_context).
CHROMIUM_LAUNCH = {
    "executable_path": CHROMIUM,
    "args": CHROMIUM_ARGS,
    "ignore_default_args": [f"--disable-features={PLAYWRIGHT_DISABLED_FEATURES}"],
}
# The same, in the tests' browser: chromium.launch(**TEST_LAUNCH), launch_persistent_context.
# Its V8 compiles Pyodide's hot functions without inlining one WebAssembly function into another.
# That inlining took half of the renderer's thread pool, compiling again on every page, for no
# speed a test could see: over four modules back to back, 472 -> 422 CPU s, the pool's 73 -> 40,
# the in-page review and the guided first game as fast. (The benchmarks keep a player's V8.)
TEST_LAUNCH = {
    **CHROMIUM_LAUNCH,
    "executable_path": TEST_CHROMIUM,
    "args": [*CHROMIUM_ARGS, "--js-flags=--no-wasm-inlining"],
}
VIEWPORT = {"width": 1366, "height": 768}
ALLOWED_HOSTS = {"127.0.0.1"}
LOCAL_SCHEMES = {"data", "blob", "about"}  # never leave the machine
BOOT_TIMEOUT_MS = 90_000  # Pyodide boots in 4-6 s here; slower when several workers boot at once


# expect(...) waits this long too (Playwright's default is 5 s).
def _expect_timeout():
    from playwright.sync_api import expect

    expect.set_options(timeout=BOOT_TIMEOUT_MS)


_expect_timeout()

# Requests from a service worker are reported only with this set (Playwright's own switch).
os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")


def pytest_configure(config):
    config.addinivalue_line("markers", "e2e: end-to-end test in Chromium against the built site")
    config.addinivalue_line(
        "markers",
        "allow_console_errors(*patterns): console errors or page "
        "errors matching any regex pattern do not fail the test",
    )
    config.addinivalue_line(
        "markers",
        "service_worker: the test's browser contexts let the app's service worker run "
        "(offline play, updates, what the precache holds)",
    )
    config.addinivalue_line(
        "markers",
        "fresh_context: the test gets a browser context of its own, not the one tests take "
        "turns in (a first visit; a test that changes the context: shared_context.py)",
    )


def pytest_collection_modifyitems(config, items):
    here = pathlib.Path(__file__).parent
    for item in items:
        if here in pathlib.Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.e2e)


class ServiceWorkers:
    """Whether the contexts made now let the app's service worker run. Off unless the test is
    marked `service_worker`: in a new context the worker downloads, hashes and stores the whole
    site (25 MB) beside the page's own start, a fifth of the CPU of tests that play games, for
    nothing most tests look at. Set before the test's fixtures are, module-scoped ones
    (a shared page) included."""

    allowed = False


def pytest_runtest_setup(item):
    ServiceWorkers.allowed = item.get_closest_marker("service_worker") is not None


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


# ------------------------------------------------------------------------------- site and server
@pytest.fixture(scope="session")
def site_dir() -> pathlib.Path:
    override = os.environ.get("PR_E2E_SITE")
    if override:
        path = pathlib.Path(override).resolve()
        if not (path / "index.html").is_file():
            pytest.fail(f"PR_E2E_SITE={override} has no index.html", pytrace=False)
        return path
    out = ROOT / "dist" / "site"
    # Incremental and locked: cheap when build/test.sh has just built it, safe under xdist.
    done = subprocess.run(
        [sys.executable, str(SITE_SCRIPT), "--quiet", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        pytest.fail(
            f"building the site failed (python build/site.py):\n{done.stdout}{done.stderr}",
            pytrace=False,
        )
    return out


class Server:
    def __init__(self, site: pathlib.Path):
        self.process = subprocess.Popen(
            [sys.executable, str(SERVE_SCRIPT), "--port", "0", "--quiet", "--dir", str(site)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        line = self.process.stdout.readline()
        match = re.match(r"serving (http://127\.0\.0\.1:\d+/)", line)
        if not match:
            self.stop()
            raise RuntimeError(f"build/serve.py did not start: {line}{self.process.stderr.read()}")
        self.url = match.group(1)  # ends with "/"

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture(scope="session")
def server(site_dir):
    srv = Server(site_dir)
    yield srv
    srv.stop()


@pytest.fixture
def own_site(tmp_path, site_dir):
    folder = tmp_path / "site"
    shutil.copytree(site_dir, folder)
    server = Server(folder)
    yield folder, server
    server.stop()


def save_near_end(tmp_path_factory, game: str, players: int, seed: int, left: int) -> pathlib.Path:
    """The file of decisions.save_before_end's save of `game` (`players`, `seed`): the player
    has `left` decisions to make before its end; for a test that checks a game's last decisions
    and its end by the page, not the many before (made once in the whole run)."""
    from decisions import save_before_end

    def make(folder: pathlib.Path) -> None:
        (folder / "save.json").write_text(save_before_end(game, players, seed, left))

    name = f"near-end-{game}-{players}-{seed}-{left}"
    return made_once(tmp_path_factory, name, make) / "save.json"


# ------------------------------------------------------------------------------------- browser
@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance):
    if not os.path.exists(TEST_CHROMIUM):
        pytest.fail(
            f"{TEST_CHROMIUM} is missing: run `make setup` (it installs it from Debian)",
            pytrace=False,
        )
    browser = playwright_instance.chromium.launch(**TEST_LAUNCH, headless=not HEADED)
    make_context = browser.new_context

    def new_context(**options):
        if not ServiceWorkers.allowed:
            options.setdefault("service_workers", "block")
        return make_context(**options)

    browser.new_context = new_context
    yield browser
    browser.close()


class RequestLog:
    """Every request URL the context made (page, workers, service workers)."""

    def __init__(self):
        self.urls: list[str] = []
        self.by_service_worker: list[bool] = []  # one per URL above

    def record(self, request):
        self.urls.append(request.url)
        self.by_service_worker.append(request.service_worker is not None)

    def off_origin(self) -> list[str]:
        bad = []
        for url in self.urls:
            parts = urllib.parse.urlsplit(url)
            if parts.scheme in LOCAL_SCHEMES:
                continue
            if (
                parts.scheme not in ("http", "https", "ws", "wss")
                or parts.hostname not in ALLOWED_HOSTS
            ):
                bad.append(url)
        return bad

    def paths(self, service_worker: bool = True) -> list[str]:
        """The paths requested, with or without the service worker's (its precache)."""
        urls = (
            self.urls
            if service_worker
            else [url for url, by_it in zip(self.urls, self.by_service_worker) if not by_it]
        )
        return [urllib.parse.urlsplit(u).path for u in urls]


@pytest.fixture
def requests_log() -> RequestLog:
    return RequestLog()


@pytest.fixture(scope="session")
def shared_context(browser):
    """The context tests take turns in (shared_context.py), made at the first that needs it."""
    from shared_context import SharedContext

    shared = SharedContext(browser, {"viewport": VIEWPORT, "service_workers": "block"})
    yield shared
    shared.close()


@pytest.fixture
def context(request, browser, shared_context, requests_log):
    """The shared context, lent for the test; a new one for a test marked `fresh_context` or
    `service_worker`."""
    if ServiceWorkers.allowed or request.node.get_closest_marker("fresh_context"):
        ctx = browser.new_context(viewport=VIEWPORT)
        ctx.on("request", requests_log.record)
        yield ctx
        ctx.close()
        return
    ctx = shared_context.lend()
    ctx.on("request", requests_log.record)
    yield ctx
    ctx.remove_listener("request", requests_log.record)
    report = getattr(request.node, "report_call", None)
    failed = report is None or not report.passed
    shared_context.give_back(requests_log.urls, failed)


class PageErrors:
    """Console errors and uncaught errors of a page and its workers."""

    def __init__(self, allowed: list[str]):
        self.allowed = [re.compile(p) for p in allowed]
        self.errors: list[str] = []
        self.forgiven: list[str] = []

    def console(self, message):
        if message.type == "error":
            where = message.location or {}
            at = f" ({where.get('url')}:{where.get('lineNumber')})" if where.get("url") else ""
            self.errors.append(f"console.error: {message.text}{at}")

    def page_error(self, error):
        self.errors.append(f"uncaught: {error}")

    def forgive(self) -> list[str]:
        """Accepts the errors so far (caused on purpose by the test) and returns them."""
        forgiven, self.errors = self.errors, []
        self.forgiven += forgiven
        return forgiven

    def allow(self, pattern: str) -> None:
        """Accepts, for the rest of the test, errors matching `pattern`, including ones that
        arrive late: a worker's console messages reach Playwright on their own channel, so they
        can come after the page has already shown the error they caused."""
        self.allowed.append(re.compile(pattern))

    def unexpected(self) -> list[str]:
        return [e for e in self.errors if not any(p.search(e) for p in self.allowed)]


@pytest.fixture
def page_errors(request) -> PageErrors:
    allowed = [p for m in request.node.iter_markers("allow_console_errors") for p in m.args]
    return PageErrors(allowed)


@pytest.fixture
def page(request, context, page_errors, requests_log):
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    # Console messages of dedicated workers arrive here too.
    page.on("console", page_errors.console)
    page.on("pageerror", page_errors.page_error)
    yield page

    failed = getattr(request.node, "report_call", None)
    if failed is not None and failed.failed:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.nodeid)
        # A crashed page has no screenshot; the failure says enough.
        with contextlib.suppress(Exception):
            page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    problems = []
    unexpected = page_errors.unexpected()
    if unexpected:
        problems.append("console errors or uncaught errors:\n  " + "\n  ".join(unexpected))
    off = requests_log.off_origin()
    if off:
        problems.append("requests that left 127.0.0.1:\n  " + "\n  ".join(off))
    page.close()
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


# ---------------------------------------------------------------------------------------- app
@pytest.fixture(scope="module")
def one_page(browser, server):
    """One page of the app shared by a module's tests (shared_page.py), opened at its first."""
    from shared_page import started

    with started(browser, server) as shared:
        yield shared


@pytest.fixture
def shared_app_page(one_page, request):
    """The module's shared page for one test, on the new-game screen (shared_page.py)."""
    yield from one_page.for_test(request)


def serve_kit(page) -> None:
    """The kit's own modules (web/js/kit/; the site bundles them) under /__test__/kit/, for a test
    that draws with them in the page."""

    def fulfil(route):
        name = route.request.url.rsplit("/", 1)[1]
        body = (ROOT / "web" / "js" / "kit" / name).read_text(encoding="utf-8")
        route.fulfill(body=body, content_type="text/javascript")

    page.route("**/__test__/kit/*.js", fulfil)


def app_url(server: Server, **params) -> str:
    """The app's URL with query parameters, e.g. app_url(server, instant=1, seed=3)."""
    query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
    return server.url + (f"?{query}" if query else "")


@pytest.fixture
def open_app(page, server):
    """open_app(**params) -> page: opens the app with those URL parameters (instant=1: bots act
    instantly)."""

    def _open(**params):
        page.goto(app_url(server, **params))
        return page

    return _open


@pytest.fixture
def new_game(open_app):
    """new_game(kind, players, decisions_seed=0, **start) -> table: the app opened (instant=1),
    a game of `kind` (a page class of pages/) for `players` started on the new-game screen as a
    player does (`start`: Table.start's seed and options); `decisions_seed` seeds the table's
    random decisions."""

    def _start(kind, players: int, decisions_seed: int = 0, **start):
        page = open_app(instant=1)
        wait_ready(page)
        table = kind(page, seed=decisions_seed)
        table.start(players, **start)
        return table

    return _start


def wait_ready(page, timeout_ms: int = BOOT_TIMEOUT_MS):
    """Waits until window.__prTest.ready resolves (the engine is ready); returns its value if it
    can be passed out of the page, else True."""
    return scripts.engine_ready(page, timeout_ms)


@pytest.fixture(name="wait_ready")
def wait_ready_fixture():
    return wait_ready


def wait_board_fits(page, width: int | None = None, height: int | None = None):
    """Waits until the viewport is `width` x `height` (page.set_viewport_size may return before
    the page has seen the change) and the board has taken its place's present size, and so was
    drawn at it."""
    scripts.wait_for(page, "page", "boardFits", [width, height])
