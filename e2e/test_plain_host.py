"""What a host that sends no Content-Security-Policy header gets (docs/embed.md, "Security"):
the site's files served by a plain static server (the standard library's, with only the MIME
types a module worker and WebAssembly need), next to build/serve.py.

The page keeps its policy (its <meta>): it can neither eval nor reach another origin. The
engine's worker takes its policy from its own script's response (a dedicated worker created
from a URL does not inherit the page's, and a <meta> cannot be put in a script): on the plain
host it has none, so eval and a request to another origin both work there; under the header both
are refused. The app itself starts on both. The probe is the test's alone: its route puts a few
lines before the worker's script, its init script keeps the worker to ask; the other origin is
answered by the test's route (nothing leaves the machine)."""

from __future__ import annotations

import functools
import http.server
import threading

import pytest
import scripts
from conftest import TEST_CHROMIUM, VIEWPORT, wait_ready

OTHER = "http://other-origin.test/probe"

PROBE = scripts.init_script("plain_host", "answerCspProbe", OTHER)


class PlainHandler(http.server.SimpleHTTPRequestHandler):
    """A static host as many are: files and MIME types, no other header."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, *args):
        pass


@pytest.fixture
def plain_host(site_dir):
    handler = functools.partial(PlainHandler, directory=str(site_dir))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()
    httpd.server_close()


@pytest.mark.parametrize("host", ["plain", "header"])
def test_what_the_worker_may_do_with_and_without_the_header(
    playwright_instance, plain_host, server, host
):
    url = plain_host if host == "plain" else server.url
    browser = playwright_instance.chromium.launch(executable_path=TEST_CHROMIUM)
    try:
        context = browser.new_context(viewport=VIEWPORT, service_workers="block")
        context.route(OTHER, lambda route: route.fulfill(body="reached"))

        def probed(route):
            response = route.fetch()
            route.fulfill(response=response, body=PROBE + "\n" + response.text())

        context.route("**/js/worker.js", probed)
        context.add_init_script(scripts.init_script("plain_host", "keepEngineWorker"))
        page = context.new_page()
        page.goto(url + "?instant=1")
        wait_ready(page)
        page.wait_for_selector("[data-testid=setup-screen]", state="visible")
        csp = page.evaluate(
            "() => fetch(location.href).then((r) => r.headers.get('content-security-policy'))"
        )
        assert (csp is None) == (host == "plain")
        # The page: its <meta> policy on both hosts.
        assert scripts.run(page, "plain_host", "pageFetches", OTHER) == {
            "fetched": False,
            "violated": ["connect-src"],
        }
        # The worker: a policy only from the header.
        worker = scripts.run(page, "plain_host", "askWorkerProbe")
        if host == "plain":
            assert worker == {
                "kind": "csp-probe",
                "evaluated": True,
                "fetched": True,
                "violated": [],
            }
        else:
            assert worker == {
                "kind": "csp-probe",
                "evaluated": False,
                "fetched": False,
                "violated": ["script-src", "connect-src"],
            }
    finally:
        browser.close()
