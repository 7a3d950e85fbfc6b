"""Office (base game): the owner of an occupied office may sell to the trading house a kind of
good it already holds (the house must still have room)."""

from .. import data
from ..state import Player


def sells_any_kind(p: Player) -> bool:
    return p.active(data.OFFICE)
