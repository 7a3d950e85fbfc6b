"""Bots: computer players that choose among the legal actions.

A bot sees only what its player may see. It is handed three things and returns one of the legal
actions:

- ``view``: ``pr_core.player_view(state, seat)`` for its own seat (a JSON-ready dict; no random
  generator, others' hidden VP chips are null). A bot that searches must sample what it cannot
  see (the order of the face-down plantations, hidden VP) rather than read it.
- ``legal``: ``pr_core.legal_actions(state)``, a tuple of ``Action`` (never empty when asked).
- ``rng``: a seeded ``pr_core.rng.Random`` owned by the caller; the bot's only randomness, so a
  game with the same seed replays the same bot moves.

Every level is registered in ``LEVELS`` under a stable id (the id the page and the bridge use);
``make(id)`` builds a fresh bot of that level. A level subclasses ``Bot`` (base.py): ``id``,
``name`` (what a player reads), ``description`` (one short sentence) and
``choose(view, legal, rng)``; options (a time or iteration budget) are keyword arguments of its
constructor, with defaults. To add a level, write its module and add its class to ``LEVELS``.

The levels (docs/bots.md has their strength, measured):

- ``beginner`` (beginner.py): the heuristic with slips and no look-ahead for roles;
- ``medium`` (medium.py): the heuristic (heuristic.py), judging positions by evaluation.py;
- ``strong`` (strong.py): information-set Monte Carlo tree search over the heuristic;
- ``random`` (random_bot.py): a baseline for tests and tournaments.

A searching bot also offers ``start(view, legal, rng)`` -> a search, and ``think(search,
seconds)`` -> done?, so that the browser's worker can search in chunks and report progress
(``search.progress(bot)``, ``search.best()``). sampling.py turns a view into a State with the
hidden parts guessed.
"""

from .base import Bot
from .beginner import BeginnerBot
from .medium import MediumBot
from .random_bot import RandomBot
from .strong import StrongBot

# id -> class, in the order the new-game screen lists them: the levels, then the baseline.
LEVELS = {cls.id: cls for cls in (BeginnerBot, MediumBot, StrongBot, RandomBot)}


def levels():
    """[{"id", "name", "description"}] for every level, weakest first."""
    return [{"id": cls.id, "name": cls.name, "description": cls.description}
            for cls in LEVELS.values()]


def make(level, **options):
    """A new bot of the level `level` (an id from LEVELS); ValueError names the known ids."""
    if not isinstance(level, str) or level not in LEVELS:
        raise ValueError(f"there is no bot level {level!r}; the levels are: "
                         f"{', '.join(LEVELS)}")
    return LEVELS[level](**options)


__all__ = ["BeginnerBot", "Bot", "LEVELS", "MediumBot", "RandomBot", "StrongBot", "levels", "make"]
