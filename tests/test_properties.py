"""Property tests: hypothesis draws whole games and checks what must hold after every step.

A game is drawn as a player count, a seed, a list of choices and a length. Each choice is an
index into the legal actions of the moment (taken modulo their number); once the list is used up,
the indices come from a generator seeded with the drawn seed, until the game has had `length`
decisions or is over. Hypothesis shrinks a failure to the fewest decisions that show it, and to
choices of 0 (the first legal action) wherever the choice does not matter.

Hypothesis runs derandomized and without an example database, so every run, local or CI, tries
the same games.
"""

import copy
import json
import os
import pathlib
import random
import re
import subprocess
import sys
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import check, colonists_in_play

import pr_core as pr
from pr_core.puerto_rico import data
from pr_core.puerto_rico.actions import ALL, PASS, Action
from pr_core.puerto_rico.state import PHASE_NAMES
from pr_core.rng import Random

MAX_LENGTH = 700  # decisions drawn; a random game takes about 330, so most reach the end
MAX_DECISIONS = 3000  # no game may need more (as in test_random_games.py)

BASE = settings(
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=False,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.large_base_example,
    ],
)


def examples(n):
    return settings(BASE, max_examples=n)


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


@st.composite
def games(draw):
    """(seed, choices, length); `game_of` puts the test's player count in front."""
    seed = draw(st.integers(0, 2**32 - 1))
    choices = draw(st.lists(st.integers(0, 255), max_size=MAX_LENGTH))
    # About half the games are played to the end; shrinking goes to the shortest.
    length = draw(st.one_of(st.integers(len(choices), MAX_LENGTH), st.just(MAX_LENGTH)))
    return seed, choices, length


def game_of(players, drawn):
    return (players,) + drawn


def indices(game):
    _, seed, choices, length = game
    chooser = Random(seed ^ 0xC401CE)
    for step in range(length):
        yield choices[step] if step < len(choices) else chooser.below(256)


def walk(game, state=None):
    """Yields (state, action, next state) for each decision of the game, stopping at the end."""
    if state is None:
        state = new(game[0], game[1])
    for choice in indices(game):
        if pr.is_terminal(state):
            return
        legal = pr.legal_actions(state)
        action = legal[choice % len(legal)]
        after = pr.apply_action(state, action)
        yield state, action, after
        state = after


def final_state(game):
    state = new(game[0], game[1])
    for _, _, after in walk(game, state):
        state = after
    return state


# --- conservation -------------------------------------------------------------------------------
@PLAYERS
@examples(50)
@given(games())
def test_pieces_are_conserved_and_no_count_goes_negative(players, drawn):
    game = game_of(players, drawn)
    state = new(players, drawn[0])
    colonists = colonists_in_play(state)
    check(state, colonists)
    for _, _, after in walk(game, state):
        check(after, colonists)


# --- purity -------------------------------------------------------------------------------------
def snapshot(s):
    """Everything a caller could observe of a state, deep-copied."""
    fields = {k: v for k, v in vars(s).items() if k not in ("players", "_legal")}
    return (
        pr.to_json(s),
        tuple(id(p) for p in s.players),
        copy.deepcopy([vars(p) for p in s.players]),
        copy.deepcopy(fields),
        tuple(pr.legal_actions(s)),
        pr.step_events(s),
    )


@PLAYERS
@examples(20)
@given(games())
def test_apply_action_never_changes_its_input(players, drawn):
    game = game_of(players, drawn)
    for state, action, after in walk(game):
        before = snapshot(state)
        again = pr.apply_action(state, action)
        assert snapshot(state) == before, f"applying {action} changed the state it was given"
        # The same action from the same state gives the same result every time.
        assert pr.to_json(again) == pr.to_json(after)
        assert pr.step_events(again) == pr.step_events(after)


@PLAYERS
@examples(10)
@given(games())
def test_step_events_hand_out_copies(players, drawn):
    """Editing the event dicts a caller got (a UI annotating them) never rewrites history."""
    for _, _, after in walk(game_of(players, drawn)):
        first = pr.step_events(after)
        expected = json.dumps(first)
        for event in first:
            for key, value in list(event.items()):
                if isinstance(value, dict):
                    value["edited"] = True
                elif isinstance(value, list):
                    value.append("edited")
                event[key] = "edited"
        assert json.dumps(pr.step_events(after)) == expected


