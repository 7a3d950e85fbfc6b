"""The coach (docs/ui.md, "The coach"): a hint at a decision of either game (the Game menu's
Hint or the H key) shows the Expert bot's three best choices with their estimates and what they
change, marked 1-3 on the board, and can be played, cancelled or closed; a finished game's review
shows the estimate over the game and the three costliest decisions, each opened in the
step-through; the hints taken are counted on the end screen."""

from __future__ import annotations

import pytest
import screens
from conftest import save_near_end, wait_ready
from decisions import kinds, position_at
from pages import PuertoRico, SanJuan

DECISIONS = {
    "pr-build": (
        "puerto-rico",
        lambda legal: kinds(legal).count("build") >= 4,
    ),
    "pr-mayor": (
        "puerto-rico",
        lambda legal: sum(k in ("place", "leave_empty") for k in kinds(legal)) >= 5,
    ),
    "pr-captain": ("puerto-rico", lambda legal: kinds(legal).count("load") >= 2),
    "pr-settler": ("puerto-rico", lambda legal: kinds(legal).count("plant") >= 3),
    "pr-trader": ("puerto-rico", lambda legal: "sell" in kinds(legal)),
    "sj-build": ("san-juan", lambda legal: kinds(legal).count("build") >= 3),
    "sj-councillor": ("san-juan", lambda legal: kinds(legal).count("keep") >= 3),
    "sj-producer": ("san-juan", lambda legal: kinds(legal).count("produce") >= 2),
    "sj-trader": ("san-juan", lambda legal: kinds(legal).count("sell") >= 2),
}
LAST_DECISIONS = 4  # of the reviewed game, played by the page after the hint


def ask_hint(page, via: str) -> None:
    if via == "key":
        page.locator("[data-testid=board]").focus()
        page.keyboard.press("h")
    else:
        page.locator("[data-testid=menu-more]").click()
        page.locator(".modal-layer button", has_text="Hint").click()


@pytest.mark.parametrize("decision", DECISIONS)
def test_a_hint_shows_three_choices_marked_on_the_board_and_plays_one(
    shared_app_page, tmp_path, decision
):
    page = shared_app_page
    game_id, wanted = DECISIONS[decision]
    page.set_viewport_size({"width": 1366, "height": 768})
    table = (PuertoRico if game_id == "puerto-rico" else SanJuan)(page)
    table.open_position(tmp_path, position_at(game_id, 3, 4, wanted), decision)
    table.settle()
    before = table.snapshot()
    assert before["your_turn"]

    ask_hint(page, "key" if decision.startswith("pr") else "menu")
    choices = page.locator("[data-testid=hint-choices] > li")
    choices.first.wait_for(timeout=30_000)
    count = choices.count()
    assert 1 <= count <= 3
    # (The mayor's search compares whole arrangements, perhaps fewer than three.)
    least = 2 if decision == "pr-mayor" else min(3, len(before["legal"]))
    assert count >= least or "rule" in choices.first.inner_text()
    for i in range(count):
        text = choices.nth(i).inner_text()
        assert "%" in text or "VP" in text or "first choice" in text or "rule" in text, text
    marks = page.evaluate("() => window.__prTest.hintMarks()")
    regions = {r["region"] for t in table.targets() for r in t["regions"]}
    assert marks and set(marks) <= regions, (marks, regions)
    assert set(marks.values()) <= {1, 2, 3}
    screens.save(page, f"hint-{decision}.png")

    # Playing the first choice makes that decision; the hint is then gone and counted.
    page.locator("[data-testid=hint-play-1]").click()
    table.settle()
    after = table.snapshot()
    assert after["steps"] > before["steps"]
    assert after["hints"] == [before["steps"]]
    assert page.locator("[data-testid=hint-panel]").is_hidden()
    assert page.evaluate("() => window.__prTest.hintMarks()") == {}


def test_a_hint_can_be_cancelled_and_the_game_goes_on(shared_app_page, tmp_path):
    page = shared_app_page
    table = PuertoRico(page)
    table.open_position(tmp_path, position_at("puerto-rico", 4, 8, DECISIONS["pr-build"][1]), "b")
    table.settle()
    ask_hint(page, "key")
    page.locator("[data-testid=hint-cancel]").click()
    assert page.locator("[data-testid=hint-panel]").is_hidden()
    table.settle()
    assert table.snapshot()["hints"] == []  # not shown: not taken
    table.play_turn()
    assert table.snapshot()["steps"] > 0


