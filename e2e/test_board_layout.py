"""The board as a player sees it: everything public on screen at once, without scrolling, at the
laptop and tablet sizes and at a high device pixel ratio; tooltips by hover and by long-press.

Each test plays a 5-player game (the most crowded board) part way through the action list, then
reads where every element was drawn (`window.__prTest.regions()`) and saves a screenshot to
dist/e2e-artifacts/screens/ for a person to look at.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from board_texts import TEXT_PROBE, drawn_texts
from conftest import ARTIFACTS, app_url, wait_board_fits, wait_ready

SCREENS = ARTIFACTS / "screens"
CONTAINERS = {"frame", "label", "playerFrame", "playerGoods"}  # drawn around other elements


def advance(page, decisions: int, seed: int = 5):
    """Takes `decisions` of the human's decisions (random legal ones) through the panel."""
    chooser = random.Random(seed)
    for _ in range(decisions):
        page.evaluate("() => window.__prTest.idle()")
        snap = page.evaluate("() => window.__prTest.snapshot()")
        if snap["scores"]:
            return snap
        if snap["mayor"]:
            fill = page.locator("[data-testid=mayor-fill]")
            if fill.is_enabled():
                fill.click()
            page.locator("[data-testid=mayor-confirm]").click()
            continue
        assert snap["legal"], {k: v for k, v in snap.items() if k != "view"}
        entry = chooser.choice(snap["legal"])
        page.locator(f"[data-testid=action-list] button[data-code='{entry['code']}']").click()
        confirm = page.locator("[data-testid=confirm-button]")
        if confirm.is_visible():
            confirm.click()
    page.evaluate("() => window.__prTest.idle()")
    return page.evaluate("() => window.__prTest.snapshot()")


def overlapping(a, b, slack=0.5):
    return (
        a["x"] + slack < b["x"] + b["w"]
        and b["x"] + slack < a["x"] + a["w"]
        and a["y"] + slack < b["y"] + b["h"]
        and b["y"] + slack < a["y"] + a["h"]
    )


def check_board(page, snap, label, whole_page=True):
    """`whole_page`: the app is the page (not an embed, whose page grows with its width)."""
    regions = page.evaluate("() => window.__prTest.regions()")
    canvas, items = regions["canvas"], regions["items"]
    view = snap["view"]
    kinds: dict[str, list] = {}
    for it in items:
        kinds.setdefault(it["kind"], []).append(it)
    n = len(view["players"])

    # Everything public has its place.
    assert len(kinds["role"]) == len(view["roles"])
    for kind in (
        "colonistShip",
        "colonistSupply",
        "vpChips",
        "tradingHouse",
        "quarries",
        "faceDown",
    ):
        assert len(kinds[kind]) == 1, kind
    assert len(kinds["supplyGood"]) == 5
    assert len(kinds["thSlot"]) == 4
    assert len(kinds["ship"]) == len(view["cargo_ships"])
    assert len(kinds["plantation"]) >= len(view["plantations"]["face_up"])
    assert len(kinds["market"]) == 23, "every building of the game is on the market"
    for seat in range(n):
        mine = [it for it in items if it["seat"] == seat]
        count = Counter(it["kind"] for it in mine)
        assert count["island"] == 12, f"seat {seat}: 12 island spaces"
        city = view["players"][seat]["city"]
        assert count["city"] == len(city)
        large = sum(1 for it in mine if it["kind"] == "city" and it["large"])
        assert count["city"] + large + count["citySpace"] == 12, f"seat {seat}: 12 city spaces"
        assert count["playerGood"] == 5 and count["colonistPool"] == 1
        assert count["playerHeader"] == 1

    # Inside the canvas, nothing drawn over anything else, and big enough to read and to hit.
    leaves = [it for it in items if it["kind"] not in CONTAINERS]
    for it in leaves:
        assert it["x"] >= canvas["x"] - 0.5 and it["y"] >= canvas["y"] - 0.5, it
        assert it["x"] + it["w"] <= canvas["x"] + canvas["w"] + 0.5, it
        assert it["y"] + it["h"] <= canvas["y"] + canvas["h"] + 0.5, it
    clashes = [
        (a["id"], b["id"])
        for i, a in enumerate(leaves)
        for b in leaves[i + 1 :]
        if overlapping(a, b)
    ]
    assert not clashes, f"{label}: elements drawn over each other: {clashes[:5]}"
    smallest_tile = min(it["w"] for it in kinds["island"])
    assert smallest_tile >= 14, f"{label}: island tiles {smallest_tile:.1f} px wide"
    assert min(it["h"] for it in kinds["market"]) >= 20
    assert min(min(it["w"], it["h"]) for it in kinds["role"]) >= 40

    # The sheet that suits the canvas: the board covers nearly all of it (no wide empty sides).
    x0 = min(it["x"] for it in items)
    y0 = min(it["y"] for it in items)
    x1 = max(it["x"] + it["w"] for it in items)
    y1 = max(it["y"] + it["h"] for it in items)
    covered = (x1 - x0) * (y1 - y0) / (canvas["w"] * canvas["h"])
    assert covered >= 0.9, f"{label}: the board covers {covered:.0%} of the canvas"

    # Crisp: one backing-store pixel per device pixel.
    dpr = page.evaluate("() => devicePixelRatio")
    assert abs(canvas["pixelW"] - round(canvas["w"] * dpr)) <= 1
    assert abs(canvas["pixelH"] - round(canvas["h"] * dpr)) <= 1

    if not whole_page:
        return regions
    # No scrolling: the page is the viewport, and the panel's parts are on screen.
    size = page.evaluate("""() => ({sh: document.documentElement.scrollHeight, ih: innerHeight,
                                    sw: document.documentElement.scrollWidth, iw: innerWidth})""")
    assert size["sh"] <= size["ih"] and size["sw"] <= size["iw"], size
    for testid in ("status", "prompt", "action-list", "game-log", "menu-new-game"):
        box = page.locator(f"[data-testid={testid}]").bounding_box()
        assert box and box["y"] + min(box["height"], 30) <= size["ih"], testid
    return regions


