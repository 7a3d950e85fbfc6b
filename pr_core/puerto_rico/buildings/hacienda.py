"""Hacienda (base game): in the settler phase, before taking a face-up tile, the owner of an
occupied hacienda may draw one extra tile from the face-down stacks and place it at once on an
empty island space; then he takes his normal tile as usual. It never becomes a quarry; with an
occupied forest house he may plant a forest instead, discarding the tile (forest_house.py)."""

from .. import data
from ..common import draw_plantation
from ..state import NO_TILE, Events, State
from . import forest_house


def may_draw(s: State, seat: int) -> bool:
    """Offered whenever the owner's island has a free space and a plantation is left."""
    p = s.players[seat]
    return (
        p.active(data.HACIENDA)
        and len(p.island) < data.ISLAND_SPACES
        and (any(s.face_down) or any(s.discards))
    )


def draw(s: State, seat: int, ev: Events) -> bool:
    """Draws the tile and places it, or holds it (s.drawn) while the forest house offers a
    forest instead. Returns True when it is held."""
    kind = draw_plantation(s, ev)
    assert kind is not None  # may_draw made sure that a plantation is left
    if forest_house.may_replace_drawn(s, seat):
        s.drawn = kind
        ev.append(
            {
                "type": "hacienda_draw",
                "player": seat,
                "tile": data.TILE_NAMES[kind],
                "placed": False,
            }
        )
        return True
    s.player(seat).island += (kind,)
    ev.append({"type": "hacienda_draw", "player": seat, "tile": data.TILE_NAMES[kind]})
    return False


def place_drawn(s: State, seat: int, ev: Events) -> None:
    """The held tile goes onto the island after all (the forest declined)."""
    kind = s.drawn
    s.drawn = NO_TILE
    s.player(seat).island += (kind,)
    ev.append({"type": "hacienda_tile_placed", "player": seat, "tile": data.TILE_NAMES[kind]})
