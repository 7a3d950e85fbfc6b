"""What Puerto Rico gives the coach (pr_core/coach/, docs/coach.md): the Expert's search read as
chances to win, and the reasons, told from a look-ahead to the end of the round (or to the
player's next role): the roles taken and the doubloons on them, plantations and quarries,
colonists, the barrels each good could be produced in (plantations and buildings manned),
buildings (and the last copy of one a rival could afford), barrels produced, sold,
shipped for VP or lost at storing, and the doubloons each player ends with.

A plantation drawn face down (the hacienda's) is a guess on every sample: it is counted, never
named.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ..coach.parts import Coach, Fact, Tally, add
from . import builder, craftsman, data
from .bots import heuristic
from .bots.sampling import state_from_view
from .state import ROLE_SELECTION, State

if TYPE_CHECKING:
    from ..json_checks import JSON
    from ..rng import Random
    from .actions import Action

DOUBLOON: Final = 0.33  # VP a doubloon is worth, about (the worths below are in VP)
_WORTHS: Final = {  # VP a unit of each fact is worth, about; buildings by their cost and VP
    "role": 1.0,
    "role_doubloons": DOUBLOON,
    "tile": 1.0,
    "drawn": 1.0,
    "forest": 0.3,
    "colonists": 0.6,
    "capacity": 0.6,
    "produced": 0.5,
    "shipped": 1.0,
    "vp": 1.0,
    "lost": -0.5,  # (a barrel lost: worth less)
    "doubloons": DOUBLOON,
    "drafted": 0.5,
}
# Every kind of fact this game's reasons tell (the page words each one)
KINDS: Final = frozenset(_WORTHS) | {"built", "drafted", "last", "sold"}
_QUARRY: Final = 1.5  # a quarry, against a plantation's 1
_LAST: Final = 2.0  # the last copy of a building taken from under a rival, on top of its worth
_BY_NAME: Final = {name: b for b, name in enumerate(data.BUILDING_NAMES)}
_GOODS_SHIPPED: Final = ("shipped", "small_wharf_shipped")
_GOODS_MADE: Final = ("produced", "aqueduct")
_VP_OF_BUILDINGS: Final = ("church", "union_hall")


def _colonists(s: State, seat: int) -> int:
    """The seat's colonists, those in his hand while he places them included."""
    placing = s.phase == data.MAYOR and s.actor == seat
    return s.players[seat].colonists() + (s.hand if placing else 0)


def _building(name: str) -> float:
    b = _BY_NAME[name]
    return DOUBLOON * data.BUILDING_COST[b] + data.BUILDING_VP[b]


class Teller:
    """Puerto Rico's reasons (pr_core/coach/parts.py, Teller)."""

    @staticmethod
    def play(state: State, legal: Sequence[Action], rng: Random) -> Action:
        return heuristic.choose(state, legal, rng)

    @staticmethod
    def over(start: State, state: State, seat: int) -> bool:
        return state.phase == ROLE_SELECTION and (
            state.governor != start.governor or state.actor == seat
        )

    @staticmethod
    def tally(start: State, events: Sequence[JSON], end: State, seat: int) -> Tally:
        found: Tally = {}
        own_role = start.phase == ROLE_SELECTION  # the decision's role is its label, no reason
        supply = list(start.building_supply)  # copies left, as the builds go
        for e in events:
            kind, p = e["type"], e.get("player", -1)
            if kind == "role_chosen":
                if own_role:
                    own_role = False
                else:
                    add(found, Fact("role", p, e["role"]))
                add(found, Fact("role_doubloons", p, e["role"]), e["doubloons"])
            elif kind == "tile_taken":
                add(found, Fact("tile", p, e["tile"]))
            elif kind == "hacienda_draw":
                add(found, Fact("drawn", p))  # a guess on each sample: never named
            elif kind == "forest_planted":
                add(found, Fact("forest", p))
            elif kind == "built":
                b = _BY_NAME[e["building"]]
                supply[b] -= 1
                add(found, Fact("built", p, e["building"]))
                if p == seat and not supply[b]:
                    rival = _could_afford(start, seat, b)
                    if rival is not None:
                        add(found, Fact("last", seat, e["building"], rival))
            elif kind in _GOODS_MADE:
                add(found, Fact("produced", p), sum(e["goods"].values()))
            elif kind == "extra_good":
                add(found, Fact("produced", p))
            elif kind in ("sold", "sold_to_trading_post"):
                add(found, Fact("sold", p, e["good"]))
            elif kind in _GOODS_SHIPPED:
                add(found, Fact("shipped", p), e["vp"])
            elif kind == "stored":
                add(found, Fact("lost", p), sum(e["lost"].values()))
            elif kind in _VP_OF_BUILDINGS:
                add(found, Fact("vp", p), e["vp"])
            elif kind == "building_drafted":
                add(found, Fact("drafted", p, e["building"]))
        for p in range(end.n):
            now, was = craftsman.capacity(end.players[p]), craftsman.capacity(start.players[p])
            for good, name in enumerate(data.GOOD_NAMES):
                add(found, Fact("capacity", p, name), now[good] - was[good])
            add(found, Fact("colonists", p), _colonists(end, p) - _colonists(start, p))
            add(found, Fact("doubloons", p), end.players[p].doubloons - start.players[p].doubloons)
        return found

    @staticmethod
    def worth(fact: Fact, amount: int) -> float:
        kind, subject = fact.kind, fact.subject
        if kind in ("built", "drafted", "last"):
            assert subject is not None
            worth = _building(subject) + (_LAST if kind == "last" else 0.0)
        elif kind == "tile" and subject == "quarry":
            worth = _QUARRY
        elif kind == "sold":
            assert subject is not None
            worth = 0.5 + DOUBLOON * data.GOOD_PRICE[data.GOOD_NAMES.index(subject)]
        else:
            worth = _WORTHS[kind]
        return worth * amount


def _could_afford(start: State, seat: int, b: int) -> int | None:
    """The first player after `seat` who could have paid for building `b` at the decision and
    does not own one: the last copy taken kept it from him."""
    for k in range(1, start.n):
        rival = (seat + k) % start.n
        r = start.players[rival]
        if not r.owns(b) and builder.cost(start, rival, b) <= r.doubloons:
            return rival
    return None


COACH: Final[Coach] = Coach(
    level="expert", sample=state_from_view, measure="chance", teller=Teller()
)
