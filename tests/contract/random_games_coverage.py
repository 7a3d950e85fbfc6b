"""How much of the rules the contract suite's random games reach, against their number: the lines
and branches (arcs) of pr_core, bots and coach left out, reached by the games the slow set plays
(test_game_contract.py's test_many_random_games_...: per kind, seeds 0, 1, 2...), counted after
each number of games per kind asked for. Printed, never asserted: it is what the entries'
`random_games` (game_contracts.py) are sized by, the count where the figures stop growing plus a
margin. Needs coverage.py (pinned in requirements/dev.txt, installed by build/setup.sh).

    .venv/bin/python tests/contract/random_games_coverage.py GAME_ID 5,10,20,40,80
"""

from __future__ import annotations

import pathlib
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import coverage  # noqa: E402
import extra_games  # noqa: E402
from game_contracts import all_kinds, chooser, new  # noqa: E402

from pr_core import games  # noqa: E402


def main(game_id: str, steps: list[int]) -> None:
    extra_games.register_test_games()
    game = games.get(game_id)
    kinds = all_kinds(game)
    tracer = coverage.Coverage(  # data_file=None: its figures stay in memory, no .coverage file
        data_file=None,
        branch=True,
        source=["pr_core"],
        omit=["*/bots/*", "*/coach*", "*/__main__.py"],
    )
    print(f"{game_id}: {len(kinds)} kinds; games per kind, in all, lines, arcs, seconds")
    played, started = 0, time.perf_counter()
    for per_kind in steps:
        tracer.start()
        for kind in kinds:
            for seed in range(played, per_kind):
                state, pick = new(game, kind, seed), chooser(kind, seed)
                while not game.is_terminal(state):
                    state = game.apply_action(state, pick.choice(game.legal_actions(state)))
                game.final_scores(state)
        tracer.stop()
        played = per_kind
        data = tracer.get_data()
        lines = sum(len(data.lines(f) or ()) for f in data.measured_files())
        arcs = sum(len(data.arcs(f) or ()) for f in data.measured_files())
        elapsed = time.perf_counter() - started
        print(f"{per_kind:>6} {per_kind * len(kinds):>7} {lines:>6} {arcs:>6} {elapsed:>8.0f}")


if __name__ == "__main__":
    main(sys.argv[1], [int(n) for n in sys.argv[2].split(",")])
