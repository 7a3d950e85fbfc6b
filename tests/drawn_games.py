"""What the property tests of both games share: hypothesis's settings, the drawn game (a seed, a
list of choices and a length) and the walk through its decisions (tests/test_properties.py,
tests/san_juan/test_sj_properties.py); and a random game played to its end (the position tests:
tests/test_position.py, tests/san_juan/test_sj_position_format.py).

Hypothesis runs derandomized and without an example database, so every run tries the same games.
"""

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from pr_core.rng import Random

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


def drawn_games(max_length):
    """(seed, choices, length) of at most `max_length` decisions."""

    @st.composite
    def games(draw):
        seed = draw(st.integers(0, 2**32 - 1))
        choices = draw(st.lists(st.integers(0, 255), max_size=max_length))
        # About half the games are played to the end; shrinking goes to the shortest.
        length = draw(st.one_of(st.integers(len(choices), max_length), st.just(max_length)))
        return seed, choices, length

    return games()


def indices(drawn, salt):
    """The drawn choices, then choices from a generator seeded with the drawn seed and the test
    file's own salt, until the drawn length."""
    seed, choices, length = drawn
    chooser = Random(seed ^ salt)
    for step in range(length):
        yield choices[step] if step < len(choices) else chooser.below(256)


def walk(engine, state, choices):
    """Yields (state, action, next state) for each decision `engine` (a game's module) is asked,
    each choice an index into the legal actions, stopping at the end."""
    for choice in choices:
        if engine.is_terminal(state):
            return
        legal = engine.legal_actions(state)
        action = legal[choice % len(legal)]
        after = engine.apply_action(state, action)
        yield state, action, after
        state = after


def played_to_the_end(engine, state, chooser):
    """Every state from `state` to the end of its game, `engine` (a game's module) applying the
    legal action `chooser` (a Random) picks at each decision."""
    states = [state]
    while not engine.is_terminal(state):
        state = engine.apply_action(state, chooser.choice(engine.legal_actions(state)))
        states.append(state)
    return tuple(states)
