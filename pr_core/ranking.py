"""Ranks and winners from every game's score rows: the highest total wins, then the highest
tie-break; a tie that remains is a shared win."""

from collections.abc import Sequence

from .json_checks import JSON


def rank(rows: Sequence[JSON]) -> list[int]:
    """Sets each row's "player" (its seat) and "rank" (1 = best; equal totals and tie-breaks
    share a rank); returns the winners' seats (more than one when still tied)."""
    keys = [(row["total"], row["tiebreak"]) for row in rows]
    for seat, row in enumerate(rows):
        row["player"] = seat
        row["rank"] = 1 + sum(1 for other in keys if other > keys[seat])
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]
