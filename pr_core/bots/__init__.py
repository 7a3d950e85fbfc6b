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
random baseline (random_bot.py), the heuristics' softmax choice among scored actions
(softmax.py) and the search of the strong bots (ismcts.py: information-set Monte Carlo tree
search over a game's search model, the ``SearchModel`` protocol). A searching
bot also offers ``start(view, legal, rng)`` -> a search, and ``think(search, seconds)`` -> done?,
so that the browser's worker can search in chunks and report progress
(``search.progress(bot)``, ``search.best()``). Each game's own heuristics, evaluation, sampling
and search model are in its package (pr_core/puerto_rico/bots/, pr_core/san_juan/bots/), which
registers its levels. This package names no game: every function here is given its game
(a game's own levels are its package's: ``pr_core.puerto_rico.bots.LEVELS``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from .base import Bot
from .random_bot import RandomBot

if TYPE_CHECKING:
    from ..game import AnyGame


class Level(TypedDict):
    """A level as the new-game screen lists it."""

    id: str
    name: str
    description: str


def levels(game: AnyGame) -> list[Level]:
    """[{"id", "name", "description"}] for every level of `game`, weakest first."""
    return [
        {"id": cls.id, "name": cls.name, "description": cls.description}
        for cls in game.bot_levels.values()
    ]


# The level a new player meets unless he chooses: Medium plays every phase sensibly (takes a
# plantation in round 1, never sells corn for nothing) without outclassing a beginner.
DEFAULT_LEVEL = "medium"


def default_level(game: AnyGame) -> str:
    """The level of an opponent nobody chose: Medium where the game has it, else its weakest."""
    known = game.bot_levels
    return DEFAULT_LEVEL if DEFAULT_LEVEL in known else next(iter(known))


def make(level: object, game: AnyGame, **options: object) -> Bot[Any]:
    """A new bot of `game`'s level `level` (an id of its levels); ValueError names the known
    ids."""
    known = game.bot_levels
    if not isinstance(level, str) or level not in known:
        raise ValueError(f"there is no bot level {level!r}; the levels are: {', '.join(known)}")
    return known[level](**options)


__all__ = ["DEFAULT_LEVEL", "Bot", "RandomBot", "default_level", "levels", "make"]
