"""The trader phase (RULES.md section 3, Trader): one good each to the trading house."""

from . import actions, data, rounds
from .actions import PASS, PASS_SELL, SELL

HOUSE_SIZE = 4

_SELL = tuple(actions.make(SELL, g) for g in data.GOODS)
_NO_SALE = actions.make(PASS, PASS_SELL)


def begin(s, ev):
    s.actor = s.picker


def price(s, seat, good):
    p = s.players[seat]
    bonus = 1 if seat == s.picker else 0
    if p.active(data.SMALL_MARKET):
        bonus += 1
    if p.active(data.LARGE_MARKET):
        bonus += 2
    return data.GOOD_PRICE[good] + bonus


def legal(s):
    if len(s.house) >= HOUSE_SIZE:
        return (_NO_SALE,)
    p = s.players[s.actor]
    office = p.active(data.OFFICE)
    house = s.house
    return tuple(_SELL[g] for g, have in enumerate(p.goods)
                 if have and (office or g not in house)) + (_NO_SALE,)


def apply(s, action, ev):
    seat = s.actor
    if action != _NO_SALE:
        good = action & 1023
        paid = price(s, seat, good)
        p = s.player(seat)
        p.goods = p.goods[:good] + (p.goods[good] - 1,) + p.goods[good + 1:]
        p.doubloons += paid
        s.house += (good,)
        ev.append({"type": "sold", "player": seat, "good": data.GOOD_NAMES[good], "price": paid})
    s.turn += 1
    if s.turn < s.n:
        s.actor = (s.picker + s.turn) % s.n
        return
    if len(s.house) >= HOUSE_SIZE:  # only a full house is emptied
        supply = list(s.goods_supply)
        for good in s.house:
            supply[good] += 1
        s.goods_supply = tuple(supply)
        ev.append({"type": "trading_house_emptied",
                   "goods": [data.GOOD_NAMES[g] for g in s.house]})
        s.house = ()
    rounds.finish_phase(s, ev)


def explain(s, action):
    if action >> 10 != SELL:
        return "it is the trader phase: sell one good or nothing"
    good = action & 1023
    name = data.GOOD_NAMES[good]
    p = s.players[s.actor]
    if len(s.house) >= HOUSE_SIZE:
        return "the trading house is full"
    if not p.goods[good]:
        return f"{p.name} has no {name}"
    return f"the trading house already holds {name} (only an occupied office allows that)"
