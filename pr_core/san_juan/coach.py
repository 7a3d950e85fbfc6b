"""What San Juan gives the coach (pr_core/coach/, docs/coach.md): the Expert's search read as
leads in VP, and the reasons, told from a look-ahead to the end of the round (or to the player's
next role): the roles taken, the buildings built, the goods produced and sold, the cards each
player ends with in hand, and the cards tucked under the player's own chapel.

Every card that is not in the player's own hand at the decision is a guess on each sample (the
others' hands, the pile): a building is named only where the player builds it from his hand;
another player's build, and any card drawn, are counted, never named.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ..coach.parts import Coach, Fact, Tally, add
from . import data
from .bots.expert import standing
from .bots.heuristic import MEDIUM
from .bots.sampling import state_from_view
from .bots.strong import REWARD_SCALE
from .state import ROLE_SELECTION, State

if TYPE_CHECKING:
    from ..json_checks import JSON
    from ..rng import Random
    from .actions import Action

# The review's screening budget: under half the Expert's 100 walks (a walk here costs about 2 ms
# in CPython, five times Puerto Rico's), the checking pass searching the costliest-looking
# decisions again with the full budget (pr_core/coach/review.py)
REVIEW_WALKS: Final = 40
CARD: Final = 0.5  # VP a card in hand is worth, about (the worths below are in VP)
_WORTHS: Final = {  # VP a unit of each fact is worth, about; a named building by its card
    "role": 1.0,
    "built": 1.5,  # a building not named (another player's, or one drawn on the way)
    "hand": CARD,
    "produced": 0.5,
    "sold": 0.6,
    "tucked": 1.0,
}
KINDS: Final = frozenset(_WORTHS)  # every kind of fact this game's reasons tell


class Teller:
    """San Juan's reasons (pr_core/coach/parts.py, Teller)."""

    @staticmethod
    def play(state: State, legal: Sequence[Action], rng: Random) -> Action:
        return MEDIUM.choose(state, legal, rng)

    @staticmethod
    def over(start: State, state: State, seat: int) -> bool:
        return state.governor != start.governor or (
            state.phase == ROLE_SELECTION and state.actor == seat
        )

    @staticmethod
    def tally(start: State, events: Sequence[JSON], end: State, seat: int) -> Tally:
        found: Tally = {}
        own_role = start.phase == ROLE_SELECTION  # the decision's role is its label, no reason
        hand = start.players[seat].hand
        for e in events:
            kind, p = e["type"], e.get("player", -1)
            if kind == "role_chosen":
                if own_role:
                    own_role = False
                else:
                    add(found, Fact("role", p, e["role"]))
            elif kind == "built":
                card = e["card"]
                known = p == seat and data.CARD_INDEX[card] in hand
                add(found, Fact("built", p, card if known else None))
            elif kind == "produced":
                add(found, Fact("produced", p))
            elif kind == "sold":
                add(found, Fact("sold", p))
            elif kind == "tucked" and p == seat:
                add(found, Fact("tucked", p))
        for p in range(end.n):
            add(found, Fact("hand", p), len(end.players[p].hand) - len(start.players[p].hand))
        return found

    @staticmethod
    def worth(fact: Fact, amount: int) -> float:
        if fact.kind == "built" and fact.subject is not None:
            kind = data.CARD_INDEX[fact.subject]
            worth = data.VP[kind] + CARD * data.COST[kind]
        else:
            worth = _WORTHS[fact.kind]
        return worth * amount


COACH: Final[Coach] = Coach(
    level="expert",
    sample=state_from_view,
    measure="lead",
    teller=Teller(),
    review_walks=REVIEW_WALKS,
    lead_scale=REWARD_SCALE,
    standing=standing,
)
