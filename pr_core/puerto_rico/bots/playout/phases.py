"""The simulator's one move: a role taken and its whole phase played (`take_role`), then the
round's bookkeeping as pr_core/puerto_rico/rounds.py keeps it (docs/rules/puerto-rico.md#round):
the next picker; at the end of the round a doubloon on each role card nobody took, and either the
game's end (when an end condition was met in the round, docs/rules/puerto-rico.md#game-end) or
the next governor. `play_game` plays on to the end with one policy choosing for every seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ... import data
from . import builder, captain, craftsman, expansion, mayor, prospector, settler, trader
from .policy import Policy
from .table import NONE, Table


class _Phase(Protocol):
    """A phase's module (settler.py .. prospector.py, or Expansion I's): its whole phase."""

    def play(self, t: Table, picker: int, policy: Policy) -> None: ...


_Play = Callable[[Table, int, Policy], None]


def _card_phases(*by_role: _Phase) -> tuple[_Play, ...]:
    """Each role card's phase, from the phases' modules given by role (data.SETTLER ..
    data.PROSPECTOR)."""
    return tuple(by_role[role].play for role in data.CARD_ROLE)


_CARD_PHASE = _card_phases(settler, mayor, builder, craftsman, trader, captain, prospector)
_CARD_PHASE_EXPANSION = _card_phases(
    expansion.settler,
    expansion.mayor,
    expansion.builder,
    expansion.craftsman,
    expansion.trader,
    expansion.captain,
    expansion.prospector,
)


def picker(t: Table) -> int:
    """The seat that chooses the next role."""
    return (t.governor + t.picks) % t.n


def legal_cards(t: Table) -> list[int]:
    """The role cards still available this round (none once the game is over)."""
    if t.over:
        return []
    return [card for card, taken in enumerate(t.card_taken) if taken == NONE]


def is_over(t: Table) -> bool:
    return t.over


def take_role(t: Table, card: int, policy: Policy) -> None:
    """The picker takes role card `card` (and its doubloons); its phase is played out, every
    decision asked of `policy`; then the round goes on, or ends (and the game may end)."""
    if t.over or t.card_taken[card] != NONE:
        raise ValueError(f"role card {card} cannot be taken now")
    seat = (t.governor + t.picks) % t.n
    t.doubloons[seat] += t.card_gold[card]
    t.card_gold[card] = 0
    t.card_taken[card] = seat
    t.picks += 1
    (_CARD_PHASE_EXPANSION if t.expansion else _CARD_PHASE)[card](t, seat, policy)
    if t.picks >= t.picks_per_round:
        _end_round(t, policy)


def _end_round(t: Table, policy: Policy) -> None:
    gold, taken = t.card_gold, t.card_taken
    for card in range(len(taken)):
        if taken[card] == NONE:
            gold[card] += 1
        else:
            taken[card] = NONE
    t.picks = 0
    if t.end_reasons:
        if t.expansion:
            expansion.game_end.play(t, policy)
        t.over = True
    else:
        t.governor = (t.governor + 1) % t.n


def play_game(t: Table, policy: Policy) -> None:
    """Plays the game on to its end, `policy` choosing every role and every decision."""
    n = t.n
    taken = t.card_taken
    while not t.over:
        cards = [card for card, seat in enumerate(taken) if seat == NONE]
        take_role(t, policy.role(t, (t.governor + t.picks) % n, cards), policy)
