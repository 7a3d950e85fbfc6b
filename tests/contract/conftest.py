"""The contract suite's session. The third game (tests/third_game/, a test fixture, not a product
game) is registered the way a game from outside the package is, with `pr_core.games.register`,
for the tests of this folder: registered before them and taken out after, so that the other
test modules, which list the package's games, see only those. Its contract entry comes from its
own folder."""

import pytest
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


@pytest.fixture(autouse=True, scope="module")
def test_games_registered():
    added = register_test_games()
    yield
    for game_id in added:
        del games.GAMES[game_id]
