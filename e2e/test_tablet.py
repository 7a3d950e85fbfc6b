"""Tablets: the whole game by touch, the tablet turned between 1024x768 landscape and 768x1024
portrait at every decision.

One 5-player game against instant bots to the end screen by taps only, in a touch context
(has_touch, is_mobile, device scale factor 2): the board's targets at points of their hit
rectangles from window.__prTest.targets(), the panel's and dialogs' buttons by locator.tap(), the
mayor's colonists by tapping the player's own tiles and buildings. Each decision is checked in the
orientation the tablet is held in, then the tablet is turned (page.set_viewport_size, the board
redrawn at the new size) and it is checked again; the action is taken in the second, so each
orientation also acts at every other decision. Checked in both orientations:
- at every decision, every region that takes a legal action has a hit rectangle of at least
  44x44 CSS px and no two overlap; every control on screen is at least 44x44 CSS px;
- at the first decision of each kind (role choice, settler, mayor's editor, builder, trader,
  captain, storing, ...) the layout (inside the window, no page scrolling, nothing drawn or laid
  over anything else, readable sizes: every text the board draws at least 10 CSS px, none cut
  short), and a screenshot saved to dist/e2e-artifacts/screens/tablet-<orientation>-<kind>.png
  for a person to look at;
- the end screen and stepping through the finished game pass the same checks.
A shorter test long-presses a building and a role in one orientation, then turned: the tooltip
explains it, whole inside the window, and choosing nothing.
"""

from __future__ import annotations

import re

import pytest
import screens
import scripts
from board_texts import TEXT_PROBE
from conftest import wait_board_fits, wait_ready
from layout_checks import (
    CONTAINERS,
    check_apart,
    check_drawn_apart,
    check_no_scrolling,
    check_readable,
    overlapping,
)
from pages import PuertoRico
from playwright.sync_api import expect

TABLETS = {"landscape": (1024, 768), "portrait": (768, 1024)}
MIN_TOUCH = 44  # CSS px, both ways
EPS = 0.05  # sub-pixel layout rounding
MIN_FONT = 12  # CSS px of any text in the panel, dialogs and screens
MAX_HUMAN_DECISIONS = 600


@pytest.fixture
def context(browser, requests_log):
    """A tablet held in landscape: touch, mobile viewport rules, a 2x screen; the conftest's page
    guards apply."""
    width, height = TABLETS["landscape"]
    ctx = browser.new_context(
        viewport={"width": width, "height": height},
        has_touch=True,
        is_mobile=True,
        device_scale_factor=2,
    )
    ctx.add_init_script(TEXT_PROBE)
    ctx.on("request", requests_log.record)
    yield ctx
    ctx.close()


def orientation(page):
    size = page.viewport_size
    return "portrait" if size["height"] > size["width"] else "landscape"


def screenshot(page, kind):
    screens.save(page, f"tablet-{orientation(page)}-{kind}.png")


def turn(page, board=True):
    """The tablet turned to its other orientation, once the page has taken the new size (and the
    board, where `board` is shown, has been redrawn at it)."""
    width, height = TABLETS["portrait" if orientation(page) == "landscape" else "landscape"]
    page.set_viewport_size({"width": width, "height": height})
    if board:
        wait_board_fits(page, width, height)
    else:
        scripts.wait_for(page, "tablet", "windowIs", [width, height])


def each_way(page, check, board=True):
    """`check()` in the orientation the tablet is held in, then turned: what each orientation
    shows is checked in it. The tablet is left turned, so what the player does next he does in
    the other orientation. Returns the second check's answer (what the screen shows now)."""
    check()
    turn(page, board)
    return check()


# ------------------------------------------------------------------------------------ checks
def check_controls(page, where):
    """Every control on screen is big enough for a finger."""
    small = [
        c
        for c in scripts.run(page, "tablet", "controls")
        if c["w"] < MIN_TOUCH - EPS or c["h"] < MIN_TOUCH - EPS
    ]
    assert not small, f"{where}: controls smaller than {MIN_TOUCH} px: {small}"


def check_text(page, where):
    tiny = [f for f in scripts.run(page, "tablet", "fontSizes") if f["size"] < MIN_FONT - EPS]
    assert not tiny, f"{where}: text smaller than {MIN_FONT} px: {tiny[:5]}"


