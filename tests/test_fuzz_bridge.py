"""The fuzz through the bridge (tests/fuzz_bridge.py), 2,000 messages with a fixed seed: valid,
edge-valued, mutated and random requests, and saves and positions changed field by field. Every
one is answered plainly (never `internal`), as the bridge's JSON Schemas describe its answer to
that request, and none that is refused changes the game."""

import fuzz_bridge

from pr_core import bridge


def test_two_thousand_messages_get_plain_answers_and_a_refusal_never_changes_the_game():
    fuzz = fuzz_bridge.Fuzz(seed=2)
    try:
        fuzz.run(2000)
    finally:
        bridge.reset()
    report = fuzz_bridge.report(fuzz, 2000, 0)
    assert not fuzz.internals, report
    assert not fuzz.changed, report
    assert not fuzz.unlike, report
    # the run was a fuzz of a game in play, not of the door alone
    assert fuzz.counts["ok"] > 300 and fuzz.counts["illegal_action"] > 0, report
    assert {"bad_request", "bad_save", "bad_position"} <= set(fuzz.counts), report
