"""What a player sees of a screen's layout, checked alike for both games, every size and every
language: where the board drew each element (`window.__prTest.regions()`), inside the canvas and
none over another; no scrolling; no text cut short or spilling out of its box; the app in a
narrow embed. Screenshots for a person to look at: screens.py."""

from __future__ import annotations

import urllib.parse
from collections import Counter

import screens
import scripts
from board_texts import drawn_texts, show_in
from conftest import app_url, wait_board_fits, wait_ready
from decisions import save_after
from pages import PuertoRico, SanJuan

LANGUAGES = ("en", "sv", "is", "nb", "es", "nl")
CONTAINERS = {"frame", "label", "playerFrame", "playerGoods"}  # drawn around other elements
# 8 CSS px: the smallest size at which the board's labels (a digit under a good, "San Juan",
# a short building name) are still read without zooming on a phone's 2x-3x screen; the square
# sheet's 9-10-unit labels were 5 px at this width.
MIN_TEXT_PX = 8
# 10 CSS px: both games' boards at the laptop and tablet sizes (READABLE_SIZES), where their
# sheets are drawn at scale 1 or a little less and lift every text to 10 CSS px (each game's
# layout.js TEMPLATES `minCss`); the 400 px embed's tall sheet keeps MIN_TEXT_PX.
READABLE_PX = 10
READABLE_SIZES = ((1366, 768), (1024, 768), (820, 1180), (1180, 820), (768, 1024))
NARROW = 400  # CSS px: a rules site's column, a phone held upright


def overlapping(a, b, slack=0.5):
    return (
        a["x"] + slack < b["x"] + b["w"]
        and b["x"] + slack < a["x"] + a["w"]
        and a["y"] + slack < b["y"] + b["h"]
        and b["y"] + slack < a["y"] + a["h"]
    )


def check_apart(items, label):
    """No two of `items` drawn over each other."""
    clashes = [
        (a["id"], b["id"]) for i, a in enumerate(items) for b in items[i + 1 :] if overlapping(a, b)
    ]
    assert not clashes, f"{label}: elements drawn over each other: {clashes[:5]}"


def check_drawn_apart(regions, label, containers=CONTAINERS):
    """Every element but the frames drawn around others: inside the canvas, none over another.
    Returns those elements."""
    canvas = regions["canvas"]
    leaves = [it for it in regions["items"] if it["kind"] not in containers]
    for it in leaves:
        assert it["x"] >= canvas["x"] - 0.5 and it["y"] >= canvas["y"] - 0.5, (label, it)
        assert it["x"] + it["w"] <= canvas["x"] + canvas["w"] + 0.5, (label, it)
        assert it["y"] + it["h"] <= canvas["y"] + canvas["h"] + 0.5, (label, it)
    check_apart(leaves, label)
    return leaves


def check_no_scrolling(page, label):
    """The page is the window: nothing to scroll either way. Returns the sizes."""
    size = scripts.run(page, "layout", "pageAndWindow")
    assert size["sh"] <= size["ih"] and size["sw"] <= size["iw"], (
        f"{label}: the page scrolls {size}"
    )
    return size


def check_board(page, snap, label, whole_page=True):
    """Puerto Rico's board: everything public has its place, inside the canvas, none over
    another, big enough to read and to hit, covering the canvas, crisp; `whole_page`: the app is
    the page (not an embed, whose page grows with its width), which does not scroll."""
    regions = scripts.value(page, "() => window.__prTest.regions()")
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
    check_drawn_apart(regions, label)
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
    size = check_no_scrolling(page, label)
    for testid in ("status", "prompt", "action-list", "game-log", "menu-new-game"):
        box = page.locator(f"[data-testid={testid}]").bounding_box()
        assert box and box["y"] + min(box["height"], 30) <= size["ih"], testid
    return regions


def overflow(page):
    """Visible text that does not fit where it is: a page that scrolls sideways, an element that
    leaves the window, or a box whose text is wider than the box (cut off or spilling out)."""
    return scripts.run(page, "layout", "overflowingTexts")


def clipped(page):
    """Board labels drawn cut short (…) since the page opened, the latest snapshot's frame
    included: the board draws it on the next animation frame, whose callbacks run in the order
    they were asked for (the board's first)."""
    page.evaluate("() => new Promise(requestAnimationFrame)")
    return page.evaluate("() => window.__prTest.clippedTexts()")


def too_small(texts, px=MIN_TEXT_PX):
    """The texts (board_texts.drawn_texts) drawn smaller than `px` CSS px: [(px, text)]."""
    return sorted({(round(t["px"], 1), t["text"]) for t in texts if t["px"] < px - 0.01})


def check_readable(frame, label, px=READABLE_PX, least=50):
    """Every text of the board's latest frame (board_texts.TEXT_PROBE) at least `px` CSS px, and
    none cut short since the page opened; more than `least` texts in it (the probe saw them)."""
    texts = drawn_texts(frame)
    assert len(texts) > least, f"{label}: the probe saw the board's texts"
    tiny = too_small(texts, px)
    assert not tiny, f"{label}: texts under {px} CSS px: {tiny}"
    cut = frame.evaluate("() => window.__prTest.clippedTexts()")
    assert not cut, f"{label}: texts cut short: {cut}"


def at_each_size(page, sizes):
    """Yields (width, height): the window at each size in turn, the board drawn at it."""
    for width, height in sizes:
        page.set_viewport_size({"width": width, "height": height})
        wait_board_fits(page, width, height)
        yield width, height


