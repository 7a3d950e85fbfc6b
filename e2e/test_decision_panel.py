"""The decision panel at every screen it is made for (docs/ui.md, "Shaped for"): at 1366×768,
1024×768, tablet portrait 820×1180 and landscape 1180×820, the longest lists of options (every
building for sale; the black market's ways to pay) leave the pass in sight, and every option
can be reached by scrolling the list, not the page."""

from __future__ import annotations

import json
import pathlib

import pytest
import screens
import scripts
from pages import PuertoRico
from saved_games import open_position_sized

ROOT = pathlib.Path(__file__).resolve().parents[1]

SIZES = [(1366, 768), (1024, 768), (820, 1180), (1180, 820)]

# Ana, the builder, with 40 doubloons: all 23 buildings for sale, and "Build nothing".
EVERY_BUILDING = {
    "players": [
        {"name": "Ana", "doubloons": 40, "island": [{"tile": "corn"}]},
        {"name": "Bo", "island": [{"tile": "indigo"}]},
        {"name": "Cy", "island": [{"tile": "corn"}]},
    ],
    "governor": 0,
    "phase": {"name": "builder", "picker": 0, "actor": 0},
}

# Ana, the builder with an occupied black market, 5 doubloons, five goods, VP chips and colonists
# on three kinds of plantation: a factory (7) asks which two of them to give for the doubloons
# missing, a long list with no pass (the build is chosen).
BLACK_MARKET = json.loads((ROOT / "tests" / "data" / "builder-black-market.json").read_text())


def open_position(page, tmp_path, position: dict, name: str) -> PuertoRico:
    table = PuertoRico(page)
    table.open_position(tmp_path, position, name)
    return table


def check_panel(page, where: str, at_least: int, with_pass: bool = True) -> dict:
    found = scripts.run(page, "decision_panel", "reachableButtons")
    assert found["count"] >= at_least, (where, found)
    assert bool(found["passes"]) == with_pass and all(found["passInSight"]), (where, found)
    assert not found["unreachable"], (where, found)
    assert found["pageScrolled"] == 0, where
    return found


@pytest.mark.parametrize("width,height", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_pass_stays_in_sight_beside_every_building_and_the_black_market(
    page, server, tmp_path, width, height
):
    size = (width, height)
    table = open_position_sized(page, server, tmp_path, EVERY_BUILDING, "every-building", size)
    check_panel(page, f"every building, {width}x{height}", 24)
    screens.save(page, f"panel-every-building-{width}x{height}.png")

    page.locator("[data-testid=menu-new-game]").click()
    table.answer_dialogs()
    table = open_position(page, tmp_path, BLACK_MARKET, "black-market")
    factory = next(e for e in table.snapshot()["legal"] if e["action"].get("building") == "factory")
    table.act(factory["code"], via="list")
    table.settle()
    snap = table.snapshot()
    assert any(e["action"]["type"] == "black_market" for e in snap["legal"]), snap["legal"]
    check_panel(page, f"black market, {width}x{height}", 8, with_pass=False)
    screens.save(page, f"panel-black-market-{width}x{height}.png")


PHONE = 866  # CSS px: the height of a phone 400 px wide held upright (19.5:9)


@pytest.mark.parametrize("game", ["puerto-rico", "san-juan"])
def test_in_a_400_px_embed_the_decision_sits_over_the_board_within_one_phone_screen(
    page, server, game
):
    from layout_checks import narrow_table, screenshot_embed

    page.set_viewport_size({"width": 400, "height": PHONE})
    table = narrow_table(page, server, decisions_seed=6, players=3, seed=12, game=game, autostart=1)
    frame = table.page
    tallest = 0
    for turn in range(12):
        table.settle()
        snap = table.snapshot()
        if snap["scores"]:
            break
        parts = scripts.run(frame, "narrow_page", "decisionParts")
        where = f"{game}, decision {turn}: {parts}"
        # The prompt comes right after the menu and the phase, the way to decide under it, all
        # on one phone screen, and the board it acts on follows.
        assert parts["prompt"]["top"] < 160, where
        assert parts["end"] - parts["prompt"]["top"] <= PHONE, where
        assert parts["board"]["top"] >= parts["end"] - 1, where
        tallest = max(tallest, parts["page"])
        if turn in (3, 6):
            screenshot_embed(page, frame, f"narrow-400-{game}-3p-{turn}.png")
        table.play_turn("list")
    # A 3-player game in at most 1000 px: the board (the tall sheet alone is 1,128 px here)
    # scrolls in its box (js/shell/embed-fold.js).
    print(game, "the page at its tallest:", tallest, "px")
    assert tallest <= 1000, tallest
