"""The builder phase (RULES.md section 3, Builder): one building per player, at most, then
(occupied university) whether to put a colonist on it."""

from . import actions, data, rounds
from .actions import BUILD, EXTRA_COLONIST, PASS, PASS_BUILD, PASS_COLONIST
from .common import has_spare_colonist, set_item, spare_colonist, trigger_end
from .wording import article, human, plural

STEP_BUILD, STEP_UNIVERSITY = 0, 1

_BUILD = tuple(actions.make(BUILD, b) for b in data.BUILDINGS)
_NO_BUILD = actions.make(PASS, PASS_BUILD)
_COLONIST = actions.make(EXTRA_COLONIST)
_NO_COLONIST = actions.make(PASS, PASS_COLONIST)


def begin(s, ev):
    s.actor = s.picker


def cost(s, seat, building):
    """What the player would pay: the builder's privilege and occupied quarries lower the price,
    quarries at most by the building's column, never below 0."""
    p = s.players[seat]
    discount = min(p.occupied[data.QUARRY], data.BUILDING_COLUMN[building])
    if seat == s.picker:
        discount += 1
    return max(0, data.BUILDING_COST[building] - discount)


def legal(s):
    if s.step == STEP_UNIVERSITY:
        return (_COLONIST, _NO_COLONIST)
    seat = s.actor
    p = s.players[seat]
    free = data.CITY_SPACES - p.city_spaces_used()
    if free <= 0:
        return (_NO_BUILD,)
    quarries = p.occupied[data.QUARRY]
    privilege = 1 if seat == s.picker else 0
    money = p.doubloons
    options = []
    for b, left in enumerate(s.building_supply):
        if (left and p.workers[b] < 0 and data.BUILDING_SPACES[b] <= free
                and data.BUILDING_COST[b] - min(quarries, data.BUILDING_COLUMN[b]) - privilege
                <= money):
            options.append(_BUILD[b])
    options.append(_NO_BUILD)
    return tuple(options)


def apply(s, action, ev):
    seat = s.actor
    if s.step == STEP_UNIVERSITY:
        s.step = STEP_BUILD
        if action == _COLONIST:
            b = s.players[seat].city[-1]
            p = s.player(seat)
            p.workers = set_item(p.workers, b, 1)
            ev.append({"type": "colonist_added", "player": seat, "building": "university",
                       "target": data.BUILDING_NAMES[b], "source": spare_colonist(s)})
    elif action != _NO_BUILD:
        _build(s, seat, action & 1023, ev)
        if s.players[seat].active(data.UNIVERSITY) and has_spare_colonist(s):
            s.step = STEP_UNIVERSITY
            return
    s.turn += 1
    if s.turn < s.n:
        s.actor = (s.picker + s.turn) % s.n
    else:
        rounds.finish_phase(s, ev)


def _build(s, seat, b, ev):
    price = cost(s, seat, b)
    p = s.player(seat)
    p.doubloons -= price
    s.building_supply = s.building_supply[:b] + (s.building_supply[b] - 1,) + \
        s.building_supply[b + 1:]
    p.city += (b,)
    p.workers = set_item(p.workers, b, 0)
    ev.append({"type": "built", "player": seat, "building": data.BUILDING_NAMES[b],
               "cost": price})
    if p.city_spaces_used() >= data.CITY_SPACES:
        trigger_end(s, "city_full", ev)


def explain(s, action):
    kind, b = action >> 10, action & 1023
    if s.step == STEP_UNIVERSITY:
        return "first decide whether the university puts a colonist on the new building"
    if kind != BUILD:
        return "it is the builder phase: build one building or nothing"
    p = s.players[s.actor]
    name = human(data.BUILDING_NAMES[b])
    free = data.CITY_SPACES - p.city_spaces_used()
    if p.owns(b):
        return f"{p.name} already has {article(name)}; nobody may own two of a kind"
    if not s.building_supply[b]:
        return f"no {name} is left"
    if data.BUILDING_SPACES[b] > free:
        return (f"{article(name)} needs {data.BUILDING_SPACES[b]} free city spaces; "
                f"{p.name} has {free}")
    return (f"{article(name)} costs {p.name} {plural(cost(s, s.actor, b), 'doubloon')}; "
            f"{p.name} has {p.doubloons}")
