"""Hostile input through the engine as the browser runs it: the same refusals in Pyodide (under
Node, from a freshly built wheel) as in CPython, none of them `internal`, and the game in play
unchanged after them. A file of 2,500 nested brackets once overflowed Pyodide's stack and left
the engine answering garbage (docs/position-format.md, "Validation and errors")."""

import json

import pytest
from pyodide_boots import run_both

pytestmark = pytest.mark.pyodide

TIMEOUT = 180
INPUT_REFUSALS = {"bad_request", "bad_save", "bad_position", "illegal_action", "not_your_turn"}

# Prints "REFUSED <code> <message>" per hostile request, or ACCEPTED (a damaged save may by chance
# still be a valid one: the game is then set back), and whether every refusal left the game as
# it was.
SCRIPT = r"""
import json
from pr_core import bridge
from pr_core.rng import Random

def send(text):
    answer = json.loads(bridge.handle(text))
    if answer["ok"]:
        print("ACCEPTED", text[:200])
        bridge.handle(request("resume", {"save": save}))
        return True
    print("REFUSED", answer["error"]["code"], answer["error"]["message"][:300])
    return game_now() == before

def request(kind, payload):
    return json.dumps({"type": kind, "payload": payload})

def game_now():
    return json.loads(bridge.handle(request("snapshot", {})))["result"]

bridge.handle(request("new_game", {"players": 3, "seat": 0, "seed": 4}))
before = game_now()
save = json.loads(bridge.handle(request("export", {})))["result"]["save"]
position = json.loads(save)["position"]
deep = "[" * 2500 + "]" * 2500
hostile = [
    deep,
    '{"type": "new_game", "payload": ' + deep + "}",
    request("resume", {"save": deep}),
    request("resume", {"save": '{"format": "pr-core-save", "version": 1, "start": ' + deep + "}"}),
    request("load_game", {"position": deep}),
    request("load_game", {"position": json.dumps(position)[:-1] + ', "governor": ' + deep + "}"}),
]
for field, value in (("game", []), ("game", {}), ("scenario", []), ("seat", 10**300),
                     ("seed", 2**60), ("decisions", [1e300])):
    hostile.append(request("resume", {"save": json.dumps({**json.loads(save), field: value})}))
for field, value in (("doubloons", 10**300), ("doubloons", 2**53 + 1), ("vp_chips", 1e300),
                     ("san_juan", -1)):
    players = [dict(p) for p in position["players"]]
    players[0][field] = value
    hostile.append(request("load_game", {"position": json.dumps({**position, "players": players})}))
rng = Random(11)
marks = '[]{}",:0123456789e-'
for _ in range(200):  # a save damaged here and there: cut, or a character changed
    at = rng.below(len(save))
    if rng.below(2):
        damaged = save[:at]
    else:
        damaged = save[:at] + marks[rng.below(len(marks))] + save[at + 1:]
    hostile.append(request("resume", {"save": damaged}))
unchanged = [send(text) for text in hostile]
print("UNCHANGED", all(unchanged))
"""


@pytest.mark.parametrize("boot", ["plain"])
def test_hostile_input_is_refused_alike_in_pyodide_and_cpython_and_changes_nothing(
    tmp_path, boot, pr_core_wheel
):
    pyodide, cpython = run_both(SCRIPT, boot, pr_core_wheel, tmp_path, TIMEOUT)
    lines = pyodide.stdout.decode("utf-8").splitlines()
    assert lines == cpython.stdout.decode("utf-8").splitlines()
    assert lines[-1] == "UNCHANGED True"
    answers = lines[:-1]
    assert len(answers) == 216
    refused = [line.split(" ", 2) for line in answers if line.startswith("REFUSED")]
    assert {code for _, code, _ in refused} <= INPUT_REFUSALS, json.dumps(refused[:5])
    # The hand-made ones are all refused (a damaged save may still be a valid one, by chance).
    assert all(line.startswith("REFUSED") for line in answers[:16]), answers[:16]
