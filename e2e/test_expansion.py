"""Expansion I in the browser: the draft on its own screen, the new buildings' decisions, and a
guest moved while another player's phase is under way, all by clicks as a player makes them; in
the whole game, the log's newest line in sight at each of the player's turns and the finished
game reopened with the same log.

The tests read the game through window.__prTest (the snapshot, the canvas's targets) but act only
as a player does: a click on the board where the action lives, else on its button in the action
list (the page objects of pages/)."""

import json
import pathlib
import re

import screens
from conftest import wait_ready
from pages import PuertoRico
from saved_games import open_position

ROOT = pathlib.Path(__file__).resolve().parents[1]

MAX_HUMAN_DECISIONS = 700


def test_a_whole_expansion_game_with_its_draft_through_real_clicks(new_game):
    table = new_game(PuertoRico, 4, seed="2026", expansion="draft", decisions_seed=11)
    page = table.page
    snap = table.snapshot()
    assert snap["view"]["expansion"]["setup"] == "draft"
    assert page.locator("[data-testid=phase]").get_attribute("data-phase") == "draft"
    picks = {"board": 0, "list": 0}
    kinds = set()
    table.watch_log = True

    def decide(snap: dict, _decisions: int) -> str:
        entry = table.rng.choice(snap["legal"])
        kinds.add(entry["action"]["type"])
        if snap["mayor"]:
            table.arrange_colonists()
        elif snap["keep"]:
            table.keep_barrels()
        else:
            route = table.act(entry["code"])
            if entry["action"]["type"] == "draft":
                picks[route] += 1
        return f"clicking {entry['action']}"

    snap, decisions = table.play_to_end(MAX_HUMAN_DECISIONS, decide, compared=("view",))
    assert table.used["turns with the newest log line in sight"] == decisions
    assert picks["board"] >= 4, "the human picked his buildings on the draft screen"
    assert len(table.snapshot()["view"]["expansion"]["board"]) == 17
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible")
    assert page.locator("[data-testid=score-table] tbody tr").count() == 4
    log = page.locator("[data-testid=game-log]").inner_text()
    assert "on the board" in log, "the bots' picks are narrated in the log"
    table.log_reads_the_same_reopened(snap, "log-puerto-rico-expansion-4p-1366x768-end.png")


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
    table = open_position(open_app, tmp_path, GUEST_POSITION, "guest")
    page = table.page
    snap = table.snapshot()
    assert snap["your_turn"] and snap["view"]["phase"] == {
        "name": "craftsman",
        "picker": 1,
        "actor": 0,
        "step": "guests",
        "turn": 2,
    }
    assert page.locator("[data-testid=prompt]").inner_text().startswith("Move a guest")
    move = next(e for e in snap["legal"] if e["action"] == {"type": "guest", "target": "corn"})
    assert table.act(move["code"]) == "board", "the empty plantation takes the guest"
    table.settle()
    # The bots play on; the log keeps what happened: the guest moved before production, and
    # both corn plantations produced in Bo's craftsman phase.
    log = page.locator("[data-testid=game-log]").inner_text()
    assert "Ana moves a guest to the corn plantation" in log
    assert "Ana produces 2 corn" in log


def test_an_expansion_game_resumes_in_its_draft_and_undo_takes_a_pick_back(new_game):
    """Saves, undo and replay work for the expansion: a reload in the middle of the draft comes
    back to the same pick, Undo takes the player's last pick (and the bots' since) back."""
    table = new_game(PuertoRico, 3, seed="2026", expansion="draft", decisions_seed=2)
    page = table.page
    before = table.play_turns(2)
    assert (
        before["view"]["phase"]["name"] == "draft"
        and len(before["view"]["expansion"]["board"]) == 6
    )
    page.reload()
    wait_ready(page)
    after = table.snapshot()
    for key in ("view", "legal", "your_turn", "steps"):
        assert after[key] == before[key], key
    table.undo()
    undone = table.snapshot()
    assert len(undone["view"]["expansion"]["board"]) == 3, "the last pick and the bots' since"
    assert undone["your_turn"] and undone["view"]["phase"]["name"] == "draft"


# Ana builds, with a black market manned and 5 doubloons; Expansion I's guest house (3) and
# black market on the board among the base game's buildings.
BUILDER_WITH_BLACK_MARKET = json.loads(
    (ROOT / "tests" / "data" / "builder-black-market.json").read_text()
)


def test_the_build_list_goes_by_price_and_says_where_the_black_market_helps(open_app, tmp_path):
    """The player reads the list for what he can pay: each building at the price he pays (the
    builder's privilege taken off), cheapest first, Expansion I's among the others (the guest
    house was last, after the wharf); what he can afford only with the black market says so."""
    page = open_app(instant=1)
    wait_ready(page)
    table = PuertoRico(page)
    table.open_position(tmp_path, BUILDER_WITH_BLACK_MARKET, "black-market-builder")
    table.settle()
    snap = table.snapshot()
    builds = {e["code"]: e for e in snap["legal"] if e["action"]["type"] == "build"}
    buttons = page.locator("[data-testid=action-list] button[data-type=build]")
    codes = [int(c) for c in buttons.evaluate_all("(bs) => bs.map((b) => b.dataset.code)")]
    labels = buttons.all_inner_texts()
    assert sorted(codes) == sorted(builds) and len(codes) > 10
    prices = [int(re.search(r"for (\d+) doubloons?", label).group(1)) for label in labels]
    assert prices == sorted(prices), labels
    assert prices == [builds[c]["cost"] for c in codes], "each at the price the engine asks"
    assert any("guest house" in label for label in labels[:-4]), labels
    helped = [label for c, label in zip(codes, labels) if builds[c].get("black_market")]
    assert helped and len(helped) < len(labels), labels
    for code, label in zip(codes, labels):
        short = builds[code].get("black_market")
        said = re.search(r"the black market makes up (\d+) doubloons?", label)
        assert (said and int(said.group(1))) == (short or None), (label, short)
    screens.save(page, "expansion-build-list-by-price.png")
