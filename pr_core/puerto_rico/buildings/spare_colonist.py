"""The colonist the hospice (a plantation or quarry taken) and the university (a building built)
add from the supply, else from the ship, while one is spare (docs/rules, the buildings)."""

from __future__ import annotations

from ..common import has_spare_colonist, spare_colonist
from ..state import Event, Events, State


def offers_spare_colonist(s: State, seat: int, building: int) -> bool:
    """Whether `seat`'s hospice or university (`building`), occupied, offers him a colonist: only
    while one is spare."""
    return s.players[seat].active(building) and has_spare_colonist(s)


def add_spare_colonist(
    s: State, seat: int, building: str, on: Event, has_circle: bool, ev: Events
) -> bool:
    """The hospice's or university's colonist (`building`) for `seat`, taken by spare_colonist
    and told by a colonist_added event naming where it goes (`on`): there, the caller placing it,
    or where that has no circle (`has_circle` False: a forest, the statue) into San Juan. Returns
    `has_circle`."""
    event: Event = {
        "type": "colonist_added",
        "player": seat,
        "building": building,
        **on,
        "source": spare_colonist(s),
    }
    if not has_circle:
        s.player(seat).waiting_colonists += 1
        event["san_juan"] = True
    ev.append(event)
    return has_circle
