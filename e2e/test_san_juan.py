"""San Juan in the browser (docs/ui.md, "San Juan"): a 4-player game by clicks to the end screen
(its middle from a save); a 2-player game with the start-hand variant by clicks through its
start hands, then from a save near its end, on a 1024x768 laptop (in both, the log's newest line
in sight at each of the player's turns, and the finished game reopened with the same log); a
game by taps on a tablet in portrait (at each kind of decision, every text of the board at least
10 CSS px; its end from a save), a saved game resumed after a reload, and the hidden
information: nothing of another player's hand, nor the count under his chapel before the end,
reaches the page, so neither the table nor the log can show it.

The tests read the game through window.__prTest and act only as a player does (pages/).
"""

from __future__ import annotations

import json

import pytest
import screens
import scripts
from board_texts import probed_page
from conftest import app_url, wait_board_fits, wait_ready
from decisions import save_after, save_at_last, save_before_end
from layout_checks import check_readable
from pages import SanJuan
from playwright.sync_api import expect
from saved_games import put_save

HIDDEN_ACTIONS = {"pay", "keep", "discard", "tuck", "chapel"}


def hidden_leaks(result, seat):
    """What of another player's hidden cards an answer of the engine holds (nothing, we hope)."""
    leaks = []
    views = []
    if isinstance(result, dict):
        if "view" in result:
            views.append(result["view"])
        events = list(result.get("events") or []) + list(result.get("events_so_far") or [])
    else:
        events = []
    for view in views:
        if view.get("format") != "san-juan-position":
            continue
        for i, p in enumerate(view["players"]):
            if i != seat and (p.get("hand") is not None or p.get("chapel") is not None):
                leaks.append(f"seat {i}'s hand or chapel in the view")
            over = view["phase"]["name"] == "game_over"
            if i != seat and p.get("chapel_size") is not None and not over:
                leaks.append(f"seat {i}'s chapel count in the view")
        if view.get("pile") is not None or view.get("discards") is not None:
            leaks.append("the pile or the discards in the view")
        phase = view["phase"]
        if (
            phase.get("name") == "councillor"
            and phase.get("actor") != seat
            and phase.get("drawn") is not None
        ):
            leaks.append("another councillor's cards drawn")
    for e in events:
        if e.get("player") in (None, seat):
            continue
        if e["type"] == "cards_drawn" and "cards" in e:
            leaks.append(f"seat {e['player']}'s cards drawn")
        if e["type"] in ("kept", "discarded") and "card" in e:
            leaks.append(f"seat {e['player']}'s card {e['type']}")
        if e["type"] == "tucked" or (e["type"] == "action" and e["action"]["type"] == "tuck"):
            leaks.append(f"seat {e['player']}'s tuck told (it would count his chapel)")
        if e["type"] == "action" and e["action"] == {"type": "pass", "decision": "tuck"}:
            leaks.append(f"seat {e['player']}'s pass at his chapel told")
        if e["type"] == "action" and e["action"]["type"] in HIDDEN_ACTIONS and len(e["action"]) > 1:
            leaks.append(f"seat {e['player']}'s {e['action']['type']} named")
    return leaks


def check_end_screen(page, snap, players):
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible")
    assert page.locator("[data-testid=score-table] tbody tr").count() == players
    heads = page.locator("[data-testid=score-table] thead th").all_inner_texts()
    assert "Buildings" in heads and "Chapel" in heads and "Tie-break" in heads, heads
    assert end.locator("[data-testid=score-chart] polyline").count() == players
    breakdown = end.locator("[data-testid=score-breakdown] li")
    assert breakdown.count() == players
    for p in snap["scores"]["players"]:
        for bonus in p["bonus_vp"]:
            assert bonus.replace("_", " ").capitalize() in heads, (bonus, heads)
    winners = [snap["view"]["players"][s]["name"] for s in snap["scores"]["winners"]]
    assert any(name in end.inner_text() for name in winners) or (
        snap["scores"]["winners"] == [snap["seat"]] and "You win!" in end.inner_text()
    )
    assert "cards in hand + goods" in end.inner_text(), "the tie-break is San Juan's"


