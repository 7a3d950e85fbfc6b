"""The one interface every game of the package implements (docs/architecture.md).

A game is a `Game`: its rules as pure functions over its own State, its position format, its bot
levels and what the page is shown. The parts that do not depend on the rules (saves and replays in
record.py, the browser bridge and session, the tournament harness, random self-play, the search of
the strong bots in bots/ismcts.py) take a `Game` and never import a particular one; games.py lists
the games.

A game's State is the game's own, with three things every caller may read:
    n                  the number of players; seats are 0 .. n-1
    current_player     the seat that must act now, None once the game is over
    players[seat].name the player's display name
Actions are `int` subclasses (a stable integer code) with `to_json()`, and `str()` for the log.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Game:
    id: str  # stable name ("puerto-rico"): saves, positions, the bridge, the CLI
    title: str  # what a player reads ("Puerto Rico")
    players: tuple  # the player counts it plays, e.g. (2, 3, 4, 5)
    position_format: str  # the "format" field of its position documents and views
    position_version: int  # the newest version of that format this engine writes
    options: dict  # new_game's keyword options -> their allowed values, default first
    # --- the rules: pure functions; a state is never changed ---
    new_game: Callable  # (players, seed, *, names=None, **options) -> State
    legal_actions: Callable  # (state) -> tuple of actions; () once the game is over
    apply_action: Callable  # (state, action) -> the next State; IllegalActionError, saying why
    is_terminal: Callable  # (state) -> bool
    step_events: Callable  # (state) -> [dict]: what happened in the step that made `state`,
    #   hidden parts included (cards drawn, kept, paid)
    events_for: Callable  # (events, seat) -> those events as that seat may see them
    why_illegal: Callable  # (state, action) -> a sentence saying why it is not legal
    final_scores: Callable  # (state) -> {"players": [{"total", ...}], "winners": [seat, ...]}
    # --- positions and actions as JSON ---
    to_dict: Callable  # (state) -> the position document (JSON-ready dict)
    from_json: Callable  # (document or its text) -> State; PositionError naming the field
    player_view: Callable  # (state, seat) -> what that seat may see (JSON-ready dict)
    action_from_code: Callable  # (int) -> action; IllegalActionError if no action has the code
    action_from_json: Callable  # (dict) -> action; IllegalActionError saying what is wrong
    # --- around the rules ---
    bot_levels: dict  # level id -> Bot class (pr_core/bots/base.py), weakest first
    page: Any  # what the browser's page is shown (docs/architecture.md, "page")
    scenarios: Any  # the rulebook's worked examples (ALL, start_state, actions)
    statistics: Callable  # (final state) -> {"numbers": {label: number}, "ends": [reason]}:
    #   what `python -m pr_core simulate` summarises besides the scores
    benchmark: Callable  # (seconds per player count) -> the figures `bench` prints
