"""Positions at a kind of decision, for the coach's end-to-end tests: a game of medium bots
played until seat 0 is to decide something a test wants (a build among several, a mayor's
placing...), as a position document the page opens."""

from __future__ import annotations

from collections.abc import Callable

from pr_core import bots, games
from pr_core.rng import Random


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