@pytest.fixture
def probed(page):
    # Every answer the page gets from the engine's worker, kept for the hidden-information check.
    # The page's own init script: a context's would close the shared context after the test.
    page.add_init_script(scripts.init_script("san_juan", "recordWorkerAnswers"))
    return page


def answers_from_the_worker(page):
    return [json.loads(m) for m in page.evaluate("() => window.__fromWorker")]


def test_a_4_player_game_by_clicks_to_its_end_shows_nobody_elses_hand(probed, page, server):
    """A 4-player game by clicks until more than 10 decisions were taken on the table and more
    than 5 picks there; then a save of such a game 8 of the player's decisions before its end
    (the engine played it in the test's process), reopened with its whole log and played by
    clicks to the end screen. No answer the page got from the engine, in either stretch nor in
    the reopened game's log, holds anything another player has hidden."""
    page.goto(app_url(server, instant=1))
    wait_ready(page)
    table = SanJuan(page, seed=11)
    table.watch_log = True
    table.start(4, seed="2024")
    first = 0
    while table.used["board"] <= 10 or table.used["picks on the table"] <= 5:
        assert not table.play_turn()["scores"] and first < 100
        first += 1
    answers = answers_from_the_worker(page)  # the reload below starts the page's list anew
    put_save(page, save_before_end("san-juan", 4, 2024, 8))
    page.reload()
    wait_ready(page)
    table.settle()
    snap, decisions = table.play_to_end()
    decisions += first
    print("decisions", decisions, "routes", dict(table.used))
    assert table.used["turns with the newest log line in sight"] == decisions
    check_end_screen(page, snap, 4)
    assert table.used["board"] > 10 and table.used["picks on the table"] > 5
    log = page.locator("[data-testid=game-log] li").all_inner_texts()
    assert len(log) > 100
    assert any("builds" in line for line in log) and any("governor" in line for line in log)
    screens.save(page, "sj-4p-end.png")
    # The hidden information: nothing another player holds ever reached the page.
    answers += answers_from_the_worker(page)
    assert len(answers) > decisions
    reopened = [a for a in answers if isinstance(a, dict) and a.get("full_log")]
    assert reopened and len(reopened[0]["events"]) > 100, "the reopened game's every event"
    leaks = [leak for a in answers for leak in hidden_leaks(a, snap["seat"])]
    assert not leaks, leaks[:10]
    # Step through the game from its start, as with Puerto Rico.
    page.locator("[data-testid=replay-button]").click()
    expect(page.locator("[data-testid=replay-bar]")).to_be_visible()
    page.locator("[data-testid=replay-next]").click()
    table.settle()
    assert table.snapshot()["replay"] and table.snapshot()["game"] == "san-juan"
    page.locator("[data-testid=replay-last]").click()
    table.settle()
    page.locator("[data-testid=replay-close]").click()
    table.settle()
    page.locator("[data-testid=end-screen]").wait_for(state="visible")
    table.log_reads_the_same_reopened(snap)


def test_a_2_player_game_with_start_hands_by_clicks_to_its_end(new_game):
    """The start-hand variant chosen on the new-game screen: the game begins with the start
    hands, chosen by clicks; then a save of such a game 20 decisions before its end (the
    engine played it in the test's process) is resumed and played by clicks to the end screen,
    whose "new game" shows the screen set to San Juan with start hands as it was chosen."""
    table = new_game(SanJuan, 2, seed="77", start_hands=True, decisions_seed=5)
    page = table.page
    page.set_viewport_size({"width": 1024, "height": 768})
    wait_board_fits(page, 1024, 768)
    table.watch_log = True
    first = table.snapshot()
    assert first["game"] == "san-juan" and first["view"]["phase"]["name"] == "start_hands"
    while table.snapshot()["view"]["phase"]["name"] == "start_hands":
        table.play_turn()
    assert table.used["board"] + table.used["list"] + table.used["picks on the table"] > 0
    put_save(page, save_before_end("san-juan", 2, 77, 20, start_hands=True))
    page.reload()
    wait_ready(page)
    table.settle()
    started = table.used["turns with the newest log line in sight"]
    snap, decisions = table.play_to_end()
    print("decisions", decisions, "routes", dict(table.used))
    assert table.used["turns with the newest log line in sight"] == started + decisions >= 15
    check_end_screen(page, snap, 2)
    table.log_reads_the_same_reopened(snap, "log-san-juan-2p-1024x768-end.png")
    page.locator("[data-testid=new-game-button]").click()
    page.wait_for_selector("[data-testid=setup-screen]", state="visible")
    # The new-game screen remembers San Juan and its choices.
    expect(page.locator("[data-testid=game-select] [data-game=san-juan]")).to_have_attribute(
        "aria-checked", "true"
    )
    expect(page.locator("[data-testid=start-hands-select]")).to_have_value("yes")


