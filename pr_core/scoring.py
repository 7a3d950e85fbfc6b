"""Final scoring (RULES.md section 4): VP chips, building VP, large buildings, the tie-break."""

from . import data

_BONUS_BUILDINGS = (data.GUILD_HALL, data.RESIDENCE, data.FORTRESS, data.CUSTOMS_HOUSE,
                    data.CITY_HALL)


def bonus(p, building, occupied=None):
    """The end-of-game bonus of an occupied large building (0 if not occupied). `occupied`
    overrides whether it is (a bot weighing an arrangement of colonists)."""
    if not (p.active(building) if occupied is None else occupied):
        return 0
    if building == data.GUILD_HALL:
        return sum(1 if data.IS_SMALL_PRODUCTION[b] else 2
                   for b in p.city if data.IS_PRODUCTION[b])
    if building == data.RESIDENCE:
        return data.RESIDENCE_BONUS[len(p.island)]
    if building == data.FORTRESS:
        return p.colonists() // 3
    if building == data.CUSTOMS_HOUSE:
        return p.vp // 4
    return sum(1 for b in p.city if not data.IS_PRODUCTION[b])  # city hall


def score_player(p):
    chips = p.vp
    buildings = sum(data.BUILDING_VP[b] for b in p.city)
    bonuses = {data.BUILDING_NAMES[b]: bonus(p, b) for b in _BONUS_BUILDINGS if p.owns(b)}
    return {
        "name": p.name,
        "vp_chips": chips,
        "building_vp": buildings,
        "bonus_vp": bonuses,
        "total": chips + buildings + sum(bonuses.values()),
        "tiebreak": p.doubloons + sum(p.goods),
    }


def final_scores(state):
    """Each player's score breakdown with rank (1 = best; equal totals and tie-breaks share a
    rank) and the list of winners (more than one when still tied)."""
    rows = [score_player(p) for p in state.players]
    keys = [(row["total"], row["tiebreak"]) for row in rows]
    for seat, row in enumerate(rows):
        row["player"] = seat
        row["rank"] = 1 + sum(1 for other in keys if other > keys[seat])
    best = max(keys)
    return {"players": rows, "winners": [seat for seat, key in enumerate(keys) if key == best],
            "end_reasons": list(state.end_reasons)}