def at_each_size_in_each_language(page, sizes, languages):
    """Yields (width, height, lang): at each size in turn, the page shown in each language
    (switched in place: the words change, the game does not)."""
    for width, height in at_each_size(page, sizes):
        for lang in languages:
            show_in(page, lang)
            yield width, height, lang


def back_to_the_new_game_screen(page, width: int, height: int):
    """From a game under way, the New game button's way back (its question answered), at the
    size the page opened: where the next game of a test that opens one after another starts."""
    page.set_viewport_size({"width": width, "height": height})
    wait_board_fits(page, width, height)
    page.locator("[data-testid=menu-new-game]").click()
    page.locator("[data-testid=confirm-button]").click()


def each_save_part_way(page, server, folder, table_class, part_way, decisions):
    """Yields (players, lang, table) for each (players, lang, seed) of `part_way`: a save of the
    table's game `decisions` of the player's decisions in (decisions.save_after: the engine in
    this process plays them), opened in one page one after another from the new-game screen,
    at the page's size, and shown in its language (show_in)."""
    size = page.viewport_size
    page.goto(app_url(server, instant=1, lang=part_way[0][1]))
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    for n, (players, lang, seed) in enumerate(part_way):
        if n:
            back_to_the_new_game_screen(page, size["width"], size["height"])
        table = table_class(page)
        path = folder / f"{table.game}-{n}.json"
        path.write_text(save_after(table.game, players, seed, decisions, lang))
        table.open_file(path)
        show_in(page, lang)
        yield players, lang, table


def narrow_embed(page, server, width=NARROW, height=2400, **params):
    """The app as an embed, in an iframe `width` CSS px wide on a page of its own origin, with
    instant bots (the embed element would not pass `instant`) and the app's URL `params`;
    returns the app's frame once the engine is ready."""
    page.goto(server.url + "embed-demo.html")
    query = urllib.parse.urlencode({**params, "instant": 1})
    scripts.run(page, "page", "openNarrowEmbed", [width, height, query])
    frame = page.locator("#narrow").element_handle().content_frame()
    wait_ready(frame)
    return frame


def narrow_table(page, server, decisions_seed=0, width=NARROW, height=2400, **params):
    """narrow_embed's game once it is shown (its first snapshot): the table of its game
    (`params`' game, Puerto Rico by default), its random decisions seeded by `decisions_seed`;
    its `page` is the app's frame."""
    frame = narrow_embed(page, server, width, height, **params)
    scripts.wait_until(frame, "() => window.__prTest.snapshot()")
    table = SanJuan if params.get("game") == "san-juan" else PuertoRico
    return table(frame, seed=decisions_seed)


def load_in_narrow_embed(page, position, bots=None):
    """Tells the narrow embed (narrow_embed) to load `position` (with `bots` where given), as its
    host page does."""
    message = {"position": position} if bots is None else {"position": position, "bots": bots}
    scripts.run(page, "page", "loadInNarrowEmbed", message)


def screenshot_embed(page, frame, name):
    """The narrow embed grown to its content, the board and the panel below it, as the reader
    sees them: `name` in screens.SCREENS (the embed is grown whether or not screenshots are
    taken, so that the tests take the same steps either way)."""
    height = frame.evaluate("() => Math.ceil(document.body.getBoundingClientRect().height)")
    page.evaluate("(h) => { document.getElementById('narrow').style.height = `${h}px`; }", height)
    screens.save(page.locator("#narrow"), name)


# San Juan's most crowded table (e2e/test_san_juan_layout.py, test_san_juan_cards.py).
# Every long name in Ana's hand; the others' cities at 11 of 12 places, goods and chapel cards.
CROWDED = {
    "format": "san-juan-position",
    "players": [
        {
            "name": "Ana",
            "hand": [
                "palace",
                "triumphal_arch",
                "city_hall",
                "guild_hall",
                "hero",
                "victory_column",
                "statue",
                "library",
                "quarry",
                "market_hall",
                "silver_smelter",
                "coffee_roaster",
            ],
            "buildings": [
                {"card": "indigo_plant", "good": True},
                {"card": "sugar_mill", "good": True},
                "tobacco_storage",
                {"card": "coffee_roaster", "good": True},
                {"card": "silver_smelter", "good": True},
                "tower",
                "chapel",
                "smithy",
                "gold_mine",
                "archive",
                "prefecture",
            ],
            "chapel": 3,
        },
        {
            "name": "Bartholomew",
            "hand": 7,
            "buildings": [
                "indigo_plant",
                "sugar_mill",
                {"card": "tobacco_storage", "good": True},
                "coffee_roaster",
                "silver_smelter",
                "poor_house",
                "black_market",
                "trading_post",
                "well",
                "market_stand",
                "crane",
            ],
        },
        {
            "name": "Cy",
            "hand": 3,
            "buildings": [
                {"card": "indigo_plant", "good": True},
                "indigo_plant",
                "sugar_mill",
                "carpenter",
                "aqueduct",
                "prefecture",
                "market_hall",
                "quarry",
                "library",
                "statue",
                "chapel",
            ],
            "chapel": 5,
        },
        {
            "name": "Di",
            "hand": 12,
            "buildings": [
                "indigo_plant",
                "sugar_mill",
                "tobacco_storage",
                "victory_column",
                "hero",
                "triumphal_arch",
                "guild_hall",
                "city_hall",
                "palace",
                "smithy",
                "tower",
            ],
        },
    ],
    "governor": 0,
    "seed": 5,
}
