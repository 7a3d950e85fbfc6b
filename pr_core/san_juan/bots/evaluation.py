"""How good a San Juan position is for each player, in victory points: what he has now plus what
his cards, goods, production and violet buildings should still bring before the game ends.

The bots' judgement lives here (the heuristic compares the positions its choices lead to, the
search scores the positions its look-ahead reaches). The numbers are one table (`Table`): a point
is a point at the end; a card in hand is money, worth about 0.6 VP while there are builder phases
left to spend it in, and besides the option of building that very card; a good is the cards it
should sell for; a production building is the goods it should make over the rounds left; a
violet building's ability is worth what it should bring a round. `TABLE` holds the hand-set
numbers the beginner, medium and strong bots judge by; the expert bot judges by a tuned table of
its own (expert.py). A `Judge` judges by one table; the module's functions are the hand-set
table's judge. Pure functions of a State (a bot's determinised view), never of hidden
information: a good's card, another player's hand and chapel are guessed in a sample, and this
module reads of them only how many there are, besides the hand of the player whose cards'
options it weighs.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from ...bots import floats
from .. import data
from ..buildings import palace, tower
from ..scoring import BONUS_RULES
from ..state import GAME_OVER, NO_CARD, NO_SEAT, Player, State


# --- the tunable numbers ------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Table:
    """The numbers a judgement is made of (the defaults: the hand-set table)."""

    card_vp: float = 0.6  # a card in hand while there are builder phases to spend it in
    card_vp_late: float = 0.03  # ... once none is left: the tie-break only
    card_early: float = 0.45  # a card's share of card_vp with no round left (1 from 2 rounds)
    build_rate: float = 0.9  # buildings the fullest city gains a round
    horizon: float = 7.0  # future rounds beyond this count for nothing (uncertainty)
    price: tuple[float, ...] = (1.0, 1.4, 1.8, 2.2, 2.6)  # a good's mean price over the 5
    #   tiles, in cards, by good
    good_sold: float = 0.8  # share of a good's price that a good on a building should bring
    flow: float = 0.5  # goods a production building turns into cards a round ...
    flow_rank: tuple[float, ...] = (1.0, 0.55, 0.3, 0.15, 0.08)  # ... the best first, the
    #   others less and less
    flow_rank_boosted: tuple[float, ...] = (1.0, 0.8, 0.45, 0.2, 0.1)  # ... with an aqueduct or
    #   a trading post
    plan_share: tuple[float, ...] = (0.35, 0.2, 0.1)  # share of the gain of the builds a hand
    #   pays for that it should realise: the next build, the one after, ...
    unaffordable: float = 0.3  # ... of a build it cannot pay for yet
    keep_share: float = 0.45  # a card's option in the ranking of cards to pay, keep or discard
    over_limit: float = 0.25  # a card beyond the hand limit (and 2 to spend first)
    tempo: float = 0.0  # VP a building is worth beyond its own while rounds are left: a builder
    #   phase passed is a building fewer when the game ends
    library_saved_vp: float = 0.6  # 2 players: the governor's unused library with his second
    #   role to come
    # Cards a round that a violet building brings (those depending on production: below).
    smithy: float = 0.18
    gold_mine: float = 0.18
    archive: float = 0.22
    poor_house: float = 0.3
    black_market: float = 0.2
    crane: float = 0.15
    tower: float = 0.15
    carpenter: float = 0.45
    prefecture: float = 0.6
    quarry: float = 0.5
    library: float = 1.0
    trading_post: float = 0.4  # ... a share of the second best good's price
    aqueduct: float = 0.4  # ... the same
    well: float = 0.35  # with two kinds of goods at least
    market_stand: float = 0.35  # with two kinds of goods at least
    market_hall: float = 0.6  # with a kind of good at least
    chapel_vp: float = 0.45  # a chapel: a card tucked a round, a point for a card (net, VP)
    guild_growth: float = 0.45  # VP a round: production buildings still to come under a guild
    #   hall
    city_hall_growth: float = 0.45  # VP a round: violet buildings still to come under a city
    #   hall
    palace_share: float = 0.25  # the palace's quarter of every point, future ones included
    rival_best: float = 0.75  # advantage: the weight of the best other player's worth ...
    rival_mean: float = 0.25  # ... and of the others' mean

    def replace(self, **changes: float | tuple[float, ...]) -> Table:
        """This table with some numbers changed."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


TABLE = Table()  # the hand-set numbers (beginner, medium, strong)

# Memos: the search meets the same cities and hands again and again. Each holds a pure function
# of its key, so what it holds never changes an answer.
_MEMO_LIMIT = 50000


def production(p: Player) -> list[int]:
    """The goods of the player's production buildings, best first."""
    return sorted((data.GOOD_OF[b] for b in p.buildings if b in data.PRODUCTION), reverse=True)


