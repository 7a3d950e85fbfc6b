"""Playing bots against each other in tests, for any game (tests/test_bots.py, the shared suite;
the games' own bot tests: tests/test_bots_puerto_rico.py, tests/san_juan/test_sj_bots.py)."""

import collections
import functools

from pr_core import bots, games
from pr_core.rng import Random

# A small budget keeps the searching bots (strong, expert) quick in tests; the search is the same
# at any size.
STRONG_OPTIONS = {
    "puerto-rico": {"iterations": 24, "seconds": None},
    "san-juan": {"iterations": 30, "seconds": None},
}
DEFAULT_STRONG_OPTIONS = {"iterations": 24, "seconds": None}  # a game not listed above


def options_of(game, level):
    """The test options of a level of `game` (the searching bots' small budget)."""
    if level in ("strong", "expert"):
        return STRONG_OPTIONS.get(game.id, DEFAULT_STRONG_OPTIONS)
    return {}


def make(game, level):
    return bots.make(level, game, **options_of(game, level))


def play(game, levels, seed, on_decision=None, **options):
    """Plays a game with one bot per seat (`options`: new_game's); returns the final state and
    the number of decisions taken. Every choice must be legal."""
    players = [make(game, level) for level in levels]
    rngs = [Random(seed * 7 + seat) for seat in range(len(levels))]
    state = game.new_game(len(levels), seed, **options)
    decisions = 0
    while not game.is_terminal(state):
        seat = state.current_player
        legal = game.legal_actions(state)
        choice = players[seat].choose(game.player_view(state, seat), legal, rngs[seat])
        assert choice in legal, f"{levels[seat]} chose {choice!r}, not one of {list(legal)}"
        if on_decision:
            on_decision(state, seat, choice)
        state = game.apply_action(state, choice)
        decisions += 1
        assert decisions < 3000, "the game did not end"
    return state, decisions


@functools.cache
def finished(game_id, levels, seed, options=()):
    """`play`, remembered: the shared suite and a game's own tests look at the same games
    (`levels` a tuple, `options` a tuple of (name, value))."""
    return play(games.get(game_id), list(levels), seed, **dict(options))


def wins(game, lineup, seeds, **options):
    """Wins of lineup[0] over the seeds, seats rotating (shared wins count as a share)."""
    total = 0.0
    n = len(lineup)
    for k, seed in enumerate(seeds):
        rotation = k % n
        seating = lineup[-rotation:] + lineup[:-rotation] if rotation else list(lineup)
        state, _ = play(game, seating, seed, **options)
        winners = game.final_scores(state)["winners"]
        if rotation in winners:
            total += 1 / len(winners)
    return total


def positions(game, kind_of, per_kind=3, count=12, options_of_game=lambda seed: {}):
    """Decisions of every kind `kind_of(state)` names, from random games at every player count
    (`options_of_game(seed)`: new_game's options): {kind: [state, ...]}, at most `per_kind`."""
    found = collections.defaultdict(list)
    counts = game.players
    for seed in range(count):
        state = game.new_game(counts[seed % len(counts)], seed, **options_of_game(seed))
        chooser = Random(seed)
        while not game.is_terminal(state):
            legal = game.legal_actions(state)
            kind = kind_of(state)
            if (
                len(legal) > 1
                and len(found[kind]) < per_kind
                and (not found[kind] or chooser.below(4) == 0)
            ):
                found[kind].append(state)
            state = game.apply_action(state, chooser.choice(legal))
    return dict(found)


def san_juan_decision_kind(s):
    """The kind of decision the player to act faces in San Juan: the phase, and its step where
    it has several."""
    from pr_core import san_juan as sj
    from pr_core.san_juan import builder, councillor, data, prospector, round_start
    from pr_core.san_juan.actions import SAVE_LIBRARY
    from pr_core.san_juan.state import PHASE_NAMES, ROLE_SELECTION, ROUND_START

    name = PHASE_NAMES[s.phase]
    if s.phase == data.BUILDER:
        return f"{name}/{builder.STEP_NAMES[s.step]}"
    if s.phase == data.COUNCILLOR:
        return f"{name}/{councillor.STEP_NAMES[s.step]}"
    if s.phase == data.PROSPECTOR:
        return f"{name}/{prospector.STEP_NAMES[s.step]}"
    if s.phase == ROUND_START:
        return f"{name}/{round_start.STEP_NAMES[s.step]}"
    if s.phase == ROLE_SELECTION and any(a & 4095 & SAVE_LIBRARY for a in sj.legal_actions(s)):
        return f"{name}/library"
    return name


@functools.cache
def san_juan_positions():
    """San Juan's decisions of every kind, from random games at 2-4 players (the start-hand
    variant every other game)."""
    return positions(
        games.get("san-juan"),
        san_juan_decision_kind,
        options_of_game=lambda seed: {"start_hands": seed % 2 == 0},
    )


def puerto_rico_hidden_twins():
    """A position and its twin that differs only in what its player cannot see: the face-down
    plantations' order (the generator's state)."""
    game = games.get("puerto-rico")
    state = game.new_game(4, 8)
    chooser = Random(2)
    for _ in range(40):
        state = game.apply_action(state, chooser.choice(game.legal_actions(state)))
    twin = state.clone()
    twin.rng = state.rng ^ 0xDEADBEEF  # another order of the face-down plantations
    return [(state, twin)]


def san_juan_hidden_twins():
    """Positions of the kinds of decisions that read hidden cards, each with a twin whose other
    hands, goods, other chapels, piles and unseen tiles are dealt otherwise."""
    from pr_core.san_juan.bots.sampling import resample

    kinds = (
        "role_selection",
        "builder/choose",
        "councillor/keep",
        "round_start/chapel",
        "trader",
        "builder/pay",
    )
    found = san_juan_positions()
    return [(state, resample(state, Random(99))) for kind in kinds for state in found[kind]]
