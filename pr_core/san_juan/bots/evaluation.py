"""How good a San Juan position is for each player, in victory points: what he has now plus what
his cards, goods, production and violet buildings should still bring before the game ends.

The bots' judgement lives here (the heuristic compares the positions its choices lead to, the
search scores the positions its look-ahead reaches). Hand-tuned numbers, one table: a point is a
point at the end; a card in hand is money, worth about 0.6 VP while there are builder phases
left to spend it in, and besides the option of building that very card; a good is the cards it
should sell for; a production building is the goods it should make over the rounds left; a
violet building's ability is worth what it should bring a round. Pure functions of a State (a
bot's determinised view), never of hidden information: a good's card, another player's hand
and chapel are guessed in a sample, and this module reads of them only how many there are,
besides the hand of the player whose cards' options it weighs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .. import data
from ..buildings import palace, tower
from ..scoring import BONUS_RULES
from ..state import GAME_OVER, NO_CARD, NO_SEAT, Player, State

# --- the tunable numbers ------------------------------------------------------------------------
CARD_VP = 0.6  # a card in hand while there are builder phases to spend it in
CARD_VP_LATE = 0.03  # ... once none is left: the tie-break only
BUILD_RATE = 0.9  # buildings the fullest city gains a round
HORIZON = 7.0  # future rounds beyond this count for nothing (uncertainty)
PRICE = (1.0, 1.4, 1.8, 2.2, 2.6)  # a good's mean price over the 5 tiles, in cards, by good
GOOD_SOLD = 0.8  # share of a good's price that a good on a building should bring
FLOW = 0.5  # goods a production building turns into cards a round ...
FLOW_RANK = (1.0, 0.55, 0.3, 0.15, 0.08)  # ... the best first, the others less and less
PLAN_SHARE = (0.35, 0.2, 0.1)  # share of the gain of the builds a hand pays for that it
#   should realise: the next build, the one after, ...
UNAFFORDABLE = 0.3  # ... of a build it cannot pay for yet
KEEP_SHARE = 0.45  # a card's option in the ranking of cards to pay, keep or discard
OVER_LIMIT = 0.25  # a card beyond the hand limit (and 2 to spend first)
TEMPO = 0.0  # VP a building is worth beyond its own while rounds are left: a builder
#   phase passed is a building fewer when the game ends
LIBRARY_SAVED_VP = 0.6  # 2 players: the governor's unused library with his second role to come
# Cards a round that a violet building brings (those depending on production are in _ability).
ABILITY_CARDS: dict[int, float] = {
    data.SMITHY: 0.18,
    data.GOLD_MINE: 0.18,
    data.ARCHIVE: 0.22,
    data.POOR_HOUSE: 0.3,
    data.BLACK_MARKET: 0.2,
    data.CRANE: 0.15,
    data.TOWER: 0.15,
    data.CARPENTER: 0.45,
    data.PREFECTURE: 0.6,
    data.QUARRY: 0.5,
    data.LIBRARY: 1.0,
}
CHAPEL_VP = 0.45  # a chapel: a card tucked a round, a point for a card (net, VP)
GUILD_GROWTH = 0.45  # VP a round: production buildings still to come under a guild hall
CITY_HALL_GROWTH = 0.45  # VP a round: violet buildings still to come under a city hall
PALACE_SHARE = 0.25  # the palace's quarter of every point, future ones included

# Memos: the search meets the same cities and hands again and again. Each holds a pure function
# of its key, so what it holds never changes an answer.
_MEMO_LIMIT = 50000
_GAINS: dict[
    tuple[tuple[int, ...], int, int, float], float
] = {}  # option_gain by (buildings, chapel size, kind, rounds left)


def rounds_left(s: State) -> float:
    """About how many rounds the game still has (builder phases to come), at least 0.3 before
    its end, 0 once it is over."""
    if s.phase == GAME_OVER:
        return 0.0
    if not s.pile and not s.discards:
        return 0.3  # no card can come any more: build what can be built
    fullest = max(len(p.buildings) for p in s.players)
    needed = data.CITY_SIZE - fullest
    left = needed / BUILD_RATE
    if needed <= 1:
        builder_to_come = s.roles[data.BUILDER] == NO_SEAT or s.phase == data.BUILDER
        left = 0.5 if builder_to_come else 1.2
    return round(max(0.3, left), 2)


def card_value(left: float) -> float:
    """A card in hand, in VP, with `left` rounds to go."""
    if left <= 0.0:
        return CARD_VP_LATE
    return CARD_VP_LATE + (CARD_VP - CARD_VP_LATE) * min(1.0, 0.45 + 0.55 * left / 2.0)


def production(p: Player) -> list[int]:
    """The goods of the player's production buildings, best first."""
    return sorted((data.GOOD_OF[b] for b in p.buildings if b in data.PRODUCTION), reverse=True)


