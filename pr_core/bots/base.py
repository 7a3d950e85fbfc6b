"""The interface every bot level implements (see the package docstring)."""


class Bot:
    """A computer player. Subclasses set the three class attributes and implement `choose`;
    options (a time or iteration budget) are keyword arguments of the constructor, with defaults.
    """

    id = "bot"  # stable identifier: the bridge, the page and tournaments use it
    name = "Bot"  # what a player reads on the new-game screen
    description = ""  # one short sentence for the new-game screen

    def choose(self, view, legal, rng):
        """One of `legal` (a non-empty tuple of Action), decided from the player's `view`
        (pr_core.player_view for the bot's seat) and the seeded generator `rng`
        (pr_core.rng.Random, the bot's only randomness)."""
        raise NotImplementedError
