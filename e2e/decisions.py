"""Positions at a kind of decision, for the coach's end-to-end tests: a game of medium bots
played until seat 0 is to decide something a test wants (a build among several, a mayor's
placing...), as a position document the page opens; a game's save a number of decisions in (the
engine in the test's process plays it)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from pr_core import bots, bridge, games
from pr_core.rng import Random

I18N = Path(__file__).resolve().parent.parent / "web" / "i18n"


def position_at(
    game_id: str, players: int, seed: int, wanted: Callable[[list[dict]], bool]
) -> dict:
    """The first position of a game of medium bots where seat 0 is to make a decision
    `wanted(legal)` says is one (its legal actions' JSON forms)."""
    game = games.get(game_id)
    state = game.new_game(players, seed)
    bot = bots.make("medium", game)
    rng = Random(seed)
    while not game.is_terminal(state):
        legal = game.legal_actions(state)
        seat = state.current_player
        if seat == 0 and wanted([a.to_json() for a in legal]):
            return game.to_dict(state)
        state = game.apply_action(state, bot.choose(game.player_view(state, seat), legal, rng))
    raise AssertionError("no such decision in this game")


def kinds(legal: list[dict]) -> list[str]:
    """The types of a decision's legal actions."""
    return [a["type"] for a in legal]


def _ask(kind: str, payload: dict) -> dict:
    answer = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload})))
    assert answer["ok"], answer
    return answer["result"]


def save_after(game_id: str, players: int, seed: int, decisions: int, lang: str = "en") -> str:
    """The save (its JSON text) of a game the new-game screen would start in `lang` (its default
    names, medium bots, `seed`) once a random player (seeded) has made `decisions` decisions
    and is to make the next, or at its end if it ends first (as Table.play_turns): played by the
    engine in this process, faster than by the page for a test that checks the screen it
    reaches, not the way there."""
    words = json.loads((I18N / f"{lang}.json").read_text())
    names = [words["setup.defaultName"], *words["setup.botNames"].split(",")][:players]
    _ask("hello", {})
    rng = random.Random(seed)
    snap = _ask(
        "new_game",
        {"game": game_id, "players": players, "seed": seed, "names": names,
         "bots": [None] + ["medium"] * (players - 1)},
    )  # fmt: skip
    made = 0
    while not snap["scores"] and not (snap["your_turn"] and made == decisions):
        if snap["your_turn"]:
            made += 1
            snap = _ask("act", {"action": rng.choice(snap["legal"])["code"]})
        else:
            snap = _ask("bot_step", {})
    save = snap["save"]
    return save if isinstance(save, str) else json.dumps(save)
