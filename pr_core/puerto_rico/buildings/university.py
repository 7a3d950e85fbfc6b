"""University (base game): in the builder phase, after building, the owner of an occupied
university may put one colonist on the new building, from the supply, else from the ship; only
one even on a building with several circles. The statue has no circle: the colonist goes to San
Juan (Spanish edition; docs/rules/expansion-i.md#combinations)."""

from .. import data
from ..common import has_spare_colonist, set_item, spare_colonist
from ..state import Event, Events, State


def offers_colonist(s: State, seat: int) -> bool:
    return s.players[seat].active(data.UNIVERSITY) and has_spare_colonist(s)


def add_colonist(s: State, seat: int, ev: Events) -> None:
    p = s.player(seat)
    b = p.city[-1]
    event: Event = {
        "type": "colonist_added",
        "player": seat,
        "building": "university",
        "target": data.BUILDING_NAMES[b],
        "source": spare_colonist(s),
    }
    if data.BUILDING_CIRCLES[b]:
        p.workers = set_item(p.workers, b, 1)
    else:
        p.waiting_colonists += 1
        event["san_juan"] = True
    ev.append(event)
