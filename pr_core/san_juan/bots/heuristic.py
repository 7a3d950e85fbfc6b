"""Heuristic decisions for San Juan, judged by evaluation.py.

- A role is judged by playing its whole phase out, every player choosing quickly as below, and
  comparing the players' worth afterwards: what the role gives me against what it gives the
  others (`look_ahead=False`, the beginner's way: by a rough guess of what it gives me alone).
- What to build (and over what, with the crane): each build is played to the end of its payment
  and judged by the position it leads to; building nothing too.
- A choice of several cards is a set: payments, the hand limit's and the archive's discards give
  up the cards worth least to this player (a card is money, and the option of building it: a
  second copy of a violet building held is money only); the councillor and the gold mine keep
  those worth most; the black market pays with a good worth less than the card it spares. The
  engine asks for a set one card at a time, in ascending order: the first pick of the set is
  the answer, and the next question gets the rest of it.
- Goods: produce on the best empty buildings, sell the best-paid goods, as many as allowed.
- The gold mine is used whenever its cards could pay: 4 cards are left to turn up.
- The chapel takes the card worth least, when that is worth less than the point it makes.

`quick_action` is the fast rule for every decision (play-outs, the search's leaves);
`choose` is the medium bot's (one-ply where it matters). `temperature` > 0 makes the judged
choices a softmax over their worth (in VP): the beginner's slips.

A `Heuristic` decides by one judgement (evaluation.Judge); the module's functions are the
hand-set judgement's (the beginner's, the medium's and the strong bot's), the expert bot has its
own (expert.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...bots import floats
from ...bots.softmax import pick
from .. import builder, data, prices, producer, prospector, trader
from ..actions import (
    ARG,
    BLACK_MARKET,
    BUILD_OVER,
    CARD_MASK,
    DISCARD,
    GOLD_MINE,
    KEEP,
    PASS,
    PASS_BLACK_MARKET,
    PASS_BUILD,
    PASS_GOLD_MINE,
    PASS_PRODUCE,
    PASS_SELL,
    PASS_TUCK,
    PAY,
    PRODUCE,
    SELL,
    SHIFT,
    TUCK,
    USE,
    Action,
    build_over_parts,
    make,
    role_parts,
)
from ..buildings import crane, gold_mine, library
from ..engine import apply_action, legal_actions
from ..state import GAME_OVER, NO_CARD, NO_INDEX, ROLE_SELECTION, ROUND_START, State
from .evaluation import JUDGE, Judge

if TYPE_CHECKING:
    from ...rng import Random

SECOND_COPY = 0.3  # a second production card held: this share of its option besides money
TUCK_VP = 1.0  # a card under the chapel is a point
_MEMO_LIMIT = 50000

_PASS_BUILD = make(PASS, PASS_BUILD)
_PASS_BLACK_MARKET = make(PASS, PASS_BLACK_MARKET)
_PASS_PRODUCE = make(PASS, PASS_PRODUCE)
_PASS_SELL = make(PASS, PASS_SELL)
PASS_TUCK_ACTION = make(PASS, PASS_TUCK)
USE_GOLD_MINE_ACTION = make(USE, data.GOLD_MINE)
PASS_GOLD_MINE_ACTION = make(PASS, PASS_GOLD_MINE)


def cards_to_come(s: State) -> bool:
    """Can cards still come into the hands? Once the pile and the discards are empty, a player who
    could build and does not would only hold the game up (it ends when a city is complete), so
    the bots then always build what they can."""
    return bool(s.pile or s.discards)


class Heuristic:
    """The heuristic's decisions by one judgement (`judge`); `second_copy` and `tuck_vp` as the
    module's SECOND_COPY and TUCK_VP."""

    def __init__(
        self, judge: Judge = JUDGE, second_copy: float = SECOND_COPY, tuck_vp: float = TUCK_VP
    ) -> None:
        self.judge = judge
        self.second_copy = second_copy
        self.tuck_vp = tuck_vp
        # memo of card_worths: a pure function of its key
        self._worths: dict[
            tuple[tuple[int, ...], int, int, float, tuple[int, ...], tuple[int, ...]],
            tuple[float, ...],
        ] = {}

    def choose(
        self,
        state: State,
        legal: Sequence[Action],
        rng: Random | None,
        temperature: float = 0.0,
        look_ahead: bool = True,
    ) -> Action:
        """The heuristic's action for the player to act in `state` (a determinised State)."""
        if len(legal) == 1:
            return legal[0]
        seat = state.actor
        phase = state.phase
        if phase == ROLE_SELECTION:
            if look_ahead:
                scores = [self.role_worth(state, a, seat) for a in legal]
            else:
                scores = [self.role_guess(state, a, seat) for a in legal]
            return pick(legal, scores, rng, temperature)
        if phase == data.BUILDER and state.step == builder.STEP_CHOOSE:
            return pick(legal, self.build_worths(state, legal, seat), rng, temperature)
        if phase == ROUND_START and legal[-1] == PASS_TUCK_ACTION:
            judge = self.judge
            scores = [judge.advantage(judge.values(apply_action(state, a)), seat) for a in legal]
            return pick(legal, scores, rng, temperature)
        if (
            temperature > 0.0
            and state.keep == 1
            and phase in (data.COUNCILLOR, data.PROSPECTOR)
            and state.drawn
        ):
            worths = self.card_worths(
                state, seat, [a & ARG for a in legal], state.players[seat].hand
            )
            return pick(legal, worths, rng, temperature)
        return self.quick_action(state, legal)

    # --- judging by the position a choice leads to -----------------------------------------------
    def role_worth(self, state: State, role: Action, seat: int) -> float:
        """The seat's advantage once the role's phase has been played out."""
        judge = self.judge
        return judge.advantage(judge.values(self.play_phase(apply_action(state, role))), seat)

    def build_worth(self, state: State, action: Action, seat: int) -> float:
        """The seat's advantage once the build (or building nothing) is paid and placed."""
        s = apply_action(state, action)
        while s.phase == data.BUILDER and s.actor == seat and s.step != builder.STEP_CHOOSE:
            s = apply_action(s, self.quick_action(s))
        judge = self.judge
        return judge.advantage(judge.values(s), seat)

    def build_worths(self, state: State, legal: Sequence[Action], seat: int) -> list[float]:
        """`build_worth` of every build of `legal` (building nothing: -inf once no card can
        come). The others' worth is the same after every build, as long as their cities and
        hands are the same objects and what else their worth reads is the same: it is reckoned
        once."""
        judge = self.judge
        player_value = judge.player_value
        scores = []
        known: tuple[tuple[float, bool, int, int, int], tuple[object, ...], list[float]] | None
        known = None
        for a in legal:
            if a == _PASS_BUILD and not cards_to_come(state):
                scores.append(-math.inf)
                continue
            s = apply_action(state, a)
            while s.phase == data.BUILDER and s.actor == seat and s.step != builder.STEP_CHOOSE:
                s = apply_action(s, self.quick_action(s))
            left = judge.rounds_left(s)
            key = (left, s.phase == GAME_OVER, s.governor, s.picks, s.library_used)
            players = s.players
            if (
                known is None
                or known[0] != key
                or any(p is not q for i, (p, q) in enumerate(zip(players, known[1])) if i != seat)
            ):
                vals = [player_value(s, i, left) for i in range(s.n)]
                known = (key, players, vals)
            else:
                vals = list(known[2])
                vals[seat] = player_value(s, seat, left)
            scores.append(judge.advantage(vals, seat))
        return scores

    def play_phase(self, s: State) -> State:
        """Plays on, every player choosing by `quick_action`, until the next role choice or the
        end (a round's end plays its start: the chapels and the hand limit)."""
        while s.phase != ROLE_SELECTION and s.phase != GAME_OVER:
            s = apply_action(s, self.quick_action(s))
        return s

    def role_guess(self, state: State, role: Action, seat: int) -> float:
        """What the role should give the seat himself, roughly, in VP (no look-ahead: the
        beginner's way of choosing a role)."""
        s = state
        p = s.players[seat]
        judge = self.judge
        price = judge.price
        kind, saved = role_parts(role & ARG)
        doubled = library.doubles(s, seat, saved) if data.LIBRARY in p.buildings else False
        card = judge.card_value(judge.rounds_left(s))
        if kind == data.BUILDER:
            affordable = [k for k in set(p.hand) if k in data.PRODUCTION or k not in p.buildings]
            if not affordable:
                return 0.0
            return (2 if doubled else 1) * card + 0.5 * card * min(len(p.hand), 3)
        if kind == data.PRODUCER:
            empty = sorted(producer.empty(p), reverse=True)
            return floats.total(price[g] for g in empty[: 2 + doubled]) * judge.good_sold * card
        if kind == data.TRADER:
            goods = sorted(
                (data.GOOD_OF[b] for b, g in zip(p.buildings, p.goods) if g != NO_CARD),
                reverse=True,
            )
            return floats.total(price[g] for g in goods[: 2 + doubled]) * card
        if kind == data.COUNCILLOR:
            return (1.6 if doubled else 1.3) * card
        return (2 if doubled else 1) * card

    # --- the quick rules --------------------------------------------------------------------------
    def quick_action(self, s: State, legal: Sequence[Action] | None = None) -> Action:
        """The fast rule's action for the player to act (used in play-outs and for the sets)."""
        if legal is None:
            legal = legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        phase, seat = s.phase, s.actor
        if phase == ROLE_SELECTION:
            scores = [self.role_guess(s, a, seat) for a in legal]
            return legal[scores.index(max(scores))]
        if phase == data.BUILDER:
            if s.step == builder.STEP_CHOOSE:
                return self._quick_build(s, legal, seat)
            if s.step == builder.STEP_BLACK_MARKET:
                return self._black_market(s, legal, seat)
            return self._lowest(s, seat, s.cost, legal, PAY)
        if phase == data.PRODUCER:
            return _produce(s, legal, seat)
        if phase == data.TRADER:
            return _sell(s, legal, seat)
        if phase == data.PROSPECTOR:
            if s.step == prospector.STEP_USE:
                return use_gold_mine(s)
            return self._highest(s, seat, 1, legal, GOLD_MINE, s.drawn)
        if phase == data.COUNCILLOR and legal[0] >> SHIFT == KEEP:
            return self._highest(s, seat, s.keep, legal, KEEP, s.drawn)
        if phase == ROUND_START and legal[-1] == PASS_TUCK_ACTION:
            return self._tuck(s, legal, seat)
        return self._lowest(s, seat, s.keep, legal, DISCARD)  # hand limit, archive, start hands

    def card_worths(
        self, s: State, seat: int, cards: Sequence[int], held: Sequence[int] = ()
    ) -> tuple[float, ...]:
        """Each card of `cards` (a list of kinds), its worth to the player in VP: money, plus the
        option of building it (for the first card of a kind not in `held`; a second violet card
        is money only). A tuple."""
        p = s.players[seat]
        left = self.judge.rounds_left(s)
        key = (p.buildings, len(p.chapel), len(p.hand), left, tuple(cards), tuple(held))
        worths = self._worths
        found = worths.get(key)
        if found is None:
            if len(worths) >= _MEMO_LIMIT:
                worths.clear()
            found = worths[key] = self._card_worths(s, seat, cards, held, left)
        return found

    def _card_worths(
        self, s: State, seat: int, cards: Sequence[int], held: Sequence[int], left: float
    ) -> tuple[float, ...]:
        judge = self.judge
        vals = judge.keep_values(s, seat, cards, left)
        card = judge.card_value(left)
        second = self.second_copy
        count: dict[int, int] = {}
        for k in held:
            count[k] = count.get(k, 0) + 1
        out = []
        for k in cards:
            if count.get(k, 0):
                w = card + (vals[k] - card) * second if k in data.PRODUCTION else card
            else:
                w = vals[k]
            count[k] = count.get(k, 0) + 1
            out.append(w)
        return tuple(out)

    def lowest_set(
        self, s: State, seat: int, cards: Sequence[int], floor: int, count: int
    ) -> list[int]:
        """The `count` cards of `cards` (kinds, from `floor` up) worth least to the player."""
        cards = [k for k in cards if k >= floor]
        cards.sort()
        ranked = sorted(zip(self.card_worths(s, seat, cards), cards))
        return [k for _, k in ranked[:count]]

    def _lowest(
        self, s: State, seat: int, count: int, legal: Sequence[Action], kind: int
    ) -> Action:
        p = s.players[seat]
        chosen = self.lowest_set(s, seat, p.hand, s.floor, count)
        action = make(kind, min(chosen))
        return action if action in legal else legal[0]

    def _highest(
        self,
        s: State,
        seat: int,
        count: int,
        legal: Sequence[Action],
        kind: int,
        cards: Sequence[int],
    ) -> Action:
        held = s.players[seat].hand
        cards = sorted(k for k in cards if k >= s.floor)
        ranked = sorted(
            zip(self.card_worths(s, seat, cards, held), cards), key=lambda x: (-x[0], x[1])
        )
        action = make(kind, min(k for _, k in ranked[:count]))
        return action if action in legal else legal[0]

    def _tuck(self, s: State, legal: Sequence[Action], seat: int) -> Action:
        p = s.players[seat]
        worths = self.card_worths(s, seat, list(p.hand))
        w, k = min(zip(worths, p.hand))
        gain = self.tuck_vp * (1.25 if data.PALACE in p.buildings else 1.0)
        return make(TUCK, k) if w < gain else PASS_TUCK_ACTION

    def build_scores(self, s: State, legal: Sequence[Action], seat: int) -> list[float]:
        """The fast rule's score of each build (and of building nothing, 0), in VP: the
        building's worth less the card's worth in hand, the cards paid (those worth least) and
        what a building built over took with it."""
        judge = self.judge
        p = s.players[seat]
        left = judge.rounds_left(s)
        hand = p.hand
        worths = self.card_worths(s, seat, hand)
        good_worth = judge.good_sold * judge.card_value(left)
        price_of = judge.price
        scores = []
        for a in legal:
            kind, arg = a >> SHIFT, a & ARG
            if kind == PASS:
                scores.append(0.0 if cards_to_come(s) else -math.inf)
                continue
            card = arg & CARD_MASK
            over = NO_INDEX
            lost = 0.0
            if kind == BUILD_OVER:
                _, old, with_good = build_over_parts(arg)
                over = crane.find(p, old, with_good)
                lost = judge.building_worth(s, seat, old, left) + (
                    good_worth * price_of[data.GOOD_OF[old]] if with_good else 0.0
                )
            price = prices.price(s, seat, card, over)
            i = hand.index(card)
            own = worths[i]
            rest = sorted(worths[:i] + worths[i + 1 :])
            paid = floats.total(rest[:price])
            if price > len(rest):  # the black market's goods pay the rest
                paid += (price - len(rest)) * good_worth * 1.6
            scores.append(judge.building_worth(s, seat, card, left) - own - paid - lost)
        return scores

    def _quick_build(self, s: State, legal: Sequence[Action], seat: int) -> Action:
        scores = self.build_scores(s, legal, seat)
        return legal[scores.index(max(scores))]

    def _black_market(self, s: State, legal: Sequence[Action], seat: int) -> Action:
        """Pays with the cheapest good while it is worth less than the dearest card it
        spares."""
        goods = [a for a in legal if a >> SHIFT == BLACK_MARKET]
        if _PASS_BLACK_MARKET not in legal:
            return goods[0]
        if not goods:
            return _PASS_BLACK_MARKET
        p = s.players[seat]
        judge = self.judge
        card = judge.card_value(judge.rounds_left(s))
        spared = sorted(self.card_worths(s, seat, p.hand))[: s.cost]
        good = goods[0] & ARG
        if spared and judge.good_sold * judge.price[good] * card < spared[-1]:
            return goods[0]
        return _PASS_BLACK_MARKET


