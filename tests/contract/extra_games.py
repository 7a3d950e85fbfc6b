"""The games that live in the tests. The third game (tests/third_game/, a test fixture, not a
product game) is registered the way a game from outside the package is, with
`pr_core.games.register`, for the contract suite's tests only (test_game_contract.py's fixture
`test_games_registered`): registered before them and taken out after, so that the other test
modules, which list the package's games, see only those. Its contract entry comes from its own
folder. (Not a conftest.py: e2e/ and tests/ have theirs, and a third module of that name would
take the place of e2e's for the browser tests that import it.)"""

import third_game
from game_contracts import TEST_GAMES, Contract, register_test_game
from third_game import contract

from pr_core import games

register_test_game(
    third_game.GAME,
    Contract(
        twin=contract.twin, check=contract.check, finished=contract.finished, random_games=2000
    ),
)


def register_test_games() -> list[str]:
    """Registers the tests' own games that are not registered yet; returns their ids."""
    added = [game for game in TEST_GAMES if game.id not in games.GAMES]
    for game in added:
        games.register(game)
    return [game.id for game in added]
