"""The games this package plays, by id (each a pr_core.game.Game).

The package's own games are listed here; `register` adds one from outside (a game under test,
tests/third_game/, registers this way). Shared code reads `GAMES` when it needs the games, so a
game registered later is found like the others.

`DEFAULT` is the package's one default game: what the entry points (the bridge's requests, the
command line's `--game`) play when told no game. Below the registry every function is given its
game (docs/architecture.md, "Layers").
"""

from __future__ import annotations

from typing import Final

from .errors import PositionError
from .game import AnyGame
from .json_checks import JSON
from .puerto_rico import GAME as PUERTO_RICO
from .san_juan import GAME as SAN_JUAN

GAMES: Final[dict[str, AnyGame]] = {game.id: game for game in (PUERTO_RICO, SAN_JUAN)}
# The game of a request, a command or a position that names none: Puerto Rico, the package's
# first game, whose documents and requests are older than the second.
DEFAULT: Final[AnyGame] = PUERTO_RICO


def register(game: AnyGame) -> AnyGame:
    """Adds `game` to `GAMES` and returns it. Registering the same game again changes nothing;
    ValueError if another game has its id or position format, or one of its scenario ids
    (bridge.py finds a scenario by its id alone)."""
    known = GAMES.get(game.id)
    if known is game:
        return game
    if known is not None:
        raise ValueError(f"there is already a game {game.id!r} ({known.title})")
    for other in GAMES.values():
        if other.position_format == game.position_format:
            raise ValueError(
                f"{game.title}'s position format {game.position_format!r} is {other.title}'s"
            )
        if other.unnamed_in_saves and game.unnamed_in_saves:
            raise ValueError(f"{game.title}'s saves cannot name no game: {other.title}'s do")
        shared = sorted(set(other.scenarios.ALL) & set(game.scenarios.ALL))
        if shared:
            raise ValueError(f"{game.title}'s scenario {shared[0]!r} is {other.title}'s")
    GAMES[game.id] = game
    return game


def get(game_id: object) -> AnyGame:
    """The game with this id; ValueError names the ids there are."""
    game = GAMES.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise ValueError(f"there is no game {game_id!r}; the games are: {', '.join(GAMES)}")
    return game


def of_save(document: JSON) -> AnyGame | None:
    """The game a save document names by its "game" (none: the game whose saves name none,
    Puerto Rico's, older than the field), or None if this package plays no such game."""
    if "game" not in document:
        return next((game for game in GAMES.values() if game.unnamed_in_saves), None)
    game_id = document["game"]
    return GAMES.get(game_id) if isinstance(game_id, str) else None


def of_position(document: object) -> AnyGame:
    """The game a position document (a dict) is of, by its "format" (none: Puerto Rico, whose
    documents have always said so)."""
    if isinstance(document, dict) and "format" in document:
        for game in GAMES.values():
            if document["format"] == game.position_format:
                return game
        formats = ", ".join(f'"{g.position_format}"' for g in GAMES.values())
        raise PositionError("format", f"must be one of {formats}, not {document['format']!r}")
    return DEFAULT
