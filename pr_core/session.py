"""The bridge's one game in play (of any game): its record, the human's seat, the bots and their
chance.

A bot's generator is derived from the game's seed, its seat and the move number, so the same seed
and moves replay the same bot moves, after an undo or a reload too.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, Generic

from . import bots
from .game import A, Game, S
from .record import Record
from .rng import Random, seed_state

if TYPE_CHECKING:
    from .bots.base import Bot
    from .bots.ismcts import Search
    from .coach.hints import Hint
    from .coach.review import Review
    from .json_checks import JSON


def dumps(obj: object) -> str:
    """Compact JSON, refusing NaN (the page's JSON.parse would)."""
    return json.dumps(obj, separators=(",", ":"), allow_nan=False)


class Session(Generic[S, A]):
    """The one game in play (what a game's own requests see of it: game.InPlay)."""

    __slots__ = (
        "record",
        "seat",
        "bots",
        "levels",
        "seed",
        "game_seed",
        "scenario",
        "scenario_step",
        "search",
        "hint",
        "hints",
        "review",
        "review_run",
        "played_before",
    )

    def __init__(
        self,
        record: Record[S, A],
        seat: int,
        levels: Sequence[str | None],
        seed: int,
        game_seed: int | None,
        scenario: str | None = None,
        scenario_step: int | None = None,
        hints: Sequence[int] = (),
        review: JSON | None = None,
        played_before: bool = False,
    ) -> None:
        self.record = record  # the start and every action since (pr_core.record)
        self.seat = seat  # the human's seat
        self.levels = levels  # per seat: bot level id, None for the human
        self.bots: list[Bot[A] | None] = [
            None
            if level is None
            else bots.make(level, record.game, **BROWSER_OPTIONS.get(level, {}))
            for level in levels
        ]
        self.seed = seed  # the bots' generators derive from it
        self.game_seed = game_seed  # shown once the game is over (None for a loaded position)
        self.scenario = scenario  # the rulebook scenario's id, if it is one
        # The rulebook move shown while the reader steps through a scenario (saved, so that a
        # reload comes back to it); None once the reader plays on.
        self.scenario_step = scenario_step
        # (state, search) of a bot thinking in chunks (bot_step); the search's own positions are
        # its game's search model's business
        self.search: tuple[S, Search[Any, A]] | None = None
        # The coach (pr_core/coach/): the hint being searched, the moves at which the human took
        # a hint (saved), the finished game's review (saved) and the review under way.
        self.hint: Hint | None = None
        self.hints: list[int] = list(hints)
        self.review: JSON | None = review
        self.review_run: Review | None = None
        # The human had decided before the record's start: moves lost when an earlier engine's
        # save opened at its position (saved, so that a reload still knows).
        self.played_before = played_before

    @property
    def game(self) -> Game[S, A]:
        """The game's rules (pr_core.game.Game)."""
        return self.record.game

    @property
    def state(self) -> S:
        """The current State (never changed in place)."""
        return self.record.state

    def play_decision(self, steps: Sequence[A]) -> list[JSON]:
        """Plays the human's actions as one decision (one undo), already checked to be legal in
        turn; returns the events he sees."""
        game = self.game
        events: list[JSON] = []
        self.record.begin_decision()
        for action in steps:
            events += game.events_for(game.step_events(self.record.play(action)), self.seat)
        return events

    def bot_rng(self, seat: int) -> Random:
        """The generator of the bot at `seat` for the decision at hand."""
        return Random(seed_state(bot_seed(self.seed, seat)) + len(self.record))

    def current_review(self) -> JSON | None:
        """The review of the game as it stands (one of an earlier ending is not shown)."""
        if self.review is None or self.review.get("steps") != len(self.record):
            return None
        return self.review

    @property
    def played_in(self) -> bool:
        """Whether replacing this game would take something of the player's: a decision of his
        in the record or before it (lost in a migration), or a rulebook example he opened. The one
        definition the page asks before replacing a saved game by (docs/saves.md)."""
        return (
            self.record.last_decision() is not None
            or self.played_before
            or self.scenario is not None
        )

    def save_text(self) -> str:
        """The save document's JSON text (docs/saves.md)."""
        fields = {
            "seat": self.seat,
            "bots": list(self.levels),
            "seed": self.seed,
            "game_seed": self.game_seed,
            "scenario": self.scenario,
            "scenario_step": self.scenario_step,
        }
        if self.hints:
            fields["hints"] = self.hints
        if self.played_before:
            fields["played_before"] = True
        review = self.current_review()
        if review is not None:
            fields["review"] = review
        return dumps(self.record.save(fields))


# In the browser the searching bots also stop at a time limit (their iteration budgets are sized
# so that this is rarely reached in Pyodide; docs/bots.md): a decision never takes much more.
BROWSER_OPTIONS: Final[dict[str, dict[str, float]]] = {
    "strong": {"seconds": 1.5},
    "expert": {"seconds": 2.0},
}


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at `seat` in a game with `seed`: distinct per seat and from the game's
    own generator (which uses `seed` itself)."""
    return seed * 16 + 1 + seat
