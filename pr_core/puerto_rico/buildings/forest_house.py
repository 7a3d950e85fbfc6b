"""Forest house (Expansion I; "skogvaktarstuga", "cabaña forestal") and the forests.

In the settler phase the owner of an occupied forest house may plant a forest on an empty island
space instead of taking a face-up plantation or a quarry, and then discards one of the face-up
plantations (Swedish edition; the Spanish edition says one face down: docs/rules-decisions.md;
docs/rules/expansion-i.md#forest-house). With no face-up plantation or no forest left, no forest
can be planted. With it occupied as well (docs/rules/expansion-i.md#combinations):
- a hacienda: after drawing and looking at the extra tile, a forest instead of it, the drawn
  tile being discarded (Swedish edition);
- a library: the second tile may be a forest too, so 0, 1 or 2 forests (Spanish edition);
- a hospice: its colonist goes to San Juan (hospice.py).

A forest has no circle. When building, every 2 forests of a player lower the cost by 1
doubloon, whether or not the forest house is occupied, on top of the quarries and the builder's
privilege and with no column limit (Swedish edition's example, docs/rules/expansion-i.md#forests:
6 forests, 2 occupied quarries and the builder's privilege make a large warehouse free).
"""

from .. import actions, data
from ..actions import Action
from ..state import NO_TILE, Events, Player, State

_PLANT = tuple(actions.make(actions.FOREST, g) for g in data.GOODS)
PLANT_INSTEAD_OF_DRAWN = actions.make(actions.FOREST, actions.DRAWN)


def discount(p: Player) -> int:
    """Doubloons off any building for the owner's forests."""
    return p.island.count(data.FOREST) // 2


def options(s: State, seat: int) -> list[Action]:
    """Forests the player may plant now, one per kind of face-up plantation to discard."""
    p = s.players[seat]
    if not (p.active(data.FOREST_HOUSE) and s.forests and len(p.island) < data.ISLAND_SPACES):
        return []
    return [_PLANT[kind] for kind in sorted(set(s.face_up))]


def may_replace_drawn(s: State, seat: int) -> bool:
    """After a hacienda draw: may a forest take the drawn plantation's place?"""
    return s.players[seat].active(data.FOREST_HOUSE) and s.forests > 0


def plant(s: State, seat: int, discard: int, ev: Events) -> None:
    """Plants a forest; `discard` is a face-up good, or actions.DRAWN for the hacienda's tile."""
    if discard == actions.DRAWN:
        kind, s.drawn = s.drawn, NO_TILE
    else:
        kind = discard
        face_up = list(s.face_up)
        face_up.remove(kind)
        s.face_up = tuple(face_up)
    s.discards = s.discards[:kind] + (s.discards[kind] + 1,) + s.discards[kind + 1 :]
    s.forests -= 1
    s.player(seat).island += (data.FOREST,)
    ev.append(
        {
            "type": "forest_planted",
            "player": seat,
            "discarded": data.TILE_NAMES[kind],
            "drawn": discard == actions.DRAWN,
        }
    )
