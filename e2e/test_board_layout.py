"""The board as a player sees it: everything public on screen at once, without scrolling, at the
laptop and tablet sizes and at a high device pixel ratio, every text there at least 10 CSS px;
tooltips by hover and by long-press.

Each test plays a game (5 players: the most crowded board) part way through the action list,
then reads where every element was drawn (`window.__prTest.regions()`) and every text the board
drew (board_texts.TEXT_PROBE), and saves a screenshot to dist/e2e-artifacts/screens/ for a
person to look at.
"""

from __future__ import annotations

import json

import pytest
import screens
import scripts
from board_texts import TEXT_PROBE, drawn_texts, probed_page, show_in
from conftest import app_url, made_once, wait_board_fits, wait_ready
from decisions import I18N, position_at, save_after
from layout_checks import (
    NARROW,
    READABLE_SIZES,
    at_each_size,
    check_board,
    check_drawn_apart,
    check_readable,
    each_save_part_way,
    load_in_narrow_embed,
    narrow_embed,
    overlapping,
    screenshot_embed,
    too_small,
)
from pages import PuertoRico


@pytest.fixture(scope="module")
def late_save(tmp_path_factory):
    """Up to 45 random decisions of the player in a 5-player game (the engine in this process
    plays them, once for both pixel ratios): to its end, the cities at their fullest."""

    def make(folder):
        (folder / "late.json").write_text(save_after("puerto-rico", 5, 11, 45))

    return made_once(tmp_path_factory, "board-layout-late", make) / "late.json"


# The same game (seed and decisions) at each size: played once per device pixel ratio, then seen
# at each size as a window resized to it (wait_board_fits: redrawn at the new size).
@pytest.mark.parametrize(
    "sizes,dpr",
    [(((1366, 768), (1024, 768)), 1), (((1024, 768),), 2)],
    ids=["1366x768-1024x768", "1024x768@2x"],
)
def test_everything_public_is_on_screen_without_scrolling(browser, server, late_save, sizes, dpr):
    width, height = sizes[0]
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=dpr
    )
    page, errors = probed_page(context)
    try:
        page.goto(app_url(server, instant=1))
        wait_ready(page)
        table = PuertoRico(page)
        table.open_file(late_save)
        snap = table.settled_snapshot()
        for width, height in sizes:
            page.set_viewport_size({"width": width, "height": height})
            wait_board_fits(page, width, height)
            check_board(page, snap, f"{width}x{height}@{dpr}")
            check_readable(page, f"{width}x{height}@{dpr}")
            screens.save(page, f"board-5p-{width}x{height}@{dpr}x.png")
        # The other layouts the sizes choose between, with fewer players.
        page.set_viewport_size({"width": height + 300, "height": height})
        wait_board_fits(page, height + 300, height)
        check_board(page, snap, f"{height + 300}x{height}@{dpr}")
        check_readable(page, f"{height + 300}x{height}@{dpr}")
    finally:
        context.close()
    assert not errors


# Each number of players in a language of long words, and the save's decisions: (players, lang,
# seed).
PART_WAY = ((2, "es", 21), (3, "nl", 22), (4, "is", 21), (4, "en", 23), (5, "sv", 11))


