"""The strong bot: information-set Monte Carlo tree search (single-observer ISMCTS).

Every iteration samples afresh what the bot cannot see (sampling.resample: the face-down
plantations' order), walks the tree from the bot's decision down through everyone's decisions
(roles and the choices inside each phase: settling, building, selling, loading, storing…), picks
children by UCB1 among the actions legal in this sample (counting how often each was available),
adds one new node, then judges the position reached: the current phase is played out by the
heuristic (heuristic.play_phase) and every player's worth compared (evaluation.advantage),
squashed to a reward in [0, 1] for the player who made each move on the path.

The mayor's placing follows the heuristic's arrangement (searching colonist by colonist would
spend the budget on equivalent orders). The answer is the most visited root action.

Search runs in chunks (`Search.run(iterations)`), so a worker can report progress between them.
"""

import math
import time

from .. import data, mayor
from ..engine import apply_action, legal_actions
from ..state import DRAFT, GAME_OVER, ROLE_SELECTION
from . import heuristic
from .base import Bot
from .evaluation import advantage, values
from .sampling import resample, state_from_view

EXPLORATION = 0.7     # UCB1's constant, for rewards in [0, 1]
REWARD_SCALE = 6.0    # VP of advantage that make a reward of about 0.73
ITERATIONS = 400      # the default budget: about 0.25 s a decision in CPython here
SECONDS = 1.0         # ... and never more than this (a slow machine searches less)
CHUNK = 25            # iterations between progress reports


class Node:
    __slots__ = ("children", "visits", "reward", "available")

    def __init__(self):
        self.children = {}    # action -> Node
        self.visits = 0
        self.reward = 0.0     # summed rewards of the player who chose the action leading here
        self.available = 0    # iterations in which that action was legal (ISMCTS)


def reward(vals, seat):
    return 1.0 / (1.0 + math.exp(-advantage(vals, seat) / REWARD_SCALE))


class Search:
    """One decision's search; `run` adds iterations, `best` answers at any time."""

    def __init__(self, root_state, legal, rng):
        self.root_state = root_state
        self.legal = tuple(legal)
        self.rng = rng
        self.root = Node()
        self.iterations = 0
        self.seconds = 0.0  # time spent in run()
        self.answer = None  # a decision that needs no search
        if len(self.legal) == 1:
            self.answer = self.legal[0]
        elif root_state.phase == data.MAYOR and root_state.step == mayor.STEP_PLACING:
            self.answer = heuristic.mayor_action(root_state)
        elif root_state.phase == DRAFT:  # nothing to judge before play: the heuristic's table
            self.answer = heuristic.choose(root_state, self.legal, rng)

    @property
    def finished(self):
        return self.answer is not None

    def run(self, iterations, until=math.inf):
        """Adds up to `iterations` iterations, stopping early at the clock time `until`."""
        started = now = time.perf_counter()
        for _ in range(iterations):
            self.iterate()
            self.iterations += 1
            now = time.perf_counter()
            if now >= until:
                break
        self.seconds += now - started

    def progress(self, bot):
        """How far the search is, 0..1, against the bot's budget."""
        if self.finished:
            return 1.0
        done = self.iterations / bot.iterations
        if bot.seconds:
            done = max(done, self.seconds / bot.seconds)
        return min(1.0, done)

    def iterate(self):
        rng = self.rng
        s = resample(self.root_state, rng)
        node = self.root
        path = []
        while s.phase != GAME_OVER:
            if node is not self.root and s.phase == data.MAYOR and s.step == mayor.STEP_PLACING:
                s = heuristic.place_all(s)  # not searched: see the module's docstring
                continue
            acts = self.legal if node is self.root else legal_actions(s)
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
            best, best_score = None, -1.0
            for a in acts:
                child = node.children[a]
                score = (child.reward / child.visits
                         + EXPLORATION * math.sqrt(math.log(child.available) / child.visits))
                if score > best_score:
                    best, best_score = a, score
            child = node.children[best]
            path.append((child, s.actor))
            s = apply_action(s, best)
            node = child
        if s.phase != ROLE_SELECTION and s.phase != GAME_OVER:
            s = heuristic.play_phase(s)
        vals = values(s)
        cache = {}
        for child, seat in path:
            r = cache.get(seat)
            if r is None:
                r = cache[seat] = reward(vals, seat)
            child.visits += 1
            child.reward += r

    def best(self):
        """The most visited root action (the heuristic's choice before any iteration)."""
        if self.answer is not None:
            return self.answer
        tried = [(child.visits, child.reward, a) for a, child in self.root.children.items()
                 if a in self.legal]
        if not tried:
            return heuristic.choose(self.root_state, self.legal, self.rng)
        return max(tried)[2]


class StrongBot(Bot):
    """ISMCTS over roles and the decisions inside phases, with a budget in iterations and/or
    seconds."""

    id = "strong"
    name = "Strong"
    description = "Looks ahead through many possible futures: a real challenge."

    def __init__(self, iterations=ITERATIONS, seconds=SECONDS):
        self.iterations = iterations
        self.seconds = seconds

    def start(self, view, legal, rng):
        """The search for this decision (its `best()` may be ready at once)."""
        return Search(state_from_view(view, rng), legal, rng)

    def done(self, search):
        return (search.finished or search.iterations >= self.iterations
                or (self.seconds is not None and search.seconds >= self.seconds))

    def think(self, search, seconds):
        """Searches for about `seconds` more (in chunks); True once the search is done."""
        until = time.perf_counter() + seconds
        if self.seconds is not None:  # the bot's own limit, over all the calls for this search
            until = min(until, time.perf_counter() + self.seconds - search.seconds)
        while not self.done(search):
            search.run(min(CHUNK, self.iterations - search.iterations), until)
            if time.perf_counter() >= until:
                break
        return self.done(search)

    def choose(self, view, legal, rng):
        search = self.start(view, legal, rng)
        self.think(search, math.inf)
        return search.best()
