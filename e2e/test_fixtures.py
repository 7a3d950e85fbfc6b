"""The guards of the `page` fixture are not toothless: they see console errors and uncaught errors
of the page and of its workers, and requests to any host but 127.0.0.1, made by the page or by a
worker. (The page is served by Playwright itself; the requests go only to loopback addresses.)
"""

import scripts

HOME = "http://127.0.0.1:9/"
# A page whose own inline script (e2e/js/fixtures.js misbehave) does what the guards watch for.
MISBEHAVE = scripts.init_script("fixtures", "misbehave")
PAGE = f"<!doctype html><title>guards</title><script>{MISBEHAVE}</script>"


def test_guards_see_errors_and_off_origin_requests(page, requests_log, page_errors):
    page.route(HOME, lambda route: route.fulfill(status=200, content_type="text/html", body=PAGE))
    page.route("http://127.0.0.2:9/**", lambda route: route.abort())
    page.route("http://localhost:9/**", lambda route: route.abort())
    page.goto(HOME)
    page.wait_for_function("() => true")
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
