"""The settler phase (RULES.md section 3, Settler): plantations and quarries onto the islands.

Steps of one player's turn: the hacienda draw (only for an occupied hacienda), then the choice of
a face-up plantation, a quarry or nothing, then (occupied hospice) whether to put a colonist on
the new tile.
"""

from . import actions, data, rounds
from .actions import EXTRA_COLONIST, HACIENDA, PASS, PASS_COLONIST, PASS_HACIENDA, PASS_PLANT, PLANT
from .common import add_item, draw_plantation, has_spare_colonist, spare_colonist

STEP_HACIENDA, STEP_TILE, STEP_HOSPICE = 0, 1, 2

_DRAW = actions.make(HACIENDA)
_NO_DRAW = actions.make(PASS, PASS_HACIENDA)
_NO_TILE = actions.make(PASS, PASS_PLANT)
_TAKE = tuple(actions.make(PLANT, t) for t in data.TILE_KINDS)
_COLONIST = actions.make(EXTRA_COLONIST)
_NO_COLONIST = actions.make(PASS, PASS_COLONIST)


def begin(s, ev):
    _start_turn(s)


def _start_turn(s):
    s.actor = (s.picker + s.turn) % s.n
    p = s.players[s.actor]
    can_draw = (p.active(data.HACIENDA) and len(p.island) < data.ISLAND_SPACES
                and (any(s.face_down) or any(s.discards)))
    s.step = STEP_HACIENDA if can_draw else STEP_TILE


def _may_take_quarry(s, seat):
    return s.quarries > 0 and (seat == s.picker or s.players[seat].active(data.CONSTRUCTION_HUT))


def legal(s):
    if s.step == STEP_HACIENDA:
        return (_DRAW, _NO_DRAW)
    if s.step == STEP_HOSPICE:
        return (_COLONIST, _NO_COLONIST)
    if len(s.players[s.actor].island) >= data.ISLAND_SPACES:
        return (_NO_TILE,)
    options = [_TAKE[kind] for kind in sorted(set(s.face_up))]
    if _may_take_quarry(s, s.actor):
        options.append(_TAKE[data.QUARRY])
    options.append(_NO_TILE)
    return tuple(options)


def apply(s, action, ev):
    seat = s.actor
    if action == _DRAW:
        kind = draw_plantation(s, ev)
        p = s.player(seat)
        p.island += (kind,)
        ev.append({"type": "hacienda_draw", "player": seat, "tile": data.TILE_NAMES[kind]})
        s.step = STEP_TILE
        return
    if action == _NO_DRAW:
        s.step = STEP_TILE
        return
    if s.step == STEP_HOSPICE:
        if action == _COLONIST:
            kind = s.players[seat].island[-1]
            p = s.player(seat)
            p.occupied = add_item(p.occupied, kind, 1)
            ev.append({"type": "colonist_added", "player": seat, "building": "hospice",
                       "tile": data.TILE_NAMES[kind], "source": spare_colonist(s)})
    elif action != _NO_TILE:
        _take_tile(s, seat, action & 1023, ev)
        if s.players[seat].active(data.HOSPICE) and has_spare_colonist(s):
            s.step = STEP_HOSPICE
            return
    s.turn += 1
    if s.turn < s.n:
        _start_turn(s)
    else:
        _refill_face_up(s, ev)
        rounds.finish_phase(s, ev)


def _take_tile(s, seat, kind, ev):
    if kind == data.QUARRY:
        s.quarries -= 1
    else:
        face_up = list(s.face_up)
        face_up.remove(kind)
        s.face_up = tuple(face_up)
    s.player(seat).island += (kind,)
    ev.append({"type": "tile_taken", "player": seat, "tile": data.TILE_NAMES[kind]})


def _refill_face_up(s, ev):
    """Discards the untaken face-up plantations and turns up players + 1 new ones."""
    discarded = s.face_up
    if discarded:
        discards = list(s.discards)
        for kind in discarded:
            discards[kind] += 1
        s.discards = tuple(discards)
    drawn = []
    for _ in range(s.n + 1):
        kind = draw_plantation(s, ev)
        if kind is None:
            break
        drawn.append(kind)
    s.face_up = tuple(drawn)
    ev.append({"type": "plantations_turned_up",
               "discarded": [data.TILE_NAMES[k] for k in discarded],
               "tiles": [data.TILE_NAMES[k] for k in drawn]})


def explain(s, action):
    kind, arg = action >> 10, action & 1023
    p = s.players[s.actor]
    if s.step == STEP_HACIENDA:
        return f"{p.name} must first decide whether to draw a face-down plantation (hacienda)"
    if s.step == STEP_HOSPICE:
        return f"{p.name} must decide whether the hospice puts a colonist on the new tile"
    if kind == HACIENDA:
        return "the hacienda draw comes before taking a tile, and needs an occupied hacienda"
    if kind != PLANT:
        return "it is the settler phase: take a face-up plantation, a quarry, or nothing"
    if len(p.island) >= data.ISLAND_SPACES:
        return f"{p.name}'s island is full"
    if arg == data.QUARRY:
        if s.quarries == 0:
            return "no quarries are left"
        return "only the settler, or an occupied construction hut, may take a quarry"
    return f"no {data.TILE_NAMES[arg]} plantation is face up"
