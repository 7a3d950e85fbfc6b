"""San Juan's bots: every level chooses a legal action in every kind of decision the game asks
for; the same seed gives the same choices; they decide on their player's view alone; a bot's
picture of the game (sampling.py) keeps the 110 cards and everything its player sees. Strength
figures: docs/bots.md (tournaments); here only small fixed-seed matches, no timing."""

import collections
import random as global_random

import pytest

from pr_core import bots, tournament
from pr_core import san_juan as sj
from pr_core.rng import Random
from pr_core.san_juan import builder, councillor, data, round_start
from pr_core.san_juan.actions import SAVE_LIBRARY
from pr_core.san_juan.bots import LEVELS, evaluation, heuristic
from pr_core.san_juan.bots.sampling import resample, state_from_view, unseen_cards
from pr_core.san_juan.state import NO_CARD, PHASE_NAMES, ROLE_SELECTION, ROUND_START

GAME = sj.GAME
# A small budget keeps the strong bot quick in tests; the search is the same at any size.
TEST_OPTIONS = {"strong": {"iterations": 30, "seconds": None}}
LEVEL_IDS = ("beginner", "medium", "strong", "random")


def make(level):
    return bots.make(level, GAME, **TEST_OPTIONS.get(level, {}))


def decision_kind(s):
    """The kind of decision the player to act faces: the phase, and its step where it has
    several."""
    name = PHASE_NAMES[s.phase]
    if s.phase == data.BUILDER:
        return f"{name}/{builder.STEP_NAMES[s.step]}"
    if s.phase == data.COUNCILLOR:
        return f"{name}/{councillor.STEP_NAMES[s.step]}"
    if s.phase == ROUND_START:
        return f"{name}/{round_start.STEP_NAMES[s.step]}"
    if s.phase == ROLE_SELECTION and any(a & 4095 & SAVE_LIBRARY for a in sj.legal_actions(s)):
        return f"{name}/library"
    return name


EVERY_KIND = {
    "start_hands",
    "role_selection",
    "role_selection/library",
    "builder/choose",
    "builder/black_market",
    "builder/pay",
    "producer",
    "trader",
    "councillor/keep",
    "councillor/discard",
    "prospector",
    "round_start/chapel",
    "round_start/hand_limit",
}


def positions(per_kind=3, games=12):
    """Decisions of every kind, from random games at 2-4 players (the start-hand variant every
    other game): {kind: [state, ...]}."""
    found = collections.defaultdict(list)
    for seed in range(games):
        state = sj.new_game(2 + seed % 3, seed, start_hands=seed % 2 == 0)
        chooser = Random(seed)
        while not sj.is_terminal(state):
            legal = sj.legal_actions(state)
            kind = decision_kind(state)
            if (
                len(legal) > 1
                and len(found[kind]) < per_kind
                and (not found[kind] or chooser.below(4) == 0)
            ):
                found[kind].append(state)
            state = sj.apply_action(state, chooser.choice(legal))
    return found


@pytest.fixture(scope="module")
def decisions():
    found = positions()
    assert set(found) == EVERY_KIND, "the random games reach every kind of decision"
    return found


def card_count(s):
    count = collections.Counter()
    for p in s.players:
        count.update(p.hand)
        count.update(p.buildings)
        count.update(p.chapel)
        count.update(g for g in p.goods if g != NO_CARD)
    for cards in (s.pile, s.discards, s.out, s.drawn):
        count.update(cards)
    if s.building != NO_CARD:
        count[s.building] += 1
    return count


# --- legal choices everywhere -------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVEL_IDS)
def test_every_level_chooses_a_legal_action_in_every_kind_of_decision(level, decisions):
    bot = make(level)
    for kind, states in sorted(decisions.items()):
        for k, state in enumerate(states):
            seat = state.current_player
            legal = sj.legal_actions(state)
            choice = bot.choose(sj.player_view(state, seat), legal, Random(k))
            assert choice in legal, f"{level} in {kind}: {choice!r} is not legal"


def play(levels, seed, on_decision=None, start_hands=False):
    """A game with one bot per seat; returns the final state and the number of decisions."""
    players = [make(level) for level in levels]
    rngs = [Random(seed * 7 + seat) for seat in range(len(levels))]
    state = sj.new_game(len(levels), seed, start_hands=start_hands)
    decisions = 0
    while not sj.is_terminal(state):
        seat = state.current_player
        legal = sj.legal_actions(state)
        choice = players[seat].choose(sj.player_view(state, seat), legal, rngs[seat])
        assert choice in legal, f"{levels[seat]} chose {choice!r}, not one of {list(legal)}"
        if on_decision:
            on_decision(state, seat, choice)
        state = sj.apply_action(state, choice)
        decisions += 1
        assert decisions < 3000, "the game did not end"
    return state, decisions


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["beginner", "medium"])
def test_heuristic_bots_play_whole_games(level, players):
    for seed in range(2):
        state, decisions = play([level] * players, 50 * players + seed, start_hands=seed == 1)
        assert sj.final_scores(state)["winners"] and decisions > 100
        assert any(len(p.buildings) >= data.CITY_SIZE for p in state.players), (
            "the game ended with a complete city"
        )


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_strong_bot_plays_whole_games(players):
    lineup = ["strong", "medium", "beginner", "random"][:players]
    state, decisions = play(lineup, 70 + players, start_hands=players == 3)
    assert sj.is_terminal(state) and decisions > 100


