"""Positions at a kind of decision, for the coach's end-to-end tests: a game of medium bots
played until seat 0 is to decide something a test wants (a build among several, a mayor's
placing...), as a position document the page opens; a game's save a number of decisions in or
at its end, reviewed or not (the engine in the test's process plays it)."""

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


def ask(kind: str, payload: dict) -> dict:
    """The engine's answer in this process (pr_core.bridge, as the page's worker asks it)."""
    answer = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload})))
    assert answer["ok"], answer
    return answer["result"]


def save_text(save: str | dict) -> str:
    """A snapshot's or review's save as a game file's text."""
    return save if isinstance(save, str) else json.dumps(save)


def play_random(new_game: dict, rng_seed: int, decisions: int | None = None) -> dict:
    """The bridge's game of `new_game` (new_game's payload, seat 0 a person) played by a random
    player (seeded) against its bots, to its end, or, given `decisions`, until the player has
    made that many and is to make the next: its last snapshot (the bridge keeps the game)."""
    ask("hello", {})
    rng = random.Random(rng_seed)
    snap = ask("new_game", new_game)
    made = 0
    while not snap["scores"] and not (snap["your_turn"] and made == decisions):
        if snap["your_turn"]:
            made += 1
            snap = ask("act", {"action": rng.choice(snap["legal"])["code"]})
        else:
            snap = ask("bot_step", {})
    return snap


def reviewed_save() -> str:
    """The bridge's finished game reviewed to its end: the game file's text with the review."""
    answer = ask("review", {"think_ms": 5000})
    while "thinking" in answer:
        answer = ask("review", {"think_ms": 5000})
    return save_text(answer["save"])


def _player_turns(game_id: str, players: int, seed: int, lang: str, options: dict):
    """The snapshots of a game the new-game screen would start in `lang` (its default names,
    medium bots, `seed`, the game's `options`) at each of seat 0's decisions and at its end, a
    random player (seeded) deciding for seat 0."""
    words = json.loads((I18N / f"{lang}.json").read_text())
    names = [words["setup.defaultName"], *words["setup.botNames"].split(",")][:players]
    ask("hello", {})
    rng = random.Random(seed)
    snap = ask(
        "new_game",
        {"game": game_id, "players": players, "seed": seed, "names": names,
         "bots": [None] + ["medium"] * (players - 1), **options},
    )  # fmt: skip
    while True:
        if snap["scores"] or snap["your_turn"]:
            yield snap
        if snap["scores"]:
            return
        if snap["your_turn"]:
            snap = ask("act", {"action": rng.choice(snap["legal"])["code"]})
        else:
            snap = ask("bot_step", {})


def save_after(
    game_id: str, players: int, seed: int, decisions: int, lang: str = "en", **options
) -> str:
    """The save (its JSON text) of a game the new-game screen would start in `lang` (its default
    names, medium bots, `seed`, the game's `options` such as expansion="draft") once a random
    player (seeded) has made `decisions` decisions and is to make the next, or at its end if it
    ends first (as Table.play_turns): played by the engine in this process, faster than by the
    page for a test that checks the screen it reaches, not the way there."""
    for made, snap in enumerate(_player_turns(game_id, players, seed, lang, options)):
        if made == decisions or snap["scores"]:
            return save_text(snap["save"])
    raise AssertionError("a game ends")


def save_before_end(
    game_id: str, players: int, seed: int, left: int, lang: str = "en", **options
) -> str:
    """The save of the game save_after plays, `left` of the player's decisions before its end
    (at its start if it has fewer): for a test that checks the last stretch of a game and its
    end screen, not the whole way there."""
    turns = [save_text(s["save"]) for s in _player_turns(game_id, players, seed, lang, options)]
    return turns[max(0, len(turns) - 1 - left)]


def save_at_last(
    game_id: str,
    players: int,
    seed: int,
    wanted: Callable[[dict], bool],
    lang: str = "en",
    **options,
) -> str:
    """The save of the game save_after plays at the last of the player's decisions that
    `wanted(snapshot)` says is one: for a test that checks a late decision of a kind and the
    game's end from there."""
    turns = _player_turns(game_id, players, seed, lang, options)
    return save_text([s for s in turns if not s["scores"] and wanted(s)][-1]["save"])
