"""The captain phase (docs/rules/puerto-rico.md#captain): compulsory loading, the wharves, storing.

Loading goes round from the captain until a whole round passes without a load. A player who can
load onto a cargo ship must (or use his wharf or small wharf instead); a player who cannot,
passes, unless he chooses to use an unused wharf. Every load scores alike (barrels, the captain's
privilege on his first, the harbor, the lighthouse). Then each player chooses what to keep
(storing; what he may keep is in storing.py), and full ships are emptied. With Expansion I the
union halls pay first (after a "guests" window for owners who may still staff theirs; an owner
whose VP would be the last chips is asked first, "union_hall" step). The buildings' rules are in
buildings/.
"""

from . import actions, data, last_chips, rounds, storing
from .actions import (
    ARG,
    BUILDING_TARGET,
    COUNT,
    COUNT_SHIFT,
    GOOD_MASK,
    KEEP,
    LOAD,
    PASS,
    PASS_LOAD,
    PASS_SMALL_WHARF,
    SHIFT,
    SHIP_SHIFT,
    SMALL_WHARF,
    STORE,
    TAKE_VP,
    WHARF,
    Action,
    count_parts,
    load_parts,
)
from .buildings import (
    guest_house,
    harbor,
    library,
    lighthouse,
    small_wharf,
    union_hall,
    wharf,
)
from .common import STEP_GUESTS, award_vp, good_counts, set_item
from .state import NO_GOOD, Event, Events, State

STEP_LOADING, STEP_STORING, STEP_SMALL_WHARF, STEP_UNION_HALL = 0, 1, 2, 3
STEP_NAMES = {
    STEP_LOADING: "loading",
    STEP_STORING: "storing",
    STEP_SMALL_WHARF: "small_wharf",
    STEP_UNION_HALL: "union_hall",
    STEP_GUESTS: "guests",
}  # position format

_NO_LOAD = actions.make(PASS, PASS_LOAD)
_LOAD = tuple(tuple(actions.load(ship, good) for good in data.GOODS) for ship in range(3))
_SHIPPED_ENOUGH = actions.make(PASS, PASS_SMALL_WHARF)
_UNION_HALL_CHOICE = last_chips.legal(data.UNION_HALL)
_LOADING_READ = tuple(
    BUILDING_TARGET + b for b in (data.HARBOR, data.WHARF, data.SMALL_WHARF, data.LIGHTHOUSE)
)
_STORING_READ = tuple(
    BUILDING_TARGET + b for b in (data.SMALL_WAREHOUSE, data.LARGE_WAREHOUSE, data.STOREHOUSE)
)


def begin(s: State, ev: Events) -> None:
    s.passes = 0
    s.wharf_used = 0
    s.small_wharf_used = 0
    s.bonus_due = True
    guest_house.begin_phase(s, guest_targets, _start_loading, ev)


def _start_loading(s: State, ev: Events) -> None:
    if s.expansion:
        s.turn = 0
        if _pay_union_halls(s, ev):
            return
    _begin_loading(s)


def _pay_union_halls(s: State, ev: Events) -> bool:
    """The union halls pay, owner by owner from the captain (`turn` counts the owners done);
    True when the owner at `turn` is asked first, his VP being the last chips ("union_hall"
    step, last_chips.py)."""
    while s.turn < s.n:
        seat = (s.picker + s.turn) % s.n
        if union_hall.pay(s, seat, ev):
            s.actor = seat
            s.step = STEP_UNION_HALL
            return True
        s.turn += 1
    return False


def _begin_loading(s: State) -> None:
    s.actor = s.picker
    s.turn = 0
    s.step = STEP_LOADING


def ship_loads(s: State, seat: int) -> list[Action]:
    """The cargo-ship loads open to the player, following the loading rules."""
    goods = s.players[seat].goods
    if not any(goods):  # often so, at the end of loading
        return []
    ship_good, capacity = s.ship_good, s.ship_capacity
    empty = [i for i, g in enumerate(ship_good) if g == NO_GOOD]
    options: list[Action] = []
    for good, have in enumerate(goods):
        if not have:
            continue
        if good in ship_good:  # a good already at sea may only join its own ship
            ship = ship_good.index(good)
            if s.ship_load[ship] < capacity[ship]:
                options.append(_LOAD[ship][good])
        elif empty:
            # Among empty ships he must take one that carries the most of his barrels.
            fits = [min(have, capacity[i]) for i in empty]
            best = max(fits)
            options += [_LOAD[i][good] for i, fit in zip(empty, fits) if fit == best]
    return options


