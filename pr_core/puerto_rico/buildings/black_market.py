"""Black market (Expansion I; "svart marknad", "contrabando"): when he builds, the owner of an
occupied black market may lower the cost by up to 3 doubloons by returning to the supply at most one
colonist (not the one on the black market), one good and one VP chip, 1 doubloon each. It only helps
to reach a price he cannot pay, and no doubloon may be left over (Swedish edition's example,
docs/rules/expansion-i.md#black-market: a harbor for 8 with 6 doubloons takes a colonist and an
indigo, not also a VP chip, which would leave him a doubloon). So he returns exactly as many things
as he is short and pays all his doubloons.

Which things, and which colonist and good, are his choice (builder.py asks once he has chosen
the building; its price is the one he was shown, quarries counted as they were). A returned VP
chip or colonist never undoes an end condition already met (Swedish and Spanish editions;
docs/rules/expansion-i.md#game-end): the engine records an end condition when it is met."""

from .. import actions, data
from ..actions import BUILDING_TARGET, SAN_JUAN, Action
from ..state import Events, Player, State

MOST = 3


def _colonist_sources(p: Player) -> list[int]:
    """Where a colonist can come from: tile kind + 1, SAN_JUAN, BUILDING_TARGET + building."""
    sources = [kind + 1 for kind in data.TILE_KINDS if p.occupied[kind]]
    if p.san_juan:
        sources.append(SAN_JUAN)
    sources += [BUILDING_TARGET + b for b in p.city if b != data.BLACK_MARKET and p.workers[b] > 0]
    return sorted(sources)


def reach(p: Player) -> int:
    """How many doubloons the black market can take off for its owner now (0-3)."""
    if not p.active(data.BLACK_MARKET):
        return 0
    return (p.colonists() > 1) + (any(p.goods)) + (p.vp > 0)


def payments(s: State, seat: int, short: int) -> list[Action]:
    """Every way to return exactly `short` things (1-3)."""
    p = s.players[seat]
    colonists = [0] + _colonist_sources(p)
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
        if colonist == SAN_JUAN:
            p.san_juan -= 1
        elif colonist < SAN_JUAN:
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