def test_a_finished_game_is_reviewed_and_its_costliest_decisions_open(
    shared_app_page, tmp_path_factory
):
    """A 3-player San Juan game a few decisions before its end (a save the engine made in the
    test's process, opened as a game file): a hint taken and closed, the game played to its end
    by the page, the hint counted on the end screen; the review run by the page shows the curve
    and the three costliest decisions, each opening at its step of the step-through. (The
    review's work grows with the player's decisions: the random player's 2-player game of seed
    31 lasted 720 steps, 242 of them his, a review of 59 s in CPython; this one 207 steps, 55 of
    them his, 8.7 s.)"""
    page = shared_app_page
    table = SanJuan(page)
    table.open_file(save_near_end(tmp_path_factory, "san-juan", 3, 7, LAST_DECISIONS))
    ask_hint(page, "key")
    page.locator("[data-testid=hint-choices]").wait_for(timeout=30_000)
    page.locator("[data-testid=hint-close]").click()
    table.play_to_end()
    end = page.locator("[data-testid=end-screen]")
    end.wait_for()
    assert "1 hint" in page.locator("[data-testid=end-hints]").inner_text()

    page.locator("[data-testid=review-start]").click()
    page.locator("[data-testid=review-progress]").wait_for()
    costliest = page.locator("[data-testid=review-costliest] > li")
    costliest.first.wait_for(timeout=180_000)
    assert costliest.count() == 3
    assert page.locator("[data-testid=review-curve] polyline").count() == 1
    assert "estimates, not facts" in page.locator("[data-testid=review]").inner_text()
    page.locator("[data-testid=review]").scroll_into_view_if_needed()
    screens.save(page, "review-san-juan.png", full_page=True)
    review = table.snapshot()["review"]
    assert review is not None and len(review["costliest"]) == 3

    # Each opens at its position in the step-through.
    for i, step in enumerate(review["costliest"]):
        if i:
            page.locator("[data-testid=replay-close]").click()  # back to the end screen
            table.settle()
            end.wait_for()
        page.locator(f"[data-testid=review-open-{i + 1}]").click()
        page.locator("[data-testid=replay-bar]").wait_for()
        table.settle()
        assert page.evaluate("() => window.__prTest.snapshot().replay")
        assert f"{step} of" in page.locator("[data-testid=replay-step]").inner_text()
    screens.save(page, "review-opened.png")


def test_a_hint_on_a_tablet_leaves_the_editor_in_sight(shared_app_page, tmp_path):
    page = shared_app_page
    page.set_viewport_size({"width": 820, "height": 1180})
    table = PuertoRico(page)
    table.open_position(tmp_path, position_at("puerto-rico", 3, 4, DECISIONS["pr-mayor"][1]), "m")
    table.settle()
    editor = page.locator("[data-testid=mayor-panel]")
    assert editor.is_visible()
    ask_hint(page, "key")
    page.locator("[data-testid=hint-choices]").wait_for(timeout=30_000)
    # The hint takes the left column, the editor keeps the right one: both usable at once.
    assert editor.is_visible()
    assert page.locator("[data-testid=mayor-panel] .btn.primary").is_visible()
    assert page.locator("[data-testid=hint-play-1]").is_visible()
    screens.save(page, "hint-tablet-mayor.png")
    page.locator("[data-testid=hint-close]").click()
    assert editor.is_visible()


def test_the_guided_first_game_is_offered_explains_its_phases_and_ends_its_guidance(page, server):
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    page.locator("[data-testid=guide-offer]").wait_for()
    page.locator("[data-testid=guide-offer-puerto-rico]").click()
    table = PuertoRico(page)
    table.settle()
    guide = page.locator("[data-testid=guide-panel]")
    assert "each round every player chooses one role" in guide.inner_text()
    phase = page.locator("[data-testid=guide-phase]")
    assert "Choosing a role" in phase.inner_text()
    page.locator("[data-testid=hint-choices]").wait_for()
    assert "Suggested" in page.locator("[data-testid=guide-suggestion]").inner_text()
    first_deal = table.snapshot()["view"]["plantations"]["face_up"]
    screens.save(page, "guide-puerto-rico-first.png")
    explained = {phase.inner_text()}
    done = page.locator("[data-testid=guide-done]")
    for _ in range(80):
        table.settle()
        if done.is_visible():
            break
        if phase.is_visible():
            explained.add(phase.inner_text())
        page.locator("[data-testid=hint-play-1]").click(timeout=60_000)
    assert done.is_visible(), "the guided start never ended"
    assert len(explained) >= 4, explained  # roles, and the phases he had decisions in

    # It ends once every phase has come and been explained (his decision or not), or after its
    # sixth round; a phase that comes later is still explained when it first comes.
    def kept():
        return page.evaluate("() => JSON.parse(localStorage.getItem('pr.guide.v1'))")

    assert kept()["stage"] == "done" and 3 <= kept()["rounds"] <= 6, kept()
    words = {"craftsman": "Craftsman:", "trader": "Trader:", "captain": "Captain:"}
    missing = set(words) - set(kept()["explained"])
    assert not missing or kept()["rounds"] == 6, kept()
    for _ in range(60):
        if not missing:
            break
        table.play_turn()
        for late in missing & set(kept()["explained"]):
            assert words[late] in phase.inner_text()
            missing.discard(late)
    assert not missing, missing
    screens.save(page, "guide-puerto-rico-done.png")
    assert page.evaluate("() => localStorage.getItem('pr.guideOffered.v1')") == "1"
    # The same deal every time: the Game menu's guided game starts it again.
    page.locator("[data-testid=menu-more]").click()
    page.locator(".modal-layer button", has_text="Guided first game").click()
    page.locator(".modal-layer button", has_text="Puerto Rico").click()
    page.locator(".modal-layer button", has_text="Guided first game").click()  # confirmed
    table.settle()
    assert table.snapshot()["view"]["plantations"]["face_up"] == first_deal
    assert "Choosing a role" in phase.inner_text()


def test_going_ones_own_way_stops_the_guide(page, server):
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    page.locator("[data-testid=guide-offer-san-juan]").click()
    table = SanJuan(page)
    table.settle()
    page.locator("[data-testid=hint-choices]").wait_for()
    panel = page.locator("[data-testid=guide-panel]")
    assert "San Juan: the cards are everything" in panel.inner_text()
    page.locator("[data-testid=hint-play-2]").click()  # not the suggestion
    table.settle()
    stopped = page.locator("[data-testid=guide-stopped]")
    assert stopped.is_visible()
    screens.save(page, "guide-san-juan-stopped.png")
    table.play_turns(3)  # the game goes on, unguided
    assert page.locator("[data-testid=guide-phase]").count() == 0
    assert page.locator("[data-testid=hint-panel]").is_hidden()
