"""Colour and zoom, as players who see colours differently or enlarge the page see the game:

- every good and the doubloon told apart in greyscale at the board's sizes, in each of the
  board's three themes (each drawn by web/js/kit/shapes.js, read back grey and compared);
- `prefers-contrast: more` and forced colours (Windows high contrast) change the board's theme
  at once, without a reload (web/js/kit/contrast.js), and the page's controls keep visible
  borders and a visible focus;
- at 200 % browser zoom on a 1366x768 laptop (683x384 CSS px at 2x), every control of the
  new-game screen, of both games' tables, of the game menu and of the end screen can be brought
  into sight (scrolled to, where the player can scroll) and nothing covers it.

Screenshots for a person: colour-goods-greyscale-<theme>.png, colour-greyscale-board-<game>.png,
colour-contrast-more-<game>.png, colour-forced-colours-<game>.png, zoom-200-<screen>.png.
"""

from __future__ import annotations

import contextlib
import pathlib

import pytest
import screens
import scripts
from conftest import app_url, serve_kit, wait_ready
from decisions import play_random, save_text
from pages import PuertoRico, SanJuan

ROOT = pathlib.Path(__file__).resolve().parent.parent
KINDS = ["corn", "indigo", "sugar", "tobacco", "coffee", "silver", "coin"]
# The radii the boards draw goods and coins at on a laptop: an opponent's (6.5) and one's own.
RADII = [6.5, 9]
# Two symbols differ in at least this share of the pixels either covers (grey levels, 0..1).
LEAST_DIFFERENCE = 0.2
TABLES = {"puerto-rico": PuertoRico, "san-juan": SanJuan}
ZOOMED = {"viewport": {"width": 683, "height": 384}, "device_scale_factor": 2}


def difference(a: list[float], b: list[float], paper: float) -> float:
    """The share of the pixels either symbol covers by which their greys differ (0..1)."""
    covered = [i for i in range(len(a)) if abs(a[i] - paper) > 8 or abs(b[i] - paper) > 8]
    return sum(abs(a[i] - b[i]) for i in covered) / (255 * len(covered))


@pytest.mark.parametrize("theme", ["normal", "more", "forced"])
def test_every_good_and_the_doubloon_are_told_apart_in_greyscale(page, server, theme):
    serve_kit(page)
    page.goto(server.url + "embed-demo.html")
    grey = scripts.run(
        page, "colour_and_zoom", "greyLegend", {"kinds": KINDS, "radii": RADII, "theme": theme}
    )
    figures = {}
    for r in RADII:
        for i, a in enumerate(KINDS):
            for b in KINDS[i + 1 :]:
                ga, gb = grey[f"{a}@{r}"], grey[f"{b}@{r}"]
                figures[(a, b, r)] = difference(ga, gb, paper=ga[0])
    alike = {k: round(v, 3) for k, v in figures.items() if v < LEAST_DIFFERENCE}
    closest = min(figures, key=lambda k: figures[k])
    print(f"{theme}: closest {closest} {figures[closest]:.3f}; corn/coin", {
        r: round(figures[("corn", "coin", r)], 3) for r in RADII
    })  # fmt: skip
    screens.save(page.locator("[data-testid=legend]"), f"colour-goods-greyscale-{theme}.png")
    assert not alike, f"{theme}: symbols alike in greyscale: {alike}"


BOARD_PIXELS_JS = scripts.expression("colour_and_zoom", "boardPixels")

# A panel button's border and, focused from the keyboard, its outline.
CONTROL_JS = scripts.expression("colour_and_zoom", "controlLines")


def board_pixels(page) -> dict:
    """Shares of white and of dark pixels of the board, once redrawn after a change of media."""
    page.wait_for_timeout(200)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => setTimeout(done)))")
    return page.evaluate(BOARD_PIXELS_JS)


