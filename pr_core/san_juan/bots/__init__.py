"""San Juan's bot levels (the interface: pr_core/bots/__init__.py; strength: docs/bots.md).

The levels are the shared ones (pr_core/bots/factories.py), built from this game's parts:

- ``beginner``: the heuristic (heuristic.py) with slips and no look-ahead for roles;
- ``medium``: the heuristic, judging positions by evaluation.py;
- ``strong``: information-set Monte Carlo tree search over the heuristic (its search model:
  strong.py);
- ``random``: the shared baseline (pr_core/bots/random_bot.py).

sampling.py turns a view into a State with the hidden cards guessed.
"""

from ...bots import factories
from ...bots.base import Bot
from ...bots.random_bot import RandomBot
from ..actions import Action
from . import heuristic
from .expert import ExpertBot
from .sampling import state_from_view
from .strong import ITERATIONS, SECONDS, Model

BeginnerBot = factories.beginner(state_from_view, heuristic.choose)
MediumBot = factories.medium(state_from_view, heuristic.choose)
StrongBot = factories.strong(Model, iterations=ITERATIONS, seconds=SECONDS)

# id -> class, in the order the new-game screen lists them: the levels, then the baseline.
_CLASSES: tuple[type[Bot[Action]], ...] = (
    BeginnerBot,
    MediumBot,
    StrongBot,
    ExpertBot,
    RandomBot,
)
LEVELS: dict[str, type[Bot[Action]]] = {cls.id: cls for cls in _CLASSES}

__all__ = ["LEVELS", "BeginnerBot", "ExpertBot", "MediumBot", "RandomBot", "StrongBot"]
