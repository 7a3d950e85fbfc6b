"""The third game: a TEST FIXTURE, not a product game. It lives only in tests/ and proves the
recipe of docs/architecture.md ("Adding a game"): a package that builds its `Game`, registered
with `pr_core.games.register` (tests/contract/extra_games.py does it for the contract suite's
tests), passes the contract suite every game passes (tests/contract/) without a change anywhere
else.

A tiny game with a hidden card, so that the contract's checks of what a view hides mean
something (rules.py says the rules). Its parts map onto a real game's files:

    rules.py     data.py, state.py, actions.py, setup.py, engine.py and scoring.py in one
    position.py  position.py and position_reader.py: writer, reader, player_view, events_for
    schema/      its JSON Schemas (the contract suite finds them in the package of `to_dict`)
    page.py      what the page is shown besides the view
    bots.py      its bot levels
    contract.py  the contract suite's hooks: what its Game does not say (what a seat cannot
                 see, its invariants)
    __init__.py  the `Game`, with its statistics, benchmark and (no) scenarios
"""

from __future__ import annotations

from pr_core.benchmark import corpus, per_call_lines
from pr_core.game import Game, Statistics, game_of
from pr_core.scenario_files import Book

from . import bots, page
from .position import FORMAT, VERSION, events_for, from_json, player_view, to_dict
from .rules import (
    PLAYERS,
    Action,
    State,
    apply_action,
    final_scores,
    is_terminal,
    legal_actions,
    legal_uncached,
    new_game,
    step_events,
    why_illegal,
)

# A test game has no rulebook: no worked examples.
scenarios: Book[State, Action] = Book(__name__, {}, from_json, Action.from_json)


def statistics(state: State) -> Statistics:
    """What `python -m pr_core simulate` would summarise of a finished game."""
    return {
        "numbers": {"draws/player": sum(p.draws for p in state.players) / state.n},
        "ends": final_scores(state)["end_reasons"],
    }


def benchmark(seconds: float) -> str:
    """The per-call figures of `bench`, over a few random 2-player games."""
    pairs = corpus(GAME, 2, 20)
    return "\n".join(per_call_lines(GAME, pairs, legal_uncached, "2 players"))


GAME: Game[State, Action] = game_of(globals(), "third-game", "Third Game", PLAYERS, {})

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
    "why_illegal",
]
