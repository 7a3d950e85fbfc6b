"""The beginner bot: the same judgement as the medium bot, but it does not look ahead when it
chooses a role and it often settles for a choice that merely looks good (a softmax over the
positions' worth instead of the best)."""

from ...bots.base import Bot
from . import heuristic
from .sampling import state_from_view

TEMPERATURE = 1.0  # VP: choices within about a point of the best are all quite likely


class BeginnerBot(Bot):
    """Plausible moves with frequent slips; no look-ahead for roles."""

    id = "beginner"
    name = "Beginner"
    description = "Plays sensible-looking moves but often misses the best one: gentle."

    def __init__(self, temperature=TEMPERATURE):
        self.temperature = temperature

    def choose(self, view, legal, rng):
        state = state_from_view(view, rng)
        return heuristic.choose(state, legal, rng, temperature=self.temperature, look_ahead=False)
