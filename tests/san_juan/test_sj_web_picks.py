"""The page's San Juan decisions of several picks (web/js/games/san-juan/picks.js, run under Node)
send what the engine takes as one decision: in random games, whenever the human builds (with a
black market's goods where he has them), keeps, discards, tucks, produces or sells, the actions
the page composes for a choice a player could make are accepted whole by the bridge's `act`."""

import json
import pathlib
import random
import shutil
import subprocess

import pytest

from pr_core import bridge

HERE = pathlib.Path(__file__).resolve().parent
PICKS = HERE / "web" / "picks.mjs"
EDITED = {"build", "build_over", "pay", "keep", "discard", "tuck", "produce", "sell"}


def ask(kind, payload):
    answer = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload})))
    return answer


def decisions(games=6, seed=1):
    """(snapshot, its save) for every human decision the page edits, in random games."""
    rng = random.Random(seed)
    found = []
    for g in range(games):
        n = 2 + g % 3
        snap = ask(
            "new_game",
            {
                "game": "san-juan",
                "players": n,
                "seed": 100 + g,
                "bots": [None] + ["random"] * (n - 1),
                "start_hands": g % 2 == 1,
            },
        )["result"]
        while not snap["scores"]:
            if not snap["your_turn"]:
                snap = ask("bot_step", {})["result"]
                continue
            types = {e["action"]["type"] for e in snap["legal"]}
            if types & EDITED:
                found.append((snap, snap["save"]))
            snap = ask("act", {"action": rng.choice(snap["legal"])["code"]})["result"]
    return found


def test_the_pages_decisions_are_taken_whole_by_the_engine():
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is not installed (no `node` on PATH)")
    found = decisions()
    kinds = {snap["view"]["phase"]["name"] for snap, _ in found}
    assert {"builder", "producer", "trader", "councillor"} <= kinds, kinds
    # Every build a black market may help pay, and every third other one (each resume replays
    # its game): still every kind of decision, many times.
    found = [
        (snap, save)
        for i, (snap, save) in enumerate(found)
        if i % 3 == 0 or any("black_market" in e for e in snap["legal"])
    ]
    catalog = next(g for g in ask("hello", {})["result"]["games"] if g["id"] == "san-juan")
    lines = "\n".join(
        [json.dumps({"catalog": catalog["catalog"]})]
        + [
            json.dumps({"snap": {k: v for k, v in snap.items() if k != "save"}, "choice": i})
            for i, (snap, _) in enumerate(found)
        ]
    )
    done = subprocess.run(
        [node, str(PICKS)], input=lines, capture_output=True, text=True, timeout=120, check=True
    )
    answers = done.stdout.splitlines()
    assert len(answers) == len(found)
    sent = 0
    goods = 0
    for (snap, save), line in zip(found, answers):
        actions = json.loads(line)
        if actions is None:
            continue
        assert ask("resume", {"save": save})["ok"]
        answer = ask("act", {"actions": actions})
        assert answer["ok"], json.dumps(
            [snap["view"]["phase"], snap["view"]["players"][snap["seat"]]["hand"], actions, answer]
        )
        after = answer["result"]
        assert after["steps"] > snap["steps"]
        sent += 1
        goods += any(isinstance(a, dict) and a["type"] == "black_market" for a in actions)
    assert sent > 30, sent
    assert goods > 0, "a build paid with a black market's goods was tried"
