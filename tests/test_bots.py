"""The bots of every game (pr_core.games): only legal actions, at every player count and level;
the same seed and budget give the same game; they decide on their player's view alone; the
levels are in the order of their strength (small matches with fixed seeds, no timing); each game
lists the same levels. Strength figures: docs/bots.md.

Every test here runs for every registered game that offers the shared levels (beginner, medium,
strong: built by pr_core/bots/factories.py unless the game writes one itself, as Puerto Rico's
strong; then each game's own expert, and the random baseline), with the deals and thresholds of
PROFILES; what only one game has is tested in its own file (tests/test_bots_puerto_rico.py,
tests/san_juan/test_sj_bots.py). A game with levels of its own only (the contract suite's third
game, tests/third_game/) is not this suite's."""

import functools
import random as global_random

import pytest
from bot_games import (
    finished,
    make,
    options_of,
    play,
    positions,
    puerto_rico_hidden_twins,
    san_juan_hidden_twins,
    san_juan_positions,
    wins,
)

from pr_core import bots, games, tournament
from pr_core.rng import Random

SHARED = ["beginner", "medium", "strong"]  # the shared levels, in this order


def _puerto_rico_positions():
    """A position of every phase from a few random games (and the one below)."""
    from pr_core.puerto_rico.state import PHASE_NAMES

    found = positions(games.get("puerto-rico"), lambda s: PHASE_NAMES[s.phase], per_kind=1, count=4)
    return [puerto_rico_hidden_twins()[0][0]] + [s for states in found.values() for s in states]


def _san_juan_positions():
    found = san_juan_positions()
    return found["role_selection"] + found["builder/choose"]


# Per game: the deals and thresholds its suite has always used.
#   heuristic_deals(players) -> [(seed, new_game options as pairs)]: whole games of each
#     heuristic level, every choice legal; heuristic_total: their decisions at least, together
#   strong_deal(players) -> (seed, options): a whole game of the strong bot against the others
#   strong_slow: the strong bot's whole games and matches are marked slow
#   levels: every level the game lists, in order (the shared ones, then its own, then random)
#   beginner_wins: of 6 deals, the beginner's least wins against 2 random players
#   positions() -> [state]: decisions that depend on the view and the seed only
#   hidden_twins() -> [(state, twin)]: twins that differ only in what the player cannot see
PROFILES = {
    "puerto-rico": {
        "heuristic_deals": lambda n: [(100 * n + k, ()) for k in range(4)],
        "heuristic_total": 600,  # hundreds of decisions per count, thousands per level
        "strong_deal": lambda n: (300 + n, ()),
        "strong_slow": False,
        "levels": [*SHARED, "expert", "random"],
        "beginner_wins": 4,
        "positions": _puerto_rico_positions,
        "hidden_twins": puerto_rico_hidden_twins,
    },
    "san-juan": {
        "heuristic_deals": lambda n: [(50 * n + k, (("start_hands", k == 1),)) for k in range(2)],
        "heuristic_total": 0,
        "strong_deal": lambda n: (70 + n, (("start_hands", n == 3),)),
        "strong_slow": True,
        "levels": [*SHARED, "expert", "random"],
        "beginner_wins": 5,
        "positions": _san_juan_positions,
        "hidden_twins": san_juan_hidden_twins,
    },
}
GAME_IDS = [
    g for g, game in games.GAMES.items() if {"beginner", "medium", "strong"} <= set(game.bot_levels)
]


def profile(game_id):
    if game_id not in PROFILES:
        pytest.fail(f"the game {game_id!r} has no PROFILES entry in tests/test_bots.py")
    return PROFILES[game_id]


def searching(game_id):
    """The game's levels that search: the strong bot, and its expert if it has one."""
    return [v for v in PROFILES[game_id]["levels"] if v in ("strong", "expert")]


def strong_params(values):
    """Parameters (each starting with a game's id), marked slow where the game's strong bot's
    games are."""
    return [
        pytest.param(*v, marks=pytest.mark.slow if PROFILES[v[0]]["strong_slow"] else ())
        if v[0] in PROFILES
        else pytest.param(*v)
        for v in values
    ]


def with_counts(game_ids):
    return [(g, n) for g in game_ids for n in games.get(g).players]


def test_every_game_with_the_shared_levels_has_a_profile():
    assert {"puerto-rico", "san-juan"} <= set(GAME_IDS)
    assert set(GAME_IDS) <= set(PROFILES)


# --- legal choices in whole games -----------------------------------------------------------------
@pytest.mark.parametrize("game_id,players", with_counts(GAME_IDS))
@pytest.mark.parametrize("level", ["beginner", "medium"])
def test_heuristic_bots_play_whole_games(level, game_id, players):
    game = games.get(game_id)
    total = 0
    for seed, options in profile(game_id)["heuristic_deals"](players):
        state, decisions = finished(game_id, (level,) * players, seed, options)
        total += decisions
        assert game.is_terminal(state) and game.final_scores(state)["winners"]
        assert decisions > 100
    assert total >= profile(game_id)["heuristic_total"]


