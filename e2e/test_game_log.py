"""The game log as a player reads it (docs/ui.md, "The log"): a log the player has scrolled back
stays where he left it, and follows the newest line again once he scrolls back to its end.

The whole games played through the page check the rest at each of the player's turns, on the
games they play, where the log is long past its box: its newest line in sight, and the finished
game reopened with the same log (pages/table.py: `watch_log`, `log_reads_the_same_reopened`):
Puerto Rico with 3 players at 1024x768 (test_full_game.py), Expansion I with 4 at 1366x768
(test_expansion.py), San Juan with 4 at 1366x768 and with 2 at 1024x768 (test_san_juan.py).
"""

from __future__ import annotations

import scripts
from conftest import wait_ready
from pages import PuertoRico


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
