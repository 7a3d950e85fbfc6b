"""University (base game): in the builder phase, after building, the owner of an occupied
university may put one colonist on the new building, from the supply, else from the ship; only
one even on a building with several circles. The statue has no circle: the colonist goes to San
Juan (Spanish edition; docs/rules/expansion-i.md#combinations)."""

from .. import data
from ..common import set_item
from ..state import Event, Events, State
from .spare_colonist import add_spare_colonist


def add_colonist(s: State, seat: int, ev: Events) -> None:
    p = s.player(seat)
    b = p.city[-1]
    on: Event = {"target": data.BUILDING_NAMES[b]}
    if add_spare_colonist(s, seat, "university", on, data.BUILDING_CIRCLES[b] > 0, ev):
        p.workers = set_item(p.workers, b, 1)
