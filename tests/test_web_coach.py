"""The coach's figures and words as the page makes them (web/js/kit/chart.js, shell/review.js,
shell/compare.js, shell/puzzle.js, run under Node by tests/web/coach_words.mjs):
the charts' grid lines on round numbers; the reader's move and the rulebook's compared with the
search's first choice honestly (about equal where the engine says the difference is within its
search's noise, else which it prefers and by about how much); choices all about equal said so
instead of ranked; the reader's move found among the search's choices by its actions; the
rulebook's decision as the search weighed it."""

from __future__ import annotations

import json
import math
import random
import shutil
import subprocess
from pathlib import Path

import pytest

COACH_WORDS = Path(__file__).resolve().parent / "web" / "coach_words.mjs"


def run(*calls: tuple) -> list:
    """Each (function, args[, language]) called in the page's modules; their results."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is not installed (no `node` on PATH)")
    lines = "\n".join(
        json.dumps({"call": c[0], "args": c[1], "language": c[2] if len(c) > 2 else "en"})
        for c in calls
    )
    done = subprocess.run(
        [node, str(COACH_WORDS)], input=lines, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line)["result"] for line in done.stdout.splitlines()]


def one(name: str, *args, language: str = "en"):
    return run((name, list(args), language))[0]


def choice(codes, estimate, equal=None, actions=None, versus=0):
    c = {
        "codes": codes,
        "actions": actions or [{"type": "x", "n": code} for code in codes],
        "walks": 100,
        "estimate": estimate,
        "after": [],
        "versus": versus,
    }
    if equal is not None:
        c["equal"] = equal
    return c


def hint(measure, *choices, considered=None):
    h = {"measure": measure, "walks": 300, "choices": list(choices)}
    if considered is not None:
        h["considered"] = considered
    return h


def is_round(step: float) -> bool:
    power = 10 ** math.floor(math.log10(step))
    return any(math.isclose(step, m * power, rel_tol=1e-9) for m in (1, 2, 5, 10))


def test_grid_lines_fall_on_round_numbers_and_cover_the_values():
    rng = random.Random(41)
    ranges = [(0, 49), (0, 38), (-37.8, 0.23), (0, 1), (-0.4, 0.3), (0, 123), (-3, 250)]
    ranges += [tuple(sorted((rng.uniform(-60, 60), rng.uniform(-60, 60)))) for _ in range(60)]
    results = run(*[("niceTicks", [low, high]) for low, high in ranges])
    for (low, high), ticks in zip(ranges, results):
        steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:])}
        assert len(steps) == 1, (low, high, ticks)
        step = steps.pop()
        assert step >= 1 and is_round(step), (low, high, ticks)  # whole VP or points
        assert ticks[0] <= low and ticks[-1] >= high, (low, high, ticks)
        assert ticks[0] > low - step and ticks[-1] < high + step, (low, high, ticks)
        # (A range under 4 has whole steps of 1: as few as one.)
        assert (2 if high - low >= 4 else 1) <= len(ticks) - 1 <= 6, (low, high, ticks)
    assert results[:3] == [[0, 20, 40, 60], [0, 10, 20, 30, 40], [-40, -30, -20, -10, 0, 10]]


def test_the_reviews_curve_of_a_lead_has_round_grid_lines_through_zero():
    chance, lead = run(
        ("curveRange", [[0.3, 0.7], "chance"]), ("curveRange", [[-1.2, -27.9, 3.3], "lead"])
    )
    assert chance == {"low": 0, "high": 1, "grid": [0, 0.25, 0.5, 0.75, 1]}
    assert lead == {"low": -30, "high": 10, "grid": [-30, -20, -10, 0, 10]}


def test_the_rulebooks_move_is_compared_honestly_with_the_searchs_first_choice():
    first, second = choice([7], 0.62), choice([3], 0.55, equal=False)
    cases = [
        # the same decision as the search's first (which the engine compares with the second)
        ("rulebook", hint("chance", first, second), choice([7], 0.62, equal=False, versus=1)),
        # within the search's noise: about equal, whatever the figures say
        ("rulebook", hint("chance", first, second), choice([9], 0.60, equal=True)),
        # not within it: which the search prefers, and by about how much
        ("rulebook", hint("chance", first, second), choice([9], 0.5549, equal=False)),
        ("rulebook", hint("chance", first, second), choice([9], 0.70, equal=False)),
        ("rulebook", hint("lead", choice([7], 2.0), second), choice([9], 0.56, equal=False)),
        ("yours", hint("lead", choice([7], 2.0), second), choice([9], 1.98, equal=False)),
        ("yours", hint("chance", first, second), choice([9], 0.61, equal=True)),
        # decided by rule: no figure to compare
        ("rulebook", hint("chance", choice([7], None)), choice([9], None, equal=False)),
        # compared with another choice than the first: nothing said of the first
        ("yours", hint("chance", first, second), choice([9], 0.3, equal=False, versus=1)),
        # a whole decision that begins as the first does: the search weighed that first action
        ("rulebook", hint("chance", choice([7, 8], 0.62), second), choice([7, 5], 0.62, True, 1)),
    ]
    said = run(*[("standingText", [whose, h, c]) for whose, h, c in cases])
    assert said == [
        "The rulebook's move is the Expert bot's first choice.",
        "The rulebook's move and the Expert bot's first choice are about equal.",
        "The search prefers its first choice to the rulebook's move by about 7 points of win "
        "chance.",
        "The search prefers the rulebook's move to its first choice by about 8 points of win "
        "chance.",
        "The search prefers its first choice to the rulebook's move by about 1.4 VP.",
        # A difference the engine does not call equal is never said to be 0.
        "The search prefers its first choice to your move by about 0.1 VP.",
        "The search finds your move and its first choice about equal.",
        None,
        None,
        "The rulebook's move starts like the Expert bot's first choice; the search cannot tell "
        "the rest apart.",
    ]
    spanish = one("standingText", *cases[2], language="es")
    assert spanish == (
        "La búsqueda prefiere su primera opción a la jugada del reglamento por alrededor de 7 "
        "puntos de probabilidad de ganar."
    )
    assert one("differenceText", 0.01, "chance") == "1 point of win chance"
    assert one("differenceText", 1.25, "lead", language="nl") == "1,3 punten"


def test_choices_all_about_equal_are_said_to_be_so_not_ranked():
    level = hint("chance", choice([1], 0.99), choice([2], 0.99, True), choice([3], 0.98, True))
    mixed = hint("lead", choice([1], 3.0), choice([2], 2.9, True), choice([3], 1.1, False))
    unknown = hint("chance", choice([1], 0.99), choice([2], 0.99))  # an engine without `equal`
    single = hint("chance", choice([1], 0.5))
    assert run(
        ("allEqual", [level]),
        ("allEqual", [mixed]),
        ("allEqual", [unknown]),
        ("allEqual", [single]),
    ) == [True, False, False, False]


def test_the_readers_move_is_found_among_the_choices_by_its_actions():
    # Choosing a role changes nothing of the player's own board: the councillor must not pass
    # for the trader because their boards after them look alike.
    board = {"players": [{"hand": ["well"], "buildings": ["indigo_plant"]}]}
    after = [{"view": board, "events": []}]
    roles = hint("lead", *[{**choice([c], 1.0 - c / 10), "after": after} for c in (4, 9, 2)])
    arranged = hint(
        "chance",
        {**choice([5, 6], 0.4), "after": [{"view": {"players": [{"x": 1}]}, "events": []}]},
        {**choice([5, 7], 0.3), "after": after},
    )
    assert run(
        ("matchingChoice", [roles, [2], board, 0]),
        ("matchingChoice", [roles, [4], board, 0]),
        ("matchingChoice", [roles, [8], board, 0]),
        # a decision sent whole by a game's own request (no codes): by his board after it
        ("matchingChoice", [arranged, None, board, 0]),
        # a whole decision in another order; a single action that begins a choice
        ("matchingChoice", [arranged, [7, 5], board, 0]),
        ("matchingChoice", [roles, [9], board, 0]),
    ) == [2, 0, -1, 1, 1, 1]


def test_the_rulebooks_decision_is_the_considered_one_else_the_search_choice_of_its_actions():
    ship = [{"type": "small_wharf", "good": "corn", "count": 3}]
    whole = ship + [{"type": "small_wharf", "good": "sugar", "count": 1}]
    choices = [choice([1, 2], 0.9, actions=list(reversed(whole))), choice([1], 0.8, actions=ship)]
    move = {"events": [], "view": {}, "actions": whole, "about": ""}
    considered = [choice([1, 2], 0.9, equal=True)]
    assert run(
        ("rulebookChoice", [hint("chance", *choices), -1, move]),
        ("rulebookChoice", [hint("chance", choices[1]), -1, move]),  # not among them: nothing
        ("rulebookChoice", [hint("chance", *choices, considered=considered), 0, move]),
        # the search could not weigh it: nothing
        ("rulebookChoice", [hint("chance", choices[1], considered=[None]), 0, move]),
    ) == [[1, 2], None, [1, 2], None]