def legal(s: State) -> tuple[Action, ...]:
    step = s.step
    if step == STEP_STORING:
        p = s.players[s.actor]
        if storing.chosen_good_by_good(p):
            return storing.keep_options(p, s.kept)
        return storing.store_options(p)
    if step == STEP_GUESTS:
        return guest_house.window_legal(s, guest_targets)
    if step == STEP_UNION_HALL:
        return _UNION_HALL_CHOICE
    seat = s.actor
    if step == STEP_SMALL_WHARF:
        return tuple(small_wharf.options(s, seat)) + (_SHIPPED_ENOUGH,)
    options = ship_loads(s, seat)
    can_load = bool(options)
    options += wharf.options(s, seat)
    if s.expansion and small_wharf.usable(s, seat):
        options += small_wharf.options(s, seat)
    options.sort()
    if not can_load:  # nothing fits on a ship: pass, unless he chooses a wharf
        options.append(_NO_LOAD)
    return tuple(options)


def apply(s: State, action: Action, ev: Events) -> None:
    step = s.step
    if step == STEP_STORING:
        if action >> SHIFT == KEEP:
            _keep(s, action, ev)
        else:
            _store(s, action, ev)
        return
    if step == STEP_GUESTS:  # "leave the guests"; moves go through after_guest
        guest_house.pass_on(s, guest_targets, _start_loading, ev)
        return
    seat = s.actor
    if step == STEP_UNION_HALL:
        if action >> SHIFT == TAKE_VP:
            union_hall.take(s, seat, ev)
        else:
            union_hall.decline(s, seat, ev)
        s.turn += 1
        if not _pay_union_halls(s, ev):
            _begin_loading(s)
        return
    kind, arg = action >> SHIFT, action & ARG
    if kind == SMALL_WHARF or step == STEP_SMALL_WHARF:
        if kind == SMALL_WHARF:
            small_wharf.ship(s, seat, arg >> COUNT_SHIFT, arg & COUNT)
            if small_wharf.options(s, seat):
                s.step = STEP_SMALL_WHARF
                return
        shipped, vp = small_wharf.finish(s, seat)
        s.step = STEP_LOADING
        _score(
            s,
            seat,
            vp,
            ev,
            {"type": "small_wharf_shipped", "player": seat, "goods": good_counts(shipped)},
        )
    elif kind == PASS:
        declined = _wharves_declined(s, seat)
        if declined:
            ev.append({"type": "wharves_declined", "player": seat, "wharves": declined})
        s.passes += 1
    else:
        p = s.player(seat)
        ship: int | None
        if kind == LOAD:
            ship, good = arg >> SHIP_SHIFT, arg & GOOD_MASK
            count = min(p.goods[good], s.ship_capacity[ship] - s.ship_load[ship])
            s.ship_good = set_item(s.ship_good, ship, good)
            s.ship_load = set_item(s.ship_load, ship, s.ship_load[ship] + count)
            p.goods = set_item(p.goods, good, p.goods[good] - count)
        else:
            ship, good = None, arg
            count = wharf.ship(s, seat, good)
        _score(
            s,
            seat,
            count,
            ev,
            {
                "type": "shipped",
                "player": seat,
                "good": data.GOOD_NAMES[good],
                "count": count,
                "ship": ship,
                "wharf": ship is None,
            },
        )
    if s.passes >= s.n:
        lighthouse.loading_ended(s, ev)
        _start_storing(s)
    else:
        s.actor = (seat + 1) % s.n


def _wharves_declined(s: State, seat: int) -> list[str]:
    """The wharves a player who passes could have used, for the log: a pass with none of them
    is forced."""
    declined = []
    if wharf.options(s, seat):
        declined.append("wharf")
    if s.expansion and small_wharf.usable(s, seat) and small_wharf.options(s, seat):
        declined.append("small_wharf")
    return declined


def load_vp(s: State, seat: int, vp: int) -> int:
    """What a load of `vp` VP of its own scores: with the captain's privilege on his first load
    (twice with a library) and the harbor's VP."""
    if seat == s.picker and s.bonus_due:
        vp += library.privileges(s, seat)
    return vp + harbor.load_vp(s.players[seat])


