"""The game log as a player reads it (docs/ui.md, "The log"): its newest line in sight at every
one of his turns over the later part of games, where the log is long (a save of a game the
engine played in the test's process, opened part-way through, then played by clicks to the end),
unless he has scrolled it away himself; and the same lines as the log of the same game
reopened."""

from __future__ import annotations

import pytest
import scripts
from conftest import wait_ready
from decisions import save_part_way
from layout_checks import SCREENS
from pages import PuertoRico, SanJuan

# The game's table, players, options and the part of the engine's game (seed 2026) after which
# its save is opened: where the log is long and the page's player (seed 8) has more than 20 of
# his decisions left (a fixed game each, so the counts below are the same at each run): 28 to 36.
# The random player drags a 2-player San Juan game out (211 of his decisions in the engine's,
# 50 to 67 in the others), and how many are left after the save depends on the page's player's
# choices, not on the part alone: at 0.6 the page played on for a minute, at 0.7 to 0.85 for
# fewer than 20 decisions.
GAMES = {
    "puerto-rico-expansion-4p": (PuertoRico, 4, {"expansion": "draft"}, 0.35),
    "puerto-rico-3p": (PuertoRico, 3, {}, 0.5),
    "san-juan-3p": (SanJuan, 3, {}, 0.5),
    "san-juan-2p": (SanJuan, 2, {}, 0.65),
}


@pytest.mark.parametrize(
    "game,width,height",
    [
        ("puerto-rico-expansion-4p", 1366, 768),
        ("puerto-rico-3p", 1024, 768),
        ("san-juan-3p", 1366, 768),
        ("san-juan-2p", 1024, 768),
    ],
)
def test_the_newest_line_is_in_sight_at_every_turn_and_the_log_is_the_reopened_games(
    page, server, tmp_path, game, width, height
):
    """A game opened from its save part-way through (the log then long past its box) and played
    on by clicks to the end: at each of his turns the newest line is in sight; at the end the log
    holds the whole game, and reopened it reads the same."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    kind, players, options, part = GAMES[game]
    path = tmp_path / f"{game}.json"
    path.write_text(save_part_way(kind.game, players, 2026, part, **options))
    table = kind(page, seed=8)
    table.watch_log = True
    table.open_file(path)
    snap, decisions = table.play_to_end()
    turns = table.used["turns with the newest log line in sight"]
    print(game, "decisions", decisions, dict(table.used))
    assert turns == decisions > 20
    live = table.log_lines()
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"log-{game}-{width}x{height}-end.png"))
    # Reopened (the saved game, read whole): the same lines after the one that says how the
    # log began.
    page.reload()
    wait_ready(page)
    table.settle()
    assert table.snapshot()["scores"] == snap["scores"]
    reopened = table.log_lines()
    assert len(live) > 100
    assert reopened[1:] == live[1:]


def test_a_log_scrolled_back_by_the_player_stays_where_he_left_it(page, server):
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    table = PuertoRico(page, seed=4)
    table.start(3, seed="31")
    table.play_turns(6)
    log = page.locator("[data-testid=game-log]")
    box = log.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, -20000)
    scripts.wait_until(
        page, "() => document.querySelector('[data-testid=game-log]').scrollTop === 0"
    )
    table.play_turns(2)
    assert log.evaluate("(l) => l.scrollTop") == 0, "the log was pulled to its end"
    assert table.newest_log_line_hidden() is not None
    # Back at the end by his own scroll: the log follows again.
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, 20000)
    scripts.wait_for(page, "table", "logAtItsEnd")
    table.play_turns(2)
    assert table.newest_log_line_hidden() is None
