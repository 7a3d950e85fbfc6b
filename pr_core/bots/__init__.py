"""Bots: computer players that choose among the legal actions, for every game.

A bot sees only what its player may see. It is handed three things and returns one of the legal
actions:

- ``view``: the game's ``player_view(state, seat)`` for its own seat (a JSON-ready dict). A bot
  that searches must sample what it cannot see rather than read it.
- ``legal``: the game's ``legal_actions(state)``, a tuple of actions (never empty when asked).
- ``rng``: a seeded ``pr_core.rng.Random`` owned by the caller; the bot's only randomness, so a
  game with the same seed replays the same bot moves.

Each game registers its levels (``Game.bot_levels``) under stable ids (the ids the page and the
bridge use); ``make(id, game)`` builds a fresh bot of that level. A level subclasses ``Bot``
(base.py): ``id``, ``name`` (what a player reads), ``description`` (one short sentence) and
``choose(view, legal, rng)``; options (a time or iteration budget) are keyword arguments of its
constructor, with defaults.

Shared here: the levels themselves (factories.py: factories that build a game's beginner, medium
and strong levels from its heuristic, its picture of a position and its search model; a game
may write a level of its own instead, as Puerto Rico's strong and both games' experts are), the
random baseline (random_bot.py) and the search of the strong bots (ismcts.py: information-set
Monte Carlo tree search over a game's search model, the ``SearchModel`` protocol). A searching
bot also offers ``start(view, legal, rng)`` -> a search, and ``think(search, seconds)`` -> done?,
so that the browser's worker can search in chunks and report progress
(``search.progress(bot)``, ``search.best()``). Each game's own heuristics, evaluation, sampling
and search model are in its package (pr_core/puerto_rico/bots/, pr_core/san_juan/bots/), which
registers its levels.

``LEVELS``, ``levels()`` and ``make(id)`` without a game are Puerto Rico's, as before there
were two games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from .base import Bot
from .random_bot import RandomBot

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ..game import AnyGame
    from ..puerto_rico.bots import LEVELS, BeginnerBot, MediumBot, StrongBot

# Puerto Rico's levels, read lazily: the games' bot packages import this package's modules.
_PUERTO_RICO_NAMES = ("LEVELS", "BeginnerBot", "MediumBot", "StrongBot")


def __getattr__(name: str) -> object:
    if name in _PUERTO_RICO_NAMES:
        from ..puerto_rico import bots as puerto_rico_bots

        return getattr(puerto_rico_bots, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class Level(TypedDict):
    """A level as the new-game screen lists it."""

    id: str
    name: str
    description: str


def levels(game: AnyGame | None = None) -> list[Level]:
    """[{"id", "name", "description"}] for every level of `game` (Puerto Rico by default),
    weakest first."""
    return [
        {"id": cls.id, "name": cls.name, "description": cls.description}
        for cls in _levels_of(game).values()
    ]


# The level a new player meets unless he chooses: Medium plays every phase sensibly (takes a
# plantation in round 1, never sells corn for nothing) without outclassing a beginner.
DEFAULT_LEVEL = "medium"


def default_level(game: AnyGame | None = None) -> str:
    """The level of an opponent nobody chose: Medium where the game has it, else its weakest."""
    known = _levels_of(game)
    return DEFAULT_LEVEL if DEFAULT_LEVEL in known else next(iter(known))


def make(level: object, game: AnyGame | None = None, **options: object) -> Bot[Any]:
    """A new bot of the level `level` (an id of the game's levels); ValueError names the known
    ids."""
    known = _levels_of(game)
    if not isinstance(level, str) or level not in known:
        raise ValueError(f"there is no bot level {level!r}; the levels are: {', '.join(known)}")
    return known[level](**options)


def _levels_of(game: AnyGame | None) -> Mapping[str, type[Bot[Any]]]:
    if game is None:
        from ..games import DEFAULT

        game = DEFAULT
    table: Mapping[str, type[Bot[Any]]] = game.bot_levels
    return table


__all__ = [
    "DEFAULT_LEVEL",
    "BeginnerBot",
    "Bot",
    "LEVELS",
    "MediumBot",
    "RandomBot",
    "StrongBot",
    "default_level",
    "levels",
    "make",
]
