"""A complete game, the human against bots, played to the end through real clicks.

The test reads the game through window.__prTest (the snapshot and the canvas hit regions) but
acts only as a player does: clicking the thing on the board, or the button in the action list,
and answering confirmation dialogs.
"""

import json
import random

import pytest
from conftest import wait_ready

MAX_HUMAN_DECISIONS = 600


def snapshot(page):
    return page.evaluate("() => window.__prTest.snapshot()")


def settle(page):
    page.evaluate("() => window.__prTest.idle()")


def answer_dialogs(page, code):
    """Picks the intended option in a chooser, then confirms a costly choice."""
    option = page.locator(f"[data-testid=chooser] button[data-code='{code}']")
    if option.count() and option.first.is_visible():
        option.first.click()
    confirm = page.locator("[data-testid=confirm-button]")
    if confirm.is_visible():
        confirm.click()


def click_action(page, entry):
    """Clicks the board where the action lives, else its button in the action list."""
    code = entry["code"]
    for target in page.evaluate("() => window.__prTest.targets()"):
        if target["code"] == code:
            page.mouse.click(target["x"], target["y"])
            return "board"
    page.locator(f"[data-testid=action-list] button[data-code='{code}']").click()
    return "list"


def arrange_colonists(page, chooser):
    """Places colonists as a player does: clicks on his own tiles and circles, then Fill,
    Confirm."""
    circles = [t for t in page.evaluate("() => window.__prTest.targets()") if t["code"] is None]
    assert circles, "the mayor editor offers the player's own tiles and buildings"
    for target in chooser.sample(circles, min(3, len(circles))):
        page.mouse.click(target["x"], target["y"])
    fill = page.locator("[data-testid=mayor-fill]")
    if fill.is_enabled():
        fill.click()
    confirm = page.locator("[data-testid=mayor-confirm]")
    assert confirm.is_enabled(), "after Fill every colonist has a place"
    confirm.click()


def place_step_by_step(page, entry):
    """The single placing actions stay reachable, folded under a summary in the action list."""
    folded = page.locator("[data-testid=action-list] details")
    if folded.get_attribute("open") is None:
        folded.locator("summary").click()
    page.locator(f"[data-testid=action-list] button[data-code='{entry['code']}']").click()


def open_game_file(page, path):
    """Opens a game file (a save or a position) from the new-game screen, as a player does."""
    with page.expect_file_chooser() as chooser_event:
        page.locator("[data-testid=open-file-button]").click()
    chooser_event.value.set_files(str(path))
    page.wait_for_selector("[data-testid=board]", state="visible")
    settle(page)


def start_game(page, players):
    page.locator(f"[data-testid=setup-screen] [data-players='{players}']").click()
    page.locator("[data-testid=seed-input]").fill("2024")
    page.locator("[data-testid=start-button]").click()
    page.wait_for_selector("[data-testid=board]", state="visible")
    settle(page)


@pytest.mark.parametrize("players", [3])
def test_a_whole_game_against_bots_through_real_clicks(open_app, players):
    page = open_app(instant=1)
    wait_ready(page)
    start_game(page, players)
    chooser = random.Random(7)
    used = {"board": 0, "list": 0, "mayor editor": 0, "step by step": 0}
    decisions = 0
    while True:
        settle(page)
        snap = snapshot(page)
        if snap["scores"] is not None:
            break
        assert snap["your_turn"], "after the bots have acted it is the human's turn"
        assert snap["legal"], "the human is always offered something"
        entry = chooser.choice(snap["legal"])
        before = json.dumps(snap["view"], sort_keys=True)
        # Mixes both routes, also within one turn (the editor keeps what was placed singly).
        step_by_step_turn = snap["mayor"] and decisions % 3 == 0
        if snap["mayor"] and not step_by_step_turn:
            arrange_colonists(page, chooser)
            used["mayor editor"] += 1
        elif snap["mayor"]:
            place_step_by_step(page, entry)
            used["step by step"] += 1
        else:
            used[click_action(page, entry)] += 1
            answer_dialogs(page, entry["code"])
        settle(page)
        after = snapshot(page)
        assert json.dumps(after["view"], sort_keys=True) != before or after["scores"], (
            f"clicking {entry['action']} changed nothing"
        )
        decisions += 1
        assert decisions < MAX_HUMAN_DECISIONS, "the game did not end"

    print("human decisions by route:", used)
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible")
    rows = page.locator("[data-testid=score-table] tbody tr")
    assert rows.count() == players
    winners = [snap["view"]["players"][seat]["name"] for seat in snap["scores"]["winners"]]
    assert any(name in end.inner_text() for name in winners)
    assert used["board"] > 0, "actions were taken by clicking the board itself"
    assert used["mayor editor"] > 0, "colonists were arranged in the mayor editor"
    assert used["step by step"] > 0, "colonists were placed one action at a time"
    log = page.locator("[data-testid=game-log]")
    assert log.get_attribute("role") == "log"
    assert log.locator("li").count() > 50
    page.locator("[data-testid=new-game-button]").click()
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")


MAYOR_POSITION = {
    "players": [
        {
            "name": "Ana",
            "island": [{"tile": "sugar"}, {"tile": "sugar"}],
            "city": [{"building": "sugar_mill"}],
        },
        {"name": "Bo", "island": [{"tile": "corn"}]},
    ],
    "governor": 0,
    "colonists": {"ship": 2},
    "phase": {"name": "role_selection"},
}


def test_taps_on_a_building_in_the_mayor_editor_reach_every_count(open_app, tmp_path):
    """Tapping a building (not one of its circles) adds colonists until it is full or none is
    left, then takes them off down to none: taps alone reach 0, 1, 2 and 3."""
    page = open_app(instant=1)
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    position = tmp_path / "mayor.json"
    position.write_text(json.dumps(MAYOR_POSITION))
    open_game_file(page, position)
    # The mayor, then the privilege's extra colonist (declining is the other choice).
    while not snapshot(page)["mayor"]:
        legal = snapshot(page)["legal"]
        entry = next(
            e
            for e in legal
            if e["action"] in ({"type": "role", "role": "mayor"},)
            or e["action"]["type"] not in ("role", "pass")
        )
        page.locator(f"[data-testid=action-list] button[data-code='{entry['code']}']").click()
        settle(page)
    assert snapshot(page)["mayor"]["hand"] == 2  # one from the ship, one extra

    items = page.evaluate("() => window.__prTest.regions()")["items"]
    mill = next(it for it in items if it["id"] == "p0:city:sugar_mill")
    count = page.locator("[data-testid=mayor-panel] [data-target=sugar_mill] .mayor-count")
    page.locator("[data-testid=mayor-clear]").click()
    seen = []
    for _ in range(6):  # on the name, away from the circles at the bottom right
        page.mouse.click(mill["x"] + mill["w"] * 0.2, mill["y"] + mill["h"] * 0.25)
        seen.append(count.inner_text())
    assert seen == ["1/3", "2/3", "1/3", "0/3", "1/3", "2/3"], seen
