"""10,000 random San Juan games: 2,500 each with 2, 3 and 4 players, and 2,500 with the
start-hand variant (2, 3 and 4 players in turn). Every invariant of sj_invariants.py, the
conservation of the 110 cards first, is checked after every step; every game ends, for a reason
the rulebook gives (or stalled), and is scored.

Split into chunks of 250 games so that `pytest -n 2` spreads them. SJ_RANDOM_GAMES sets the games
per kind (default 2500)."""

import os

import pytest
from sj_invariants import check

import pr_core.san_juan as sj
from pr_core.rng import Random

GAMES_PER_KIND = int(os.environ.get("SJ_RANDOM_GAMES", "2500"))
CHUNKS = 10
MAX_DECISIONS = 3000
KINDS = ("2p", "3p", "4p", "start-hands")


def setup(kind, seed):
    """(players, start_hands) of the game `seed` of this kind."""
    if kind == "start-hands":
        return 2 + seed % 3, True
    return int(kind[0]), False


def play_random(players, seed, start_hands):
    state = sj.new_game(players, seed, start_hands=start_hands)
    check(state)
    chooser = Random(seed * 31 + players)
    decisions = 0
    while not sj.is_terminal(state):
        legal = sj.legal_actions(state)
        assert legal, "a live game always offers an action"
        state = sj.apply_action(state, chooser.choice(legal))
        check(state)
        decisions += 1
        assert decisions < MAX_DECISIONS, "the game did not end"
    return state


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("kind", KINDS)
def test_random_games_keep_every_invariant(kind, chunk):
    per_chunk = GAMES_PER_KIND // CHUNKS
    reasons = set()
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        players, start_hands = setup(kind, seed)
        state = play_random(players, seed, start_hands)
        scores = sj.final_scores(state)
        assert scores["winners"], "somebody wins"
        assert len(scores["players"]) == players
        reasons.update(scores["end_reasons"])
    assert "city_complete" in reasons
