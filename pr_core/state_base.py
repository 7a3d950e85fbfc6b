"""What every game's State shares: plain attributes, never changed once built, copied on write.

A step works on a fresh shallow copy (`clone`) and replaces whole tuples or players instead of
editing them in place; the parent state stays valid, which is what makes `apply_action` pure and
undo, replay and search cheap. Attributes live in `__dict__` on purpose: copying one dict is the
fastest clone CPython offers. A game's State subclasses `BaseState[Player, Action]` (its own
player and action classes) and sets `GAME_OVER` (its phase once the game has ended); its players
subclass `BasePlayer`. The attributes declared below are annotations only: each game's state
gives them their values (and declares its own).
"""

from typing import ClassVar, Generic, Self, TypeVar

from .action_base import BaseAction
from .json_checks import JSON

P = TypeVar("P", bound="BasePlayer")  # a game's Player class
A = TypeVar("A", bound=BaseAction)  # a game's Action class


class BasePlayer:
    name: str  # display name

    def clone(self) -> Self:
        copy = object.__new__(type(self))
        copy.__dict__ = self.__dict__.copy()
        return copy


class BaseState(Generic[P, A]):
    """The whole game. Read attributes freely; never assign to them outside a step."""

    GAME_OVER: ClassVar[int | None] = None  # the game's phase once it has ended

    n: int  # the number of players; seats are 0 .. n-1
    players: tuple[P, ...]  # by seat
    phase: int  # what is being resolved; GAME_OVER once the game has ended
    actor: int  # the seat that acts now
    events: tuple[JSON, ...]  # the events of the step that made this state (JSON-like, but an
    #   "action" event holds the action itself: engine_loop.Loop.step_events)
    _legal: tuple[A, ...] | None  # cache of the legal actions (engine_loop.Loop.legal_actions)
    _own: int  # bit per seat whose player this state has already copied since it was cloned
    #   (`player`): those it may change in place

    @classmethod
    def blank(cls) -> Self:
        """A state with the fields declared here present and empty: no players, no events, no
        caches; the game's own blank state fills in its fields."""
        s = object.__new__(cls)
        s.n = 0
        s.players = ()
        s.actor = 0
        s.events = ()
        s._legal = None
        s._own = 0
        return s

    def clone(self) -> Self:
        """A shallow copy to build the next state on; caches belonging to this state are reset."""
        attributes = self.__dict__.copy()
        attributes["_legal"] = None
        attributes["_own"] = 0
        attributes["events"] = ()
        copy = object.__new__(type(self))
        copy.__dict__ = attributes
        return copy

    def player(self, seat: int) -> P:
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
    def current_player(self) -> int | None:
        """The seat that must act now, or None when the game is over."""
        return None if self.phase == self.GAME_OVER else self.actor
