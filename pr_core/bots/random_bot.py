"""The random bot: any legal action, uniformly. A baseline and a test opponent."""

from .base import Bot


class RandomBot(Bot):
    """Chooses uniformly among the legal actions with the given generator."""

    id = "random"
    name = "Random"
    description = "Plays any legal move at random: easy to beat."

    def choose(self, view, legal, rng):
        return rng.choice(legal)
