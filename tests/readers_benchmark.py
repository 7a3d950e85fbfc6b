"""The readers' benchmark: how long the engine takes to refuse a megabyte of hostile text at each
door of the bridge (docs/bridge.md, "Limits on what comes in"). Printed, never asserted
(tests/test_readers.py asserts what the player is told and runs this at 1 MB in `make test`,
printing the table).

    .venv/bin/python tests/readers_benchmark.py [--size CHARACTERS] [--repeats 3]

Every shape is sent through each door as the page would send it: as the request's text itself,
as a position (load_game: the page's Open a game file for a position file, an embed's
load_position), as a saved game (resume: Open a game file) and as a scenario's id. The last
column compares the time with reading a real saved game of the same size (per byte).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from typing import Any

from pr_core import bots, bridge, games
from pr_core.record import Record
from pr_core.rng import Random
from pr_core.session import Session

# A shape: its size in characters -> its text.
Shape = Callable[[int], str]


def _repeat(head: str, unit: str, tail: str, size: int) -> str:
    return head + unit * max(1, (size - len(head) - len(tail)) // len(unit)) + tail


def _position() -> dict[str, Any]:
    game = games.DEFAULT
    return dict(game.to_dict(game.new_game(3, 7)))


def _position_with_many_players(size: int) -> str:
    doc = _position()
    one = json.dumps(doc["players"][0])
    doc["players"] = [doc["players"][0]] * max(1, size // (len(one) + 1))
    return json.dumps(doc)


def _position_with_a_long_name(size: int) -> str:
    doc = _position()
    doc["players"][0] = dict(doc["players"][0], name="n" * size)
    return json.dumps(doc)


def _save_with_many_moves(size: int) -> str:
    """A real game's save whose list of moves repeats its first move (a megabyte of them)."""
    save = json.loads(real_save())
    first = json.dumps(save["actions"][0])
    save["actions"] = [save["actions"][0]] * max(1, size // (len(first) + 1))
    return json.dumps(save)


SHAPES: dict[str, Shape] = {
    "escaped quotes, unclosed": lambda n: _repeat('"', '\\"', "", n),
    "deep [[[[": lambda n: "[" * n,
    'deep {"a":{"a":': lambda n: _repeat("", '{"a":', "", n),
    "1 MB of digits": lambda n: "1" * n,
    "numbers of 4,000 digits": lambda n: _repeat("[", "9" * 4000 + ",", "1]", n),
    "1e99999…": lambda n: _repeat("1e", "9", "", n),
    "-0.000…1": lambda n: _repeat("-0.", "0", "1", n),
    "control characters, raw": lambda n: "\x01" * n,
    "line breaks": lambda n: "\n" * n,
    "tabs": lambda n: "\t" * n,
    "control characters, escaped": lambda n: _repeat('"', "\\u0001", '"', n),
    "many keys": lambda n: "{" + ",".join(f'"k{i}":0' for i in range(n // 10)) + "}",
    "backslashes": lambda n: _repeat('"', "\\\\", '"', n),
    "huge array of zeros": lambda n: _repeat("[", "0,", "0]", n),
    "position, many players": _position_with_many_players,
    "position, a long name": _position_with_a_long_name,
    "save, many moves": _save_with_many_moves,
}

# A door: the shape's text -> the request that carries it, and the refusal expected there.
DOORS: dict[str, tuple[Callable[[str], str], str]] = {
    "request": (lambda text: text, "bad_request"),
    "position": (
        lambda text: json.dumps({"type": "load_game", "payload": {"position": text}}),
        "bad_position",
    ),
    "save": (lambda text: json.dumps({"type": "resume", "payload": {"save": text}}), "bad_save"),
    "scenario": (
        lambda text: json.dumps({"type": "load_scenario", "payload": {"id": text}}),
        "bad_request",
    ),
}


_SAVE: list[str] = []


def real_save() -> str:
    """A whole game's save (random moves to the end: about 300 of them), made once."""
    if not _SAVE:
        game = games.DEFAULT
        record = Record(game.new_game(3, 11), game)
        chooser = Random(11)
        while not game.is_terminal(record.state):
            legal = game.legal_actions(record.state)
            record.play(legal[chooser.below(len(legal))])
        level = bots.default_level(game)
        _SAVE.append(Session(record, 0, [None, level, level], 11, 11).save_text())
    return _SAVE[0]


def answer(request: str) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(bridge.handle(request))
    return result


def timed(request: str) -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    reply = bridge.handle(request)
    return time.perf_counter() - start, json.loads(reply)


def run(size: int, repeats: int = 1) -> list[tuple[str, str, int, float, str]]:
    """(shape, door, characters sent, seconds (the best of `repeats`), answer code) for every
    shape at every door."""
    rows = []
    for shape_name, shape in SHAPES.items():
        text = shape(size)
        for door_name, (wrap, _) in DOORS.items():
            request = wrap(text)
            seconds, reply = min((timed(request) for _ in range(repeats)), key=lambda t: t[0])
            code = "ok" if reply["ok"] else reply["error"]["code"]
            rows.append((shape_name, door_name, len(request), seconds, code))
    return rows


def normal_seconds_per_char() -> float:
    """The time to resume a real saved game, per character of its request (best of 5)."""
    request = json.dumps({"type": "resume", "payload": {"save": real_save()}})
    best = min(timed(request)[0] for _ in range(5))
    return best / len(request)


def table(rows: list[tuple[str, str, int, float, str]], per_char: float) -> str:
    lines = [
        "Refusing hostile text (CPython; goal: each under 0.5 s)",
        f"{'shape':<30} {'door':<9} {'chars':>9} {'seconds':>8} {'x save':>7}  answer",
    ]
    for shape, door, chars, seconds, code in rows:
        ratio = seconds / (per_char * chars)
        lines.append(f"{shape:<30} {door:<9} {chars:>9,} {seconds:>8.3f} {ratio:>7.1f}  {code}")
    worst = max(rows, key=lambda row: row[3])
    lines.append(
        f"slowest: {worst[0]} at the {worst[1]} door, {worst[3]:.3f} s; a real save reads at "
        f"{per_char * 1e6:.3f} s per million characters"
    )
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=990_000, help="characters of each shape")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each (the best counts)")
    args = parser.parse_args(argv)
    answer(json.dumps({"type": "new_game", "payload": {"players": 3, "seed": 5}}))
    per_char = normal_seconds_per_char()
    print(table(run(args.size, args.repeats), per_char))


if __name__ == "__main__":
    main(sys.argv[1:])
