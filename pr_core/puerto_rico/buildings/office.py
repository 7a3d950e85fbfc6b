"""Office (base game): the owner of an occupied office may sell to the trading house a kind of
good it already holds (the house must still have room)."""

from .. import data


def sells_any_kind(p):
    return p.active(data.OFFICE)