def test_every_text_is_readable_at_the_laptop_and_tablet_sizes(page, server, tmp_path):
    """Each number of players (each its own opponents' boards) in a language of long words: at
    every laptop and tablet size, no text under 10 CSS px, none cut short, nothing drawn over
    anything else. The games are opened one after another in one page, each shown in its
    language (show_in)."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.add_init_script(TEXT_PROBE)
    # Up to 25 random decisions in.
    for players, lang, table in each_save_part_way(
        page, server, tmp_path, PuertoRico, PART_WAY, 25
    ):
        assert len(table.snapshot()["view"]["players"]) == players
        for width, height in at_each_size(page, READABLE_SIZES):
            label = f"{players}p {lang} {width}x{height}"
            check_drawn_apart(scripts.value(page, "() => window.__prTest.regions()"), label)
            check_readable(page, label)
        screens.save(page, f"board-{players}p-{lang}-768x1024.png")


def test_hover_explains_a_building(open_app):
    page = open_app(instant=1, autostart=1, players=3, seed=4)
    wait_ready(page)
    table = PuertoRico(page, seed=5)
    table.play_turns(1, via="list")
    regions = table.regions()
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
        table = PuertoRico(page, tap=True)
        table.settle()
        before = table.snapshot()
        assert before["your_turn"] and before["view"]["phase"]["name"] == "role_selection"
        regions = table.regions()
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
        table.settle()
        after = table.snapshot()
        assert after["view"] == before["view"], "a long-press explains; it does not choose"
        # A short tap chooses.
        table.press(x, y)
        table.settle()
        page.wait_for_timeout(100)
        table.settle()
        chosen = table.snapshot()
        log = page.locator("[data-testid=game-log]").inner_text()
        assert chosen["view"] != before["view"] and "captain" in log.lower()
    finally:
        context.close()


# --- the tall sheet: a narrow embed -------------------------------------------------------------

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


def position_after(players: int, decisions: int, lang: str) -> dict:
    """The position of a game of medium bots (seed 7) at seat 0's decision after `decisions` of
    its own, its players named as the new-game screen names them in `lang`: played by the engine
    in this process, faster than by the page for a test that checks the board it reaches."""
    made = iter(range(decisions + 1))
    doc = position_at("puerto-rico", players, 7, lambda legal: next(made) == decisions)
    words = json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))
    names = [words["setup.defaultName"], *words["setup.botNames"].split(",")]
    for player, name in zip(doc["players"], names):
        player["name"] = name
    return doc


# A game's words change with the language, its places do not: one 5-player game is checked in
# both languages of long words. The game, part way through, is a position the embed opens as
# its host's page would send it.
@pytest.mark.parametrize(
    "players,langs", [(2, ("en",)), (5, ("is", "nl"))], ids=["2-en", "5-is-nl"]
)
def test_a_narrow_embed_draws_the_tall_sheet(browser, server, players, langs):
    context = browser.new_context(viewport={"width": 1366, "height": 2500}, device_scale_factor=2)
    page, errors = probed_page(context)
    try:
        frame = narrow_embed(page, server, lang=langs[0], position="host")
        load_in_narrow_embed(
            page, position_after(players, 24 if players == 2 else 20, langs[0]), bots=["medium"]
        )
        scripts.wait_until(frame, "() => window.__prTest.snapshot()")
        table = PuertoRico(frame, seed=players)
        snap = table.settled_snapshot()
        assert snap["your_turn"] and len(snap["view"]["players"]) == players
        for lang in langs:
            # The embed as tall as it opened (the screenshot grows it to its content).
            page.evaluate("() => { document.getElementById('narrow').style.height = '2400px'; }")
            show_in(frame, lang)
            check_tall_sheet(frame, table, snap, f"tall {players}p {lang}")
            screenshot_embed(page, frame, f"board-tall-{players}p-{lang}.png")
            check_tall_texts(frame, f"tall {players}p {lang}")
    finally:
        context.close()
    assert not errors, errors


def check_tall_sheet(frame, table, snap, label):
    """The tall sheet drawn as its layout says, every opponent's row alike, and its targets as
    easy to tap as on the square sheet, none sharing a point."""
    players = len(snap["view"]["players"])
    regions = check_board(frame, snap, label, whole_page=False)
    canvas = regions["canvas"]
    assert canvas["w"] == NARROW and canvas["h"] >= 2.5 * NARROW, canvas
    assert (canvas["pixelW"], canvas["pixelH"]) == (2 * canvas["w"], 2 * canvas["h"]), canvas

    # The tall sheet, and it is what was drawn.
    size = [int(canvas["w"]), int(canvas["h"])]
    layouts = scripts.run(frame, "board_layout", "drawnAndSquareLayouts", size)
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
    hits = [(r["region"], r["hit"]) for t in table.targets() for r in t["regions"]]
    hits = list(dict(hits).items())
    shared = [
        (a, b)
        for i, (a, ra) in enumerate(hits)
        for b, rb in hits[i + 1 :]
        if overlapping(ra, rb, slack=0.05)
    ]
    assert not shared, f"{label}: hit areas overlap: {shared[:5]}"


def check_tall_texts(frame, label):
    """Readable, and nothing cut short."""
    texts = drawn_texts(frame)
    assert len(texts) > 100, "the probe saw the board's texts"
    tiny = too_small(texts)
    assert not tiny, f"{label}: too small to read: {tiny}"
    assert frame.evaluate("() => window.__prTest.clippedTexts()") == [], label
