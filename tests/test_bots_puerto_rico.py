"""Puerto Rico's bots, what only this game has (every game's bots: tests/test_bots.py): Expansion
I and its draft; a bot's picture guesses the hidden VP chips; the beginner loses to the medium
bot; the package's default levels (``bots.levels()``, ``bots.make(id)``) are Puerto Rico's."""

import pytest
from bot_games import options_of, play, wins

import pr_core as pr
from pr_core import bots, games
from pr_core.puerto_rico import actions
from pr_core.puerto_rico import bots as puerto_rico_bots
from pr_core.puerto_rico.bots.draft import STRENGTH
from pr_core.puerto_rico.bots.sampling import state_from_view
from pr_core.puerto_rico.data import SETUPS
from pr_core.puerto_rico.state import ROLE_SELECTION
from pr_core.rng import Random

GAME = games.get("puerto-rico")


@pytest.mark.parametrize(
    "players,expansion", [(2, "draft"), (3, "random"), (4, "draft"), (5, "all")]
)
def test_every_level_plays_the_expansion_and_its_draft(players, expansion):
    lineup = (["strong", "medium", "beginner", "random", "medium"])[:players]
    picks = []

    def note(state, seat, action):
        if action.kind == actions.DRAFT:
            picks.append((lineup[seat], action.arg))

    state, decisions = play(GAME, lineup, 400 + players, on_decision=note, expansion=expansion)
    assert pr.is_terminal(state) and pr.final_scores(state)["winners"]
    assert (len(picks) == 17) == (expansion == "draft")
    # The heuristic levels put the strongest building left on the board (bots/draft.py).
    assert all(STRENGTH[b] >= 4 for level, b in picks[:4] if level in ("medium", "strong"))


def test_medium_beats_random_players_in_the_expansion():
    wins_ = 0.0
    for k, seed in enumerate(range(8)):
        rotation = k % 4
        lineup = ["medium", "random", "random", "random"]
        seating = lineup[-rotation:] + lineup[:-rotation] if rotation else lineup
        state, _ = play(GAME, seating, seed, expansion=("draft", "random")[k % 2])
        winners = pr.final_scores(state)["winners"]
        wins_ += 1 / len(winners) if rotation in winners else 0
    assert wins_ >= 7


def test_a_bots_picture_guesses_hidden_chips_from_public_facts():
    state = pr.new_game(3, seed=4)
    chooser = Random(9)
    while state.players[1].vp == 0 or state.phase != ROLE_SELECTION:
        state = pr.apply_action(state, chooser.choice(pr.legal_actions(state)))
    seat = state.current_player
    picture = state_from_view(pr.player_view(state, seat), Random(1))
    assert picture.players[seat].vp == state.players[seat].vp, "its own chips it knows"
    chips_out = SETUPS[3].vp_chips - state.vp_supply
    assert sum(p.vp for p in picture.players) == chips_out, "guessed chips add up to those out"
    assert pr.legal_actions(picture) == pr.legal_actions(state)


def test_beginner_loses_to_medium():
    assert wins(GAME, ["beginner", "medium", "medium"], range(6)) <= 1


def test_the_default_levels_are_puerto_ricos():
    """The package's API from before there were two games: no game means Puerto Rico."""
    assert games.DEFAULT is GAME
    assert bots.levels() == bots.levels(GAME)
    assert bots.LEVELS is puerto_rico_bots.LEVELS is GAME.bot_levels
    assert bots.StrongBot is GAME.bot_levels["strong"]
    for level in ("beginner", "medium", "strong", "random"):
        assert type(bots.make(level, **options_of(GAME, level))) is GAME.bot_levels[level]
    with pytest.raises(ValueError, match="levels are"):
        bots.make("grandmaster")
