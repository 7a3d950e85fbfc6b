"""Puerto Rico rules engine: a pure-Python, deterministic implementation of the board game.

The whole public API is re-exported here; see docs/engine.md.
"""

from .actions import Action
from .engine import apply_action, is_terminal, legal_actions, step_events, why_illegal
from .errors import IllegalActionError, PositionError, PuertoRicoError
from .position import player_view, to_json
from .position_reader import from_json
from .scoring import final_scores
from .setup import new_game
from .state import State

__version__ = "0.1.0"

__all__ = ["Action", "IllegalActionError", "PositionError", "PuertoRicoError", "State",
           "apply_action", "final_scores", "from_json", "is_terminal", "legal_actions", "new_game",
           "player_view", "step_events", "to_json", "why_illegal"]