def check_targets(page, where):
    """Every region that takes a legal action: a hit rectangle of 44x44 px or more around its
    drawing, inside the canvas, shared with no other target and over no other element."""
    targets = scripts.value(page, "() => window.__prTest.targets()")
    regions = scripts.value(page, "() => window.__prTest.regions()")
    canvas = regions["canvas"]
    drawn = {it["id"]: it for it in regions["items"]}
    solid = [it for it in regions["items"] if it["kind"] not in CONTAINERS]
    hits = {}
    for target in targets:
        hit = target["hit"]
        assert hit["x"] <= target["x"] <= hit["x"] + hit["w"], target
        assert hit["y"] <= target["y"] <= hit["y"] + hit["h"], target
        for region in target["regions"]:
            r, own = region["hit"], drawn[region["region"]]
            assert r["w"] >= MIN_TOUCH - EPS and r["h"] >= MIN_TOUCH - EPS, (
                f"{where}: {region['region']} ({target['label']}) hit area "
                f"{r['w']:.1f}x{r['h']:.1f} px"
            )
            assert (
                r["x"] >= canvas["x"] - EPS
                and r["y"] >= canvas["y"] - EPS
                and r["x"] + r["w"] <= canvas["x"] + canvas["w"] + EPS
                and r["y"] + r["h"] <= canvas["y"] + canvas["h"] + EPS
            ), (where, region)
            covered = [
                it["id"]
                for it in solid
                if overlapping(r, it) and not overlapping(own, it, slack=-0.5)
            ]
            assert not covered, f"{where}: tapping {covered} would take {target['label']!r}"
            hits[region["region"]] = r
    shared = [
        (a, b)
        for i, a in enumerate(hits)
        for b in list(hits)[i + 1 :]
        if overlapping(hits[a], hits[b])
    ]
    assert not shared, f"{where}: one tap would hit two targets: {shared}"
    return targets


def check_layout(page, snap, where):
    """What test_board_layout checks, for a tablet: the board and the panel inside the window,
    nothing over anything else, sizes a finger and an eye can use."""
    size = check_no_scrolling(page, where)
    regions = scripts.value(page, "() => window.__prTest.regions()")
    canvas, items = regions["canvas"], regions["items"]
    assert canvas["x"] >= 0 and canvas["y"] >= 0, canvas
    assert canvas["x"] + canvas["w"] <= size["iw"] and canvas["y"] + canvas["h"] <= size["ih"], (
        canvas
    )
    x0, y0 = min(it["x"] for it in items), min(it["y"] for it in items)
    x1 = max(it["x"] + it["w"] for it in items)
    y1 = max(it["y"] + it["h"] for it in items)
    assert (x1 - x0) * (y1 - y0) >= 0.9 * canvas["w"] * canvas["h"], (
        f"{where}: the board leaves the canvas empty"
    )
    check_drawn_apart(regions, where)
    seat = snap["seat"]

    def smallest(kinds, own=None):
        found = [
            min(it["w"], it["h"])
            for it in items
            if it["kind"] in kinds and (own is None or (it["seat"] == seat) == own)
        ]
        assert found, kinds
        return min(found)

    # Whatever a finger taps is drawn at touch size, and the opponents stay readable.
    for kinds, own in (
        (("role",), None),
        (("market",), None),
        (("ship",), None),
        (("plantation", "quarries", "faceDown"), None),
        (("island",), True),
        (("city", "citySpace"), True),
        (("playerGood",), True),
    ):
        assert smallest(kinds, own) >= MIN_TOUCH - 0.5, (
            f"{where}: {kinds} drawn smaller than a finger"
        )
    assert smallest(("island",), False) >= 18, f"{where}: opponents' island tiles too small to read"
    assert min(it["h"] for it in items if it["kind"] in ("city", "citySpace")) >= 14
    dpr = page.evaluate("() => devicePixelRatio")
    assert dpr == 2 and abs(canvas["pixelW"] - round(canvas["w"] * dpr)) <= 1, "a crisp board"

    check_panel(page, size, where)
    for testid in ("status", "prompt", "menu-new-game"):
        assert page.locator(f"[data-testid={testid}]").is_visible(), f"{where}: {testid} hidden"
    check_text(page, where)
    check_readable(page, where)


