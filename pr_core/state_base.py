"""What every game's State shares: plain attributes, never changed once built, copied on write.

A step works on a fresh shallow copy (`clone`) and replaces whole tuples or players instead of
editing them in place; the parent state stays valid, which is what makes `apply_action` pure and
undo, replay and search cheap. Attributes live in `__dict__` on purpose: copying one dict is the
fastest clone CPython offers. A game's State subclasses `BaseState` and sets `GAME_OVER` (its
phase once the game has ended); its players subclass `BasePlayer`.
"""


class BasePlayer:
    def clone(self):
        copy = self.__class__.__new__(self.__class__)
        copy.__dict__ = self.__dict__.copy()
        return copy


class BaseState:
    """The whole game. Read attributes freely; never assign to them outside a step."""

    GAME_OVER = None  # the game's phase once it has ended

    def clone(self):
        """A shallow copy to build the next state on; caches belonging to this state are reset."""
        copy = self.__class__.__new__(self.__class__)
        copy.__dict__ = self.__dict__.copy()
        copy._legal = None
        copy._own = 0
        copy.events = ()
        return copy

    def player(self, seat):
        """The player at a seat, copied on first use in this step so that it may be changed."""
        bit = 1 << seat
        if self._own & bit:
            return self.players[seat]
        copy = self.players[seat].clone()
        players = list(self.players)
        players[seat] = copy
        self.players = tuple(players)
        self._own |= bit
        return copy

    @property
    def current_player(self):
        """The seat that must act now, or None when the game is over."""
        return None if self.phase == self.GAME_OVER else self.actor
