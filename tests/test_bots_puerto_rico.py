"""Puerto Rico's bots, what only this game has (every game's bots: tests/test_bots.py): Expansion
I and its draft; a bot's picture guesses the hidden VP chips; the beginner loses to the medium
bot; the package's default game is Puerto Rico."""

import pytest
from bot_games import options_of, play, wins

import pr_core as pr
from pr_core import bots, games
from pr_core.puerto_rico import actions, data, mayor
from pr_core.puerto_rico import bots as puerto_rico_bots
from pr_core.puerto_rico.bots.sampling import state_from_view
from pr_core.puerto_rico.data import SETUPS
from pr_core.puerto_rico.state import ROLE_SELECTION
from pr_core.rng import Random

GAME = games.get("puerto-rico")


@pytest.mark.parametrize(
    "players,expansion", [(2, "draft"), (3, "random"), (4, "draft"), (5, "all")]
)
def test_every_level_plays_the_expansion_and_its_draft(players, expansion):
    lineup = (["strong", "medium", "expert", "random", "beginner"])[:players]
    picks = []

    def note(state, seat, action):
        if action.kind == actions.DRAFT:
            picks.append((lineup[seat], action.arg))

    state, decisions = play(GAME, lineup, 400 + players, on_decision=note, expansion=expansion)
    assert pr.is_terminal(state) and pr.final_scores(state)["winners"]
    assert (len(picks) == 17) == (expansion == "draft")


@pytest.mark.parametrize("level", ["medium", "strong", "expert"])
def test_a_bot_drafts_what_helps_its_own_seat(level):
    """The cost-1 space takes the aqueduct or the small market. In 4-player self-play the
    aqueduct pays the seats that start with indigo (the first two) and the small market those
    that start with corn (learned/draft_weights.py): the governor puts the aqueduct on the board,
    the fourth player, offered the same space, the small market."""
    bot = bots.make(level, GAME)
    state = pr.new_game(4, seed=1, expansion="draft")
    governor = bot.choose(pr.player_view(state, 0), pr.legal_actions(state), Random(1))
    assert governor == actions.make(actions.DRAFT, data.AQUEDUCT)
    for b in (data.HARBOR, data.FACTORY, data.WHARF):  # three picks that leave the space free
        state = pr.apply_action(state, actions.make(actions.DRAFT, b))
    assert state.current_player == 3
    fourth = bot.choose(pr.player_view(state, 3), pr.legal_actions(state), Random(1))
    assert fourth == actions.make(actions.DRAFT, data.SMALL_MARKET)


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


def test_the_package_default_is_puerto_rico_and_bots_are_made_for_the_game_given():
    """The package's one default game (games.DEFAULT: what a request or a command that names no
    game plays) is Puerto Rico; its levels are its own package's, and `bots.make` builds a level
    of the game it is given."""
    assert games.DEFAULT is GAME
    assert puerto_rico_bots.LEVELS is GAME.bot_levels
    assert bots.levels(GAME) == [
        {"id": cls.id, "name": cls.name, "description": cls.description}
        for cls in GAME.bot_levels.values()
    ]
    for level in ("beginner", "medium", "strong", "expert", "random"):
        assert type(bots.make(level, GAME, **options_of(GAME, level))) is GAME.bot_levels[level]
    with pytest.raises(ValueError, match="levels are"):
        bots.make("grandmaster", GAME)


# --- the expert's learned evaluation ----------------------------------------------------------
def _mid_game_table(expansion=None):
    from pr_core.puerto_rico.bots.playout.table import from_state

    state = pr.new_game(4, seed=6, expansion=expansion)
    chooser = Random(4)
    rounds = 0
    while rounds < 20:
        state = pr.apply_action(state, chooser.choice(pr.legal_actions(state)))
        rounds += state.phase == ROLE_SELECTION
    return from_state(state)


@pytest.mark.parametrize("expansion", [None, "random"])
def test_the_learned_evaluation_sees_who_is_ahead(expansion):
    """More VP or more doubloons make a player likelier to win, in a base game and in Expansion
    I's (judged by its own weights)."""
    from pr_core.puerto_rico.bots.role_search import chances

    table = _mid_game_table(expansion)
    before = chances(table)
    assert sum(before) == pytest.approx(1.0)
    for gift in ("vp", "doubloons"):
        richer = table.copy()
        getattr(richer, gift)[2] += 8
        after = chances(richer)
        assert after[2] > before[2] + 0.05, gift
        assert all(after[s] < before[s] for s in (0, 1, 3)), gift


def test_the_committed_weights_weigh_every_feature():
    from pr_core.puerto_rico.bots.learned import features, weights, weights_expansion

    assert len(weights.WEIGHTS) == len(features.FEATURE_NAMES)
    assert len(weights_expansion.WEIGHTS) == len(features.EXPANSION_FEATURE_NAMES)
    assert len(features.player_features(_mid_game_table())[0]) == len(features.FEATURE_NAMES)
    expansion_row = features.player_features(_mid_game_table("all"))[0]
    assert len(expansion_row) == len(features.EXPANSION_FEATURE_NAMES)


