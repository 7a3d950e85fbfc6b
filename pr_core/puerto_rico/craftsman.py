"""The craftsman phase (docs/rules/puerto-rico.md#craftsman): production, the extra barrel.

Everybody produces in turn from the craftsman; a short supply serves the earlier players. With
Expansion I, owners of guests may first move them (a "guests" window, since production reads
everybody's circles at once), and the craftsman with an occupied library takes a second extra
barrel. The buildings' rules (factory, aqueduct, specialty factory) are in buildings/.
"""

from collections.abc import Sequence

from . import actions, craftsman_guests, data, rounds
from .actions import ARG, BUILDING_TARGET, EXTRA_GOOD, PASS, PASS_EXTRA_GOOD, Action
from .buildings import aqueduct, factory, guest_house, library, specialty_factory
from .common import STEP_GUESTS, good_counts, seats_from
from .state import Events, Player, State

STEP_EXTRA = 0
_EXTRA = tuple(actions.make(EXTRA_GOOD, g) for g in data.GOODS)
_NO_EXTRA = actions.make(PASS, PASS_EXTRA_GOOD)


def capacity(p: Player) -> list[int]:
    """Barrels of each good the player's occupied plantations and buildings can make."""
    occupied, workers = p.occupied, p.workers
    made = [occupied[data.CORN]]  # corn needs no building
    for good in data.GOODS[1:]:
        circles = 0
        for b in data.PRODUCTION_BUILDINGS_OF[good]:
            if workers[b] > 0:
                circles += workers[b]
        made.append(min(occupied[good], circles))
    return made


def begin(s: State, ev: Events) -> None:
    guest_house.begin_phase(s, guest_targets, _produce, ev)


def _produce(s: State, ev: Events) -> None:
    s.step = STEP_EXTRA
    for seat in seats_from(s, s.picker):
        wanted = capacity(s.players[seat])
        if not any(wanted):
            continue
        # What he gets of each good: what he makes, at most what is left (one loop for both).
        got, supply = [], list(s.goods_supply)
        for good, amount in enumerate(wanted):
            amount = min(amount, supply[good])
            got.append(amount)
            supply[good] -= amount
        s.goods_supply = tuple(supply)
        p = s.player(seat)
        pay = factory.doubloons(p, got)
        p.doubloons += pay
        p.goods = tuple([have + amount for have, amount in zip(p.goods, got)])
        extra = (
            [min(n, supply[g]) for g, n in enumerate(aqueduct.extra_goods(p, got))]
            if s.expansion
            else None
        )
        ev.append(
            {
                "type": "produced",
                "player": seat,
                "goods": good_counts(got),
                "factory_doubloons": pay,
            }
        )
        received = got
        if extra and any(extra):
            _receive(s, seat, extra)
            ev.append({"type": "aqueduct", "player": seat, "goods": good_counts(extra)})
            received = [a + b for a, b in zip(got, extra)]
        if seat == s.picker:
            s.produced = tuple([g for g, amount in enumerate(got) if amount])
            if s.expansion:
                s.received = tuple(received)
        elif s.expansion:
            _specialty(s, seat, received, ev)
    s.actor = s.picker
    if not legal(s)[:-1]:
        _finish(s, ev)


def _receive(s: State, seat: int, goods: Sequence[int]) -> None:
    p = s.player(seat)
    p.goods = tuple([have + n for have, n in zip(p.goods, goods)])
    s.goods_supply = tuple([left - n for left, n in zip(s.goods_supply, goods)])


def _specialty(s: State, seat: int, received: Sequence[int], ev: Events) -> None:
    pay = specialty_factory.doubloons(s.players[seat], received)
    if pay:
        s.player(seat).doubloons += pay
        ev.append({"type": "specialty_factory", "player": seat, "doubloons": pay})


def legal(s: State) -> tuple[Action, ...]:
    if s.step == STEP_GUESTS:
        return guest_house.window_legal(s, guest_targets)
    supply = s.goods_supply
    return (*[_EXTRA[g] for g in s.produced if supply[g]], _NO_EXTRA)


def apply(s: State, action: Action, ev: Events) -> None:
    if s.step == STEP_GUESTS:  # only "leave the guests": moves go through after_guest
        guest_house.pass_on(s, guest_targets, _produce, ev)
        return
    if action != _NO_EXTRA:
        good = action & ARG
        _receive(s, s.actor, tuple(1 if g == good else 0 for g in data.GOODS))
        ev.append({"type": "extra_good", "player": s.actor, "good": data.GOOD_NAMES[good]})
        if s.received:
            s.received = tuple(n + (g == good) for g, n in enumerate(s.received))
        if not s.library_second and library.privileges(s, s.actor) == 2:
            s.library_second = True  # the library's second extra barrel: asked again
            library.doubled(s, ev)
            if legal(s)[:-1]:
                return
    _finish(s, ev)


def after_guest(s: State, target: int, ev: Events) -> None:
    if s.step == STEP_GUESTS:
        guest_house.after_move(s, guest_targets, _produce, ev)


def guest_targets(s: State, seat: int) -> Sequence[int]:
    """Before production: the circles whose guest would change what production gives
    (craftsman_guests.py). At the craftsman's extra barrel: the library and the specialty
    factory."""
    if s.step == STEP_EXTRA:
        if seat != s.picker:
            return ()
        found = [BUILDING_TARGET + data.SPECIALTY_FACTORY]
        if not s.library_second:
            found.append(BUILDING_TARGET + data.LIBRARY)
        return found
    p = s.players[seat]
    plantations = [p.island.count(good) for good in data.GOODS]
    return craftsman_guests.window_targets(
        capacity(p), p.occupied, p.workers, plantations, s.goods_supply, seat == s.picker
    )


def _finish(s: State, ev: Events) -> None:
    if s.received:
        _specialty(s, s.picker, s.received, ev)
    s.produced = ()
    s.received = ()
    s.library_second = False
    rounds.finish_phase(s, ev)


def explain(s: State, action: Action) -> str:
    if s.step == STEP_GUESTS:
        return "it is time to move guests before production, or to leave them"
    if action.kind != EXTRA_GOOD:
        return "it is the craftsman's choice of an extra barrel"
    good = data.GOOD_NAMES[action.arg]
    if action.arg not in s.produced:
        return f"the craftsman did not produce {good} this phase"
    return f"no {good} is left in the supply"
