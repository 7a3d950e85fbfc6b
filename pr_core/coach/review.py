"""A finished game's review: every decision of the human searched again from his view, in
chunks (the page asks again until it is done, showing the progress and the time left, and may
stop asking), with a budget a fraction of the advising level's, so that a whole game takes about
a minute in the browser.

At each decision the search also walks what he played (`Search.consider`), so its estimate
stands beside the search's preferred choice. The review gives, per decision, the position's
estimate (the preferred choice's: the curve over the game), the played choice's, and the
difference; and the costliest decisions. Every figure is the bot's estimate, not a fact.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, cast

from ..rng import Random
from .estimates import estimate
from .hints import played_choice

if TYPE_CHECKING:
    from ..bots.ismcts import Search, SearchBot
    from ..game import AnyGame
    from ..json_checks import JSON
    from ..record import Record
    from .parts import Coach

WALKS: Final = 100  # walks a decision (the expert's are 400 to 800)
COSTLIEST: Final = 3  # the decisions the review singles out
STANDING_SAMPLES: Final = 4  # samples of the hidden parts a position's standing is averaged on
VERSION: Final = 1  # of the review document (saved with the game)


def decisions(record: Record[Any, Any], seat: int) -> list[tuple[int, tuple[Any, ...]]]:
    """The human's decisions worth a search: (index of its first action, its actions), a
    decision being what he played in one go (a mayor's arrangement, a payment); those with a
    single legal choice are left out."""
    game = record.game
    starts = set(record.decisions)
    found: list[tuple[int, tuple[Any, ...]]] = []
    for first in record.decisions:
        end = first + 1
        while (
            end < len(record)
            and end not in starts
            and record.states[end].current_player == seat
            and not game.is_terminal(record.states[end])
        ):
            end += 1
        if len(game.legal_actions(record.states[first])) > 1:
            found.append((first, tuple(record.actions[first:end])))
    return found


class Review:
    """A review under way: the decisions, the one being searched, the entries done."""

    def __init__(
        self, game: AnyGame, coach: Coach, record: Record[Any, Any], seat: int, seed: int
    ) -> None:
        self.game, self.coach, self.record, self.seat, self.seed = game, coach, record, seat, seed
        self.steps = len(record)  # the moves reviewed (a review is of the game as it was)
        self.todo = decisions(record, seat)
        self.entries: list[JSON] = []
        self.level = cast("type[SearchBot[Any, Any]]", game.bot_levels[coach.level])
        self.current: tuple[SearchBot[Any, Any], Search[Any, Any]] | None = None
        self.seconds = 0.0  # time spent searching, for the page's estimate of the time left

    @property
    def finished(self) -> bool:
        return len(self.entries) == len(self.todo)

    def progress(self) -> JSON:
        return {"done": len(self.entries), "total": len(self.todo), "seconds": self.seconds}

    def run(self, seconds: float) -> bool:
        """Searches for about `seconds` more; True once every decision is done."""
        started = time.perf_counter()
        until = started + seconds
        while not self.finished and time.perf_counter() < until:
            first, plan = self.todo[len(self.entries)]
            if self.current is None:
                state = self.record.states[first]
                bot = self.level(iterations=WALKS, seconds=None)
                view = self.game.player_view(state, self.seat)
                search = bot.start(view, self.game.legal_actions(state), Random(self.seed + first))
                search.search_anyway()
                search.consider(plan)
                self.current = (bot, search)
            bot, search = self.current
            if bot.think(search, until - time.perf_counter()):
                self.entries.append(self.entry(first, plan, search))
                self.current = None
        self.seconds += time.perf_counter() - started
        return self.finished

    def entry(self, first: int, plan: Sequence[Any], search: Search[Any, Any]) -> JSON:
        """One decision's figures (docs/bridge.md, "review")."""
        ranking = search.ranking()
        best = ranking[0]
        played = played_choice(ranking, plan)
        best_estimate = estimate(self.coach, best.mean)
        position = best_estimate if self.coach.standing is None else self.standing(first)
        played_estimate = estimate(self.coach, played.mean if played else None)
        loss = None
        if best_estimate is not None and played_estimate is not None:
            loss = max(0.0, best_estimate - played_estimate)
        return {
            "step": first,
            "played": self.described(first, plan),
            "best": self.described(first, best.plan),
            "same": played is best,
            "estimate": position,
            "played_estimate": played_estimate,
            "loss": loss,
        }

    def standing(self, first: int) -> float:
        """The player's lead before decision `first`, by the game's evaluation, averaged over
        samples of what he could not see."""
        assert self.coach.standing is not None
        view = self.game.player_view(self.record.states[first], self.seat)
        leads = [
            self.coach.standing(self.coach.sample(view, Random(self.seed + first + k)), self.seat)
            for k in range(STANDING_SAMPLES)
        ]
        return sum(leads) / len(leads)

    def described(self, first: int, plan: Sequence[Any]) -> list[JSON]:
        """A decision's actions as the page words them: the first as a legal entry (with the
        facts a player weighed: a price...), the others by code and JSON form."""
        code = int(plan[0])
        entry = next(
            e for e in self.game.page.legal_entries(self.record.states[first]) if e["code"] == code
        )
        return [entry] + [{"code": int(a), "action": a.to_json()} for a in plan[1:]]

    def result(self) -> JSON:
        """The finished review as the page shows it and the save keeps it."""
        costly = sorted(
            (e for e in self.entries if e["loss"] is not None and e["loss"] > 0),
            key=lambda e: -e["loss"],
        )[:COSTLIEST]
        return {
            "version": VERSION,
            "steps": len(self.record),
            "measure": self.coach.measure,
            "walks": WALKS,
            "decisions": self.entries,
            "costliest": [e["step"] for e in costly],
        }


def kept(doc: object, steps: int) -> JSON | None:
    """A saved review, if it is one of this version for the game's `steps` moves (else None: a
    review is only figures worked out from the game, so one that is not sound is done again)."""
    if not isinstance(doc, dict) or doc.get("version") != VERSION or doc.get("steps") != steps:
        return None
    entries = doc.get("decisions")
    costliest = doc.get("costliest")
    if not (isinstance(entries, list) and isinstance(costliest, list)):
        return None
    if not all(isinstance(e, dict) and type(e.get("step")) is int for e in entries):
        return None
    if not all(type(step) is int for step in costliest):
        return None
    return doc
