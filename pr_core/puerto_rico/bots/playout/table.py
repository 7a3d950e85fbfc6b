"""The playout simulator's game state: a `Table` of plain ints and small mutable lists, copied in a
few microseconds and changed in place, where the engine's State is immutable and copied on write.

A Table always stands between two role choices (or at the end of the game): the simulator plays a
whole role phase in one call (phases.py), so nothing of a phase in progress (whose turn, the
mayor's hand, the captain's passes...) needs a field. What it keeps is every quantity a later rule
or the score reads, no more:

- the island as tile counts per kind (the engine's ordered tuple only ever tells which tile came
  last, and the simulator knows that when it matters: the hospice's new tile);
- the city as its building ids, sorted (the mayor fills buildings in id order), with the spaces
  it uses; `workers[seat][b]` is -1 for a building not owned;
- the face-up plantations as counts per kind (the engine's order of them decides nothing);
- the end conditions met as bits (END_*), and the random generator's state, the engine's own
  PCG32, so that the face-down plantations come up exactly as in the engine.

With Expansion I (`expansion` True) the per-building lists cover all 37 buildings (23 in a base
game, so the base game's lists and loops stay as short as they were), an island row has a 7th
count, its forests (FOREST), and `forests` counts those left. Guests need no field: they are the
colonists on the guest house (`workers[seat][GUEST_HOUSE]`), as in the engine; everything else
the engine keeps for the expansion lives only inside a phase.

Per-seat numbers are lists indexed by seat; per-seat tables (island, occupied, workers, city,
goods) are lists of small lists. `from_state` reads an engine State; `differences` names the
fields in which two Tables differ (the move-by-move test uses it); `scores` and `winners` are the
final scoring with the engine's tie-break (docs/rules/puerto-rico.md#scoring).
"""

from __future__ import annotations

from typing import Final

from ... import data
from ...state import GAME_OVER, NO_SEAT, ROLE_SELECTION, State

NONE: Final = -1  # no choice (declining), no good on a cargo ship, no seat, a building not owned

# End conditions met (the engine's end_reasons, as bits).
END_VP_CHIPS: Final = 1
END_COLONISTS: Final = 2
END_CITY_FULL: Final = 4
END_REASON_BITS: Final = {
    "vp_chips": END_VP_CHIPS,
    "colonists": END_COLONISTS,
    "city_full": END_CITY_FULL,
}

GOOD_KINDS: Final = 5
TILE_KINDS: Final = 6  # the goods' plantations and the quarry: the tiles with a circle
FOREST: Final = data.FOREST  # 6: an island row's forests (Expansion I)
BASE_BUILDINGS: Final = len(data.BASE_BUILDINGS)  # 23: ids 0-22
ALL_BUILDINGS: Final = len(data.BUILDINGS)  # 37 with Expansion I's: ids 0-36

# Fields indexed by seat (differences names the seat).
_PER_SEAT = frozenset(
    (
        "doubloons",
        "vp",
        "island",
        "occupied",
        "city",
        "spaces",
        "workers",
        "waiting_colonists",
        "goods",
    )
)


