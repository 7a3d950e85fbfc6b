"""The settler phase with Expansion I (docs/rules/expansion-i.md#forest-house, #library), as
pr_core/puerto_rico/settler.py plays it: each turn from the picker the hacienda's draw (a forest
instead of the tile drawn, with an occupied forest house), one face-up plantation, a quarry or a
forest (discarding a face-up plantation) or nothing, the hospice's colonist (to San Juan for a
forest); then, for a picker with an occupied library, a second tile (no quarry without the
construction hut, no hacienda, no hospice); then the face-up row is refilled.

A turn follows the engine's steps ("hacienda", "tile"), so that each guest move comes where the
engine offers it: a guest arriving on the hacienda before the tile brings its draw.
"""

from __future__ import annotations

from ....actions import BUILDING_TARGET
from ....data import CONSTRUCTION_HUT, FOREST_HOUSE, HACIENDA, HOSPICE, ISLAND_SPACES
from ..policy import FOREST_OPTION, QUARRY, Policy, offer
from ..settler import draw_plantation, refill_face_up, take_tile
from ..supply import spare_colonist
from ..table import FOREST, NONE, Table
from . import guests
from .common import LIBRARY

_KINDS = range(5)
# The engine's steps of a turn: before the tile, the tile, the library's second tile.
_STEP_HACIENDA, _STEP_TILE, _STEP_LIBRARY = range(3)


def play(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    for turn in range(n):
        _turn(t, (picker + turn) % n, picker, _STEP_TILE, policy)
    if t.workers[picker][LIBRARY] > 0:
        _turn(t, picker, picker, _STEP_LIBRARY, policy)
    refill_face_up(t)


def _may_draw(t: Table, seat: int) -> bool:
    return (
        t.workers[seat][HACIENDA] > 0
        and sum(t.island[seat]) < ISLAND_SPACES
        and (any(t.face_down) or any(t.discards))
    )


def _targets(t: Table, seat: int, picker: int, step: int) -> list[int]:
    """The circles this step's rules read (the engine's settler.guest_targets)."""
    if sum(t.island[seat]) >= ISLAND_SPACES:
        return []
    found = []
    if t.forests and any(t.face_up):
        found.append(BUILDING_TARGET + FOREST_HOUSE)
    if t.quarries and (seat != picker or step == _STEP_LIBRARY):
        found.append(BUILDING_TARGET + CONSTRUCTION_HUT)
    if step != _STEP_LIBRARY:
        if t.colonist_supply or t.colonist_ship:
            found.append(BUILDING_TARGET + HOSPICE)
        if step == _STEP_TILE and (any(t.face_down) or any(t.discards)):
            found.append(BUILDING_TARGET + HACIENDA)
        if seat == picker:
            found.append(BUILDING_TARGET + LIBRARY)
    return found


def _turn(t: Table, seat: int, picker: int, step: int, policy: Policy) -> None:
    tiles = t.island[seat]
    workers = t.workers[seat]
    if step == _STEP_TILE and _may_draw(t, seat):
        step = _STEP_HACIENDA
    while True:
        if step == _STEP_HACIENDA:
            guests.before(t, seat, lambda t, s: _targets(t, s, picker, _STEP_HACIENDA), policy)
            if policy.hacienda(t, seat):
                _draw(t, seat, policy)
            step = _STEP_TILE
        if sum(tiles) >= ISLAND_SPACES:
            return  # a full island: nothing to take
        if workers[guests.GUEST_HOUSE] > 0:
            target = guests.offer(t, seat, _targets(t, seat, picker, step), policy)
            if target != NONE:
                if target == BUILDING_TARGET + HACIENDA and _may_draw(t, seat):
                    step = _STEP_HACIENDA  # a guest on the hacienda brings its draw first
                continue
        break
    library = step == _STEP_LIBRARY
    face_up = t.face_up
    options = [kind for kind in _KINDS if face_up[kind]]
    if t.quarries and ((seat == picker and not library) or workers[CONSTRUCTION_HUT] > 0):
        options.append(QUARRY)
    if workers[FOREST_HOUSE] > 0 and t.forests:
        options += [FOREST_OPTION + kind for kind in _KINDS if face_up[kind]]
    choice = offer(policy.settle, t, seat, options)
    if choice == NONE:
        return
    if choice >= FOREST_OPTION:
        kind = choice - FOREST_OPTION
        face_up[kind] -= 1
        t.discards[kind] += 1
        t.forests -= 1
        tiles[FOREST] += 1
        placed = FOREST
    else:
        placed = choice
        take_tile(t, seat, choice)
    if not library and spare_colonist(t, seat, HOSPICE, policy.hospice, placed):
        if placed == FOREST:
            t.waiting_colonists[seat] += 1  # a forest has no circle
        else:
            t.occupied[seat][placed] += 1


def _draw(t: Table, seat: int, policy: Policy) -> None:
    """The hacienda's tile, or a forest instead of it (the tile discarded)."""
    kind = draw_plantation(t)
    if t.workers[seat][FOREST_HOUSE] > 0 and t.forests and policy.hacienda_forest(t, seat, kind):
        t.discards[kind] += 1
        t.forests -= 1
        t.island[seat][FOREST] += 1
    else:
        t.island[seat][kind] += 1
