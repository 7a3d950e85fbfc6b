"""Factory (base game): in the craftsman phase the owner of an occupied factory receives
doubloons by the number of kinds of goods he received: 2/3/4/5 kinds pay 1/2/3/5."""

from collections.abc import Sequence

from .. import data
from ..state import Player


def doubloons(p: Player, received: Sequence[int]) -> int:
    if not p.active(data.FACTORY):
        return 0
    return data.FACTORY_PAY[sum(1 for amount in received if amount)]
