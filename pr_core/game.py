"""The one interface every game of the package implements (docs/architecture.md).

A game is a `Game`: its rules as pure functions over its own State, its position format, its bot
levels and what the page is shown. The parts that do not depend on the rules (saves and replays in
record.py, the browser bridge and session, the tournament harness, random self-play, the search of
the strong bots in bots/ismcts.py) take a `Game` and never import a particular one; games.py lists
the games.

A game's State is the game's own, with what every caller may read (`GameState`):
    n                  the number of players; seats are 0 .. n-1
    current_player     the seat that must act now, None once the game is over
    players[seat].name the player's display name
    events             the events of the step that made the state (step_events: as JSON)
Actions are `int` subclasses (a stable integer code: action_base.BaseAction) with `to_json()`,
and `str()` for the log.

`Game[State, Action]` is generic in the game's own State and Action classes; code that holds
games of several kinds (the registry, the bridge's one game in play) holds an `AnyGame`.

This module is the bottom of the package's layers (docs/architecture.md, "Layers"): it imports
only the contracts below it (actions, the bot's and the coach's contracts, scenario files) and
speaks of the game in play, which is above it, through the `InPlay` Protocol.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence, Set
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Generic, Protocol, TypeAlias, TypedDict, TypeVar

from .action_base import BaseAction
from .json_checks import JSON

if TYPE_CHECKING:
    from .bots.base import Bot
    from .coach.parts import Coach
    from .scenario_files import Scenario


class NamedPlayer(Protocol):
    """A seat's player as shared code reads it."""

    @property
    def name(self) -> str: ...


class GameState(Protocol):
    """What shared code reads of every game's State (the rest is the game's own)."""

    @property
    def n(self) -> int: ...

    @property
    def current_player(self) -> int | None: ...

    @property
    def players(self) -> Sequence[NamedPlayer]: ...

    @property
    def events(self) -> Sequence[JSON]: ...


S = TypeVar("S", bound=GameState)  # a game's State
A = TypeVar("A", bound=BaseAction)  # a game's Action
S_co = TypeVar("S_co", bound=GameState, covariant=True)
A_co = TypeVar("A_co", bound=BaseAction, covariant=True)

OptionValue: TypeAlias = bool | str | None  # a value of one of new_game's options


class InPlay(Protocol[S, A]):
    """The game in play as a game's own requests and the refusals (refusals.py) see it: the
    bridge's Session (session.py), which is above the games and so cannot be named here."""

    @property
    def game(self) -> Game[S, A]: ...

    @property
    def state(self) -> S: ...

    @property
    def seat(self) -> int:
        """The human's seat."""
        ...

    def play_decision(self, steps: Sequence[A], /) -> list[JSON]:
        """Plays the human's actions, already checked to be legal in turn, as one decision (one
        undo); returns the events he sees."""
        ...


# A request of one game's own (GamePage.REQUESTS): (the game in play, the request's payload) ->
# the events it applied, as the human may see them. It refuses with refusals.RequestError.
RequestHandler: TypeAlias = Callable[[InPlay[S, A], JSON], list[JSON]]


class GamePage(Protocol[S, A]):
    """What the browser's page is shown of a game besides the player's view: the game's page
    module (docs/architecture.md, "page"), read by bridge.py and snapshot.py."""

    @property
    def CATALOG(self) -> JSON:
        """The game's static facts for the page (buildings or cards, their costs...)."""
        ...

    @property
    def REQUESTS(self) -> Mapping[str, tuple[Set[str], RequestHandler[S, A]]]:
        """The game's own requests: type -> (its payload's fields, its handler)."""
        ...

    def legal_entries(self, state: S, /) -> list[JSON]:
        """Every legal action of the player to act: "code", "action" (its JSON form) and the
        facts a player weighs."""
        ...

    def extras(self, state: S, seat: int, /) -> JSON:
        """The snapshot's fields of this game for the human at `seat`."""
        ...

    def scenario_facts(self, start: S, /) -> JSON:
        """What the scenario list says of a scenario's start besides its id and players."""
        ...


class GameScenarios(Protocol[S_co, A_co]):
    """A game's rulebook examples (its `scenarios` package, built on scenario_files.Book), read
    by bridge.py."""

    @property
    def ALL(self) -> Mapping[str, Scenario]:
        """Every scenario by id (ids are unique across the games)."""
        ...

    def start_state(self, scenario: Scenario, /) -> S_co:
        """The scenario's starting State."""
        ...

    def actions(self, scenario: Scenario, /) -> Sequence[A_co]:
        """The rulebook's moves from the start, as actions."""
        ...


class Statistics(TypedDict):
    """What `python -m pr_core simulate` summarises of a finished game besides the scores."""

    numbers: dict[str, float]  # label -> a number of this game
    ends: list[str]  # the reasons the game ended


