"""The guided first game (docs/coach.md, "The guided first game"; docs/ui.md, "The coach"): in
both games the suggestion is marked where the player acts (at the mayor, on the targets that
receive colonists); the guide, the hint, a decision's editor and a few lines of the log share the
panel at the laptop and tablet sizes, none cut off; the player is "You" (in the language in use,
the log speaking to him) and the bots have names; a reload comes back guided as it was, also once
the guidance stopped, and a new game ends it."""

from __future__ import annotations

import json
from pathlib import Path

import screens
import scripts
from conftest import wait_board_fits, wait_ready
from layout_checks import check_no_scrolling, overflow
from pages import PuertoRico, SanJuan
from saved_games import open_position_sized

SIZES = ((1366, 768), (1024, 768), (820, 1180), (1180, 820))
RECORD = "pr.guide.v1"
STORING = json.loads(
    (Path(__file__).parent.parent / "tests" / "data" / "storing-small-warehouse.json").read_text()
)


def check_panel(page, label: str, editor: str | None, guided: bool = True) -> None:
    """The guide's text all shown, the hint's suggestion and its Play it in sight, the editor
    whole (its confirming button inside it), at least three lines of the log; inside the window,
    which does not scroll, and no text spilling out of its box."""
    m = scripts.run(page, "guide", "panelMeasures", editor)
    bottom = m["height"] + 1

    def inside(part: str) -> None:
        box = m[part]
        assert box, f"{label}: the {part} is not shown"
        assert box["top"] >= -1 and box["bottom"] <= bottom, f"{label}: the {part} leaves {m}"

    if guided:
        inside("guide")
        assert m["guide"]["scroll"] <= m["guide"]["client"] + 1, f"{label}: the guide is cut {m}"
    inside("hint")
    inside("play")
    assert m["play"]["bottom"] <= m["hint"]["bottom"] + 1, f"{label}: Play it is cut off {m}"
    if editor:
        inside("editor")
        inside("confirm")
        assert m["confirm"]["bottom"] <= m["editor"]["bottom"] + 1, f"{label}: editor cut {m}"
    log = m["log"]
    assert log, f"{label}: no log"
    seen = min(log["bottom"], m["height"]) - max(log["top"], 0)
    assert seen >= 3 * m["line"] > 0, f"{label}: {seen:.0f} px of the log in sight {m}"
    check_no_scrolling(page, label)
    # (The status line's one long word, Dutch "Burgemeesterfase" beside the bot speed at 1024 px,
    # spills out of its box with or without the coach: not this test's.)
    spilled = [why for why in overflow(page) if not why.startswith("div[status]")]
    assert not spilled, f"{label}: {spilled}"


def check_sizes(page, name: str, editor: str, languages) -> None:
    """check_panel at every size in each language (the longest words come last), a screenshot of
    each size in the first; back to English at 1366x768."""
    for lang in languages:
        page.evaluate("(lang) => window.__prTest.useLanguage(lang)", lang)
        for w, h in SIZES:
            page.set_viewport_size({"width": w, "height": h})
            wait_board_fits(page, w, h)
            check_panel(page, f"{name} {lang} {w}x{h}", editor)
            if lang == languages[0]:
                screens.save(page, f"guide-{name}-{w}x{h}.png")
    page.evaluate("() => window.__prTest.useLanguage('en')")
    page.set_viewport_size({"width": 1366, "height": 768})


def start_guided(page, server, game: str, size=(1366, 768)):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server.url + "?instant=1")
    wait_ready(page)
    page.locator(f"[data-testid=guide-offer-{game}]").click()
    table = (PuertoRico if game == "puerto-rico" else SanJuan)(page)
    table.settle()
    return table


def suggestion(page, table) -> dict:
    """The snapshot at the player's decision, once the hint's suggestion is shown."""
    table.settle()
    page.locator("[data-testid=hint-choices]").wait_for(timeout=60_000)
    return table.snapshot()


def follow(page, table, reached, decisions: int = 40) -> dict:
    """Plays the suggestion at each decision until `reached(snapshot)`."""
    for _ in range(decisions):
        snap = suggestion(page, table)
        if reached(snap):
            return snap
        page.locator("[data-testid=hint-play-1]").click()
    raise AssertionError("never reached")


def marked(page, rank: int = 1) -> set[str]:
    marks = page.evaluate("() => window.__prTest.hintMarks()")
    return {region for region, r in marks.items() if r == rank}


def manned(player: dict) -> set[str]:
    """The player's island spaces and buildings with colonists on them (seat 0)."""
    return {f"p0:island:{i}" for i, x in enumerate(player["island"]) if x["colonist"]} | {
        f"p0:city:{c['building']}" for c in player["city"] if c["colonists"]
    }


def record(page):
    return page.evaluate(f"() => JSON.parse(localStorage.getItem('{RECORD}'))")