@pytest.mark.parametrize(
    "width,height,dpr",
    [(1366, 768, 1), (1024, 768, 1), (1024, 768, 2)],
    ids=["1366x768", "1024x768", "1024x768@2x"],
)
def test_everything_public_is_on_screen_without_scrolling(browser, server, width, height, dpr):
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=dpr
    )
    page = context.new_page()
    errors = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(app_url(server, instant=1, autostart=1, players=5, seed=11))
        wait_ready(page)
        snap = advance(page, 45)
        check_board(page, snap, f"{width}x{height}@{dpr}")
        SCREENS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENS / f"board-5p-{width}x{height}@{dpr}x.png"))
        # The other layouts the sizes choose between, with fewer players.
        page.set_viewport_size({"width": height + 300, "height": height})
        wait_board_fits(page, height + 300, height)
        check_board(page, snap, f"{height + 300}x{height}@{dpr}")
    finally:
        context.close()
    assert not errors


def test_hover_explains_a_building(open_app):
    page = open_app(instant=1, autostart=1, players=3, seed=4)
    wait_ready(page)
    advance(page, 1)
    regions = page.evaluate("() => window.__prTest.regions()")
    wharf = next(it for it in regions["items"] if it["id"] == "market:wharf")
    page.mouse.move(wharf["x"] + wharf["w"] / 2, wharf["y"] + wharf["h"] / 2)
    tip = page.locator("[data-testid=tooltip]")
    tip.wait_for(state="visible")
    assert "Wharf" in tip.inner_text()
    assert "ship" in tip.inner_text().lower(), "the tooltip says what the wharf does"
    page.mouse.move(2, 2)
    tip.wait_for(state="hidden")


