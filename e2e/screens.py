"""Screenshots for a person to look at, in dist/e2e-artifacts/screens/: taken when PR_E2E_SCREENS
is set (`make screens` runs the end-to-end tests with it), left out of a plain `make test`.

They check nothing: no test reads one back. A run of the whole end-to-end suite took about 390 of
them, some 100 CPU seconds of the two cores `make test` has (Chromium encodes each as a PNG;
a tablet's, at twice the pixels, took half a second). A failed test's own screenshot
(conftest.py, shared_page.py) is always taken.

    screens.save(page, "board-5p-1366x768.png")
    screens.save(page.locator("[data-testid=legend]"), "legend.png")

A test takes the same steps whether or not screenshots are taken (a window turned or an embed
grown for a screenshot is turned or grown either way), so that what it checks never depends on
PR_E2E_SCREENS.
"""

from __future__ import annotations

import os
from typing import Any

from conftest import ARTIFACTS

SCREENS = ARTIFACTS / "screens"
WANTED = bool(os.environ.get("PR_E2E_SCREENS"))


def save(target: Any, name: str, **options: Any) -> None:
    """`target.screenshot` (a page or a locator) to SCREENS/`name`, when screenshots are wanted;
    `options` are screenshot's (full_page...)."""
    if not WANTED:
        return
    SCREENS.mkdir(parents=True, exist_ok=True)
    target.screenshot(path=str(SCREENS / name), **options)
