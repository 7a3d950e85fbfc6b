"""Numbers and labels that agree (docs/ui.md, "The end screen"; docs/coach.md): "Review my
decisions" in view on the end screen at the laptop and tablet sizes; the score chart's and the
review curve's labels all inside their figures (both games, six languages: long words, negative
leads), their grid lines on round numbers; the review's move numbers those of the step-through it
opens (English and Spanish); every step of the rulebook examples with a caption.

The finished games are played and reviewed by the engine in this process (reviewed_games.py: a
random player against medium bots, so that his lead falls far below zero), then opened as game
files, each shown in its languages in turn as the language menu switches them (no reload); the
examples are opened one after another on one page (shared_page.py)."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest
import screens
import scripts
from conftest import wait_ready
from decisions import ask
from layout_checks import LANGUAGES
from pages import PuertoRico, SanJuan
from playwright.sync_api import expect
from reviewed_games import BOTS, Finished
from shared_page import speak

ROOT = Path(__file__).resolve().parent.parent
SIZES = ((1366, 768), (1024, 768), (820, 1180), (1180, 820))
TABLES = {"puerto-rico": PuertoRico, "san-juan": SanJuan}
WORDS = {
    lang: json.loads((ROOT / "web" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    for lang in LANGUAGES
}
# Each figure's x axis names itself (the last of its axis texts): its words in the language.
AXIS_TITLE = {"score-chart": "end.chartRounds", "review-curve": "review.axis"}


@pytest.fixture(scope="module")
def finished(tmp_path_factory) -> Finished:
    return Finished(tmp_path_factory)


def open_finished(page, server, game: str, path: Path, lang: str = "en"):
    """The finished game opened as a game file, its end screen shown; the table."""
    page.goto(server.url + f"?instant=1&lang={lang}")
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    table = TABLES[game](page)
    table.open_file(path)
    page.locator("[data-testid=end-screen]").wait_for()
    return table


def in_sight(page, testid: str) -> bool:
    """The element is inside the window and nothing covers its middle (the end card's sticky
    row of buttons, the card's edge): a player sees it without scrolling."""
    return scripts.run(page, "end_screen", "inSight", testid)


@pytest.mark.parametrize("game", BOTS)
def test_review_my_decisions_is_in_view_on_the_end_screen_at_every_size(
    page, server, finished, game
):
    open_finished(page, server, game, finished[game]["over"])
    for lang in ("en", "is"):
        speak(page, lang)  # the end screen redrawn in it
        expect(page.locator("[data-testid=review-start]")).to_have_text(WORDS[lang]["review.start"])
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            start = page.locator("[data-testid=review-start]")
            expect(start).to_be_visible()
            assert in_sight(page, "review-start"), (lang, width, height)
            assert in_sight(page, "score-table"), (lang, width, height)
            screens.save(page, f"end-review-offer-{game}-{lang}-{width}x{height}.png")


def numbers(labels: list[str]) -> list[float]:
    """The figures of axis labels ("−30 punten", "+10 VP", "40"), as numbers."""
    out = []
    for label in labels:
        m = re.search(r"([+\-−]?)\s*(\d+(?:[.,]\d+)?)", label.replace("\u00a0", " "))
        assert m, label
        value = float(m.group(2).replace(",", "."))
        out.append(-value if m.group(1) in "-−" and m.group(1) else value)
    return out


def round_steps(values: list[float]) -> bool:
    steps = {round(b - a, 6) for a, b in zip(values, values[1:])}
    if len(steps) != 1:
        return False
    step = abs(steps.pop())
    power = 10 ** math.floor(math.log10(step))
    return any(math.isclose(step, m * power) for m in (1, 2, 5, 10))


@pytest.mark.parametrize("game", BOTS)
def test_no_label_of_the_score_chart_or_the_review_curve_is_cut(page, server, finished, game):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_finished(page, server, game, finished[game]["reviewed"])
    for lang in LANGUAGES:
        speak(page, lang)  # the end screen, its chart and its review redrawn in it
        page.locator("[data-testid=review-curve]").wait_for()
        measure = page.evaluate("() => window.__prTest.snapshot().review.measure")
        for figure in ("score-chart", "review-curve"):
            drawn = scripts.run(page, "end_screen", "figureTexts", figure)
            for t in drawn["texts"]:
                inside = (
                    t["x"] >= -0.5
                    and t["y"] >= -0.5
                    and t["x"] + t["w"] <= drawn["width"] + 0.5
                    and t["y"] + t["h"] <= drawn["height"] + 0.5
                )
                assert inside and t["w"] > 0, (lang, figure, t, drawn["width"], drawn["height"])
            *axis, title = [t["text"] for t in drawn["texts"] if t["cls"] == "axis"]
            assert title == WORDS[lang][AXIS_TITLE[figure]], (lang, figure, title)
            if figure == "score-chart" or measure == "lead":
                assert round_steps(numbers(axis)), (lang, figure, axis)
            screens.save(page.locator(f"[data-testid={figure}]"), f"end-{figure}-{game}-{lang}.png")
        if measure == "lead":  # the lead fell well below zero: negative labels were measured
            assert any(v < 0 for v in numbers(axis)), axis


@pytest.mark.parametrize("game,lang", [("puerto-rico", "en"), ("san-juan", "es")])
def test_the_reviews_move_numbers_are_those_of_the_step_through(page, server, finished, game, lang):
    table = open_finished(page, server, game, finished[game]["reviewed"], lang)
    words = WORDS[lang]
    move_word = words["review.move"].split("{n}")[0].strip()  # "Move", "Jugada"
    costliest = page.locator("[data-testid=review-costliest] > li")
    costliest.first.wait_for()
    count = costliest.count()
    assert count >= 1
    for i in range(count):
        if i:
            page.locator("[data-testid=replay-close]").click()  # back to the end screen
            table.settle()
            page.locator("[data-testid=end-screen]").wait_for()
        entry = page.locator(f"[data-testid=review-costly-{i + 1}] .coach-label").inner_text()
        m = re.fullmatch(rf"{move_word} (\d+)", entry)
        assert m, entry
        move = int(m.group(1))
        page.locator(f"[data-testid=review-open-{i + 1}]").click()
        note = page.locator("[data-testid=replay-note]")
        expect(note).to_be_visible()
        table.settle()
        # The position where he faced move N: after move N − 1, marked with move N's number.
        assert re.search(rf"\b{move}\b", note.inner_text()), (entry, note.inner_text())
        step = page.locator("[data-testid=replay-step]").inner_text()
        expected = words["replay.start"] if move == 1 else f"{move - 1} "
        assert expected in step, (entry, step)
        if i == 0:
            screens.save(page, f"review-opened-{game}-{lang}.png")
        # One move on, the note is gone: the caption tells his move N.
        page.locator("[data-testid=replay-next]").click()
        expect(note).to_be_hidden()
        expect(page.locator("[data-testid=replay-step]")).to_contain_text(f"{move} ")


def examples_with_steps() -> list[tuple[str, str]]:
    """Every rulebook example whose moves are stepped through, of both games."""
    ask("hello", {})
    found = []
    for game, folder in (("puerto-rico", "puerto_rico"), ("san-juan", "san_juan")):
        for path in sorted((ROOT / "pr_core" / folder / "scenarios").glob("*.json")):
            steps = ask("load_scenario", {"id": path.stem}).get("scenario_steps")
            if steps and steps["steps"]:
                found.append((game, path.stem))
    return found


@pytest.mark.parametrize("game,example", examples_with_steps())
def test_every_step_of_a_rulebook_example_has_a_caption(shared_app_page, game, example):
    page = shared_app_page
    table = TABLES[game](page)
    table.open_example(example)
    table.settle()
    page.locator("[data-testid=replay-bar]").wait_for()
    if page.locator("[data-testid=replay-first]").is_enabled():
        page.locator("[data-testid=replay-first]").click()
        expect(page.locator("[data-testid=replay-step]")).to_have_text("The start")
    steps = table.snapshot()["steps"]
    for step in range(1, steps + 1):
        page.locator("[data-testid=replay-next]").click()
        expect(page.locator("[data-testid=replay-step]")).to_have_text(f"Move {step} of {steps}")
        table.settle()
        lines = page.locator("[data-testid=replay-caption] li").all_inner_texts()
        assert lines and all(line.strip() for line in lines), (example, step)
