"""The app in the six languages of the rulebooks: it follows the browser, the player can switch
in the middle of a game (the whole log is rewritten, the game goes on) and the choice is
remembered; every language fits on the screen (the screenshots are in dist/e2e-artifacts/screens/).
"""

import contextlib
import json
import pathlib
import re

import screens
import scripts
from board_texts import TEXT_PROBE, show_in
from conftest import wait_board_fits, wait_ready
from layout_checks import LANGUAGES, clipped, overflow
from pages import PuertoRico, SanJuan
from playwright.sync_api import expect
from shared_page import speak

ROOT = pathlib.Path(__file__).resolve().parents[1]
NAMES = {
    "en": "English",
    "sv": "Svenska",
    "is": "Íslenska",
    "nb": "Norsk bokmål",
    "es": "Español",
    "nl": "Nederlands",
}
ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")


def language_file(lang):
    return json.loads((ROOT / "web" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def choose_language_in_game_menu(page, code):
    """Chooses `code` in the Game menu and waits until the page speaks it: the chooser closes
    before that language's file has been downloaded."""
    page.locator("[data-testid=menu-more]").click()
    page.locator("[data-testid=chooser] button.choice").last.click()  # "Language: ..."
    page.locator("[data-testid=chooser] button.choice", has_text=NAMES[code]).click()
    expect(page.locator("[data-testid=chooser]")).to_have_count(0)
    expect(page.locator("html")).to_have_attribute("lang", code)


@contextlib.contextmanager
def browser_speaking(browser, locale):
    """A browser set to `locale`, new to the app: (its context, a page, the page's errors)."""
    context = browser.new_context(locale=locale, viewport={"width": 1366, "height": 768})
    errors = []
    try:
        page = context.new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        yield context, page, errors
    finally:
        context.close()


def test_the_app_follows_the_browsers_language_and_remembers_the_players_choice(browser, server):
    with browser_speaking(browser, "nb-NO") as (_, page, errors):
        page.goto(server.url + "?instant=1")
        wait_ready(page)
        nb, es = language_file("nb"), language_file("es")
        expect(page.locator("[data-testid=start-button]")).to_have_text(nb["setup.start"])
        # The form names the game it starts, in the language's words.
        expect(page.locator("[data-testid=setup-screen] h2")).to_have_text(
            nb["setup.titleGame"].replace("{game}", nb["game.puerto-rico"])
        )
        assert page.evaluate("() => document.documentElement.lang") == "nb"
        assert page.title() == nb["app.title"]

        # Switched on the new-game screen: the form keeps what was set in it.
        page.locator("[data-testid=setup-screen] [data-players='4']").click()
        page.locator("[data-testid=player-name]").fill("Kari")
        page.locator("[data-testid=language-select]").select_option("es")
        expect(page.locator("[data-testid=start-button]")).to_have_text(es["setup.start"])
        assert page.evaluate("() => document.documentElement.lang") == "es"
        expect(page.locator("[data-testid=setup-screen] [data-players='4']")).to_have_attribute(
            "aria-checked", "true"
        )
        expect(page.locator("[data-testid=player-name]")).to_have_value("Kari")

        # Remembered: the next visit is in Spanish, though the browser still says Norwegian.
        page.reload()
        wait_ready(page)
        expect(page.locator("[data-testid=start-button]")).to_have_text(es["setup.start"])
        expect(page.locator("[data-testid=language-select]")).to_have_value("es")
        assert not errors, errors


def test_a_language_whose_texts_cannot_be_downloaded_is_said_and_the_app_works_in_english(
    browser, server
):
    with browser_speaking(browser, "sv-SE") as (context, page, errors):
        context.route("**/i18n/sv.json", lambda route: route.abort())
        page.goto(server.url + "?instant=1")
        wait_ready(page)
        en = language_file("en")
        notice = page.locator("[data-testid=notice-text]")
        expect(notice).to_have_text(en["lang.failed"].replace("{language}", "Svenska"))
        page.locator("[data-testid=notice-ok]").click()
        expect(page.locator("[data-testid=start-button]")).to_have_text(en["setup.start"])
        assert page.evaluate("() => document.documentElement.lang") == "en"
        # Not remembered as a choice: the next visit asks for Swedish again.
        assert page.evaluate("() => localStorage.getItem('pr.lang.v1')") is None
        assert all("sv.json" in e or "Failed to load resource" in e for e in errors), errors


def test_switching_language_mid_game_rewrites_the_panel_and_the_whole_log(open_app):
    page = open_app(instant=1)
    wait_ready(page)
    en, icelandic = language_file("en"), language_file("is")
    table = PuertoRico(page, seed=5)
    table.start(3, seed="31")
    for _ in range(4):
        table.play_turn()
    english_log = table.log_lines()
    assert len(english_log) > 6
    assert any(f" {en[f'role.{r}.lc']}" in line for line in english_log for r in ROLES)
    steps = table.snapshot()["steps"]

    choose_language_in_game_menu(page, "is")
    # The panel in Icelandic, the game exactly where it was.
    expect(page.locator("[data-testid=menu-undo]")).to_have_text(icelandic["menu.undo"])
    expect(page.locator("[data-testid=menu-more]")).to_have_text(icelandic["menu.more"])
    expect(page.locator(".log-title")).to_have_text(icelandic["log.title"])
    prompts = {v for k, v in icelandic.items() if k.startswith("prompt.")}
    assert page.locator("[data-testid=prompt]").inner_text() in prompts
    assert table.snapshot()["steps"] == steps
    # The whole log rewritten, line for line: not one English sentence is left.
    log = table.log_lines()
    assert len(log) == len(english_log)
    assert all(a != b for a, b in zip(log, english_log)), list(zip(log, english_log))
    chosen = [r for r in ROLES if any(f" {en[f'role.{r}.lc']}" in line for line in english_log)]
    assert any(icelandic[f"role.{r}.lc"] in line for line in log for r in chosen), log
    assert not any(
        re.search(r"\b(chooses|takes|builds|produces|the|and)\b", line) for line in log
    ), log
    # Lists joined by the language's own word, also where the browser lacks its list format.
    assert any(f" {icelandic['list.and']} " in line for line in log), log
    # The moves offered, in Icelandic too.
    labels = page.locator("[data-testid=action-list] button").all_inner_texts()
    assert labels and not any(
        re.search(r"\b(Choose|Take|Build|Sell|Load|Keep)\b", x) for x in labels
    ), labels

    # The game goes on in Icelandic, and its new lines are Icelandic.
    table.play_turn()
    more = table.log_lines()[len(log) :]
    assert more and not any(re.search(r"\b(chooses|takes|builds|the)\b", line) for line in more), (
        more
    )
    cut = clipped(page)
    assert cut == [], cut
    screens.save(page, "language-switched-is.png")

    # Remembered: after a reload the saved game comes back in Icelandic.
    page.reload()
    wait_ready(page)
    # The engine is ready before the saved game is on screen: wait for the game itself.
    page.wait_for_selector("[data-testid=board]", state="visible")
    table.settle()
    expect(page.locator("[data-testid=menu-undo]")).to_have_text(icelandic["menu.undo"])
    scripts.wait_until(
        page,
        "(n) => document.querySelectorAll('[data-testid=game-log] li').length >= n",
        arg=len(log) + len(more),
    )


def test_the_tab_and_the_heading_name_the_game_played_in_every_language(new_game):
    table = new_game(SanJuan, 2, seed="8", decisions_seed=3)
    page = table.page
    heading = page.get_by_role("heading", level=1)
    expect(heading).to_have_text("San Juan")
    assert page.title() == "San Juan"
    # A switch of language used to name the tab "Puerto Rico" again.
    choose_language_in_game_menu(page, "nl")
    dutch = language_file("nl")
    expect(heading).to_have_text(dutch["game.san-juan"])
    assert page.title() == dutch["game.san-juan"]


def each_language_fitting(page, screen: str):
    """Yields each language in turn, the page switched to it in place (show_in), once its
    screenshot `lang-<lang>-<screen>.png` is taken, nothing spills out of the window and no label
    of the board is cut short."""
    for lang in LANGUAGES:
        show_in(page, lang)
        screens.save(page, f"lang-{lang}-{screen}.png")
        assert overflow(page) == [], f"{screen} {lang}"
        cut = clipped(page)
        assert cut == [], f"board labels cut short on the {screen} screen in {lang}: {cut}"
        yield lang


def test_every_language_fits_the_screen(page, open_app):
    """Each screen seen in each language in turn, switched in place (board_texts.show_in: the
    words change, the screen does not): one page, one example and one game checked in all six.
    The game starts in Dutch, whose default names are among the longest."""
    page.add_init_script(TEXT_PROBE)
    words = {lang: language_file(lang) for lang in LANGUAGES}
    page = open_app(instant=1, lang="en")
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    for lang in LANGUAGES:
        speak(page, lang)
        start = page.locator("[data-testid=start-button]")
        expect(start).to_have_text(words[lang]["setup.start"])
        screens.save(page, f"lang-{lang}-setup.png")
        assert overflow(page) == [], f"new-game screen {lang}"

    # A rulebook scoring example opens on the end screen, its explanation above the scores.
    table = PuertoRico(page, seed=2)
    table.open_example("guild-hall")
    expect(page.locator("[data-testid=end-screen]")).to_be_visible()
    for lang in LANGUAGES:
        speak(page, lang)
        again = page.locator("[data-testid=end-screen] button", has_text=words[lang]["end.newGame"])
        expect(again).to_be_visible()
        screens.save(page, f"lang-{lang}-end.png")
        assert overflow(page) == [], f"end screen {lang}"
    again.click()

    # Five players: the most crowded board, every role and building name on it.
    table.start(5, seed="8")
    for _ in range(3):
        table.play_turn()
    for lang in each_language_fitting(page, "game"):
        page.locator("[data-testid=menu-more]").click()
        assert overflow(page) == [], f"game menu {lang}"
        screens.save(page, f"lang-{lang}-menu.png")
        page.keyboard.press("Escape")
        expect(page.locator("[data-testid=chooser]")).to_have_count(0)

    # On a tablet in portrait: the narrowest panel.
    page.set_viewport_size({"width": 768, "height": 1024})
    wait_board_fits(page, 768, 1024)
    table.settle()
    assert list(each_language_fitting(page, "portrait")) == list(LANGUAGES)