def test_a_saved_san_juan_game_resumes_after_a_reload(open_app, tmp_path):
    """A game 10 of the player's decisions in (a save the engine played in the test's process,
    opened as a game file), two more by clicks (saved by the page), then a reload."""
    page = open_app(instant=1)
    wait_ready(page)
    path = tmp_path / "san-juan-3p.json"
    path.write_text(save_after("san-juan", 3, 9, 10))
    table = SanJuan(page, seed=3)
    table.open_file(path)
    before = table.play_turns(2)
    log = page.locator("[data-testid=game-log] li").count()
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-testid=board]", state="visible")
    table.settle()
    after = table.snapshot()
    assert after["game"] == "san-juan"
    assert after["view"] == before["view"] and after["steps"] == before["steps"]
    assert page.locator("[data-testid=game-log] li").count() >= log - 1
    expect(page.locator(".brand")).to_have_text("San Juan")
    # Undo takes the last decision back whole.
    if after["can_undo"]:
        table.undo()
        assert table.snapshot()["steps"] < after["steps"]
    table.play_turn()


# The kinds of decision every game asks of a player, whoever chooses the roles.
EVERY_GAMES_KINDS = {"role_selection", "builder", "producer", "trader", "councillor"}


def check_a_turn_by_taps(page, table, shots):
    """At a decision on the tablet: every target a finger takes is at least 44 CSS px each way,
    the page does not scroll, and at the first decision of each kind every text of the board is
    readable (its screenshot saved)."""
    snap = table.snapshot()
    for t in table.targets():
        for r in t["regions"]:
            assert r["hit"]["w"] >= 43.5 and r["hit"]["h"] >= 43.5, (t["label"], r)
    kind = snap["view"]["phase"]["name"]
    if kind not in shots:
        shots.add(kind)
        # (a 2-player table at the start draws some 48 texts)
        check_readable(page, f"tablet portrait {kind}", least=40)
        screens.save(page, f"sj-tablet-portrait-{kind}.png")
    size = page.evaluate("() => [document.documentElement.scrollHeight, innerHeight]")
    assert size[0] <= size[1], "no scrolling"


def at_a_round_start(snap):
    return snap["view"]["phase"]["name"] == "round_start"


