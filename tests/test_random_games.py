"""Random games at every player count: every invariant holds after every step, and every game
ends. CI plays at least 10,000 base games (2,500 per player count) and as many Expansion I games
(2,500 per player count, the draft, all-buildings and random-board setups in turn)."""

import os

import pytest
from invariants import check, colonists_in_play

import pr_core as pr
from pr_core.rng import Random

GAMES_PER_COUNT = int(os.environ.get("PR_RANDOM_GAMES", "2500"))
CHECKED_GAMES = 150  # games per player count whose every step is checked, not just the last
MAX_DECISIONS = 3000


EXPANSION_SETUPS = ("draft", "all", "random")


def play_random(players, seed, check_every_step, expansion=None):
    state = pr.new_game(players, seed, expansion=expansion)
    colonists = colonists_in_play(state)
    chooser = Random(seed * 31 + players)
    decisions = 0
    while not pr.is_terminal(state):
        legal = pr.legal_actions(state)
        assert legal, "a live game always offers an action"
        state = pr.apply_action(state, chooser.choice(legal))
        decisions += 1
        assert decisions < MAX_DECISIONS, "game did not end"
        if check_every_step:
            check(state, colonists)
    check(state, colonists)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_every_invariant(players, block):
    per_block = GAMES_PER_COUNT // 10
    for seed in range(block * per_block, (block + 1) * per_block):
        state = play_random(players, seed, check_every_step=seed % per_block < CHECKED_GAMES // 10)
        scores = pr.final_scores(state)
        assert scores["winners"], "somebody wins"
        assert state.end_reasons, "the game ended for a reason"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("block", range(10))
def test_random_expansion_games_keep_every_invariant(players, block):
    per_block = GAMES_PER_COUNT // 10
    for seed in range(block * per_block, (block + 1) * per_block):
        how = EXPANSION_SETUPS[seed % len(EXPANSION_SETUPS)]
        state = play_random(players, seed, seed % per_block < CHECKED_GAMES // 10, how)
        scores = pr.final_scores(state)
        assert scores["winners"], "somebody wins"
        assert state.end_reasons, "the game ended for a reason"
        assert len(state.board) == (31 if how == "all" else 17)
