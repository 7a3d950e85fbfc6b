"""The end of the game and the scores (Dutch edition, "Einde van het spel";
docs/rules/san-juan.md#scoring): the buildings' points, the cards under the chapel, the guild hall,
city hall and triumphal arch, then the palace, last. "Bij een gelijke stand wint van deze spelers
degene die de meeste handkaarten en goederen bezit."
"""

from collections.abc import Callable
from typing import Final

from ..json_checks import JSON
from ..ranking import rank
from . import data
from .buildings import chapel, city_hall, guild_hall, palace, triumphal_arch
from .state import Player, State

BONUS_RULES: Final[tuple[tuple[int, Callable[[Player], int]], ...]] = (
    (data.GUILD_HALL, guild_hall.bonus),
    (data.CITY_HALL, city_hall.bonus),
    (data.TRIUMPHAL_ARCH, triumphal_arch.bonus),
)


def score_player(p: Player) -> JSON:
    """A player's score breakdown (JSON-ready): building_vp, chapel_vp, bonus_vp {card: points},
    total, tiebreak (ranking.rank adds player and rank)."""
    buildings = sum(data.VP[b] for b in p.buildings)
    chapel_vp = chapel.points(p)
    bonuses = {data.CARD_NAMES[b]: rule(p) for b, rule in BONUS_RULES if b in p.buildings}
    total = buildings + chapel_vp + sum(bonuses.values())
    if data.PALACE in p.buildings:
        bonuses["palace"] = palace.bonus(total)
        total += bonuses["palace"]
    return {
        "building_vp": buildings,
        "chapel_vp": chapel_vp,
        "bonus_vp": bonuses,
        "total": total,
        "tiebreak": len(p.hand) + p.goods_count(),
    }


def final_scores(state: State) -> JSON:
    """Each player's score breakdown with rank (1 = best; equal totals and tie-breaks share a
    rank) and the list of winners (more than one when still tied)."""
    rows = [score_player(p) for p in state.players]
    complete = any(len(p.buildings) >= data.CITY_SIZE for p in state.players)
    return {
        "players": rows,
        "winners": rank(rows),
        "end_reasons": ["city_complete" if complete else "stalled"],
    }