# --- determinism ----------------------------------------------------------------------------------
def test_same_seed_and_budget_give_the_same_game():
    lineup = ["strong", "medium", "beginner"]
    first, second = [], []
    play(lineup, seed=5, on_decision=lambda s, seat, a: first.append(int(a)))
    global_random.seed(12345)  # the bots must not use the global generator
    global_random.random()
    play(lineup, seed=5, on_decision=lambda s, seat, a: second.append(int(a)))
    assert first == second


@pytest.mark.parametrize("level", LEVEL_IDS)
def test_a_decision_depends_on_the_view_and_the_seed_only(level, decisions):
    for state in decisions["role_selection"] + decisions["builder/choose"]:
        view = sj.player_view(state, state.current_player)
        legal = sj.legal_actions(state)
        assert make(level).choose(view, legal, Random(3)) == make(level).choose(
            view, legal, Random(3)
        )


# --- the view alone -------------------------------------------------------------------------------
def twin(state, seed):
    """The same game with everything its player to act cannot see dealt otherwise."""
    return resample(state, Random(seed))


@pytest.mark.parametrize("level", ["beginner", "medium", "strong"])
def test_bots_decide_on_the_view_alone(level, decisions):
    """Two games that differ only in what the player cannot see (the other hands, the goods, the
    other chapels, the piles, the unseen tiles) give him the same view, and so the same
    decision."""
    kinds = (
        "role_selection",
        "builder/choose",
        "councillor/keep",
        "round_start/chapel",
        "trader",
        "builder/pay",
    )
    differs = 0
    for kind in kinds:
        for state in decisions[kind]:
            seat = state.current_player
            other = twin(state, 99)
            view = sj.player_view(state, seat)
            assert sj.player_view(other, seat) == view
            differs += sj.to_dict(other) != sj.to_dict(state)
            legal = sj.legal_actions(state)
            assert sj.legal_actions(other) == legal
            assert make(level).choose(view, legal, Random(1)) == make(level).choose(
                sj.player_view(other, seat), legal, Random(1)
            )
    assert differs >= len(kinds), "the twins really differ in hidden cards"


# --- a bot's picture of the game ------------------------------------------------------------------
def test_a_sample_keeps_the_110_cards_and_all_that_its_player_sees(decisions):
    rng = Random(4)
    for kind, states in decisions.items():
        for state in states:
            seat = state.current_player
            view = sj.player_view(state, seat)
            picture = state_from_view(view, rng)
            again = resample(picture, rng)
            for guess in (picture, again):
                assert sj.player_view(guess, seat) == view, kind
                assert card_count(guess) == card_count(state), kind
                assert sum(card_count(guess).values()) == data.TOTAL_CARDS
                assert sj.legal_actions(guess) == sj.legal_actions(state), kind
                me = guess.players[seat]
                assert (
                    me.hand == state.players[seat].hand and me.chapel == state.players[seat].chapel
                )


def test_a_sample_deals_the_unseen_cards_into_the_hidden_places():
    state = sj.new_game(4, seed=11)
    chooser = Random(11)
    for _ in range(150):
        state = sj.apply_action(state, chooser.choice(sj.legal_actions(state)))
    seat = state.current_player
    view = sj.player_view(state, seat)
    unseen = collections.Counter(unseen_cards(view))
    hidden = collections.Counter(state.pile) + collections.Counter(state.discards)
    for i, p in enumerate(state.players):
        hidden.update(g for g in p.goods if g != NO_CARD)
        if i != seat:
            hidden.update(p.hand)
            hidden.update(p.chapel)
    assert unseen == hidden, "the unseen cards are exactly those in hidden places"
    samples = {sj.to_json(resample(state_from_view(view, Random(k)), Random(k))) for k in range(5)}
    assert len(samples) == 5, "each sample guesses afresh"


