"""Why one choice beats another, in the game's own terms (docs/coach.md, "Reasons").

From the player's view, the coach's sampling guesses what he cannot see; on each of a few
samples, each of the two choices is played and the game goes on by the bots' plain heuristic
(the game's `Teller.play`) until the look-ahead is over (the end of the round, or the player's
next role: `Teller.over`); the game's `Teller.tally` counts what happened (VP shipped, doubloons,
buildings, goods sold or lost, roles taken...), for the player and for the others. Both choices
meet the same luck: the same samples, the same generator for the look-ahead.

A reason is a difference between the two tallies that holds on every sample, in the same
direction: a guessed draw is never told as a fact. Where the amount differs between samples the
smallest is told, marked `least` ("at least"). Three at most: first those that speak for the
choice (what it is worth to the player, `Teller.worth`, about VP: his own gains, the others'
losses, another player's a little less than his own), the most important first; then what it
costs him.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from ..errors import IllegalActionError
from ..rng import Random

if TYPE_CHECKING:
    from ..game import AnyGame
    from ..json_checks import JSON
    from .parts import Coach, Fact, Tally

SAMPLES: Final = 4  # samples of the hidden parts a look-ahead is played on
MOST: Final = 3  # reasons told for a choice
RIVALS_SHARE: Final = 0.8  # another player's fact weighs this much of the player's own
LONGEST: Final = 1_000  # actions of a look-ahead at most (a round takes a few dozen)


def played(
    game: AnyGame, coach: Coach, view: JSON, plan: Sequence[Any], seat: int, seed: int
) -> tuple[Any, Any, list[JSON]] | None:
    """A sample of the position from `view` (guessed with a generator seeded `seed`) and `plan`
    played on it: (the sample, the state after, the events the player saw); None where the plan
    does not play on that sample."""
    start = state = coach.sample(view, Random(seed))
    events: list[JSON] = []
    try:
        for action in plan:
            state = game.apply_action(state, action)
            events += game.events_for(game.step_events(state), seat)
    except IllegalActionError:
        return None
    return start, state, events


def look_ahead(
    game: AnyGame, coach: Coach, view: JSON, plan: Sequence[Any], seat: int, seed: int
) -> list[Tally | None]:
    """The tallies of `plan` and what follows it on each sample (None where the plan does not
    play on that sample). Only `view` is read of the position."""
    teller = coach.teller
    found: list[Tally | None] = []
    for k in range(SAMPLES):
        done = played(game, coach, view, plan, seat, seed + k)
        if done is None:
            found.append(None)
            continue
        start, state, events = done
        rng = Random(seed + 7919 * (k + 1))  # the same for every choice on this sample
        for _ in range(LONGEST):
            if game.is_terminal(state) or teller.over(start, state, seat):
                break
            state = game.apply_action(state, teller.play(state, game.legal_actions(state), rng))
            events += game.events_for(game.step_events(state), seat)
        found.append(teller.tally(start, events, state, seat))
    return found


def steady(diffs: Sequence[int]) -> tuple[int, bool] | None:
    """A difference that holds on every sample: (its amount, whether it is the least of several
    amounts); None if it is nil on one sample or changes direction."""
    if all(d > 0 for d in diffs) or all(d < 0 for d in diffs):
        least = min(diffs, key=abs)
        return least, any(d != least for d in diffs)
    return None


def brings(coach: Coach, this: Sequence[Tally | None], seat: int) -> list[JSON]:
    """What `this` choice itself brings the player over the look-ahead, where nothing tells it
    from the other: his own facts that hold on every sample, told as `compare` tells
    differences (`difference` false). (What the others do meanwhile may be the same whatever
    he chooses: no reason for his choice.)"""
    own: list[Tally | None] = [
        None if t is None else {f: n for f, n in t.items() if f.player == seat} for t in this
    ]
    nothing: list[Tally | None] = [None if t is None else {} for t in own]
    return [r | {"difference": False} for r in compare(coach, own, nothing, seat)]


def _order(fact: Fact) -> tuple[str, int, str, int]:
    return fact.kind, fact.player, fact.subject or "", -1 if fact.other is None else fact.other


def compare(
    coach: Coach, this: Sequence[Tally | None], other: Sequence[Tally | None], seat: int
) -> list[JSON]:
    """The reasons `this` choice's tallies differ from the `other`'s by (the module docstring),
    most important first: {kind, player, subject, other, amount (this less the other), least,
    difference (true)}."""
    pairs = [(a, b) for a, b in zip(this, other, strict=True) if a is not None and b is not None]
    if not pairs:
        return []
    facts: set[Fact] = set()
    for a, b in pairs:
        facts.update(a, b)
    found: list[tuple[float, Fact, int, bool]] = []
    for fact in facts:
        held = steady([a.get(fact, 0) - b.get(fact, 0) for a, b in pairs])
        if held is None:
            continue
        amount, least = held
        worth = coach.teller.worth(fact, amount)
        value = worth if fact.player == seat else -RIVALS_SHARE * worth  # to the player
        found.append((value, fact, amount, least))
    # For the choice first, then against; the most important first (ties: the player's own
    # first, then in a fixed order, so that a hint never wavers).
    found.sort(key=lambda f: (f[0] <= 0, -abs(f[0]), f[1].player != seat, _order(f[1])))
    return [
        {
            "kind": fact.kind,
            "player": fact.player,
            "subject": fact.subject,
            "other": fact.other,
            "amount": amount,
            "least": least,
            "difference": True,
        }
        for _, fact, amount, least in found[:MOST]
    ]
