"""The page's keep editor (docs/bridge.md, "keep"): what a warehouse or storehouse owner may keep,
sent with his storing turn, and the `keep` request, which keeps a whole set of barrels as one
decision (the engine asks for it good by good: storing.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..json_checks import JSON
from ..refusals import RequestError, refuse, your_turn
from . import captain, data, storing
from .common import good_counts
from .state import State

if TYPE_CHECKING:
    from ..game import InPlay
    from .actions import Action


def keeping(state: State, seat: int) -> bool:
    """Is it the human's turn to choose, good by good, what he keeps?"""
    if state.phase != data.CAPTAIN or state.step != captain.STEP_STORING or state.actor != seat:
        return False
    p = state.players[seat]
    return storing.chosen_good_by_good(p) and len(storing.settled(p, state.kept)) < 5


def keep_choice(state: State) -> JSON:
    """The goods he holds, the counts already decided, and every greatest keep that they allow:
    any keep within one of these, of one barrel at least, is his to choose."""
    p = state.players[state.actor]
    prefix = storing.settled(p, state.kept)
    greatest = storing.greatest_keeps(
        p.goods, storing.warehouse_kinds(p), storing.loose_barrels(p), prefix
    )
    return {
        "goods": good_counts(p.goods),
        "decided": {data.GOOD_NAMES[g]: n for g, n in enumerate(prefix)},
        "greatest": [{data.GOOD_NAMES[g]: n for g, n in enumerate(keep)} for keep in greatest],
    }


def keep(session: InPlay[State, Action], payload: JSON) -> list[JSON]:
    """Keeps the barrels {good: count} says (goods left out: none), as one decision; returns the
    events."""
    wanted = payload.get("kept")
    if not isinstance(wanted, dict) or not all(
        good in data.GOOD_NAMES and type(count) is int and 0 <= count <= 99
        for good, count in wanted.items()
    ):
        raise RequestError(
            "bad_request", '"kept" must be an object {good: barrels} with whole numbers from 0'
        )
    your_turn(session)
    state = session.state
    if not keeping(state, session.seat):
        refuse(
            "Barrels are kept this way only at your storing turn with a warehouse or storehouse."
        )
    p = state.players[state.actor]
    counts = tuple(wanted.get(name, 0) for name in data.GOOD_NAMES)
    try:
        steps = storing.keep_steps(p, state.kept, counts)
    except ValueError as error:
        refuse(str(error))
    return session.play_decision(steps)
