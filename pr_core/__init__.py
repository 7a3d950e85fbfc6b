"""Board games of Andreas Seyfarth's rulebooks as pure-Python, deterministic rules engines:
Puerto Rico (with Expansion I) and San Juan.

Every game stands behind one interface (game.py; the games: games.py; docs/architecture.md).
The names below are Puerto Rico's API, as it was when the package played one game
(docs/engine.md).
"""

from .errors import GameError, IllegalActionError, PositionError, PuertoRicoError
from .puerto_rico import (
    Action,
    State,
    apply_action,
    final_scores,
    from_json,
    is_terminal,
    legal_actions,
    new_game,
    player_view,
    step_events,
    to_json,
    why_illegal,
)
from .version import __version__

__all__ = [
    "__version__",
    "Action",
    "GameError",
    "IllegalActionError",
    "PositionError",
    "PuertoRicoError",
    "State",
    "apply_action",
    "final_scores",
    "from_json",
    "is_terminal",
    "legal_actions",
    "new_game",
    "player_view",
    "step_events",
    "to_json",
    "why_illegal",
]
