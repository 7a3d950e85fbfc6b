"""A game, the human against bots, played to its end through real clicks (from its start until
each route has been taken, then from a save near its end), on a 1024x768 laptop: at each of the
player's turns the game log's newest line is in sight (docs/ui.md, "The log"), and the finished
game reopened shows the same log.

The test reads the game through window.__prTest (the snapshot and the canvas hit regions) but
acts only as a player does: clicking the thing on the board, or the button in the action list,
and answering confirmation dialogs.
"""

import json

import pytest
from conftest import wait_board_fits, wait_ready
from decisions import save_before_end
from pages import PuertoRico
from saved_games import open_position, put_save

MAX_HUMAN_DECISIONS = 600


def decided(table, decide, snap: dict, decisions: int) -> None:
    """`decide` at the player's decision `snap`, which changes the board."""
    table.at_turn(snap)
    before = json.dumps(snap["view"], sort_keys=True)
    what = decide(snap, decisions)
    after = table.settled_snapshot()
    assert json.dumps(after["view"], sort_keys=True) != before or after["scores"], (
        f"{what} changed nothing"
    )


@pytest.mark.parametrize("players", [3])
def test_a_game_against_bots_through_real_clicks_to_its_end(new_game, players):
    """By clicks from the start until each route has been taken (the board, the mayor's editor,
    a colonist placed by his own action); then from a save of such a game 25 of the player's
    decisions before its end (the engine played it in the test's process, its log long past its
    box) to the end screen."""
    table = new_game(PuertoRico, players, decisions_seed=7)
    page = table.page
    page.set_viewport_size({"width": 1024, "height": 768})
    wait_board_fits(page, 1024, 768)
    table.watch_log = True
    mayors = 0

    def decide(snap: dict, decisions: int) -> str:
        nonlocal mayors
        entry = table.rng.choice(snap["legal"])
        # Mixes both routes, also within one turn (the editor keeps what was placed singly).
        if snap["mayor"]:
            mayors += 1
        step_by_step_turn = snap["mayor"] and mayors % 2 == 0
        if snap["mayor"] and not step_by_step_turn:
            table.arrange_colonists()
        elif snap["mayor"]:
            table.place_colonist(entry["code"])
        elif snap["keep"] and decisions % 2 == 0:
            table.keep_barrels()
        else:
            table.act(entry["code"])
        return f"clicking {entry['action']}"

    first = 0
    while not all(table.used[r] for r in ("board", "mayor editor", "step by step")):
        snap = table.settled_snapshot()
        assert snap["scores"] is None and first < MAX_HUMAN_DECISIONS
        decided(table, decide, snap, first)
        first += 1
    put_save(page, save_before_end("puerto-rico", players, 2024, 25))
    page.reload()
    wait_ready(page)
    snap, last = table.play_to_end(
        MAX_HUMAN_DECISIONS, lambda s, d: decide(s, first + d), compared=("view",)
    )
    assert table.used["turns with the newest log line in sight"] == first + last and last >= 20

    used = table.used
    print("human decisions by route:", dict(used))
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible")
    rows = page.locator("[data-testid=score-table] tbody tr")
    assert rows.count() == players
    winners = [snap["view"]["players"][seat]["name"] for seat in snap["scores"]["winners"]]
    assert any(name in end.inner_text() for name in winners)
    # How the scores moved: a line per player ending at his total; each player's buildings.
    chart = end.locator("[data-testid=score-chart]")
    assert chart.locator("polyline").count() == players
    for row in snap["scores"]["players"]:
        assert f"{snap['view']['players'][row['player']]['name']} {row['total']}" in (
            chart.text_content()
        )
    end.locator("[data-testid=score-breakdown] summary").click()
    breakdown = end.locator("[data-testid=score-breakdown] li").all_inner_texts()
    assert len(breakdown) == players
    assert all(line.count(" · ") >= 1 for line in breakdown), breakdown
    assert used["board"] > 0, "actions were taken by clicking the board itself"
    assert used["mayor editor"] > 0, "colonists were arranged in the mayor editor"
    assert used["step by step"] > 0, "colonists were placed one action at a time"
    # a list named by its title: a screen reader announces "Game log, list, N items"
    log = page.get_by_role("list", name="Game log", exact=True)
    assert log.get_by_role("listitem").count() > 50
    table.log_reads_the_same_reopened(snap, "log-puerto-rico-3p-1024x768-end.png")
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
    table = open_position(open_app, tmp_path, MAYOR_POSITION, "mayor")
    page = table.page
    # The mayor, then the privilege's extra colonist (declining is the other choice).
    while not table.snapshot()["mayor"]:
        legal = table.snapshot()["legal"]
        entry = next(
            e
            for e in legal
            if e["action"] in ({"type": "role", "role": "mayor"},)
            or e["action"]["type"] not in ("role", "pass")
        )
        table.act(entry["code"], via="list")
        table.settle()
    assert table.snapshot()["mayor"]["hand"] == 2  # one from the ship, one extra

    items = table.regions()["items"]
    mill = next(it for it in items if it["id"] == "p0:city:sugar_mill")
    count = page.locator("[data-testid=mayor-panel] [data-target=sugar_mill] .stepper-count")
    page.locator("[data-testid=mayor-clear]").click()
    seen = []
    for _ in range(6):  # on the name, away from the circles at the bottom right
        page.mouse.click(mill["x"] + mill["w"] * 0.2, mill["y"] + mill["h"] * 0.25)
        seen.append(count.inner_text())
    assert seen == ["1/3", "2/3", "1/3", "0/3", "1/3", "2/3"], seen
