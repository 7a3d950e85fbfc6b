"""Library (Dutch edition, "Bibliotheek"; docs/rules/san-juan.md#library): "Als de eigenaar van een
bibliotheek het privilege van zijn rol gebruikt, dan mag hij het privilege verdubbelen": the
councillor chooses from 8 cards, the builder pays 2 cards less, the producer produces up to 3 goods,
the trader sells up to 3, the prospector draws 2.

"Als je dit spel met 2 personen speelt, dan mag de bibliotheek maar 1 keer per ronde door haar
eigenaar worden gebruikt": the governor, who chooses twice a round, says with his first role
whether he keeps the library for the second (actions.SAVE_LIBRARY). Doubling only ever adds
cards, goods or choices, so otherwise it is applied whenever it may be.

Called by the role selection (`doubles`, `may_save`) and by the phases (the privileges below).
"""

from .. import data
from ..state import State


def may_save(s: State, seat: int) -> bool:
    """May this role choice keep the library for later? Only the 2-player governor's first
    choice, with a library not yet used this round."""
    return (
        s.n == 2
        and seat == s.governor
        and s.picks == 0
        and data.LIBRARY in s.players[seat].buildings
        and not s.library_used >> seat & 1
    )


def doubles(s: State, seat: int, save: bool) -> bool:
    """Does the library double the privilege of the role `seat` has just chosen?"""
    if data.LIBRARY not in s.players[seat].buildings or save:
        return False
    return s.n != 2 or not s.library_used >> seat & 1


def builder_discount(doubled: bool) -> int:
    return 2 if doubled else 1


def extra_goods(doubled: bool) -> int:
    """The producer's and the trader's privilege: goods beyond the one everybody has."""
    return 2 if doubled else 1


def councillor_draw(doubled: bool) -> int:
    return 8 if doubled else data.COUNCILLOR_DRAW


def prospector_draw(doubled: bool) -> int:
    return 2 if doubled else 1