def test_a_tablet_game_by_taps_in_portrait(browser, server):
    """A 2-player game started by a link on a tablet in portrait, played by taps until each
    kind of decision every game asks has been taken, more than 10 of them by taps on the board
    (check_a_turn_by_taps at each); then a save of such a game at its last round start's
    decision (a card to tuck under the chapel or too many in hand; the engine played it in the
    test's process) resumed and played by taps, checked alike, to the end screen."""
    context = browser.new_context(
        viewport={"width": 768, "height": 1024},
        has_touch=True,
        is_mobile=True,
        device_scale_factor=2,
    )
    page, errors = probed_page(context)
    try:
        page.goto(app_url(server, instant=1, autostart=1, game="san-juan", players=2, seed=31))
        wait_ready(page)
        table = SanJuan(page, seed=9, tap=True)
        table.settle()
        shots: set[str] = set()
        decisions = 0
        # Until every kind has been taken, and more than 10 by taps on the board, 3 picks.
        while (
            EVERY_GAMES_KINDS - shots
            or table.used["board"] <= 10
            or table.used["picks on the table"] <= 3
        ):
            check_a_turn_by_taps(page, table, shots)
            table.play_turn()
            decisions += 1
            assert decisions < 400 and not table.snapshot()["scores"]
        put_save(page, save_at_last("san-juan", 2, 31, at_a_round_start))
        page.goto(app_url(server, instant=1))
        wait_ready(page)
        table.settle()
        assert table.snapshot()["view"]["phase"]["name"] == "round_start"
        while not table.snapshot()["scores"]:
            check_a_turn_by_taps(page, table, shots)
            table.play_turn()
            decisions += 1
            assert decisions < 400
        print("decisions", decisions, "kinds", sorted(shots), "routes", dict(table.used))
        page.locator("[data-testid=end-screen]").wait_for(state="visible")
        assert table.used["board"] > 10 and table.used["picks on the table"] > 3, table.used
    finally:
        context.close()
    assert not errors, errors


def test_san_juans_rulebook_examples_open_from_the_new_game_screen(open_app):
    page = open_app(instant=1)
    wait_ready(page)
    table = SanJuan(page)
    table.choose_game()
    options = page.locator("[data-testid=scenario-select] option")
    ids = [options.nth(i).get_attribute("value") for i in range(options.count())]
    assert ids and all(i.startswith("sj-") for i in ids), ids
    assert len(ids) == 21
    # A scoring example opens on the end screen, its explanation above the scores.
    table.open_example("sj-guild-hall")
    expect(page.locator("[data-testid=end-screen]")).to_be_visible()
    expect(page.locator("[data-testid=end-example]")).to_contain_text("2 indigo plants")
    page.locator("[data-testid=new-game-button]").click()
    # An example with moves: stepped through, then played on from its first move.
    table.open_example("sj-trader-three-goods")
    expect(page.locator("[data-testid=replay-bar]")).to_be_visible()
    page.locator("[data-testid=replay-last]").click()
    table.settle()
    log = page.locator("[data-testid=game-log]").inner_text()
    assert "sells indigo for 1 card" in log and "silver for 3 cards" in log, log
    assert "(market stand)" in log, "the market stand's card is narrated"
    page.locator("[data-testid=replay-first]").click()
    table.settle()
    page.locator("[data-testid=replay-play-here]").click()
    table.settle()
    snap = table.snapshot()
    assert snap["your_turn"] and snap["game"] == "san-juan"


def test_pr_game_embeds_san_juan_a_new_game_and_a_rulebook_example(page, server):
    page.goto(server.url + "embed-demo.html")
    embeds = [
        ["sj-new", {"game": "san-juan", "players": "2", "bots": "random"}],
        ["sj-example", {"scenario": "sj-palace", "mode": "view"}],
    ]
    scripts.run(page, "embed", "replaceWithEmbeds", embeds)
    expect(page.locator("pr-game#sj-new .title")).to_have_text("A game of San Juan")
    expect(page.locator("pr-game#sj-new .kicker")).to_have_text("San Juan · card game")
    expect(page.locator("pr-game#sj-example .title")).to_have_text("Scoring: palace")
    expect(page.locator("pr-game#sj-example .kicker")).to_have_text("San Juan · rulebook example")
    for element in ("sj-new", "sj-example"):
        page.locator(f"pr-game#{element} .poster button").click()
        frame = page.locator(f"pr-game#{element} iframe").element_handle().content_frame()
        wait_ready(frame)
        scripts.wait_until(frame, "() => window.__prTest.snapshot()")
        table = SanJuan(frame)
        table.settle()
        snap = table.snapshot()
        assert snap["game"] == "san-juan"
        if element == "sj-new":
            assert len(snap["view"]["players"]) == 2 and snap["your_turn"]
        else:
            assert snap["scores"] and snap["scenario"] == "sj-palace"
            expect(frame.locator("[data-testid=end-screen]")).to_be_visible()
    screens.save(page, "sj-embeds.png", full_page=True)


