"""Expansion I's boards as a player sees them, in every language: a 5-player game with the new
buildings on the board (the most crowded), at the laptop and tablet sizes and in a 400 px embed,
and the draft's own screen. Nothing drawn over anything else, nothing cut short, readable (10 CSS
px at the laptop and tablet sizes, 8 in the embed), no scrolling (layout_checks.py's checks).
Screenshots go to dist/e2e-artifacts/screens/."""

from __future__ import annotations

import contextlib
import json

import screens
import scripts
from board_texts import TEXT_PROBE, drawn_texts, show_in
from conftest import app_url, wait_board_fits, wait_ready
from decisions import save_after
from layout_checks import (
    LANGUAGES,
    READABLE_SIZES,
    at_each_size_in_each_language,
    back_to_the_new_game_screen,
    check_board,
    check_drawn_apart,
    check_readable,
    load_in_narrow_embed,
    narrow_embed,
    narrow_table,
    screenshot_embed,
    too_small,
)
from pages import PuertoRico

SIZES = [(1366, 768), (1024, 768)]
# A game shown in each language in turn keeps the names it started with: those of the language
# whose default names are among the longest (Anne, Bram, Eva, Joep, Noor).
NAMES_FROM = "nl"


def new_context(browser, width, height, dpr=1):
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=dpr
    )
    context.add_init_script(TEXT_PROBE)
    return context


@contextlib.contextmanager
def page_without_errors(browser, width, height, dpr=1):
    """A page in a new context (new_context); after, the context closed and no error logged or
    thrown in the page."""
    context = new_context(browser, width, height, dpr)
    page = context.new_page()
    errors = errors_of(page)
    try:
        yield page
    finally:
        context.close()
    assert not errors, errors


def probe_at(page, width, height):
    """The test's page (in the context the tests share) at `width` x `height`, the texts its
    board draws recorded (TEXT_PROBE); its errors fail the test as the `page` fixture's do."""
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(TEXT_PROBE)


def errors_of(page):
    errors = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def test_a_5_player_expansion_board_fits_in_every_language(page, server, tmp_path):
    """One game, seen at each size (the window resized to it: wait_board_fits) in each language
    in turn (show_in: the words change, the game does not), at two moments: saves of the game
    the engine played in this process, opened as files."""
    probe_at(page, *SIZES[0])
    page.goto(app_url(server, instant=1, lang=NAMES_FROM))
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    table = PuertoRico(page)
    # Mid-game, many buildings still for sale; then 15 decisions later, the cities fuller.
    for decisions, later in ((25, ""), (40, ", later")):
        if later:
            back_to_the_new_game_screen(page, *SIZES[0])
        path = tmp_path / f"after-{decisions}.json"
        path.write_text(save_after("puerto-rico", 5, 21, decisions, NAMES_FROM, expansion="random"))
        table.open_file(path)
        snap = table.settled_snapshot()
        assert snap["view"]["expansion"]["setup"] == "random"
        assert len(snap["view"]["players"]) == 5 and (later or not snap["scores"])
        for width, height, lang in at_each_size_in_each_language(page, SIZES, LANGUAGES):
            label = f"expansion {width}x{height} {lang}{later}"
            check_board(page, snap, label)
            check_readable(page, label)
            if not later:
                shot = f"expansion-5p-{width}x{height}-{lang}.png"
                screens.save(page, shot)


def draft_checks(frame, label):
    """The draft screen: every candidate and every board space on the canvas, none drawn over
    another, the legal picks on candidates of a cost with a free space."""
    table = PuertoRico(frame)
    regions = table.regions()
    items = regions["items"]
    check_drawn_apart(regions, label)
    snap = table.snapshot()
    board = snap["view"]["expansion"]["board"]
    candidates = [it for it in items if it["kind"] == "candidate"]
    spaces = [it for it in items if it["kind"] in ("marketSpace", "market")]
    assert len(candidates) == 31 - len(board) and len(spaces) == 17, label
    return snap


