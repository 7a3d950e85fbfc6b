"""Crane (Dutch edition, "Kraan"; docs/rules/san-juan.md#crane): "De eigenaar van een kraan mag bij
het bouwen een eigen gebouw over een ander eigen gebouw heenbouwen. Hij legt het nieuwe gebouw op
het oude gebouw, dat daarmee uit het spel is. De bouwkosten van het nieuwe gebouw worden gereduceerd
met de bouwkosten van het gebouw waar overheen is gebouwd."

- The old building loses its function: it cannot help pay for the new one, so a crane is never
  built over (it would have to build itself over).
- A good on a production building built over goes to the discard pile.
- Cards under a chapel built over stay, and count at the end.
- A violet building built over may be built again; a building never goes over one of its kind.
- "hij krijgt echter de ene kaart verschil niet uitbetaald": the price goes no lower than 0.

Called by the builder: `targets` for the actions, `discount` for the price, `replace` when the
building is placed."""

from .. import data
from ..common import discard
from ..state import NO_CARD, NO_INDEX, Events, Player, State
from . import working


def targets(p: Player, card: int) -> list[tuple[int, int, bool]]:
    """The buildings `card` may go over: [(index, kind, has a good)], one per kind and good
    (buildings alike are alike); none without a working crane."""
    if not working(p, data.CRANE):
        return []
    seen: set[tuple[int, bool]] = set()
    out: list[tuple[int, int, bool]] = []
    for i, (kind, good) in enumerate(zip(p.buildings, p.goods)):
        key = (kind, good != NO_CARD)
        if kind == data.CRANE or kind == card or key in seen:
            continue
        seen.add(key)
        out.append((i, kind, good != NO_CARD))
    return out


def find(p: Player, kind: int, with_good: bool) -> int:
    """The index of a building of `kind` with (or without) a good, or NO_INDEX."""
    for i, (built, good) in enumerate(zip(p.buildings, p.goods)):
        if built == kind and (good != NO_CARD) == with_good:
            return i
    return NO_INDEX


def discount(p: Player, index: int) -> int:
    return data.COST[p.buildings[index]]


def replace(s: State, p: Player, index: int, card: int, ev: Events) -> tuple[int, bool]:
    """Puts `card` over the building at `index`: the old one leaves the game, its good is
    discarded."""
    old, good = p.buildings[index], p.goods[index]
    if good != NO_CARD:
        discard(s, (good,))
    s.out = tuple(sorted(s.out + (old,)))
    p.buildings = p.buildings[:index] + (card,) + p.buildings[index + 1 :]
    p.goods = p.goods[:index] + (NO_CARD,) + p.goods[index + 1 :]
    return old, good != NO_CARD
