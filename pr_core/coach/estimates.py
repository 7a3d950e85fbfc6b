"""A search's root choices read for the page: each one's estimate in the game's measure (a chance
to win, or a lead in VP) and the noise of that estimate, its actions as JSON, and what it changes
for the player on a few samples of what he cannot see (the page words the changes common to all
of them, so a guess is never told as a fact).

Two estimates are "about equal" when their difference is within twice the noise of that
difference (each estimate's standard error, taken as independent: where the search compared the
choices on the same samples this overstates the noise, so the coach errs towards "about equal"),
or under a floor no player would weigh.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from .reasons import SAMPLES, played

if TYPE_CHECKING:
    from ..bots.ismcts import Choice
    from ..game import AnyGame
    from ..json_checks import JSON
    from .parts import Coach

CLIP: Final = 1e-6  # keeps a mean of 0 or 1 off infinite log-odds
NOISE_CLIP: Final = 0.02  # ... and the noise of a lead off a near-certain mean's steep slope
SIGNIFICANCE: Final = 2.0  # a difference counts beyond this many of its standard errors
FLOOR: Final = {"chance": 0.01, "lead": 0.25}  # ... and beyond this (a point of win chance,
#   a quarter VP): less is no difference a player would weigh


def estimate(coach: Coach, mean: float | None) -> float | None:
    """A mean reward in the game's measure: a chance (0..1), or a lead in VP; None if unsearched."""
    if mean is None:
        return None
    if coach.measure == "chance":
        return mean
    p = min(max(mean, CLIP), 1.0 - CLIP)
    return coach.lead_scale * math.log(p / (1.0 - p))


def noise(coach: Coach, choice: Choice[Any]) -> float | None:
    """The standard error of a choice's estimate, in the game's measure (None: not searched, or
    too few walks to tell)."""
    if choice.mean is None or choice.spread is None:
        return None
    if coach.measure == "chance":
        return choice.spread
    p = min(max(choice.mean, NOISE_CLIP), 1.0 - NOISE_CLIP)
    return coach.lead_scale * choice.spread / (p * (1.0 - p))  # the log-odds' slope at p


def about_equal(coach: Coach, a: Choice[Any], b: Choice[Any]) -> bool:
    """Whether the search cannot tell `a` and `b` apart (the module docstring); True also where
    either was not searched, or too little to tell."""
    ea, eb = estimate(coach, a.mean), estimate(coach, b.mean)
    na, nb = noise(coach, a), noise(coach, b)
    if ea is None or eb is None or na is None or nb is None:
        return True
    margin = max(FLOOR[coach.measure], SIGNIFICANCE * math.hypot(na, nb))
    return abs(ea - eb) <= margin


def after(
    game: AnyGame, coach: Coach, view: JSON, plan: Sequence[Any], seat: int, seed: int
) -> list[JSON]:
    """The player's view and events after `plan`, on each of SAMPLES samples of the position
    (only the player's view of it is read); a sample where the plan does not play is left out."""
    shown: list[JSON] = []
    for k in range(SAMPLES):
        done = played(game, coach, view, plan, seat, seed + k)
        if done is not None:
            _, state, events = done
            shown.append({"view": game.player_view(state, seat), "events": events})
    return shown


def choice_json(
    game: AnyGame, coach: Coach, view: JSON, choice: Choice[Any], seat: int, seed: int
) -> JSON:
    """One choice as the page shows it (docs/bridge.md, "hint")."""
    return {
        "actions": [a.to_json() for a in choice.plan],
        "codes": [int(a) for a in choice.plan],
        "walks": choice.walks,
        "estimate": estimate(coach, choice.mean),
        "noise": noise(coach, choice),
        "after": after(game, coach, view, choice.plan, seat, seed),
    }
