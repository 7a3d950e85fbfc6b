"""The "since your turn" box over the log (docs/ui.md, "The log"): at each of the player's
turns, one line per player for what changed since his own last decision, and it agrees with the
board: the roles the others chose, the doubloons (Puerto Rico) or cards in hand (San Juan) they
gained or paid."""

from __future__ import annotations

import re

import pytest
import screens
import scripts
from conftest import wait_ready
from pages import PuertoRico, SanJuan

GAMES = {
    "puerto-rico-4p": (PuertoRico, 4, "role", "doubloons"),
    "san-juan-3p": (SanJuan, 3, "sj.role", "hand_size"),
}


def role_takers(view, game):
    """{role: seat} of the roles taken in this round."""
    if game == "san-juan-3p":
        return dict(view["roles"])
    return {r["role"]: r["taken_by"] for r in view["roles"] if r["taken_by"] is not None}


@pytest.mark.parametrize("game", GAMES)
def test_since_your_turn_tells_each_players_roles_and_gains_as_the_board_shows(page, server, game):
    kind, players, role_key, count = GAMES[game]
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    table = kind(page, seed=5)
    table.start(players, seed="77")
    en = page.evaluate("() => fetch('i18n/en.json').then((r) => r.json())")
    checked = {"rows": 0, "roles": 0, "counts": 0}
    before = None  # the view at the player's previous turn
    for _ in range(14):
        table.settle()
        snap = table.snapshot()
        if snap["scores"]:
            break
        view, me = snap["view"], snap["seat"]
        rows = table.since_your_turn()
        kept = page.evaluate("() => window.__prTest.since()")
        assert set(rows) == {r["name"] for r in kept}, "the box shows every line it has"
        if rows:
            box = page.get_by_test_id("since-your-turn").bounding_box()
            assert box and box["y"] >= 0 and box["y"] + box["height"] <= 768, box
            # Every player's line in sight, at least its first line, without scrolling the box
            # (it was cut to its title and one line of three beside a long list of moves).
            cut = scripts.run(page, "table", "unseenSinceYourTurnRows")
            assert not cut, (cut, box)
        if before is not None:
            now_roles, then_roles = role_takers(view, game), role_takers(before, game)
            same_round = view["governor"] == before["governor"]
            for role, seat in now_roles.items():
                if seat == me or (same_round and role in then_roles):
                    continue
                name = view["players"][seat]["name"]
                assert en[f"{role_key}.{role}"] in rows.get(name, ""), (role, name, rows)
                checked["roles"] += 1
            for seat, p in enumerate(view["players"]):
                if seat == me:
                    continue
                d = p[count] - before["players"][seat][count]
                word = re.search(r"([+−]\d+) (doubloons?|cards?)\b", rows.get(p["name"], ""))
                shown = int(word.group(1).replace("−", "-")) if word else 0
                assert shown == d, (p["name"], count, d, rows)
                checked["counts"] += bool(d)
        checked["rows"] += len(rows)
        before = view
        table.play_turn("list")
    print(game, checked)
    assert checked["roles"] >= 5 and checked["counts"] >= 3 and checked["rows"] >= 10, checked
    screens.save(page, f"since-your-turn-{game}.png")