def test_long_press_explains_a_role_without_choosing_it(browser, server):
    context = browser.new_context(
        viewport={"width": 1024, "height": 768}, has_touch=True, is_mobile=False
    )
    page = context.new_page()
    try:
        page.goto(app_url(server, instant=1, autostart=1, players=4, seed=8))
        wait_ready(page)
        page.evaluate("() => window.__prTest.idle()")
        before = page.evaluate("() => window.__prTest.snapshot()")
        assert before["your_turn"] and before["view"]["phase"]["name"] == "role_selection"
        regions = page.evaluate("() => window.__prTest.regions()")
        card = next(it for it in regions["items"] if it["id"] == "role:captain")
        x, y = card["x"] + card["w"] / 2, card["y"] + card["h"] / 2
        touch = context.new_cdp_session(page)
        touch.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
        )
        page.wait_for_timeout(800)
        touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        tip = page.locator("[data-testid=tooltip]")
        tip.wait_for(state="visible")
        assert "Captain" in tip.inner_text()
        page.evaluate("() => window.__prTest.idle()")
        after = page.evaluate("() => window.__prTest.snapshot()")
        assert after["view"] == before["view"], "a long-press explains; it does not choose"
        # A short tap chooses.
        page.touchscreen.tap(x, y)
        page.evaluate("() => window.__prTest.idle()")
        page.wait_for_timeout(100)
        page.evaluate("() => window.__prTest.idle()")
        chosen = page.evaluate("() => window.__prTest.snapshot()")
        log = page.locator("[data-testid=game-log]").inner_text()
        assert chosen["view"] != before["view"] and "captain" in log.lower()
    finally:
        context.close()


# --- the tall sheet: a narrow embed -------------------------------------------------------------

# 8 CSS px: the smallest size at which the board's labels (a digit under a good, "San Juan",
# a short building name) are still read without zooming on a phone's 2x-3x screen; the square
# sheet's 9-10-unit labels were 5 px at this width.
MIN_TEXT_PX = 8
NARROW = 400  # CSS px: a rules site's column, a phone held upright
# What a player taps (moves.js actionRegions, the mayor's tiles and buildings).
TAPPED = {
    "role",
    "plantation",
    "quarries",
    "faceDown",
    "colonistShip",
    "market",
    "supplyGood",
    "tradingHouse",
    "ship",
    "island",
    "city",
    "citySpace",
    "playerGood",
    "colonistPool",
}

# The same pure layout the app drew, at the canvas's size, and the square sheet's for comparison.
LAYOUTS = """async ([w, h]) => {
  const { computeLayout } = window.__prTest;
  const snap = window.__prTest.snapshot();
  const brief = (l) => ({ template: l.template, scale: l.scale, vw: l.vw, vh: l.vh,
    items: l.items.map((it) => ({ id: it.id, kind: it.kind, own: !!it.own, x: it.x, y: it.y, w: it.w, h: it.h })) });
  return { drawn: brief(computeLayout(snap.view, snap.seat, w, h)),
           square: brief(computeLayout(snap.view, snap.seat, 750, 750)) };
}"""  # noqa: E501


def narrow_embed(page, server, players, lang, width=NARROW):
    """The app as an embed, in an iframe `width` CSS px wide on a page of its own origin, with
    instant bots (the embed element would not pass `instant`); returns the app's frame."""
    page.goto(server.url + "embed-demo.html")
    page.evaluate(
        """([w, players, lang]) => {
      const frame = document.createElement('iframe');
      frame.id = 'narrow';
      frame.title = 'a narrow embed';
      frame.src = `/?embed=1&origin=${encodeURIComponent(location.origin)}&players=${players}&lang=${lang}&instant=1`;
      Object.assign(frame.style, { width: `${w}px`, height: '2400px', border: '0', display: 'block' });
      document.body.replaceChildren(frame);
    }""",  # noqa: E501
        [width, players, lang],
    )
    frame = page.locator("#narrow").element_handle().content_frame()
    wait_ready(frame)
    frame.wait_for_function("() => window.__prTest.snapshot()")
    return frame


