"""Expansion I's setup (Swedish and Spanish editions; docs/rules/expansion-i.md#draft): the
draft.

The production buildings are in the game as usual. Starting with the governor and going clockwise,
each player picks one violet building from all of them (base and new) and puts it on a free board
space of the same cost; a small building goes in as a pair (one copy with 2 players), a large one
alone. When the 12 small and 5 large spaces are full the rest leave the game. A building whose cost
has no free space left cannot be picked (the Swedish edition's example: with the black market on the
hacienda's space and the hacienda on the construction hut's, neither the construction hut nor the
forest house can be). Two spaces of one cost are alike in play, so a pick names the building only.
"""

from ..wording import article, human
from . import actions, data
from .actions import ARG, DRAFT, Action
from .common import set_item
from .state import ROLE_SELECTION, Events, State

_PICK = {b: actions.make(DRAFT, b) for b in data.VIOLET_BUILDINGS}


def free_spaces(s: State, cost: int) -> int:
    """Board spaces of this cost still empty."""
    return data.SPACES_BY_COST[cost] - sum(1 for b in s.board if data.BUILDING_COST[b] == cost)


def legal(s: State) -> tuple[Action, ...]:
    on_board = set(s.board)
    free = {cost: free_spaces(s, cost) for cost in data.SPACES_BY_COST}
    return tuple(
        _PICK[b]
        for b in data.VIOLET_BUILDINGS
        if b not in on_board and free[data.BUILDING_COST[b]] > 0
    )


def apply(s: State, action: Action, ev: Events) -> None:
    b = action & ARG
    s.board += (b,)
    copies = data.EXPANSION_COPIES[s.n][b]
    s.building_supply = set_item(s.building_supply, b, copies)
    ev.append(
        {
            "type": "building_drafted",
            "player": s.actor,
            "building": data.BUILDING_NAMES[b],
            "copies": copies,
        }
    )
    if len(s.board) < len(data.BOARD_SPACES):
        s.actor = (s.governor + len(s.board)) % s.n
        return
    ev.append(
        {
            "type": "draft_ended",
            "removed": [data.BUILDING_NAMES[x] for x in data.VIOLET_BUILDINGS if x not in s.board],
        }
    )
    s.phase = ROLE_SELECTION
    s.actor = s.governor


def guest_targets(s: State, seat: int) -> tuple[int, ...]:
    return ()


def explain(s: State, action: Action) -> str:
    if action.kind != DRAFT:
        return "the game has not begun: each player in turn chooses a building for the board"
    b = action.arg
    name = human(data.BUILDING_NAMES[b])
    if b in s.board:
        return f"the {name} is already on the board"
    cost = data.BUILDING_COST[b]
    return (
        f"no space costing {cost} is left for {article(name)} (a building goes on a space "
        f"of its own cost)"
    )
