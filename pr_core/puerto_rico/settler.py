"""The settler phase (docs/rules/puerto-rico.md#settler): plantations, quarries and forests
onto the islands.

Steps of one player's turn: the hacienda draw (only for an occupied hacienda), then, if a forest
house offers a forest instead of the drawn tile, that choice ("drawn"); then the choice of a
face-up plantation, a quarry, a forest or nothing; then (occupied hospice) whether to put a
colonist on the new tile. After the last turn, a picker with an occupied library takes a second
tile ("library" step). The buildings' rules are in buildings/.
"""

from collections.abc import Sequence

from . import actions, data, rounds
from .actions import (
    ARG,
    BUILDING_TARGET,
    EXTRA_COLONIST,
    FOREST,
    HACIENDA,
    PASS,
    PASS_COLONIST,
    PASS_FOREST,
    PASS_HACIENDA,
    PASS_PLANT,
    PLANT,
    SHIFT,
    Action,
)
from .buildings import construction_hut, forest_house, hacienda, hospice, library
from .buildings.spare_colonist import offers_spare_colonist
from .common import draw_plantation, has_spare_colonist
from .state import Events, State

STEP_HACIENDA, STEP_TILE, STEP_HOSPICE, STEP_DRAWN, STEP_LIBRARY = range(5)
STEP_NAMES = ("hacienda", "tile", "hospice", "drawn", "library")  # position format

_DRAW = actions.make(HACIENDA)
_NO_DRAW = actions.make(PASS, PASS_HACIENDA)
_NO_TILE = actions.make(PASS, PASS_PLANT)
_TAKE = tuple(actions.make(PLANT, t) for t in data.TILE_KINDS)
_COLONIST = actions.make(EXTRA_COLONIST)
_NO_COLONIST = actions.make(PASS, PASS_COLONIST)
_KEEP_DRAWN = actions.make(PASS, PASS_FOREST)


def begin(s: State, ev: Events) -> None:
    _start_turn(s)


def _start_turn(s: State) -> None:
    s.actor = (s.picker + s.turn) % s.n
    s.step = STEP_HACIENDA if hacienda.may_draw(s, s.actor) else STEP_TILE


def _may_take_quarry(s: State, seat: int) -> bool:
    """The settler's privilege, or an occupied construction hut (only the hut on the library's
    second tile)."""
    if not s.quarries:
        return False
    if seat == s.picker and s.step != STEP_LIBRARY:
        return True
    return construction_hut.allows_quarry(s.players[seat])


def legal(s: State) -> tuple[Action, ...]:
    step = s.step
    if step == STEP_HACIENDA:
        return (_DRAW, _NO_DRAW)
    if step == STEP_HOSPICE:
        return (_COLONIST, _NO_COLONIST)
    if step == STEP_DRAWN:
        return (forest_house.PLANT_INSTEAD_OF_DRAWN, _KEEP_DRAWN)
    if len(s.players[s.actor].island) >= data.ISLAND_SPACES:
        return (_NO_TILE,)
    options = [_TAKE[kind] for kind in sorted(set(s.face_up))]
    if _may_take_quarry(s, s.actor):
        options.append(_TAKE[data.QUARRY])
    if s.expansion:
        options += forest_house.options(s, s.actor)
    options.append(_NO_TILE)
    return tuple(options)


def apply(s: State, action: Action, ev: Events) -> None:
    seat = s.actor
    step = s.step
    if step == STEP_HACIENDA:
        if action == _DRAW and hacienda.draw(s, seat, ev):
            s.step = STEP_DRAWN
        else:
            s.step = STEP_TILE
        return
    if step == STEP_DRAWN:
        if action == _KEEP_DRAWN:
            hacienda.place_drawn(s, seat, ev)
        else:
            forest_house.plant(s, seat, actions.DRAWN, ev)
        s.step = STEP_TILE
        return
    if step == STEP_HOSPICE:
        if action == _COLONIST:
            hospice.add_colonist(s, seat, ev)
    elif action != _NO_TILE:
        if action >> SHIFT == FOREST:
            forest_house.plant(s, seat, action & ARG, ev)
        else:
            _take_tile(s, seat, action & ARG, ev)
        if step == STEP_TILE and offers_spare_colonist(s, seat, data.HOSPICE):
            s.step = STEP_HOSPICE
            return
    if step == STEP_LIBRARY:
        _end_phase(s, ev)
        return
    s.turn += 1
    if s.turn < s.n:
        _start_turn(s)
    elif library.privileges(s, s.picker) == 2:
        library.doubled(s, ev)
        s.turn = 0  # the picker's turn again
        s.actor = s.picker
        s.step = STEP_LIBRARY
    else:
        _end_phase(s, ev)


