"""The trader phase (Dutch edition, "Handelaar"; docs/rules/san-juan.md#trader): the trader turns up
the top trading-house tile; then from him each player may sell one good, taking as many cards from
the pile as the tile pays for that good; the trader may sell a second good (his privilege). The sold
goods go unseen to the discard pile. Last, the trader puts the tile face down under the stack ("de
volgorde van de 5 handelshuiskaartjes verandert dus niet tijdens het spel"). A player's goods are
sold one at a time in ascending order of goods; his cards come once he has sold all he will.

Buildings called: trading post (one more), library (the doubled privilege), market hall and
market stand (a card after selling).
"""

from . import data, rounds
from .actions import ARG, PASS, PASS_SELL, SELL, SHIFT, Action, make
from .buildings import library, market_hall, market_stand, trading_post
from .common import building_of, discard, draw_to_hand, good_named_before, set_good
from .state import NO_CARD, NO_TILE, Events, Player, State

_PASS = make(PASS, PASS_SELL)


def allowance(s: State, seat: int) -> int:
    """How many goods `seat` may sell in this phase."""
    extra = library.extra_goods(s.doubled) if seat == s.picker else 0
    return 1 + extra + trading_post.extra(s.players[seat])


def goods(p: Player) -> list[int]:
    """The goods the player has (one entry per good)."""
    return [data.GOOD_OF[b] for b, g in zip(p.buildings, p.goods) if g != NO_CARD]


def price(s: State, good: int) -> int:
    return data.TILES[s.tile][good]


def legal(s: State) -> tuple[Action, ...]:
    p = s.players[s.actor]
    return tuple(make(SELL, g) for g in sorted(set(goods(p))) if g >= s.floor) + (_PASS,)


def apply(s: State, action: Action, ev: Events) -> None:
    seat = s.actor
    if action >> SHIFT == PASS:
        _end_turn(s, ev)
        return
    good = action & ARG
    p = s.player(seat)
    index = building_of(p, good, holding=True)
    discard(s, (p.goods[index],))
    set_good(p, index, NO_CARD)
    ev.append(
        {"type": "sold", "player": seat, "good": data.GOOD_NAMES[good], "price": price(s, good)}
    )
    s.income += price(s, good)
    s.used += 1
    s.floor = good
    if s.used == allowance(s, seat) or not goods(p):
        _end_turn(s, ev)


def _end_turn(s: State, ev: Events) -> None:
    seat = s.actor
    if s.income:
        draw_to_hand(s, seat, s.income, ev, "sale")
    market_hall.after_selling(s, seat, s.used, ev)
    market_stand.after_selling(s, seat, s.used, ev)
    rounds.next_turn(s, ev, _tile_under_the_stack)


def _tile_under_the_stack(s: State, ev: Events) -> None:
    s.tiles = s.tiles[1:] + s.tiles[:1]
    s.tile = NO_TILE


def begin(s: State, ev: Events) -> None:
    s.actor = s.picker
    s.tile = s.tiles[0]
    s.tiles_seen = min(len(data.TILES), s.tiles_seen + 1)
    ev.append(
        {
            "type": "tile_turned",
            "player": s.picker,
            "tile": s.tile,
            "prices": dict(zip(data.GOOD_NAMES, data.TILES[s.tile])),
        }
    )


def explain(s: State, action: Action) -> str:
    kind, arg = action.kind, action.arg
    p = s.players[s.actor]
    if kind != SELL:
        return "it is time to sell goods, or no more"
    name = data.GOOD_NAMES[arg]
    if arg not in goods(p):
        return f"you have no {name} good to sell"
    return good_named_before(s.floor, arg)