def test_unseen_tiles_are_guessed_and_seen_ones_kept():
    state = sj.new_game(3, seed=2)
    seat = state.current_player
    view = sj.player_view(state, seat)
    assert view["trading_house"]["tiles"] == [None] * 5
    stacks = {state_from_view(view, Random(k)).tiles for k in range(30)}
    assert len(stacks) > 5 and all(sorted(t) == list(range(5)) for t in stacks)


# --- judgement ------------------------------------------------------------------------------------
def test_payments_give_up_the_cards_worth_least():
    """The builder building a statue (2 cards) with a second smithy in hand (money only: he has
    one, and a violet building is built once a player), a library and a prefecture pays with
    the smithy and the cheaper of the other two, and keeps the library."""
    state = sj.from_json(
        {
            "players": [
                {
                    "hand": ["smithy", "statue", "library", "prefecture"],
                    "buildings": ["indigo_plant", "smithy"],
                },
                {},
                {},
            ],
            "roles": {"builder": 0},
            "phase": {"name": "builder", "actor": 0, "picker": 0},
        }
    )
    hand = state.players[0].hand
    worths = dict(zip(hand, heuristic.card_worths(state, 0, list(hand))))
    assert worths[data.SMITHY] < min(worths[data.LIBRARY], worths[data.PREFECTURE])
    legal = sj.legal_actions(state)
    state = sj.apply_action(state, next(a for a in legal if str(a) == "builds a statue"))
    while state.phase == data.BUILDER and state.actor == 0:
        state = sj.apply_action(state, heuristic.choose(state, sj.legal_actions(state), None))
    assert state.players[0].hand == (data.LIBRARY,)
    assert state.players[0].buildings[-1] == data.STATUE


def test_no_bot_holds_the_game_up_once_no_card_can_come():
    """With the pile and the discards empty, a player who can build always builds."""
    hand = ["statue", "hero", "city_hall", "palace", "victory_column", "indigo_plant"]
    cities = [["indigo_plant"] * 5, ["sugar_mill"] * 8, ["indigo_plant"]]
    named = collections.Counter(data.CARD_INDEX[c] for c in hand + sum(cities, []))
    out = [data.CARD_NAMES[k] for k in data.KINDS for _ in range(data.COPIES[k] - named[k])]
    state = sj.from_json(
        {
            "players": [
                {"hand": hand, "buildings": cities[0]},
                {"hand": [], "buildings": cities[1]},
                {"hand": [], "buildings": cities[2]},
            ],
            "pile": [],
            "discards": [],
            "out": out,
            "governor": 1,
            "roles": {"builder": 1},
            "phase": {"name": "builder", "actor": 0, "picker": 1},
        }
    )
    assert not state.pile and not state.discards
    legal = sj.legal_actions(state)
    for level in ("beginner", "medium", "strong"):
        choice = make(level).choose(sj.player_view(state, 0), legal, Random(1))
        assert str(choice) != "builds nothing", level


def test_a_finished_game_is_worth_its_scores():
    state, _ = play(["medium", "random"], seed=3)
    scores = sj.final_scores(state)["players"]
    assert [round(v) for v in evaluation.values(state)] == [row["total"] for row in scores]


# --- strength, in small matches -------------------------------------------------------------------
def wins(lineup, seeds):
    """Wins of lineup[0] over the seeds, seats rotating (shared wins count as a share)."""
    total = 0.0
    n = len(lineup)
    for k, seed in enumerate(seeds):
        rotation = k % n
        seating = lineup[-rotation:] + lineup[:-rotation] if rotation else list(lineup)
        state, _ = play(seating, seed)
        winners = sj.final_scores(state)["winners"]
        if rotation in winners:
            total += 1 / len(winners)
    return total


def test_medium_beats_random_players():
    assert wins(["medium", "random", "random", "random"], range(8)) >= 7


def test_beginner_beats_random_players():
    assert wins(["beginner", "random", "random"], range(6)) >= 5


@pytest.mark.slow
def test_strong_beats_random_players():
    assert wins(["strong", "random", "random"], range(3)) == 3


def test_a_short_tournament_of_every_level():
    report = tournament.run(
        [("strong", TEST_OPTIONS["strong"]), ("medium", {}), ("beginner", {}), ("random", {})],
        4,
        seed=7,
        paired=True,
        workers=1,
        game=GAME,
    )
    assert report["game"] == "san-juan" and report["games"] == 4
    assert sum(e["wins"] for e in report["entries"]) == pytest.approx(4)
    assert all(e["games"] == 4 for e in report["entries"])


def test_levels_listed_for_the_new_game_screen():
    listed = bots.levels(GAME)
    assert [level["id"] for level in listed] == list(LEVEL_IDS)
    assert list(LEVELS) == list(LEVEL_IDS)
    assert all(level["name"] and level["description"] for level in listed)
    with pytest.raises(ValueError, match="levels are"):
        bots.make("grandmaster", GAME)
