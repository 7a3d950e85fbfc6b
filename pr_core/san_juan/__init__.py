"""San Juan (Andreas Seyfarth), the card game of Puerto Rico, for 2-4 players (Dutch edition;
docs/rules/san-juan.md).

The rules are pure functions over a State (state.py): the round in rounds.py, its start in
round_start.py, one module per role (builder.py, producer.py, trader.py, councillor.py,
prospector.py), the start-hand variant in start_hands.py, each violet building's whole effect in
buildings/, the cards and tiles in data.py (docs/san-juan/engine.md). `GAME` is this game behind
the package's one game interface (pr_core/game.py).
"""

from ..game import Game, Statistics, game_of
from . import bots, coach, data, page, scenarios
from .actions import Action
from .engine import apply_action, is_terminal, legal_actions, step_events, why_illegal
from .position import FORMAT, VERSION, events_for, player_view, to_dict, to_json
from .position_reader import from_json
from .scoring import final_scores
from .setup import new_game
from .state import State


def statistics(state: State) -> Statistics:
    """What `python -m pr_core simulate` summarises of a finished game besides the scores."""
    return {
        "numbers": {
            "buildings/player": sum(len(p.buildings) for p in state.players) / state.n,
            "violet/player": sum(1 for p in state.players for b in p.buildings if b in data.VIOLET)
            / state.n,
            "cards in hand": sum(len(p.hand) for p in state.players) / state.n,
        },
        "ends": final_scores(state)["end_reasons"],
    }


def benchmark(seconds: float) -> str:
    """The throughput figures of `python -m pr_core bench --game san-juan` (benchmark.py)."""
    from .benchmark import run

    return run(GAME, seconds)


GAME: Game[State, Action] = game_of(
    globals(), "san-juan", "San Juan", data.PLAYERS, {"start_hands": (False, True)}
)

# The package's names, the parts its GAME is built of (game.game_of) among them.
__all__ = [
    "FORMAT",
    "VERSION",
    "Action",
    "GAME",
    "State",
    "apply_action",
    "benchmark",
    "bots",
    "coach",
    "events_for",
    "final_scores",
    "from_json",
    "is_terminal",
    "legal_actions",
    "new_game",
    "page",
    "player_view",
    "scenarios",
    "statistics",
    "step_events",
    "to_dict",
    "to_json",
    "why_illegal",
]
