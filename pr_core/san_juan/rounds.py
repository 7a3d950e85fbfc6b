"""The round (Dutch edition, "Spelverloop"; docs/rules/san-juan.md#round): the role choices in turn
from the governor, the order of phases, the end of a round (the next one begins in round_start.py)
and the end of the game after a builder phase that completed a city.

"Als je dit spel met 2 spelers speelt, dan mag de gouverneur, nadat de tweede speler een rol heeft
gekozen, nog een rol kiezen": 3 of the 5 roles a round, governor - other player - governor.
"""

from collections.abc import Callable

from . import data, prices, round_start
from .actions import ARG, ROLE, ROLE_MASK, SAVE_LIBRARY, Action, make, role_parts
from .buildings import library, tower
from .common import set_item
from .state import GAME_OVER, NO_SEAT, ROLE_SELECTION, Events, State


def picks_per_round(s: State) -> int:
    return 3 if s.n == 2 else s.n


def chooser(s: State, picks: int) -> int:
    """The seat that makes the round's `picks`-th choice (counting from 0)."""
    if s.n == 2:
        return (s.governor + (0, 1, 0)[picks]) % 2
    return (s.governor + picks) % s.n


# --- role selection ------------------------------------------------------------------------------
def legal(s: State) -> tuple[Action, ...]:
    seat = s.actor
    open_roles = [r for r in data.ROLES if s.roles[r] == NO_SEAT]
    actions = [make(ROLE, r) for r in open_roles]
    if library.may_save(s, seat):
        actions += [make(ROLE, r | SAVE_LIBRARY) for r in open_roles]
    return tuple(actions)


def apply(s: State, action: Action, ev: Events) -> None:
    arg = action & ARG
    role, save = arg & ROLE_MASK, bool(arg & SAVE_LIBRARY)
    seat = s.actor
    s.roles = set_item(s.roles, role, seat)
    s.picks += 1
    s.picker = seat
    s.doubled = library.doubles(s, seat, save)
    if s.doubled and s.n == 2:
        s.library_used |= 1 << seat
    ev.append(
        {"type": "role_chosen", "player": seat, "role": data.ROLE_NAMES[role], "library": s.doubled}
    )
    s.phase = role  # the engine begins the role's phase
    s.turn = 0
    s.step = 0


def explain(s: State, action: Action) -> str:
    if action.kind != ROLE:
        return "it is time to choose a role"
    role, _ = role_parts(action.arg)
    if role >= len(data.ROLE_NAMES):
        return "there is no such role"
    if s.roles[role] != NO_SEAT:
        return f"the {data.ROLE_NAMES[role]} was already chosen this round"
    return (
        "the library can be kept for later only by the governor of a 2-player game, with his "
        "first role of a round, while it is unused"
    )


def next_turn(
    s: State, ev: Events, phase_over: Callable[[State, Events], None] | None = None
) -> None:
    """The next player's turn in a role's phase (clockwise from the picker), or, after the last,
    `phase_over(s, ev)` (what the role does last) and the end of the phase."""
    s.turn += 1
    s.step = s.used = s.floor = s.income = 0
    if s.turn < s.n:
        s.actor = (s.picker + s.turn) % s.n
        return
    if phase_over:
        phase_over(s, ev)
    finish_phase(s, ev)


def finish_phase(s: State, ev: Events) -> None:
    """Called by a role's phase when every player has had his turn: the next role choice, the
    end of the game (after a builder phase that completed a city) or the next round."""
    role = s.phase
    s.picker = NO_SEAT
    s.doubled = False
    s.turn = s.step = s.used = s.income = s.floor = 0
    if role == data.BUILDER and any(len(p.buildings) >= data.CITY_SIZE for p in s.players):
        s.phase = GAME_OVER
        ev.append({"type": "game_over"})
        return
    if s.picks < picks_per_round(s):
        s.phase = ROLE_SELECTION
        s.actor = chooser(s, s.picks)
        return
    _end_round(s, ev)


def _end_round(s: State, ev: Events) -> None:
    if stalled(s):
        s.phase = GAME_OVER
        ev.append({"type": "game_over", "reason": "stalled"})
        return
    s.roles = (NO_SEAT,) * len(data.ROLES)
    s.picks = 0
    s.library_used = 0
    s.governor = (s.governor + 1) % s.n
    ev.append({"type": "governor", "player": s.governor})
    round_start.begin(s, ev)


def stalled(s: State) -> bool:
    """Can no card ever come into play again? The pile and the discards are empty, no good lies
    anywhere to be sold, nobody holds more cards than the next round's hand limit lets him keep
    (those would go to the discards), and nobody holds a card he could build even as the
    builder. The rulebook does not foresee it (the crane can put enough cards out of the game);
    the game then ends at the end of the round (docs/san-juan/rules-decisions.md)."""
    if s.pile or s.discards or any(p.goods_count() for p in s.players):
        return False
    if any(len(p.hand) > tower.hand_limit(p) for p in s.players):
        return False
    for seat, p in enumerate(s.players):
        as_builder = s.clone()
        as_builder.picker = seat
        as_builder.doubled = data.LIBRARY in p.buildings
        if prices.can_build(as_builder, seat):
            return False
    return True
