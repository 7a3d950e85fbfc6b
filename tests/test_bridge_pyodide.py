"""The bridge inside Pyodide: the same games played through `pr_core.bridge.handle` in the real
Pyodide interpreter (under Node, tests/pyodide/run_python.mjs, from a freshly built wheel) answer
with exactly the bytes CPython answers with: snapshots, saves, undo, replay and scenarios. Both
ways the browser starts the engine: a plain boot, and a resume from the memory snapshot.

Node is required, as for test_pyodide.py: a missing Node or Pyodide fails rather than skips.
"""

import inspect

import pytest
from pyodide_boots import BOOTS, ROOT, run_both
from test_bridge import random_arrangement

pytestmark = pytest.mark.pyodide

TIMEOUT = 180

# Plays whole games through the protocol (JSON text only) and prints every response; timings go
# to stderr. The human picks from `legal` with a fixed generator and arranges colonists at times
# (by test_bridge.py's random_arrangement, copied into the script).
CALLS = r"""
import json, sys, time
import pr_core
from pr_core import bridge
from pr_core.rng import Random

def call(kind, payload=None):
    text = bridge.handle(json.dumps({"type": kind, "payload": payload or {}}))
    print(text)
    return json.loads(text)

"""
GAMES = r"""
start = time.perf_counter()
requests = 0
for players, seat, seed in ((2, 1, 5), (4, 0, 6), (5, 3, 7)):
    rng = Random(seed)
    snap = call("new_game", {"players": players, "seat": seat, "seed": seed})["result"]
    while snap["scores"] is None:
        requests += 1
        if snap["mayor"] and rng.below(2):
            arranged = random_arrangement(snap["mayor"], rng)
            snap = call("arrange", {"arrangement": arranged})["result"]
        elif snap["your_turn"]:
            snap = call("act", {"action": rng.choice(snap["legal"])["code"]})["result"]
        else:
            snap = call("bot_step")["result"]
# Saves, undo, replay and scenarios: a save made here resumes to the same bytes there.
saved = call("export")["result"]["save"]
steps = snap["steps"]
call("replay", {"step": steps // 2})
call("undo")
call("play_from", {"step": steps // 3})
call("resume", {"save": saved})
for name in ("captain-4p", "harbor-wharf", "guild-hall"):
    call("load_scenario", {"id": name, "seed": 3})
    call("play_from", {"step": 0})
call("scenarios")
call("resume", {"save": saved[:100]})
call("act", {"action": 1024})
call("dance")
bridge.handle("{broken")
random_seed = json.loads(bridge.handle('{"type": "new_game", "payload": {"players": 3}}'))
assert random_seed["ok"], random_seed
elapsed = time.perf_counter() - start
print(f"bridge-env {sys.platform} {requests} requests {elapsed * 1000 / requests:.2f} ms each "
      f"pr_core {pr_core.__file__}", file=sys.stderr)
"""
SCRIPT = CALLS + inspect.getsource(random_arrangement) + GAMES


@pytest.mark.parametrize("boot", BOOTS)
def test_the_bridge_answers_the_same_in_pyodide_and_cpython(tmp_path, boot, pr_core_wheel):
    pyodide, cpython = run_both(SCRIPT, boot, pr_core_wheel, tmp_path, TIMEOUT)
    env = next(
        line for line in pyodide.stderr.decode().splitlines() if line.startswith("bridge-env ")
    )
    assert env.startswith("bridge-env emscripten") and str(ROOT) not in env, env
    assert pyodide.stdout, "Pyodide printed nothing"
    if pyodide.stdout != cpython.stdout:
        for number, (a, b) in enumerate(
            zip(cpython.stdout.splitlines(), pyodide.stdout.splitlines()), 1
        ):
            if a != b:
                pytest.fail(
                    f"response {number} differs:\nCPython: {a[:1500]!r}\nPyodide: {b[:1500]!r}",
                    pytrace=False,
                )
        pytest.fail("Pyodide and CPython printed a different number of responses", pytrace=False)
