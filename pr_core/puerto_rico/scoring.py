"""Final scoring (docs/rules/puerto-rico.md#scoring): VP chips, building VP, large buildings,
the tie-break (docs/rules/puerto-rico.md#ties).

Each large building's bonus is its own rule (buildings/); the statue has none beyond its 8 VP.
"""

from collections.abc import Callable

from ..json_checks import JSON
from ..ranking import rank
from . import data
from .buildings import city_hall, cloister, customs_house, fortress, guild_hall, residence
from .state import Player, State

# Large buildings that score a bonus when occupied at the end, in building-id order.
BONUS_RULES: dict[int, Callable[[Player], int]] = {
    data.GUILD_HALL: guild_hall.bonus,
    data.RESIDENCE: residence.bonus,
    data.FORTRESS: fortress.bonus,
    data.CUSTOMS_HOUSE: customs_house.bonus,
    data.CITY_HALL: city_hall.bonus,
    data.CLOISTER: cloister.bonus,
}


def bonus(p: Player, building: int, occupied: bool | None = None) -> int:
    """The end-of-game bonus of an occupied large building (0 if not occupied). `occupied`
    overrides whether it is (a bot weighing an arrangement of colonists)."""
    if not (p.active(building) if occupied is None else occupied):
        return 0
    return BONUS_RULES[building](p)


def score_player(p: Player) -> JSON:
    """A player's score breakdown (JSON-ready): vp_chips, building_vp, bonus_vp {building: VP},
    total, tiebreak (ranking.rank adds player and rank)."""
    chips = p.vp
    buildings = sum(data.BUILDING_VP[b] for b in p.city)
    bonuses = {data.BUILDING_NAMES[b]: bonus(p, b) for b in BONUS_RULES if p.owns(b)}
    return {
        "name": p.name,
        "vp_chips": chips,
        "building_vp": buildings,
        "bonus_vp": bonuses,
        "total": chips + buildings + sum(bonuses.values()),
        "tiebreak": p.doubloons + sum(p.goods),
    }


def final_scores(state: State) -> JSON:
    """Each player's score breakdown with rank (1 = best; equal totals and tie-breaks share a
    rank) and the list of winners (more than one when still tied)."""
    rows = [score_player(p) for p in state.players]
    return {"players": rows, "winners": rank(rows), "end_reasons": list(state.end_reasons)}
