"""Black market (Expansion I; "svart marknad", "contrabando"): when he builds, the owner of an
occupied black market may lower the cost by up to 3 doubloons by returning to the supply at most one
colonist (not the one on the black market), one good and one VP chip, 1 doubloon each. It only helps
to reach a price he cannot pay, and no doubloon may be left over (Swedish edition's example,
docs/rules/expansion-i.md#black-market: a harbor for 8 with 6 doubloons takes a colonist and an
indigo, not also a VP chip, which would leave him a doubloon). So he returns exactly as many things
as he is short and pays all his doubloons.

Which things, and which colonist and good, are his choice (builder.py asks once he has chosen
the building). The price is read as he pays, after the return: a colonist whose circle lowers it
(a quarry within the building's column, the picker's library doubling the privilege) would raise
it by the doubloon it makes up, so such a colonist is not offered (docs/rules-decisions.md, "The
black market"); the price he was shown is the price he pays. A returned VP
chip or colonist never undoes an end condition already met (Swedish and Spanish editions;
docs/rules/expansion-i.md#game-end): the engine records an end condition when it is met."""

from .. import actions, data
from ..actions import BUILDING_TARGET, WAITING_COLONIST, Action
from ..state import Events, State
from . import library

MOST = 3


def _colonist_sources(s: State, seat: int, building: int) -> list[int]:
    """Where a colonist for `building` can come from: tile kind + 1, WAITING_COLONIST,
    BUILDING_TARGET + building; not the black market's own, nor one whose circle lowers the
    building's price."""
    p = s.players[seat]
    quarry_counts = p.occupied[data.QUARRY] <= data.BUILDING_COLUMN[building]
    sources = [
        kind + 1
        for kind in data.TILE_KINDS
        if p.occupied[kind] and not (kind == data.QUARRY and quarry_counts)
    ]
    if p.waiting_colonists:
        sources.append(WAITING_COLONIST)
    kept = (
        (data.BLACK_MARKET, data.LIBRARY)
        if library.privileges(s, seat) == 2
        else (data.BLACK_MARKET,)
    )
    sources += [BUILDING_TARGET + b for b in p.city if b not in kept and p.workers[b] > 0]
    return sorted(sources)


def reach(s: State, seat: int, building: int) -> int:
    """How many doubloons the black market can take off `building` for its owner now (0-3)."""
    p = s.players[seat]
    if not p.active(data.BLACK_MARKET):
        return 0
    return bool(_colonist_sources(s, seat, building)) + any(p.goods) + (p.vp > 0)


def payments(s: State, seat: int, building: int, short: int) -> list[Action]:
    """Every way to return exactly `short` things (1-3) for `building`."""
    p = s.players[seat]
    colonists = [0] + _colonist_sources(s, seat, building)
    goods = [None] + [g for g, have in enumerate(p.goods) if have]
    chips = (False, True) if p.vp > 0 else (False,)
    found = []
    for colonist in colonists:
        for good in goods:
            for chip in chips:
                if (colonist > 0) + (good is not None) + chip == short:
                    found.append(actions.black_market(colonist, good, chip))
    found.sort()
    return found


def pay(s: State, seat: int, action: Action, ev: Events, building: int) -> None:
    """Returns the things to the supply; the event names them."""
    colonist, good_code, chip = actions.black_market_parts(action.arg)
    good = good_code - 1  # -1: none
    p = s.player(seat)
    if colonist:
        if colonist == WAITING_COLONIST:
            p.waiting_colonists -= 1
        elif colonist < WAITING_COLONIST:
            kind = colonist - 1
            p.occupied = p.occupied[:kind] + (p.occupied[kind] - 1,) + p.occupied[kind + 1 :]
        else:
            b = colonist - BUILDING_TARGET
            p.workers = p.workers[:b] + (p.workers[b] - 1,) + p.workers[b + 1 :]
        s.colonist_supply += 1
    if good >= 0:
        p.goods = p.goods[:good] + (p.goods[good] - 1,) + p.goods[good + 1 :]
        s.goods_supply = (
            s.goods_supply[:good] + (s.goods_supply[good] + 1,) + s.goods_supply[good + 1 :]
        )
    if chip:
        p.vp -= 1
        # Back into the supply, unless the chips ran out and VP are being recorded on paper.
        given = sum(other.vp for other in s.players)
        s.vp_supply = max(0, data.SETUPS[s.n].vp_chips - given)
    ev.append(
        {
            "type": "black_market",
            "player": seat,
            "building": data.BUILDING_NAMES[building],
            "colonist": actions.colonist_source_name(colonist) if colonist else None,
            "good": data.GOOD_NAMES[good] if good >= 0 else None,
            "vp_chip": chip,
        }
    )
