"""What the playout simulator asks the players: the `Policy` protocol, one method per kind of
decision the engine offers (the base game's, then Expansion I's), and `Checked`, a wrapper that
validates a policy's answers (for tests and for developing a policy; too slow for playouts).

Conventions, the same for every method: `t` is the Table as it stands at the decision (read it,
never change it), `seat` the player deciding, `options` his legal choices in the engine's order
(a list of ints: never changed by the policy, and not kept by the simulator). An answer must be
one of the options. `NONE` (-1) declines (no tile, no building, no sale, no extra barrel, no
load). The simulator asks only real decisions: when the engine's legal actions leave a single
choice, it applies it without asking (except the mayor's arrangement, asked whenever the engine
has placing actions, forced or not).

Option encodings:

- settle: a face-up plantation's kind (0 corn .. 4 coffee), QUARRY (5), NONE;
- load: `ship << SHIP_SHIFT | good` for cargo ship `ship` (0 = smallest), ship WHARF_SHIP for the
  player's wharf (every barrel of the good); NONE to pass (offered only when nothing fits on a
  cargo ship); `load_ship` and `load_good` read an option;
- store: the barrels kept per good (a 5-tuple) for each way of storing the engine offers (only
  the greatest keeps: every barrel that can be kept is kept, docs/rules/puerto-rico.md#storing);
- arrange: the mayor's placing (docs/rules/puerto-rico.md#mayor-placement), asked when the
  player has fewer colonists than circles: returns new `(occupied, workers)` lists (occupied
  tiles per tile kind [6], colonists per building [23; 37 with Expansion I, those on the guest
  house being its guests] with NONE for buildings not owned) that put every one of his
  `colonists` on a circle, at most one per tile and a building's circles each.

Expansion I (docs/rules/expansion-i.md) adds decisions and options, each where the engine asks
it (expansion/ plays them):

- settle: also FOREST_OPTION + kind, a forest planted discarding a face-up plantation of that kind
  (occupied forest house); asked a second time of a picker with an occupied library (his second
  tile: no quarry without a construction hut, no hospice); hospice's `kind` is FOREST for a forest
  (the colonist goes to San Juan);
- hacienda_forest: after a hacienda draw with an occupied forest house, a forest instead of it;
- extra_colonist, extra_good: asked again for the library's second privilege;
- build: ids up to 36; a price the player cannot pay is made up by the black market, whose
  payment is asked (black_market: `payment` options, the engine's order);
- sell: also POST_OPTION + good, a sale to his own trading post;
- load: also SMALL_WHARF_LOAD, using the small wharf instead of loading (then small_wharf asks
  what it ships);
- store: with an occupied storehouse the options are every greatest keep (goods kept whole by the
  warehouses, 1 + 3 barrels of any kinds);
- guest: a guest moves from the guest house onto an empty circle the rules are about to read
  (docs/engine.md, "The guest house"): at one of his decisions (asked just before it, again after
  each move; the decision itself follows, asked only if it has more than one option, as the
  engine's forced choices) or in a window before production, the union halls, the prospector's
  doubloon and the final scores. Targets are the engine's: a tile kind 0-5, or BUILDING_TARGET +
  building id; NONE leaves the guests where they are (and moves on to the decision);
- last_chips: the church's VP for a building just built, or a union hall's as the captain phase
  begins, when they would be the last VP chips and no end condition is met yet (the engine's
  last_chips.py): take them (the game ends with the round) or decline them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Protocol, TypeVar

from ... import data
from ...actions import (
    GOOD_MASK,
    MARKET_COLONIST,
    MARKET_GOOD_SHIFT,
    MARKET_VP_SHIFT,
    SHIP_SHIFT,
)
from .table import NONE, TILE_KINDS, Table

QUARRY: Final = data.QUARRY  # settle: the quarry
WHARF_SHIP: Final = 3  # load: the wharf, as if it were a ship after the cargo ships
# Expansion I's encodings.
FOREST_OPTION: Final = 8  # settle: FOREST_OPTION + kind, a forest discarding a face-up `kind`
POST_OPTION: Final = 8  # sell: POST_OPTION + good, a sale to one's own trading post
SMALL_WHARF_SHIP: Final = 4  # load: the small wharf, after the wharf
SMALL_WHARF_LOAD: Final = SMALL_WHARF_SHIP << SHIP_SHIFT  # load: the small wharf's one option
# Guest targets (and the black market's colonists, less 1 for a tile) are the engine's: a tile
# kind 0-5, BUILDING_TARGET (8) + building id; WAITING_COLONIST (7) for a colonist from San Juan.

Arrangement = tuple[list[int], list[int]]  # (occupied per tile kind, workers per building)
Keep = tuple[int, ...]  # barrels kept per good
T = TypeVar("T")
Ask = Callable[[Table, int, Sequence[int]], int]  # a decision among options (Policy.build...)


def load_option(ship: int, good: int) -> int:
    """The load option of `good` onto cargo ship `ship` (WHARF_SHIP: with the wharf)."""
    return ship << SHIP_SHIFT | good


def load_ship(option: int) -> int:
    """The cargo ship of a load option, or WHARF_SHIP."""
    return option >> SHIP_SHIFT


def load_good(option: int) -> int:
    """The good of a load option."""
    return option & GOOD_MASK


def payment(colonist: int, good: int, chip: bool) -> int:
    """A black market payment (the engine's argument of its action): `colonist` 0 for none, a
    tile kind + 1, WAITING_COLONIST or BUILDING_TARGET + building where it comes from; `good`
    NONE or the good returned; `chip` a VP chip returned."""
    return int(chip) << MARKET_VP_SHIFT | (good + 1) << MARKET_GOOD_SHIFT | colonist


def payment_parts(option: int) -> tuple[int, int, bool]:
    """A black market payment as (colonist source or 0, good or NONE, VP chip)."""
    return (
        option & MARKET_COLONIST,
        (option >> MARKET_GOOD_SHIFT & GOOD_MASK) - 1,
        bool(option >> MARKET_VP_SHIFT),
    )


class Policy(Protocol):
    """Every decision of a game, role choice included (see the module docstring); Expansion I's
    methods are never asked in a base game."""

    def role(self, t: Table, seat: int, cards: Sequence[int]) -> int:
        """A role card (data.CARD_NAMES ids) among those still available this round."""
        ...

    def hacienda(self, t: Table, seat: int) -> bool:
        """Settler, before his tile: draw a face-down plantation with the occupied hacienda?"""
        ...

    def settle(self, t: Table, seat: int, options: Sequence[int]) -> int:
        """Settler: a face-up plantation's kind, QUARRY, FOREST_OPTION + kind or NONE."""
        ...

    def hospice(self, t: Table, seat: int, kind: int) -> bool:
        """Settler: put a colonist (supply, else ship) on the tile of `kind` just taken (FOREST:
        the colonist goes to San Juan)?"""
        ...

    def extra_colonist(self, t: Table, seat: int) -> bool:
        """Mayor's privilege: take the extra colonist from the supply? (Asked again for an
        occupied library's second one.)"""
        ...

    def arrange(self, t: Table, seat: int, colonists: int) -> Arrangement:
        """Mayor: where all `colonists` go, fewer than his circles (new lists, see above). The
        Table still shows his arrangement from before."""
        ...

    def build(self, t: Table, seat: int, options: Sequence[int]) -> int:
        """Builder: a building id he can buy now (with the black market's help), or NONE."""
        ...

    def university(self, t: Table, seat: int, building: int) -> bool:
        """Builder: put a colonist (supply, else ship) on the building just built?"""
        ...

    def extra_good(self, t: Table, seat: int, options: Sequence[int]) -> int:
        """Craftsman's privilege: a good he produced that the supply still has, or NONE. (Asked
        again for an occupied library's second one.)"""
        ...

    def sell(self, t: Table, seat: int, options: Sequence[int]) -> int:
        """Trader: a good to sell to the trading house, POST_OPTION + good to his trading post,
        or NONE."""
        ...

    def load(self, t: Table, seat: int, options: Sequence[int]) -> int:
        """Captain: a load option (load_option; SMALL_WHARF_LOAD), or NONE when offered."""
        ...

    def store(self, t: Table, seat: int, options: Sequence[Keep]) -> Keep:
        """Captain, after loading: the barrels he keeps, one of the options (the greatest keeps;
        a warehouse or storehouse owner may keep fewer, and is asked even with one option)."""
        ...

    # --- Expansion I ------------------------------------------------------------------------
    def guest(self, t: Table, seat: int, options: Sequence[int]) -> int:
        """A guest's move: a target (tile kind, or BUILDING_TARGET + building) or NONE."""
        ...

    def hacienda_forest(self, t: Table, seat: int, kind: int) -> bool:
        """Settler: plant a forest instead of the plantation of `kind` just drawn (discarded)?"""
        ...

    def black_market(self, t: Table, seat: int, options: Sequence[int]) -> int:
        """Builder: what the black market takes back (a `payment`), one of the options."""
        ...

    def last_chips(self, t: Table, seat: int, vp: int) -> bool:
        """The church's or a union hall's `vp` VP, the last chips: take them?"""
        ...

    def small_wharf(self, t: Table, seat: int) -> Keep:
        """Captain, having chosen SMALL_WHARF_LOAD: the barrels he ships per good (at least one
        in all, at most his)."""
        ...


def offer(ask: Ask, t: Table, seat: int, options: list[int]) -> int:
    """Asks `ask` (a policy's settle, build or sell) to choose among `options` or to decline
    (NONE, offered last); NONE without asking when there are no options."""
    if not options:
        return NONE
    options.append(NONE)
    return ask(t, seat, options)


def arrangement_error(t: Table, seat: int, colonists: int, answer: Arrangement) -> str | None:
    """Why a mayor's arrangement breaks the rules, or None if it is a legal one."""
    occupied, workers = answer
    island = t.island[seat]
    owned = t.workers[seat]
    buildings = len(owned)
    if len(occupied) != TILE_KINDS or len(workers) != buildings:
        return f"expected {TILE_KINDS} tile counts and {buildings} building counts"
    for kind in range(TILE_KINDS):
        if not 0 <= occupied[kind] <= island[kind]:
            return f"{occupied[kind]} colonists on {island[kind]} {data.TILE_NAMES[kind]} tiles"
    for b in range(buildings):
        if (owned[b] < 0) != (workers[b] < 0):
            return f"ownership of the {data.BUILDING_NAMES[b]} changed"
        if workers[b] > data.BUILDING_CIRCLES[b]:
            return f"{workers[b]} colonists on the {data.BUILDING_NAMES[b]}"
    placed = sum(occupied) + sum(w for w in workers if w > 0)
    if placed != colonists:
        return f"{placed} colonists placed, not {colonists}"
    return None


class Checked:
    """A Policy that asks `inner` and raises ValueError for an answer that is not one of the
    options (or an arrangement the rules forbid)."""

    def __init__(self, inner: Policy) -> None:
        self.inner = inner

    @staticmethod
    def _one_of(what: str, answer: T, options: Sequence[T]) -> T:
        """The answer, if it is one of the options."""
        if answer not in options:
            raise ValueError(f"{what}: {answer!r} is not one of {list(options)!r}")
        return answer

    def role(self, t: Table, seat: int, cards: Sequence[int]) -> int:
        return self._one_of("role", self.inner.role(t, seat, cards), cards)

    def hacienda(self, t: Table, seat: int) -> bool:
        return bool(self.inner.hacienda(t, seat))

    def settle(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._one_of("settle", self.inner.settle(t, seat, options), options)

    def hospice(self, t: Table, seat: int, kind: int) -> bool:
        return bool(self.inner.hospice(t, seat, kind))

    def extra_colonist(self, t: Table, seat: int) -> bool:
        return bool(self.inner.extra_colonist(t, seat))

    def arrange(self, t: Table, seat: int, colonists: int) -> Arrangement:
        answer = self.inner.arrange(t, seat, colonists)
        error = arrangement_error(t, seat, colonists, answer)
        if error:
            raise ValueError(f"arrange: {error}")
        return answer

    def build(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._one_of("build", self.inner.build(t, seat, options), options)

    def university(self, t: Table, seat: int, building: int) -> bool:
        return bool(self.inner.university(t, seat, building))

    def extra_good(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._one_of("extra_good", self.inner.extra_good(t, seat, options), options)

    def sell(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._one_of("sell", self.inner.sell(t, seat, options), options)

    def load(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._one_of("load", self.inner.load(t, seat, options), options)

    def store(self, t: Table, seat: int, options: Sequence[Keep]) -> Keep:
        answer = self.inner.store(t, seat, options)
        # The options are the greatest keeps; the engine also allows any keep within one of them
        # (a warehouse's fewer barrels), one barrel at least.
        if not any(answer) or not any(all(a <= b for a, b in zip(answer, o)) for o in options):
            raise ValueError(f"store: {answer} is within none of {list(options)}")
        return answer

    def guest(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._one_of("guest", self.inner.guest(t, seat, options), options)

    def hacienda_forest(self, t: Table, seat: int, kind: int) -> bool:
        return bool(self.inner.hacienda_forest(t, seat, kind))

    def black_market(self, t: Table, seat: int, options: Sequence[int]) -> int:
        return self._one_of("black_market", self.inner.black_market(t, seat, options), options)

    def last_chips(self, t: Table, seat: int, vp: int) -> bool:
        return bool(self.inner.last_chips(t, seat, vp))

    def small_wharf(self, t: Table, seat: int) -> Keep:
        answer = tuple(self.inner.small_wharf(t, seat))
        goods = t.goods[seat]
        if (
            len(answer) != len(goods)
            or not sum(answer)
            or any(not 0 <= ship <= have for ship, have in zip(answer, goods))
        ):
            raise ValueError(f"small_wharf: {answer!r} is not a shipment of his barrels {goods!r}")
        return answer
