"""The fuzz through the bridge: messages of every kind sent to `bridge.handle` (what the engine's
worker calls), counted by answer. Whatever a message holds, the engine answers it with a plain
refusal or does it: never `internal`, and a refused message never changes the game.

    .venv/bin/python tests/fuzz_bridge.py [--seed 1] [--count 50000]

Messages (one game is kept in play, moved on by the valid ones, replaced now and then):
- valid: requests a page sends in a real game (act with a legal action, bot_step, hint and review
  with small budgets, undo, snapshot, replay, play_from, export, resume, load_game,
  load_scenario, new_game, hello, bots, scenarios), the searches kept short;
- edge-valued: a valid request with one field set to an edge value (0, -1, 99,999, 100,000,
  2^53, floats, long text, wrong types, null, nesting) or added;
- mutated text: a valid request's text with characters flipped, cut short, a key doubled or a
  field removed;
- random: random JSON values as the request or its payload;
- positions and saves: the game's save, or its position, with one field changed to an edge
  value (half of the time a number set at or beyond its bounds), removed or doubled, sent to
  resume and load_game; one that is accepted is then played on (some decisions, a hint at each
  of the human's, the bots' moves: "played on").
tests/test_fuzz_bridge.py runs 2,000 of them in `make test`.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from typing import Any

import bridge_schemas

from pr_core import bridge

EDGES: list[Any] = [
    0,
    -1,
    1,
    2,
    99_999,
    100_000,
    2**53,
    2**53 - 1,
    2**64,
    -(2**63),
    0.5,
    1.0,
    -0.0,
    1e308,
    1e-320,
    "",
    "x" * 10_000,
    "\u0000",
    "0",
    True,
    False,
    None,
    [],
    {},
    [[[[]]]],
    {"a": {"b": [1, "c"]}},
    [0] * 1000,
]
KINDS = ("valid", "edge", "mutated", "random", "document")


class Fuzz:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.counts: Counter[str] = Counter()
        self.kinds: Counter[str] = Counter()
        self.internals: list[tuple[str, str]] = []  # (request, detail)
        self.changed: list[tuple[str, str]] = []  # (request, answer)
        self.unlike: list[tuple[str, str]] = []  # (request, what the schemas say of its answer)
        self.schemas = bridge_schemas.Checker()
        self.snap: dict[str, Any] | None = None
        bridge.reset()
        hello = self.send_raw('{"type": "hello"}')
        self.games = hello["result"]["games"]
        self.scenarios = [s["id"] for s in self.send_raw('{"type": "scenarios"}')["result"]]

    # --- sending ---------------------------------------------------------------------------
    def send_raw(self, text: str) -> dict[str, Any]:
        reply: dict[str, Any] = json.loads(bridge.handle(text))
        return reply

    def game_now(self) -> tuple[str, int | None] | None:
        session = bridge._session
        if session is None:
            return None
        return session.save_text(), session.scenario_step

    def send(self, text: str, kind: str) -> dict[str, Any]:
        before = self.game_now()
        reply = self.send_raw(text)
        self.kinds[kind] += 1
        self.check_schemas(text, reply)
        if reply["ok"]:
            self.counts["ok"] += 1
            result = reply["result"]
            if isinstance(result, dict) and "legal" in result:
                self.snap = result
        else:
            code = reply["error"]["code"]
            self.counts[code] += 1
            if code == "internal":
                self.internals.append((text[:300], reply["error"].get("detail", "")))
            if self.game_now() != before:
                self.changed.append((text[:300], json.dumps(reply)[:300]))
        return reply

    def check_schemas(self, text: str, reply: dict[str, Any]) -> None:
        """The answer as the bridge's JSON Schemas describe it, and as the game's do for a
        sample (tests/bridge_schemas.py); a request answered ok was a request of its type."""
        session = bridge._session
        game_id = None if session is None else session.game.id
        kind = json.loads(text)["type"] if reply["ok"] else ""
        errors = self.schemas.errors(kind, reply, game_id)
        if errors:
            self.unlike.append((text[:300], "; ".join(errors[:3])))

    # --- valid requests ------------------------------------------------------------------------
    def new_game(self) -> tuple[str, dict[str, Any]]:
        rng = self.rng
        game = rng.choice(self.games)
        players = rng.choice(game["players"])
        seat = rng.randrange(players)
        levels = [level["id"] for level in game["bot_levels"]]
        bots = [None if s == seat else rng.choice(levels) for s in range(players)]
        payload: dict[str, Any] = {
            "game": game["id"],
            "players": players,
            "seat": seat,
            "bots": bots,
            "seed": rng.randrange(2**31),
        }
        for key, values in game["options"].items():
            if rng.random() < 0.5:
                payload[key] = rng.choice(values)
        return "new_game", payload

    def valid(self) -> tuple[str, dict[str, Any]]:
        rng = self.rng
        snap = self.snap
        if snap is None or bridge._session is None or rng.random() < 0.01:
            return self.new_game()
        steps = snap.get("steps", 0)
        if snap.get("scores") is None:
            if snap.get("your_turn") and snap.get("legal") and rng.random() < 0.8:
                return "act", {"action": rng.choice(snap["legal"])["code"]}
            if snap.get("bot_to_act") and rng.random() < 0.8:
                return "bot_step", {"think_ms": rng.choice([1, 2, 5])}
        elif rng.random() < 0.3:
            return self.new_game()
        if snap.get("your_turn") and snap.get("game") == "puerto-rico" and rng.random() < 0.1:
            return self.puerto_rico_request(snap)
        choice = rng.random()
        if choice < 0.1:
            if snap.get("legal") and rng.random() < 0.3:
                consider = [[entry["code"]] for entry in rng.sample(snap["legal"], 1)]
                return "hint", {"think_ms": rng.choice([1, 2]), "consider": consider}
            return "hint", {"think_ms": rng.choice([1, 2, 5])}
        if choice < 0.15:
            return "review", {"think_ms": 1}
        if choice < 0.3:
            return "undo", {}
        if choice < 0.4:
            return "snapshot", {"full_log": rng.random() < 0.5}
        if choice < 0.5:
            return "replay", {"step": rng.randint(0, steps)}
        if choice < 0.55:
            return "play_from", {"step": rng.randint(0, steps)}
        if choice < 0.65:
            return "export", {}
        if choice < 0.75:
            return "resume", {"save": snap["save"]}
        if choice < 0.8:
            position = json.loads(snap["save"])["position"]
            sent = json.dumps(position) if rng.random() < 0.5 else position
            return "load_game", {"position": sent, "seat": 0}
        if choice < 0.85:
            return "load_scenario", {"id": rng.choice(self.scenarios)}
        if choice < 0.9:
            return rng.choice(["hello", "scenarios", "bots"]), {}
        return self.new_game()

    def puerto_rico_request(self, snap: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        """Puerto Rico's own requests: a mayor's arrangement, the goods kept in storing."""
        rng = self.rng
        names = ["corn", "indigo", "sugar", "tobacco", "coffee", "quarry", "hacienda"]
        mayor = snap.get("mayor")
        if isinstance(mayor, dict):
            names += [key for key in json.dumps(mayor).split('"')[1::2] if key.isidentifier()]
        picked = rng.sample(names, rng.randint(0, 3))
        if rng.random() < 0.5:
            return "arrange", {"arrangement": {n: rng.randint(0, 3) for n in picked}}
        return "keep", {"kept": {n: rng.randint(0, 2) for n in picked}}

    # --- the other kinds --------------------------------------------------------------------
    def edge(self) -> str:
        rng = self.rng
        kind, payload = self.valid()
        fields = sorted(bridge._FIELDS.get(kind, set()) | set(payload)) or ["x"]
        payload = dict(payload)
        payload[rng.choice(fields)] = rng.choice(EDGES)
        request: dict[str, Any] = {"type": kind, "payload": payload}
        if rng.random() < 0.05:
            request[rng.choice(["type", "payload", "id"])] = rng.choice(EDGES)
        return json.dumps(request)

    def mutated(self) -> str:
        rng = self.rng
        kind, payload = self.valid()
        text = json.dumps({"type": kind, "payload": payload})
        how = rng.random()
        if how < 0.3:  # characters flipped
            chars = list(text)
            for _ in range(rng.randint(1, 4)):
                chars[rng.randrange(len(chars))] = chr(rng.choice([rng.randrange(32, 127), 0, 92]))
            return "".join(chars)
        if how < 0.5:  # cut short
            return text[: rng.randrange(len(text))]
        if how < 0.7:  # a key doubled
            other = rng.choice(sorted(bridge._FIELDS) + ["act"])
            return text[:-1] + f', "type": {json.dumps(other)}}}'
        if how < 0.85 and payload:  # a field removed
            payload = dict(payload)
            del payload[rng.choice(sorted(payload))]
            return json.dumps({"type": kind, "payload": payload})
        # a piece repeated
        start = rng.randrange(len(text))
        piece = text[start : start + rng.randint(1, 20)]
        return text[:start] + piece * rng.randint(2, 50) + text[start:]

    def random_value(self, depth: int = 0) -> Any:
        rng = self.rng
        pick = rng.random()
        if depth > 4 or pick < 0.4:
            return rng.choice(EDGES[:22])
        if pick < 0.7:
            return [self.random_value(depth + 1) for _ in range(rng.randint(0, 4))]
        keys = ["type", "payload", "action", "step", "save", "position", "seat", "x"]
        return {rng.choice(keys): self.random_value(depth + 1) for _ in range(rng.randint(0, 4))}

    def random(self) -> str:
        rng = self.rng
        if rng.random() < 0.5:
            return json.dumps(self.random_value())
        kind = rng.choice(sorted(bridge._FIELDS))
        return json.dumps({"type": kind, "payload": self.random_value()})

    def document(self) -> str:
        """The game's save or position with one field changed, sent to resume or load_game."""
        rng = self.rng
        if self.snap is None:
            return self.random()
        save = json.loads(self.snap["save"])
        as_position = rng.random() < 0.5
        doc = save["position"] if as_position else save
        self.change_one_field(doc)
        if as_position:
            sent: Any = json.dumps(doc) if rng.random() < 0.5 else doc
            return json.dumps({"type": "load_game", "payload": {"position": sent}})
        return json.dumps({"type": "resume", "payload": {"save": json.dumps(save)}})

    def change_one_field(self, doc: Any) -> None:
        rng = self.rng
        numbers = list(number_fields(doc))
        if numbers and rng.random() < 0.5:  # a count at its bounds: the readers' edges
            parent, key = rng.choice(numbers)
            parent[key] = rng.choice([0, 1, 12, 99_999, 100_000, -1, 2**53, 1.5])
            return
        node, parent, key = doc, doc, None
        for _ in range(rng.randint(1, 5)):  # down a random path
            if isinstance(node, dict) and node:
                step: Any = rng.choice(sorted(node))
            elif isinstance(node, list) and node:
                step = rng.randrange(len(node))
            else:
                break
            parent, key = node, step
            child = node[step]
            if not isinstance(child, (dict, list)) or not child or rng.random() < 0.3:
                break
            node = child
        if key is None:
            return
        how = rng.random()
        if how < 0.6:
            parent[key] = rng.choice(EDGES)
        elif how < 0.75 and isinstance(parent, dict):
            del parent[key]
        elif how < 0.85 and isinstance(parent, list):
            parent.append(parent[key])
        elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += rng.choice([-1, 1])
        else:
            parent[key] = rng.choice(EDGES)

    # --- the run ----------------------------------------------------------------------------
    def message(self) -> tuple[str, str]:
        kind = self.rng.choices(KINDS, weights=(45, 20, 15, 8, 12))[0]
        if kind == "valid":
            name, payload = self.valid()
            return kind, json.dumps({"type": name, "payload": payload})
        return kind, getattr(self, kind)()

    def run(self, count: int) -> None:
        sent = 0
        while sent < count:
            kind, text = self.message()
            reply = self.send(text, kind)
            sent += 1
            if kind == "document" and reply["ok"]:  # an odd position accepted: it must play on
                sent += self.play_on(min(8, count - sent))

    def play_on(self, count: int) -> int:
        """Some decisions in the game in play, with a hint at each of the human's: what a player
        of an accepted document does next. Returns the messages sent."""
        sent = 0
        while sent < count and self.snap is not None and self.snap.get("scores") is None:
            if self.snap.get("your_turn") and self.snap.get("legal"):
                self.send(json.dumps({"type": "hint", "payload": {"think_ms": 1}}), "played on")
                code = self.rng.choice(self.snap["legal"])["code"]
                request = {"type": "act", "payload": {"action": code}}
            else:
                request = {"type": "bot_step", "payload": {"think_ms": 2}}
            reply = self.send(json.dumps(request), "played on")
            sent += 2 if request["type"] == "act" else 1
            if not reply["ok"]:
                break
        return sent