def small_wharf_vp(s: State, seat: int, more: int = 0) -> int:
    """What the small wharf's shipment under way scores if it ends with `more` barrels."""
    return load_vp(s, seat, (sum(s.shipping) + more) // 2)


def _score(s: State, seat: int, vp: int, ev: Events, event: Event) -> None:
    """Scores a load of any kind: its VP, the captain's privilege with his first load (twice
    with a library), the harbor; then the lighthouse's doubloons."""
    captain_bonus = seat == s.picker and s.bonus_due
    harbor_vp = harbor.load_vp(s.players[seat])
    vp = load_vp(s, seat, vp)
    if captain_bonus:
        if library.privileges(s, seat) == 2:
            library.doubled(s, ev)
        s.bonus_due = False
    award_vp(s, seat, vp, ev)
    event.update(vp=vp, captain_bonus=captain_bonus, harbor_bonus=bool(harbor_vp))
    ev.append(event)
    lighthouse.after_load(s, seat, captain_bonus, ev)
    s.passes = 0


def after_guest(s: State, target: int, ev: Events) -> None:
    if s.step == STEP_GUESTS:
        guest_house.after_move(s, guest_targets, _start_loading, ev)


def guest_targets(s: State, seat: int) -> tuple[int, ...]:
    """Circles the captain phase reads: before loading the union hall; at a loading turn the
    harbor, the wharves, the lighthouse and (the captain before his first load) the library;
    at storing the warehouses and the storehouse, before the first good is kept."""
    p = s.players[seat]
    if s.step == STEP_GUESTS:
        return (BUILDING_TARGET + data.UNION_HALL,) if max(p.goods) >= 2 else ()
    if s.step == STEP_LOADING:
        captain_first = seat == s.picker and s.bonus_due
        if not (any(p.goods) or captain_first):
            return ()
        if captain_first:
            return _LOADING_READ + (BUILDING_TARGET + data.LIBRARY,)
        return _LOADING_READ
    if s.step == STEP_STORING and not s.kept and sum(p.goods) > 1:
        return _STORING_READ
    return ()


# --- storing (what may be kept: storing.py) ------------------------------------------------------
def _start_storing(s: State) -> None:
    s.step = STEP_STORING
    s.turn = 0
    s.actor = s.picker
    s.passes = 0


def _store(s: State, action: Action, ev: Events) -> None:
    _stored(s, storing.kept_goods(s.players[s.actor].goods, action), ev)


def _stored(s: State, kept: tuple[int, ...], ev: Events) -> None:
    seat = s.actor
    p = s.players[seat]
    lost = tuple([have - keep for have, keep in zip(p.goods, kept)])
    if any(lost):
        p = s.player(seat)
        p.goods = kept
        s.goods_supply = tuple([a + b for a, b in zip(s.goods_supply, lost)])
    if any(kept) or any(lost):
        ev.append(
            {"type": "stored", "player": seat, "kept": good_counts(kept), "lost": good_counts(lost)}
        )
    s.kept = ()
    s.turn += 1
    if s.turn < s.n:
        s.actor = (s.picker + s.turn) % s.n
        return
    _unload_full_ships(s, ev)
    s.wharf_used = 0
    s.small_wharf_used = 0
    s.bonus_due = False
    rounds.finish_phase(s, ev)


def _keep(s: State, action: Action, ev: Events) -> None:
    p = s.players[s.actor]
    g, count = (action & ARG) >> COUNT_SHIFT, action & COUNT
    prefix = storing.settled(p, s.kept)
    if len(prefix) <= g:
        prefix = prefix + (count,)
    s.kept = prefix = storing.settled(p, prefix)
    if len(prefix) == 5:
        _stored(s, prefix, ev)


def _unload_full_ships(s: State, ev: Events) -> None:
    for ship, (good, load, capacity) in enumerate(zip(s.ship_good, s.ship_load, s.ship_capacity)):
        if load and load == capacity:
            s.goods_supply = set_item(s.goods_supply, good, s.goods_supply[good] + load)
            s.ship_good = set_item(s.ship_good, ship, NO_GOOD)
            s.ship_load = set_item(s.ship_load, ship, 0)
            ev.append(
                {
                    "type": "ship_unloaded",
                    "ship": ship,
                    "good": data.GOOD_NAMES[good],
                    "count": load,
                }
            )


def explain(s: State, action: Action) -> str:
    kind, arg = action.kind, action.arg
    p = s.players[s.actor]
    if s.step == STEP_STORING:
        if kind not in (STORE, KEEP):
            return "loading is over: choose which goods to keep"
        if storing.chosen_good_by_good(p):
            if kind == STORE:
                return (
                    "with a warehouse or the storehouse the goods to keep are chosen good by good"
                )
            return (
                "the count must fit the warehouses and the loose barrels, goods are decided "
                "from corn on, and at least one barrel is kept"
            )
        if kind == KEEP:
            return "without a warehouse or the storehouse the one barrel to keep is chosen at once"
        return "one barrel is kept, of a good the player has"
    if s.step == STEP_GUESTS:
        return "it is time to move guests before the union halls pay, or to leave them"
    if s.step == STEP_UNION_HALL:
        return last_chips.explain(data.UNION_HALL)
    if s.step == STEP_SMALL_WHARF:
        return (
            "finish the small wharf's shipment first: more barrels of a later kind, or nothing more"
        )
    if kind in (STORE, KEEP):
        return "goods are stored only after loading ends"
    if kind == WHARF:
        if not p.active(data.WHARF):
            return f"{p.name} has no occupied wharf"
        if s.wharf_used >> s.actor & 1:
            return "the wharf may be used only once in a captain phase"
        return f"{p.name} has no {data.GOOD_NAMES[arg]}"
    if kind == SMALL_WHARF:
        if not p.active(data.SMALL_WHARF):
            return f"{p.name} has no occupied small wharf"
        if s.small_wharf_used >> s.actor & 1:
            return "the small wharf may be used only once in a captain phase"
        good, count = count_parts(arg)
        return f"{p.name} has not {count} {data.GOOD_NAMES[good]}"
    if kind == PASS and arg == PASS_LOAD:
        return f"{p.name} can load and so must load"
    if kind != LOAD:
        return "it is the captain phase: load goods onto a ship"
    ship, good = load_parts(arg)
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
