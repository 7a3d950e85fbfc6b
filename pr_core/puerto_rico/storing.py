"""What a player may keep when loading ends (docs/rules/puerto-rico.md#storing): the choices of
the captain phase's storing, as pure functions of his barrels and buildings; captain.py applies
them.

- The one barrel on the windrose is a duty: a player with barrels keeps at least one (Swedish
  edition: "måste resten av varorna lagras"; Spanish: "los jugadores deben almacenar").
- The warehouses and the storehouse are violet buildings, and no one is ever forced to use one
  (Swedish edition: "Man är aldrig tvungen att utnyttja dessa funktioner"; Spanish: "Un jugador
  no tiene que usar la función especial de un edificio morado ocupado si no quiere"; the
  Norwegian edition lets a large warehouse keep "så mange tønner han vil" of its kinds). So their
  owner keeps any number of barrels that they and the windrose can hold, from one barrel up.

A player without them chooses his one barrel in one action (`store`, its warehouse mask 0); an
owner of a warehouse or the storehouse chooses good by good how many barrels to keep (`keep`,
from corn on, in order), so each set is chosen in exactly one way. A good whose count is no
longer a choice is settled without asking.
"""

from collections.abc import Iterable
from itertools import combinations

from . import actions
from .actions import ARG, NO_SINGLE, SINGLE_SHIFT, WAREHOUSE_MASK, Action
from .buildings import large_warehouse, small_warehouse, storehouse
from .state import Player

Goods = tuple[int, ...]


def warehouse_kinds(p: Player) -> int:
    """Kinds of goods his occupied warehouses can hold, every barrel of each."""
    return small_warehouse.kinds_kept(p) + large_warehouse.kinds_kept(p)


def loose_barrels(p: Player) -> int:
    """Barrels of any kinds he can keep besides the warehouses' kinds: the windrose's and the
    storehouse's."""
    return 1 + storehouse.extra_barrels(p)


def chosen_good_by_good(p: Player) -> bool:
    """Does he choose his keep good by good (he has a building that keeps more than one barrel)?"""
    return warehouse_kinds(p) > 0 or storehouse.extra_barrels(p) > 0


# --- one barrel: the `store` action ---------------------------------------------------------------
def store_options(p: Player) -> tuple[Action, ...]:
    """The ways to keep one barrel, for a player without a warehouse or storehouse: one of each
    kind he has (nothing to choose with one kind)."""
    kinds = [g for g, have in enumerate(p.goods) if have]
    if not kinds:
        return (actions.store(0, NO_SINGLE),)
    return tuple(actions.store(0, g) for g in kinds)


def _greatest(kept: Goods, others: Iterable[Goods]) -> bool:
    """No other keep holds as much of every good and more of one."""
    return not any(other != kept and all(a >= b for a, b in zip(other, kept)) for other in others)


def kept_goods(goods: Goods, action: int) -> Goods:
    """The barrels a `store` action keeps."""
    arg = action & ARG
    mask, single = arg & WAREHOUSE_MASK, arg >> SINGLE_SHIFT
    return tuple(
        [
            have if mask >> g & 1 else (min(have, 1) if g == single else 0)
            for g, have in enumerate(goods)
        ]
    )


# --- good by good: the `keep` action --------------------------------------------------------------
# memo: (goods, kinds kept whole, loose barrels, counts decided) -> the greatest keeps
_GREATEST: dict[tuple[Goods, int, int, Goods], list[Goods]] = {}


def greatest_keeps(goods: Goods, kinds: int, loose: int, prefix: Goods = ()) -> list[Goods]:
    """Every greatest keep that begins with the counts `prefix` (no other keep beginning so holds
    as much of every later good and more of one), for a player with `goods` whose warehouses hold
    `kinds` kinds whole and who keeps `loose` barrels of any kinds. Empty if none begins so."""
    key = (goods, kinds, loose, prefix)
    found = _GREATEST.get(key)
    if found is None:
        found = _greatest_keeps(goods, kinds, loose, prefix)
        if len(_GREATEST) > 4096:
            _GREATEST.clear()
        _GREATEST[key] = found
    return found