def number_fields(node: Any) -> Any:
    """(container, key) of every whole number in the document (not true or false)."""
    pairs = node.items() if isinstance(node, dict) else enumerate(node)
    for key, value in pairs:
        if type(value) is int:
            yield node, key
        elif isinstance(value, (dict, list)):
            yield from number_fields(value)


def report(fuzz: Fuzz, count: int, seconds: float) -> str:
    lines = [f"{count:,} messages in {seconds:.1f} s"]
    lines.append("by kind: " + ", ".join(f"{k} {n:,}" for k, n in sorted(fuzz.kinds.items())))
    lines.append("by answer: " + ", ".join(f"{k} {n:,}" for k, n in fuzz.counts.most_common()))
    lines.append(
        f"internal: {len(fuzz.internals)}; refused but the game changed: {len(fuzz.changed)}"
    )
    causes = Counter(detail.split("\n")[0] for _, detail in fuzz.internals)
    for cause, n in causes.most_common():
        lines.append(f"  {n:,} x {cause}")
    for request, detail in fuzz.internals[:3]:
        lines.append(f"  internal after {request!r}:\n{detail}")
    for request, answer in fuzz.changed[:5]:
        lines.append(f"  changed by {request!r}: {answer}")
    lines.append(f"answers unlike the schemas: {len(fuzz.unlike)}")
    for request, errors in fuzz.unlike[:5]:
        lines.append(f"  {request!r}: {errors}")
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=50_000)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    fuzz = Fuzz(args.seed)
    fuzz.run(args.count)
    print(report(fuzz, args.count, time.perf_counter() - start))


if __name__ == "__main__":
    main(sys.argv[1:])