def income(p: Player, made: Sequence[int] | None = None) -> float:
    """Cards a round the player's production should bring (goods made and sold)."""
    made = production(p) if made is None else made
    ranks = FLOW_RANK
    if data.AQUEDUCT in p.buildings or data.TRADING_POST in p.buildings:
        ranks = (1.0, 0.8, 0.45, 0.2, 0.1)
    out = 0.0
    for i, good in enumerate(made[: len(ranks)]):
        out += ranks[i] * PRICE[good]
    return FLOW * out


def _ability(b: int, p: Player, made: Sequence[int]) -> float:
    """Cards a round (or VP, for the chapel) that violet building `b` brings its owner."""
    if b == data.CHAPEL:
        return 0.0
    kinds = len(made)
    if b == data.TRADING_POST:
        return 0.4 * PRICE[made[1]] if kinds >= 2 else 0.1
    if b == data.AQUEDUCT:
        return 0.4 * PRICE[made[1]] if kinds >= 2 else 0.05
    if b == data.WELL:
        return 0.35 if kinds >= 2 else 0.1
    if b == data.MARKET_STAND:
        return 0.35 if kinds >= 2 else 0.1
    if b == data.MARKET_HALL:
        return 0.6 if kinds >= 1 else 0.0
    if b == data.SMITHY:
        return ABILITY_CARDS[b] * (1.5 if kinds >= 2 else 1.0)
    return ABILITY_CARDS.get(b, 0.0)


def bonus_vp(p: Player) -> int:
    """The 6-cost buildings' bonuses as they stand (the palace's of the points before it)."""
    total = 0
    for kind, rule in BONUS_RULES:
        if kind in p.buildings:
            total += rule(p)
    return total


def player_value(s: State, seat: int, left: float) -> float:
    """The player's worth in VP: points now plus what his holdings should still bring."""
    p = s.players[seat]
    if s.phase == GAME_OVER:
        return final_points(p) + 0.01 * (len(p.hand) + p.goods_count())
    card = card_value(left)
    points, growth, flow = _city(p, left)
    hand = len(p.hand)
    cap = tower.hand_limit(p) + 2
    cards = min(hand, cap) + OVER_LIMIT * max(0, hand - cap)
    goods = sum(PRICE[data.GOOD_OF[b]] for b, g in zip(p.buildings, p.goods) if g != NO_CARD)
    money = cards + GOOD_SOLD * goods * min(1.0, 0.3 + left / 2.0) + flow * min(left, HORIZON)
    value = points + growth + money * card + hand_options(s, seat, left, card)
    value += TEMPO * len(p.buildings) * min(1.0, left / 2.0)
    if data.PALACE in p.buildings:
        value += PALACE_SHARE * (value - points) + palace.bonus(points)
    if (
        s.n == 2
        and seat == s.governor
        and data.LIBRARY in p.buildings
        and s.picks < 2
        and not s.library_used >> seat & 1
    ):
        value += LIBRARY_SAVED_VP
    return value


# memo of _city
_CITIES: dict[tuple[tuple[int, ...], int, float], tuple[int, float, float]] = {}


def _city(p: Player, left: float) -> tuple[int, float, float]:
    """(points now, VP still to come from the bonuses and the chapel, cards a round from
    production and abilities) of the player's buildings."""
    key = (p.buildings, len(p.chapel), left)
    found = _CITIES.get(key)
    if found is not None:
        return found
    if len(_CITIES) >= _MEMO_LIMIT:
        _CITIES.clear()
    future = min(left, HORIZON)
    buildings = p.buildings
    made = production(p)
    points = sum(data.VP[b] for b in buildings) + len(p.chapel) + bonus_vp(p)
    growth = 0.0
    if data.GUILD_HALL in buildings:
        growth += GUILD_GROWTH * future
    if data.CITY_HALL in buildings:
        growth += CITY_HALL_GROWTH * future
    if data.CHAPEL in buildings:
        growth += CHAPEL_VP * future
    flow = income(p, made)
    for b in buildings:
        if b in data.VIOLET:
            flow += _ability(b, p, made)
    found = _CITIES[key] = (points, growth, flow)
    return found


def final_points(p: Player) -> int:
    """The player's score if the game ended now."""
    points = sum(data.VP[b] for b in p.buildings) + len(p.chapel) + bonus_vp(p)
    if data.PALACE in p.buildings:
        points += palace.bonus(points)
    return points


# --- the cards in hand: money, and the option of building them -----------------------------------
def price_estimate(p: Player, kind: int) -> float:
    """About what the player pays for `kind` (the builder's privilege half the time)."""
    cost = data.COST[kind] - 0.5
    if kind in data.PRODUCTION and data.SMITHY in p.buildings:
        cost -= 1
    if kind in data.VIOLET:
        if data.QUARRY in p.buildings:
            cost -= 1
        if data.LIBRARY in p.buildings:
            cost -= 0.4
    return max(0.0, cost)


