"""Hospice (base game): in the settler phase, after placing his normal plantation or quarry, the
owner of an occupied hospice may put one colonist on it, from the supply, else from the ship
(none if both are empty). Not on the hacienda's extra tile (Swedish edition, "Härbärge";
docs/rules/puerto-rico.md#hospice), nor on the library's second tile (Swedish edition;
docs/rules/expansion-i.md#library). A forest has no circle: the colonist goes to San Juan
(Swedish and Spanish editions; docs/rules/expansion-i.md#combinations)."""

from .. import data
from ..state import Event, Events, State
from .spare_colonist import add_spare_colonist


def add_colonist(s: State, seat: int, ev: Events) -> None:
    p = s.player(seat)
    kind = p.island[-1]
    on: Event = {"tile": data.ISLAND_TILE_NAMES[kind]}
    if add_spare_colonist(s, seat, "hospice", on, kind != data.FOREST, ev):
        p.occupied = p.occupied[:kind] + (p.occupied[kind] + 1,) + p.occupied[kind + 1 :]
