"""Church (Expansion I; "kyrka", "iglesia"): the owner of an occupied church receives VP chips
when he builds: 1 for a building of the second or third column, 2 for a large one, none for the
first column, and none for the church itself, even with a university or guest house to occupy it
at once (Swedish and Spanish editions; docs/rules/expansion-i.md#church). VP that would be the
last chips may be declined (last_chips.py)."""

from .. import data, last_chips
from ..state import Event, Events, State

_VP_BY_COLUMN = (0, 0, 1, 1, 2)  # by data.BUILDING_COLUMN: large buildings are column 4


def vp(s: State, seat: int) -> int:
    """The church's VP for the building just built (the last of the city)."""
    p = s.players[seat]
    b = p.city[-1]
    if b == data.CHURCH or not p.active(data.CHURCH):
        return 0
    return _VP_BY_COLUMN[data.BUILDING_COLUMN[b]]


def after_build(s: State, seat: int, ev: Events) -> bool:
    """Called once the building is placed (the church must have been occupied already): pays
    its VP, or returns True when they would be the last chips and the owner is asked first
    (last_chips.py; a building that fills his city ends the game anyway)."""
    gain = vp(s, seat)
    if not gain:
        return False
    p = s.players[seat]
    if last_chips.asks(s, gain) and p.city_spaces_used() < data.CITY_SPACES:
        return True
    take(s, seat, ev)
    return False


def take(s: State, seat: int, ev: Events) -> None:
    gain = vp(s, seat)
    b = s.players[seat].city[-1]
    event: Event = {"type": "church", "player": seat, "building": data.BUILDING_NAMES[b]}
    event["vp"] = gain
    last_chips.take(s, seat, gain, event, ev)


def decline(s: State, seat: int, ev: Events) -> None:
    last_chips.decline(seat, data.CHURCH, vp(s, seat), ev)
