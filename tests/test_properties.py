"""Property tests: hypothesis draws whole games and checks what must hold after every step.

A game is drawn as a player count, a seed, a list of choices and a length. Each choice is an
index into the legal actions of the moment (taken modulo their number); once the list is used up,
the indices come from a generator seeded with the drawn seed, until the game has had `length`
decisions or is over. Hypothesis shrinks a failure to the fewest decisions that show it, and to
choices of 0 (the first legal action) wherever the choice does not matter.

Hypothesis runs derandomized and without an example database, so every run, local or CI, tries
the same games.

What every game keeps (purity, determinism, positions read back, stable legal actions, views,
invariants over random games) is checked for every game by tests/contract/; this file keeps what
is Puerto Rico's own: its actions, the order of its legal actions and its seeds.
"""

import json
import re
from collections import Counter

import pytest
from drawn_games import drawn_games, examples, indices
from drawn_games import walk as drawn_walk
from hypothesis import given

import pr_core as pr
from pr_core.puerto_rico import data
from pr_core.puerto_rico.actions import ALL, PASS, Action
from pr_core.puerto_rico.state import PHASE_NAMES

MAX_LENGTH = 700  # decisions drawn; a random game takes about 330, so most reach the end

# Each test runs on base games for 2-5 players and on Expansion I games (one setup per player
# count): "players" is a (player count, expansion setup or None) pair.
GAME_KINDS = [(n, None) for n in (2, 3, 4, 5)] + [
    (2, "draft"),
    (3, "all"),
    (4, "random"),
    (5, "draft"),
]
PLAYERS = pytest.mark.parametrize(
    "players", GAME_KINDS, ids=[f"{n}p-{how or 'base'}" for n, how in GAME_KINDS]
)


def new(kind, seed):
    """A new game of this (player count, expansion setup) kind."""
    return pr.new_game(kind[0], seed, expansion=kind[1])


def game_of(players, drawn):
    return (players,) + drawn


def walk(game, state=None):
    """Yields (state, action, next state) for each decision of the game, stopping at the end."""
    if state is None:
        state = new(game[0], game[1])
    return drawn_walk(pr, state, indices(game[1:], 0xC401CE))


# --- actions ------------------------------------------------------------------------------------
def check_action_round_trips(a):
    assert type(a) is Action and ALL[int(a)] is a, f"{a!r} is not the shared instance"
    assert Action.from_json(a.to_json()) is a
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) is a
    assert Action.from_code(int(a)) is a
    again = eval(repr(a), {"Action": Action})  # repr reads back
    assert type(again) is Action and again == a
    phrase = str(a)
    assert phrase and phrase.strip() == phrase, f"{int(a)}: empty or padded phrase {phrase!r}"


def test_every_action_there_is_round_trips():
    for a in ALL.values():
        check_action_round_trips(a)


def test_actions_of_different_codes_have_different_json():
    forms = Counter(json.dumps(a.to_json(), sort_keys=True) for a in ALL.values())
    assert forms.most_common(1)[0][1] == 1


# "a indigo", "an university", "an builder": the article does not fit the word after it.
WRONG_ARTICLE = re.compile(r"\ba [aeio]|\ban uni|\ban [^aeiou\s]")


def test_action_phrases_read_as_the_game_log():
    """str(action) follows a player's name in the log: "Ana builds a university"."""
    bad = []
    for a in ALL.values():
        phrase = str(a)
        words = phrase.replace("San Juan", "san juan").replace("VP chip", "vp chip")
        if (
            not re.fullmatch(r"[a-z][a-z0-9 ,'-]*", words)
            or "  " in phrase
            or phrase.startswith("action ")
            or WRONG_ARTICLE.search(phrase)
        ):
            bad.append(phrase)
    assert not bad, f"{len(bad)} phrases read badly: {bad[:8]}"


# --- the order of legal actions -----------------------------------------------------------------
@PLAYERS
@examples(15)
@given(drawn_games(MAX_LENGTH))
def test_legal_actions_come_in_code_order_with_declining_last_as_documented(players, drawn):
    """docs/engine.md: "by code, declining last": a UI lists the real options first."""
    for state, _, _ in walk(game_of(players, drawn)):
        legal = pr.legal_actions(state)
        choices = [a for a in legal if a.kind != PASS]
        passes = [a for a in legal if a.kind == PASS]
        assert list(legal) == sorted(choices) + passes, (
            f"{PHASE_NAMES[state.phase]}: {[(int(a), str(a)) for a in legal]}"
        )
        assert len(passes) <= 1, "one way to decline"


# --- seeds --------------------------------------------------------------------------------------
SEEDS = range(400)


def test_different_seeds_turn_up_different_plantations():
    # With fair draws two seeds show the same face-up row about 1% of the time (2 players,
    # 3 tiles) or far less; the bounds below leave a wide margin.
    for players in (2, 3, 4, 5):
        rows = [pr.new_game(players, seed).face_up for seed in SEEDS]
        assert all(len(row) == players + 1 for row in rows)
        same_as_next = sum(a == b for a, b in zip(rows, rows[1:]))
        assert same_as_next <= len(rows) // 10, f"{players}p: neighbouring seeds look alike"
        commonest = Counter(rows).most_common(1)[0][1]
        assert commonest <= len(rows) // 10, f"{players}p: one row for {commonest} seeds"


def test_the_first_face_up_tile_follows_the_tile_mix():
    for players in (2, 3, 4, 5):
        setup = data.SETUPS[players]
        left = list(setup.plantations)
        for tile in setup.start_tiles:
            left[tile] -= 1
        counts = Counter(pr.new_game(players, seed).face_up[0] for seed in SEEDS)
        for kind in data.GOODS:
            expected = len(SEEDS) * left[kind] / sum(left)
            assert 0.5 * expected <= counts[kind] <= 1.5 * expected, (
                f"{players}p: {data.GOOD_NAMES[kind]} first {counts[kind]} times in "
                f"{len(SEEDS)} seeds; a fair draw gives about {expected:.0f}"
            )