@pytest.mark.parametrize(
    "level,options,budgets",
    [
        # the expert: a role choice gets its whole budget; a decision inside a phase, whose walks
        # cost more, its phase budget (so that the browser's decisions stay short)
        ("expert", {"iterations": 60, "phase_iterations": 20}, {True: 60, False: 20}),
        # the strong bot: a smaller budget for a role choice than inside a phase
        ("strong", {"iterations": 60, "role_iterations": 30}, {True: 30, False: 60}),
        # `iterations` caps both (a test or a tournament asks for a small budget in one number)
        ("strong", {"iterations": 10}, {True: 10, False: 10}),
    ],
)
def test_each_searching_level_spends_its_budget_by_the_decision(level, options, budgets):
    """The role choice and the decisions inside a phase get the level's budget for each, and the
    bridge's progress reaches 1 at either."""
    bot = bots.make(level, GAME, seconds=None, **options)
    state = pr.new_game(4, seed=8)
    chooser = Random(2)
    searched = {}
    while len(searched) < 2:
        legal = pr.legal_actions(state)
        view = pr.player_view(state, state.current_player)
        search = bot.start(view, legal, Random(1))
        if not search.finished:
            bot.think(search, 60.0)
            assert search.progress(bot) == 1.0 and search.best() in legal
            searched.setdefault(state.phase == ROLE_SELECTION, search.iterations)
        state = pr.apply_action(state, chooser.choice(legal))
    assert searched == budgets


# --- the expert's mayor -----------------------------------------------------------------------
def _placing_turns(count):
    """Placing turns with a decision (more circles than colonists), from games of medium bots."""
    from pr_core.puerto_rico.bots.mayor_search import is_placing

    found = []
    for seed in range(40):
        state = pr.new_game(2 + seed % 4, seed=seed)
        lineup = [bots.make("medium", GAME) for _ in range(state.n)]
        chooser = Random(seed)
        while not pr.is_terminal(state) and len(found) < count:
            legal = pr.legal_actions(state)
            if is_placing(state) and len(legal) > 1 and chooser.below(3) == 0:
                found.append(state)
            seat = state.current_player
            action = lineup[seat].choose(pr.player_view(state, seat), legal, chooser)
            state = pr.apply_action(state, action)
        if len(found) >= count:
            return found
    return found


def _staffing_reached(state):
    """Every staffing the acting player can end his placing turn with, by the engine's own
    actions, one step at a time."""
    seat, ends, stack = state.actor, set(), [state]
    while stack:
        s = stack.pop()
        for action in pr.legal_actions(s):
            after = pr.apply_action(s, action)
            if after.phase == s.phase and after.step == s.step and after.actor == seat:
                stack.append(after)
            else:
                ends.add((after.players[seat].occupied, after.players[seat].workers))
    return ends


def test_the_mayor_search_lists_every_arrangement_the_rules_allow():
    """The arrangements the expert compares are exactly those the engine lets the player reach
    step by step: none missing, none the rules refuse."""
    from pr_core.puerto_rico import placing
    from pr_core.puerto_rico.bots.mayor_search import arrangements, candidates

    for state in _placing_turns(12):
        listed = arrangements(state, limit=10_000)
        assert listed is not None
        seat = state.actor
        reached = set()
        for counts in listed:
            p = state.players[seat]
            names = [actions.target_name(t) for t, _ in mayor.targets(p, state.cursor)]
            s = state
            for action in placing.placement_actions(s, dict(zip(names, counts, strict=True))):
                s = pr.apply_action(s, action)
            reached.add((s.players[seat].occupied, s.players[seat].workers))
        assert len(reached) == len(listed), "each arrangement a different staffing"
        assert reached == _staffing_reached(state)
        compared = candidates(state)
        assert 1 <= len(compared) <= 6
        for arrangement in compared:  # each one a whole legal turn
            assert placing.placement_actions(state, arrangement)


def test_the_expert_searches_the_mayors_arrangement_where_it_is_close():
    """At a placing decision with several close arrangements the expert compares them (it
    walks), answers a legal action, and the same view and seed give the same answer."""
    from pr_core.puerto_rico.bots.mayor_search import MayorSearch, candidates

    bot = bots.make("expert", GAME, iterations=60, seconds=None)
    searched = 0
    for state in _placing_turns(12):
        legal = pr.legal_actions(state)
        view = pr.player_view(state, state.actor)
        search = bot.start(view, legal, Random(3))
        assert isinstance(search, MayorSearch)
        bot.think(search, 60.0)
        answer = search.best()
        assert answer in legal
        assert bot.choose(view, legal, Random(3)) == answer
        if len({plan[0] for plan in search.plans}) > 1:
            searched += 1
            assert search.iterations == 60 and len(candidates(state)) > 1
    assert searched >= 3, "some of these turns had a close choice to make"