def bonus_vp(p: Player) -> int:
    """The 6-cost buildings' bonuses as they stand (the palace's of the points before it)."""
    total = 0
    for kind, rule in BONUS_RULES:
        if kind in p.buildings:
            total += rule(p)
    return total


def final_points(p: Player) -> int:
    """The player's score if the game ended now."""
    points = sum(data.VP[b] for b in p.buildings) + len(p.chapel) + bonus_vp(p)
    if data.PALACE in p.buildings:
        points += palace.bonus(points)
    return points


class Judge:
    """The judgement of positions by one table of numbers."""

    def __init__(self, table: Table = TABLE) -> None:
        t = self.table = table
        self.card_vp, self.card_vp_late, self.card_early = t.card_vp, t.card_vp_late, t.card_early
        self.build_rate, self.horizon = t.build_rate, t.horizon
        self.price, self.good_sold, self.flow = t.price, t.good_sold, t.flow
        self.flow_rank, self.flow_rank_boosted = t.flow_rank, t.flow_rank_boosted
        self.plan_share, self.unaffordable = t.plan_share, t.unaffordable
        self.keep_share, self.over_limit, self.tempo = t.keep_share, t.over_limit, t.tempo
        self.chapel_vp, self.guild_growth = t.chapel_vp, t.guild_growth
        self.city_hall_growth, self.palace_share = t.city_hall_growth, t.palace_share
        self.rival_best, self.rival_mean = t.rival_best, t.rival_mean
        self.ability_cards: dict[int, float] = {
            data.SMITHY: t.smithy,
            data.GOLD_MINE: t.gold_mine,
            data.ARCHIVE: t.archive,
            data.POOR_HOUSE: t.poor_house,
            data.BLACK_MARKET: t.black_market,
            data.CRANE: t.crane,
            data.TOWER: t.tower,
            data.CARPENTER: t.carpenter,
            data.PREFECTURE: t.prefecture,
            data.QUARRY: t.quarry,
            data.LIBRARY: t.library,
        }
        # option_gain by (buildings, chapel size, kind, rounds left)
        self._gains: dict[tuple[tuple[int, ...], int, int, float], float] = {}
        # player_value (less the 2-player library's) by (id of the Player, rounds left), with
        # the Player itself (kept alive, so that its id is not reused)
        self._values: dict[tuple[int, float], tuple[Player, float]] = {}
        # hand_options by (buildings, chapel size, hand, rounds left, a card's worth)
        self._options: dict[tuple[tuple[int, ...], int, tuple[int, ...], float, float], float] = {}
        # _city by (buildings, chapel size, rounds left)
        self._cities: dict[tuple[tuple[int, ...], int, float], tuple[int, float, float]] = {}

    def rounds_left(self, s: State) -> float:
        """About how many rounds the game still has (builder phases to come), at least 0.3
        before its end, 0 once it is over."""
        if s.phase == GAME_OVER:
            return 0.0
        if not s.pile and not s.discards:
            return 0.3  # no card can come any more: build what can be built
        fullest = max(len(p.buildings) for p in s.players)
        needed = data.CITY_SIZE - fullest
        left = needed / self.build_rate
        if needed <= 1:
            builder_to_come = s.roles[data.BUILDER] == NO_SEAT or s.phase == data.BUILDER
            left = 0.5 if builder_to_come else 1.2
        return round(max(0.3, left), 2)

    def card_value(self, left: float) -> float:
        """A card in hand, in VP, with `left` rounds to go."""
        late = self.card_vp_late
        if left <= 0.0:
            return late
        early = self.card_early
        return late + (self.card_vp - late) * min(1.0, early + (1.0 - early) * left / 2.0)

    def income(self, p: Player, made: Sequence[int] | None = None) -> float:
        """Cards a round the player's production should bring (goods made and sold)."""
        made = production(p) if made is None else made
        ranks = self.flow_rank
        if data.AQUEDUCT in p.buildings or data.TRADING_POST in p.buildings:
            ranks = self.flow_rank_boosted
        price = self.price
        out = 0.0
        for i, good in enumerate(made[: len(ranks)]):
            out += ranks[i] * price[good]
        return self.flow * out

    def _ability(self, b: int, p: Player, made: Sequence[int]) -> float:
        """Cards a round (or VP, for the chapel) that violet building `b` brings its owner."""
        if b == data.CHAPEL:
            return 0.0
        t = self.table
        kinds = len(made)
        if b == data.TRADING_POST:
            return t.trading_post * self.price[made[1]] if kinds >= 2 else 0.1
        if b == data.AQUEDUCT:
            return t.aqueduct * self.price[made[1]] if kinds >= 2 else 0.05
        if b == data.WELL:
            return t.well if kinds >= 2 else 0.1
        if b == data.MARKET_STAND:
            return t.market_stand if kinds >= 2 else 0.1
        if b == data.MARKET_HALL:
            return t.market_hall if kinds >= 1 else 0.0
        if b == data.SMITHY:
            return t.smithy * (1.5 if kinds >= 2 else 1.0)
        return self.ability_cards.get(b, 0.0)

    def player_value(self, s: State, seat: int, left: float) -> float:
        """The player's worth in VP: points now plus what his holdings should still bring."""
        p = s.players[seat]
        if s.phase == GAME_OVER:
            return final_points(p) + 0.01 * (len(p.hand) + p.goods_count())
        # A Player never changes once built (copy on write): the same object, the same worth.
        key = (id(p), left)
        found = self._values.get(key)
        if found is None or found[0] is not p:
            if len(self._values) >= _MEMO_LIMIT:
                self._values.clear()
            found = self._values[key] = (p, self._player_value(s, seat, left))
        value = found[1]
        if (
            s.n == 2
            and seat == s.governor
            and data.LIBRARY in p.buildings
            and s.picks < 2
            and not s.library_used >> seat & 1
        ):
            value += self.table.library_saved_vp
        return value

    def _player_value(self, s: State, seat: int, left: float) -> float:
        p = s.players[seat]
        card = self.card_value(left)
        points, growth, flow = self._city(p, left)
        hand = len(p.hand)
        cap = tower.hand_limit(p) + 2
        cards = min(hand, cap) + self.over_limit * max(0, hand - cap)
        price = self.price
        goods = floats.total(
            price[data.GOOD_OF[b]] for b, g in zip(p.buildings, p.goods) if g != NO_CARD
        )
        money = (
            cards
            + self.good_sold * goods * min(1.0, 0.3 + left / 2.0)
            + flow * min(left, self.horizon)
        )
        value = points + growth + money * card + self.hand_options(s, seat, left, card)
        value += self.tempo * len(p.buildings) * min(1.0, left / 2.0)
        if data.PALACE in p.buildings:
            value += self.palace_share * (value - points) + palace.bonus(points)
        return value

    def _city(self, p: Player, left: float) -> tuple[int, float, float]:
        """(points now, VP still to come from the bonuses and the chapel, cards a round from
        production and abilities) of the player's buildings."""
        key = (p.buildings, len(p.chapel), left)
        found = self._cities.get(key)
        if found is not None:
            return found
        if len(self._cities) >= _MEMO_LIMIT:
            self._cities.clear()
        future = min(left, self.horizon)
        buildings = p.buildings
        made = production(p)
        points = sum(data.VP[b] for b in buildings) + len(p.chapel) + bonus_vp(p)
        growth = 0.0
        if data.GUILD_HALL in buildings:
            growth += self.guild_growth * future
        if data.CITY_HALL in buildings:
            growth += self.city_hall_growth * future
        if data.CHAPEL in buildings:
            growth += self.chapel_vp * future
        flow = self.income(p, made)
        for b in buildings:
            if b in data.VIOLET:
                flow += self._ability(b, p, made)
        found = self._cities[key] = (points, growth, flow)
        return found

    # --- the cards in hand: money, and the option of building them ------------------------------
    @staticmethod
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

    def building_worth(self, s: State, seat: int, kind: int, left: float) -> float:
        """What having building `kind` adds to the player's worth (its points, its bonus as it
        would stand, its ability over the rounds left), in VP, before paying for it."""
        p = s.players[seat]
        buildings = p.buildings
        future = min(left, self.horizon)
        card = self.card_value(left)
        worth: float = data.VP[kind]
        if kind in data.PRODUCTION:
            made = production(p)
            after = sorted(made + [data.GOOD_OF[kind]], reverse=True)
            worth += (self.income(p, after) - self.income(p, made)) * future * card
            if data.GUILD_HALL in buildings:
                worth += 2
        else:
            if data.CITY_HALL in buildings:
                worth += 1
            if kind in data.MONUMENTS and data.TRIUMPHAL_ARCH in buildings:
                monuments = sum(1 for m in data.MONUMENTS if m in buildings)
                worth += (4, 2, 2, 0)[monuments]
            if kind == data.GUILD_HALL:
                worth += (
                    2 * sum(1 for b in buildings if b in data.PRODUCTION)
                    + self.guild_growth * future
                )
            elif kind == data.CITY_HALL:
                worth += (
                    1
                    + sum(1 for b in buildings if b in data.VIOLET)
                    + self.city_hall_growth * future
                )
            elif kind == data.TRIUMPHAL_ARCH:
                worth += (0, 4, 6, 8)[sum(1 for m in data.MONUMENTS if m in buildings)] + 1.0 * min(
                    1.0, future / 3
                )
            elif kind == data.PALACE:
                points = sum(data.VP[b] for b in buildings) + len(p.chapel) + bonus_vp(p)
                worth += (points + 4 * future) * self.palace_share
            elif kind == data.CHAPEL:
                worth += self.chapel_vp * future
            else:
                made = production(p)
                worth += self._ability(kind, p, made) * future * card
        worth += self.tempo * min(1.0, left / 2.0)
        if data.PALACE in buildings:
            worth *= 1 + self.palace_share
        return worth

    def option_gain(self, s: State, seat: int, kind: int, left: float, card: float) -> float:
        """What building `kind` from the hand should gain over keeping its cards as money (its
        worth less the card itself and the cards paid), in VP; 0 if it cannot be built."""
        p = s.players[seat]
        if kind in data.VIOLET and kind in p.buildings:
            return 0.0
        key = (p.buildings, len(p.chapel), kind, left)
        gains = self._gains
        gain = gains.get(key)
        if gain is None:
            if len(gains) >= _MEMO_LIMIT:
                gains.clear()
            gain = gains[key] = self.building_worth(s, seat, kind, left) - (
                self.price_estimate(p, kind) + 1
            ) * self.card_value(left)
        return gain

    def hand_options(
        self, s: State, seat: int, left: float, card: float, hand: Sequence[int] | None = None
    ) -> float:
        """The options of the player's hand (`hand`: another hand of his), in VP: the gains of
        the builds it should pay for, planned greedily (the best gain first, each build using
        the card built and the cards paid) over the builder phases left (3 at most), the later
        ones counting less; a build the hand cannot pay for yet counts a little (cards may still
        come)."""
        p = s.players[seat]
        hand = p.hand if hand is None else tuple(hand)
        if not hand:
            return 0.0
        key = (p.buildings, len(p.chapel), hand, left, card)
        found = self._options.get(key)
        if found is None:
            if len(self._options) >= _MEMO_LIMIT:
                self._options.clear()
            found = self._options[key] = self._hand_options(s, seat, left, card, hand)
        return found

    def _hand_options(
        self, s: State, seat: int, left: float, card: float, hand: tuple[int, ...]
    ) -> float:
        p = s.players[seat]
        gains = []
        seen = set()
        price_estimate = self.price_estimate
        for kind in hand:
            if kind in seen:
                continue
            seen.add(kind)
            gain = self.option_gain(s, seat, kind, left, card)
            if gain > 0:
                gains.append((gain, price_estimate(p, kind) + 1))
        if not gains:
            return 0.0
        gains.sort(reverse=True)
        plan_share = self.plan_share
        builds = min(len(plan_share), max(1, int(left * self.build_rate + 0.5)))
        budget = len(hand) + 0.5
        total = 0.0
        for i, (gain, need) in enumerate(gains[:builds]):
            if need <= budget:
                budget -= need
                total += gain * plan_share[i]
            else:
                total += gain * plan_share[i] * self.unaffordable
        return total

    def keep_values(
        self, s: State, seat: int, cards: Iterable[int], left: float | None = None
    ) -> dict[int, float]:
        """Each card's worth in the player's hand, by kind (`cards`: those to rank, e.g. his hand
        or the cards he draws), in VP: money, plus the option of building it for the best
        copy."""
        if left is None:
            left = self.rounds_left(s)
        card = self.card_value(left)
        p = s.players[seat]
        out = {}
        for kind in set(cards):
            gain = self.option_gain(s, seat, kind, left, card)
            if gain > 0 and self.price_estimate(p, kind) > len(p.hand):
                gain *= 0.5
            out[kind] = card + max(0.0, gain) * self.keep_share
        return out

    def values(self, s: State) -> list[float]:
        """Every player's worth (player_value), by seat."""
        left = self.rounds_left(s)
        return [self.player_value(s, seat, left) for seat in range(s.n)]

    def advantage(self, vals: Sequence[float], seat: int) -> float:
        """How far `seat` is ahead: his worth minus the best other player's (negative if behind),
        with a little weight on the field, so that hurting every rival also counts."""
        others = [v for i, v in enumerate(vals) if i != seat]
        return (
            vals[seat]
            - self.rival_best * max(others)
            - self.rival_mean * floats.total(others) / len(others)
        )


# The hand-set judgement, as functions (the beginner's, the medium's and the strong bot's).
JUDGE = Judge(TABLE)
PRICE = TABLE.price
GOOD_SOLD = TABLE.good_sold
rounds_left = JUDGE.rounds_left
card_value = JUDGE.card_value
income = JUDGE.income
player_value = JUDGE.player_value
price_estimate = Judge.price_estimate
building_worth = JUDGE.building_worth
option_gain = JUDGE.option_gain
hand_options = JUDGE.hand_options
keep_values = JUDGE.keep_values
values = JUDGE.values
advantage = JUDGE.advantage
