"""San Juan's bots, what only this game has (every game's bots: tests/test_bots.py): every level
chooses a legal action in every kind of decision the game asks for; a bot's picture of the game
(sampling.py) keeps the 110 cards and everything its player sees; the heuristic's judgement of
payments and of a game with no card to come; a heuristic game ends with a complete city; a
finished game is worth its scores; the expert's search is the same with the same seed and budget,
whole or in the bridge's chunks; the judgement by a table of numbers and its tuning. Strength
figures: docs/bots.md (tournaments); here only small fixed-seed games, no timing."""

import collections

import pytest
from bot_games import finished, make, play, san_juan_positions

from pr_core import san_juan as sj
from pr_core.rng import Random
from pr_core.san_juan import data
from pr_core.san_juan.bots import evaluation, expert, heuristic, tuning
from pr_core.san_juan.bots.sampling import resample, state_from_view, unseen_cards
from pr_core.san_juan.state import NO_CARD

GAME = sj.GAME
LEVEL_IDS = ("beginner", "medium", "strong", "expert", "random")

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
    "prospector/use",
    "prospector/keep",
    "round_start/chapel",
    "round_start/hand_limit",
}


@pytest.fixture(scope="module")
def decisions():
    found = san_juan_positions()
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
    bot = make(GAME, level)
    for kind, states in sorted(decisions.items()):
        for k, state in enumerate(states):
            seat = state.current_player
            legal = sj.legal_actions(state)
            choice = bot.choose(sj.player_view(state, seat), legal, Random(k))
            assert choice in legal, f"{level} in {kind}: {choice!r} is not legal"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["beginner", "medium"])
def test_heuristic_games_end_with_a_complete_city(level, players):
    """The heuristic levels' whole games of the shared suite (tests/test_bots.py)."""
    for seed in range(2):
        state, _ = finished(
            GAME.id, (level,) * players, 50 * players + seed, (("start_hands", seed == 1),)
        )
        assert any(len(p.buildings) >= data.CITY_SIZE for p in state.players), (
            "the game ended with a complete city"
        )


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
    for level in ("beginner", "medium", "strong", "expert"):
        choice = make(GAME, level).choose(sj.player_view(state, 0), legal, Random(1))
        assert str(choice) != "builds nothing", level


def test_a_finished_game_is_worth_its_scores():
    state, _ = play(GAME, ["medium", "random"], seed=3)
    scores = sj.final_scores(state)["players"]
    assert [round(v) for v in evaluation.values(state)] == [row["total"] for row in scores]


# --- the expert -----------------------------------------------------------------------------------
SEARCHED = ("role_selection", "role_selection/library", "builder/choose", "round_start/chapel")


def searched_positions(decisions):
    return [state for kind in SEARCHED for state in decisions[kind]]


def test_the_expert_with_a_seed_and_a_budget_makes_the_same_choice_twice(decisions):
    """With an iteration budget and no time limit: a new bot, or the same one again (its
    judgement's memos kept), makes the same choice from the same view and seed."""
    again = expert.ExpertBot(iterations=40, seconds=None)
    for k, state in enumerate(searched_positions(decisions)):
        view = sj.player_view(state, state.current_player)
        legal = sj.legal_actions(state)
        first = expert.ExpertBot(iterations=40, seconds=None).choose(view, legal, Random(k))
        assert first in legal
        assert again.choose(view, legal, Random(k)) == first
        assert again.choose(view, legal, Random(k)) == first


def test_the_expert_searches_in_chunks_as_the_bridge_drives_it(decisions):
    """start / think / progress / best (pr_core/bridge.py's bot_step with think_ms): the search
    in short chunks reaches its budget, its progress grows to 1, and it chooses as in one go."""
    bot = expert.ExpertBot(iterations=30, seconds=None)
    for k, state in enumerate(searched_positions(decisions)[:4]):
        view = sj.player_view(state, state.current_player)
        legal = sj.legal_actions(state)
        search = bot.start(view, legal, Random(k))
        progress = [search.progress(bot)]
        while not bot.think(search, 0.002):
            progress.append(search.progress(bot))
        assert search.progress(bot) == 1.0
        assert progress == sorted(progress) and 0.0 <= progress[0] < 1.0
        assert search.finished or search.iterations == 30
        assert search.best() == bot.choose(view, legal, Random(k))


def test_the_expert_stops_at_its_time_limit(decisions):
    bot = expert.ExpertBot(iterations=100_000, seconds=0.05)
    state = decisions["role_selection"][0]
    legal = sj.legal_actions(state)
    search = bot.start(sj.player_view(state, state.current_player), legal, Random(1))
    assert bot.think(search, 10.0)
    assert 0 < search.iterations < 100_000 and search.best() in legal


def test_the_expert_compares_the_builds_the_heuristic_ranks_best(decisions):
    """At the root, a build decision compares the best few builds by the medium heuristic's
    judgement, its choice among them."""
    for state in decisions["builder/choose"]:
        legal = sj.legal_actions(state)
        model = expert.Model(state.current_player, heuristic.MEDIUM)
        choices = model.root_choices(state, legal)
        assert set(choices) <= set(legal)
        assert len(choices) == min(len(legal), expert.ROOT_BUILDS)
        assert heuristic.choose(state, legal, None) in choices


# --- the judgement by a table, and its tuning -----------------------------------------------------
def test_the_hand_set_table_judges_as_the_module_and_the_expert_table_otherwise(decisions):
    hand_set = evaluation.Judge(evaluation.TABLE)
    tuned = evaluation.Judge(expert.EXPERT_TABLE)
    differs = False
    for states in decisions.values():
        for state in states:
            assert hand_set.values(state) == evaluation.values(state)
            differs |= tuned.values(state) != evaluation.values(state)
    assert differs == (expert.EXPERT_TABLE != evaluation.TABLE)


def test_a_table_round_trips_through_the_tuning_numbers_and_its_text():
    table = expert.EXPERT_TABLE
    assert tuning.table_of(tuning.vector(table)) == table
    assert tuning.table_of(tuning.vector(evaluation.TABLE)) == evaluation.TABLE
    text = tuning.describe(table)
    assert tuning.read_table(text) == tuning.table_of([round(v, 3) for v in tuning.vector(table)])
    changed = evaluation.TABLE.replace(card_vp=0.7, plan_share=(0.4, 0.2, 0.1))
    assert tuning.describe(changed) == "card_vp=0.700\nplan_share=0.400,0.200,0.100"
    assert tuning.read_table(tuning.describe(changed)) == changed


def test_a_tuning_match_plays_every_seat_of_a_deal():
    report = tuning.match(evaluation.TABLE, players=2, deals=1, seed=3)
    assert report.startswith("2 games, 2 players: win rate 50.0 %")
