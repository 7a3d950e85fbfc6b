"""The end of the game (docs/rules/puerto-rico.md#game-end): after the round in which an end
condition was met.

With Expansion I, guests may still move "after any phase": before the scores count, each owner
of a guest with an empty circle on a large building that scores (guild hall, residence, fortress,
customs house, city hall, cloister) may move guests there ("guests" window, from the governor).
The window asks only where such a guest would add VP (a customs house with fewer than 4 VP chips
adds none). Then the game is over.
"""

from . import data, scoring
from .actions import BUILDING_TARGET
from .buildings import guest_house
from .state import GAME_END, GAME_OVER, NO_SEAT, Events, State

# Why an action other than a guest's move or leaving the guests is not legal in the window.
_WHY_NOT = "the game is over but for guests moving onto large buildings before the scores"

_SCORED = tuple(
    BUILDING_TARGET + b
    for b in data.BUILDINGS
    if data.IS_LARGE_BUILDING[b] and data.BUILDING_CIRCLES[b]
)


def begin(s: State, ev: Events) -> None:
    """Called at the end of the last round: opens the window, or ends the game at once."""
    s.picker = NO_SEAT
    if guest_house.begin_phase(s, guest_targets, _over, ev):
        s.phase = GAME_END


def _over(s: State, ev: Events) -> None:
    s.phase = GAME_OVER
    s.actor = NO_SEAT
    s.step = 0
    s.turn = 0
    ev.append({"type": "game_over", "reasons": list(s.end_reasons)})


def guest_targets(s: State, seat: int) -> tuple[int, ...]:
    """The large buildings whose bonus a guest would earn."""
    p = s.players[seat]
    return tuple(t for t in _SCORED if scoring.bonus(p, t - BUILDING_TARGET, occupied=True) > 0)


_WINDOW = guest_house.Window(guest_targets, _over, _WHY_NOT)
legal = _WINDOW.legal
apply = _WINDOW.apply
after_guest = _WINDOW.after_guest
explain = _WINDOW.explain
