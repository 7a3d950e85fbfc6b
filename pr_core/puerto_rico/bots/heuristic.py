"""Heuristic decisions: each choice is judged by the position it leads to (evaluation.py).

- A role is judged by playing its whole phase out, every player choosing as below, and comparing
  the players' worth afterwards: what the role gives me against what it gives the others.
- The mayor's placing is an arrangement: colonists go one (or a plantation-and-building pair) at
  a time where they add the most worth; the engine's placing actions then follow from it.
- Every other decision (settling, building, selling, the craftsman's extra barrel, loading,
  storing, the hacienda, the hospice…) takes the action whose resulting position is worth most,
  except the church's or union hall's VP that would be the last chips (`last_chips_choice`).

`temperature` > 0 makes the choice a softmax over those worths (in VP): the beginner's slips.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...bots.softmax import pick
from .. import actions, captain, data, mayor, placing, storing
from ..actions import GUEST, KEEP, SHIFT, Action
from ..common import STEP_GUESTS
from ..engine import apply_action, legal_actions
from ..last_chips import DECLINE
from ..state import DRAFT, GAME_OVER, ROLE_SELECTION, Player, State
from . import draft
from .evaluation import advantage, player_value, rounds_left, values

if TYPE_CHECKING:
    from ...rng import Random

# The mayor's arrangement: colonists by target name (actions.target_name).
Arrangement = dict[str, int]


def choose(
    state: State,
    legal: Sequence[Action],
    rng: Random | None,
    temperature: float = 0.0,
    look_ahead: bool = True,
) -> Action:
    """The heuristic's action for the player to act in `state` (a determinised State)."""
    if len(legal) == 1:
        return legal[0]
    if state.phase == DRAFT:
        return pick(legal, draft.worths(state, legal), rng, temperature)
    if legal[-1] == DECLINE:
        return last_chips_choice(state, legal)
    if state.phase == data.MAYOR and state.step == mayor.STEP_PLACING and temperature == 0.0:
        return mayor_action(state)
    seat = state.actor
    if state.phase == ROLE_SELECTION and look_ahead:
        scores = [role_worth(state, a, seat) for a in legal]
    else:
        scores = [_worth(state, a, seat) for a in legal]
    return pick(legal, scores, rng, temperature)


def last_chips_choice(state: State, legal: Sequence[Action]) -> Action:
    """The church's or union hall's VP that would be the last chips, ending the game with the
    round: taken only by a player who would then lead (by the evaluation, the game ending). The
    evaluation's margin would not do: it counts losing by less as better, where a player behind
    should keep the game going and his chances with it."""
    take, seat = legal[0], state.actor
    vals = values(apply_action(state, take))
    best_other = max(v for i, v in enumerate(vals) if i != seat)
    return take if vals[seat] >= best_other else DECLINE


def _worth(state: State, action: Action, seat: int) -> float:
    """The seat's advantage after the action. A guest's move at one of his own decisions is
    judged with that decision taken next (the move's point is what the decision then gains); a
    count kept of one good, with the best keep of the goods after it."""
    after = apply_action(state, action)
    if action >> SHIFT == KEEP and _still_keeping(after, state):
        return _best_keep_worth(after, seat)
    if (
        action >> SHIFT == GUEST
        and after.step != STEP_GUESTS
        and after.actor == seat
        and after.phase == state.phase
    ):
        follow = [a for a in legal_actions(after) if a >> SHIFT != GUEST]
        if follow:
            return max(advantage(values(apply_action(after, a)), seat) for a in follow)
    return advantage(values(after), seat)


def _still_keeping(after: State, before: State) -> bool:
    return (
        after.step == captain.STEP_STORING
        and after.turn == before.turn
        and after.phase == before.phase
    )


def _best_keep_worth(s: State, seat: int) -> float:
    """The advantage of the best of the greatest keeps that the counts chosen so far allow (the
    evaluation prices every barrel, so a keep of fewer is never the best of them)."""
    p = s.players[seat]
    prefix = storing.settled(p, s.kept)
    kinds, loose = storing.warehouse_kinds(p), storing.loose_barrels(p)
    best = -math.inf
    for keep in storing.greatest_keeps(p.goods, kinds, loose, prefix):
        end = s
        while _still_keeping(end, s):
            g = len(storing.settled(p, end.kept))
            end = apply_action(end, actions.keep(g, keep[g]))
        best = max(best, advantage(values(end), seat))
    return best


