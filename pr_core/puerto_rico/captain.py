"""The captain phase (docs/rules/puerto-rico.md#captain): compulsory loading, the wharves, storing.

Loading goes round from the captain until a whole round passes without a load. A player who can
load onto a cargo ship must (or use his wharf or small wharf instead); a player who cannot,
passes, unless he chooses to use an unused wharf. Every load scores alike (barrels, the captain's
privilege on his first, the harbor, the lighthouse). Then each player chooses what to keep
(storing), and full ships are emptied. With Expansion I the union halls pay first (after a
"guests" window for owners who may still staff theirs). The buildings' rules are in buildings/.
"""

from itertools import combinations

from . import actions, data, rounds
from .actions import (
    ARG,
    BUILDING_TARGET,
    COUNT,
    COUNT_SHIFT,
    GOOD_MASK,
    KEEP,
    LOAD,
    NO_SINGLE,
    PASS,
    PASS_LOAD,
    PASS_SMALL_WHARF,
    SHIFT,
    SHIP_SHIFT,
    SINGLE_SHIFT,
    SMALL_WHARF,
    STORE,
    WAREHOUSE_MASK,
    WHARF,
    Action,
    count_parts,
    load_parts,
)
from .buildings import (
    guest_house,
    harbor,
    large_warehouse,
    library,
    lighthouse,
    small_warehouse,
    small_wharf,
    storehouse,
    union_hall,
    wharf,
)
from .common import STEP_GUESTS, award_vp, good_counts, seats_from, set_item
from .state import NO_GOOD, Event, Events, Player, State

STEP_LOADING, STEP_STORING, STEP_SMALL_WHARF = 0, 1, 2
STEP_NAMES = {
    STEP_LOADING: "loading",
    STEP_STORING: "storing",
    STEP_SMALL_WHARF: "small_wharf",
    STEP_GUESTS: "guests",
}  # position format

_NO_LOAD = actions.make(PASS, PASS_LOAD)
_LOAD = tuple(tuple(actions.load(ship, good) for good in data.GOODS) for ship in range(3))
_SHIPPED_ENOUGH = actions.make(PASS, PASS_SMALL_WHARF)
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
    s.step = STEP_GUESTS
    if s.expansion and guest_house.open_window(s, guest_targets):
        return
    _start_loading(s, ev)


def _start_loading(s: State, ev: Events) -> None:
    if s.expansion:
        for seat in seats_from(s, s.picker):
            union_hall.pay(s, seat, ev)
    s.actor = s.picker
    s.turn = 0
    s.step = STEP_LOADING


