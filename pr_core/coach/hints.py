"""The hint at the human's decision: the coach's level searches it from his view, in chunks (the
page asks again until it is done, showing the progress, and may stop asking at any time), and
its three best choices are read for the page (estimates.py), each with the reasons it is better
or worse than the one it is compared with (reasons.py): the first against the second, the others
against the first. A page may also ask for decisions of its own to be weighed (`consider`: a
puzzle's rulebook move, the reader's answer), each against the first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, cast

from ..bots.ismcts import Choice
from ..rng import Random
from .estimates import about_equal, choice_json
from .reasons import brings, compare, look_ahead

if TYPE_CHECKING:
    from ..bots.ismcts import Node, Search, SearchBot
    from ..game import AnyGame
    from ..json_checks import JSON
    from .parts import Coach, Tally

CHOICES: Final = 3  # the choices a hint shows


class Hint:
    """One decision's hint under way: the position it is for, the decisions to weigh, the bot
    and its search."""

    __slots__ = ("state", "consider", "bot", "search", "view")

    def __init__(
        self,
        game: AnyGame,
        coach: Coach,
        state: Any,
        seat: int,
        rng: Random,
        consider: Sequence[tuple[Any, ...]] = (),
    ) -> None:
        self.state = state  # the position hinted (a hint is for this one only)
        self.consider = tuple(consider)  # whole decisions the page asked to be weighed
        # The level's full budget, without the browser's time limit: the page's chunks pace it.
        level = cast("type[SearchBot[Any, Any]]", game.bot_levels[coach.level])
        self.bot = level(seconds=None)
        self.view = game.player_view(state, seat)
        self.search: Search[Any, Any] = self.bot.start(self.view, game.legal_actions(state), rng)
        self.search.search_anyway()
        for plan in self.consider:
            self.search.consider(plan)

    def think(self, seconds: float) -> bool:
        """Searches for about `seconds` more; True once the search is done."""
        return self.bot.think(self.search, seconds)

    def progress(self) -> float:
        return self.search.progress(self.bot)

    def result(self, game: AnyGame, coach: Coach, seat: int, seed: int) -> JSON:
        """The hint as the page shows it (docs/bridge.md, "hint")."""
        ranking = self.search.ranking()
        top = [
            Choice(
                whole_decision(game, coach, self.view, self.search, c.plan),
                c.walks,
                c.mean,
                c.spread,
            )
            for c in ranking[:CHOICES]
        ]
        tallies: dict[tuple[Any, ...], list[Tally | None]] = {}

        def tallied(plan: tuple[Any, ...]) -> list[Tally | None]:
            if plan not in tallies:
                tallies[plan] = look_ahead(game, coach, self.view, plan, seat, seed)
            return tallies[plan]

        def weighed(choice: Choice[Any], versus: int | None) -> JSON:
            shown = choice_json(game, coach, self.view, choice, seat, seed)
            own = tallied(choice.plan)
            if versus is None:
                return shown | {"versus": None, "equal": False, "reasons": brings(coach, own, seat)}
            rival = top[versus]
            reasons = compare(coach, own, tallied(rival.plan), seat)
            if not reasons:  # nothing tells them apart: what the choice brings, then
                reasons = brings(coach, own, seat)
            equal = about_equal(coach, choice, rival)
            return shown | {"versus": versus, "equal": equal, "reasons": reasons}

        def versus(plan: tuple[Any, ...]) -> int | None:
            """The choice another is compared with: the second for the first, else the first."""
            if len(top) < 2:
                return None
            return 1 if plan[:1] == top[0].plan[:1] else 0

        considered: list[JSON | None] = []
        for plan in self.consider:
            found = played_choice(ranking, plan)
            if found is None:
                considered.append(None)  # not a choice of this position after all
                continue
            choice = Choice(plan, found.walks, found.mean, found.spread)
            considered.append(weighed(choice, versus(plan)))
        result: JSON = {
            "measure": coach.measure,
            "walks": self.search.iterations,
            "choices": [weighed(c, versus(c.plan)) for c in top],
        }
        if self.consider:
            result["considered"] = considered
        return result


def played_choice(ranking: Sequence[Choice[Any]], plan: Sequence[Any]) -> Choice[Any] | None:
    """The ranking's choice that is the decision `plan` (its plan begins the decision's
    actions)."""
    for choice in ranking:
        if tuple(plan[: len(choice.plan)]) == choice.plan:
            return choice
    return None


def whole_decision(
    game: AnyGame, coach: Coach, view: JSON, search: Search[Any, Any], plan: tuple[Any, ...]
) -> tuple[Any, ...]:
    """A one-action plan made the player's whole decision: while the same player goes on
    choosing actions of the same kind in the game (the councillor's second card kept, the next
    barrel stored), the search's most walked choice at each step, as far as its tree went; past
    it, where the decision cannot end there (every legal action of that kind), the bots' plain
    rule (`Teller.play`). The steps are played on a sample of the player's view by the game's own
    rules: a search's simulator may play a role's whole phase in one move, where it ends."""
    if len(plan) != 1:
        return plan  # a whole decision already (the mayor's arrangement)
    seat = view["viewer"]
    rng = Random(0)
    state = game.apply_action(coach.sample(view, rng), plan[0])
    node: Node[Any] | None = search.root.children.get(plan[0])
    kind = plan[0].kind
    whole = list(plan)
    while not game.is_terminal(state) and state.current_player == seat:
        legal = game.legal_actions(state)
        same = [a for a in legal if a.kind == kind]
        walked = (
            []
            if node is None
            else [
                (child.visits, action)
                for action, child in node.children.items()
                if action in same and child.visits
            ]
        )
        if walked:
            action = max(walked)[1]
            node = node.children[action] if node is not None else None
        elif same and len(same) == len(legal):
            action = coach.teller.play(state, same, rng)
            node = None
        else:
            break
        whole.append(action)
        state = game.apply_action(state, action)
    return tuple(whole)
