"""Information-set Monte Carlo tree search (single-observer ISMCTS), for any game.

Every iteration samples afresh what the bot cannot see (`model.resample`), walks the tree from the
bot's decision down through everyone's decisions, picks children by UCB1 among the actions legal
in this sample (counting how often each was available), adds one new node, then judges the
position reached: `model.leaf` plays on to a position worth judging (a game's heuristic, e.g. to
the end of the current phase) and `model.values` / `model.advantage` compare the players, squashed
to a reward in [0, 1] for the player who made each move on the path. The answer is the most
visited root action.

What a game supplies is its search model, an object with these attributes (`SearchModel`, below;
a game's strong level makes one per search, for the seat whose decision it is):

    sample(view, rng) -> State        a State consistent with a player's view, hidden parts guessed
    resample(state, rng) -> State     the same position with the hidden parts guessed again
    immediate(state, legal, rng)      an action for decisions the search leaves alone, else None
    shortcut(state) -> State | None   inside the tree: a state to jump to instead of branching
                                      (e.g. a sequence of placements the heuristic decides)
    leaf(state) -> State              the position to judge once the walk stops
    values(state) -> [float]          each player's worth, by seat (VP-like units)
    advantage(values, seat) -> float  how far `seat` is ahead, in the same units
    fallback(state, legal, rng)       the heuristic's choice, before any iteration
    reward_scale: float               advantage giving a reward of about 0.73
    game                              the rules searched (`Rules`): legal_actions, apply_action,
                                      is_terminal; the game's engine, or a compact simulator of
                                      it built for playouts

Search runs in chunks (`Search.run(iterations)`), so a worker can report progress between them.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import EllipsisType
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from .base import A, Bot, View

if TYPE_CHECKING:
    from ..rng import Random

EXPLORATION = 0.7  # UCB1's constant, for rewards in [0, 1]
CHUNK = 25  # iterations between progress reports
_MOST_EXP = 700.0  # math.exp overflows a float above about 709.78


class SearchState(Protocol):
    """What the search reads of a state itself (the rest goes through the model and its rules):
    the seat to act, read only in a position that is not over (in a game's State, its
    `current_player`)."""

    @property
    def actor(self) -> int: ...


S = TypeVar("S", bound=SearchState)  # a game's State, or a simulator's


class Rules(Protocol[S, A]):
    """The rules a search walks: a game (pr_core.game.Game) or a simulator made for search.
    `apply_action` may change and return the state it is given: the search applies actions only
    to its own copy (`SearchModel.resample`'s)."""

    @property
    def legal_actions(self) -> Callable[[S], Sequence[A]]: ...

    @property
    def apply_action(self) -> Callable[[S, A], S]: ...

    @property
    def is_terminal(self) -> Callable[[S], bool]: ...


class SearchModel(Protocol[S, A]):
    """A game's search model (the module docstring says what each part does)."""

    @property
    def reward_scale(self) -> float: ...

    @property
    def game(self) -> Rules[S, A]: ...

    def sample(self, view: View, rng: Random, /) -> S: ...

    def resample(self, state: S, rng: Random, /) -> S: ...

    def immediate(self, state: S, legal: Sequence[A], rng: Random, /) -> A | None: ...

    def shortcut(self, state: S, /) -> S | None: ...

    def leaf(self, state: S, /) -> S: ...

    def values(self, state: S, /) -> Sequence[float]: ...

    def advantage(self, values: Sequence[float], seat: int, /) -> float: ...

    def fallback(self, state: S, legal: Sequence[A], rng: Random, /) -> A: ...


@dataclass(frozen=True, slots=True)
class Choice(Generic[A]):
    """One root choice as a search judged it (the coach's reading: pr_core/coach/)."""

    plan: tuple[A, ...]  # the action, or a whole decision's actions (a mayor's arrangement)
    walks: int  # the walks that went through it
    mean: float | None  # their mean reward for the chooser (0..1); None if it was not searched
    spread: float | None = None  # the standard error of that mean (None: under 2 walks)


def standard_error(walks: int, total: float, squares: float) -> float | None:
    """The standard error of the mean of `walks` rewards summing to `total`, their squares to
    `squares` (None for fewer than 2: nothing to tell the noise by)."""
    if walks < 2:
        return None
    mean = total / walks
    variance = max(0.0, (squares - walks * mean * mean) / (walks - 1))
    return math.sqrt(variance / walks)


class Node(Generic[A]):
    __slots__ = ("children", "visits", "reward", "squares", "available")

    def __init__(self) -> None:
        self.children: dict[A, Node[A]] = {}
        self.visits = 0
        self.reward = 0.0  # summed rewards of the player who chose the action leading here
        self.squares = 0.0  # their summed squares (kept at the root's children: the noise)
        self.available = 0  # iterations in which that action was legal (ISMCTS)

    def choice(self, plan: tuple[A, ...]) -> Choice[A]:
        """This root child read as a choice: its walks, mean reward and the mean's noise."""
        return Choice(
            plan,
            self.visits,
            self.reward / self.visits,
            standard_error(self.visits, self.reward, self.squares),
        )


class Search(Generic[S, A]):
    """One decision's search; `run` adds iterations, `best` answers at any time."""

    def __init__(
        self, model: SearchModel[S, A], root_state: S, legal: Sequence[A], rng: Random
    ) -> None:
        self.model = model
        self.root_state = root_state
        self.legal = tuple(legal)
        self.rng = rng
        self.root: Node[A] = Node()
        self.iterations = 0
        self.seconds = 0.0  # time spent in SearchBot.think()
        # iterations this search may spend, where not the bot's (a bot that sizes its budget by
        # the decision sets it)
        self.budget: int | None = None
        self.answer: A | None = None  # a decision that needs no search
        if len(self.legal) == 1:
            self.answer = self.legal[0]
        else:
            self.answer = model.immediate(root_state, self.legal, rng)
        self.by_rule: A | None = None  # the answer the bot had without a search (search_anyway)

    @property
    def finished(self) -> bool:
        return self.answer is not None

    def run(self, iterations: int, until: float = math.inf) -> None:
        """Adds up to `iterations` iterations, stopping early at the clock time `until`."""
        for _ in range(iterations):
            self.iterate()
            self.iterations += 1
            if time.perf_counter() >= until:
                break

    def progress(self, bot: SearchBot[S, A]) -> float:
        """How far the search is, 0..1, against the bot's budget."""
        if self.finished:
            return 1.0
        done = self.iterations / bot.budget(self)
        if bot.seconds:
            done = max(done, self.seconds / bot.seconds)
        return min(1.0, done)

    def iterate(self) -> None:
        model, rng = self.model, self.rng
        game = model.game
        legal_actions, apply_action, is_terminal = (
            game.legal_actions,
            game.apply_action,
            game.is_terminal,
        )
        s = model.resample(self.root_state, rng)
        node = self.root
        path: list[tuple[Node[A], int]] = []  # the nodes walked, each with the seat that chose it
        while not is_terminal(s):
            acts: Sequence[A] = self.legal if node is self.root else legal_actions(s)
            untried = [a for a in acts if a not in node.children]
            for a in acts:
                child = node.children.get(a)
                if child is not None:
                    child.available += 1
            if untried:
                a = untried[rng.below(len(untried))]
                child = node.children[a] = Node()
                child.available = 1
                path.append((child, s.actor))
                s = apply_action(s, a)
                break
            best, best_score = acts[0], -1.0  # (every score is >= 0)
            for a in acts:
                child = node.children[a]
                score = child.reward / child.visits + EXPLORATION * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best, best_score = a, score
            child = node.children[best]
            path.append((child, s.actor))
            s = self.arrive(node, child, s, best)
            node = child
        self.back_up(path, s)

    def arrive(self, node: Node[A], child: Node[A], s: S, action: A) -> S:
        """The state at `child`, reached from `s` (the state at `node`) by `action`, past the
        model's shortcuts (a node's actions are chosen only where no shortcut applies)."""
        s = self.model.game.apply_action(s, action)
        is_terminal, shortcut = self.model.game.is_terminal, self.model.shortcut
        while not is_terminal(s):
            jump = shortcut(s)
            if jump is None:
                break
            s = jump
        return s

    def back_up(self, path: Sequence[tuple[Node[A], int]], s: S) -> None:
        """Judges the walk's last position `s` (its leaf played out) and credits every node on
        the path with the reward of the seat that chose it."""
        model = self.model
        vals = model.values(model.leaf(s))
        scale = model.reward_scale
        cache: dict[int, float] = {}
        for child, seat in path:
            r = cache.get(seat)
            if r is None:
                # capped: a position's doubloons may run to 2^53, whose exp overflows a float
                behind = min(-model.advantage(vals, seat) / scale, _MOST_EXP)
                r = cache[seat] = 1.0 / (1.0 + math.exp(behind))
            child.visits += 1
            child.reward += r
        if path:  # the root's child: the coach reads the noise of its mean
            first, seat = path[0]
            first.squares += cache[seat] ** 2

    def search_anyway(self) -> None:
        """Searches the decision even where the bot would settle it by rule (`immediate`): the
        coach compares every choice. What the bot would have answered stays in `by_rule`."""
        if len(self.legal) > 1:
            self.by_rule, self.answer = self.answer, None

    def consider(self, plan: Sequence[A]) -> None:
        """Makes sure the decision `plan` (its first action, here) is among the choices walked:
        every legal root action is tried before any is tried twice, so nothing to do."""

    def ranking(self) -> list[Choice[A]]:
        """The root choices walked, the search's preferred first (as `best` orders them); the
        answer alone, unsearched, where the decision needed no search."""
        if self.answer is not None:
            return [Choice((self.answer,), 0, None)]
        tried = sorted(
            (
                (child.visits, child.reward, a)
                for a, child in self.root.children.items()
                if a in self.legal and child.visits
            ),
            reverse=True,
        )
        return [self.root.children[a].choice((a,)) for _, _, a in tried]

    def best(self) -> A:
        """The most visited root action (the heuristic's choice before any iteration)."""
        if self.answer is not None:
            return self.answer
        tried = [
            (child.visits, child.reward, a)
            for a, child in self.root.children.items()
            if a in self.legal
        ]
        if not tried:
            return self.model.fallback(self.root_state, self.legal, self.rng)
        return max(tried)[2]


class SearchBot(Bot[A], Generic[S, A]):
    """A bot that searches with ISMCTS; a game's strong level (levels.strong) subclasses it,
    giving `search_model` (its search model for a seat's decision), `iterations` and `seconds`
    (the default budget) and the Bot texts."""

    iterations: int = 400  # iterations a decision ...
    seconds: float | None = 1.0  # ... and never more than this (None: no time limit)

    def __init__(
        self, iterations: int | None = None, seconds: float | None | EllipsisType = ...
    ) -> None:
        if iterations is not None:
            self.iterations = iterations
        if seconds is not ...:
            self.seconds = seconds

    def search_model(self, seat: int) -> SearchModel[S, A]:
        """The game's search model for a search of `seat`'s decision."""
        raise NotImplementedError

    def start(self, view: View, legal: Sequence[A], rng: Random) -> Search[S, A]:
        """The search for this decision (its `best()` may be ready at once)."""
        model = self.search_model(view["viewer"])
        return Search(model, model.sample(view, rng), legal, rng)

    def budget(self, search: Search[S, A]) -> int:
        """The iterations `search` may spend: its own budget, else the bot's."""
        return self.iterations if search.budget is None else search.budget

    def done(self, search: Search[S, A]) -> bool:
        return (
            search.finished
            or search.iterations >= self.budget(search)
            or (self.seconds is not None and search.seconds >= self.seconds)
        )

    def think(self, search: Search[S, A], seconds: float) -> bool:
        """Searches for about `seconds` more (in chunks); True once the search is done."""
        started = time.perf_counter()
        until = started + seconds
        if self.seconds is not None:  # the bot's own limit, over all the calls for this search
            until = min(until, started + self.seconds - search.seconds)
        while not self.done(search):
            search.run(min(CHUNK, self.budget(search) - search.iterations), until)
            if time.perf_counter() >= until:
                break
        # Charged from this call's start, the clock `until` was set by: a search stopped at the
        # bot's own limit has spent it, and is done.
        search.seconds += time.perf_counter() - started
        return self.done(search)

    def choose(self, view: View, legal: Sequence[A], rng: Random) -> A:
        search = self.start(view, legal, rng)
        self.think(search, math.inf)
        return search.best()