def strong_lineup(game_id, players):
    """The searching bots against the others, as the strong bot's whole games seat them."""
    return [*searching(game_id), "medium", "random", "beginner", "medium"][:players]


def play_strong_game(game_id, players):
    """The strong bot's whole game at `players` (its profile's deal): the final state, the number
    of decisions and every decision's action code."""
    game = games.get(game_id)
    seed, options = profile(game_id)["strong_deal"](players)
    codes = []
    state, decisions = play(
        game,
        strong_lineup(game_id, players),
        seed,
        on_decision=lambda s, seat, a: codes.append(int(a)),
        **dict(options),
    )
    return state, decisions, codes


# Played once in a worker, for the whole games' test and the determinism test after it (a San
# Juan game of searching bots takes 15 s).
strong_game = functools.cache(play_strong_game)


@pytest.mark.parametrize("game_id,players", strong_params(with_counts(GAME_IDS)))
def test_strong_bot_plays_whole_games(game_id, players):
    state, decisions, _ = strong_game(game_id, players)
    assert games.get(game_id).is_terminal(state) and decisions > 100


# --- determinism ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_and_budget_give_the_same_game(game_id):
    """The strong bot's 4-player game (its whole games' test played it first, in this worker)
    played again after the global generator was moved: the same decisions."""
    players = min(4, max(games.get(game_id).players))
    _, _, first = strong_game(game_id, players)
    global_random.seed(12345)  # the bots must not use the global generator
    global_random.random()
    _, _, second = play_strong_game(game_id, players)
    assert first == second


@pytest.mark.parametrize("game_id,level", [(g, v) for g in GAME_IDS for v in PROFILES[g]["levels"]])
def test_a_decision_depends_on_the_view_and_the_seed_only(level, game_id):
    game = games.get(game_id)
    for state in profile(game_id)["positions"]():
        view = game.player_view(state, state.current_player)
        legal = game.legal_actions(state)
        assert make(game, level).choose(view, legal, Random(3)) == make(game, level).choose(
            view, legal, Random(3)
        )


# --- the view alone -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game_id,level",
    [(g, v) for g in GAME_IDS for v in PROFILES[g]["levels"] if v != "random"],
)
def test_bots_decide_on_the_view_alone(level, game_id):
    """Two games that differ only in what the player to act cannot see give him the same view,
    and so the same decision."""
    game = games.get(game_id)
    twins = profile(game_id)["hidden_twins"]()
    differs = 0
    for state, twin in twins:
        seat = state.current_player
        view = game.player_view(state, seat)
        assert game.player_view(twin, seat) == view
        assert "rng" not in view
        differs += game.to_dict(twin) != game.to_dict(state)
        legal = game.legal_actions(state)
        assert game.legal_actions(twin) == legal
        assert make(game, level).choose(view, legal, Random(1)) == make(game, level).choose(
            game.player_view(twin, seat), legal, Random(1)
        )
    assert differs == len(twins), "the twins really differ in what is hidden"


# --- strength, in small matches -------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_medium_beats_random_players(game_id):
    assert wins(games.get(game_id), ["medium", "random", "random", "random"], range(8)) >= 7


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_beginner_beats_random_players(game_id):
    won = wins(games.get(game_id), ["beginner", "random", "random"], range(6))
    assert won >= profile(game_id)["beginner_wins"]


@pytest.mark.parametrize(
    "game_id,level", strong_params((g, v) for g in GAME_IDS for v in searching(g))
)
def test_searching_bots_beat_random_players(level, game_id):
    assert wins(games.get(game_id), [level, "random", "random"], range(3)) == 3


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_short_tournament_of_every_level(game_id):
    game = games.get(game_id)
    report = tournament.run(
        [(level, options_of(game, level)) for level in ("strong", "medium", "beginner", "random")],
        4,
        seed=7,
        paired=True,
        workers=1,
        game=game,
    )
    assert report["game"] == game_id and report["games"] == 4
    assert sum(e["wins"] for e in report["entries"]) == pytest.approx(4)
    assert all(e["games"] == 4 for e in report["entries"])


# --- the levels -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_levels_listed_for_the_new_game_screen(game_id):
    game = games.get(game_id)
    listed = bots.levels(game)
    expected = profile(game_id)["levels"]
    assert [level["id"] for level in listed] == expected
    assert list(game.bot_levels) == expected
    assert all(level["name"] and level["description"] for level in listed)
    assert all(type(make(game, level)).id == level for level in expected)
    with pytest.raises(ValueError, match="levels are"):
        bots.make("grandmaster", game)