@dataclass(frozen=True)
class Game(Generic[S, A]):
    id: str  # stable name ("puerto-rico"): saves, positions, the bridge, the CLI
    title: str  # what a player reads ("Puerto Rico")
    players: tuple[int, ...]  # the player counts it plays, e.g. (2, 3, 4, 5)
    position_format: str  # the "format" field of its position documents and views
    position_version: int  # the newest version of that format this engine writes
    options: Mapping[str, tuple[OptionValue, ...]]  # new_game's keyword options -> their
    #   allowed values, default first
    # --- the rules: pure functions; a state is never changed ---
    new_game: Callable[..., S]  # (players, seed, *, names=None, **options) -> State; the
    #   options are the game's own keywords (`options`), so the signature varies by game
    legal_actions: Callable[[S], tuple[A, ...]]  # (state) -> the legal actions; () once over
    apply_action: Callable[[S, A], S]  # (state, action) -> the next State;
    #   IllegalActionError, saying why
    is_terminal: Callable[[S], bool]  # (state) -> bool
    step_events: Callable[[S], list[JSON]]  # (state) -> what happened in the step that made
    #   `state`, hidden parts included (cards drawn, kept, paid)
    events_for: Callable[[list[JSON], int], list[JSON]]  # (events, seat) -> those events as
    #   that seat may see them
    why_illegal: Callable[[S, A], str]  # (state, action) -> a sentence saying why it is not
    #   legal
    final_scores: Callable[[S], JSON]  # (state) -> {"players": [{"total", ...}],
    #   "winners": [seat, ...]}
    # --- positions and actions as JSON ---
    to_dict: Callable[[S], JSON]  # (state) -> the position document (JSON-ready dict)
    from_json: Callable[[object], S]  # (document or its text, or anything else) -> State;
    #   PositionError naming the field
    player_view: Callable[[S, int], JSON]  # (state, seat) -> what that seat may see
    action_from_code: Callable[[int], A]  # (int) -> action; IllegalActionError if no action
    #   has the code
    action_from_json: Callable[[object], A]  # (dict, or anything else) -> action;
    #   IllegalActionError saying what is wrong
    # --- around the rules ---
    bot_levels: Mapping[str, type[Bot[A]]]  # level id -> Bot class (pr_core/bots/base.py),
    #   weakest first
    page: GamePage[S, A]  # what the browser's page is shown (docs/architecture.md, "page")
    scenarios: GameScenarios[S, A]  # the rulebook's worked examples
    statistics: Callable[[S], Statistics]  # (final state) -> what `python -m pr_core
    #   simulate` summarises besides the scores
    benchmark: Callable[[float], str]  # (seconds per player count) -> the figures `bench`
    #   prints
    # --- optional ---
    coach: Coach | None = None  # what the coach's hints and reviews search with
    #   (pr_core/coach/parts.py); None: the game has no coach
    advance: Callable[[S, A], None] | None = None  # (state, legal action) -> None: what
    #   apply_action does, done to `state` itself (and unchecked), for a caller that keeps no
    #   earlier state and holds the only reference to it: random self-play (simulate.py)
    unnamed_in_saves: bool = False  # its saves name no game (no "game" field): Puerto Rico's,
    #   whose saves are older than the field (record.py; games.of_save)


# A game of any kind: its State and Action classes differ from game to game, so code that holds
# games of several kinds (games.GAMES, the bridge's game in play) cannot name them.
AnyGame: TypeAlias = Game[Any, Any]


# The fields every game's package defines under the same name (beside its `Action` class, its
# position's FORMAT and VERSION, its `bots` and, if it has a coach, its `coach` module).
_PACKAGE_FIELDS: Final = (
    "new_game",
    "legal_actions",
    "apply_action",
    "is_terminal",
    "step_events",
    "events_for",
    "why_illegal",
    "final_scores",
    "to_dict",
    "from_json",
    "player_view",
    "page",
    "scenarios",
    "statistics",
    "benchmark",
)


def game_of(
    package: Mapping[str, Any],
    id: str,
    title: str,
    players: tuple[int, ...],
    options: Mapping[str, tuple[OptionValue, ...]],
    **more: Any,
) -> AnyGame:
    """A game's `Game` from the names its package defines (`package`: its `globals()`, the
    recipe of docs/architecture.md, "Adding a game"), and `more` of the optional fields."""
    action = package["Action"]
    coach = package.get("coach")
    return Game(
        id=id,
        title=title,
        players=players,
        position_format=package["FORMAT"],
        position_version=package["VERSION"],
        options=options,
        **{name: package[name] for name in _PACKAGE_FIELDS},
        action_from_code=action.from_code,
        action_from_json=action.from_json,
        bot_levels=package["bots"].LEVELS,
        coach=None if coach is None else coach.COACH,
        **more,
    )
