"""The built site served with the benchmark pages (e2e/bench_pages/ under bench/), and Chromium
to open them: for the benchmarks' figures in the browser (coach_benchmark.py,
review_benchmark.py)."""

from __future__ import annotations

import pathlib
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from conftest import CHROMIUM_LAUNCH, Server

HERE = pathlib.Path(__file__).resolve().parent


@contextmanager
def bench_browser(site: pathlib.Path, files: Mapping[str, str] = {}) -> Iterator[tuple[Any, str]]:
    """(a Chromium browser, the served site's URL), with `files` (name -> text) written beside
    the benchmark pages; the copy, the server and the browser go away afterwards."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="pr-bench-") as tmp:
        served = pathlib.Path(tmp) / "site"
        shutil.copytree(site, served)
        shutil.copytree(HERE / "bench_pages", served / "bench")
        for name, text in files.items():
            (served / "bench" / name).write_text(text)
        server = Server(served)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(**CHROMIUM_LAUNCH)
                try:
                    yield browser, server.url
                finally:
                    browser.close()
        finally:
            server.stop()
