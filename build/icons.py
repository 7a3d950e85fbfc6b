#!/usr/bin/env python3
"""Renders the app's PNG icons from web/favicon.svg in Chromium, once; the PNGs are committed.

    .venv/bin/python build/icons.py        (after changing web/favicon.svg)

    web/icons/icon-192.png, icon-512.png          purpose "any": the favicon as it is (rounded
                                                  square, transparent corners)
    web/icons/maskable-192.png, maskable-512.png  purpose "maskable": the sea colour to every
                                                  edge, the artwork inside the safe zone (a
                                                  centred circle of 40 % of the size's radius)
    web/icons/apple-touch-icon.png                180 px, opaque (iOS rounds the corners itself;
                                                  transparent ones would turn black)

The favicon's first element is its background (a rounded rect); the rest is the artwork. A
build-time render would need Chromium to build the site, so the output is committed instead.
Uses Playwright for Python and Debian's Chromium, like the e2e tests.
"""

from __future__ import annotations

import importlib
import pathlib
import sys
import urllib.parse
import xml.etree.ElementTree as ET
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
# The end-to-end tests' Chromium (e2e/conftest.py), by its place on sys.path: the test suite has
# another conftest module, which the type checker would take for it.
_E2E = importlib.import_module("conftest")
CHROMIUM_LAUNCH: dict[str, Any] = _E2E.CHROMIUM_LAUNCH

SVG_NS = "http://www.w3.org/2000/svg"
FAVICON = ROOT / "web" / "favicon.svg"
OUT = ROOT / "web" / "icons"
VIEW = 64  # the favicon's viewBox is 0 0 64 64
SAFE_RADIUS = 0.40 * VIEW  # maskable icons: https://w3c.github.io/manifest/#icon-masks
MARGIN = 0.94  # stay a little inside the safe zone (strokes, anti-aliasing)
APPLE_REACH = 0.42 * VIEW  # about the favicon's own proportions (iOS only clips the corners)

ICONS = [  # (file, size, kind)
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("maskable-192.png", 192, "maskable"),
    ("maskable-512.png", 512, "maskable"),
    ("apple-touch-icon.png", 180, "apple"),
]


def parts() -> tuple[str, str]:
    """(background colour, the artwork's SVG markup) from the favicon."""
    ET.register_namespace("", SVG_NS)
    root = ET.fromstring(FAVICON.read_text(encoding="utf-8"))
    if root.get("viewBox") != f"0 0 {VIEW} {VIEW}":
        raise SystemExit(f"{FAVICON}: expected viewBox 0 0 {VIEW} {VIEW}")
    background, *artwork = list(root)
    if background.tag != f"{{{SVG_NS}}}rect":
        raise SystemExit(f"{FAVICON}: expected the background rect first")
    markup = "".join(ET.tostring(node, encoding="unicode") for node in artwork)
    fill = background.get("fill")
    if fill is None:
        raise SystemExit(f"{FAVICON}: expected the background rect to have a fill")
    return fill, markup


def full_bleed(fill: str, artwork: str, box: dict[str, float], reach: float) -> str:
    """A square of `fill` with the artwork centred, scaled so that its bounding box's corners
    lie within `reach` of the centre."""
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    half_diagonal = ((box["width"] / 2) ** 2 + (box["height"] / 2) ** 2) ** 0.5
    scale = reach / half_diagonal
    return (
        f'<svg xmlns="{SVG_NS}" viewBox="0 0 {VIEW} {VIEW}">'
        f'<rect width="{VIEW}" height="{VIEW}" fill="{fill}"/>'
        f'<g transform="translate({VIEW / 2} {VIEW / 2}) scale({scale:.4f}) '
        f'translate({-cx:.3f} {-cy:.3f})">{artwork}</g></svg>'
    )


def main() -> int:
    from playwright.sync_api import sync_playwright

    fill, artwork = parts()
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(**CHROMIUM_LAUNCH)
        page = browser.new_page()
        # The artwork's bounding box, strokes included (getBBox leaves them out).
        page.set_content(
            f'<svg xmlns="{SVG_NS}" viewBox="0 0 {VIEW} {VIEW}" width="{VIEW}" '
            f'height="{VIEW}"><g id="art">{artwork}</g></svg>'
        )
        box = page.evaluate("""() => {
            const art = document.getElementById('art');
            let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
            for (const node of art.children) {
              const b = node.getBBox();
              const w = parseFloat(getComputedStyle(node).strokeWidth) || 0;
              const s = getComputedStyle(node).stroke !== 'none' ? w / 2 : 0;
              x0 = Math.min(x0, b.x - s); y0 = Math.min(y0, b.y - s);
              x1 = Math.max(x1, b.x + b.width + s); y1 = Math.max(y1, b.y + b.height + s);
            }
            return {x: x0, y: y0, width: x1 - x0, height: y1 - y0};
        }""")
        svgs = {
            "any": FAVICON.read_text(encoding="utf-8"),
            "maskable": full_bleed(fill, artwork, box, SAFE_RADIUS * MARGIN),
            "apple": full_bleed(fill, artwork, box, APPLE_REACH),
        }
        for name, size, kind in ICONS:
            page.set_viewport_size({"width": size, "height": size})
            data = urllib.parse.quote(svgs[kind], safe="")
            page.set_content(
                '<html><body style="margin:0;background:transparent">'
                f'<img src="data:image/svg+xml;charset=utf-8,{data}" '
                f'width="{size}" height="{size}" style="display:block"></body></html>'
            )
            page.wait_for_function("() => document.images[0].complete")
            page.screenshot(path=str(OUT / name), omit_background=True)
            print(f"icons: {(OUT / name).relative_to(ROOT)} {size}x{size} {kind}")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