def _greatest_keeps(goods: Goods, kinds: int, loose: int, prefix: Goods) -> list[Goods]:
    decided = len(prefix)
    counts = prefix + goods[decided:]  # the most each good could still be
    held = [g for g in range(5) if counts[g]]
    outcomes: set[Goods] = set()
    for whole in combinations(held, min(kinds, len(held))):
        left = loose - sum(prefix[g] for g in range(decided) if g not in whole)
        if left < 0:  # the goods decided outside the warehouses exceed the loose barrels
            continue
        rest = [g for g in held if g >= decided and g not in whole]
        base = tuple(counts[g] if g in whole or g < decided else 0 for g in range(5))
        for extra in _spread(rest, goods, min(left, sum(goods[g] for g in rest))):
            outcomes.add(tuple(a + b for a, b in zip(base, extra)))
    # A keep of no barrel is no keep for a player who has some: the windrose's barrel is a duty.
    return sorted(o for o in outcomes if _greatest(o, outcomes) and (any(o) or not any(goods)))


def _spread(kinds: list[int], goods: Goods, count: int) -> list[Goods]:
    """Every way to take exactly `count` barrels from the given kinds (as a 5-tuple)."""
    if not kinds:
        return [(0,) * 5] if count == 0 else []
    first, rest = kinds[0], kinds[1:]
    ways: list[Goods] = []
    for take in range(min(count, goods[first]) + 1):
        for tail in _spread(rest, goods, count - take):
            ways.append(tail[:first] + (take,) + tail[first + 1 :])
    return ways


def keep_counts(p: Player, prefix: Goods) -> list[int]:
    """The counts he may keep of the next good after those decided in `prefix`: any number up
    to the most that still fits, and at least one barrel if it is his last chance to keep one."""
    g = len(prefix)
    greatest = greatest_keeps(p.goods, warehouse_kinds(p), loose_barrels(p), prefix)
    if not greatest:
        return []
    most = max(o[g] for o in greatest)
    last_chance = any(p.goods) and not any(prefix) and not any(p.goods[g + 1 :])
    least = 1 if last_chance else 0
    return list(range(least, most + 1))


# memo: (goods, kinds kept whole, loose barrels, counts decided) -> those counts settled; storing
# reads it at each of its steps (legal, apply), for the same few holdings.
_SETTLED: dict[tuple[Goods, int, int, Goods], Goods] = {}


def settled(p: Player, prefix: Goods) -> Goods:
    """The prefix extended by every good whose count is no longer a choice."""
    key = (p.goods, warehouse_kinds(p), loose_barrels(p), prefix)
    found = _SETTLED.get(key)
    if found is None:
        if len(_SETTLED) >= 4096:
            _SETTLED.clear()
        found = _SETTLED[key] = _settled(p, prefix)
    return found


def _settled(p: Player, prefix: Goods) -> Goods:
    while len(prefix) < 5:
        counts = keep_counts(p, prefix)
        if len(counts) != 1:
            break
        prefix += (counts[0],)
    return prefix


def keep_prefix_possible(p: Player, prefix: Goods) -> bool:
    """Can a keep begin with these counts (and a good still be open after them)?"""
    return len(prefix) < 5 and all(
        count in keep_counts(p, prefix[:g]) for g, count in enumerate(prefix)
    )


def keep_options(p: Player, kept: Goods) -> tuple[Action, ...]:
    """The choice for the next good whose count is still open; a single (forced) action when
    nothing is left to choose."""
    prefix = settled(p, kept)
    if len(prefix) == 5:
        g = next((g for g, have in enumerate(p.goods) if have), 0)
        return (actions.keep(g, prefix[g]),)
    g = len(prefix)
    return tuple(actions.keep(g, k) for k in keep_counts(p, prefix))


def keep_steps(p: Player, kept: Goods, wanted: Goods) -> list[Action]:
    """The `keep` actions that keep `wanted` (barrels per good) from the counts `kept` decided so
    far: one for each good still asked about. Raises ValueError, saying why, if it cannot be."""
    if any(want > have for want, have in zip(wanted, p.goods)):
        raise ValueError("you cannot keep more barrels of a good than you have")
    prefix = settled(p, kept)
    if wanted[: len(prefix)] != prefix:
        raise ValueError("the counts of the goods already decided cannot change")
    steps: list[Action] = []
    while len(prefix) < 5:
        g = len(prefix)
        if wanted[g] not in keep_counts(p, prefix):
            if not any(wanted):
                raise ValueError("one barrel at least must be kept")
            raise ValueError("your warehouses and the one barrel cannot hold all of that")
        steps.append(actions.keep(g, wanted[g]))
        prefix = settled(p, prefix + (wanted[g],))
    return steps