def test_the_draft_screen_fits_in_every_language(page, server):
    """One draft, seen in each language in turn at its start and two rounds later (show_in)."""
    probe_at(page, 1024, 768)
    page.goto(
        app_url(
            server, instant=1, autostart=1, players=5, seed=4, lang=NAMES_FROM,
            expansion="draft",
        )
    )  # fmt: skip
    wait_ready(page)
    table = PuertoRico(page)
    table.settle()
    for lang in LANGUAGES:
        show_in(page, lang)
        label = f"draft 1024x768 {lang}"
        snap = draft_checks(page, label)
        assert snap["your_turn"] and snap["view"]["phase"]["name"] == "draft"
        # The picks offered are the candidates the board shows as open: tapping one picks it.
        targets = table.targets()
        picked = {t["code"] for t in targets}
        assert picked == {e["code"] for e in snap["legal"]}
        assert all(t["regions"][0]["region"].startswith("candidate:") for t in targets)
        check_readable(page, label)
        screens.save(page, f"expansion-draft-1024x768-{lang}.png")
    # Two rounds of picks later: the buildings chosen on the board's spaces, named there.
    snap = table.play_turns(2, via="list")
    assert snap["view"]["phase"]["name"] == "draft"
    assert len(snap["view"]["expansion"]["board"]) >= 8
    for lang in LANGUAGES:
        show_in(page, lang)
        label = f"draft 1024x768 {lang}"
        draft_checks(page, f"{label}, later")
        check_readable(page, f"{label}, later")
        screens.save(page, f"expansion-draft-later-1024x768-{lang}.png")


def test_the_draft_candidates_keep_their_places_and_a_hovered_one_is_marked(page, server):
    """A pick leaves a gap: every building still to choose stays where the player saw it, so he
    finds it again; hovering a candidate he can pick marks it, the ink as dark as before (a
    veil would make it look disabled)."""
    probe_at(page, 1366, 768)
    page.goto(app_url(server, instant=1, autostart=1, players=4, seed=4, expansion="draft"))
    wait_ready(page)
    table = PuertoRico(page, seed=4)
    table.settle()

    def places():
        return {
            it["id"]: (round(it["x"]), round(it["y"]), round(it["w"]), round(it["h"]))
            for it in table.regions()["items"]
            if it["kind"] == "candidate"
        }

    first = places()
    assert len(first) == 31
    for _ in range(3):  # three rounds of picks: the player's and every bot's
        snap = table.play_turn(via="list")
        assert snap["view"]["phase"]["name"] == "draft"
        now = places()
        assert len(now) < len(first)
        moved = {k: (first[k], v) for k, v in now.items() if first[k] != v}
        assert not moved, f"candidates moved after a pick: {moved}"

    # Hover: a legal candidate marked under the pointer, not greyed.
    target = table.targets()[0]["regions"][0]
    hit = target["hit"]
    box = page.locator("canvas").first.bounding_box()
    page.mouse.move(box["x"] + 2, box["y"] + 2)
    page.wait_for_timeout(150)
    still = colour_stats(page, hit)
    page.mouse.move(hit["x"] + hit["w"] / 2, hit["y"] + hit["h"] / 2)
    page.wait_for_timeout(150)
    lit = colour_stats(page, hit)
    assert abs(lit["brightness"] - still["brightness"]) > 2, (still, lit)
    # The name and numbers stay as dark as they were: a veil over them is what "disabled"
    # looks like.
    assert lit["ink"] <= still["ink"] + 12, f"washed out: {still} {lit}"


def colour_stats(page, rect: dict) -> dict:
    """The mean brightness and the mean brightness of the darkest 5 % (the ink), 0-255, of the
    board canvas's pixels inside `rect` (page CSS px, less an 8 px margin: the ring is not
    the ink)."""
    return scripts.run(page, "expansion_layout", "inkStats", rect)