@pytest.mark.parametrize("game", ["puerto-rico", "san-juan"])
def test_higher_contrast_and_forced_colours_redraw_the_table(page, server, game):
    page.goto(app_url(server, instant=1, autostart=1, players=4, seed=11, game=game))
    wait_ready(page)
    TABLES[game](page, seed=5).play_turns(8, via="list")
    usual = board_pixels(page)
    page.evaluate("() => { document.documentElement.style.filter = 'grayscale(1)'; }")
    screens.save(page, f"colour-greyscale-board-{game}.png")
    page.evaluate("() => { document.documentElement.style.filter = ''; }")

    page.emulate_media(contrast="more")
    more = board_pixels(page)
    assert more["dark"] > usual["dark"] * 1.1, f"darker ink and outlines: {usual} {more}"
    control = page.evaluate(CONTROL_JS)
    assert control["borderWidth"] >= 2, control
    screens.save(page, f"colour-contrast-more-{game}.png")

    page.emulate_media(contrast="no-preference", forced_colors="active")
    forced = board_pixels(page)
    # White paper (Puerto Rico's whole sheet, San Juan's places and panels on its felt).
    assert forced["white"] > max(0.03, 20 * usual["white"]), f"white: {usual} {forced}"
    page.locator("[data-testid=menu-more]").focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    control = page.evaluate(CONTROL_JS)
    assert control["focus"] == "menu-more", control
    assert control["border"] != "none" and control["borderWidth"] >= 1, control
    assert control["outline"] != "none" and control["outlineWidth"] >= 2, control
    screens.save(page, f"colour-forced-colours-{game}.png")

    page.emulate_media(forced_colors="none")
    back = board_pixels(page)
    # (the legal targets' glow pulses: a few pixels differ from one frame to the next)
    assert back["white"] < forced["white"] / 2 and back["dark"] < more["dark"], back


def check_reachable(page, screen: str, least: int) -> None:
    got = scripts.run(page, "colour_and_zoom", "unreachableControls")
    assert got["seen"] >= least, f"{screen}: {got['seen']} controls seen"
    assert not got["out"], f"{screen} at 200 % zoom: {got['out']}"
    screens.save(page, f"zoom-200-{screen}.png")


@pytest.fixture(scope="module")
def finished(tmp_path_factory) -> dict[str, pathlib.Path]:
    """Per game, a finished 3-player game's file (random moves against random bots)."""
    folder = tmp_path_factory.mktemp("finished")
    files = {}
    for game in TABLES:
        snap = play_random(
            {"game": game, "players": 3, "seed": 7, "bots": [None, "random", "random"]}, 3
        )
        files[game] = folder / f"{game}.json"
        files[game].write_text(save_text(snap["save"]))
    return files


@contextlib.contextmanager
def zoomed_app(browser, server, **params):
    """The app at 200 % zoom (ZOOMED) with instant bots and the URL's `params`, ready: the
    new-game screen shown unless it starts a game. Closed after."""
    context = browser.new_context(**ZOOMED)
    try:
        page = context.new_page()
        page.goto(app_url(server, instant=1, **params))
        wait_ready(page)
        if not params.get("autostart"):
            page.wait_for_selector("[data-testid=setup-screen]", state="visible")
        yield page
    finally:
        context.close()


@pytest.mark.parametrize("game", ["puerto-rico", "san-juan"])
def test_the_new_game_screen_table_menu_and_end_screen_are_usable_at_200_percent_zoom(
    browser, server, finished, game
):
    """One page per game, as a player goes: the new-game screen, a finished game's file opened
    on the end screen, a new game started from there, three turns of it and the game menu."""
    with zoomed_app(browser, server) as page:
        if game == "puerto-rico":  # (the screen is the same for both games)
            check_reachable(page, "new-game", least=10)
        table = TABLES[game](page, seed=5)
        table.open_file(finished[game])
        page.locator("[data-testid=end-screen]").wait_for()
        check_reachable(page, f"{game}-end", least=3)
        page.locator("[data-testid=end-screen] button", has_text="New game").click()
        table.start(4, seed="11")
        for turn in range(3):
            table.play_turn(via="list")
            check_reachable(page, f"{game}-table-{turn}", least=5)
        page.locator("[data-testid=menu-more]").click()
        check_reachable(page, f"{game}-menu", least=5)
