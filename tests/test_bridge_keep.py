"""The `keep` request (docs/bridge.md): a warehouse or storehouse owner keeps a whole set of
barrels as one decision, any set within the snapshot's greatest keeps and of one barrel at least
(docs/rules/puerto-rico.md#storing); anything else is refused and changes nothing."""

import json
from pathlib import Path

import pytest

from pr_core import bridge
from pr_core.rng import Random

# Ana stores after loading with an occupied small warehouse (every barrel of one kind, and one
# barrel more): 3 corn, 1 indigo, 2 sugar. Bo and Cy have nothing left.
STORING = json.loads((Path(__file__).parent / "data" / "storing-small-warehouse.json").read_text())


@pytest.fixture(autouse=True)
def fresh_bridge():
    bridge.reset()
    yield
    bridge.reset()


def send(kind, payload):
    return json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload})))


def ok(kind, payload):
    response = send(kind, payload)
    assert response["ok"], response
    return response["result"]


def refused(kind, payload):
    response = send(kind, payload)
    assert not response["ok"], payload
    return response["error"]


def held(snap, seat=0):
    return {g: n for g, n in snap["view"]["players"][seat]["goods"].items() if n}


def storing():
    return ok("load_game", {"position": STORING, "seat": 0, "bots": [None, "medium", "medium"]})


def test_the_snapshot_offers_every_greatest_keep():
    snap = storing()
    keep = snap["keep"]
    assert keep["goods"] == {"corn": 3, "indigo": 1, "sugar": 2}
    assert keep["decided"] == {}
    greatest = [{g: n for g, n in k.items() if n} for k in keep["greatest"]]
    assert sorted(greatest, key=lambda k: sorted(k.items())) == sorted(
        [
            {"corn": 3, "indigo": 1},
            {"corn": 3, "sugar": 1},
            {"indigo": 1, "sugar": 2},
            {"corn": 1, "sugar": 2},
        ],
        key=lambda k: sorted(k.items()),
    )


def test_fewer_than_the_most_is_kept_as_one_decision_and_undone_as_one():
    storing()
    snap = ok("keep", {"kept": {"corn": 1}})
    assert held(snap) == {"corn": 1}
    assert snap["keep"] is None
    stored = [e for e in snap["events"] if e["type"] == "stored" and e["player"] == 0]
    assert stored == [
        {
            "type": "stored",
            "player": 0,
            "kept": {"corn": 1},
            "lost": {"corn": 2, "indigo": 1, "sugar": 2},
        }
    ]
    back = ok("undo", {})
    assert held(back) == {"corn": 3, "indigo": 1, "sugar": 2}
    assert back["keep"] is not None


@pytest.mark.parametrize(
    "kept, words",
    [
        ({"corn": 3, "sugar": 2}, "cannot hold all of that"),
        ({}, "barrel at least"),
        ({"corn": 4}, "more barrels of a good than you have"),
        ({"wine": 1}, None),
        ({"corn": -1}, None),
        ({"corn": "2"}, None),
        ([1, 2], None),
    ],
)
def test_a_keep_that_cannot_be_is_refused_and_changes_nothing(kept, words):
    before = storing()
    error = refused("keep", {"kept": kept})
    if words:
        assert error["code"] == "illegal_action" and words in error["message"], error
    else:
        assert error["code"] == "bad_request", error
    after = ok("snapshot", {})
    assert after["view"] == before["view"] and after["keep"] == before["keep"]


def test_keep_is_refused_outside_a_storing_turn():
    ok("new_game", {"players": 3, "seat": 0, "seed": 5})
    error = refused("keep", {"kept": {"corn": 1}})
    assert error["code"] == "illegal_action" and "storing turn" in error["message"]


def test_in_whole_games_every_keep_within_the_greatest_is_taken_as_sent():
    # The human keeps a random set within the offered greatest keeps at every such turn; his
    # barrels after it are exactly that set.
    kept_turns = 0
    for seed in range(6):
        rng = Random(seed)
        snap = ok(
            "new_game",
            {"players": 3, "seat": 0, "seed": 40 + seed, "expansion": "all"},
        )
        while snap["scores"] is None:
            if snap["keep"]:
                most = rng.choice(snap["keep"]["greatest"])
                wanted = {g: rng.below(n + 1) for g, n in most.items()}
                for g, n in snap["keep"]["decided"].items():
                    wanted[g] = n
                if not any(wanted.values()):
                    wanted = most
                snap = ok("keep", {"kept": wanted})
                stored = next(
                    e for e in snap["events"] if e["type"] == "stored" and e["player"] == 0
                )
                assert stored["kept"] == {g: n for g, n in wanted.items() if n}
                kept_turns += 1
            elif snap["your_turn"]:
                snap = ok("act", {"action": rng.choice(snap["legal"])["code"]})
            else:
                snap = ok("bot_step", {})
    assert kept_turns >= 3
