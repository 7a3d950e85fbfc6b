"""The tournament harness: paired deals rotate seats, results add up, and they do not depend on
the number of worker processes."""

import json

import pytest
from tournament_checks import run_on_one_and_on_two_workers

from pr_core import games, tournament

GAME = games.get("puerto-rico")


def lineup(*levels):
    return [tournament.parse_entry(level, GAME) for level in levels]


def test_paired_deals_rotate_every_entry_through_every_seat():
    tasks = list(
        tournament.tasks(
            lineup("random", "medium", "beginner"), 6, seed=10, paired=True, game_id=GAME.id
        )
    )
    assert [(seed, rotation) for _, _, seed, rotation, _ in tasks] == [
        (10, 0),
        (10, 1),
        (10, 2),
        (11, 0),
        (11, 1),
        (11, 2),
    ]


def test_expansion_setups_take_turns_deal_by_deal_and_a_deal_keeps_its_setup():
    tasks = list(
        tournament.tasks(
            lineup("random", "medium"),
            8,
            seed=5,
            paired=True,
            expansion=("draft", "random"),
            game_id=GAME.id,
        )
    )
    assert [(seed, options["expansion"]) for _, _, seed, _, options in tasks] == [
        (5, "draft"),
        (5, "draft"),
        (6, "random"),
        (6, "random"),
        (7, "draft"),
        (7, "draft"),
        (8, "random"),
        (8, "random"),
    ]


def test_results_add_up_and_do_not_depend_on_the_workers():
    one = run_on_one_and_on_two_workers(lineup("medium", "random", "random"), GAME)
    medium = one["levels"][0]
    assert medium["label"] == "medium" and medium["games"] == 6
    assert medium["ci95"][0] <= medium["win_rate"] <= medium["ci95"][1]
    random_level = one["levels"][1]
    assert random_level["games"] == 12, "two random entries make one level"
    assert all(x is not None for x in one["by_seat"]["medium"]), "medium sat in every seat"


def test_wilson_interval():
    low, high = tournament.wilson(40, 100)
    assert 0.30 < low < 0.31 and 0.49 < high < 0.50
    assert tournament.wilson(0, 10)[0] == 0.0


def test_command_line(capsys, tmp_path):
    out = tmp_path / "report.json"
    assert (
        tournament.main(
            [
                "--players",
                "2",
                "--bots",
                "beginner,random",
                "--games",
                "4",
                "--paired",
                "--workers",
                "1",
                "--json",
                str(out),
            ]
        )
        == 0
    )
    printed = capsys.readouterr().out
    assert "win rate" in printed and "95% CI" in printed and "by seat" in printed
    assert json.loads(out.read_text())["games"] == 4


@pytest.mark.parametrize(
    "args, message",
    [
        (["--players", "3", "--bots", "random,random"], "names 2 entries for 3 players"),
        (["--players", "2", "--bots", "random,wizard"], "no bot level 'wizard'"),
        (["--players", "2", "--bots", "strong:iterations,random"], "name=value"),
        (["--players", "2", "--bots", "random,random", "--games", "3", "--paired"], "multiple"),
    ],
)
def test_command_line_errors_say_what_is_wrong(capsys, args, message):
    with pytest.raises(SystemExit):
        tournament.main(args)
    assert message in capsys.readouterr().err
