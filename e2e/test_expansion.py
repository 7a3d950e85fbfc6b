"""Expansion I in the browser: the draft on its own screen, the new buildings' decisions, and a
guest moved while another player's phase is under way, all by clicks as a player makes them.

The tests read the game through window.__prTest (the snapshot, the canvas's targets) but act only
as a player does: a click on the board where the action lives, else on its button in the action
list (test_full_game.py's helpers)."""

import json
import random

from conftest import wait_ready
from test_full_game import (
    answer_dialogs,
    arrange_colonists,
    click_action,
    open_game_file,
    settle,
    snapshot,
)

MAX_HUMAN_DECISIONS = 700


def start_expansion_game(page, players, setup="draft"):
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    page.locator(f"[data-testid=setup-screen] [data-players='{players}']").click()
    page.locator("[data-testid=expansion-select]").select_option(setup)
    page.locator("[data-testid=seed-input]").fill("2026")
    page.locator("[data-testid=start-button]").click()
    page.wait_for_selector("[data-testid=board]", state="visible")
    settle(page)


def test_a_whole_expansion_game_with_its_draft_through_real_clicks(open_app):
    page = open_app(instant=1)
    wait_ready(page)
    start_expansion_game(page, 4)
    snap = snapshot(page)
    assert snap["view"]["expansion"]["setup"] == "draft"
    assert page.locator("[data-testid=phase]").get_attribute("data-phase") == "draft"
    chooser = random.Random(11)
    picks = {"board": 0, "list": 0}
    kinds = set()
    decisions = 0
    while True:
        settle(page)
        snap = snapshot(page)
        if snap["scores"] is not None:
            break
        assert snap["your_turn"] and snap["legal"]
        entry = chooser.choice(snap["legal"])
        kinds.add(entry["action"]["type"])
        before = json.dumps(snap["view"], sort_keys=True)
        if snap["mayor"]:
            arrange_colonists(page, chooser)
        else:
            route = click_action(page, entry)
            if entry["action"]["type"] == "draft":
                picks[route] += 1
            answer_dialogs(page, entry["code"])
        settle(page)
        after = snapshot(page)
        assert json.dumps(after["view"], sort_keys=True) != before or after["scores"], (
            f"clicking {entry['action']} changed nothing"
        )
        decisions += 1
        assert decisions < MAX_HUMAN_DECISIONS, "the game did not end"
    assert picks["board"] >= 4, "the human picked his buildings on the draft screen"
    assert len(snapshot(page)["view"]["expansion"]["board"]) == 17
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible")
    assert page.locator("[data-testid=score-table] tbody tr").count() == 4
    log = page.locator("[data-testid=game-log]").inner_text()
    assert "on the board" in log, "the bots' picks are narrated in the log"


# Ana (seat 0) has a guest and an empty corn plantation; Bo (seat 1) has just chosen the
# craftsman. Before production, Ana may still move her guest: the window of the guest house.
GUEST_POSITION = {
    "version": 2,
    "expansion": {
        "setup": "fixed",
        "board": [
            "small_market",
            "hacienda",
            "construction_hut",
            "small_warehouse",
            "guest_house",
            "office",
            "large_market",
            "large_warehouse",
            "factory",
            "university",
            "harbor",
            "wharf",
            "guild_hall",
            "residence",
            "fortress",
            "customs_house",
            "city_hall",
        ],
    },
    "players": [
        {
            "name": "Ana",
            "island": [{"tile": "corn", "colonist": True}, {"tile": "corn"}],
            "city": [{"building": "guest_house", "colonists": 1}],
        },
        {"name": "Bo", "island": [{"tile": "indigo"}]},
        {"name": "Cy", "island": [{"tile": "corn"}]},
    ],
    "governor": 1,
    "roles": [
        {"role": "settler"},
        {"role": "mayor"},
        {"role": "builder"},
        {"role": "craftsman", "taken_by": 1},
        {"role": "trader"},
        {"role": "captain"},
    ],
    "phase": {"name": "craftsman", "picker": 1, "step": "guests", "turn": 2},
}


def test_a_guest_moves_in_the_middle_of_another_players_phase(open_app, tmp_path):
    page = open_app(instant=1)
    wait_ready(page)
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    position = tmp_path / "guest.json"
    position.write_text(json.dumps(GUEST_POSITION))
    open_game_file(page, position)
    snap = snapshot(page)
    assert snap["your_turn"] and snap["view"]["phase"] == {
        "name": "craftsman",
        "picker": 1,
        "actor": 0,
        "step": "guests",
        "turn": 2,
    }
    assert page.locator("[data-testid=prompt]").inner_text().startswith("Move a guest")
    move = next(e for e in snap["legal"] if e["action"] == {"type": "guest", "target": "corn"})
    assert click_action(page, move) == "board", "the empty plantation takes the guest"
    settle(page)
    # The bots play on; the log keeps what happened: the guest moved before production, and
    # both corn plantations produced in Bo's craftsman phase.
    log = page.locator("[data-testid=game-log]").inner_text()
    assert "Ana moves a guest to the corn plantation" in log
    assert "Ana produces 2 corn" in log


def test_an_expansion_game_resumes_in_its_draft_and_undo_takes_a_pick_back(open_app):
    """Saves, undo and replay work for the expansion: a reload in the middle of the draft comes
    back to the same pick, Undo takes the player's last pick (and the bots' since) back."""
    page = open_app(instant=1)
    wait_ready(page)
    start_expansion_game(page, 3)
    chooser = random.Random(2)
    for _ in range(2):
        snap = snapshot(page)
        entry = chooser.choice(snap["legal"])
        click_action(page, entry)
        settle(page)
    before = snapshot(page)
    assert (
        before["view"]["phase"]["name"] == "draft"
        and len(before["view"]["expansion"]["board"]) == 6
    )
    page.reload()
    wait_ready(page)
    after = snapshot(page)
    for key in ("view", "legal", "your_turn", "steps"):
        assert after[key] == before[key], key
    page.locator("[data-testid=menu-undo]").click()
    settle(page)
    undone = snapshot(page)
    assert len(undone["view"]["expansion"]["board"]) == 3, "the last pick and the bots' since"
    assert undone["your_turn"] and undone["view"]["phase"]["name"] == "draft"