def test_a_narrow_embed_draws_the_expansion_readably_in_every_language(browser, server):
    """One game shown in each language in turn: the words change, the places do not (the draft
    and the game are the same in every language), so one game checks what six would."""
    with page_without_errors(browser, 1366, 2500, dpr=2) as page:
        table = narrow_table(
            page, server, decisions_seed=5, players=5, lang=NAMES_FROM, expansion="draft"
        )
        frame = table.page
        table.settle()
        for lang in LANGUAGES:
            show_in(frame, lang)
            draft_checks(frame, f"tall draft {lang}")
            tiny = too_small(drawn_texts(frame))
            assert not tiny, f"tall draft {lang}: too small to read: {tiny}"
        snap = table.play_turns(40, via="list")  # the draft's picks, then the game
        assert snap["view"]["phase"]["name"] != "draft"
        for lang in LANGUAGES:
            show_in(frame, lang)
            label = f"tall expansion 5p {lang}"
            check_board(frame, snap, label, whole_page=False)
            tiny = too_small(drawn_texts(frame))
            assert not tiny, f"{label}: too small to read: {tiny}"
            # Every text cut short since the page opened (the draft's too), language by language.
            assert frame.evaluate("() => window.__prTest.clippedTexts()") == [], label
        for lang in LANGUAGES:  # last: the screenshot grows the embed to its content
            show_in(frame, lang)
            screenshot_embed(page, frame, f"expansion-tall-5p-{lang}.png")


# --- every building's name, on every sheet, in every language ------------------------------------


def every_building_position():
    """5 players; the four opponents own all 37 buildings (base and Expansion I) between them,
    staffed, so that every building's name is drawn in an opponent's (narrowest) city cell, and
    every one is on the market (every building for sale)."""
    from pr_core.puerto_rico import data

    seats, used = [[] for _ in range(4)], [0] * 4
    order = [b for b in data.BUILDINGS if data.IS_LARGE_BUILDING[b]] + [
        b for b in data.BUILDINGS if not data.IS_LARGE_BUILDING[b]
    ]
    for b in order:
        seat = min(range(4), key=lambda k: used[k])
        seats[seat].append(b)
        used[seat] += data.BUILDING_SPACES[b]
    opponents = [
        {
            "name": name,
            "city": [
                {"building": data.BUILDING_NAMES[b], "colonists": data.BUILDING_CIRCLES[b]}
                for b in seats[i]
            ],
        }
        for i, name in enumerate(["Bo", "Cy", "Di", "Ed"])
    ]
    return {"version": 2, "expansion": {"setup": "all"}, "players": [{"name": "Ana"}] + opponents}


def test_every_buildings_name_fits_every_sheet_in_every_language(browser, server, tmp_path):
    """A building name the board had to cut short (…) is a defect: the tall sheet's text floor
    (9 units) and the wide and square sheets' (10 CSS px at the laptop and tablet sizes) leave
    the least room in an opponent's city. One embed and one app, each shown in every language
    in turn (show_in: the names change, the places do not)."""
    position = every_building_position()
    with page_without_errors(browser, 1366, 2500, dpr=2) as page:
        # The tall sheet: a narrow embed that waits for the host's position.
        frame = narrow_embed(page, server, lang=NAMES_FROM, position="host", mode="view")
        load_in_narrow_embed(page, position)
        scripts.wait_until(frame, "() => window.__prTest.snapshot()")
        for lang in LANGUAGES:
            show_in(frame, lang)
            drawn_texts(frame)
            # (cut short since the embed opened: the first language to cut one is named)
            assert frame.evaluate("() => window.__prTest.clippedTexts()") == [], f"tall {lang}"
        # The wide and square sheets: the app itself, the same position from a file.
        app = page.context.new_page()
        app_errors = errors_of(app)
        app.set_viewport_size({"width": 1366, "height": 768})
        app.goto(app_url(server, instant=1, lang=NAMES_FROM))
        wait_ready(app)
        app.wait_for_selector("[data-testid=setup-screen]", state="visible")
        path = tmp_path / "every-building.json"
        path.write_text(json.dumps(position))
        PuertoRico(app).open_file(path)
        for width, height in READABLE_SIZES:
            app.set_viewport_size({"width": width, "height": height})
            wait_board_fits(app, width, height)
            for lang in LANGUAGES:
                show_in(app, lang)
                check_readable(app, f"app {width}x{height} {lang}")
                if (width, height) == (1024, 768):
                    screens.save(app, f"expansion-every-building-{lang}.png")
        assert not app_errors, app_errors