def ship_loads(s: State, seat: int) -> list[Action]:
    """The cargo-ship loads open to the player, following the loading rules."""
    ship_good, capacity = s.ship_good, s.ship_capacity
    empty = [i for i, g in enumerate(ship_good) if g == NO_GOOD]
    options: list[Action] = []
    for good, have in enumerate(s.players[seat].goods):
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
        if storehouse.extra_barrels(p):
            return keep_options(s, p)
        return store_options(p)
    if step == STEP_GUESTS:
        return guest_house.window_legal(s, guest_targets)
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
        # The wharves he could have used, for the log: a pass with none of them is forced.
        declined = [
            name
            for name, usable in (
                ("wharf", wharf.options(s, seat)),
                (
                    "small_wharf",
                    s.expansion and small_wharf.usable(s, seat) and small_wharf.options(s, seat),
                ),
            )
            if usable
        ]
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
    at storing the warehouses and the storehouse."""
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


# --- storing ----------------------------------------------------------------------------------
def warehouse_kinds(p: Player) -> int:
    return small_warehouse.kinds_kept(p) + large_warehouse.kinds_kept(p)


# memo: (goods, kinds kept whole) -> the ways to store; every player stores in every captain
# phase, with holdings that recur.
_STORE_OPTIONS: dict[tuple[tuple[int, ...], int], tuple[Action, ...]] = {}


def store_options(p: Player) -> tuple[Action, ...]:
    """The ways to store: every barrel that can be kept must be, so only choices that keep a
    greatest possible set of barrels are offered (one if everything fits)."""
    key = (p.goods, warehouse_kinds(p))
    found = _STORE_OPTIONS.get(key)
    if found is None:
        found = _store_options(*key)
        if len(_STORE_OPTIONS) >= 4096:
            _STORE_OPTIONS.clear()
        _STORE_OPTIONS[key] = found
    return found


def _store_options(goods: tuple[int, ...], slots: int) -> tuple[Action, ...]:
    kinds = [g for g, have in enumerate(goods) if have]
    if len(kinds) <= slots:
        return (actions.store(sum([1 << g for g in kinds]), NO_SINGLE),)
    outcomes: dict[tuple[int, ...], Action] = {}
    for kept_whole in combinations(kinds, slots):
        mask = sum(1 << g for g in kept_whole)
        for single in kinds:
            if not mask >> single & 1:
                kept = tuple(
                    goods[g] if mask >> g & 1 else (1 if g == single else 0) for g in range(5)
                )
                outcomes.setdefault(kept, actions.store(mask, single))
    best = [
        action
        for kept, action in outcomes.items()
        if not any(other != kept and all(a >= b for a, b in zip(other, kept)) for other in outcomes)
    ]
    best.sort()
    return tuple(best)


def kept_goods(goods: tuple[int, ...], action: int) -> tuple[int, ...]:
    arg = action & ARG
    mask, single = arg & WAREHOUSE_MASK, arg >> SINGLE_SHIFT
    return tuple(
        [
            have if mask >> g & 1 else (min(have, 1) if g == single else 0)
            for g, have in enumerate(goods)
        ]
    )


def _start_storing(s: State) -> None:
    s.step = STEP_STORING
    s.turn = 0
    s.actor = s.picker
    s.passes = 0


def _store(s: State, action: Action, ev: Events) -> None:
    _stored(s, kept_goods(s.players[s.actor].goods, action), ev)


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


# --- storing with a storehouse: good by good ----------------------------------------------------
# memo: (goods, kinds kept whole, loose barrels) -> the greatest keeps
_OUTCOMES: dict[tuple[tuple[int, ...], int, int], list[tuple[int, ...]]] = {}


def keep_outcomes(goods: tuple[int, ...], kinds: int, loose: int) -> list[tuple[int, ...]]:
    """Every greatest keep (no other keeps as much of every good and more of one) for a player
    with `goods` who keeps `kinds` kinds whole and `loose` barrels of any kinds."""
    key = (goods, kinds, loose)
    found = _OUTCOMES.get(key)
    if found is None:
        held = [g for g, have in enumerate(goods) if have]
        outcomes: set[tuple[int, ...]] = set()
        for whole in combinations(held, min(kinds, len(held))):
            rest = [g for g in held if g not in whole]
            base = tuple(goods[g] if g in whole else 0 for g in range(5))
            count = min(loose, sum(goods[g] for g in rest))
            for extra in _spread(rest, goods, count):
                outcomes.add(tuple(a + b for a, b in zip(base, extra)))
        found = sorted(
            o
            for o in outcomes
            if not any(other != o and all(a >= b for a, b in zip(other, o)) for other in outcomes)
        )
        if len(_OUTCOMES) > 4096:
            _OUTCOMES.clear()
        _OUTCOMES[key] = found
    return found


def _spread(kinds: list[int], goods: tuple[int, ...], count: int) -> list[tuple[int, ...]]:
    """Every way to take exactly `count` barrels from the given kinds (as a 5-tuple)."""
    if not kinds:
        return [(0,) * 5] if count == 0 else []
    first, rest = kinds[0], kinds[1:]
    ways: list[tuple[int, ...]] = []
    for take in range(min(count, goods[first]) + 1):
        for tail in _spread(rest, goods, count - take):
            ways.append(tail[:first] + (take,) + tail[first + 1 :])
    return ways


def _keep_values(s: State, p: Player, prefix: tuple[int, ...]) -> list[int]:
    outcomes = keep_outcomes(p.goods, warehouse_kinds(p), 1 + storehouse.extra_barrels(p))
    g = len(prefix)
    return sorted({o[g] for o in outcomes if o[:g] == prefix})


def _settled(s: State, p: Player, prefix: tuple[int, ...]) -> tuple[int, ...]:
    """The prefix extended by every good whose count is no longer a choice."""
    while len(prefix) < 5:
        values = _keep_values(s, p, prefix)
        if len(values) != 1:
            break
        prefix += (values[0],)
    return prefix


def keep_prefix_possible(p: Player, prefix: tuple[int, ...]) -> bool:
    """Do some of the storehouse owner's greatest keeps begin with these counts?"""
    outcomes = keep_outcomes(p.goods, warehouse_kinds(p), 1 + storehouse.extra_barrels(p))
    return len(prefix) < 5 and any(o[: len(prefix)] == prefix for o in outcomes)


def keep_options(s: State, p: Player) -> tuple[Action, ...]:
    """The storehouse owner's choice for the next good whose count is still open."""
    prefix = _settled(s, p, s.kept)
    if len(prefix) == 5:  # everything fits, or one way only: a single (forced) action
        g = next((g for g, have in enumerate(p.goods) if have), 0)
        return (actions.keep(g, prefix[g]),)
    g = len(prefix)
    return tuple(actions.keep(g, k) for k in _keep_values(s, p, prefix))


def _keep(s: State, action: Action, ev: Events) -> None:
    p = s.players[s.actor]
    g, count = (action & ARG) >> COUNT_SHIFT, action & COUNT
    prefix = _settled(s, p, s.kept)
    if len(prefix) <= g:
        prefix = prefix + (count,)
    s.kept = prefix = _settled(s, p, prefix)
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
        if storehouse.extra_barrels(p) and kind == STORE:
            return "with the storehouse the goods to keep are chosen kind by kind"
        return (
            "every barrel that can be kept must be kept: choose one of the ways offered "
            "to store the greatest set of barrels"
        )
    if s.step == STEP_GUESTS:
        return "it is time to move guests before the union halls pay, or to leave them"
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
