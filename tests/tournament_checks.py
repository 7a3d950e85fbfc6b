"""What the tournament harness promises for every game (tests/test_tournament.py,
tests/san_juan/test_sj_tournament.py): the same deals give the same results on one worker
process as on two, and every deal has one winner's worth of wins."""

import json

import pytest

from pr_core import tournament

DEALS = 6


def run_on_one_and_on_two_workers(entries, game):
    """Plays six paired deals on one worker and again on two; returns the one-worker report."""
    one = tournament.run(entries, DEALS, seed=3, paired=True, workers=1, game=game)
    two = tournament.run(entries, DEALS, seed=3, paired=True, workers=2, game=game)

    def results(report):
        return [(e["wins"], e["mean_score"], e["mean_margin"]) for e in report["entries"]]

    assert results(one) == results(two)
    assert sum(e["wins"] for e in one["entries"]) == pytest.approx(DEALS)
    json.dumps(one)  # the report is JSON-ready
    return one
