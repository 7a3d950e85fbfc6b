"""The prospector (RULES.md section 3, Prospector): one doubloon for the picker, nothing else.

Taking the doubloon is applied at once: declining it could never help the picker.
"""

from . import rounds


def begin(s, ev):
    s.player(s.picker).doubloons += 1
    ev.append({"type": "prospected", "player": s.picker, "doubloons": 1})
    rounds.finish_phase(s, ev)


def legal(s):
    raise AssertionError("the prospector phase has no decisions")


apply = explain = legal
