"""The captain phase (RULES.md section 3, Captain): compulsory loading, the wharf, storing.

Loading goes round from the captain until a whole round passes without a load. A player who can
load onto a cargo ship must (or use his wharf instead); a player who cannot, passes, unless he
chooses to use an unused wharf. Then each player chooses what to keep (storing), and full ships
are emptied.
"""

from itertools import combinations

from . import actions, data, rounds
from .actions import LOAD, NO_SINGLE, PASS, PASS_LOAD, STORE, WHARF
from .common import award_vp, good_counts, set_item
from .state import NO_GOOD

STEP_LOADING, STEP_STORING = 0, 1

_WHARF = tuple(actions.make(WHARF, g) for g in data.GOODS)
_NO_LOAD = actions.make(PASS, PASS_LOAD)


def begin(s, ev):
    s.actor = s.picker
    s.step = STEP_LOADING
    s.passes = 0
    s.wharf_used = 0
    s.bonus_due = True


def ship_loads(s, seat):
    """The cargo-ship loads open to the player, following the loading rules."""
    goods = s.players[seat].goods
    options = []
    for good, have in enumerate(goods):
        if not have:
            continue
        if good in s.ship_good:  # a good already at sea may only join its own ship
            ship = s.ship_good.index(good)
            if s.ship_load[ship] < s.ship_capacity[ship]:
                options.append(actions.load(ship, good))
            continue
        empty = [i for i, g in enumerate(s.ship_good) if g == NO_GOOD]
        if not empty:
            continue
        # Among empty ships he must take one that carries the most of his barrels.
        best = max(min(have, s.ship_capacity[i]) for i in empty)
        options += [actions.load(i, good) for i in empty if min(have, s.ship_capacity[i]) == best]
    return options


def _wharf_open(s, seat):
    p = s.players[seat]
    return p.active(data.WHARF) and not s.wharf_used >> seat & 1 and any(p.goods)


def legal(s):
    if s.step == STEP_STORING:
        return store_options(s.players[s.actor])
    seat = s.actor
    options = ship_loads(s, seat)
    can_load = bool(options)
    if _wharf_open(s, seat):
        options += [_WHARF[g] for g, have in enumerate(s.players[seat].goods) if have]
    options.sort()
    if not can_load:  # nothing fits on a ship: pass, unless he chooses the wharf
        options.append(_NO_LOAD)
    return tuple(options)


def apply(s, action, ev):
    if s.step == STEP_STORING:
        _store(s, action, ev)
        return
    seat = s.actor
    kind, arg = action >> 10, action & 1023
    if kind == PASS:
        s.passes += 1
    else:
        p = s.player(seat)
        if kind == LOAD:
            ship, good = arg >> 3, arg & 7
            count = min(p.goods[good], s.ship_capacity[ship] - s.ship_load[ship])
            s.ship_good = set_item(s.ship_good, ship, good)
            s.ship_load = set_item(s.ship_load, ship, s.ship_load[ship] + count)
        else:
            ship, good = None, arg
            count = p.goods[good]
            s.goods_supply = set_item(s.goods_supply, good, s.goods_supply[good] + count)
            s.wharf_used |= 1 << seat
        p.goods = set_item(p.goods, good, p.goods[good] - count)
        vp = count
        captain_bonus = seat == s.picker and s.bonus_due
        if captain_bonus:
            vp += 1
            s.bonus_due = False
        harbor = p.active(data.HARBOR)
        if harbor:
            vp += 1
        award_vp(s, seat, vp, ev)
        ev.append({"type": "shipped", "player": seat, "good": data.GOOD_NAMES[good],
                   "count": count, "ship": ship, "wharf": ship is None, "vp": vp,
                   "captain_bonus": captain_bonus, "harbor_bonus": harbor})
        s.passes = 0
    if s.passes >= s.n:
        _start_storing(s)
    else:
        s.actor = (seat + 1) % s.n


# --- storing ----------------------------------------------------------------------------------
def warehouse_kinds(p):
    return (1 if p.active(data.SMALL_WAREHOUSE) else 0) + (2 if p.active(data.LARGE_WAREHOUSE)
                                                           else 0)


