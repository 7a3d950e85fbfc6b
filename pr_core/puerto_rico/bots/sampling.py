"""A bot's picture of the game: a State built from its player's view, with what the view hides
filled in by guesses (determinisation).

Hidden are the order of the face-down plantations (the random generator's state; the counts per
kind are public) and, unless VP are visible, the other players' VP chips. A sample draws a fresh
generator state, so each sample turns up plantations in another order; the chips are estimated
from what is public (chips handed out so far, shared evenly among the players whose chips are
hidden), never read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...bots.base import View
from ...json_checks import MAX_PLAYED
from ..data import SETUPS
from ..position_reader import from_json
from ..state import State

if TYPE_CHECKING:
    from ...rng import Random


def state_from_view(view: View, rng: Random) -> State:
    """A State consistent with `view` (pr_core.player_view), its hidden parts guessed with
    `rng` (pr_core.rng.Random)."""
    position = dict(view)
    seat = position.pop("viewer")
    position["rng"] = f"{rng.bits64():016x}"
    players = [dict(p) for p in position["players"]]
    hidden = [i for i, p in enumerate(players) if p["vp_chips"] is None]
    if hidden:
        handed_out = SETUPS[len(players)].vp_chips - position["vp_chips"]
        known = sum(p["vp_chips"] for p in players if p["vp_chips"] is not None)
        unknown = max(0, handed_out - known)
        share, extra = divmod(unknown, len(hidden))
        for k, i in enumerate(hidden):
            players[i]["vp_chips"] = share + (1 if k < extra else 0)
    position["players"] = players
    state = from_json(position, most=MAX_PLAYED)  # play may have grown it past the door's bound
    if state.current_player is not None and state.current_player != seat:
        raise ValueError(f"the view is seat {seat}'s, but seat {state.current_player} is to act")
    return state


def resample(state: State, rng: Random) -> State:
    """The same position with another hidden order of the face-down plantations."""
    copy = state.clone()
    copy.rng = rng.bits64()
    return copy


def with_generator(state: State, generator: int) -> State:
    """`state` with another state of the random generator (what samples differ in); its legal
    actions, which never depend on the generator, stay known."""
    copy = state.clone()
    copy.rng = generator
    copy._legal = state._legal
    return copy
