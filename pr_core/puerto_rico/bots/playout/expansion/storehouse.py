"""The storehouse's keeps (docs/rules/expansion-i.md#storehouse): an occupied storehouse keeps 3
barrels of any kinds more, besides the one barrel and the warehouses' kinds kept whole. The engine
asks a keep good by good and lets the owner keep fewer (pr_core/puerto_rico/storing.py); here the
whole keep is one decision among every greatest keep (no other keeps as much of every good and
more of one): a play-out keeps the most.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from ..policy import Keep

EXTRA_BARRELS: Final = 3
_KINDS = range(5)
# memo: (goods, kinds kept whole, loose barrels) -> the greatest keeps, sorted
_OUTCOMES: dict[tuple[Keep, int, int], list[Keep]] = {}


def keep_options(goods: Keep, kinds: int, loose: int) -> list[Keep]:
    """Every greatest keep of a player with `goods` who keeps `kinds` kinds whole and `loose`
    barrels of any kinds, sorted."""
    key = (goods, kinds, loose)
    found = _OUTCOMES.get(key)
    if found is None:
        held = [good for good in _KINDS if goods[good]]
        outcomes: set[Keep] = set()
        for whole in combinations(held, min(kinds, len(held))):
            rest = [good for good in held if good not in whole]
            base = tuple(goods[good] if good in whole else 0 for good in _KINDS)
            count = min(loose, sum(goods[good] for good in rest))
            for extra in _spread(rest, goods, count):
                outcomes.add(tuple(a + b for a, b in zip(base, extra)))
        found = sorted(
            kept
            for kept in outcomes
            if not any(
                other != kept and all(a >= b for a, b in zip(other, kept)) for other in outcomes
            )
        )
        if len(_OUTCOMES) > 4096:
            _OUTCOMES.clear()
        _OUTCOMES[key] = found
    return found


def _spread(kinds: list[int], goods: Keep, count: int) -> list[Keep]:
    """Every way to take exactly `count` barrels from the given kinds (as a 5-tuple)."""
    if not kinds:
        return [(0, 0, 0, 0, 0)] if count == 0 else []
    first, rest = kinds[0], kinds[1:]
    ways: list[Keep] = []
    for take in range(min(count, goods[first]) + 1):
        for tail in _spread(rest, goods, count - take):
            ways.append(tail[:first] + (take,) + tail[first + 1 :])
    return ways
