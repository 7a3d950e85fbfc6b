"""What a game gives the coach (its `Game.coach`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

if TYPE_CHECKING:
    from ..bots.base import View
    from ..json_checks import JSON
    from ..rng import Random

# What a search's mean reward at the root measures: the chooser's chance to win ("chance"), or
# a squashed lead over the rivals ("lead", in VP once unsquashed with `lead_scale`).
Measure = Literal["chance", "lead"]


class Fact(NamedTuple):
    """One thing a look-ahead counts (reasons.py): what (`kind`, the game's word), for whom
    (`player`, a seat), of what (`subject`: a building, a good, a role... or None) and, for a
    fact between two players, the other one (`other`)."""

    kind: str
    player: int
    subject: str | None = None
    other: int | None = None


Tally = dict[Fact, int]  # a look-ahead's facts, each with its count (VP, doubloons, barrels...)


def add(tally: Tally, fact: Fact, n: int = 1) -> None:
    """Counts `n` more of `fact` (a nil count leaves no fact behind)."""
    if n:
        tally[fact] = tally.get(fact, 0) + n


class Teller(Protocol):
    """How a game's coach tells why one choice is better than another (reasons.py): a look-ahead
    from each choice, played the same way on the same samples, and what it counted."""

    def play(self, state: Any, legal: Sequence[Any], rng: Random, /) -> Any:
        """The move of whoever acts in a look-ahead (the bots' plain heuristic: quick, and the
        way the search itself expects the others to play)."""
        ...

    def over(self, start: Any, state: Any, seat: int, /) -> bool:
        """Whether the look-ahead from `start` (the decision's position) is over at `state`:
        the round is, or the player is to choose his next role."""
        ...

    def tally(self, start: Any, events: Sequence[JSON], end: Any, seat: int, /) -> Tally:
        """What happened between `start` and `end`, as the player saw it (`events`: those he
        was shown, the decision's own first). Never names what he could not see: a drawn card
        or plantation is counted, not named."""
        ...

    def worth(self, fact: Fact, amount: int, /) -> float:
        """What `amount` more of `fact` is worth to its player, in VP or what is worth about as
        much: negative for what he would rather not have (barrels lost). The reasons that speak
        for a choice are told first, the most important first."""
        ...


@dataclass(frozen=True)
class Coach:
    level: str  # the bot level whose search advises (the strongest: "expert")
    sample: Callable[[View, Random], Any]  # (view, rng) -> a State consistent with the view,
    #   what it hides guessed (the bots' own sampling)
    measure: Measure
    teller: Teller  # the reasons: a look-ahead from each choice and what it counts
    review_walks: int = 100  # the review's screening budget, a decision (review.py)
    lead_scale: float = 1.0  # for "lead": the VP of a reward's log-odds (the search's scale)
    # For "lead": (state, seat) -> the seat's lead over his best rival in VP, as the game's
    # evaluation sees the position (the review's curve: a search's squashed advantage weighs
    # the rivals in its own way, so its level is no lead, only its differences are)
    standing: Callable[[Any, int], float] | None = None
