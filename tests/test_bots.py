"""The bots: only legal actions, at every player count and level; the same seed and budget give
the same game; they see only their player's view; the levels are in the order of their strength
(small matches with fixed seeds, no timing). Strength figures: docs/bots.md."""

import random as global_random

import pytest

import pr_core as pr
from pr_core import bots
from pr_core.puerto_rico import actions
from pr_core.puerto_rico.bots.sampling import state_from_view
from pr_core.puerto_rico.data import SETUPS
from pr_core.puerto_rico.state import ROLE_SELECTION
from pr_core.rng import Random

# A small budget keeps the strong bot quick in tests; the search is the same at any size.
TEST_OPTIONS = {"strong": {"iterations": 24, "seconds": None}}


def make(level):
    return bots.make(level, **TEST_OPTIONS.get(level, {}))


def play(levels, seed, on_decision=None, expansion=None):
    """Plays a game with one bot per seat; returns the final state and the decisions taken."""
    players = [make(level) for level in levels]
    rngs = [Random(seed * 7 + seat) for seat in range(len(levels))]
    state = pr.new_game(len(levels), seed=seed, expansion=expansion)
    decisions = 0
    while not pr.is_terminal(state):
        seat = state.current_player
        legal = pr.legal_actions(state)
        choice = players[seat].choose(pr.player_view(state, seat), legal, rngs[seat])
        assert choice in legal, f"{levels[seat]} chose {choice!r}, not one of {list(legal)}"
        if on_decision:
            on_decision(state, seat, choice)
        state = pr.apply_action(state, choice)
        decisions += 1
        assert decisions < 3000, "the game did not end"
    return state, decisions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("level", ["beginner", "medium"])
def test_heuristic_bots_only_choose_legal_actions(level, players):
    total = 0
    for seed in range(4):
        lineup = [level] * players
        state, decisions = play(lineup, seed=100 * players + seed)
        total += decisions
        assert pr.final_scores(state)["winners"]
    assert total >= 600  # hundreds of decisions per count, thousands per level


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_strong_bot_only_chooses_legal_actions(players):
    lineup = (["strong", "medium", "beginner", "random", "strong"])[:players]
    state, decisions = play(lineup, seed=300 + players)
    assert pr.is_terminal(state) and decisions > 100


@pytest.mark.parametrize(
    "players,expansion", [(2, "draft"), (3, "random"), (4, "draft"), (5, "all")]
)
def test_every_level_plays_the_expansion_and_its_draft(players, expansion):
    lineup = (["strong", "medium", "beginner", "random", "medium"])[:players]
    picks = []

    def note(state, seat, action):
        if action.kind == actions.DRAFT:
            picks.append((lineup[seat], action.arg))

    state, decisions = play(lineup, seed=400 + players, on_decision=note, expansion=expansion)
    assert pr.is_terminal(state) and pr.final_scores(state)["winners"]
    assert (len(picks) == 17) == (expansion == "draft")
    # The heuristic levels put the strongest building left on the board (bots/draft.py).
    from pr_core.puerto_rico.bots.draft import STRENGTH

    assert all(STRENGTH[b] >= 4 for level, b in picks[:4] if level in ("medium", "strong"))


def test_medium_beats_random_players_in_the_expansion():
    wins_ = 0.0
    for k, seed in enumerate(range(8)):
        rotation = k % 4
        lineup = ["medium", "random", "random", "random"]
        seating = lineup[-rotation:] + lineup[:-rotation] if rotation else lineup
        state, _ = play(seating, seed, expansion=("draft", "random")[k % 2])
        winners = pr.final_scores(state)["winners"]
        wins_ += 1 / len(winners) if rotation in winners else 0
    assert wins_ >= 7


def test_same_seed_and_budget_give_the_same_game():
    lineup = ["strong", "medium", "beginner"]
    first, second = [], []
    play(lineup, seed=5, on_decision=lambda s, seat, a: first.append(int(a)))
    global_random.seed(12345)  # the bots must not use the global generator
    global_random.random()
    play(lineup, seed=5, on_decision=lambda s, seat, a: second.append(int(a)))
    assert first == second


def test_bots_decide_on_the_view_alone():
    """Two games that differ only in what a player cannot see (the plantations' hidden order,
    others' VP chips) give that player the same view, and so the same decision."""
    state = pr.new_game(4, seed=8)
    chooser = Random(2)
    for _ in range(40):
        state = pr.apply_action(state, chooser.choice(pr.legal_actions(state)))
    twin = state.clone()
    twin.rng = state.rng ^ 0xDEADBEEF  # another order of the face-down plantations
    seat = state.current_player
    view = pr.player_view(state, seat)
    assert pr.player_view(twin, seat) == view
    assert "rng" not in view
    for level in ("beginner", "medium", "strong"):
        a = make(level).choose(view, pr.legal_actions(state), Random(1))
        b = make(level).choose(pr.player_view(twin, seat), pr.legal_actions(twin), Random(1))
        assert a == b


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


def wins(lineup, seeds):
    """Wins of lineup[0] over the seeds, seats rotating (shared wins count as a share)."""
    total = 0.0
    n = len(lineup)
    for k, seed in enumerate(seeds):
        rotation = k % n
        seating = lineup[-rotation:] + lineup[:-rotation] if rotation else list(lineup)
        state, _ = play(seating, seed)
        winners = pr.final_scores(state)["winners"]
        if rotation in winners:
            total += 1 / len(winners)
    return total


def test_medium_beats_random_players():
    assert wins(["medium", "random", "random", "random"], range(8)) >= 7


def test_beginner_is_plausible_but_loses_to_medium():
    assert wins(["beginner", "random", "random"], range(6)) >= 4
    assert wins(["beginner", "medium", "medium"], range(6)) <= 1


def test_strong_beats_random_players():
    assert wins(["strong", "random", "random"], range(3)) == 3


def test_levels_listed_for_the_new_game_screen():
    ids = [level["id"] for level in bots.levels()]
    assert ids[:3] == ["beginner", "medium", "strong"]
    assert all(level["name"] and level["description"] for level in bots.levels())
    with pytest.raises(ValueError, match="levels are"):
        bots.make("grandmaster")
