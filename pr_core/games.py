"""The games this package plays, by id (each a pr_core.game.Game)."""

from .errors import PositionError
from .puerto_rico import GAME as PUERTO_RICO
from .san_juan import GAME as SAN_JUAN

GAMES = {game.id: game for game in (PUERTO_RICO, SAN_JUAN)}
DEFAULT = PUERTO_RICO  # what a save or position that names no game is


def get(game_id):
    """The game with this id; ValueError names the ids there are."""
    game = GAMES.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise ValueError(f"there is no game {game_id!r}; the games are: {', '.join(GAMES)}")
    return game


def of_position(document):
    """The game a position document (a dict) is of, by its "format" (none: Puerto Rico, whose
    documents have always said so)."""
    if isinstance(document, dict) and "format" in document:
        for game in GAMES.values():
            if document["format"] == game.position_format:
                return game
        formats = ", ".join(f'"{g.position_format}"' for g in GAMES.values())
        raise PositionError("format", f"must be one of {formats}, not {document['format']!r}")
    return DEFAULT
