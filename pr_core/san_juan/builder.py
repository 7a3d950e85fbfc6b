"""The builder phase (Dutch edition, "Bouwmeester"; docs/rules/san-juan.md#builder): from the
builder, each player may build one building, paying its cost in cards from his hand; the builder
pays 1 card less (his privilege). Production buildings any number of times, each violet building
once per player.

A build is three decisions in a row: the card to build (and, with a crane, the building it goes
over), then with a black market up to 2 goods as payment, then the cards that pay the rest, one
at a time in ascending order. Only builds that can be paid for are offered. "Als een speler over
meer kortingen beschikt dan het gebouw dat hij bouwt kost, dan krijgt hij het verschil niet
uitbetaald": a price goes no lower than 0.

Buildings called: smithy and quarry (the price, prices.py), crane (over another building), black
market (goods as payment), library (the doubled privilege), carpenter and poor house (after
building).
"""

from . import data, rounds
from .actions import (
    ARG,
    BLACK_MARKET,
    BUILD,
    BUILD_OVER,
    CARD_MASK,
    GOOD_SHIFT,
    OLD_SHIFT,
    PASS,
    PASS_BLACK_MARKET,
    PASS_BUILD,
    PAY,
    SHIFT,
    Action,
    build_over,
    build_over_parts,
    make,
)
from .buildings import black_market, carpenter, crane, poor_house, working
from .common import discard, picks, set_good, take_from_hand, why_not_picked
from .prices import affordable, goods_usable, may_build, price
from .state import NO_CARD, NO_INDEX, Event, Events, State

STEP_CHOOSE, STEP_BLACK_MARKET, STEP_PAY = 0, 1, 2
STEP_NAMES = ("choose", "black_market", "pay")
_PASS_BUILD = make(PASS, PASS_BUILD)
_PASS_BLACK_MARKET = make(PASS, PASS_BLACK_MARKET)


def legal(s: State) -> tuple[Action, ...]:
    if s.step == STEP_CHOOSE:
        return _choose_legal(s)
    if s.step == STEP_BLACK_MARKET:
        return _black_market_legal(s)
    p = s.players[s.actor]
    return tuple(make(PAY, k) for k in picks(p.hand, s.floor, s.cost))


def _choose_legal(s: State) -> tuple[Action, ...]:
    seat = s.actor
    p = s.players[seat]
    out = []
    for card in sorted(set(p.hand)):
        if not may_build(p, card):
            continue
        if affordable(s, seat, card, NO_INDEX):
            out.append(make(BUILD, card))
        for index, old, good in crane.targets(p, card):
            if affordable(s, seat, card, index):
                out.append(build_over(card, old, good))
    out.sort()
    return tuple(out) + (_PASS_BUILD,)


def _black_market_legal(s: State) -> tuple[Action, ...]:
    """The goods that may pay next (in ascending order of goods, leaving a way to pay the rest),
    and paying the rest with cards if the hand can."""
    p = s.players[s.actor]
    goods = sorted(black_market.goods(p, s.over))
    left = black_market.MAX_GOODS - s.used
    out = []
    for g in sorted(set(goods)):
        later = sum(1 for x in goods if x >= g) - 1  # goods that could still pay after it
        if g >= s.floor and s.cost - 1 <= len(p.hand) + min(left - 1, later):
            out.append(make(BLACK_MARKET, g))
    if len(p.hand) >= s.cost:
        out.append(_PASS_BLACK_MARKET)
    return tuple(out)


def apply(s: State, action: Action, ev: Events) -> None:
    kind, arg = action >> SHIFT, action & ARG
    seat = s.actor
    if kind == PASS:
        if arg == PASS_BUILD:
            ev.append({"type": "built_nothing", "player": seat})
            rounds.next_turn(s, ev)
        else:
            _to_payment(s, ev)
        return
    if kind in (BUILD, BUILD_OVER):
        card = arg & CARD_MASK
        over = NO_INDEX
        if kind == BUILD_OVER:
            old, good = arg >> OLD_SHIFT & CARD_MASK, bool(arg >> GOOD_SHIFT)
            over = crane.find(s.players[seat], old, good)
        s.building, s.over = card, over
        s.cost = price(s, seat, card, over)
        take_from_hand(s.player(seat), card)
        s.used = s.floor = 0
        if s.cost and goods_usable(s.players[seat], over):
            s.step = STEP_BLACK_MARKET
        else:
            _to_payment(s, ev)
        return
    p = s.player(seat)
    if kind == BLACK_MARKET:
        index = next(
            i
            for i, (b, g) in enumerate(zip(p.buildings, p.goods))
            if g != NO_CARD and data.GOOD_OF[b] == arg and i != s.over
        )
        discard(s, (p.goods[index],))
        set_good(p, index, NO_CARD)
        ev.append({"type": "good_paid", "player": seat, "good": data.GOOD_NAMES[arg]})
        s.cost -= 1
        s.used += 1
        s.floor = arg
        if s.cost == 0 or s.used == black_market.MAX_GOODS or not black_market.goods(p, s.over):
            _to_payment(s, ev)
        return
    take_from_hand(p, arg)  # PAY
    discard(s, (arg,))
    s.cost -= 1
    s.floor = arg
    if s.cost == 0:
        _place(s, ev)


