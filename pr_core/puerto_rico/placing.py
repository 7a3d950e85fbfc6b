"""Colonist placement for a UI or a bot that arranges freely first: the mayor's actions that give
a whole arrangement (mayor.py asks target by target)."""

from collections.abc import Mapping

from . import actions, data, mayor
from .actions import LEAVE_EMPTY, PLACE, Action, count_parts
from .engine import apply_action, legal_actions
from .state import State


def placement_actions(state: State, arrangement: Mapping[str, int]) -> list[Action]:
    """The actions that give the acting player the arrangement {target name: colonists}
    (targets left out get none), for a UI that lets the player arrange freely first.

    Raises ValueError if the arrangement breaks a rule (too many on a target, empty circles
    left while colonists wait, colonists not all placed).
    """
    if state.phase != data.MAYOR or state.step != mayor.STEP_PLACING:
        raise ValueError("it is not a mayor's placing turn")
    seat = state.actor
    order = {actions.target_name(t): t for t, _ in mayor.targets(state.players[seat])}
    wanted: dict[int, int] = {}
    for name, count in arrangement.items():
        if name not in order:
            raise ValueError(f"{name!r} is not a tile kind or building of this player")
        wanted[order[name]] = count
    result: list[Action] = []
    while state.actor == seat and state.phase == data.MAYOR and state.step == mayor.STEP_PLACING:
        choice: Action | None = None
        for action in legal_actions(state):
            target, count = count_parts(action.arg)
            circles = dict(mayor.targets(state.players[seat]))[target]
            if (
                action.kind == PLACE
                and wanted.get(target, 0) == count
                and _skipped_empty(state, target, wanted)
            ) or (
                action.kind == LEAVE_EMPTY
                and circles - count == wanted.get(target, 0)
                and _skipped_full(state, target, wanted)
            ):
                choice = action
            if choice:
                break
        if choice is None:
            raise ValueError(
                "that arrangement is not allowed: every colonist must be on a "
                "circle, circles must not stay empty while colonists wait, and "
                "a target holds at most its circles"
            )
        result.append(choice)
        state = apply_action(state, choice)
    return result


def _skipped_empty(state: State, target: int, wanted: Mapping[int, int]) -> bool:
    return all(
        not wanted.get(t, 0)
        for t, _ in mayor.targets(state.players[state.actor], state.cursor)
        if t < target
    )


def _skipped_full(state: State, target: int, wanted: Mapping[int, int]) -> bool:
    return all(
        wanted.get(t, 0) == c
        for t, c in mayor.targets(state.players[state.actor], state.cursor)
        if t < target
    )
