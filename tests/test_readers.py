"""The readers at the door: hostile text of every shape is refused at every door of the bridge
with the door's plain refusal and the game in play unchanged; a game file up to the page's limit
(1 MB) reaches the reader whatever it holds, however much escaping doubles it in the request;
the depth check reads text as JSON does. The 1 MB run prints its table (tests/readers_benchmark.py,
written to dist/readers-benchmark.txt and shown at the end of the run: tests/conftest.py)."""

import json
import pathlib

import pytest
import readers_benchmark as bench
from hypothesis import given, settings
from hypothesis import strategies as st

from pr_core import bridge, json_checks

TABLE = pathlib.Path(__file__).resolve().parent.parent / "dist" / "readers-benchmark.txt"
# Every shape is refused at every door (a player's name is at most json_checks.MAX_NAME long).
ACCEPTED: set[tuple[str, str]] = set()


@pytest.fixture(autouse=True)
def a_game_in_play():
    bridge.reset()
    bench.answer(json.dumps({"type": "new_game", "payload": {"players": 3, "seed": 5}}))
    yield
    bridge.reset()


def saved() -> str:
    return bench.answer('{"type": "export"}')["result"]["save"]


def test_every_hostile_shape_is_refused_at_every_door_and_the_game_is_unchanged():
    before = saved()
    for shape_name, shape in bench.SHAPES.items():
        text = shape(20_000)
        for door_name, (wrap, code) in bench.DOORS.items():
            if (shape_name, door_name) in ACCEPTED:
                continue
            reply = bench.answer(wrap(text))
            assert not reply["ok"], (shape_name, door_name)
            assert reply["error"]["code"] == code, (shape_name, door_name, reply["error"])
            assert saved() == before, (shape_name, door_name)


@pytest.mark.parametrize("fill", ["\x01", "\t", "\n", "\x1f"])
def test_a_game_file_of_control_characters_gets_the_plain_message(fill):
    """The page sends a file that is not JSON as it is: escaping multiplies it by up to 6."""
    before = saved()
    text = fill * (bridge.MAX_TEXT - 1000)
    reply = bench.answer(json.dumps({"type": "resume", "payload": {"save": text}}))
    assert reply["error"]["code"] == "bad_save"
    assert reply["error"]["reason"] == "not_a_save"
    assert reply["error"]["message"].startswith("The file is not a saved game")
    reply = bench.answer(json.dumps({"type": "load_game", "payload": {"position": text}}))
    assert reply["error"]["code"] == "bad_position"
    assert "not valid JSON" in reply["error"]["message"]
    assert saved() == before


def test_a_save_padded_with_tabs_opens_and_a_file_over_the_limit_is_too_long():
    save = bench.real_save()
    padded = save[:1] + "\t" * 600_000 + save[1:]
    reply = bench.answer(json.dumps({"type": "resume", "payload": {"save": padded}}))
    assert reply["ok"] and reply["result"]["scores"]
    over = "\t" * (bridge.MAX_TEXT + 1)
    reply = bench.answer(json.dumps({"type": "resume", "payload": {"save": over}}))
    assert reply["error"]["code"] == "bad_save"
    assert "too long" in reply["error"]["message"]


def nested(depth: int, inner: str = "1") -> str:
    return '{"a[": ' * depth + inner + "}" * depth


def test_text_nested_32_deep_is_read_and_33_refused_whatever_its_strings_hold():
    assert json_checks.parse(nested(32))
    with pytest.raises(json_checks.TooDeep):
        json_checks.parse(nested(33))
    # brackets in strings, escaped quotes and backslashes do not nest
    assert json_checks.parse(json.dumps(["[[[" * 40, '\\"[{' * 40, "\\" * 41]))
    # an unclosed string runs to the end: nothing after its quote nests
    with pytest.raises(ValueError):
        json_checks.parse('"' + '\\"' * 50 + "[" * 50)
    # ...but a string closed after an escaped backslash does end there
    with pytest.raises(json_checks.TooDeep):
        json_checks.parse('["\\\\", ' + "[" * 40)


def depth_as_json_reads_it(text: str) -> int:
    """The deepest nesting json.loads would reach reading `text` up to its first mistake."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == "\\":
            break  # not JSON: json.loads stops here
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(['"', "\\", "[", "{", "]", "}", "a", "\\\\", '\\"']), max_size=80))
def test_the_depth_check_refuses_whatever_json_would_read_too_deeply(pieces):
    text = "[" * 30 + "".join(pieces)
    if depth_as_json_reads_it(text) > json_checks.MAX_DEPTH:
        with pytest.raises(json_checks.TooDeep):
            json_checks.parse(text)


def test_a_megabyte_of_each_hostile_shape_is_refused_at_every_door():
    """The benchmark at its full size: the table is printed at the end of the run; here only
    what each door answers is checked."""
    per_char = bench.normal_seconds_per_char()
    rows = bench.run(990_000, repeats=2)
    TABLE.parent.mkdir(exist_ok=True)
    TABLE.write_text(bench.table(rows, per_char) + "\n", encoding="utf-8")
    codes = {door: code for door, (_, code) in bench.DOORS.items()}
    for shape, door, _, _, code in rows:
        if (shape, door) not in ACCEPTED:
            assert code == codes[door], (shape, door, code)
