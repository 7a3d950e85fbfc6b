"""Library (Expansion I; "bibliotek", "biblioteca"): the owner of an occupied library who picks a
role has its privilege twice.

- settler: after everybody else has chosen, one more tile: a face-up plantation, a quarry only
  with an occupied construction hut, a forest with an occupied forest house; the hospice's
  colonist only on the first tile (settler.py);
- mayor: 2 colonists from the supply (mayor.py); builder: 2 doubloons less (builder.py);
- craftsman: 2 extra barrels of kinds he produced, the same or different (craftsman.py);
- trader: 2 doubloons more (trader.py); captain: 2 VP more with the first load (captain.py);
- prospector: 2 doubloons (prospector.py).

Each phase asks at the moment it applies the privilege, so a guest moved onto the library after
the role is chosen still doubles it (the Swedish edition's guest-house example,
docs/rules/expansion-i.md#guest-house).
"""

from .. import data
from ..state import Events, State


def privileges(s: State, seat: int) -> int:
    """How many times `seat` has the privilege of the role being played: 0 for a player who did
    not pick it, 2 for a picker with an occupied library, else 1."""
    if seat != s.picker:
        return 0
    return 2 if s.players[seat].active(data.LIBRARY) else 1


def doubled(s: State, ev: Events) -> None:
    """The event saying the picker's privilege counts twice in this phase."""
    ev.append({"type": "privilege_doubled", "player": s.picker, "role": data.ROLE_NAMES[s.phase]})