def after_guest(s: State, target: int, ev: Events) -> None:
    """A guest who has just made the hacienda work still brings its draw before the tile."""
    if (
        target == BUILDING_TARGET + data.HACIENDA
        and s.step == STEP_TILE
        and hacienda.may_draw(s, s.actor)
    ):
        s.step = STEP_HACIENDA


def guest_targets(s: State, seat: int) -> Sequence[int]:
    """Circles this turn's rules read: the hacienda (before the tile), the construction hut and
    the forest house (the tile), the hospice (after it), the library (the second tile)."""
    if s.step not in (STEP_HACIENDA, STEP_TILE, STEP_LIBRARY):
        return ()
    if len(s.players[seat].island) >= data.ISLAND_SPACES:
        return ()
    found: list[int] = []
    if s.forests and s.face_up:
        found.append(BUILDING_TARGET + data.FOREST_HOUSE)
    if s.quarries and (seat != s.picker or s.step == STEP_LIBRARY):
        found.append(BUILDING_TARGET + data.CONSTRUCTION_HUT)
    if s.step != STEP_LIBRARY:
        if has_spare_colonist(s):
            found.append(BUILDING_TARGET + data.HOSPICE)
        if s.step == STEP_TILE and (any(s.face_down) or any(s.discards)):
            found.append(BUILDING_TARGET + data.HACIENDA)
        if seat == s.picker:
            found.append(BUILDING_TARGET + data.LIBRARY)
    return found


def _end_phase(s: State, ev: Events) -> None:
    _refill_face_up(s, ev)
    rounds.finish_phase(s, ev)


def _take_tile(s: State, seat: int, kind: int, ev: Events) -> None:
    if kind == data.QUARRY:
        s.quarries -= 1
    else:
        face_up = list(s.face_up)
        face_up.remove(kind)
        s.face_up = tuple(face_up)
    s.player(seat).island += (kind,)
    ev.append({"type": "tile_taken", "player": seat, "tile": data.TILE_NAMES[kind]})


def _refill_face_up(s: State, ev: Events) -> None:
    """Discards the untaken face-up plantations and turns up players + 1 new ones."""
    discarded = s.face_up
    if discarded:
        discards = list(s.discards)
        for kind in discarded:
            discards[kind] += 1
        s.discards = tuple(discards)
    drawn: list[int] = []
    for _ in range(s.n + 1):
        tile = draw_plantation(s, ev)
        if tile is None:
            break
        drawn.append(tile)
    s.face_up = tuple(drawn)
    ev.append(
        {
            "type": "plantations_turned_up",
            "discarded": [data.TILE_NAMES[k] for k in discarded],
            "tiles": [data.TILE_NAMES[k] for k in drawn],
        }
    )


def explain(s: State, action: Action) -> str:
    kind, arg = action.kind, action.arg
    p = s.players[s.actor]
    if s.step == STEP_HACIENDA:
        return f"{p.name} must first decide whether to draw a face-down plantation (hacienda)"
    if s.step == STEP_HOSPICE:
        return f"{p.name} must decide whether the hospice puts a colonist on the new tile"
    if s.step == STEP_DRAWN:
        return (
            f"{p.name} must first decide whether to plant a forest instead of the plantation "
            f"drawn (forest house)"
        )
    if kind == HACIENDA:
        return "the hacienda draw comes before taking a tile, and needs an occupied hacienda"
    if kind not in (PLANT, FOREST):
        return "it is the settler phase: take a face-up plantation, a quarry, or nothing"
    if len(p.island) >= data.ISLAND_SPACES:
        return f"{p.name}'s island is full"
    if kind == FOREST:
        if not p.active(data.FOREST_HOUSE):
            return f"planting a forest needs an occupied forest house, which {p.name} has not"
        if not s.forests:
            return "no forest is left"
        if arg == actions.DRAWN:
            return "only the plantation just drawn with the hacienda can be discarded that way"
        return f"no {data.TILE_NAMES[arg]} plantation is face up to discard"
    if arg == data.QUARRY:
        if s.quarries == 0:
            return "no quarries are left"
        if s.step == STEP_LIBRARY:
            return "the library's second tile is a quarry only with an occupied construction hut"
        return "only the settler, or an occupied construction hut, may take a quarry"
    return f"no {data.TILE_NAMES[arg]} plantation is face up"
