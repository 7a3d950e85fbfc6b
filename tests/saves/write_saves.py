"""Writes this version's saves into tests/saves/<version>/: each release runs it once, commits what
it wrote, and never changes the saves of an earlier version (tests/test_old_saves.py opens them
all; docs/saves.md).

    .venv/bin/python tests/saves/write_saves.py

The games are played through the bridge as the app plays them: random bots, and the human's
decisions drawn from a fixed generator, so the same version writes the same files.
"""

import json
import sys
from collections.abc import Callable
from pathlib import Path

from pr_core import __version__, bridge
from pr_core.rng import Random

HERE = Path(__file__).resolve().parent
Snapshot = dict[str, object]


def request(kind: str, payload: dict[str, object] | None = None) -> Snapshot:
    response = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload or {}})))
    if not response["ok"]:
        raise SystemExit(f"{kind} {payload} was refused: {response['error']['message']}")
    result: Snapshot = response["result"]
    return result


def play_on(snap: Snapshot, rng: Random, decisions: int) -> Snapshot:
    """Until the human has made `decisions` more decisions, or the game is over."""
    while snap["scores"] is None and decisions:
        if snap["your_turn"]:
            legal = snap["legal"]
            assert isinstance(legal, list)
            snap = request("act", {"action": rng.choice(legal)["code"]})
            decisions -= 1
        else:
            snap = request("bot_step")
    return snap


def game(players: int, seed: int, decisions: int, **options: object) -> Callable[[], Snapshot]:
    def played() -> Snapshot:
        bots: list[str | None] = ["random"] * players
        bots[0] = None
        payload = {"players": players, "seat": 0, "bots": bots, "seed": seed, **options}
        return play_on(request("new_game", payload), Random(seed), decisions)

    return played


def example(scenario: str) -> Callable[[], Snapshot]:
    def shown() -> Snapshot:
        request("load_scenario", {"id": scenario, "seed": 1})
        return request("replay", {"step": 1})

    return shown


OVER = 10**6  # decisions: to the end
SAVES: dict[str, Callable[[], Snapshot]] = {
    "puerto-rico-3p-mid": game(3, 12, 20),
    "puerto-rico-4p-over": game(4, 41, OVER),
    "puerto-rico-expansion-all-4p-mid": game(4, 5, 40, expansion="all"),
    # In 0.1.0 its craftsman phases asked about guests where later versions do not.
    "puerto-rico-expansion-all-4p-guests-mid": game(4, 7, 50, expansion="all"),
    "puerto-rico-expansion-draft-3p-over": game(3, 7, OVER, expansion="draft"),
    "puerto-rico-example-captain": example("captain-4p"),
    "san-juan-3p-mid": game(3, 12, 15, game="san-juan"),
    "san-juan-2p-over": game(2, 9, OVER, game="san-juan"),
}


def main() -> None:
    out = HERE / __version__
    if out.exists() and "--replace" not in sys.argv:
        raise SystemExit(f"{out} exists: an earlier version's saves are never rewritten")
    out.mkdir(exist_ok=True)
    for name, make in SAVES.items():
        bridge.reset()
        make()
        text = request("export")["save"]
        assert isinstance(text, str)
        (out / f"{name}.json").write_text(text + "\n", encoding="utf-8")
        print(f"{out.name}/{name}.json: {len(text):,} bytes")


if __name__ == "__main__":
    main()
