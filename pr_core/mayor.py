"""The mayor phase (RULES.md section 3, Mayor): new colonists, placing them, refilling the ship.

Placing: at the start of his turn a player's colonists all come into his hand (he may rearrange
every one of them), then he puts them back target by target in a fixed order: the tile kinds
(corn .. coffee, quarry), then his buildings by id. Each action puts `count` colonists on one
target; targets passed over stay as they are. Empty circles must be filled if possible, so a
player with at least as many colonists as circles fills all of them and the rest go to San Juan
without asking; otherwise every colonist ends on a circle and he chooses which circles stay empty.
Identical tiles are interchangeable, so a target is a tile kind, not a single tile.
"""

from . import actions, data, rounds
from .actions import BUILDING_TARGET, EXTRA_COLONIST, PASS, PASS_COLONIST, PLACE
from .common import seats_from, trigger_end

STEP_PRIVILEGE, STEP_PLACING = 0, 1

_TAKE_EXTRA = actions.make(EXTRA_COLONIST)
_DECLINE_EXTRA = actions.make(PASS, PASS_COLONIST)


def begin(s, ev):
    s.actor = s.picker
    if s.colonist_supply > 0:
        s.step = STEP_PRIVILEGE
    else:
        _hand_out(s, ev)


def targets(p):
    """(target, circles) for every target the player has, in placing order."""
    found = [(kind, p.island.count(kind)) for kind in data.TILE_KINDS]
    found = [(t, c) for t, c in found if c]
    circles = data.BUILDING_CIRCLES
    found += [(BUILDING_TARGET + b, circles[b]) for b, w in enumerate(p.workers) if w >= 0
              and circles[b]]
    return found


def legal(s):
    if s.step == STEP_PRIVILEGE:
        return (_TAKE_EXTRA, _DECLINE_EXTRA)
    open_targets = [(t, c) for t, c in targets(s.players[s.actor]) if t >= s.cursor]
    after = sum(c for _, c in open_targets)  # circles on targets after the current one
    hand = s.hand
    options = []
    for target, circles in open_targets:
        after -= circles
        lowest = max(1, hand - after)   # the rest must still fit on later targets
        for count in range(lowest, min(circles, hand) + 1):
            options.append(actions.place(target, count))
    return tuple(options)


def apply(s, action, ev):
    if s.step == STEP_PRIVILEGE:
        if action == _TAKE_EXTRA:
            s.colonist_supply -= 1
            s.player(s.actor).san_juan += 1
            ev.append({"type": "extra_colonist", "player": s.actor})
        _hand_out(s, ev)
        return
    target, count = (action & 1023) >> 4, action & 15
    _put(s.player(s.actor), target, count)
    s.hand -= count
    s.cursor = BUILDING_TARGET if target == data.QUARRY else target + 1
    ev.append({"type": "colonists_placed", "player": s.actor,
               "target": actions.target_name(target), "count": count})
    if s.hand == 0:
        _next_player(s, ev)


def _put(p, target, count):
    if target < BUILDING_TARGET:
        p.occupied = p.occupied[:target] + (p.occupied[target] + count,) + p.occupied[target + 1:]
    else:
        b = target - BUILDING_TARGET
        p.workers = p.workers[:b] + (p.workers[b] + count,) + p.workers[b + 1:]


def _hand_out(s, ev):
    """The ship's colonists go round one at a time, starting with the mayor."""
    ship = s.colonist_ship
    received = {}
    for i, seat in enumerate(seats_from(s, s.picker)):
        count = ship // s.n + (1 if i < ship % s.n else 0)
        if count:
            s.player(seat).san_juan += count
        received[seat] = count
    s.colonist_ship = 0
    ev.append({"type": "colonists_handed_out",
               "received": [received[seat] for seat in range(s.n)]})
    s.step = STEP_PLACING
    s.turn = 0
    _start_placing(s, ev)


def _start_placing(s, ev):
    """Takes every colonist of the next player into his hand; places them if nothing is to decide.

    Players without a choice are handled here in a loop; returns at the first player who must
    decide, or ends the phase.
    """
    while s.turn < s.n:
        seat = (s.picker + s.turn) % s.n
        s.actor = seat
        p = s.player(seat)
        hand = p.colonists()
        p.occupied = (0,) * len(p.occupied)
        p.workers = tuple(0 if w > 0 else w for w in p.workers)
        p.san_juan = 0
        found = targets(p)
        circles = sum(c for _, c in found)
        s.cursor = 0
        if 0 < hand < circles:
            s.hand = hand
            return
        # Enough colonists for every circle (or none at all): nothing to choose.
        for target, count in found[:]:
            if hand and count:
                _put(p, target, min(count, hand))
                hand -= min(count, hand)
        p.san_juan = hand
        s.hand = 0
        ev.append({"type": "colonists_arranged", "player": seat, "all_circles_filled": True,
                   "san_juan": hand})
        s.turn += 1
    _refill_ship(s, ev)


def _next_player(s, ev):
    ev.append({"type": "colonists_arranged", "player": s.actor, "all_circles_filled": False,
               "san_juan": 0})
    s.turn += 1
    _start_placing(s, ev)


def _refill_ship(s, ev):
    circles = data.BUILDING_CIRCLES
    empty = sum(circles[b] - w for p in s.players for b, w in enumerate(p.workers) if w >= 0)
    needed = max(empty, s.n)
    if s.colonist_supply >= needed:
        s.colonist_supply -= needed
        s.colonist_ship = needed
        ev.append({"type": "colonist_ship_refilled", "count": needed})
    else:
        # Seed 000: a short supply does not refill the ship at all, and the game ends.
        ev.append({"type": "colonist_ship_not_refilled", "needed": needed,
                   "supply": s.colonist_supply})
        trigger_end(s, "colonists", ev)
    s.hand = 0
    s.cursor = 0
    rounds.finish_phase(s, ev)


def explain(s, action):
    kind, arg = action >> 10, action & 1023
    if s.step == STEP_PRIVILEGE:
        return "the mayor must first take or decline the extra colonist"
    if kind != PLACE:
        return "it is the mayor phase: place colonists"
    target, count = arg >> 4, arg & 15
    p = s.players[s.actor]
    circles = dict(targets(p)).get(target, 0)
    name = actions.target_name(target).replace("_", " ")
    if not circles:
        return f"{p.name} has no {name} to put colonists on"
    if target < s.cursor:
        return (f"colonists are placed in a fixed order and {name} was already passed; "
                f"undo is the way back")
    if count > min(circles, s.hand):
        return f"{name}: at most {min(circles, s.hand)} colonists fit or are in hand"
    return "empty circles must be filled: the colonists left would not all find a circle"
