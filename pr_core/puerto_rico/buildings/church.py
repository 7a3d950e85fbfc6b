"""Church (Expansion I; "kyrka", "iglesia"): the owner of an occupied church receives VP chips
when he builds: 1 for a building of the second or third column, 2 for a large one, none for the
first column, and none for the church itself, even with a university or guest house to occupy it
at once (Swedish and Spanish editions; docs/rules/expansion-i.md#church)."""

from .. import data
from ..common import award_vp
from ..state import Events, State

_VP_BY_COLUMN = (0, 0, 1, 1, 2)  # by data.BUILDING_COLUMN: large buildings are column 4


def after_build(s: State, seat: int, b: int, ev: Events) -> None:
    """Called once the building is placed; the church must have been occupied already."""
    if b == data.CHURCH or not s.players[seat].active(data.CHURCH):
        return
    vp = _VP_BY_COLUMN[data.BUILDING_COLUMN[b]]
    if vp:
        award_vp(s, seat, vp, ev)
        ev.append({"type": "church", "player": seat, "building": data.BUILDING_NAMES[b], "vp": vp})