# --- positions ----------------------------------------------------------------------------------
@PLAYERS
@examples(15)
@given(games())
def test_positions_survive_a_json_round_trip(players, drawn):
    game = game_of(players, drawn)

    def round_trip(state):
        text = pr.to_json(state)
        restored = pr.from_json(text)
        assert pr.to_json(restored) == text
        assert pr.legal_actions(restored) == pr.legal_actions(state)
        assert pr.to_json(pr.from_json(json.loads(text))) == text  # the parsed dict form too
        return restored

    for state, action, after in walk(game):
        restored = round_trip(state)
        # A game resumed from a saved position goes on exactly as the original, chance included.
        assert pr.to_json(pr.apply_action(restored, action)) == pr.to_json(after)
    round_trip(final_state(game))


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


@PLAYERS
@examples(10)
@given(games())
def test_every_legal_action_round_trips(players, drawn):
    for state, _, _ in walk(game_of(players, drawn)):
        for a in pr.legal_actions(state):
            check_action_round_trips(a)


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


# --- the end of the game ------------------------------------------------------------------------
@PLAYERS
@examples(20)
@given(games())
def test_every_game_ends_and_only_the_end_has_no_actions(players, drawn):
    seed = drawn[0]
    state = new(players, seed)
    decisions = 0
    for before, _, after in walk(game_of(players, drawn), state):
        decisions += 1
        assert pr.legal_actions(before), "a live game always offers an action"
        assert before.current_player in range(players[0])
        state = after
    chooser = Random(seed)
    while not pr.is_terminal(state):
        legal = pr.legal_actions(state)
        assert legal, "a live game always offers an action"
        assert state.current_player in range(players[0])
        state = pr.apply_action(state, chooser.choice(legal))
        decisions += 1
        assert decisions <= MAX_DECISIONS, "the game did not end"
    assert pr.legal_actions(state) == ()
    assert state.current_player is None
    assert state.end_reasons
    scores = pr.final_scores(state)
    assert scores["winners"]


# --- the order of legal actions -----------------------------------------------------------------
@PLAYERS
@examples(15)
@given(games())
def test_legal_actions_are_stable_and_the_same_for_equal_positions(players, drawn):
    game = game_of(players, drawn)
    offered = []
    for state, _, _ in walk(game):
        legal = pr.legal_actions(state)
        assert pr.legal_actions(state) == legal, "a second call gives a different order"
        assert len(set(legal)) == len(legal), f"an action offered twice: {legal}"
        assert all(type(a) is Action and ALL[int(a)] is a for a in legal)
        assert pr.legal_actions(pr.from_json(pr.to_json(state))) == legal
        offered.append(legal)
    # The same positions reached again by replaying the game offer the same lists.
    assert [pr.legal_actions(state) for state, _, _ in walk(game)] == offered


@PLAYERS
@examples(15)
@given(games())
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


# --- determinism --------------------------------------------------------------------------------
def positions_along(game, disturb=None):
    out = []
    for _, _, after in walk(game):
        if disturb:
            disturb()
        out.append(pr.to_json(after))
    return out


@PLAYERS
@examples(10)
@given(games(), st.integers(0, 2**32 - 1))
def test_same_seed_and_choices_give_the_same_game_whatever_the_global_random(players, drawn, noise):
    """RLCard's check: the engine draws on its own generator, never on the global `random`."""
    game = game_of(players, drawn)
    saved = random.getstate()
    try:
        random.seed(noise)
        first = [pr.to_json(new(players, drawn[0]))] + positions_along(game)
        random.seed(noise ^ 0x5EED)
        random.random()

        def disturb():
            random.random()
            random.shuffle([1, 2, 3])

        second = [pr.to_json(new(players, drawn[0]))] + positions_along(game, disturb)
    finally:
        random.setstate(saved)
    assert first == second


_REPLAY = """
import hashlib
import pr_core as pr
from pr_core.rng import Random
digest = hashlib.sha256()
for players, expansion in ((2, None), (3, None), (4, None), (5, None), (3, "draft"), (4, "all"),
                           (5, "random")):
    state = pr.new_game(players, 7 * players, expansion=expansion)
    chooser = Random(players)
    while not pr.is_terminal(state):
        state = pr.apply_action(state, chooser.choice(pr.legal_actions(state)))
        digest.update(pr.to_json(state).encode())
print(digest.hexdigest())
"""


def test_games_do_not_depend_on_string_hashing():
    """Set and dict order of strings changes with PYTHONHASHSEED; the game must not."""
    root = pathlib.Path(__file__).resolve().parent.parent
    digests = set()
    for hash_seed in ("1", "2", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(root))
        result = subprocess.run(
            [sys.executable, "-c", _REPLAY],
            env=env,
            cwd=root,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        digests.add(result.stdout.strip())
    assert len(digests) == 1


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