class Table:
    """One position of a game between two role choices (see the module docstring).

    Fields never change type; lists are changed in place by the simulator, so a search copies a
    Table (`copy`) before playing on it.
    """

    __slots__ = (
        # the round
        "n",  # players (2-5); seats 0..n-1 clockwise
        "governor",  # seat holding the governor card
        "picks",  # roles taken so far this round; the next picker is (governor + picks) % n
        "picks_per_round",  # n, or 6 in the 2-player game (data.SETUPS)
        "card_gold",  # [card]: doubloons on each role card in play; card ids are 0..cards-1
        "card_taken",  # [card]: the seat that took it this round, NONE if still available
        # the supply
        "colonist_supply",
        "colonist_ship",
        "vp_supply",  # VP chips left (never below 0; later VP are still scored)
        "goods_supply",  # [good]: barrels left
        "ship_capacity",  # (ship): capacities, smallest first (never changes)
        "ship_good",  # [ship]: good on board, NONE when empty
        "ship_load",  # [ship]: barrels on board
        "house",  # goods in the trading house, in the order sold (at most 4)
        "face_up",  # [kind]: face-up plantations per kind
        "face_down",  # [kind]: face-down plantations per kind (their order: `rng`)
        "discards",  # [kind]: discarded plantations per kind
        "quarries",  # quarries left
        "building_supply",  # [building]: copies left (0 for a building not in the game)
        "forests",  # forest tiles left (Expansion I; 0 in a base game)
        "expansion",  # True with Expansion I: the phases play its rules (expansion/)
        "end_reasons",  # END_* bits: conditions met; the game ends with the round
        "over",  # True once the game has ended
        "rng",  # the engine's PCG32 state (pr_core/rng.py)
        # the players, by seat
        "doubloons",  # [seat]
        "vp",  # [seat]: VP chips, plus VP scored after the chips ran out
        "island",  # [seat][kind]: tiles per kind (corn..coffee, quarry; forest with Expansion I)
        "occupied",  # [seat][kind]: tiles of each kind with a colonist
        "city",  # [seat]: building ids owned, sorted
        "spaces",  # [seat]: city spaces used (a large building takes two)
        "workers",  # [seat][building]: colonists on it, NONE if not owned
        "waiting_colonists",  # [seat]: colonists waiting in San Juan
        "goods",  # [seat][good]: barrels
    )

    n: int
    governor: int
    picks: int
    picks_per_round: int
    card_gold: list[int]
    card_taken: list[int]
    colonist_supply: int
    colonist_ship: int
    vp_supply: int
    goods_supply: list[int]
    ship_capacity: tuple[int, ...]
    ship_good: list[int]
    ship_load: list[int]
    house: list[int]
    face_up: list[int]
    face_down: list[int]
    discards: list[int]
    quarries: int
    building_supply: list[int]
    forests: int
    expansion: bool
    end_reasons: int
    over: bool
    rng: int
    doubloons: list[int]
    vp: list[int]
    island: list[list[int]]
    occupied: list[list[int]]
    city: list[list[int]]
    spaces: list[int]
    workers: list[list[int]]
    waiting_colonists: list[int]
    goods: list[list[int]]

    def copy(self) -> Table:
        """An independent copy (every list copied; a search plays on the copy)."""
        t = Table.__new__(Table)
        t.n = self.n
        t.governor = self.governor
        t.picks = self.picks
        t.picks_per_round = self.picks_per_round
        t.card_gold = self.card_gold[:]
        t.card_taken = self.card_taken[:]
        t.colonist_supply = self.colonist_supply
        t.colonist_ship = self.colonist_ship
        t.vp_supply = self.vp_supply
        t.goods_supply = self.goods_supply[:]
        t.ship_capacity = self.ship_capacity
        t.ship_good = self.ship_good[:]
        t.ship_load = self.ship_load[:]
        t.house = self.house[:]
        t.face_up = self.face_up[:]
        t.face_down = self.face_down[:]
        t.discards = self.discards[:]
        t.quarries = self.quarries
        t.building_supply = self.building_supply[:]
        t.forests = self.forests
        t.expansion = self.expansion
        t.end_reasons = self.end_reasons
        t.over = self.over
        t.rng = self.rng
        t.doubloons = self.doubloons[:]
        t.vp = self.vp[:]
        t.island = [row[:] for row in self.island]
        t.occupied = [row[:] for row in self.occupied]
        t.city = [row[:] for row in self.city]
        t.spaces = self.spaces[:]
        t.workers = [row[:] for row in self.workers]
        t.waiting_colonists = self.waiting_colonists[:]
        t.goods = [row[:] for row in self.goods]
        return t

    @property
    def actor(self) -> int:
        """The seat that chooses the next role (what a search reads of any state)."""
        return (self.governor + self.picks) % self.n

    def __repr__(self) -> str:
        return (
            f"<Table {self.n}p governor={self.governor} picks={self.picks} "
            f"over={self.over} vp={self.vp} doubloons={self.doubloons}>"
        )


