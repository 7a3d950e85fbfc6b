"""The hint at the human's decision: the coach's level searches it from his view, in chunks (the
page asks again until it is done, showing the progress, and may stop asking at any time), and
its three best choices are read for the page (estimates.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, cast

from ..bots.ismcts import Choice
from ..rng import Random
from .estimates import choice_json

if TYPE_CHECKING:
    from ..bots.ismcts import Node, Search, SearchBot
    from ..game import AnyGame
    from ..json_checks import JSON
    from .parts import Coach

CHOICES: Final = 3  # the choices a hint shows


class Hint:
    """One decision's hint under way: the position it is for, the bot and its search."""

    __slots__ = ("state", "bot", "search", "view")

    def __init__(self, game: AnyGame, coach: Coach, state: Any, seat: int, rng: Random) -> None:
        self.state = state  # the position hinted (a hint is for this one only)
        # The level's full budget, without the browser's time limit: the page's chunks pace it.
        level = cast("type[SearchBot[Any, Any]]", game.bot_levels[coach.level])
        self.bot = level(seconds=None)
        self.view = game.player_view(state, seat)
        self.search: Search[Any, Any] = self.bot.start(self.view, game.legal_actions(state), rng)
        self.search.search_anyway()

    def think(self, seconds: float) -> bool:
        """Searches for about `seconds` more; True once the search is done."""
        return self.bot.think(self.search, seconds)

    def progress(self) -> float:
        return self.search.progress(self.bot)

    def result(self, game: AnyGame, coach: Coach, seat: int, seed: int) -> JSON:
        """The hint as the page shows it (docs/bridge.md, "hint")."""
        choices = [
            Choice(whole_decision(self.search, c.plan, seat), c.walks, c.mean)
            for c in self.search.ranking()[:CHOICES]
        ]
        return {
            "measure": coach.measure,
            "walks": self.search.iterations,
            "choices": [choice_json(game, coach, self.view, c, seat, seed) for c in choices],
        }


def whole_decision(search: Search[Any, Any], plan: tuple[Any, ...], seat: int) -> tuple[Any, ...]:
    """A one-action plan made the player's whole decision: while the same player goes on
    choosing actions of the same kind (the councillor's second card kept, the next barrel
    stored), the search's most walked choice at each step (as far as its tree went)."""
    if len(plan) != 1:
        return plan  # a whole decision already (the mayor's arrangement)
    rules = search.model.game
    state = rules.apply_action(search.model.resample(search.root_state, Random(0)), plan[0])
    node: Node[Any] | None = search.root.children.get(plan[0])
    kind = plan[0].kind
    whole = list(plan)
    while node is not None and not rules.is_terminal(state) and state.actor == seat:
        legal = set(rules.legal_actions(state))
        walked = [
            (child.visits, action)
            for action, child in node.children.items()
            if action in legal and action.kind == kind and child.visits
        ]
        if not walked:
            break
        action = max(walked)[1]
        whole.append(action)
        state = rules.apply_action(state, action)
        node = node.children[action]
    return tuple(whole)