def use_gold_mine(s: State) -> Action:
    """Turn up the gold mine's cards when they could pay (a card for nothing), else leave it
    unused: with fewer than 4 cards left in the pile and the discards no card can come of it,
    and turning up would only show them to all and throw them away."""
    return USE_GOLD_MINE_ACTION if gold_mine.may_pay(s) else PASS_GOLD_MINE_ACTION


def _produce(s: State, legal: Sequence[Action], seat: int) -> Action:
    if legal == (_PASS_PRODUCE,):
        return legal[0]
    p = s.players[seat]
    left = producer.allowance(s, seat) - s.used
    best = sorted((g for g in producer.empty(p) if g >= s.floor), reverse=True)[:left]
    if not best:
        return _PASS_PRODUCE
    action = make(PRODUCE, min(best))
    return action if action in legal else legal[0]


def _sell(s: State, legal: Sequence[Action], seat: int) -> Action:
    p = s.players[seat]
    left = trader.allowance(s, seat) - s.used
    goods = [
        data.GOOD_OF[b]
        for b, g in zip(p.buildings, p.goods)
        if g != NO_CARD and data.GOOD_OF[b] >= s.floor
    ]
    best = sorted(goods, key=lambda g: (trader.price(s, g), g), reverse=True)[:left]
    if not best:
        return _PASS_SELL
    action = make(SELL, min(best))
    return action if action in legal else legal[0]


# The hand-set heuristic, as functions (the beginner's, the medium's and the strong bot's).
MEDIUM = Heuristic(JUDGE)
choose = MEDIUM.choose
role_worth = MEDIUM.role_worth
build_worth = MEDIUM.build_worth
play_phase = MEDIUM.play_phase
role_guess = MEDIUM.role_guess
quick_action = MEDIUM.quick_action
card_worths = MEDIUM.card_worths
lowest_set = MEDIUM.lowest_set
build_scores = MEDIUM.build_scores