# Ana, the producer, with two indigo plants and a sugar mill, all empty: she may make two goods.
TWO_INDIGO_PLANTS = {
    "format": "san-juan-position",
    "version": 1,
    "players": [
        {
            "name": "Ana",
            "hand": ["smithy"],
            "buildings": [
                {"card": "indigo_plant"},
                {"card": "indigo_plant"},
                {"card": "sugar_mill"},
            ],
        },
        {"name": "Bo", "hand": ["smithy"], "buildings": [{"card": "indigo_plant"}]},
    ],
    "governor": 0,
    "roles": {"producer": 0},
    "phase": {"name": "producer", "actor": 0, "picker": 0},
}


# Nothing produced yet: the way out says "produce nothing", never "nothing more" (nl: "Niets
# meer produceren" for a player who has produced nothing).
NOTHING_YET = {
    "en": ("Produce nothing", "Produce"),
    "nl": ("Niets produceren", "Produceren"),
}


@pytest.mark.parametrize("lang", list(NOTHING_YET))
def test_the_producers_choices_are_told_apart_and_nothing_picked_produces_nothing(
    open_app, tmp_path, lang
):
    nothing, produce = NOTHING_YET[lang]
    page = open_app(instant=1, lang=lang)
    wait_ready(page)
    path = tmp_path / "two-indigo-plants.json"
    path.write_text(json.dumps(TWO_INDIGO_PLANTS))
    table = SanJuan(page)
    table.open_file(path)
    panel = page.locator("[data-testid=pick-panel]")
    labels = panel.locator("[data-pick]").all_inner_texts()
    assert len(labels) == 3 and len(set(labels)) == 3, labels
    confirm = page.locator("[data-testid=pick-confirm]")
    expect(confirm).to_have_text(nothing)
    # Asked again before producing nothing, the dialog's button says the same.
    confirm.click()
    expect(page.locator("[data-testid=confirm-button]")).to_have_text(nothing)
    page.locator("[data-testid=cancel-button]").click()
    expect(page.locator("[data-testid=confirm-dialog]")).to_be_hidden()
    buttons = page.locator("[data-testid=action-list] button").all_text_contents()
    assert nothing in buttons, buttons  # the keyboard's list says it alike
    panel.locator("[data-pick]").first.click()
    expect(confirm).to_have_text(produce)


def test_the_gold_mine_asks_before_turning_up_its_cards(open_app):
    """docs/rules/san-juan.md#violet-buildings ("niet verplicht ... te benutten"): the rulebook's
    gold-mine example, played on where its owner decides whether to use it; he leaves it unused and
    no card is turned up."""
    page = open_app(instant=1)
    wait_ready(page)
    table = SanJuan(page)
    table.open_example("sj-gold-mine-all-different")
    expect(page.locator("[data-testid=replay-bar]")).to_be_visible()  # at its start
    page.locator("[data-testid=replay-next]").click()  # the prospector is chosen
    table.settle()
    page.locator("[data-testid=replay-play-here]").click()
    table.settle()
    snap = table.snapshot()
    assert snap["your_turn"] and snap["view"]["phase"]["step"] == "use"
    expect(page.locator("[data-testid=prompt]")).to_have_text(
        "Gold mine: turn up 4 cards, or leave it unused"
    )
    buttons = page.locator("[data-testid=action-list] button").all_inner_texts()
    assert "Use the gold mine: turn up 4 cards" in buttons, buttons
    assert "Leave the gold mine unused" in buttons, buttons
    use = next(e for e in snap["legal"] if e["action"]["type"] == "use")
    assert any(t["code"] == use["code"] for t in table.targets()), "the gold mine takes the click"
    screens.save(page, "sj-gold-mine-question.png")
    leave = next(e for e in snap["legal"] if e["action"].get("decision") == "gold_mine")
    table.act(leave["code"], via="list")
    table.settle()
    log = page.locator("[data-testid=game-log]").inner_text()
    assert "leaves the gold mine unused" in log, log
    assert "turns up" not in log, log
