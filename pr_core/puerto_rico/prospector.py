"""The prospector (docs/rules/puerto-rico.md#prospector): one doubloon for the picker (two
with an occupied library), nothing else.

Taking the doubloon is applied at once: declining it could never help the picker. A picker with a
guest and an empty library may first move the guest there (a "guests" window).
"""

from . import data, rounds
from .actions import BUILDING_TARGET
from .buildings import guest_house, library
from .state import Events, State

# Why an action other than a guest's move or leaving the guests is not legal in the window.
_WHY_NOT = "the prospector takes his doubloon once guests have moved or stayed"


def begin(s: State, ev: Events) -> None:
    guest_house.begin_phase(s, guest_targets, _prospect, ev)


def _prospect(s: State, ev: Events) -> None:
    doubloons = library.privileges(s, s.picker)
    if doubloons == 2:
        library.doubled(s, ev)
    s.player(s.picker).doubloons += doubloons
    ev.append({"type": "prospected", "player": s.picker, "doubloons": doubloons})
    rounds.finish_phase(s, ev)


def guest_targets(s: State, seat: int) -> tuple[int, ...]:
    """The prospector's doubloon reads the picker's library."""
    return (BUILDING_TARGET + data.LIBRARY,) if seat == s.picker else ()


_WINDOW = guest_house.Window(guest_targets, _prospect, _WHY_NOT)
legal = _WINDOW.legal
apply = _WINDOW.apply
after_guest = _WINDOW.after_guest
explain = _WINDOW.explain
