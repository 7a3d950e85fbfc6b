"""The hint's reasons (docs/ui.md, "The coach"; docs/coach.md, "Reasons"): at a role, a build, a
mayor and a captain decision of Puerto Rico and at a build, a councillor and a trader decision
of San Juan, every choice of the hint says something under it: its reasons as a list of
sentences, "about equal" where the search cannot tell it from the choice it is compared with,
or that no sure difference shows this round; in Spanish and Dutch too. Screenshots of the panel
at 1366x768 and 820x1180, both games."""

from __future__ import annotations

import re

import pytest
import screens
import shared_page
from decisions import kinds, position_at
from pages import PuertoRico, SanJuan
from shared_page import speak

LEFT_OVER = re.compile(r"\{\w+\}|undefined|null|NaN|\breason\.")


DECISIONS = {
    "pr-role": ("puerto-rico", lambda legal: set(kinds(legal)) == {"role"} and len(legal) >= 3),
    "pr-build": ("puerto-rico", lambda legal: kinds(legal).count("build") >= 4),
    "pr-mayor": (
        "puerto-rico",
        lambda legal: sum(k in ("place", "leave_empty") for k in kinds(legal)) >= 5,
    ),
    "pr-captain": ("puerto-rico", lambda legal: kinds(legal).count("load") >= 2),
    "sj-build": ("san-juan", lambda legal: kinds(legal).count("build") >= 3),
    "sj-councillor": ("san-juan", lambda legal: kinds(legal).count("keep") >= 3),
    "sj-trader": ("san-juan", lambda legal: kinds(legal).count("sell") >= 2),
}
# The lead-ins and lines of the reasons block, by language (web/i18n/<lang>.json).
WORDS = {
    "en": {
        "against": "Against choice",
        "over": "This round:",
        "equal": "About equal to",
        "none": "No sure difference",
    },
    "es": {
        "against": "Frente a la opción",
        "over": "En esta ronda:",
        "equal": "Más o menos igual que",
        "none": "Ninguna diferencia segura",
    },
    "nl": {
        "against": "Vergeleken met keuze",
        "over": "Deze ronde:",
        "equal": "Ongeveer even goed als",
        "none": "Geen zeker verschil",
    },
}


@pytest.fixture
def hint_page(one_page, request):
    yield from one_page.for_test(request, new_game_screen=False)


def hint_at(shared: shared_page.SharedPage, tmp_path, decision: str) -> dict:
    """The decision's position with its hint on screen (asked for with the H key, in English),
    unless the page shows it already; the hint as the engine gave it."""
    page = shared.page
    if shared.kept.get("hint_of") != decision:
        game_id, wanted = DECISIONS[decision]
        shared.to_new_game_screen()
        table = (PuertoRico if game_id == "puerto-rico" else SanJuan)(page)
        table.open_position(tmp_path, position_at(game_id, 3, 4, wanted), decision)
        table.settle()
        assert table.snapshot()["your_turn"]
        page.locator("[data-testid=board]").focus()
        page.keyboard.press("h")
        page.locator("[data-testid=hint-choices] > li").first.wait_for(timeout=60_000)
        shared.kept["hint_of"] = decision
    hint = page.evaluate("() => window.__prTest.hint()")
    assert hint and hint["choices"]
    return hint


def check_reasons(page, hint: dict, lang: str) -> None:
    """Every choice shows a line at least: each reason the engine gave as one sentence of a list
    under the lead-in that says what it is compared with, "about equal" where the engine says
    so, or no sure difference."""
    words = WORDS[lang]
    for i, choice in enumerate(hint["choices"]):
        block = page.locator(f"[data-testid=hint-reasons-{i + 1}]")
        if choice["versus"] is None and not choice["reasons"]:
            assert block.count() == 0
            continue
        text = block.inner_text()
        assert not LEFT_OVER.search(text), text
        sentences = block.locator("li")
        assert sentences.count() == len(choice["reasons"]), (choice["reasons"], text)
        assert sentences.count() >= 1 or choice["equal"] or words["none"] in text, text
        for k in range(sentences.count()):
            line = sentences.nth(k).inner_text()
            assert line[0].isupper() and line.endswith("."), line
        if choice["equal"]:
            assert f"{words['equal']}" in text, text
        if any(r["difference"] for r in choice["reasons"]):
            assert f"{words['against']} {choice['versus'] + 1}" in text, text
        if any(not r["difference"] for r in choice["reasons"]):
            assert words["over"] in text, text


def log_in_sight(page) -> None:
    """The hint leaves the log room: two lines of it at least in the window."""
    box = page.locator("[data-testid=game-log]").bounding_box()
    assert box is not None and box["height"] >= 40, box
    assert box["y"] + 40 <= page.viewport_size["height"], box


@pytest.mark.parametrize("decision", DECISIONS)
def test_each_choice_of_a_hint_says_why(one_page, hint_page, tmp_path, decision):
    page = hint_page
    page.set_viewport_size({"width": 1366, "height": 768})
    hint = hint_at(one_page, tmp_path, decision)
    check_reasons(page, hint, "en")
    told = sum(len(c["reasons"]) for c in hint["choices"])
    assert told >= 1, hint["choices"]
    if decision == "pr-role":  # a role choice always has a reason, or is about equal
        assert all(c["reasons"] or c["equal"] for c in hint["choices"]), hint["choices"]
    log_in_sight(page)
    screens.save(page, f"hint-reasons-{decision}.png")


@pytest.mark.parametrize(("decision", "lang"), [("pr-build", "es"), ("sj-councillor", "nl")])
def test_the_reasons_are_told_in_the_players_language(
    one_page, hint_page, tmp_path, decision, lang
):
    page = hint_page
    page.set_viewport_size({"width": 1366, "height": 768})
    hint = hint_at(one_page, tmp_path, decision)
    speak(page, lang)  # as the language menu switches it: the hint shown is told again in it
    check_reasons(page, hint, lang)
    panel = page.locator("[data-testid=hint-panel]").inner_text()
    assert "You " not in panel and "Against" not in panel, panel
    screens.save(page, f"hint-reasons-{decision}-{lang}.png")
    speak(page, "en")


@pytest.mark.parametrize("size", [(820, 1180), (768, 1024), (1180, 820)])
@pytest.mark.parametrize("decision", ["pr-role", "sj-build"])
def test_the_reasons_fit_a_tablet(one_page, hint_page, tmp_path, decision, size):
    page = hint_page
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    hint = hint_at(one_page, tmp_path, decision)
    check_reasons(page, hint, "en")
    shape = "portrait" if height > width else "landscape"
    screens.save(page, f"hint-reasons-tablet-{width}x{height}-{decision}.png")
    if shape == "landscape":
        log_in_sight(page)
    else:  # the hint whole, its third choice and reasons too, without scrolling it
        panel = page.locator("[data-testid=hint-panel]")
        fold = panel.evaluate("(p) => [p.scrollHeight, p.clientHeight]")
        assert fold[0] <= fold[1] + 1, f"{width}x{height}: the hint scrolls {fold}"
    # (In portrait the hint takes the log's column until it is closed: docs/ui.md.)
    # Every choice and its reasons can be scrolled to inside the panel, the page never scrolls.
    for i in range(len(hint["choices"])):
        reasons = page.locator(f"[data-testid=hint-reasons-{i + 1}]")
        if reasons.count():
            reasons.scroll_into_view_if_needed()
            assert reasons.is_visible()
        page.locator(f"[data-testid=hint-play-{i + 1}]").scroll_into_view_if_needed()
    assert page.evaluate("() => [scrollX, scrollY]") == [0, 0]
