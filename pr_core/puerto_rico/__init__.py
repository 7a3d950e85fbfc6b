"""Puerto Rico (Andreas Seyfarth), base game for 2-5 players and Expansion I "The New Buildings".

The rules are pure functions over a State (state.py): one module per role, reviewable against its
section of the rules digest (docs/rules/puerto-rico.md#roles), each violet building's whole effect
in buildings/, the static tables in data.py (docs/engine.md). `GAME` is this game behind the
package's one game interface (pr_core/game.py); pr_core re-exports the functions below as its
historical API.
"""

from ..game import Game, Statistics, game_of
from ..json_checks import JSON
from . import bots, coach, data, page, scenarios
from .actions import Action
from .engine import advance, apply_action, is_terminal, legal_actions, step_events, why_illegal
from .position import FORMAT, VERSION, player_view, to_dict, to_json
from .position_reader import from_json
from .scoring import final_scores
from .setup import EXPANSION_CHOICES, new_game
from .state import State


def statistics(state: State) -> Statistics:
    """What `python -m pr_core simulate` summarises of a finished game besides the scores."""
    numbers: dict[str, float] = {}
    if state.expansion:
        numbers["forests/game"] = sum(p.island.count(data.FOREST) for p in state.players)
        numbers["new buildings"] = sum(
            1 for p in state.players for b in p.city if b in data.NEW_BUILDINGS
        )
    return {"numbers": numbers, "ends": list(state.end_reasons)}


def events_for(events: list[JSON], seat: int) -> list[JSON]:
    """Every event is public in Puerto Rico: what happens is seen by all at the table."""
    return events


def benchmark(seconds: float) -> str:
    """The throughput figures of `python -m pr_core bench` (benchmark.py)."""
    from .benchmark import run

    return run(GAME, seconds)


GAME: Game[State, Action] = game_of(
    globals(),
    "puerto-rico",
    "Puerto Rico",
    tuple(sorted(data.SETUPS)),
    {"visible_vp": (False, True), "expansion": (None,) + EXPANSION_CHOICES},
    advance=advance,
    unnamed_in_saves=True,
)

# The package's names, the parts its GAME is built of (game.game_of) among them.
__all__ = [
    "FORMAT",
    "VERSION",
    "Action",
    "GAME",
    "State",
    "advance",
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
