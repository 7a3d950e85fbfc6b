"""The prospector (docs/rules/puerto-rico.md#prospector): one doubloon for the picker (two
with an occupied library), nothing else.

Taking the doubloon is applied at once: declining it could never help the picker. A picker with a
guest and an empty library may first move the guest there (a "guests" window).
"""

from . import data, rounds
from .actions import BUILDING_TARGET
from .buildings import guest_house, library
from .common import STEP_GUESTS


def begin(s, ev):
    s.step = STEP_GUESTS
    if s.expansion and guest_house.open_window(s, guest_targets):
        return
    _prospect(s, ev)


def _prospect(s, ev):
    doubloons = library.privileges(s, s.picker)
    if doubloons == 2:
        library.doubled(s, ev)
    s.player(s.picker).doubloons += doubloons
    ev.append({"type": "prospected", "player": s.picker, "doubloons": doubloons})
    rounds.finish_phase(s, ev)


def legal(s):
    return guest_house.window_legal(s, guest_targets)


def apply(s, action, ev):  # only "leave the guests"
    guest_house.pass_on(s, guest_targets, _prospect, ev)


def after_guest(s, target, ev):
    guest_house.after_move(s, guest_targets, _prospect, ev)


def guest_targets(s, seat):
    """The prospector's doubloon reads the picker's library."""
    return (BUILDING_TARGET + data.LIBRARY,) if seat == s.picker else ()


def explain(s, action):
    return "the prospector takes his doubloon once guests have moved or stayed"
