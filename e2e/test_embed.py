"""Embedding (<pr-game> from web/embed.js, the app's ?embed=1 side, docs/embed.md) as a rules site
and its readers meet it: posters that cost nothing until clicked, a game or a rulebook example in
the page at the height it needs, view-only boards, positions from the page, and the postMessage
API, checked for origins and shapes from a page on ANOTHER origin (a second server on another
port, with a strict CSP of its own, as a careful rules site would have).
"""

from __future__ import annotations

import http.server
import json
import math
import pathlib
import re
import threading
import urllib.parse

import pytest
import screens
import scripts
from board_texts import TEXT_PROBE, drawn_texts
from conftest import wait_board_fits
from pages import PuertoRico, SanJuan
from playwright.sync_api import expect

ROOT = pathlib.Path(__file__).resolve().parent.parent

ROSA = {
    "players": [
        {"name": "Rosa", "doubloons": 3, "island": [{"tile": "indigo"}]},
        {"name": "Tomás", "doubloons": 3, "island": [{"tile": "indigo"}]},
        {"name": "Lupe", "doubloons": 2, "island": [{"tile": "corn"}]},
    ],
    "seed": 4,
}
KAI = {
    "players": [
        {
            "name": "Kai",
            "doubloons": 5,
            "island": [{"tile": "corn", "colonist": True}],
            "goods": {"corn": 2},
        },
        {"name": "Mo", "doubloons": 4, "island": [{"tile": "indigo"}]},
    ],
    "seed": 9,
}


