"""The trader phase (docs/rules/puerto-rico.md#trader): one good each to the trading house, or with
Expansion I to one's own trading post. The buildings' rules (markets, office, trading post) are
in buildings/."""

from typing import Final

from . import actions, data, rounds
from .actions import ARG, BUILDING_TARGET, PASS, PASS_SELL, SELL, SHIFT, TRADING_POST, Action
from .buildings import large_market, library, office, small_market, trading_post
from .state import Events, State

HOUSE_SIZE: Final = 4

_SELL = tuple(actions.make(SELL, g) for g in data.GOODS)
_NO_SALE = actions.make(PASS, PASS_SELL)
_READ = tuple(
    BUILDING_TARGET + b
    for b in (data.SMALL_MARKET, data.LARGE_MARKET, data.OFFICE, data.TRADING_POST)
)


def begin(s: State, ev: Events) -> None:
    s.actor = s.picker


def price(s: State, seat: int, good: int) -> int:
    """A sale to the trading house: the good's price, the trader's privilege (twice with a
    library) and the markets."""
    p = s.players[seat]
    return (
        data.GOOD_PRICE[good]
        + library.privileges(s, seat)
        + small_market.sale_bonus(p)
        + large_market.sale_bonus(p)
    )


def post_price(s: State, seat: int, good: int) -> int:
    """A sale to one's trading post: the price and the trader's privilege, no markets."""
    return data.GOOD_PRICE[good] + library.privileges(s, seat)


def legal(s: State) -> tuple[Action, ...]:
    p = s.players[s.actor]
    options: list[Action] = []
    if len(s.house) < HOUSE_SIZE:
        any_kind = office.sells_any_kind(p)
        house = s.house
        options = [
            _SELL[g] for g, have in enumerate(p.goods) if have and (any_kind or g not in house)
        ]
    if s.expansion:
        options += trading_post.options(s, s.actor)
    options.append(_NO_SALE)
    return tuple(options)


def apply(s: State, action: Action, ev: Events) -> None:
    seat = s.actor
    if action != _NO_SALE:
        good = action & ARG
        if library.privileges(s, seat) == 2:
            library.doubled(s, ev)
        if action >> SHIFT == TRADING_POST:
            trading_post.sell(s, seat, good, post_price(s, seat, good), ev)
        else:
            paid = price(s, seat, good)
            p = s.player(seat)
            p.goods = p.goods[:good] + (p.goods[good] - 1,) + p.goods[good + 1 :]
            p.doubloons += paid
            s.house += (good,)
            ev.append(
                {"type": "sold", "player": seat, "good": data.GOOD_NAMES[good], "price": paid}
            )
    s.turn += 1
    if s.turn < s.n:
        s.actor = (s.picker + s.turn) % s.n
        return
    if len(s.house) >= HOUSE_SIZE:  # only a full house is emptied
        supply = list(s.goods_supply)
        for good in s.house:
            supply[good] += 1
        s.goods_supply = tuple(supply)
        ev.append({"type": "trading_house_emptied", "goods": [data.GOOD_NAMES[g] for g in s.house]})
        s.house = ()
    rounds.finish_phase(s, ev)


def guest_targets(s: State, seat: int) -> tuple[int, ...]:
    """Circles a sale reads: the markets, the office, the trading post, the library."""
    if not any(s.players[seat].goods):
        return ()
    if seat == s.picker:
        return _READ + (BUILDING_TARGET + data.LIBRARY,)
    return _READ


def explain(s: State, action: Action) -> str:
    kind = action.kind
    p = s.players[s.actor]
    if kind == TRADING_POST:
        name = data.GOOD_NAMES[action.arg]
        if not p.active(data.TRADING_POST):
            return f"{p.name} has no occupied trading post"
        return f"{p.name} has no {name}"
    if kind != SELL:
        return "it is the trader phase: sell one good or nothing"
    good = action.arg
    name = data.GOOD_NAMES[good]
    if len(s.house) >= HOUSE_SIZE:
        return "the trading house is full"
    if not p.goods[good]:
        return f"{p.name} has no {name}"
    return f"the trading house already holds {name} (only an occupied office allows that)"
