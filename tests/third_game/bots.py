"""The third game's bot levels, weakest first: the shared random baseline and a greedy player
that draws while its card is low and keeps the higher of two."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pr_core.bots import Bot, RandomBot
from pr_core.rng import Random

from .rules import DRAW_ACTION, STAND_ACTION, Action


class GreedyBot(Bot[Action]):
    id = "greedy"
    name = "Greedy"
    description = "Draws while its card is 3 or less, then keeps the higher card."

    def choose(self, view: Any, legal: Sequence[Action], rng: Random) -> Action:
        hand = view["players"][view["viewer"]]["hand"]
        if view["phase"]["name"] == "keep":
            return next(a for a in legal if a.to_json() == {"type": "keep", "card": max(hand)})
        return DRAW_ACTION if DRAW_ACTION in legal and max(hand) <= 3 else STAND_ACTION


LEVELS: dict[str, type[Bot[Action]]] = {"random": RandomBot, "greedy": GreedyBot}
