"""San Juan's table as a player sees it, in all six languages, with the largest hands: 12 cards
with a tower (and, as councillor, the 5 cards drawn beside them), every other player's city
nearly full; and games of 2 to 4 players under way in languages of long words. At the laptop and
tablet sizes (1366x768, 1024x768, 820x1180, 1180x820, 768x1024) and in a 400 px embed:
everything on screen without scrolling, inside the canvas, nothing drawn over anything else, no
text cut short, readable sizes (every text the board draws at least 10 CSS px at the laptop and
tablet sizes, 8 in the embed). Screenshots sj-layout-*.png for a person."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import screens
import scripts
from board_texts import TEXT_PROBE, drawn_texts, probed_page, show_in
from conftest import wait_ready
from layout_checks import (
    CROWDED,
    LANGUAGES,
    READABLE_SIZES,
    at_each_size,
    at_each_size_in_each_language,
    back_to_the_new_game_screen,
    check_drawn_apart,
    check_no_scrolling,
    check_readable,
    clipped,
    each_save_part_way,
    load_in_narrow_embed,
    narrow_table,
    overflow,
    screenshot_embed,
    too_small,
)
from pages import SanJuan
from playwright.sync_api import expect

I18N = Path(__file__).resolve().parent.parent / "web" / "i18n"

CONTAINERS = {"frame", "label", "playerFrame"}
EMBED_LANGUAGES = ("en", "is", "nl")  # English and the longest words


def councillor_position():
    """Ana as councillor, keeping 2 (prefecture) of the 5 cards drawn beside her 12."""
    doc = json.loads(json.dumps(CROWDED))
    ana = doc["players"][0]
    ana["buildings"] = [b for b in ana["buildings"] if b != "archive"] + ["well"]
    doc["roles"] = {"councillor": 0}
    doc["phase"] = {"name": "councillor", "picker": 0, "actor": 0, "step": "keep"}
    return doc


def check_table(page, label, whole_page=True):
    table = SanJuan(page)
    snap = table.snapshot()
    view = snap["view"]
    regions = table.regions()
    items = regions["items"]
    kinds: dict[str, list] = {}
    for it in items:
        kinds.setdefault(it["kind"], []).append(it)
    assert len(kinds["role"]) == 5
    for kind in ("tile", "pile", "discards"):
        assert len(kinds[kind]) == 1, kind
    me = view["players"][snap["seat"]]
    assert len(kinds["hand"]) == len(me["hand"]), "every card of the hand is on the table"
    assert len(kinds.get("drawn", [])) == len(view["phase"].get("drawn") or [])
    for seat, p in enumerate(view["players"]):
        mine = [it for it in items if it["seat"] == seat]
        assert sum(it["kind"] == "building" for it in mine) == len(p["buildings"])
        assert sum(it["kind"] in ("building", "space") for it in mine) == 12, (
            f"{label}: seat {seat}"
        )
        assert sum(it["kind"] == "playerHeader" for it in mine) == 1
    check_drawn_apart(regions, label, CONTAINERS)
    assert min(min(it["w"], it["h"]) for it in kinds["role"]) >= 40, label
    assert min(it["h"] for it in kinds["building"]) >= 20, label
    cut = clipped(page)
    assert cut == [], f"{label}: cut short: {cut}"
    if whole_page:
        check_no_scrolling(page, label)
        assert overflow(page) == [], label


@pytest.fixture
def probed(page):
    """The page, with the probe of the texts the board draws (board_texts.py)."""
    page.add_init_script(TEXT_PROBE)
    return page


def test_the_largest_hands_fit_every_screen_in_every_language(probed, open_app, tmp_path):
    """Each table seen at each size (the window resized to it) in each language in turn
    (show_in: the words change, the table does not)."""
    page = open_app(instant=1, lang="en")
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    for name, doc in (("hand", CROWDED), ("councillor", councillor_position())):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(doc))
        if name == "councillor":
            back_to_the_new_game_screen(page, 1366, 768)
        table = SanJuan(page)
        table.open_file(path)
        table.settle()
        assert table.snapshot()["game"] == "san-juan"
        for width, height, lang in at_each_size_in_each_language(page, READABLE_SIZES, LANGUAGES):
            label = f"{lang} {name} {width}x{height}"
            check_table(page, label)
            check_readable(page, label)
            screens.save(page, f"sj-layout-{name}-{lang}-{width}x{height}.png")


# Each number of players in a language of long words, and the save's decisions: (players, lang,
# seed).
PART_WAY = ((2, "nl", 21), (3, "is", 22), (4, "es", 23))


def test_every_text_is_readable_at_the_laptop_and_tablet_sizes(page, server, tmp_path):
    """Each number of players (each its own opponents' places) part way through a game, roles
    taken and buildings built, in a language of long words: at every laptop and tablet size, no
    text under 10 CSS px, none cut short, nothing drawn over anything else. Each game is a save
    the engine played in the test's process, 26 of the player's decisions in, opened in one page
    one after another and shown in its language (show_in)."""
    page.add_init_script(TEXT_PROBE)
    for players, lang, table in each_save_part_way(page, server, tmp_path, SanJuan, PART_WAY, 26):
        snap = table.snapshot()
        assert len(snap["view"]["players"]) == players
        assert snap["steps"] > 26 and not snap["scores"]
        assert snap["view"]["players"][snap["seat"]]["hand"], "the player holds cards to draw"
        for width, height in at_each_size(page, READABLE_SIZES):
            label = f"{players}p {lang} {width}x{height}"
            # (the board, and no scrolling: the panel's texts are not this test's)
            check_table(page, label, whole_page=False)
            check_no_scrolling(page, label)
            check_readable(page, label)
        screens.save(page, f"sj-layout-{players}p-{lang}-768x1024.png")


def test_the_largest_hands_fit_a_400px_embed(browser, server):
    """One embed, each table shown in each language of long words in turn (show_in)."""
    context = browser.new_context(viewport={"width": 1000, "height": 2000}, device_scale_factor=2)
    page, errors = probed_page(context)
    try:
        table = narrow_table(page, server, 0, 400, 1900, game="san-juan", players=4, lang="en")
        frame = table.page
        for name, doc in (("hand", CROWDED), ("councillor", councillor_position())):
            load_in_narrow_embed(page, doc, bots=["random"])
            scripts.wait_for(frame, "san_juan", "crowdedHandShown", name == "councillor")
            table.settle()
            for lang in EMBED_LANGUAGES:
                # The embed as tall as it opened (the screenshot grows it to its content).
                page.evaluate(
                    "() => { document.getElementById('narrow').style.height = '1900px'; }"
                )
                show_in(frame, lang)
                # The embed's own button is in the language too (it was left in the last one).
                words = json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))
                expect(frame.get_by_test_id("embed-restart")).to_have_text(words["embed.restart"])
                label = f"embed {lang} {name}"
                check_table(frame, label, whole_page=False)
                canvas = table.regions()["canvas"]
                assert canvas["w"] == 400 and table.regions()["canvas"]["h"] > 800
                tiny = too_small(drawn_texts(frame))
                assert not tiny, f"{label}: too small to read: {tiny}"
                screenshot_embed(page, frame, f"sj-layout-embed-{name}-{lang}.png")
    finally:
        context.close()
    assert not errors, errors