class HostServer:
    """Another origin (another port) serving an embedding site's pages and files."""

    def __init__(self, csp: str = ""):
        self.files: dict[str, tuple[bytes, str]] = {}
        self.csp = csp
        files, host = self.files, self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                path = urllib.parse.urlsplit(self.path).path
                if path not in files:
                    self.send_error(404)
                    return
                body, ctype = files[path]
                self.send_response(200)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")
                if host.csp:
                    self.send_header("Content-Security-Policy", host.csp)
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.origin = self.url[:-1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def add(self, path: str, body: str | bytes, ctype: str = "text/html; charset=utf-8") -> str:
        self.files[path] = (body.encode() if isinstance(body, str) else body, ctype)
        return self.url + path.lstrip("/")

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def evil():
    """A third origin: a frame of the host page that has no say over the embed."""
    srv = HostServer()
    srv.add("/blank.html", "<!doctype html><title>another site</title><p>another site</p>")
    yield srv
    srv.stop()


@pytest.fixture
def host(server, evil):
    """The embedding site: embed.js comes from the app's server, the site's CSP allows exactly
    that origin for scripts and frames (and no inline style or script)."""
    app = server.url[:-1]
    srv = HostServer(
        csp=f"default-src 'self'; script-src 'self' {app}; frame-src {app} {evil.origin}; "
        f"style-src 'self'; img-src 'self' data:; connect-src 'self'"
    )

    def page(name: str, body: str) -> str:
        return srv.add(
            f"/{name}.html",
            f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rules of Puerto Rico</title>
<link rel="icon" href="data:,">
<script type="module" src="{server.url}embed.js"></script>
</head><body><main id="wrap">{body}</main></body></html>""",
        )

    srv.page = page
    yield srv
    srv.stop()


# ---------------------------------------------------------------------------------------- helpers
def listen(page):
    """Records every pr-* event of the page's embeds (before anything starts)."""
    scripts.wait_until(page, "() => customElements.get('pr-game') !== undefined")
    scripts.run(page, "embed", "listen")


def events(page, el=None, name=None):
    return [
        e
        for e in page.evaluate("() => window.__events")
        if (el is None or e["el"] == el) and (name is None or e["name"] == name)
    ]


def wait_event(page, el, name, count=1):
    """Waits for the count-th `name` event of embed `el`; returns it."""
    scripts.wait_for(page, "embed", "eventsHeard", [el, name, count])
    return events(page, el, name)[count - 1]["detail"]


def app_frame(page, el):
    """The app inside embed `el` (its iframe lives in the element's shadow DOM)."""
    return page.locator(f"pr-game#{el} iframe").element_handle().content_frame()


def settle(frame):
    frame.evaluate("() => window.__prTest.idle()")


def start(page, el):
    """Clicks the embed's poster as a reader does; returns the app's first state."""
    page.locator(f"pr-game#{el} .poster button").click()
    return wait_event(page, el, "pr-state")["state"]


def play_a_move(page, el):
    """The reader plays the first move of the action list in embed `el` once the bots have
    played; waits until the page has heard of it. Returns the pr-state events before it."""
    frame = app_frame(page, el)
    settle(frame)
    # The bots may have moved first, each move told to the page by a message; an answer comes
    # after every message before it: they have all been heard.
    page.evaluate("(id) => document.getElementById(id).getState()", el)
    seen = len(events(page, el, "pr-state"))
    frame.locator("[data-testid=action-list] button[data-code]").first.click()
    # The app is idle once it has shown the move; the page hears of it by a message after that.
    wait_event(page, el, "pr-state", seen + 1)
    return seen


def fits(frame):
    """Waits until the iframe is exactly as tall as the app's page (the element took its height)."""
    scripts.wait_for(frame, "embed", "frameFitsPage")


def canvas_size(frame):
    return scripts.run(frame, "embed", "boardSize")


def hidden_stays_hidden(state):
    """Public information only: the player view, never the save, the generator or the seed."""
    text = json.dumps(state)
    assert '"save"' not in text and '"rng"' not in text and '"seed"' not in text
    for seat, player in enumerate(state["view"]["players"]):
        if seat != state["seat"] and not state["over"]:
            assert player["vp_chips"] is None, player


# ------------------------------------------------------------------------------------------ tests
@pytest.mark.service_worker  # it checks that an embed installs none
def test_demo_page_shows_five_posters_and_loads_nothing_of_the_game_before_a_click(
    page, server, requests_log, site_dir
):
    page.goto(server.url + "embed-demo.html", wait_until="networkidle")
    posters = page.locator("pr-game .poster")
    expect(posters).to_have_count(5)
    expect(page.locator("pr-game#embed-puzzle .poster button")).to_have_text("Solve")
    expect(page.locator("pr-game#embed-sj-puzzle .poster button")).to_have_text("Solve")
    expect(page.locator("pr-game#embed-view .title")).to_have_text(
        "Captain: loading with four players"
    )
    expect(page.locator("pr-game#embed-view .poster button")).to_have_text("Show")
    spanish = json.loads((ROOT / "web" / "i18n" / "es.json").read_text(encoding="utf-8"))
    expect(page.locator("pr-game#embed-scenario .title")).to_have_text(
        spanish["scenario.builder-3-quarries"]
    )
    expect(page.locator("pr-game#embed-scenario .poster button")).to_have_text(
        spanish["poster.play"]
    )
    expect(page.locator("pr-game#embed-new .about")).to_have_text(
        "You against 2 computer players (Medium and Strong)."
    )
    expect(page.locator("pr-game#embed-new .poster button")).to_have_accessible_name(
        "Play: A game of Puerto Rico"
    )
    # The tab's icon is the browser's to fetch, not the page's (the full browser does, the tests'
    # headless shell does not); a visitor's browser fetches it, so it counts in the weight.
    before = set(requests_log.paths()) - {"/favicon.svg"}
    assert before == {
        "/embed-demo.html",
        "/css/embed-demo.css",
        "/js/embed-demo.js",
        "/embed.js",
        "/i18n/poster-es.js",
    }, before
    weight = sum((site_dir / p.lstrip("/")).stat().st_size for p in before | {"/favicon.svg"})
    # 64.2 kB since the pages carry their own CSP; the game itself is megabytes.
    assert weight < 66_000, f"the posters cost {weight} bytes"
    screens.save(page, "embed-demo-posters.png", full_page=True)
    # The poster's words are the app's own English language file's (web/i18n/en.json), word for
    # word, every scenario's title and description included: the build wrote them into embed.js.
    differ = scripts.run(page, "embed", "posterWords")
    assert differ["scenarios"] >= 34 and differ["differ"] == [] and differ["missing"] == [], differ

    listen(page)
    state = start(page, "embed-view")
    assert state["scenario"] == "captain-4p" and state["replaying"] and state["step"] == 0
    # That embed only: the other two are still posters, and the app was opened once.
    expect(page.locator("pr-game#embed-view iframe")).to_have_count(1)
    expect(page.locator("pr-game#embed-scenario .poster")).to_be_visible()
    expect(page.locator("pr-game iframe")).to_have_count(1)
    opened = [u for u in requests_log.urls if "embed=1" in u]
    assert len(opened) == 1 and "scenario=captain-4p" in opened[0] and "mode=view" in opened[0], (
        opened
    )
    assert any(p.startswith("/pyodide/") for p in requests_log.paths())

    # Start the other two, play a move in the new game: the app's own save is never touched, and
    # no service worker is installed by an embed.
    start(page, "embed-scenario")
    start(page, "embed-new")
    play_a_move(page, "embed-new")
    for el in ("embed-view", "embed-scenario", "embed-new"):
        fits(app_frame(page, el))
    screens.save(page, "embed-demo-started.png", full_page=True)
    assert (
        page.evaluate("async () => (await navigator.serviceWorker.getRegistrations()).length") == 0
    )
    assert "puerto-rico" not in page.evaluate(
        "async () => (await indexedDB.databases()).map((d) => d.name)"
    )
    assert events(page, name="pr-error") == []


def test_every_poster_says_its_games_words_from_the_manifest(page, host, server):
    """Posters drawn from what the build wrote into embed.js: the English language file's words,
    each game's own kicker and titles, a position's game by its "format", a new game's players
    within its game's counts."""
    en = json.loads((ROOT / "web" / "i18n" / "en.json").read_text(encoding="utf-8"))
    page.goto(host.page("posters", ""))
    got = scripts.run(page, "embed", "allPosters", server.url)
    manifest, posters = got["manifest"], [tuple(p) for p in got["posters"]]
    assert {g["id"] for g in manifest["games"]} == {"puerto-rico", "san-juan"}

    def word(game, key):
        return en[game["keys"].get(key, key)]

    def new_game(n, level):
        forms = en["poster.newGameAbout"]
        return forms["one" if n == 1 else "other"].replace("{n}", str(n)).replace("{levels}", level)

    expected = []
    for game in manifest["games"]:
        example = word(game, "poster.kickerExample")
        expected += [
            (example, en[f"scenario.{s}"], en[f"scenario.{s}.about"]) for s in game["scenarios"]
        ]
        kicker, title = word(game, "poster.kickerGame"), word(game, "poster.newGameTitle")
        first = en[f"level.{game['default_bot_level']}"]
        expected += [
            (kicker, title, new_game(max(game["players"]) - 1, en["level.medium"])),
            (kicker, title, new_game(2, first)),  # 3 players, the default opponents
            (kicker, word(game, "poster.positionTitle"), "2 players: Ana and Player 2."),
        ]
    assert posters == expected
    assert len(posters) >= 52 + 6
    assert ("San Juan · rulebook example", "Scoring: palace") in [p[:2] for p in posters]
    new_pr = ("Puerto Rico · board game", "A game of Puerto Rico")
    assert (*new_pr, "You against 4 computer players (Medium).") in posters
    sj_position = ("San Juan · card game", "A San Juan position", "2 players: Ana and Player 2.")
    assert sj_position in posters


def test_a_scenario_in_view_only_mode_steps_through_and_offers_no_moves(page, host):
    page.goto(host.page("view", '<pr-game id="g" scenario="captain-4p" mode="view"></pr-game>'))
    expect(page.locator("pr-game#g .title")).to_have_text("Captain: loading with four players")
    listen(page)
    state = start(page, "g")
    assert state["mode"] == "view" and state["scenario"] == "captain-4p"
    assert [state["step"], state["steps"]] == [0, 4] and not state["your_turn"]
    assert state["players"] == ["Jose Mari", "Nico", "Curro", "Iñigo"]
    title = page.locator("pr-game#g iframe").get_attribute("title")
    assert "Captain: loading with four players" in title and "view only" in title
    frame = app_frame(page, "g")
    settle(frame)
    expect(frame.locator("[data-testid=replay-bar]")).to_be_visible()
    expect(frame.locator("[data-testid=replay-title]")).to_have_text(
        "Captain: loading with four players"
    )
    for testid in (
        "replay-play-here",
        "action-list",
        "prompt",
        "menu-undo",
        "menu-more",
        "menu-new-game",
        "pace-select",
    ):
        expect(frame.locator(f"[data-testid={testid}]")).to_be_hidden()
    expect(frame.locator("[data-testid=embed-restart]")).to_have_count(0)
    assert scripts.value(frame, "() => window.__prTest.targets()") == []

    # The captain's card, clicked at the reader's seat's turn: nothing happens.
    regions = scripts.value(frame, "() => window.__prTest.regions()")
    card = next(r for r in regions["items"] if r["id"] == "role:captain")
    frame.locator("[data-testid=board]").click(
        position={
            "x": card["x"] - regions["canvas"]["x"] + card["w"] / 2,
            "y": card["y"] - regions["canvas"]["y"] + card["h"] / 2,
        }
    )
    settle(frame)
    expect(frame.locator("[data-testid=chooser]")).to_have_count(0)
    assert frame.evaluate("() => window.__prTest.snapshot().steps") == 4
    assert len(events(page, "g", "pr-state")) == 1

    # Stepping through: the page hears of each move shown.
    frame.locator("[data-testid=replay-next]").click()
    moved = wait_event(page, "g", "pr-state", 2)["state"]
    assert moved["step"] == 1 and moved["phase"] == "captain" and moved["replaying"]
    frame.locator("[data-testid=replay-last]").click()
    last = wait_event(page, "g", "pr-state", 3)["state"]
    assert last["step"] == 4 and last["view"]["players"][0]["vp_chips"] == 9  # the rulebook's 7 + 2
    hidden_stays_hidden(last)
    expect(frame.locator("[data-testid=replay-play-here]")).to_be_hidden()

    # A position in view-only mode: the reader's turn offers nothing, a bot's turn stays as it is.
    for governor, reader_to_act in ((0, True), (1, False)):
        shown = page.evaluate(
            "(p) => document.getElementById('g').loadPosition(p)", {**ROSA, "governor": governor}
        )
        assert (
            shown["current_player"] == governor
            and not shown["your_turn"]
            and shown["mode"] == "view"
        )
        settle(frame)
        assert scripts.value(frame, "() => window.__prTest.targets()") == []
        assert frame.evaluate("() => window.__prTest.snapshot().steps") == 0
        expect(frame.locator("[data-testid=action-list]")).to_be_hidden()
        expect(frame.locator("[data-testid=turn]")).to_have_text(
            f"{shown['players'][governor]} to play"
        )
        assert reader_to_act == (governor == shown["seat"])


def test_a_position_inline_and_one_by_position_src(page, host):
    host.add("/positions/kai.json", json.dumps(KAI), "application/json")
    inline = json.dumps(ROSA).replace("'", "&#39;")
    page.goto(
        host.page(
            "positions",
            f"""
      <pr-game id="inline" position='{inline}'></pr-game>
      <pr-game id="fetched" position-src="positions/kai.json" caption="Kai's corn"></pr-game>""",
        )
    )
    requests = []
    page.on("request", lambda r: requests.append((frame_url(r), r.url)))
    expect(page.locator("pr-game#inline .about")).to_have_text("3 players: Rosa, Tomás, and Lupe.")
    expect(page.locator("pr-game#fetched .title")).to_have_text("Kai's corn")
    listen(page)

    rosa = start(page, "inline")
    kai = start(page, "fetched")
    assert (
        rosa["players"] == ["Rosa", "Tomás", "Lupe"]
        and rosa["your_turn"]
        and rosa["mode"] == "play"
    )
    assert kai["players"] == ["Kai", "Mo"] and kai["view"]["players"][0]["goods"]["corn"] == 2
    hidden_stays_hidden(rosa)
    # The page fetched the position; the apps asked no other origin for anything.
    assert (page.url, host.url + "positions/kai.json") in requests
    assert [r for r in requests if r[1].startswith(host.origin) and r[0] != page.url] == []

    # And it plays: the reader takes a role, the page hears of it.
    frame = app_frame(page, "inline")
    settle(frame)
    frame.locator("[data-testid=action-list] button[data-code]").first.click()
    after = wait_event(page, "inline", "pr-state", 2)["state"]
    assert after["steps"] >= 1 and after["players"] == ["Rosa", "Tomás", "Lupe"]
    assert events(page, name="pr-error") == []


def frame_url(request):
    try:
        return request.frame.url
    except Exception:  # a worker's request has no frame
        return None


def test_the_postmessage_api_round_trip_from_the_host(page, host, server):
    page.goto(host.page("api", '<pr-game id="g" players="3" bots="beginner,beginner"></pr-game>'))
    listen(page)
    # The element's methods start it if need be (no click) and answer with the public state.
    state = page.evaluate("() => document.getElementById('g').getState()")
    assert (
        state["players"] == ["Ana", "Bo", "Cy"] and state["your_turn"] and state["scenario"] is None
    )
    hidden_stays_hidden(state)
    ready = events(page, "g", "pr-ready")[0]["detail"]
    assert "captain-4p" in ready["scenarios"] and "medium" in ready["levels"]

    mayor = page.evaluate("() => document.getElementById('g').openScenario('mayor-4p')")
    assert mayor["scenario"] == "mayor-4p" and len(mayor["players"]) == 4 and mayor["replaying"]

    # The same API without the element: a raw message to the iframe, a raw answer back.
    answer = scripts.run(page, "embed", "rawGetState", server.url[:-1])
    assert answer["type"] == "state" and answer["reason"] == "request"
    assert answer["state"]["scenario"] == "mayor-4p"

    two = page.evaluate(
        "() => document.getElementById('g').newGame({players: 2, bots: ['random']})"
    )
    assert two["players"] == ["Ana", "Bo"]
    frame = app_frame(page, "g")
    seen = play_a_move(page, "g")
    settle(frame)
    changes = events(page, "g", "pr-state")[seen:]
    assert changes and all(e["detail"]["reason"] == "change" for e in changes)
    for change in changes:
        hidden_stays_hidden(change["detail"]["state"])

    # A game that is over tells its scores.
    over = page.evaluate("() => document.getElementById('g').openScenario('guild-hall')")
    assert over["over"]
    scores = wait_event(page, "g", "pr-gameover")["scores"]
    assert scores["winners"] and [p["name"] for p in scores["players"]] == over["players"]
    assert events(page, name="pr-error") == []


def test_messages_from_a_wrong_origin_or_with_a_bad_shape_are_ignored(page, host, evil, server):
    app = server.url[:-1]
    declared = urllib.parse.quote(evil.origin, safe="")
    # An app whose embed script declared another site: its real parent is not that site.
    page.goto(
        host.page(
            "guard",
            f"""
      <pr-game id="g" scenario="small-market" mode="view"></pr-game>
      <iframe id="manual" title="declared for another site"
        src="{server.url}?embed=1&amp;origin={declared}&amp;scenario=small-market&amp;mode=view"></iframe>
      <iframe id="evil" title="another site" src="{evil.url}blank.html"></iframe>""",
        )
    )
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    listen(page)
    state = start(page, "g")
    frame = app_frame(page, "g")
    fits(frame)
    height = page.locator("pr-game#g iframe").bounding_box()["height"]
    evil_frame = next(f for f in page.frames if f.url.startswith(evil.origin))
    manual = next(f for f in page.frames if f"origin={declared}" in f.url)
    scripts.wait_until(manual, "() => window.__prBooted === true")
    open_captain = {"prGame": 1, "type": "open_scenario", "scenario": "captain-4p"}

    # The app hears its parent only, and only from the origin declared in its URL.
    with page.expect_console_message(
        lambda m: f"ignored a message from {host.origin}" in m.text, timeout=15_000
    ):
        page.evaluate(
            "([m, app]) => document.getElementById('manual').contentWindow.postMessage(m, app)",
            [open_captain, app],
        )
    with page.expect_console_message(
        lambda m: "other than the embedding page" in m.text, timeout=15_000
    ):
        scripts.run(evil_frame, "embed", "postToEveryFrame", [open_captain, app])

    # Badly formed messages from the right window and origin: each ignored, nothing changes.
    bad = [
        {"prGame": 1, "type": "open_scenario"},
        {"prGame": 1, "type": "open_scenario", "scenario": 42},
        {"prGame": 1, "type": "load_position", "position": ["not", "a", "position"]},
        {"prGame": 1, "type": "load_position", "position": "x" * 200_001},
        {"prGame": 1, "type": "new_game", "players": 9},
        {"prGame": 1, "type": "new_game", "bots": ["medium"] * 5},
        {"prGame": 1, "type": "get_state", "id": {"no": 1}},
        {"prGame": 1, "type": "get_state", "extra": True},
        {"prGame": 1, "type": "launch_missiles"},
        {"prGame": 2, "type": "get_state"},
    ]
    after = scripts.run(
        page, "embed", "runAndWait", [bad + ["just text", None, [1, 2]], app, "after"]
    )
    assert after["state"] == state, "the bad messages changed nothing"
    assert len([w for w in warnings if "ignored a message:" in w]) == len(bad), warnings
    assert len(events(page, "g", "pr-state")) == 2 and events(page, name="pr-error") == []

    # The element hears its own iframe only (not another frame, even of the app's origin), and
    # only from the app's origin.
    scripts.run(page, "embed", "awaitTwoMarkers")
    for other in (evil_frame, manual):
        scripts.run(other, "embed", "postStrangersMessages")
    page.evaluate("() => window.__markers")  # each frame's messages before it were all delivered
    assert page.locator("pr-game#g iframe").bounding_box()["height"] == height
    assert len(events(page, "g", "pr-state")) == 2
    frame.goto(evil.url + "blank.html")  # the element's own iframe, now showing another site
    with page.expect_console_message(lambda m: "not the game's origin" in m.text, timeout=15_000):
        frame.evaluate("() => parent.postMessage({prGame: 1, type: 'height', height: 50}, '*')")
    assert page.locator("pr-game#g iframe").bounding_box()["height"] == height
    assert len(events(page, "g", "pr-state")) == 2


def test_a_bad_position_gives_a_clear_error_and_the_embed_keeps_working(page, host, page_errors):
    host.add("/positions/kai.json", json.dumps(KAI), "application/json")
    page.goto(
        host.page(
            "bad",
            """
      <pr-game id="g" position='{"players": [{"name": "Ana"}]}'></pr-game>
      <pr-game id="missing" position-src="positions/nowhere.json"></pr-game>""",
        )
    )
    listen(page)
    # A position the page gives at the start: said in the embed, and to the page.
    page.locator("pr-game#g .poster button").click()
    error = wait_event(page, "g", "pr-error")
    assert error["code"] == "bad_position" and "2 to 5 players" in error["message"], error
    frame = app_frame(page, "g")
    expect(frame.locator("[data-testid=embed-note]")).to_be_visible()
    expect(frame.locator("[data-testid=embed-note-message]")).to_contain_text("2 to 5 players")
    fits(frame)

    # The embed keeps working: a good position, then a bad one that changes nothing.
    kai = page.evaluate("(p) => document.getElementById('g').loadPosition(p)", KAI)
    assert kai["players"] == ["Kai", "Mo"]
    expect(frame.locator("[data-testid=embed-note]")).to_be_hidden()
    refused = scripts.run(page, "embed", "refusedPosition")
    assert refused["code"] == "bad_position" and refused["message"].startswith(
        "Bogus: unknown field"
    ), refused
    notice = frame.locator("[data-testid=notice-dialog]")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("This position could not be shown")
    expect(notice).to_contain_text("Bogus: unknown field")
    assert page.evaluate("() => document.getElementById('g').getState()") == kai
    frame.locator("[data-testid=notice-ok]").click()
    settle(frame)
    frame.locator("[data-testid=action-list] button[data-code]").first.click()
    assert wait_event(page, "g", "pr-state", 3)["state"]["steps"] >= 1
    # Not even a position: refused by the element itself, nothing is sent.
    wrong = page.evaluate(
        "() => document.getElementById('g').loadPosition(42).then(() => null, (e) => e.message)"
    )
    assert wrong == "A position must be an object or its JSON text."

    # A position-src that cannot be fetched: said on the poster; nothing of the game downloaded.
    page.locator("pr-game#missing .poster button").click()
    error = wait_event(page, "missing", "pr-error")
    assert error["code"] == "position_unavailable" and "answered 404" in error["message"]
    page_errors.allow(r"404")  # the browser's own report of the 404, however late it comes
    expect(page.locator("pr-game#missing .note")).to_contain_text("could not be downloaded")
    expect(page.locator("pr-game#missing .poster button")).to_be_enabled()
    expect(page.locator("pr-game#missing iframe")).to_have_count(0)


def test_the_element_takes_the_height_the_app_needs_at_its_width(page, host):
    page.add_init_script(TEXT_PROBE)
    page.goto(host.page("height", '<pr-game id="g" scenario="harbor-wharf"></pr-game>'))
    listen(page)
    page.evaluate("() => { document.getElementById('wrap').style.width = '800px'; }")
    poster = page.locator("pr-game#g").bounding_box()["height"]
    # From the keyboard: Tab reaches the poster's button, Enter starts it, focus follows the game.
    page.keyboard.press("Tab")
    expect(page.locator("pr-game#g .poster button")).to_be_focused()
    page.keyboard.press("Enter")
    wait_event(page, "g", "pr-state")
    assert (
        page.evaluate("() => document.getElementById('g').shadowRoot.activeElement?.tagName")
        == "IFRAME"
    )
    frame = app_frame(page, "g")
    fits(frame)

    def measure():
        box = page.locator("pr-game#g").bounding_box()
        w, h = canvas_size(frame)
        return box["width"], box["height"], w, h

    width, height, cw, ch = measure()
    assert width == 800 and height > poster
    assert abs(cw - ch) <= 1, (cw, ch)  # the square sheet's aspect, panel below
    assert height > ch + 200

    # The sheet follows the column's width so that the board's text stays readable: the wide
    # sheet's would be under 7 px in an 800 px column (web/css/embed.css).
    for wrap, where, aspect in (
        (380, "below", None),
        (580, "below", 1),
        (800, "below", 1),
        (1100, "beside", 1),
        (1300, "beside", 760 / 1060),
    ):
        page.evaluate("(w) => { document.getElementById('wrap').style.width = `${w}px`; }", wrap)
        wait_board_fits(frame, wrap)  # the app at its new width, its board resized to it
        fits(frame)
        width, new_height, cw, ch = measure()
        assert width == wrap
        if aspect is None:  # a phone, a narrow column: the tall sheet's aspect for 4 players
            vh = frame.evaluate("() => window.__prTest.tallSheetHeight(4)")
            aspect = vh / 450
        assert abs(ch - cw * aspect) <= 1.5, (wrap, cw, ch)
        if wrap < 480:  # a phone: the board scrolls in its box, the page at most 1000 px
            assert new_height <= 1000 < ch, (wrap, ch, new_height)
            box = frame.locator("[data-testid=board-box]")
            assert box.evaluate("(b) => b.scrollHeight") >= ch - 1, (wrap, ch)
        elif where == "below":
            assert new_height > ch + 200, (wrap, ch, new_height)
        else:  # the panel beside the board: the board sets the height
            assert abs(new_height - ch) <= 1, (wrap, ch, new_height)
        # Pixel for pixel: a backing store the browser stretched by a fraction of a pixel (the
        # sheets' aspects give fractional heights) would blur the whole board.
        c = frame.evaluate("() => window.__prTest.regions().canvas")
        assert (c["pixelW"], c["pixelH"]) == (c["w"], c["h"]), (wrap, c)
        if wrap >= 800:
            smallest = min(t["px"] for t in drawn_texts(frame))
            assert smallest >= 8 - 0.01, (
                f"{wrap} px wide: the board's smallest text is {smallest:.1f} px"
            )
        assert frame.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")


def test_the_poster_and_the_game_speak_the_elements_language(page, host):
    language_files = {
        lang: json.loads(
            (
                pathlib.Path(__file__).resolve().parents[1] / "web" / "i18n" / f"{lang}.json"
            ).read_text(encoding="utf-8")
        )
        for lang in ("sv", "nl")
    }
    sv, nl = language_files["sv"], language_files["nl"]
    page.goto(
        host.page(
            "languages",
            '<pr-game id="g" lang="sv" scenario="captain-4p" mode="view"></pr-game>'
            '<div lang="nl-BE"><pr-game id="h" players="3"></pr-game></div>',
        )
    )
    # The element's lang, else the page's around it; the poster's words from that language file.
    expect(page.locator("pr-game#g .title")).to_have_text(sv["scenario.captain-4p"])
    expect(page.locator("pr-game#g .poster button")).to_have_text(sv["poster.show"])
    expect(page.locator("pr-game#h .poster button")).to_have_text(nl["poster.play"])
    expect(page.locator("pr-game#h .title")).to_have_text(nl["poster.newGameTitle"])

    listen(page)
    start(page, "g")
    frame = app_frame(page, "g")
    settle(frame)
    # The app waits for its language file only so long before it starts in English and switches
    # later.
    expect(frame.locator("html")).to_have_attribute("lang", "sv")
    expect(frame.locator("[data-testid=replay-title]")).to_have_text(sv["scenario.captain-4p"])
    expect(frame.locator(".log-title")).to_have_text(sv["log.title"])
    # The page's choice holds inside it; the reader's own choice in the app is not touched.
    assert frame.evaluate("() => localStorage.getItem('pr.lang.v1')") is None


VERDICTS = (
    "That is the Expert bot's choice.",
    "That is the Expert bot's choice number 2.",
    "That is the Expert bot's choice number 3.",
    "That is as good as the Expert bot's choice: the search finds them about equal.",
    "The Expert bot would do otherwise.",
)


RATED = {
    "same": {"rulebook": "The rulebook's move is the Expert bot's first choice."},
    "begins": {
        "rulebook": "The rulebook's move starts like the Expert bot's first choice; the search "
        "cannot tell the rest apart.",
        "yours": "Your move starts like the Expert bot's first choice; the search cannot tell "
        "the rest apart.",
    },
    "equal": {
        "rulebook": "The rulebook's move and the Expert bot's first choice are about equal.",
        "yours": "The search finds your move and its first choice about equal.",
    },
    "worse": {
        "rulebook": "The search prefers its first choice to the rulebook's move by about {}.",
        "yours": "The search prefers its first choice to your move by about {}.",
    },
    "better": {
        "rulebook": "The search prefers the rulebook's move to its first choice by about {}.",
        "yours": "The search prefers your move to its first choice by about {}.",
    },
}


def rated(whose: str, hint: dict, choice: dict) -> str:
    """What the verdict must say of a decision by the engine's own figures: the same as the
    search's first choice, beginning as it does (the rest not told apart), about equal to it (the
    engine's `equal`), or which is preferred and by about how much (whole points of win chance,
    tenths of a VP; never 0)."""
    first = hint["choices"][0]
    if sorted(choice["codes"]) == sorted(first["codes"]):
        return RATED["same"][whose]
    if choice["codes"][0] == first["codes"][0]:  # the search weighs a decision by its first action
        return RATED["begins"][whose]
    if choice["equal"]:
        return RATED["equal"][whose]
    difference = first["estimate"] - choice["estimate"]
    if hint["measure"] == "chance":
        points = max(1, math.floor(abs(difference) * 100 + 0.5))
        amount = f"{points} point{'s' if points != 1 else ''} of win chance"
    else:
        vp = max(0.1, math.floor(abs(difference) * 10 + 0.5) / 10)
        amount = f"{vp:.1f}".removesuffix(".0") + " VP"
    return RATED["worse" if difference >= 0 else "better"][whose].format(amount)


def overlaps(a, b):
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


@pytest.mark.parametrize(
    "scenario,game,rulebook_lines",
    [
        ("captain-4p", "puerto-rico", 1),
        ("small-wharf", "puerto-rico", 1),
        ("sj-trader-three-goods", "san-juan", 2),
    ],
)
def test_a_puzzle_asks_for_the_readers_decision_then_shows_the_bots_and_the_rulebooks(
    page, host, scenario, game, rulebook_lines
):
    element = f'<pr-game id="p" scenario="{scenario}" mode="puzzle"></pr-game>'
    page.goto(host.page("puzzle", element))
    expect(page.locator("pr-game#p .poster button")).to_have_text("Solve")
    listen(page)
    state = start(page, "p")
    assert state["mode"] == "puzzle" and state["your_turn"] and state["steps"] == state["step"]
    frame = app_frame(page, "p")
    table = (PuertoRico if game == "puerto-rico" else SanJuan)(frame)
    settle(frame)
    expect(frame.locator("[data-testid=puzzle-question]")).to_be_visible()
    expect(frame.locator("[data-testid=prompt]")).to_be_visible()  # the game asks, as in play
    before = table.snapshot()
    first_try = before["legal"][-1]["code"]

    # His decision, made as in a game: the bot's search, then his move, then the verdict.
    if game == "san-juan":
        table.play_turn()
    else:
        table.act(first_try, via="list")
    settle(frame)
    verdict = frame.locator("[data-testid=puzzle-verdict]")
    expect(verdict).to_be_visible()
    assert verdict.inner_text() in VERDICTS
    assert 1 <= frame.locator("[data-testid=puzzle-choices] > li").count() <= 3
    after = table.snapshot()
    assert after["steps"] > before["steps"]  # his move is made; the bots wait for Play on

    # The verdict stands apart: a region of its own; the game's panel out of sight and the board
    # taking no move until he plays on or tries again.
    panel = frame.locator("[data-testid=puzzle-panel]")
    expect(panel).to_have_class(re.compile(r"\bjudging\b"))
    for part in ("prompt", "action-list", "pick-panel", "mayor-panel", "keep-panel", "turn"):
        expect(frame.locator(f"[data-testid={part}]")).to_be_hidden()
    assert table.targets() == []
    log_title = frame.locator(".log-title").bounding_box()
    assert not overlaps(panel.bounding_box(), log_title), (panel.bounding_box(), log_title)

    # The rulebook's move, a line a sentence; the example's explanation under it.
    lines = frame.locator("[data-testid=puzzle-rulebook] > li").all_inner_texts()
    assert len(lines) >= rulebook_lines, lines
    assert all(line[0].isupper() and line.endswith(".") for line in lines), lines
    expect(panel).to_contain_text("In the rulebook:")

    # Honest answers, by the search's own figures: the search weighed the rulebook's decision
    # and his beside its own; the page says of each what those figures say.
    shown = frame.evaluate("() => window.__prTest.puzzle()")
    hint, rank = shown["hint"], shown["rank"]
    theirs, yours = hint["considered"]
    assert theirs is not None and yours is not None
    expect(frame.locator("[data-testid=puzzle-rulebook-rated]")).to_have_text(
        rated("rulebook", hint, theirs)
    )
    mine = hint["choices"][rank] if rank >= 0 else yours
    headline = VERDICTS[4]
    if rank == 0:
        headline = VERDICTS[0]
    elif mine["equal"]:
        headline = VERDICTS[3]
    elif rank > 0:
        headline = VERDICTS[rank]
    expect(verdict).to_have_text(headline)
    if rank != 0:
        expect(frame.locator("[data-testid=puzzle-yours-rated]")).to_have_text(
            rated("yours", hint, mine)
        )
    # Choices the search cannot tell apart are said to be so, not ranked.
    level = len(hint["choices"]) > 1 and all(c["equal"] for c in hint["choices"][1:])
    about = frame.locator("[data-testid=puzzle-choices-about]").inner_text()
    ranks = frame.locator("[data-testid=puzzle-choices] .coach-rank").count()
    if level:
        assert "about equal" in about and ranks == 0, about
    else:
        assert about == "The Expert bot's three best choices here:"
        assert ranks == len(hint["choices"])
    fits(frame)
    screens.save(page, f"puzzle-{scenario}.png", full_page=True)

    # Try again: his decision is taken back, the question is asked again; Play on: the bots move.
    frame.locator("[data-testid=puzzle-retry]").click()
    settle(frame)
    expect(frame.locator("[data-testid=puzzle-question]")).to_be_visible()
    expect(frame.locator("[data-testid=prompt]")).to_be_visible()
    assert table.snapshot()["steps"] == before["steps"]
    table.play_turn()
    settle(frame)
    expect(verdict).to_be_visible()
    frame.locator("[data-testid=puzzle-play-on]").click()
    settle(frame)
    expect(frame.locator("[data-testid=puzzle-panel]")).to_be_hidden()
    snap = table.snapshot()
    assert snap["your_turn"] or snap["scores"]
    if snap["your_turn"]:
        expect(frame.locator("[data-testid=prompt]")).to_be_visible()


@pytest.mark.parametrize("game", ["puerto-rico", "san-juan"])
def test_a_400_px_embed_of_3_players_is_at_most_1000_px_with_the_log_one_tap_away(
    page, server, game
):
    """A phone's column: the decision, then one box with the board (scrolled in it) or the log,
    a button apart; the page never taller than 1000 px (1,632 px for Puerto Rico before, the log
    about 1,400 px below the moves)."""
    from layout_checks import narrow_table, screenshot_embed

    page.set_viewport_size({"width": 400, "height": 866})
    table = narrow_table(page, server, decisions_seed=6, players=3, seed=12, game=game, autostart=1)
    frame = table.page
    tallest = 0
    for turn in range(6):
        table.settle()
        parts = scripts.run(frame, "narrow_page", "boardAndLog")
        tallest = max(tallest, parts["page"])
        assert parts["page"] <= 1000, (turn, parts)
        assert parts["board"] and parts["log"] is None, (turn, parts)
        if turn == 3:
            # One tap: the log in the board's place, its newest line in sight.
            frame.get_by_role("button", name="Game log").click()
            parts = scripts.run(frame, "narrow_page", "boardAndLog")
            assert parts["board"] is None and parts["log"], parts
            assert parts["log"]["bottom"] - parts["log"]["top"] >= 300, parts
            assert parts["log"]["top"] <= parts["newest"]["top"] < parts["log"]["bottom"], parts
            assert parts["page"] <= 1000, parts
            screenshot_embed(page, frame, f"narrow-400-{game}-3p-log.png")
            frame.get_by_role("button", name="Board").click()
            expect(frame.locator("[data-testid=board-box]")).to_be_visible()
            screenshot_embed(page, frame, f"narrow-400-{game}-3p-board.png")
        table.play_turn("list")
    print(game, "the 400 px embed at its tallest:", tallest, "px")
