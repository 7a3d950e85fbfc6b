"""The tournament harness plays San Juan: `--game san-juan` by the command line, its levels by
name, the start-hand variant by `--option`, paired deals through every seat, results that add up
and do not depend on the number of worker processes. Few, short games (the strength figures are
in docs/bots.md)."""

import json

import pytest
from tournament_checks import run_on_one_and_on_two_workers

from pr_core import games, tournament
from pr_core import san_juan as sj

GAME = sj.GAME


def lineup(*levels):
    return [tournament.parse_entry(level, GAME) for level in levels]


def two_players(bots, *more):
    """The command line for a San Juan tournament of two players."""
    return tournament.main(["--game", "san-juan", "--players", "2", "--bots", bots, *more])


def test_san_juan_is_a_game_of_the_package():
    assert games.get("san-juan") is GAME


def test_entries_name_san_juans_levels_and_their_options():
    assert lineup("strong:iterations=50;seconds=none", "medium") == [
        ("strong", {"iterations": 50, "seconds": None}),
        ("medium", {}),
    ]
    assert lineup("expert:iterations=20") == [("expert", {"iterations": 20})]
    with pytest.raises(ValueError, match="levels are: beginner, medium, strong, expert, random"):
        lineup("grandmaster")


def test_results_add_up_and_do_not_depend_on_the_workers():
    one = run_on_one_and_on_two_workers(lineup("medium", "random", "beginner"), GAME)
    assert all(x is not None for x in one["by_seat"]["medium"]), "medium sat in every seat"
    assert one["game"] == "san-juan"


def test_the_start_hand_variant_plays_through_an_option():
    report = tournament.run(
        lineup("medium", "beginner"),
        2,
        seed=5,
        paired=True,
        workers=1,
        game=GAME,
        options={"start_hands": True},
    )
    assert report["options"] == {"start_hands": True} and report["games"] == 2


def test_command_line(capsys, tmp_path):
    out = tmp_path / "report.json"
    assert (
        two_players(
            "strong:iterations=20;seconds=none,beginner",
            *("--games", "2", "--paired", "--workers", "1", "--option", "start_hands=true"),
            *("--json", str(out)),
        )
        == 0
    )
    printed = capsys.readouterr().out
    assert "games of San Juan (start_hands=True), 2 players" in printed
    assert "win rate" in printed and "by seat" in printed
    report = json.loads(out.read_text())
    assert report["game"] == "san-juan" and report["lineup"] == [
        "strong:iterations=20;seconds=None",
        "beginner",
    ]


def test_command_line_errors_say_what_is_wrong(capsys):
    with pytest.raises(SystemExit):
        tournament.main(
            ["--game", "san-juan", "--players", "5", "--bots", "random," * 4 + "random"]
        )
    assert "2 to 4 players" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        two_players("random,random", "--expansion", "draft")
    assert "no Expansion I" in capsys.readouterr().err
