"""A finished game's review: every decision of the human searched again from his view, in
chunks (the page asks again until it is done, showing the progress and the time left, and may
stop asking), in two passes, so that a decision is called a mistake only where the hint at that
position would agree (docs/coach.md, "The review"):

1. **Screening**: each decision searched with a small budget (the game's `Coach.review_walks`),
   the played choice walked beside the search's own (`Search.consider`). A decision the bot
   itself settles by rule, played as the rule plays it, needs no search. This gives the curve
   over the game and a first idea of each decision's cost.
2. **Checking**: the decisions that look costliest (`CHECKED` at most) searched again exactly as
   the hint at that position searches it (the same level, budget and generator): the preferred
   choice is the hint's first. Where that search did not walk what was played, a second search
   walks it beside the others. A loss is told only where it exceeds the search's own noise
   (estimates.about_equal: "about equal" otherwise), with the reasons the preferred choice is
   better (reasons.py).

Every figure is the bot's estimate, not a fact.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, cast

from ..rng import Random, seed_state
from .estimates import about_equal, estimate
from .hints import Hint, played_choice, whole_decision
from .reasons import compare, look_ahead

if TYPE_CHECKING:
    from ..bots.ismcts import Search, SearchBot
    from ..game import AnyGame
    from ..json_checks import JSON
    from ..record import Record
    from .parts import Coach

CHECKED: Final = 6  # decisions searched again with the hint's budget, the costliest-looking first
CHECK_COST: Final = 4.0  # a check takes about as long as this many screenings (3.5 measured in
#   both games: e2e/review_benchmark.py)
PACE: Final = 5  # decisions screened before the time left is estimated
COSTLIEST: Final = 3  # the decisions the review singles out
STANDING_SAMPLES: Final = 4  # samples of the hidden parts a position's standing is averaged on
VERSION: Final = 2  # of the review document (saved with the game; 1: before the checking)


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
    """A review under way: the decisions, the pass and the search under way, the entries."""

    def __init__(
        self, game: AnyGame, coach: Coach, record: Record[Any, Any], seat: int, seed: int
    ) -> None:
        self.game, self.coach, self.record, self.seat, self.seed = game, coach, record, seat, seed
        self.steps = len(record)  # the moves reviewed (a review is of the game as it was)
        self.todo = decisions(record, seat)
        self.plans = dict(self.todo)  # first action's index -> the decision's actions
        self.entries: list[JSON] = []  # screened, in the game's order
        self.checks: list[JSON] | None = None  # the entries to check, once screening is done
        self.checked = 0
        self.level = cast("type[SearchBot[Any, Any]]", game.bot_levels[coach.level])
        self.current: tuple[SearchBot[Any, Any], Search[Any, Any]] | None = None
        self.hints: list[Hint] = []  # the checking searches of the decision being checked
        self.seconds = 0.0  # time spent searching, for the estimate of the time left ...
        self.screening_seconds = 0.0  # ... of which screening

    @property
    def finished(self) -> bool:
        return self.checks is not None and self.checked == len(self.checks)

    def progress(self) -> JSON:
        """How far the review is: the pass under way ("screening" or "checking") and its
        decisions done of all, the seconds spent and an estimate of those left."""
        checks = CHECKED if self.checks is None else len(self.checks)
        screening = self.checks is None
        return {
            "stage": "screening" if screening else "checking",
            "done": len(self.entries) if screening else self.checked,
            "total": len(self.todo) if screening else checks,
            "seconds": self.seconds,
            "left": self.seconds_left(checks),
        }

    def seconds_left(self, checks: int) -> float | None:
        """The time left, at the pace so far (None until a few decisions tell the pace): a check
        as long as the checks done took, or, before the first, CHECK_COST screenings."""
        screened = len(self.entries)
        if screened < PACE:
            return None
        per_screening = self.screening_seconds / screened
        if self.checked:
            per_check = (self.seconds - self.screening_seconds) / self.checked
        else:
            per_check = per_screening * CHECK_COST
        left = per_screening * (len(self.todo) - screened) + per_check * (checks - self.checked)
        return round(left, 1)

    def run(self, seconds: float) -> bool:
        """Searches for about `seconds` more; True once every decision is done."""
        started = time.perf_counter()
        until = started + seconds
        while not self.finished and time.perf_counter() < until:
            if len(self.entries) < len(self.todo):
                self.screen(until)
                self.screening_seconds = self.seconds + time.perf_counter() - started
            elif self.checks is None:
                self.checks = self.to_check()
            else:
                self.check(self.checks[self.checked], until)
        self.seconds += time.perf_counter() - started
        return self.finished

    # --- screening -------------------------------------------------------------------------------
    def screen(self, until: float) -> None:
        """Goes on with the screening search of the next decision until `until`."""
        first, plan = self.todo[len(self.entries)]
        if self.current is None:
            state = self.record.states[first]
            bot = self.level(iterations=self.coach.review_walks, seconds=None)
            view = self.game.player_view(state, self.seat)
            search = bot.start(view, self.game.legal_actions(state), Random(self.seed + first))
            search.search_anyway()
            if search.by_rule is not None and plan[0] == search.by_rule:
                self.entries.append(self.by_rule(first, plan))  # played as the bot's rule
                return
            search.consider(plan)
            self.current = (bot, search)
        bot, search = self.current
        if bot.think(search, until - time.perf_counter()):
            self.entries.append(self.screened(first, plan, search))
            self.current = None

    def by_rule(self, first: int, plan: Sequence[Any]) -> JSON:
        described = self.described(first, plan)
        position = None if self.coach.standing is None else self.standing(first)
        return self.entry(first, described, described, True, position, None, None)

    def screened(self, first: int, plan: Sequence[Any], search: Search[Any, Any]) -> JSON:
        ranking = search.ranking()
        best = ranking[0]
        played = played_choice(ranking, plan)
        best_estimate = estimate(self.coach, best.mean)
        position = best_estimate if self.coach.standing is None else self.standing(first)
        entry = self.entry(
            first,
            self.described(first, plan),
            self.described(first, best.plan),
            played is best,
            position,
            estimate(self.coach, played.mean if played else None),
            best_estimate,
        )
        if played is not None and played is not best:
            entry["equal"] = about_equal(self.coach, best, played)
        return entry

    def to_check(self) -> list[JSON]:
        """The entries worth checking: the costliest first, CHECKED at most (the screening's
        noise is wide: one it calls about equal may still be a mistake)."""
        costly = [e for e in self.entries if not e["same"] and e["loss"]]
        costly.sort(key=lambda e: -e["loss"])
        return costly[:CHECKED]

    # --- checking --------------------------------------------------------------------------------
    def check(self, entry: JSON, until: float) -> None:
        """Goes on with checking `entry` until `until`: the hint's own search, then, if it did
        not walk what was played, a second search that does."""
        first = entry["step"]
        plan = self.plans[first]
        state = self.record.states[first]
        if not self.hints:
            self.hints.append(self.hint(state, first, ()))
        hint = self.hints[-1]
        if not hint.think(until - time.perf_counter()):
            return
        if len(self.hints) == 1 and played_choice(hint.search.ranking(), plan) is None:
            self.hints.append(self.hint(state, first, (plan,)))
            return
        own = self.hints[0].search  # the hint's search: its first choice is the hint's
        preferred = own.ranking()[0]
        view = self.game.player_view(state, self.seat)
        whole = whole_decision(self.game, self.coach, view, own, preferred.plan)
        ranking = hint.search.ranking()
        played = played_choice(ranking, plan)
        best = played_choice(ranking, preferred.plan) or preferred
        self.checked += 1
        self.hints = []
        if played is None:  # (a decision the search can take no other way: nothing to tell)
            return
        entry["checked"] = True
        entry["best"] = self.described(first, whole)
        entry["same"] = played.plan[:1] == preferred.plan[:1]
        entry["played_estimate"] = estimate(self.coach, played.mean)
        entry["loss"] = self.loss(estimate(self.coach, best.mean), entry["played_estimate"])
        entry["equal"] = not entry["same"] and about_equal(self.coach, best, played)
        if not entry["same"]:
            seed = self.seed + first
            this = look_ahead(self.game, self.coach, view, whole, self.seat, seed)
            other = look_ahead(self.game, self.coach, view, plan, self.seat, seed)
            entry["reasons"] = compare(self.coach, this, other, self.seat)

    def hint(self, state: Any, first: int, consider: Sequence[tuple[Any, ...]]) -> Hint:
        """The hint's own search at move `first` (its generator, as the session gives it)."""
        rng = Random(seed_state(self.seed) + first)
        return Hint(self.game, self.coach, state, self.seat, rng, consider)

    # --- entries ---------------------------------------------------------------------------------
    def entry(
        self,
        first: int,
        played: list[JSON],
        best: list[JSON],
        same: bool,
        position: float | None,
        played_estimate: float | None,
        best_estimate: float | None,
    ) -> JSON:
        """One decision's figures (docs/bridge.md, "review")."""
        return {
            "step": first,
            "played": played,
            "best": best,
            "same": same,
            "equal": False,
            "checked": False,
            "estimate": position,
            "played_estimate": played_estimate,
            "loss": self.loss(best_estimate, played_estimate),
            "reasons": [],
        }

    @staticmethod
    def loss(best: float | None, played: float | None) -> float | None:
        return None if best is None or played is None else max(0.0, best - played)

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
        """The finished review as the page shows it and the save keeps it: a decision is among
        the costliest only once checked, with a loss beyond the noise."""
        costly = sorted(
            (e for e in self.entries if e["checked"] and not e["same"] and not e["equal"]),
            key=lambda e: -(e["loss"] or 0.0),
        )
        return {
            "version": VERSION,
            "steps": len(self.record),
            "measure": self.coach.measure,
            "walks": self.coach.review_walks,
            "check_walks": self.level().iterations,
            "decisions": self.entries,
            "costliest": [e["step"] for e in costly[:COSTLIEST] if e["loss"]],
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