def from_state(state: State) -> Table:
    """The Table of an engine State at a role choice or over, with or without Expansion I (after
    its draft).

    Raises ValueError for a State in the middle of a phase (the simulator plays whole phases
    only; the draft and the game end's guest window are phases too).
    """
    if state.phase not in (ROLE_SELECTION, GAME_OVER):
        raise ValueError(
            "the playout simulator starts between two role choices: this State is in the middle "
            f"of a phase ({state!r})"
        )
    cards = state.cards
    if cards != tuple(range(len(cards))):
        raise ValueError(f"unexpected role cards {cards!r} (expected ids 0..{len(cards) - 1})")
    players = state.players
    expansion = state.expansion
    if not expansion and any(
        len(p.island) > data.ISLAND_SPACES or data.FOREST in p.island for p in players
    ):
        raise ValueError("a base game's island holds at most 12 tiles and no forest")
    buildings = ALL_BUILDINGS if expansion else BASE_BUILDINGS
    kinds = TILE_KINDS + 1 if expansion else TILE_KINDS
    n = state.n
    t = Table.__new__(Table)
    t.n = n
    t.governor = state.governor
    t.picks = sum(1 for taken in state.card_taken if taken != NO_SEAT)
    t.picks_per_round = data.SETUPS[n].picks_per_round
    t.card_gold = list(state.card_gold)
    t.card_taken = [NONE if taken == NO_SEAT else taken for taken in state.card_taken]
    t.colonist_supply = state.colonist_supply
    t.colonist_ship = state.colonist_ship
    t.vp_supply = state.vp_supply
    t.goods_supply = list(state.goods_supply)
    t.ship_capacity = tuple(state.ship_capacity)
    t.ship_good = list(state.ship_good)
    t.ship_load = list(state.ship_load)
    t.house = list(state.house)
    t.face_up = [state.face_up.count(kind) for kind in range(GOOD_KINDS)]
    t.face_down = list(state.face_down)
    t.discards = list(state.discards)
    t.quarries = state.quarries
    t.building_supply = list(state.building_supply[:buildings])
    t.forests = state.forests
    t.expansion = expansion
    t.end_reasons = sum(END_REASON_BITS[reason] for reason in state.end_reasons)
    t.over = state.phase == GAME_OVER
    t.rng = state.rng
    t.doubloons = [p.doubloons for p in players]
    t.vp = [p.vp for p in players]
    t.island = [[p.island.count(kind) for kind in range(kinds)] for p in players]
    t.occupied = [list(p.occupied) for p in players]
    t.city = [sorted(p.city) for p in players]
    t.spaces = [p.city_spaces_used() for p in players]
    t.workers = [list(p.workers[:buildings]) for p in players]
    t.waiting_colonists = [p.waiting_colonists for p in players]
    t.goods = [list(p.goods) for p in players]
    return t


def differences(a: Table, b: Table) -> list[str]:
    """Readable lines naming each field (and seat) in which two Tables differ; [] if equal."""
    found: list[str] = []
    for name in Table.__slots__:
        left, right = getattr(a, name), getattr(b, name)
        if left == right:
            continue
        if name in _PER_SEAT:
            for seat, (x, y) in enumerate(zip(left, right)):
                if x != y:
                    found.append(f"{name}[seat {seat}]: {x!r} != {y!r}")
            if len(left) != len(right):
                found.append(f"{name}: {len(left)} seats != {len(right)} seats")
        else:
            found.append(f"{name}: {left!r} != {right!r}")
    return found


# --- final scoring --------------------------------------------------------------------------
_VP = data.BUILDING_VP
_IS_PRODUCTION = data.IS_PRODUCTION
_IS_SMALL_PRODUCTION = data.IS_SMALL_PRODUCTION


def score(t: Table, seat: int) -> int:
    """The seat's total: VP (chips and beyond), buildings' VP (the statue's 8 among them),
    occupied large buildings' bonuses (guild hall, residence, fortress, customs house, city hall;
    the cloister with Expansion I). Guests count as colonists for the fortress, forests as
    filled island spaces for the residence, as in the engine."""
    city = t.city[seat]
    workers = t.workers[seat]
    vp = t.vp[seat]
    total = vp
    for b in city:
        total += _VP[b]
    if workers[data.GUILD_HALL] > 0:
        total += sum((1 if _IS_SMALL_PRODUCTION[b] else 2) for b in city if _IS_PRODUCTION[b])
    if workers[data.RESIDENCE] > 0:
        total += data.RESIDENCE_BONUS[sum(t.island[seat])]
    if workers[data.FORTRESS] > 0:
        colonists = sum(t.occupied[seat]) + t.waiting_colonists[seat]
        colonists += sum(w for w in workers if w > 0)
        total += colonists // 3
    if workers[data.CUSTOMS_HOUSE] > 0:
        total += vp // 4
    if workers[data.CITY_HALL] > 0:
        total += sum(1 for b in city if not _IS_PRODUCTION[b])
    if t.expansion and workers[data.CLOISTER] > 0:
        sets = sum(count // 3 for count in t.island[seat])
        total += data.CLOISTER_BONUS[min(sets, len(data.CLOISTER_BONUS) - 1)]
    return total


def scores(t: Table) -> list[tuple[int, int]]:
    """(total, tie-break) by seat: the tie-break is doubloons plus barrels
    (docs/rules/puerto-rico.md#ties)."""
    return [(score(t, seat), t.doubloons[seat] + sum(t.goods[seat])) for seat in range(t.n)]


def winners(t: Table) -> list[int]:
    """The seats with the best (total, tie-break); more than one when still tied."""
    keys = scores(t)
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]
