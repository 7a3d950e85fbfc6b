"""Puerto Rico rules engine: a pure-Python, deterministic implementation of the board game.

The whole public API is re-exported here; see docs/engine.md.
"""

from .actions import Action
from .engine import apply_action, is_terminal, legal_actions, step_events, why_illegal
from .errors import IllegalActionError, PositionError, PuertoRicoError
from .scoring import final_scores
from .setup import new_game
from .state import State

__version__ = "0.1.0"

__all__ = ["Action", "IllegalActionError", "PositionError", "PuertoRicoError", "State",
           "apply_action", "final_scores", "is_terminal", "legal_actions", "new_game",
           "step_events", "why_illegal"]
