"""San Juan through the browser bridge (pr_core/bridge.py): a whole game by the protocol, what
the page is sent of the others' cards (nothing), positions, picks sent as one decision. What the
bridge does alike for every game (saves resumed, undo, replay, the same seed's same game) is
checked for every game by tests/contract/."""

import json
import random

import pytest

from pr_core import bridge
from pr_core.san_juan import GAME

SECRET_EVENTS = {"cards_drawn": "cards", "kept": "card", "discarded": "card", "tucked": "card"}


def send(kind, payload=None):
    return json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload or {}})))


def ok(kind, payload=None):
    response = send(kind, payload)
    assert response["ok"], response
    return response["result"]


@pytest.fixture(autouse=True)
def fresh_bridge():
    bridge.reset()
    yield
    bridge.reset()


def assert_nothing_hidden_is_sent(snap):
    """The page's part of a snapshot (the worker takes "save" out) says nothing of another
    player's cards: no hand, no good's card, no chapel's cards, no pile, no drawn cards, no
    card another player drew, kept, paid, discarded or tucked."""
    seat = snap["seat"]
    view = snap["view"]
    assert "rng" not in view and view["pile"] is None and view["discards"] is None
    for i, player in enumerate(view["players"]):
        if i != seat:
            assert player["hand"] is None and player["chapel"] is None
        assert all(type(b["good"]) is bool for b in player["buildings"])
    if view["phase"].get("actor") != seat and "drawn_size" in view["phase"]:
        assert view["phase"]["drawn"] is None
    for event in snap["events"]:
        if event.get("player") == seat:
            continue
        if event["type"] in SECRET_EVENTS:
            assert SECRET_EVENTS[event["type"]] not in event, event
        if event["type"] == "action" and event["action"]["type"] in (
            "pay",
            "keep",
            "discard",
            "tuck",
        ):
            assert set(event["action"]) == {"type"}, event


def play(players, seat, seed, start_hands=False, chooser_seed=1):
    """A whole game against random bots, the human choosing at random; every snapshot."""
    bots = ["random"] * players
    bots[seat] = None
    snap = ok(
        "new_game",
        {
            "game": "san-juan",
            "players": players,
            "seat": seat,
            "seed": seed,
            "bots": bots,
            "start_hands": start_hands,
        },
    )
    chooser = random.Random(chooser_seed)
    snaps = [snap]
    while snap["scores"] is None:
        if snap["your_turn"]:
            snap = ok("act", {"action": chooser.choice(snap["legal"])["code"]})
        else:
            snap = ok("bot_step")
        snaps.append(snap)
    return snaps


@pytest.mark.parametrize("players,seat,start_hands", [(2, 1, False), (3, 0, True), (4, 2, False)])
def test_a_whole_game_through_the_protocol_tells_the_page_nothing_hidden(
    players, seat, start_hands
):
    snaps = play(players, seat, seed=40 + players, start_hands=start_hands)
    for snap in snaps:
        assert snap["game"] == "san-juan"
        assert_nothing_hidden_is_sent(snap)
        if snap["your_turn"]:
            assert snap["legal"] and all("code" in e and "action" in e for e in snap["legal"])
    end = snaps[-1]
    assert end["view"]["phase"]["name"] == "game_over"
    assert len(end["scores"]["players"]) == players and end["scores"]["winners"]


def test_the_humans_own_cards_are_named_to_him():
    snaps = play(3, 0, seed=3)
    mine = [
        e
        for s in snaps
        for e in s["events"]
        if e.get("player") == 0 and e["type"] == "cards_drawn" and e["count"]
    ]
    assert mine and all(len(e["cards"]) == e["count"] for e in mine)


def test_a_building_offered_says_its_price_and_why():
    snap = ok("new_game", {"game": "san-juan", "players": 2, "seed": 1, "bots": [None, "random"]})
    builder = next(e for e in snap["legal"] if e["action"] == {"type": "role", "role": "builder"})
    snap = ok("act", {"action": builder["code"]})
    builds = [e for e in snap["legal"] if e["action"]["type"] == "build"]
    assert builds
    for entry in builds:
        assert entry["discounts"]["builder"] == 1
        assert entry["cost"] >= 0


def test_a_hand_written_position_loads_and_plays():
    position = {
        "format": "san-juan-position",
        "players": [
            {"name": "Ana", "hand": ["smithy", "statue", "well", "chapel"]},
            {"name": "Bo"},
        ],
    }
    snap = ok("load_game", {"position": position, "bots": [None, "random"]})
    assert snap["game"] == "san-juan"
    assert snap["view"]["players"][0]["hand"] == ["smithy", "well", "chapel", "statue"]
    assert snap["view"]["players"][1]["hand_size"] == 4
    assert snap["your_turn"]


