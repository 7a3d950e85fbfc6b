"""Trading post (Expansion I; "handelsstation", "puesto comercial"): in the trader phase the owner
of an occupied trading post may sell his one good to his own post instead of the trading house:
any kind, even one the house holds or when it is full, at the normal price plus the trader's
privilege, but without the markets' bonuses; the good goes back to the supply (Swedish and
Spanish editions; docs/rules/expansion-i.md#trading-post). The editions' advice against playing
it with the office is advice, not a rule (docs/rules/expansion-i.md#office-and-trading-post)."""

from .. import actions, data
from ..actions import Action
from ..state import Events, State

_SELL = tuple(actions.make(actions.TRADING_POST, g) for g in data.GOODS)


def options(s: State, seat: int) -> list[Action]:
    p = s.players[seat]
    if not p.active(data.TRADING_POST):
        return []
    return [_SELL[g] for g, have in enumerate(p.goods) if have]


def sell(s: State, seat: int, good: int, price: int, ev: Events) -> None:
    p = s.player(seat)
    p.goods = p.goods[:good] + (p.goods[good] - 1,) + p.goods[good + 1 :]
    p.doubloons += price
    s.goods_supply = (
        s.goods_supply[:good] + (s.goods_supply[good] + 1,) + s.goods_supply[good + 1 :]
    )
    ev.append(
        {
            "type": "sold_to_trading_post",
            "player": seat,
            "good": data.GOOD_NAMES[good],
            "price": price,
        }
    )
