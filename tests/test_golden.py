"""Golden playthroughs (tests/golden/): every stored game, replayed from its seed and its recorded
actions, must give the stored lines exactly (actions, legal actions, events, every player's view,
final scores). On a difference the failure names the file, the first differing step and field.

Regenerate after an intended change: `python tests/golden/replay.py --regenerate`.
"""

import importlib.util
import os
import pathlib

import pytest

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden"


def _load_replay():
    spec = importlib.util.spec_from_file_location("golden_replay", GOLDEN / "replay.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


replay = _load_replay()
FILES = replay.golden_files()


def test_golden_files_are_the_recorded_games():
    problem = replay.check_game_list()
    if problem:
        pytest.fail(problem, pytrace=False)


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(p) for p in FILES])
def test_golden_game_replays_exactly(path):
    problem = replay.check(path)
    if problem:
        pytest.fail(problem, pytrace=False)