def _to_payment(s: State, ev: Events) -> None:
    s.floor = 0
    if s.cost:
        s.step = STEP_PAY
    else:
        _place(s, ev)


def _place(s: State, ev: Events) -> None:
    """The building goes on the table; then the carpenter's card and the poor house's."""
    seat, card, over = s.actor, s.building, s.over
    p = s.player(seat)
    event: Event = {
        "type": "built",
        "player": seat,
        "card": data.CARD_NAMES[card],
        "cards_paid": price(s, seat, card, over) - s.used,
        "goods_paid": s.used,
    }
    if over != NO_INDEX:
        old, had_good = crane.replace(s, p, over, card, ev)
        event["over"] = data.CARD_NAMES[old]
        event["good_lost"] = had_good
        if old == data.LIBRARY and seat == s.picker:
            s.doubled = False  # no library doubles anything any more this phase
    else:
        p.buildings += (card,)
        p.goods += (NO_CARD,)
    ev.append(event)
    s.building, s.over, s.cost = NO_CARD, NO_INDEX, 0
    # The building given up to the crane is gone, so its function is no longer seen here.
    carpenter.after_building(s, seat, card, ev)
    poor_house.after_building(s, seat, card, ev)
    rounds.next_turn(s, ev)


def begin(s: State, ev: Events) -> None:
    s.actor = s.picker
    s.step = STEP_CHOOSE


def explain(s: State, action: Action) -> str:
    kind, arg = action.kind, action.arg
    p = s.players[s.actor]
    if s.step == STEP_PAY:
        if kind == PAY:
            return why_not_picked(p.hand, s.floor, s.cost, arg, "in your hand", "pay")
        return f"the building is chosen: pay the {s.cost} cards it still costs"
    if s.step == STEP_BLACK_MARKET:
        if kind == BLACK_MARKET:
            return (
                f"you have no {data.GOOD_NAMES[arg]} good that can pay"
                if arg in data.GOODS
                else "there is no such good"
            )
        if kind == PASS and arg == PASS_BLACK_MARKET:
            return (
                f"your hand ({len(p.hand)} cards) cannot pay the {s.cost} cards left: pay "
                f"with goods"
            )
        return "pay with goods from your black market, or with no more"
    if kind not in (BUILD, BUILD_OVER):
        return "it is time to build, or to build nothing"
    card = arg & CARD_MASK
    name = data.CARD_NAMES[card].replace("_", " ")
    if card not in p.hand:
        return f"you have no {name} in your hand"
    if not may_build(p, card):
        return f"you already have a {name}: each violet building once per player"
    if kind == BUILD_OVER:
        _, old_kind, with_good = build_over_parts(arg)
        old = data.CARD_NAMES[old_kind].replace("_", " ")
        if not working(p, data.CRANE):
            return "only a working crane builds over another building"
        index = crane.find(p, old_kind, with_good)
        if index == NO_INDEX:
            return (
                f"you have no {old}{' with a good' if with_good else ' without a good'} to "
                f"build over"
            )
        if old_kind == data.CRANE:
            return "the crane cannot build over itself"
        return _too_dear(s, card, index)
    return _too_dear(s, card, NO_INDEX)


def _too_dear(s: State, card: int, over: int) -> str:
    p = s.players[s.actor]
    goods = min(black_market.MAX_GOODS, goods_usable(p, over))
    means = f"{len(p.hand) - 1} other cards" + (f" and {goods} goods" if goods else "")
    return f"it costs {price(s, s.actor, card, over)} cards and you have {means}"