def test_puerto_rico_guided_marks_where_colonists_go_names_you_and_survives_a_reload(page, server):
    table = start_guided(page, server, "puerto-rico")
    first = suggestion(page, table)
    assert [p["name"] for p in first["view"]["players"]] == ["You", "Bo", "Cy"]
    assert "You are the first governor" in " ".join(table.log_lines())
    assert "Choosing a role" in page.locator("[data-testid=guide-phase]").inner_text()
    assert "You have 2 doubloons" in page.locator("[data-testid=guide-now]").inner_text()
    check_panel(page, "first decision", None)

    mayor = follow(page, table, lambda s: s["mayor"] is not None)
    now = page.locator("[data-testid=guide-now]").inner_text()
    assert f"You have {mayor['mayor']['hand']} colonists to place" in now, now
    suggested = marked(page)
    assert suggested, "the suggestion is marked on the board"
    check_sizes(page, "pr-mayor", "[data-testid=mayor-panel]", ("en", "es", "nl"))

    # A reload: the same decision, guided as it was (the mayor still explained, the hint back).
    kept = record(page)
    assert kept["stage"] == "guiding" and "mayor" in kept["explained"], kept
    page.reload()
    wait_ready(page)
    again = suggestion(page, table)
    assert again["steps"] == mayor["steps"]
    assert "Mayor:" in page.locator("[data-testid=guide-phase]").inner_text()
    assert marked(page) == suggested
    assert record(page)["explained"] == kept["explained"]

    # Played, the suggestion put the colonists exactly where it was marked.
    page.locator("[data-testid=hint-play-1]").click()
    table.settle()
    placed = table.snapshot()["view"]["players"][0]
    assert suggested == manned(placed), (suggested, placed)
    log = table.log_lines()
    assert any(line.startswith("You place colonists") for line in log), log
    assert not any(line.startswith(("You chooses", "You takes", "You places")) for line in log)

    # The next role choice is not explained again.
    follow(page, table, lambda s: s["view"]["phase"]["name"] == "role_selection")
    phase = page.locator("[data-testid=guide-phase]")
    assert phase.count() == 0 or "Choosing a role" not in phase.inner_text()
    assert record(page)["rounds"] >= 1


def test_san_juan_guided_keeps_the_pick_editor_speaks_your_language_and_stops_for_good(
    page, server
):
    table = start_guided(page, server, "san-juan")
    first = suggestion(page, table)
    assert [p["name"] for p in first["view"]["players"]] == ["You", "Bo"]
    assert page.locator("[data-testid=guide-intro]").is_visible()
    paying = follow(page, table, lambda s: s["view"]["phase"].get("step") == "pay")
    assert "costs 2 cards" in page.locator("[data-testid=guide-now]").inner_text()
    hand = paying["view"]["players"][0]["hand"]
    for region in marked(page):
        assert region.startswith("hand:"), region  # the cards he pays with
    check_sizes(page, "sj-pay", "[data-testid=pick-panel]", ("en", "nl"))
    assert hand  # (the marks were on cards of this hand)

    # In Spanish the player is "Tú" and the log speaks to him; the guide is in Spanish.
    page.evaluate("() => window.__prTest.useLanguage('es')")
    assert table.snapshot()["view"]["players"][0]["name"] == "Tú"
    assert any(line.startswith("Eliges el constructor") for line in table.log_lines())
    assert "Cuesta 2 cartas" in page.locator("[data-testid=guide-now]").inner_text()
    page.evaluate("() => window.__prTest.useLanguage('en')")

    # Another move than the suggestion: the guidance stops, and stays stopped after a reload.
    snap = follow(page, table, lambda s: page.locator("[data-testid=hint-play-2]").count() > 0)
    page.locator("[data-testid=hint-play-2]").click()
    table.settle()
    assert page.locator("[data-testid=guide-stopped]").is_visible()
    assert record(page)["stage"] == "stopped"
    page.reload()
    wait_ready(page)
    table.settle()
    assert table.snapshot()["steps"] > snap["steps"]
    assert page.locator("[data-testid=guide-stopped]").is_visible()
    table.play_turns(2)
    assert page.locator("[data-testid=hint-panel]").is_hidden()  # no hint by itself
    assert table.snapshot()["view"]["players"][0]["name"] == "You"

    # A new game ends it: no record, no guide, the player's own name again.
    page.locator("[data-testid=menu-new-game]").click()
    page.locator("[data-testid=confirm-button]").click()
    table.start(2, seed="5")
    table.settle()
    assert record(page) is None
    assert page.locator("[data-testid=guide-panel]").is_hidden()
    assert table.snapshot()["view"]["players"][0]["name"] != "You"


def test_the_keep_editor_stays_beside_a_hint(page, server, tmp_path):
    """At each size (one position and its hint, the window resized: the hint is the same at
    every size)."""
    open_position_sized(page, server, tmp_path, STORING, "storing", SIZES[0])
    page.locator("[data-testid=board]").focus()
    page.keyboard.press("h")
    page.locator("[data-testid=hint-choices]").wait_for(timeout=60_000)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        wait_board_fits(page, width, height)
        check_panel(page, f"keep {width}x{height}", "[data-testid=keep-panel]", guided=False)
        # Marked on the goods kept, never on one given back.
        kept = {region.split(":")[-1] for region in marked(page)}
        assert kept and kept <= {"corn", "indigo", "sugar"}
        screens.save(page, f"hint-keep-{width}x{height}.png")
