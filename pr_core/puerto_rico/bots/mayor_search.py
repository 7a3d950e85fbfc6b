"""The expert's mayor: where buildings compete for its colonists, the arrangement is searched.

The engine asks a placing turn target by target; the heuristic (heuristic.arrangement) settles a
whole arrangement at once, greedily, by the hand-set evaluation. When a colonist could go to either
of two buildings (or a plantation), that evaluation's difference between the arrangements is small,
and playing on tells them apart better. So this search lists every arrangement still open at the
current step (`arrangements`; where there are too many, those one colonist away from the
heuristic's), keeps those the hand-set evaluation puts within `MARGIN` VP of the best (at most
`CANDIDATES`, the heuristic's own always among them), and compares them on paired samples: each
sample of the face-down plantations is played with every candidate in turn, so that they meet the
same luck, and the worse half is dropped in rounds (sequential halving, pr_core/bots/halving.py). A
walk places the candidate, lets the others place as the heuristic would and plays the phase out,
then judges the position as the expert's phase search does (roles on the playout simulator, the
learned model: expert.PhaseModel). The answer is the next placing action of the best candidate. The
next step of the same turn searches again from where the turn stands (a bot keeps no memory between
decisions: the same view and seed give the same choice).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ...bots.halving import better_half, halving_due
from ...bots.ismcts import Choice, Search, standard_error
from .. import actions, data, mayor, placing
from ..actions import Action
from ..engine import apply_action
from ..state import State
from .evaluation import player_value, rounds_left
from .heuristic import Arrangement, arrangement, staff, staffed
from .sampling import with_generator

if TYPE_CHECKING:
    from ...rng import Random
    from .strong import Model

MARGIN: Final = 1.0  # VP: arrangements the hand-set evaluation puts this close to the best
CANDIDATES: Final = 6  # ... at most this many of them
ENUMERATION_LIMIT: Final = 300  # more than this: those near the heuristic's (`neighbours`)


def is_placing(state: State) -> bool:
    """Whether `state` asks its actor to place colonists (the mayor's placing turn)."""
    return state.phase == data.MAYOR and state.step == mayor.STEP_PLACING


def arrangements(state: State, limit: int = ENUMERATION_LIMIT) -> list[tuple[int, ...]] | None:
    """Every arrangement still open to the actor of a placing turn: colonists on each open target
    (mayor.targets from the cursor, in that order), all of the hand placed that fits; None if
    there are more than `limit`."""
    p = state.players[state.actor]
    free = [
        circles - staffed(p.occupied, p.workers, t) for t, circles in mayor.targets(p, state.cursor)
    ]
    found: list[tuple[int, ...]] = []

    def spread(i: int, left: int, room: int, prefix: tuple[int, ...]) -> bool:
        if i == len(free):
            found.append(prefix)
            return len(found) <= limit
        room -= free[i]  # circles after this target
        for k in range(max(0, left - room), min(free[i], left) + 1):
            if not spread(i + 1, left - k, room, (*prefix, k)):
                return False
        return True

    total = sum(free)
    complete = spread(0, min(state.hand, total), total, ())
    return found if complete else None


def neighbours(state: State, counts: Sequence[int]) -> list[tuple[int, ...]]:
    """`counts` (colonists on each open target, as `arrangements` lists them) and every
    arrangement one colonist away from it: one moved from a target to another with room."""
    p = state.players[state.actor]
    room = [c for _, c in mayor.targets(p, state.cursor)]
    found = [tuple(counts)]
    for i, ci in enumerate(counts):
        for j, cj in enumerate(counts):
            if ci and i != j and cj < room[j]:
                moved = list(counts)
                moved[i] -= 1
                moved[j] += 1
                found.append(tuple(moved))
    return found


def candidates(state: State) -> list[Arrangement]:
    """The arrangements worth comparing (the module docstring), the best by the hand-set
    evaluation first. Where there are too many to list, the heuristic's and those one colonist
    away from it."""
    own = arrangement(state)
    p = state.players[state.actor]
    open_targets = [t for t, _ in mayor.targets(p, state.cursor)]
    every = arrangements(state)
    if every is None:
        every = neighbours(state, [own[actions.target_name(t)] for t in open_targets])
    if len(every) == 1:
        return [own]
    left = round(rounds_left(state), 1)  # as the heuristic's arrangement reads it
    worth: list[tuple[float, int]] = []
    for i, counts in enumerate(every):
        occupied, workers = list(p.occupied), list(p.workers)
        for t, k in zip(open_targets, counts, strict=True):
            staff(occupied, workers, t, k)
        worth.append((player_value(p, left, occupied, workers), i))
    best = max(v for v, _ in worth)
    close = sorted(((-v, i) for v, i in worth if v >= best - MARGIN))[:CANDIDATES]
    chosen = [_named(state, open_targets, every[i]) for _, i in close]
    if own not in chosen:
        chosen[-1:] = [own]
    return chosen


class MayorSearch(Search[State, Action]):
    """The search of one placing step (the module docstring); `run` adds walks, `best` answers
    at any time."""

    model: Model  # the expert's PhaseModel

    def __init__(
        self, model: Model, root_state: State, legal: Sequence[Action], rng: Random
    ) -> None:
        super().__init__(model, root_state, legal, rng)
        self.choices = candidates(root_state) if len(self.legal) > 1 else []
        # each candidate's placing actions (the same in every sample: placing reads no hidden
        # information)
        self.plans = [placing.placement_actions(root_state, a) for a in self.choices]
        self.answer = self.legal[0] if len(self.legal) == 1 else None
        if len({plan[0] for plan in self.plans}) == 1:
            self.answer = self.plans[0][0]  # every candidate starts alike: nothing to search now
        self.active = list(range(len(self.choices)))  # the candidates still compared
        self.rewards = [0.0] * len(self.choices)
        self.squares = [0.0] * len(self.choices)  # the rewards' squares (the coach's noise)
        self.walks = [0] * len(self.choices)
        self.sample = root_state  # the sample of the face-down plantations being walked
        self.next = len(self.active)  # the next active candidate to walk with it
        self.halvings = 0  # halving rounds done, spread over the search's budget (the bot's)
        self.played: dict[int, State] = {}  # candidates played out without a draw (`_played`)

    def _mean(self, i: int) -> float:
        return self.rewards[i] / self.walks[i] if self.walks[i] else -math.inf

    def iterate(self) -> None:
        model = self.model
        if self.next >= len(self.active):  # every active candidate has walked this sample
            if len(self.active) > 2 and halving_due(
                self.iterations, self.budget or 0, self.halvings, len(self.choices)
            ):
                self.halvings += 1
                self.active = better_half(self.active, self._mean)
            self.sample = model.resample(self.root_state, self.rng)
            self.next = 0
        i = self.active[self.next]
        self.next += 1
        reward = model.values(self._played(i))[model.seat]
        self.rewards[i] += reward
        self.squares[i] += reward * reward
        self.walks[i] += 1

    def _played(self, i: int) -> State:
        """The sample with candidate `i` placed and the phase played out. Without a plantation
        drawn (the mayor's phase draws none) that is the same position in every sample but for
        the generator's state: played once, then taken with each sample's."""
        known = self.played.get(i)
        if known is not None:
            return with_generator(known, self.sample.rng)
        s = self.sample
        for action in self.plans[i]:
            s = apply_action(s, action)
        s = self.model.leaf(s)
        if s.rng == self.sample.rng:
            self.played[i] = s
        return s

    def consider(self, plan: Sequence[Action]) -> None:
        """Adds the arrangement the placing actions `plan` make, unless it is a candidate."""
        plan = list(plan)
        if self.answer is None and plan not in self.plans:
            self.plans.append(plan)
            self.choices.append({})  # (only counted: the plan is what a walk plays)
            self.rewards.append(0.0)
            self.squares.append(0.0)
            self.walks.append(0)
            self.active.append(len(self.plans) - 1)

    def ranking(self) -> list[Choice[Action]]:
        """The arrangements walked, as whole plans: those still compared first, by mean."""
        if self.answer is not None:
            return [Choice((self.answer,), 0, None)]
        order = sorted(
            (i for i in range(len(self.plans)) if self.walks[i]),
            key=lambda i: (i in self.active, self._mean(i), -i),
            reverse=True,
        )
        return [
            Choice(
                tuple(self.plans[i]),
                self.walks[i],
                self._mean(i),
                standard_error(self.walks[i], self.rewards[i], self.squares[i]),
            )
            for i in order
        ]

    def best(self) -> Action:
        """The next placing action of the active candidate with the best mean chance to win (the
        heuristic's arrangement's before any walk)."""
        if self.answer is not None:
            return self.answer
        tried = [(self._mean(i), -i) for i in self.active if self.walks[i]]
        if not tried:
            return placing.placement_actions(self.root_state, arrangement(self.root_state))[0]
        return self.plans[-max(tried)[1]][0]


def _named(state: State, open_targets: Sequence[int], counts: Sequence[int]) -> Arrangement:
    """An arrangement as the heuristic writes it: colonists by target name, every target."""
    p = state.players[state.actor]
    placed = dict(zip(open_targets, counts, strict=True))
    return {
        actions.target_name(t): placed.get(t, staffed(p.occupied, p.workers, t))
        for t, _ in mayor.targets(p)
    }


__all__ = ["MayorSearch", "arrangements", "candidates", "is_placing", "neighbours"]