def store_options(p):
    """The ways to store: every barrel that can be kept must be, so only choices that keep a
    greatest possible set of barrels are offered (one if everything fits)."""
    goods = p.goods
    kinds = [g for g, have in enumerate(goods) if have]
    slots = warehouse_kinds(p)
    if len(kinds) <= slots:
        return (actions.store(sum(1 << g for g in kinds), NO_SINGLE),)
    outcomes = {}
    for kept_whole in combinations(kinds, slots):
        mask = sum(1 << g for g in kept_whole)
        for single in kinds:
            if not mask >> single & 1:
                kept = tuple(goods[g] if mask >> g & 1 else (1 if g == single else 0)
                             for g in range(5))
                outcomes.setdefault(kept, actions.store(mask, single))
    best = [action for kept, action in outcomes.items()
            if not any(other != kept and all(a >= b for a, b in zip(other, kept))
                       for other in outcomes)]
    best.sort()
    return tuple(best)


def kept_goods(goods, action):
    arg = action & 1023
    mask, single = arg & 31, arg >> 5
    return tuple(have if mask >> g & 1 else (min(have, 1) if g == single else 0)
                 for g, have in enumerate(goods))


def _start_storing(s):
    s.step = STEP_STORING
    s.turn = 0
    s.actor = s.picker
    s.passes = 0


def _store(s, action, ev):
    seat = s.actor
    p = s.players[seat]
    kept = kept_goods(p.goods, action)
    lost = tuple(have - keep for have, keep in zip(p.goods, kept))
    if any(lost):
        p = s.player(seat)
        p.goods = kept
        s.goods_supply = tuple(a + b for a, b in zip(s.goods_supply, lost))
    if any(kept) or any(lost):
        ev.append({"type": "stored", "player": seat, "kept": good_counts(kept),
                   "lost": good_counts(lost)})
    s.turn += 1
    if s.turn < s.n:
        s.actor = (s.picker + s.turn) % s.n
        return
    _unload_full_ships(s, ev)
    s.wharf_used = 0
    s.bonus_due = False
    rounds.finish_phase(s, ev)


def _unload_full_ships(s, ev):
    for ship, (good, load, capacity) in enumerate(zip(s.ship_good, s.ship_load,
                                                      s.ship_capacity)):
        if load and load == capacity:
            s.goods_supply = set_item(s.goods_supply, good, s.goods_supply[good] + load)
            s.ship_good = set_item(s.ship_good, ship, NO_GOOD)
            s.ship_load = set_item(s.ship_load, ship, 0)
            ev.append({"type": "ship_unloaded", "ship": ship, "good": data.GOOD_NAMES[good],
                       "count": load})


def explain(s, action):
    kind, arg = action >> 10, action & 1023
    p = s.players[s.actor]
    if s.step == STEP_STORING:
        if kind != STORE:
            return "loading is over: choose which goods to keep"
        return ("every barrel that can be kept must be kept: choose one of the ways offered "
                "to store the greatest set of barrels")
    if kind == STORE:
        return "goods are stored only after loading ends"
    if kind == WHARF:
        if not p.active(data.WHARF):
            return f"{p.name} has no occupied wharf"
        if s.wharf_used >> s.actor & 1:
            return "the wharf may be used only once in a captain phase"
        return f"{p.name} has no {data.GOOD_NAMES[arg]}"
    if kind == PASS and arg == PASS_LOAD:
        return f"{p.name} can load and so must load"
    if kind != LOAD:
        return "it is the captain phase: load goods onto a ship"
    ship, good = arg >> 3, arg & 7
    name = data.GOOD_NAMES[good]
    if ship >= len(s.ship_capacity):
        return f"there is no cargo ship {ship + 1}"
    if not p.goods[good]:
        return f"{p.name} has no {name}"
    if s.ship_good[ship] == good:
        return f"cargo ship {ship + 1} is full"
    if good in s.ship_good:
        return f"{name} is already on cargo ship {s.ship_good.index(good) + 1}, so only there"
    if s.ship_good[ship] != NO_GOOD:
        return f"cargo ship {ship + 1} carries {data.GOOD_NAMES[s.ship_good[ship]]}"
    return f"{name} must go on the empty ship that takes the most of {p.name}'s barrels"
