"""The bots inside Pyodide: the searching levels (strong, expert), given the same view, seed and
iteration budget, choose exactly what they choose in CPython, in Puerto Rico (base and Expansion
I) and San Juan. Their searches add up floats and call math.log, math.exp and math.sqrt, so this
also holds the WebAssembly build's floating point to CPython's. Run under Node
(tests/pyodide/run_python.mjs), resumed from the memory snapshot of a freshly built wheel as a
player's browser starts (1.3 s here, where a plain boot that installs the wheel takes 5.5 s;
tests/test_pyodide.py and test_bridge_pyodide.py start it both ways).
"""

import pytest
from pyodide_boots import run_both

pytestmark = pytest.mark.pyodide

TIMEOUT = 300

# Walks seeded random games and, every few decisions, asks each searching bot (a small budget, no
# time limit) for its choice from the player's view; prints every choice.
SCRIPT = r"""
import sys
from pr_core import bots, games
from pr_core.rng import Random

GAMES = (("puerto-rico", {}), ("puerto-rico", {"expansion": "random"}), ("san-juan", {}))
for game_id, options in GAMES:
    game = games.get(game_id)
    searchers = [
        (level, bots.make(level, game, iterations=40, seconds=None))
        for level in ("strong", "expert")
    ]
    state = game.new_game(4, 11, **options)
    walker = Random(5)
    decisions = 0
    while not game.is_terminal(state) and decisions < 240:
        legal = game.legal_actions(state)
        if decisions % 12 == 0 and len(legal) > 1:
            seat = state.current_player
            view = game.player_view(state, seat)
            for level, bot in searchers:
                choice = bot.choose(view, legal, Random(decisions))
                print(game_id, options, decisions, level, legal.index(choice))
        state = game.apply_action(state, walker.choice(legal))
        decisions += 1
print("bots-env", sys.platform, file=sys.stderr)
"""


def test_the_searching_bots_choose_the_same_in_pyodide_and_cpython(tmp_path, pr_core_wheel):
    pyodide, cpython = run_both(SCRIPT, "memory snapshot", pr_core_wheel, tmp_path, TIMEOUT)
    assert "bots-env emscripten" in pyodide.stderr.decode(), "not run inside Pyodide"
    ours, theirs = cpython.stdout.decode().splitlines(), pyodide.stdout.decode().splitlines()
    assert len(ours) > 20, "too few decisions searched to compare"
    for cpython_line, pyodide_line in zip(ours, theirs, strict=True):
        assert pyodide_line == cpython_line, "the bot chose otherwise in Pyodide"