def building_worth(s: State, seat: int, kind: int, left: float) -> float:
    """What having building `kind` adds to the player's worth (its points, its bonus as it would
    stand, its ability over the rounds left), in VP, before paying for it."""
    p = s.players[seat]
    buildings = p.buildings
    future = min(left, HORIZON)
    card = card_value(left)
    worth: float = data.VP[kind]
    if kind in data.PRODUCTION:
        made = production(p)
        after = sorted(made + [data.GOOD_OF[kind]], reverse=True)
        worth += (income(p, after) - income(p, made)) * future * card
        if data.GUILD_HALL in buildings:
            worth += 2
    else:
        if data.CITY_HALL in buildings:
            worth += 1
        if kind in data.MONUMENTS and data.TRIUMPHAL_ARCH in buildings:
            monuments = sum(1 for m in data.MONUMENTS if m in buildings)
            worth += (4, 2, 2, 0)[monuments]
        if kind == data.GUILD_HALL:
            worth += 2 * sum(1 for b in buildings if b in data.PRODUCTION) + GUILD_GROWTH * future
        elif kind == data.CITY_HALL:
            worth += 1 + sum(1 for b in buildings if b in data.VIOLET) + CITY_HALL_GROWTH * future
        elif kind == data.TRIUMPHAL_ARCH:
            worth += (0, 4, 6, 8)[sum(1 for m in data.MONUMENTS if m in buildings)] + 1.0 * min(
                1.0, future / 3
            )
        elif kind == data.PALACE:
            points = sum(data.VP[b] for b in buildings) + len(p.chapel) + bonus_vp(p)
            worth += (points + 4 * future) * PALACE_SHARE
        elif kind == data.CHAPEL:
            worth += CHAPEL_VP * future
        else:
            made = production(p)
            worth += _ability(kind, p, made) * future * card
    worth += TEMPO * min(1.0, left / 2.0)
    if data.PALACE in buildings:
        worth *= 1 + PALACE_SHARE
    return worth


def option_gain(s: State, seat: int, kind: int, left: float, card: float) -> float:
    """What building `kind` from the hand should gain over keeping its cards as money (its worth
    less the card itself and the cards paid), in VP; 0 if it cannot be built."""
    p = s.players[seat]
    if kind in data.VIOLET and kind in p.buildings:
        return 0.0
    key = (p.buildings, len(p.chapel), kind, left)
    gain = _GAINS.get(key)
    if gain is None:
        if len(_GAINS) >= _MEMO_LIMIT:
            _GAINS.clear()
        gain = _GAINS[key] = building_worth(s, seat, kind, left) - (
            price_estimate(p, kind) + 1
        ) * card_value(left)
    return gain


def hand_options(
    s: State, seat: int, left: float, card: float, hand: Sequence[int] | None = None
) -> float:
    """The options of the player's hand (`hand`: another hand of his), in VP: the gains of the
    builds it should pay for, planned greedily (the best gain first, each build using the card
    built and the cards paid) over the builder phases left (3 at most), the later ones counting
    less; a build the hand cannot pay for yet counts a little (cards may still come)."""
    p = s.players[seat]
    hand = p.hand if hand is None else hand
    if not hand:
        return 0.0
    gains = []
    seen = set()
    for kind in hand:
        if kind in seen:
            continue
        seen.add(kind)
        gain = option_gain(s, seat, kind, left, card)
        if gain > 0:
            gains.append((gain, price_estimate(p, kind) + 1))
    if not gains:
        return 0.0
    gains.sort(reverse=True)
    builds = min(len(PLAN_SHARE), max(1, int(left * BUILD_RATE + 0.5)))
    budget = len(hand) + 0.5
    total = 0.0
    for i, (gain, need) in enumerate(gains[:builds]):
        if need <= budget:
            budget -= need
            total += gain * PLAN_SHARE[i]
        else:
            total += gain * PLAN_SHARE[i] * UNAFFORDABLE
    return total


def keep_values(
    s: State, seat: int, cards: Iterable[int], left: float | None = None
) -> dict[int, float]:
    """Each card's worth in the player's hand, by kind (`cards`: those to rank, e.g. his hand or
    the cards he draws), in VP: money, plus the option of building it for the best copy."""
    if left is None:
        left = rounds_left(s)
    card = card_value(left)
    p = s.players[seat]
    out = {}
    for kind in set(cards):
        gain = option_gain(s, seat, kind, left, card)
        if gain > 0 and price_estimate(p, kind) > len(p.hand):
            gain *= 0.5
        out[kind] = card + max(0.0, gain) * KEEP_SHARE
    return out


def values(s: State) -> list[float]:
    """Every player's worth (player_value), by seat."""
    left = rounds_left(s)
    return [player_value(s, seat, left) for seat in range(s.n)]


def advantage(vals: Sequence[float], seat: int) -> float:
    """How far `seat` is ahead: his worth minus the best other player's (negative if behind),
    with a little weight on the field, so that hurting every rival also counts."""
    others = [v for i, v in enumerate(vals) if i != seat]
    return vals[seat] - 0.75 * max(others) - 0.25 * sum(others) / len(others)
