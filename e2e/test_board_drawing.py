"""The board's shadows (web/js/kit/soft-shadow.js): drawn from blurred pictures kept per radius
and blur, they look as the canvas's own shadowBlur would (a canvas without a GPU blurs the whole
of a shape for each shadow: most of a frame's cost on a tablet), at a laptop's and a tablet's
scales, for paper lying on the table (its shadow dropped), the glowing rings of legal targets
and flashes (fading), the current player's gold glow, and shapes too small for a picture (the
canvas's own shadow then)."""

from __future__ import annotations

import pytest
import scripts
from conftest import serve_kit

PAPER = {"color": "rgba(0,0,0,0.25)", "blur": 6, "offsetY": 2}
CARD = {"color": "rgba(0,0,0,0.35)", "blur": 5, "offsetX": -1}
LEGAL = {"color": "rgba(255,201,40,0.55)", "blur": 9, "lineWidth": 2.5}


def scene(name: str, scale: float, at: tuple[float, float], *shapes: dict) -> dict:
    """Shapes drawn under the transform (scale, scale, at), as the board draws its sheet."""
    return {"name": name, "scale": scale, "ox": at[0], "oy": at[1], "shapes": list(shapes)}


SCENES = [
    scene("paper and cards at a laptop's scale", 1.18, (3.4, 7.7),
          {"x": 8, "y": 6, "w": 150, "h": 90, "r": 8, **PAPER},
          {"x": 170.3, "y": 10.6, "w": 60.2, "h": 84.9, "r": 7, **CARD},
          {"x": 240, "y": 8, "w": 90, "h": 50, "r": 7, "color": "rgba(0,0,0,0.3)", "blur": 5}),
    scene("the same at a tablet's two device pixels", 2.3, (5, 3),
          {"x": 4, "y": 4, "w": 80, "h": 50, "r": 8, **PAPER},
          {"x": 100.5, "y": 6.2, "w": 60, "h": 84, "r": 7, **CARD}),
    scene("glowing rings: legal, picked, a fading flash", 1.37, (2.2, 4.9),
          {"x": 10, "y": 10, "w": 120, "h": 70, "r": 6, **LEGAL},
          {"x": 150, "y": 12, "w": 90, "h": 60, "r": 6, "color": "rgba(26,163,107,0.5)",
           "blur": 9, "lineWidth": 3.5},
          {"x": 20, "y": 110, "w": 200, "h": 70, "r": 6, "color": "#ffd24a", "blur": 10,
           "lineWidth": 3.5, "alpha": 0.6}),
    scene("the current player's gold glow", 1.6, (0.5, 0.5),
          {"x": 12, "y": 12, "w": 200, "h": 140, "r": 9, "color": "rgba(255, 201, 40, 0.9)",
           "blur": 14}),
    scene("shapes smaller than their blurred corners", 1, (0, 0),
          {"x": 30, "y": 30, "w": 14, "h": 12, "r": 6, **LEGAL},
          {"x": 80, "y": 30, "w": 20, "h": 24, "r": 5, **CARD}),
]  # fmt: skip
MOST = 8  # of 255, a channel of a pixel: the eye does not tell such shadows apart
MEAN = 0.15


@pytest.mark.parametrize("scene", SCENES, ids=[s["name"] for s in SCENES])
def test_the_kept_shadows_look_as_the_canvas_own(page, server, scene):
    serve_kit(page)
    page.goto(server.url + "embed-demo.html")
    found = scripts.run(page, "shadows", "shadowsComparedWithTheCanvas", [scene])[scene["name"]]
    print(scene["name"], found)
    assert found["shaded"] > 400 * len(scene["shapes"]), f"the shadows show at all: {found}"
    assert found["most"] <= MOST and found["mean"] <= MEAN, found
