"""Small rules shared by several phases: VP chips, spare colonists, plantation draws, game end."""

from collections.abc import Sequence
from typing import Final, Literal

from .. import rng
from . import data
from .state import Events, State

STEP_GUESTS: Final = 9  # the step of a phase's guest window (buildings/guest_house.py)


def set_item(items: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    """A copy of tuple `items` with one item replaced."""
    changed = list(items)  # two copies: cheaper than joining slices
    changed[index] = value
    return tuple(changed)


def add_item(items: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    """A copy of tuple `items` with `amount` added to one item."""
    changed = list(items)
    changed[index] += amount
    return tuple(changed)


def trigger_end(s: State, reason: str, ev: Events) -> None:
    """Notes an end condition; the game ends at the end of the round."""
    if reason not in s.end_reasons:
        s.end_reasons = tuple(sorted(s.end_reasons + (reason,)))
        ev.append({"type": "end_triggered", "reason": reason})


def award_vp(s: State, seat: int, amount: int, ev: Events) -> None:
    """Gives VP chips; once the chips run out, VP are still scored (recorded on paper), and taking
    the last chip ends the game at the end of the round (docs/rules/puerto-rico.md#game-end)."""
    s.player(seat).vp += amount
    s.vp_supply = max(0, s.vp_supply - amount)
    if s.vp_supply == 0:
        trigger_end(s, "vp_chips", ev)


def has_spare_colonist(s: State) -> bool:
    """Whether the hospice or university would find a colonist (supply or ship)."""
    return s.colonist_supply > 0 or s.colonist_ship > 0


def spare_colonist(s: State) -> Literal["supply", "ship"] | None:
    """Takes one colonist for the hospice or university: from the supply, else from the ship.

    Returns where it came from ("supply" or "ship"), or None when both are empty.
    """
    if s.colonist_supply > 0:
        s.colonist_supply -= 1
        return "supply"
    if s.colonist_ship > 0:
        s.colonist_ship -= 1
        return "ship"
    return None


def draw_plantation(s: State, ev: Events) -> int | None:
    """Draws one face-down plantation at random, reshuffling the discards when the stacks are
    empty. Returns the tile kind, or None when no plantation is left anywhere."""
    if not any(s.face_down):
        if not any(s.discards):
            return None
        s.face_down, s.discards = s.discards, (0,) * 5
        ev.append({"type": "plantations_reshuffled", "count": sum(s.face_down)})
    s.rng, pick = rng.below(s.rng, sum(s.face_down))
    for kind, count in enumerate(s.face_down):
        if pick < count:
            s.face_down = add_item(s.face_down, kind, -1)
            return kind
        pick -= count
    raise AssertionError("unreachable: pick is below the number of tiles")


def seats_from(s: State, first: int) -> list[int]:
    """Seats in turn order starting with `first`."""
    return [(first + i) % s.n for i in range(s.n)]


def good_counts(goods: Sequence[int]) -> dict[str, int]:
    """A {good name: count} dict of the nonzero counts, for events."""
    return {data.GOOD_NAMES[g]: c for g, c in enumerate(goods) if c}
