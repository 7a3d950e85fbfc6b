"""The medium bot: the heuristic of heuristic.py, played straight."""

from ...bots.base import Bot
from . import heuristic
from .sampling import state_from_view


class MediumBot(Bot):
    """Judges each choice by the position it leads to; a role by playing its phase out."""

    id = "medium"
    name = "Medium"
    description = "Weighs every choice sensibly: a fair game for a regular player."

    def choose(self, view, legal, rng):
        return heuristic.choose(state_from_view(view, rng), legal, rng)
