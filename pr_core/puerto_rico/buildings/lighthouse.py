"""Lighthouse (Expansion I; "fyr", "faro"): like the harbor, but doubloons: the owner of an occupied
lighthouse receives 1 doubloon for every load of his (onto a cargo ship, with the wharf or with the
small wharf), captain or not; a captain with one receives 1 doubloon more, even without loading
(Swedish and Spanish editions, docs/rules/expansion-i.md#lighthouse: the captain's first load of 2
corn gives 3 VP and 2 doubloons). That doubloon comes with the captain's first load, or when loading
ends if he never loaded."""

from .. import data
from ..state import Events, State


def after_load(s: State, seat: int, captains_first_load: bool, ev: Events) -> None:
    if not s.players[seat].active(data.LIGHTHOUSE):
        return
    doubloons = 2 if captains_first_load else 1
    s.player(seat).doubloons += doubloons
    ev.append({"type": "lighthouse", "player": seat, "doubloons": doubloons})


def loading_ended(s: State, ev: Events) -> None:
    """The captain who loaded nothing still receives his doubloon."""
    if s.bonus_due and s.players[s.picker].active(data.LIGHTHOUSE):
        s.player(s.picker).doubloons += 1
        ev.append({"type": "lighthouse", "player": s.picker, "doubloons": 1})