def test_a_bad_position_is_refused_naming_the_field():
    position = {"format": "san-juan-position", "players": [{"buildings": ["smithy", "smithy"]}, {}]}
    response = send("load_game", {"position": position})
    assert response["error"]["code"] == "bad_position"
    assert "players[0].buildings[1]: a second smithy" in response["error"]["message"].lower()


def test_options_of_one_game_are_refused_for_the_other():
    response = send("new_game", {"game": "san-juan", "players": 3, "expansion": "draft"})
    assert response["error"]["code"] == "bad_request" and "San Juan" in response["error"]["message"]
    response = send("new_game", {"players": 3, "start_hands": True})
    assert (
        response["error"]["code"] == "bad_request" and "Puerto Rico" in response["error"]["message"]
    )


def test_hello_lists_both_games_with_their_facts():
    games = {g["id"]: g for g in ok("hello")["games"]}
    assert games["san-juan"]["players"] == [2, 3, 4]
    assert games["san-juan"]["options"] == {"start_hands": [False, True]}
    assert len(games["san-juan"]["catalog"]["cards"]) == 29
    assert games["puerto-rico"]["players"] == [2, 3, 4, 5]


def test_the_game_state_is_kept_only_by_the_save_not_by_the_view():
    snap = ok("new_game", {"game": "san-juan", "players": 2, "seed": 2, "bots": [None, "random"]})
    save = json.loads(snap["save"])
    assert save["start"]["format"] == GAME.position_format
    other = save["position"]["players"][1]["hand"]
    assert len(other) == 4 and snap["view"]["players"][1]["hand"] is None


def test_several_picks_go_as_one_decision_all_or_nothing_and_undo_whole():
    position = {
        "format": "san-juan-position",
        "seed": 3,
        "players": [
            {"name": "Ana", "hand": ["smithy", "well", "chapel", "statue", "hero"]},
            {"name": "Bo"},
        ],
        "roles": {"builder": 0},
        "phase": {"name": "builder", "picker": 0, "actor": 0},
    }
    snap = ok("load_game", {"position": position, "bots": [None, "random"]})
    build = {"type": "build", "card": "hero"}  # 5 - 1 for the builder: 4 cards
    pays = [{"type": "pay", "card": c} for c in ("smithy", "well", "chapel", "statue")]
    wrong = pays[:3] + [{"type": "pay", "card": "smithy"}]
    refused = send("act", {"actions": [build] + wrong})
    assert refused["error"]["code"] == "illegal_action"
    assert ok("snapshot")["view"] == snap["view"]
    done = ok("act", {"actions": [build] + pays})
    me = done["view"]["players"][0]
    assert [b["card"] for b in me["buildings"]] == ["indigo_plant", "hero"] and me["hand"] == []
    assert ok("undo")["view"] == snap["view"]


def test_a_build_says_which_goods_a_black_market_may_take_and_a_turn_how_many_goods_are_left():
    from pr_core.san_juan import GAME

    doc = {
        "format": "san-juan-position",
        "players": [
            {
                "name": "Ana",
                "hand": ["hero", "well", "smithy", "archive"],
                "buildings": [
                    {"card": "indigo_plant", "good": True},
                    {"card": "black_market"},
                    {"card": "coffee_roaster", "good": True},
                    {"card": "aqueduct"},
                ],
            },
            {"name": "Bo"},
        ],
        "seed": 4,
    }
    snap = ok("load_game", {"position": doc, "seat": 0, "bots": [None, "random"]})
    assert snap["allowance"] is None
    builder = next(e for e in snap["legal"] if e["action"] == {"type": "role", "role": "builder"})
    snap = ok("act", {"action": builder["code"]})
    hero = next(e for e in snap["legal"] if e["action"] == {"type": "build", "card": "hero"})
    assert hero["cost"] == 4 and hero["black_market"] == ["indigo", "coffee"]
    snap = ok(
        "act",
        {
            "actions": [
                hero["code"],
                {"type": "black_market", "good": "coffee"},
                {"type": "pass", "decision": "black_market"},
                {"type": "pay", "card": "smithy"},
                {"type": "pay", "card": "archive"},
                {"type": "pay", "card": "well"},
            ]
        },
    )
    me = snap["view"]["players"][0]
    assert [b["card"] for b in me["buildings"]][-1] == "hero" and me["hand_size"] == 0
    assert GAME.id == snap["game"]
    while not snap["your_turn"] or snap["view"]["phase"]["name"] != "producer":
        if snap["your_turn"]:
            role = next(
                (e for e in snap["legal"] if e["action"] == {"type": "role", "role": "producer"}),
                snap["legal"][-1],
            )
            snap = ok("act", {"action": role["code"]})
        else:
            snap = ok("bot_step", {})
    privilege = 1 if snap["view"]["roles"]["producer"] == 0 else 0
    assert snap["allowance"] == 2 + privilege  # one, the aqueduct's and the producer's