def check_panel(page, size, where):
    """The panel's parts: on screen, none laid over another (what is heard, not seen, aside)."""
    parts = scripts.run(page, "tablet", "panelParts")
    for part in parts:
        assert part["x"] >= -EPS and part["y"] >= -EPS, (where, part)
        assert (
            part["x"] + part["w"] <= size["iw"] + EPS and part["y"] + part["h"] <= size["ih"] + EPS
        ), (where, part)
    laid_over = [
        (a["id"], b["id"]) for i, a in enumerate(parts) for b in parts[i + 1 :] if overlapping(a, b)
    ]
    assert not laid_over, f"{where}: panel parts over each other: {laid_over}"


# ------------------------------------------------------------------------------------ acting
def kind_of(snap):
    if snap["mayor"]:
        return "mayor-editor"
    if snap.get("keep"):
        return "keep-editor"
    if any(e["action"]["type"] == "store" for e in snap["legal"]):
        return "store"
    return snap["view"]["phase"]["name"]


def colonists_left(page):
    found = re.search(r"\d+", page.locator("[data-testid=mayor-left]").inner_text())
    return int(found.group()) if found else 0


def arrange_by_taps(table, shot=None):
    """Clear, tap own tiles and buildings (each tap places one), Fill the rest, Confirm; `shot`:
    the name of a screenshot of the colonists tapped into place, taken in each orientation."""
    page = table.page
    clear = page.locator("[data-testid=mayor-clear]")
    clear.tap()
    # One spot per target: plantations of a kind share their count (the board shows the
    # colonists on the first ones), so a second tile of that kind may show one already.
    spots = list({t["target"]: t for t in table.targets() if t["code"] is None}.values())
    assert spots, "the player's own tiles and buildings take colonists by tap"
    for spot in table.rng.sample(spots, min(3, len(spots))):
        before = colonists_left(page)
        if not before:
            break
        table.press_in(spot["hit"])
        assert colonists_left(page) == before - 1, f"tapping {spot['label']} placed a colonist"
    if shot:
        each_way(page, lambda: screenshot(page, shot))
    fill = page.locator("[data-testid=mayor-fill]")
    if fill.is_enabled():
        fill.tap()
    confirm = page.locator("[data-testid=mayor-confirm]")
    assert confirm.is_enabled(), "after Fill every colonist has a place"
    confirm.tap()


def act_by_tap(table, entry, targets, seen):
    """Taps where the action lives on the board (a menu's option if it opens one), else its
    button in the action list; answers a confirmation by tap. The first menu and the first
    confirmation are checked and shown in each orientation."""
    page = table.page

    def check_dialog(name, shot):
        check_controls(page, f"{orientation(page)} {name}")
        screenshot(page, shot)

    code = entry["code"]
    target = next((t for t in targets if t["code"] == code), None)
    if target:
        table.press_in(target["hit"])
        if target["menu"]:
            chooser = page.locator("[data-testid=chooser]")
            chooser.wait_for(state="visible")
            if "chooser" not in seen:
                seen.add("chooser")
                each_way(page, lambda: check_dialog("chooser", "chooser"))
            chooser.locator(f"button[data-code='{code}']").tap()
        route = "board"
    else:
        page.locator(f"[data-testid=action-list] button[data-code='{code}']").tap()
        route = "list"
    confirm = page.locator("[data-testid=confirm-button]")
    if confirm.is_visible():
        if "confirm" not in seen:
            seen.add("confirm")
            each_way(
                page, lambda: check_dialog("confirmation", f"confirm-{entry['action']['type']}")
            )
        confirm.tap()
    return route


def mostly_on_the_board(entries, targets, rnd):
    """Actions the board takes first (passes live only in the list)."""
    on_board = [e for e in entries if any(t["code"] == e["code"] for t in targets)]
    return rnd.choice(on_board if on_board and rnd.random() < 0.8 else entries)


