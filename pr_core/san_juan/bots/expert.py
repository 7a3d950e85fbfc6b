"""The expert bot: the strong bot's search model (strong.py) with a sharper judgement of its own
and a search that spends its budget where the decision is made.

What it changes, and why:

- **Its own judgement.** The bot's own choices (inside the search and out: payments, keeps,
  discards, goods) and the positions its walks reach are judged by `EXPERT_TABLE`, the hand-set
  table tuned by self-play (tuning.py); the other players still choose by the medium heuristic
  on each sample, as the strong bot models them (that is how the other bots play).
- **Paired comparisons at the root.** Each sample of the hidden cards is played out with every
  root choice in turn (the same other hands, goods, pile, tiles and reshuffles for all), so the
  choices are compared on the same luck; and the budget is shared out by sequential halving: in
  rounds, the worse half of the choices is dropped, and the last ones get the most samples. The
  answer is the best mean of those left. (The strong bot's UCB1 at the root spends a third of
  its walks on choices it will not take, each on its own luck.)
- **The heuristic first, deeper down.** Below the root, the tree of the bot's own later
  choices (its next role, its builds, the chapel) tries them in the order the medium heuristic
  ranks them (roles and builds as the medium bot judges them, once per node), one at first and
  more as the node is visited (progressive widening: 1 + √visits), and picks among those by
  UCB1. A walk thus follows a sensible plan of the bot's own from the start, where the strong
  bot's first walks try its later choices at random.
- **The builds worth comparing.** A build decision at the root compares the 5 builds (building
  nothing included) that the medium heuristic judges best.

Each walk otherwise is the strong bot's: the others and the quick rules play on until the bot's
next own choice, and the phase of the choice it adds is played out and judged (every player's
advantage squashed to a reward, 4 VP scale).

The budget: `ITERATIONS` walks (about as much work as the strong bot's 150 iterations), at most
`SECONDS` (the browser allows more: pr_core/session.py). With an iteration budget and no time
limit, the same seed gives the same moves on any machine.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from types import EllipsisType
from typing import TYPE_CHECKING

from ...bots.base import View
from ...bots.halving import better_half, halving_due
from ...bots.ismcts import Choice, Node, Rules, Search, SearchBot
from .. import builder, data, engine
from ..actions import ARG, Action
from ..engine import apply_action, legal_actions
from ..state import GAME_OVER, ROLE_SELECTION, ROUND_START, State
from .evaluation import Judge, Table
from .heuristic import MEDIUM, PASS_TUCK_ACTION, Heuristic
from .sampling import resample, state_from_view
from .strong import REWARD_SCALE, searched

if TYPE_CHECKING:
    from ...rng import Random

ITERATIONS = 100  # walks a decision ...
SECONDS = 0.7  # ... and never more than this
EXPLORATION = 0.7  # UCB1's constant below the root (rewards in [0, 1])
ROOT_BUILDS = 5  # a build decision at the root compares this many builds
WIDENING = 1.0  # below the root, a decision considers its 1 + WIDENING * sqrt(visits) best

# The expert's judgement: the hand-set table (evaluation.TABLE) tuned by self-play, the mean of
# the tables at steps 600-1000 of
#   python -m pr_core.san_juan.bots.tuning spsa --steps 2000 --until 1000 --seed 1
# (rounded to 3 decimals; 6,000 games, about 1.5 h on one core). Its heuristic against 3 medium
# bots wins 36.8 % of 1,000 games (+2.1 VP over their mean), against one 65.1 % of 500
# (`tuning match --players 4 --deals 250 --seed 7`, `--players 2`).
EXPERT_TABLE = Table(
    card_vp=0.716,
    card_early=0.468,
    build_rate=1.246,
    horizon=7.335,
    good_sold=0.485,
    flow=0.361,
    flow_rank=(1.423, 0.410, 0.303, 0.167, 0.082),
    flow_rank_boosted=(0.862, 0.714, 0.482, 0.213, 0.083),
    plan_share=(0.391, 0.256, 0.101),
    unaffordable=0.341,
    keep_share=0.330,
    over_limit=0.243,
    library_saved_vp=0.529,
    smithy=0.219,
    gold_mine=0.199,
    archive=0.128,
    poor_house=0.299,
    black_market=0.184,
    crane=0.185,
    tower=0.167,
    carpenter=0.550,
    prefecture=0.551,
    quarry=0.619,
    library=1.119,
    trading_post=0.347,
    aqueduct=0.405,
    well=0.301,
    market_stand=0.377,
    market_hall=0.760,
    chapel_vp=0.513,
    guild_growth=0.483,
    city_hall_growth=0.535,
    palace_share=0.206,
    rival_best=1.018,
    rival_mean=0.290,
)


_JUDGE = Judge(EXPERT_TABLE)


def standing(state: State, seat: int) -> float:
    """The seat's lead over his best rival in VP, as the expert's judgement sees the position
    (the coach's review: pr_core/coach/parts.py)."""
    worth = _JUDGE.values(state)
    return worth[seat] - max(w for other, w in enumerate(worth) if other != seat)


class ExpertNode(Node[Action]):
    """A node of the expert's tree: also the order in which its choices are tried."""

    __slots__ = ("order",)

    def __init__(self) -> None:
        super().__init__()
        # the choices best first, by the tuple of choices legal (they may differ by sample)
        self.order: dict[tuple[Action, ...], tuple[Action, ...]] | None = None


class Model:
    """The expert's search model (pr_core/bots/ismcts.py, SearchModel) for a search of `seat`'s
    decision: its own choices by `own` (the expert's heuristic), the others' by the medium
    heuristic."""

    reward_scale = REWARD_SCALE
    sample = staticmethod(state_from_view)
    resample = staticmethod(resample)

    def __init__(self, seat: int, own: Heuristic) -> None:
        self.seat = seat
        self.own = own
        self.judge = own.judge

    @property
    def game(self) -> Rules[State, Action]:
        return engine  # the game's rules (its Game's legal_actions, apply_action, is_terminal)

    def values(self, state: State) -> Sequence[float]:
        return self.judge.values(state)

    def advantage(self, vals: Sequence[float], seat: int) -> float:
        return self.judge.advantage(vals, seat)

    def fallback(self, state: State, legal: Sequence[Action], rng: Random) -> Action:
        return self.own.choose(state, legal, rng)

    def immediate(self, state: State, legal: Sequence[Action], rng: Random) -> Action | None:
        if searched(state, legal):
            return None
        return self.own.choose(state, legal, rng)

    def shortcut(self, state: State) -> State | None:
        legal = legal_actions(state)
        h = self.own if state.actor == self.seat else MEDIUM
        if not searched(state, legal):
            return apply_action(state, h.quick_action(state, legal))
        if state.actor != self.seat:
            return apply_action(state, h.choose(state, legal, None))
        return None

    def leaf(self, state: State) -> State:
        s = state
        own, seat = self.own, self.seat
        while s.phase != ROLE_SELECTION and s.phase != GAME_OVER:
            s = apply_action(s, (own if s.actor == seat else MEDIUM).quick_action(s))
        return s

    def root_choices(self, s: State, legal: Sequence[Action]) -> tuple[Action, ...]:
        """The root's choices the search compares: all, but only the best builds."""
        if s.phase == data.BUILDER and len(legal) > ROOT_BUILDS:
            scores = self.own.build_worths(s, legal, s.actor)
            best = sorted(range(len(legal)), key=lambda i: -scores[i])[:ROOT_BUILDS]
            return tuple(legal[i] for i in sorted(best))
        return tuple(legal)

    def ranked(self, s: State, legal: Sequence[Action], node: ExpertNode) -> Sequence[Action]:
        """The bot's own choices below the root, best first by its heuristic's judgement: a role
        or a build as the medium bot judges it, the chapel by the worth of the card tucked."""
        key = tuple(legal)
        orders = node.order
        if orders is None:
            orders = node.order = {}
        found = orders.get(key)
        if found is not None:
            return found
        seat, own = s.actor, self.own
        scores: Sequence[float]
        if s.phase == ROLE_SELECTION:
            scores = [own.role_worth(s, a, seat) for a in legal]
        elif s.phase == data.BUILDER and s.step == builder.STEP_CHOOSE:
            scores = own.build_worths(s, legal, seat)
        elif s.phase == ROUND_START:
            hand = s.players[seat].hand
            worths = dict(zip(hand, own.card_worths(s, seat, list(hand))))
            scores = [-own.tuck_vp if a == PASS_TUCK_ACTION else -worths[a & ARG] for a in legal]
        else:
            return legal
        found = tuple(legal[i] for i in sorted(range(len(legal)), key=lambda i: -scores[i]))
        if len(orders) < 8:
            orders[key] = found
        return found


class ExpertSearch(Search[State, Action]):
    """One decision's search (the module docstring says how); `run` adds walks, `best`
    answers at any time."""

    model: Model

    def __init__(
        self, model: Model, root_state: State, legal: Sequence[Action], rng: Random, budget: int
    ) -> None:
        super().__init__(model, root_state, legal, rng)
        self.root = ExpertNode()
        self.choices: tuple[Action, ...] = self.legal
        if self.answer is None:
            self.choices = model.root_choices(root_state, self.legal)
            if len(self.choices) == 1:
                self.answer = self.choices[0]
        self.active = list(self.choices)  # the root choices still compared
        self.sample = root_state  # the sample of the hidden cards being walked
        self.next = len(self.active)  # the next active choice to walk with it
        self.planned = budget  # walks over which the halving rounds are spread
        self.halvings = 0  # halving rounds done

    def _halve(self) -> None:
        """Sequential halving: once a round's share of the budget is spent, the worse half of
        the root choices (by mean reward) is dropped, down to 2."""
        if len(self.active) <= 2 or not halving_due(
            self.iterations, self.planned, self.halvings, len(self.choices)
        ):
            return
        self.halvings += 1
        self.active = better_half(self.active, self._mean)

    def _mean(self, action: Action) -> float:
        child = self.root.children.get(action)
        return child.reward / child.visits if child is not None and child.visits else -math.inf

    def iterate(self) -> None:
        model, rng = self.model, self.rng
        if self.next >= len(self.active):  # every active choice has walked this sample
            self._halve()
            self.sample = model.resample(self.root_state, rng)
            self.next = 0
        a = self.active[self.next]
        self.next += 1
        node = self.root.children.get(a)
        if node is None:
            node = self.root.children[a] = ExpertNode()
        node.available += 1
        path: list[tuple[Node[Action], int]] = [(node, self.root_state.actor)]
        s = apply_action(self.sample, a)
        while s.phase != GAME_OVER:
            jump = model.shortcut(s)
            if jump is not None:
                s = jump
                continue
            assert isinstance(node, ExpertNode)
            ranked = model.ranked(s, legal_actions(s), node)
            acts = ranked[: 1 + int(WIDENING * math.sqrt(node.visits))]
            children = node.children
            untried = None
            for a in acts:
                child = children.get(a)
                if child is None:
                    if untried is None:
                        untried = a
                else:
                    child.available += 1
            if untried is not None:  # the best untried choice
                child = children[untried] = ExpertNode()
                child.available = 1
                path.append((child, s.actor))
                s = apply_action(s, untried)
                break
            best, best_score = acts[0], -math.inf
            for a in acts:
                child = children[a]
                score = child.reward / child.visits + EXPLORATION * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best, best_score = a, score
            node = children[best]
            path.append((node, s.actor))
            s = apply_action(s, best)
        self.back_up(path, s)

    def consider(self, plan: Sequence[Action]) -> None:
        """Adds the decision's first action to the root choices compared, unless it is one."""
        if self.answer is None and plan[0] not in self.choices and plan[0] in self.legal:
            self.choices += (plan[0],)
            self.active.append(plan[0])

    def ranking(self) -> list[Choice[Action]]:
        """The root choices walked: those still compared first, by mean reward."""
        if self.answer is not None:
            return [Choice((self.answer,), 0, None)]
        order = sorted(
            (a for a in self.choices if a in self.root.children and self.root.children[a].visits),
            key=lambda a: (a in self.active, self._mean(a)),
            reverse=True,
        )
        return [self.root.children[a].choice((a,)) for a in order]

    def best(self) -> Action:
        """The active root choice with the best mean reward (the heuristic's choice before any
        walk)."""
        if self.answer is not None:
            return self.answer
        tried = [(self._mean(a), -i, a) for i, a in enumerate(self.active)]
        tried = [t for t in tried if t[0] > -math.inf]
        if not tried:
            return self.model.fallback(self.root_state, self.legal, self.rng)
        return max(tried)[2]


class ExpertBot(SearchBot[State, Action]):
    """San Juan's expert level (the module docstring); options as the strong bot's:
    `iterations` (walks a decision) and `seconds` (the time limit, None for none)."""

    id = "expert"
    name = "Expert"
    description = "Plans further ahead with a sharper judgement: for experienced players."
    iterations = ITERATIONS
    seconds = SECONDS

    def __init__(
        self, iterations: int | None = None, seconds: float | None | EllipsisType = ...
    ) -> None:
        super().__init__(iterations, seconds)
        # the bot's own judgement (its memos kept from decision to decision)
        self.own = Heuristic(Judge(EXPERT_TABLE))

    def search_model(self, seat: int) -> Model:
        return Model(seat, self.own)

    def start(self, view: View, legal: Sequence[Action], rng: Random) -> ExpertSearch:
        model = self.search_model(view["viewer"])
        return ExpertSearch(model, model.sample(view, rng), legal, rng, self.iterations)
