"""VP chips a player may decline: the church's and the union hall's, when they would be the last.

Using a violet building is optional ("Man är aldrig tvungen att utnyttja dessa funktioner",
the Swedish edition), and taking the last VP chips ends the game at the end of the round
(docs/rules/expansion-i.md#game-end). So the owner is asked only when the VP would take the last
chips while no end condition is met yet: then declining decides whether this round is the last.
With chips left after the gain, or the end already set, declining could only lose VP, and the VP
are taken without asking (docs/rules-decisions.md, "The church's and the union hall's VP").

The building's module asks (`asks`), and pays with `take` (or records `decline`); the decision is
a step of its phase (builder "church", captain "union_hall") with these two actions.
"""

from ..wording import human
from . import actions, data
from .actions import PASS, PASS_VP, TAKE_VP, Action
from .common import award_vp
from .state import Event, Events, State

DECLINE = actions.make(PASS, PASS_VP)


def asks(s: State, vp: int) -> bool:
    """Would `vp` chips be the last ones, and so decide that this round is the last?"""
    return not s.end_reasons and 0 < s.vp_supply <= vp


def legal(building: int) -> tuple[Action, ...]:
    """Take the building's VP, or decline them (the pass comes last)."""
    return (actions.make(TAKE_VP, building), DECLINE)


def take(s: State, seat: int, vp: int, event: Event, ev: Events) -> None:
    """Awards the VP, then the building's event (after any end the chips bring, as before)."""
    award_vp(s, seat, vp, ev)
    ev.append(event)


def decline(seat: int, building: int, vp: int, ev: Events) -> None:
    """Nothing changes but the log: the chips stay, the game goes on."""
    ev.append(
        {"type": "vp_declined", "player": seat, "building": data.BUILDING_NAMES[building], "vp": vp}
    )


def explain(building: int) -> str:
    """Why another action is not legal at the question."""
    name = human(data.BUILDING_NAMES[building])
    return (
        f"first decide whether to take the {name}'s VP chips, the last ones (the game would "
        f"end after this round), or to decline them"
    )