def play_by_taps(table, choose, prefix=""):
    """Plays the player's decisions to the end screen by taps; at every decision, in each
    orientation (each_way: the action taken in the second), the targets and controls are
    checked, at the first of each kind the layout (the draft's screen has its own check) and a
    screenshot `tablet-<orientation>-<prefix><kind>.png`. `choose(entries, targets, rnd)` picks
    the legal action. Returns the kinds of decision seen, the routes the actions took and the
    types of the actions chosen."""
    page = table.page
    seen: set[str] = set()
    used = {"board": 0, "list": 0, "mayor": 0, "keep": 0}
    kinds: set[str] = set()

    def decide(snap: dict, decisions: int) -> str:
        kind = kind_of(snap)
        first = kind not in seen
        seen.add(kind)

        def check() -> list[dict]:
            where = f"{prefix}{orientation(page)} {kind} #{decisions}"
            targets = check_targets(page, where)
            check_controls(page, where)
            if first:
                if kind == "draft":
                    check_draft_screen(page, where)
                else:
                    check_layout(page, snap, where)
                screenshot(page, f"{prefix}{kind}")
            return targets

        targets = each_way(page, check)
        where = f"{prefix}{orientation(page)} {kind} #{decisions}"
        if snap["mayor"]:
            arrange_by_taps(table, f"{prefix}mayor-placed" if not used["mayor"] else None)
            used["mayor"] += 1
        elif snap.get("keep"):
            page.locator("[data-testid=keep-confirm]").tap()
            used["keep"] += 1
        else:
            entry = choose(snap["legal"], targets, table.rng)
            kinds.add(entry["action"]["type"])
            used[act_by_tap(table, entry, targets, seen)] += 1
        return f"{where}: the tap"

    table.play_to_end(MAX_HUMAN_DECISIONS, decide, compared=("view",))
    return seen, used, kinds


def test_a_whole_game_by_touch(open_app):
    page = open_app(instant=1, players=5, seed=31)
    wait_ready(page)
    page.locator("[data-testid=setup-screen]").wait_for(state="visible")

    def check_setup():
        where = f"{orientation(page)} setup"
        check_no_scrolling(page, where)
        check_controls(page, where)
        check_text(page, where)
        screenshot(page, "setup")

    each_way(page, check_setup, board=False)
    page.locator("[data-testid=start-button]").tap()
    page.locator("[data-testid=board]").wait_for(state="visible")

    table = PuertoRico(page, seed=11, tap=True)
    seen, used, _ = play_by_taps(table, mostly_on_the_board)

    print("decisions by route:", used, "kinds:", sorted(seen))
    assert {"role_selection", "settler", "mayor-editor", "builder", "trader", "captain"} <= seen, (
        f"a game shows every kind of decision, saw {sorted(seen)}"
    )
    assert used["board"] > used["list"], "most actions were taken on the board itself"
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible")

    def check_end():
        where = f"{orientation(page)} end"
        check_no_scrolling(page, where)
        check_controls(page, where)
        check_text(page, where)
        scores = page.locator("[data-testid=score-table]").bounding_box()
        size = page.viewport_size
        assert scores["x"] >= 0 and scores["x"] + scores["width"] <= size["width"], (
            f"{where}: the scores fit the width"
        )
        screenshot(page, "end")

    each_way(page, check_end)
    page.locator("[data-testid=view-board-button]").tap()
    end.wait_for(state="hidden")
    page.locator("[data-testid=show-scores]").tap()
    end.wait_for(state="visible")

    # Stepping through the game: the replay bar takes the prompt's place (the log's in portrait).
    page.locator("[data-testid=replay-button]").tap()
    step = page.locator("[data-testid=replay-step]")
    step.wait_for(state="visible")
    shown = step.inner_text()
    page.locator("[data-testid=replay-next]").tap()
    expect(step).not_to_have_text(shown)

    def check_replay():
        where = f"{orientation(page)} replay"
        check_panel(page, check_no_scrolling(page, where), where)
        check_controls(page, where)
        screenshot(page, "replay")

    each_way(page, check_replay)
    page.locator("[data-testid=replay-close]").tap()
    end.wait_for(state="visible")
    page.locator("[data-testid=new-game-button]").tap()
    page.locator("[data-testid=setup-screen]").wait_for(state="visible")


# ------------------------------------------------------------------------------ long-press
def long_press(page, x, y, name):
    """A finger held still until the tooltip names `name` (the board explains after 500 ms)."""
    touch = page.context.new_cdp_session(page)
    touch.send(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
    )
    tip = page.locator("[data-testid=tooltip]")
    expect(tip).to_contain_text(name, timeout=5000)
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    touch.detach()
    return tip