def role_worth(state: State, role: Action, seat: int) -> float:
    """The seat's advantage once the role's phase has been played out."""
    s = play_phase(apply_action(state, role))
    return advantage(values(s), seat)


def play_phase(s: State) -> State:
    """Plays on, every player choosing greedily, until the next role choice or the end."""
    while s.phase != ROLE_SELECTION and s.phase != GAME_OVER:
        if s.phase == data.MAYOR and s.step == mayor.STEP_PLACING:
            s = place_all(s)
        else:
            s = apply_action(s, quick_action(s))
    return s


def quick_action(s: State) -> Action:
    """The greedy choice without look-ahead (used inside play-outs)."""
    return choose(s, legal_actions(s), None, look_ahead=False)


# --- the mayor's arrangement ---------------------------------------------------------------------
def mayor_action(s: State) -> Action:
    """The first placing action towards the arrangement `arrangement(s)` proposes."""
    wanted = arrangement(s)
    return placing.placement_actions(s, wanted)[0]


def place_all(s: State) -> State:
    """The state after the acting player has placed all his colonists as `arrangement` says
    (one arrangement for the whole turn: cheaper than deciding step by step)."""
    for action in placing.placement_actions(s, arrangement(s)):
        s = apply_action(s, action)
    return s


_ARRANGEMENTS: dict[
    tuple[object, ...], Arrangement
] = {}  # memo: the search meets the same placing turn in many samples
_MEMO_LIMIT = 4096


def arrangement(s: State) -> Arrangement:
    """{target name: colonists} for the acting player's placing turn: the targets already
    decided keep theirs; the colonists in hand go where they add most worth."""
    p = s.players[s.actor]
    left = round(rounds_left(s), 1)
    key = (p.island, p.city, p.occupied, p.workers, p.goods, p.vp, s.hand, s.cursor, left)
    found = _ARRANGEMENTS.get(key)
    if found is None:
        if len(_ARRANGEMENTS) >= _MEMO_LIMIT:
            _ARRANGEMENTS.clear()
        found = _ARRANGEMENTS[key] = _arrange(s, p, left)
    return dict(found)


def staffed(occupied: Sequence[int], workers: Sequence[int], target: int) -> int:
    """Colonists on a placing target (a tile kind or BUILDING_TARGET + building) of a staffing."""
    if target < actions.BUILDING_TARGET:
        return occupied[target]
    return workers[target - actions.BUILDING_TARGET]


def staff(occupied: list[int], workers: list[int], target: int, k: int) -> None:
    """Adds `k` colonists to a placing target of a staffing (in place)."""
    if target < actions.BUILDING_TARGET:
        occupied[target] += k
    else:
        workers[target - actions.BUILDING_TARGET] += k


def _arrange(s: State, p: Player, left: float) -> Arrangement:
    occupied = list(p.occupied)
    workers = list(p.workers)
    circles = dict(mayor.targets(p))
    open_targets = [t for t, _ in mayor.targets(p, s.cursor)]

    def count(t: int) -> int:
        return staffed(occupied, workers, t)

    def add(t: int, k: int) -> None:
        staff(occupied, workers, t, k)

    hand = s.hand
    base = player_value(p, left, occupied, workers)
    while hand > 0:
        free = [t for t in open_targets if count(t) < circles[t]]
        if not free:
            break
        options: list[tuple[int, ...]] = [(t,) for t in free]
        if (
            hand >= 2
        ):  # a plantation and the building that processes its crop are worth more together
            for t in free:
                if t < data.QUARRY and t != data.CORN:
                    for b in data.PRODUCTION_BUILDINGS_OF[t]:
                        bt = actions.BUILDING_TARGET + b
                        if bt in free:
                            options.append((t, bt))
        best, best_gain = options[0], -math.inf
        for option in options:
            for t in option:
                add(t, 1)
            gain = (player_value(p, left, occupied, workers) - base) / len(option)
            for t in option:
                add(t, -1)
            if gain > best_gain:
                best, best_gain = option, gain
        for t in best:
            add(t, 1)
        hand -= len(best)
        base = player_value(p, left, occupied, workers)
    return {actions.target_name(t): count(t) for t in circles}
