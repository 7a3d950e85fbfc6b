"""The settler phase on a Table (docs/rules/puerto-rico.md#settler), as pr_core/puerto_rico/
settler.py plays it: from the picker round the table, the hacienda's draw, one face-up plantation
or quarry (the settler's privilege, or an occupied construction hut) or nothing, the hospice's
colonist; then the face-up plantations left are discarded and players + 1 new ones turned up.

Plantations are drawn with the engine's generator and in the engine's order of draws, so a
Table and the engine's State turn up the same tiles.
"""

from __future__ import annotations

from ....rng import below
from ... import data
from .policy import QUARRY, Policy, offer
from .supply import spare_colonist
from .table import NONE, Table

_ISLAND_SPACES = data.ISLAND_SPACES
_HACIENDA = data.HACIENDA
_HOSPICE = data.HOSPICE
_CONSTRUCTION_HUT = data.CONSTRUCTION_HUT
_KINDS = range(5)


def draw_plantation(t: Table) -> int:
    """One face-down plantation at random (the discards reshuffled when the stacks are empty),
    or NONE when none is left anywhere: the engine's common.draw_plantation."""
    face_down = t.face_down
    total = sum(face_down)
    if not total:
        total = sum(t.discards)
        if not total:
            return NONE
        face_down = t.face_down = t.discards
        t.discards = [0, 0, 0, 0, 0]
    t.rng, pick = below(t.rng, total)
    for kind in _KINDS:
        count = face_down[kind]
        if pick < count:
            face_down[kind] = count - 1
            return kind
        pick -= count
    raise AssertionError("unreachable: pick is below the number of tiles")


def play(t: Table, picker: int, policy: Policy) -> None:
    n = t.n
    face_up = t.face_up
    for turn in range(n):
        seat = (picker + turn) % n
        tiles = t.island[seat]
        size = sum(tiles)
        if size >= _ISLAND_SPACES:
            continue  # a full island: nothing to take
        workers = t.workers[seat]
        if (
            workers[_HACIENDA] > 0
            and (any(t.face_down) or any(t.discards))
            and policy.hacienda(t, seat)
        ):
            tiles[draw_plantation(t)] += 1
            size += 1
            if size >= _ISLAND_SPACES:
                continue
        options = [kind for kind in _KINDS if face_up[kind]]
        if t.quarries and (seat == picker or workers[_CONSTRUCTION_HUT] > 0):
            options.append(QUARRY)
        kind = offer(policy.settle, t, seat, options)
        if kind == NONE:
            continue
        take_tile(t, seat, kind)
        if spare_colonist(t, seat, _HOSPICE, policy.hospice, kind):
            t.occupied[seat][kind] += 1
    refill_face_up(t)


def take_tile(t: Table, seat: int, kind: int) -> None:
    """A quarry, or a face-up plantation of `kind`, onto the seat's island."""
    if kind == QUARRY:
        t.quarries -= 1
    else:
        t.face_up[kind] -= 1
    t.island[seat][kind] += 1


def refill_face_up(t: Table) -> None:
    """The untaken face-up plantations to the discards, then players + 1 turned up."""
    face_up = t.face_up
    if any(face_up):
        discards = t.discards
        for kind in _KINDS:
            discards[kind] += face_up[kind]
            face_up[kind] = 0
    for _ in range(t.n + 1):
        kind = draw_plantation(t)
        if kind == NONE:
            break
        face_up[kind] += 1
