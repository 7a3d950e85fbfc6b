"""The craftsman phase (RULES.md section 3, Craftsman): production, factory, the extra barrel."""

from . import actions, data, rounds
from .actions import EXTRA_GOOD, PASS, PASS_EXTRA_GOOD
from .common import good_counts, seats_from

_EXTRA = tuple(actions.make(EXTRA_GOOD, g) for g in data.GOODS)
_NO_EXTRA = actions.make(PASS, PASS_EXTRA_GOOD)


def capacity(p):
    """Barrels of each good the player's occupied plantations and buildings can make."""
    workers = p.workers
    made = [p.occupied[data.CORN]]  # corn needs no building
    for good in data.GOODS[1:]:
        circles = sum(workers[b] for b in data.PRODUCTION_BUILDINGS_OF[good] if workers[b] > 0)
        made.append(min(p.occupied[good], circles))
    return made


def begin(s, ev):
    # Everybody produces in turn from the craftsman; a short supply serves the earlier players.
    for seat in seats_from(s, s.picker):
        wanted = capacity(s.players[seat])
        if not any(wanted):
            continue
        supply = list(s.goods_supply)
        got = [min(w, supply[g]) for g, w in enumerate(wanted)]
        for g, amount in enumerate(got):
            supply[g] -= amount
        s.goods_supply = tuple(supply)
        p = s.player(seat)
        p.goods = tuple(have + amount for have, amount in zip(p.goods, got))
        kinds = sum(1 for amount in got if amount)
        factory = data.FACTORY_PAY[kinds] if p.active(data.FACTORY) else 0
        p.doubloons += factory
        ev.append({"type": "produced", "player": seat, "goods": good_counts(got),
                   "factory_doubloons": factory})
        if seat == s.picker:
            s.produced = tuple(g for g, amount in enumerate(got) if amount)
    s.actor = s.picker
    if not legal(s)[:-1]:
        _finish(s, ev)


def legal(s):
    supply = s.goods_supply
    return tuple(_EXTRA[g] for g in s.produced if supply[g]) + (_NO_EXTRA,)


def apply(s, action, ev):
    if action != _NO_EXTRA:
        good = action & 1023
        p = s.player(s.actor)
        p.goods = p.goods[:good] + (p.goods[good] + 1,) + p.goods[good + 1:]
        s.goods_supply = s.goods_supply[:good] + (s.goods_supply[good] - 1,) + \
            s.goods_supply[good + 1:]
        ev.append({"type": "extra_good", "player": s.actor, "good": data.GOOD_NAMES[good]})
    _finish(s, ev)


def _finish(s, ev):
    s.produced = ()
    rounds.finish_phase(s, ev)


def explain(s, action):
    if action >> 10 != EXTRA_GOOD:
        return "it is the craftsman's choice of an extra barrel"
    good = data.GOOD_NAMES[action & 1023]
    if (action & 1023) not in s.produced:
        return f"the craftsman did not produce {good} this phase"
    return f"no {good} is left in the supply"
