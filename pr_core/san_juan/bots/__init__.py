"""San Juan's bot levels (the interface: pr_core/bots/__init__.py; strength: docs/bots.md).

- ``beginner`` (beginner.py): the heuristic with slips and no look-ahead for roles;
- ``medium`` (medium.py): the heuristic (heuristic.py), judging positions by evaluation.py;
- ``strong`` (strong.py): information-set Monte Carlo tree search over the heuristic;
- ``random``: the shared baseline (pr_core/bots/random_bot.py).

sampling.py turns a view into a State with the hidden cards guessed.
"""

from ...bots.random_bot import RandomBot
from .beginner import BeginnerBot
from .medium import MediumBot
from .strong import StrongBot

# id -> class, in the order the new-game screen lists them: the levels, then the baseline.
LEVELS = {cls.id: cls for cls in (BeginnerBot, MediumBot, StrongBot, RandomBot)}