@pytest.mark.parametrize("players,lang", [(2, "en"), (5, "is"), (5, "nl")])
def test_a_narrow_embed_draws_the_tall_sheet(browser, server, players, lang):
    context = browser.new_context(viewport={"width": 1366, "height": 2500}, device_scale_factor=2)
    context.add_init_script(TEXT_PROBE)
    page = context.new_page()
    errors = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        frame = narrow_embed(page, server, players, lang)
        snap = advance(frame, 20 if players == 5 else 24, seed=players)
        label = f"tall {players}p {lang}"
        regions = check_board(frame, snap, label, whole_page=False)
        canvas = regions["canvas"]
        assert canvas["w"] == NARROW and canvas["h"] >= 2.5 * NARROW, canvas
        assert (canvas["pixelW"], canvas["pixelH"]) == (2 * canvas["w"], 2 * canvas["h"]), canvas

        # The tall sheet, and it is what was drawn.
        layouts = frame.evaluate(LAYOUTS, [int(canvas["w"]), int(canvas["h"])])
        drawn, square = layouts["drawn"], layouts["square"]
        assert drawn["template"] == "tall" and square["template"] == "square"
        assert drawn["scale"] > 0.85, drawn["scale"]
        # One row per opponent, each as tall as in a 5-player game; the sheet ends below the last,
        # and the page gives the canvas the sheet's proportions.
        rows = [it for it in drawn["items"] if it["kind"] == "playerFrame" and not it["own"]]
        assert len(rows) == players - 1 and all(abs(it["h"] - rows[0]["h"]) < 0.01 for it in rows)
        assert rows[0]["h"] < 150, f"{label}: an opponent's board stretched to {rows[0]['h']} units"
        assert abs(max(it["y"] + it["h"] for it in drawn["items"]) - drawn["vh"]) < 0.01
        assert abs(canvas["h"] - canvas["w"] * drawn["vh"] / drawn["vw"]) <= 1.5, (
            canvas,
            drawn["vh"],
        )
        assert [it["id"] for it in drawn["items"]] == [it["id"] for it in regions["items"]]
        for it, shown in zip(drawn["items"], regions["items"]):
            assert abs(canvas["x"] + it["x"] * drawn["scale"] - shown["x"]) <= 1.5, (it, shown)
            assert abs(it["w"] * drawn["scale"] - shown["w"]) <= 0.5, (it, shown)

        # As easy to tap, relative to the scale, as on the square sheet: every target drawn at
        # least as large in sheet units in each direction, up to TOUCH units.
        size = {it["id"]: it for it in square["items"]}
        small = [
            (it["id"], round(it["w"]), round(it["h"]))
            for it in drawn["items"]
            if it["kind"] in TAPPED
            and it["id"] in size
            and it["own"] == size[it["id"]]["own"]
            and (it["kind"] not in {"island", "city", "citySpace"} or it["own"])
            and (
                it["w"] < min(44, size[it["id"]]["w"]) - 0.01
                or it["h"] < min(44, size[it["id"]]["h"]) - 0.01
            )
        ]
        assert not small, f"{label}: targets smaller than on the square sheet: {small}"
        # The hit rectangles of the decision at hand: no two share a point.
        hits = [
            (r["region"], r["hit"])
            for t in frame.evaluate("() => window.__prTest.targets()")
            for r in t["regions"]
        ]
        hits = list(dict(hits).items())
        shared = [
            (a, b)
            for i, (a, ra) in enumerate(hits)
            for b, rb in hits[i + 1 :]
            if overlapping(ra, rb, slack=0.05)
        ]
        assert not shared, f"{label}: hit areas overlap: {shared[:5]}"

        # The board and the panel below it, as the reader sees them.
        height = frame.evaluate("() => Math.ceil(document.body.getBoundingClientRect().height)")
        page.evaluate(
            "(h) => { document.getElementById('narrow').style.height = `${h}px`; }", height
        )
        SCREENS.mkdir(parents=True, exist_ok=True)
        page.locator("#narrow").screenshot(path=str(SCREENS / f"board-tall-{players}p-{lang}.png"))
        # Readable, and nothing cut short.
        texts = drawn_texts(frame)
        assert len(texts) > 100, "the probe saw the board's texts"
        tiny = sorted(
            {(round(t["px"], 1), t["text"]) for t in texts if t["px"] < MIN_TEXT_PX - 0.01}
        )
        assert not tiny, f"{label}: too small to read: {tiny}"
        assert frame.evaluate("() => window.__prTest.clippedTexts()") == [], label

    finally:
        context.close()
    assert not errors, errors