def long_press_near_the_right_edge(table):
    """A building in the market's last column and the last role card, long-pressed: near the
    right edge, where a tooltip beside the finger would leave the window."""
    page = table.page
    items = {it["id"]: it for it in table.regions()["items"]}
    size = page.viewport_size
    for region, name in (("market:city_hall", "City hall"), ("role:prospector_2", "Prospector")):
        it = items[region]
        tip = long_press(page, it["x"] + it["w"] * 0.8, it["y"] + it["h"] / 2, name)
        box = tip.bounding_box()
        assert box["x"] >= 0 and box["y"] >= 0, box
        assert (
            box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"]
        ), f"the tooltip is whole inside the {orientation(page)} window: {box}"
        assert not (
            box["x"] <= it["x"] + it["w"] * 0.8 <= box["x"] + box["width"]
            and box["y"] <= it["y"] + it["h"] / 2 <= box["y"] + box["height"]
        ), "the tooltip is not under the finger"
        screenshot(page, f"long-press-{region.split(':')[0]}")


def test_long_press_explains_inside_the_window(open_app):
    page = open_app(instant=1, autostart=1, players=5, seed=8)
    wait_ready(page)
    table = PuertoRico(page, tap=True)
    table.settle()
    before = table.snapshot()
    assert before["your_turn"] and before["view"]["phase"]["name"] == "role_selection"
    each_way(page, lambda: long_press_near_the_right_edge(table))
    table.settle()
    assert table.snapshot()["view"] == before["view"], "a long-press explains; it does not choose"


# ------------------------------------------------------------------------- Expansion I
NEW_DECISIONS = {"draft", "forest", "guest", "black_market", "trading_post", "small_wharf", "keep"}
# The buildings whose decisions the player tries out: drafted and built when he can.
TRIED = ("forest_house", "trading_post", "small_wharf", "guest_house", "storehouse", "black_market")


def trying_the_new_buildings(entries, targets, rnd):
    """A player trying the expansion out: its decisions when offered, the buildings that bring
    them into the game and into his city, otherwise mostly what the board takes."""
    new = [e for e in entries if e["action"]["type"] in NEW_DECISIONS - {"draft"}]
    if new:
        return rnd.choice(new)
    wanted = [
        e
        for e in entries
        if e["action"]["type"] in ("draft", "build") and e["action"]["building"] in TRIED
    ]
    if wanted:
        return rnd.choice(wanted)
    on_board = [e for e in entries if any(t["code"] == e["code"] for t in targets)]
    return rnd.choice(on_board if on_board and rnd.random() < 0.8 else entries)


def check_draft_screen(page, where):
    """The draft's screen on a tablet: inside the window, nothing over anything else, every
    candidate and board space at touch size."""
    size = check_no_scrolling(page, where)
    regions = scripts.value(page, "() => window.__prTest.regions()")
    items = [it for it in regions["items"] if it["kind"] not in CONTAINERS]
    check_apart(items, where)
    small = [
        it["id"]
        for it in items
        if it["kind"] in ("candidate", "marketSpace") and min(it["w"], it["h"]) < MIN_TOUCH - 0.5
    ]
    assert not small, f"{where}: smaller than a finger: {small}"
    check_panel(page, size, where)
    check_text(page, where)
    check_readable(page, where)


def test_an_expansion_game_with_its_draft_by_touch(open_app):
    """Expansion I by taps: the draft on its screen, then the game with the new buildings to the
    end screen; every decision's targets at touch size, as in the base game."""
    page = open_app(instant=1, players=4, seed=44)
    wait_ready(page)
    page.locator("[data-testid=setup-screen]").wait_for(state="visible")
    page.locator("[data-testid=setup-screen] [data-players='4']").tap()
    page.locator("[data-testid=expansion-select]").select_option("draft")

    def check_setup():
        where = f"{orientation(page)} expansion setup"
        check_no_scrolling(page, where)
        check_controls(page, where)

    each_way(page, check_setup, board=False)
    page.locator("[data-testid=start-button]").tap()
    page.locator("[data-testid=board]").wait_for(state="visible")

    table = PuertoRico(page, seed=5, tap=True)
    seen, _, kinds = play_by_taps(table, trying_the_new_buildings, "expansion-")
    print("kinds:", sorted(kinds))
    assert {"draft", "role_selection", "settler", "builder", "captain"} <= seen, sorted(seen)
    assert len(kinds & NEW_DECISIONS) >= 2, f"the expansion's choices were taken: {sorted(kinds)}"
    page.locator("[data-testid=end-screen]").wait_for(state="visible")

    def check_end():
        check_no_scrolling(page, f"{orientation(page)} expansion end")
        screenshot(page, "expansion-end")

    each_way(page, check_end)
