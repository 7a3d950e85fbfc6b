"""axe-core finds nothing on any screen (issue 43, deliverable 4): the new-game screen, each game's
table at every kind of decision, the end screen, the review, a hint, the guided first game, the
step-through, the embed demo page and a 400 px embed, a puzzle, the Game menu and the error
screen. axe-core is pinned in build/package.json and runs every one of its rules (its default
set, and those it leaves off unless asked: e2e/axe.py); a violation of any impact fails, of any
rule but those EXEMPT names with the reason.

Each screen is reached as a player reaches it: a position of the kind of decision opened as a game
file (decisions.py), a game started from the new-game screen, a finished game played and reviewed
by the engine in this process (reviewed_games.py: the end screen's tests' Puerto Rico game, made
once for both). What axe found goes to `dist/e2e-artifacts/axe/<screen>.json` (its nodes per rule
and impact, the exempt rules' too) beside a screenshot `axe-<screen>.png`, also when it passes."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import axe
import pytest
import screens
import scripts
from conftest import ARTIFACTS, wait_ready
from decisions import kinds, position_at
from layout_checks import narrow_table
from pages import PuertoRico, SanJuan
from playwright.sync_api import expect
from reviewed_games import Finished

ROOT = Path(__file__).resolve().parent.parent
STORING = json.loads((ROOT / "tests" / "data" / "storing-small-warehouse.json").read_text())
FOUND = ARTIFACTS / "axe"

# A decision of seat 0 in a game of medium bots (decisions.position_at): game, players, seed and
# what its legal actions hold.
DECISIONS: dict[str, tuple[str, int, int, Callable[[list[dict]], bool]]] = {
    "pr-role": ("puerto-rico", 3, 4, lambda legal: "role" in kinds(legal)),
    "pr-settler": ("puerto-rico", 3, 4, lambda legal: kinds(legal).count("plant") >= 2),
    "pr-mayor": (
        "puerto-rico",
        3,
        4,
        lambda legal: sum(k in ("place", "leave_empty") for k in kinds(legal)) >= 5,
    ),
    "pr-builder": ("puerto-rico", 3, 4, lambda legal: kinds(legal).count("build") >= 4),
    "pr-craftsman": ("puerto-rico", 3, 4, lambda legal: "extra_good" in kinds(legal)),
    "pr-trader": ("puerto-rico", 3, 4, lambda legal: "sell" in kinds(legal)),
    "pr-captain": ("puerto-rico", 3, 4, lambda legal: kinds(legal).count("load") >= 2),
    "sj-role": ("san-juan", 3, 4, lambda legal: "role" in kinds(legal)),
    "sj-builder-pays": ("san-juan", 3, 4, lambda legal: "pay" in kinds(legal)),
    "sj-producer": ("san-juan", 3, 4, lambda legal: kinds(legal).count("produce") >= 2),
    "sj-trader": ("san-juan", 3, 4, lambda legal: kinds(legal).count("sell") >= 2),
    "sj-councillor": ("san-juan", 3, 4, lambda legal: kinds(legal).count("keep") >= 3),
    "sj-prospector": ("san-juan", 3, 12, lambda legal: "use" in kinds(legal)),
    "sj-chapel": ("san-juan", 3, 4, lambda legal: "tuck" in kinds(legal)),
}
TABLES = {"puerto-rico": PuertoRico, "san-juan": SanJuan}


@pytest.fixture(scope="module")
def finished(tmp_path_factory) -> Path:
    """The reviewed Puerto Rico game's file the end screen's tests open too, made once in the
    whole run."""
    return Finished(tmp_path_factory)["puerto-rico"]["reviewed"]


def opened(page, server):
    """The new-game screen: the shared page is on it already, a page of its own is opened."""
    if not page.locator("[data-testid=setup-screen]").is_visible():
        page.goto(server.url + "?instant=1")
        wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    return page


def at_decision(name: str):
    def reach(page, server, tmp_path, finished):
        game, players, seed, wanted = DECISIONS[name]
        table = TABLES[game](opened(page, server))
        table.open_position(tmp_path, position_at(game, players, seed, wanted), name)
        assert table.snapshot()["your_turn"]

    return reach


def setup_screen(page, server, tmp_path, finished):
    opened(page, server)
    expect(page.get_by_test_id("guide-offer")).to_be_visible()


def pr_keep(page, server, tmp_path, finished):
    PuertoRico(opened(page, server)).open_position(tmp_path, STORING, "storing")
    expect(page.get_by_test_id("keep-panel")).to_be_visible()


def pr_draft(page, server, tmp_path, finished):
    PuertoRico(opened(page, server)).start(3, expansion="draft")
    expect(page.get_by_test_id("phase")).to_have_attribute("data-phase", "draft")


def end_screen(page, server, tmp_path, finished):
    opened(page, server)
    PuertoRico(page).open_file(finished)
    expect(page.get_by_test_id("end-screen")).to_be_visible()


def review(page, server, tmp_path, finished):
    end_screen(page, server, tmp_path, finished)
    expect(page.get_by_test_id("review-costliest").locator("> li")).to_have_count(3)
    page.get_by_test_id("review").scroll_into_view_if_needed()


def step_through(page, server, tmp_path, finished):
    review(page, server, tmp_path, finished)
    page.get_by_test_id("review-open-1").click()
    expect(page.get_by_test_id("replay-bar")).to_be_visible()
    PuertoRico(page).settle()


def hint(page, server, tmp_path, finished):
    at_decision("pr-builder")(page, server, tmp_path, finished)
    page.get_by_test_id("board").focus()
    page.keyboard.press("h")
    page.get_by_test_id("hint-choices").wait_for(timeout=60_000)


def guided_game(page, server, tmp_path, finished):
    opened(page, server).get_by_test_id("guide-offer-puerto-rico").click()
    PuertoRico(page).settle()
    page.get_by_test_id("hint-choices").wait_for(timeout=60_000)


def game_menu(page, server, tmp_path, finished):
    PuertoRico(opened(page, server)).start(3)
    page.get_by_test_id("menu-more").click()
    expect(page.locator(".modal-layer")).to_be_visible()


def demo_embed(page, server, name: str):
    """The embed demo page with its embed `name` started by a click on its poster; its app."""
    page.goto(server.url + "embed-demo.html")
    scripts.wait_until(page, "() => customElements.get('pr-game') !== undefined")
    page.locator(f"pr-game#{name} .poster button").click()
    frame = page.locator(f"pr-game#{name} iframe").element_handle().content_frame()
    wait_ready(frame)
    scripts.wait_until(frame, "() => window.__prTest.snapshot()")
    PuertoRico(frame).settle()
    return frame


def embed_demo(page, server, tmp_path, finished):
    demo_embed(page, server, "embed-new")


def embed_400(page, server, tmp_path, finished):
    table = narrow_table(page, server, decisions_seed=3, players=3)
    table.play_turns(4, via="list")


def puzzle(page, server, tmp_path, finished):
    frame = demo_embed(page, server, "embed-puzzle")
    expect(frame.get_by_test_id("puzzle-question")).to_be_visible()
    page.locator("pr-game#embed-puzzle").scroll_into_view_if_needed()


def error_screen(page, server, tmp_path, finished):
    page.route("**/js/main.js", lambda route: route.fulfill(status=404, body="Not Found"))
    page.goto(server.url + "?instant=1")
    expect(page.get_by_test_id("error-screen")).to_be_visible()


SCREEN_STEPS: dict[str, Callable] = {
    "setup": setup_screen,
    **{name: at_decision(name) for name in DECISIONS if name.startswith("pr-")},
    "pr-keep": pr_keep,
    "pr-draft": pr_draft,
    **{name: at_decision(name) for name in DECISIONS if name.startswith("sj-")},
    "end": end_screen,
    "review": review,
    "step-through": step_through,
    "hint": hint,
    "guided-game": guided_game,
    "game-menu": game_menu,
    "embed-demo": embed_demo,
    "embed-400": embed_400,
    "puzzle": puzzle,
    "error": error_screen,
}


# Every rule of axe-core runs, those it leaves off by default and the experimental ones too; a
# rule that does not hold here says why.
EXEMPT = {
    "color-contrast-enhanced": "WCAG's AAA level (7:1 for text), beyond the AA the app is held "
    "to by color-contrast (4.5:1, 3:1 for large text): the paper's brown labels and the white "
    "on orange of the main buttons are 4.5-5.3:1, and 7:1 would change the app's look; the "
    "high-contrast rendering (prefers-contrast: more) is where more contrast belongs",
}


# Screens reached on a page of their own: the guided game's offer (the first visit's), the embed
# demo page, the narrow embed and the error screen (the page's own start fails). The others are
# reached one after another on one page from its new-game screen, as a player goes from game to
# game.
OWN_PAGE = {"guided-game", "embed-demo", "embed-400", "puzzle", "error"}


@pytest.fixture
def screen_page(request, one_page):
    if request.node.callspec.params["screen"] in OWN_PAGE:
        yield request.getfixturevalue("page")
    else:
        yield from one_page.for_test(request)


@pytest.mark.parametrize("screen", SCREEN_STEPS)
def test_axe_finds_no_violation(screen_page, server, tmp_path, finished, page_errors, screen):
    page = screen_page
    if screen == "error":
        page_errors.allow(r"Failed to load resource|Failed to fetch dynamically|js/main\.js")
    SCREEN_STEPS[screen](page, server, tmp_path, finished)
    screens.save(page, f"axe-{screen}.png")
    every = axe.violations(page, every_rule=True)
    FOUND.mkdir(parents=True, exist_ok=True)
    (FOUND / f"{screen}.json").write_text(json.dumps(axe.counts(every), indent=1) + "\n")
    found = [v for v in every if v["id"] not in EXEMPT]
    assert not found, f"{screen}: axe-core {axe.axe_version()} found:\n{axe.describe(found)}"
