"""Where a guest can change the craftsman's production (Expansion I; docs/engine.md, "The guest
house"), for the engine's window before production and the bots' playouts alike.

The window asks an owner only when some move can change what production gives him: a circle
that makes one more barrel of a good the supply still holds, or an empty aqueduct, factory or
specialty factory that would pay now. A move that changes nothing can wait for a later moment
whose rules read its target, so a phase where no move matters asks nothing.
"""

from collections.abc import Sequence

from . import data
from .actions import BUILDING_TARGET

# The large plant the aqueduct needs occupied, by the good it adds a barrel of.
_AQUEDUCT_PLANT = {data.INDIGO: data.INDIGO_PLANT, data.SUGAR: data.SUGAR_MILL}
# The picker's extra barrel, twice with a library: the most it adds to one kind (the specialty
# factory counts it).
_PICKER_EXTRA = 2


def window_targets(
    made: Sequence[int],
    occupied: Sequence[int],
    workers: Sequence[int],
    plantations: Sequence[int],
    supply: Sequence[int],
    picker: bool,
) -> list[int]:
    """The targets whose guest could change this owner's production: `made` the barrels per good
    his occupied circles make now, `occupied` and `plantations` his occupied and owned
    plantations per good, `workers` his colonists per building (-1: not built), `supply` the
    barrels left per good; `picker` for the craftsman himself."""
    found: list[int] = []
    if occupied[data.CORN] < plantations[data.CORN] and supply[data.CORN]:
        found.append(data.CORN)
    for good in data.GOODS[1:]:
        if not supply[good]:
            continue
        makers = data.PRODUCTION_BUILDINGS_OF[good]
        circles = sum(workers[b] for b in makers if workers[b] > 0)
        if circles > made[good]:  # idle circles: a colonist on a plantation adds a barrel
            found.append(good)
        if occupied[good] > made[good]:  # idle plantations: a colonist on a building does
            found += [BUILDING_TARGET + b for b in makers]
    received = [good for good in data.GOODS if made[good] and supply[good]]
    if any(workers[_AQUEDUCT_PLANT[good]] > 0 for good in received if good in _AQUEDUCT_PLANT):
        found.append(BUILDING_TARGET + data.AQUEDUCT)
    if len(received) >= 2:
        found.append(BUILDING_TARGET + data.FACTORY)
    if _most_of_one_kind(made, workers, supply, picker) >= 2:  # it pays that number less one
        found.append(BUILDING_TARGET + data.SPECIALTY_FACTORY)
    return found


def _most_of_one_kind(
    made: Sequence[int], workers: Sequence[int], supply: Sequence[int], picker: bool
) -> int:
    """At most how many barrels of one kind, corn aside, he can receive in this phase."""
    most = 0
    for good in data.GOODS[1:]:
        if not made[good]:
            continue
        plant = _AQUEDUCT_PLANT.get(good)
        aqueduct = plant is not None and workers[plant] > 0 and workers[data.AQUEDUCT] > 0
        more = int(aqueduct) + (_PICKER_EXTRA if picker else 0)
        most = max(most, min(supply[good], made[good] + more))
    return most
