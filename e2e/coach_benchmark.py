"""The coach's figures (printed, never asserted): docs/coach.md, "Measured".

    .venv/bin/python e2e/coach_benchmark.py [--games 2] [--agreement 60]

- In Chromium (the engine in its worker, as the page asks): the time of a hint at each of the
  player's decisions by kind (phase), over 4-player games against medium bots in which the player
  plays each hint's first choice; then the whole game's review, and its decisions.
- In CPython: how often the hint's first choice is what the Expert bot plays with its full budget
  (its own search, another seed), at the player's decisions of medium games.

Needs the built site (python build/site.py) and Debian's Chromium (make setup).
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time
from collections import defaultdict

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_site import bench_browser  # noqa: E402
from conftest import ROOT  # noqa: E402

from pr_core import bots, games  # noqa: E402
from pr_core.coach.hints import Hint  # noqa: E402
from pr_core.rng import Random  # noqa: E402

GAMES = ("puerto-rico", "san-juan")


def browser_figures(site: pathlib.Path, game_id: str, seeds: list[int]) -> None:
    by_kind: dict[str, list[float]] = defaultdict(list)
    with bench_browser(site) as (browser, url):
        for seed in seeds:
            page = browser.new_page()
            page.set_default_timeout(900_000)
            page.goto(f"{url}bench/coach.html?game={game_id}&seed={seed}")
            found = page.evaluate("() => window.__coach")
            page.close()
            for hint in found["hints"]:
                by_kind[hint["kind"]].append(hint["ms"])
            review = found["review"]
            print(
                f"  {game_id}, seed {seed}: review of {review['decisions']} decisions "
                f"in {review['ms'] / 1000:.1f} s "
                f"({review['ms'] / max(1, review['decisions']):.0f} ms a decision)"
            )
    print(f"  {game_id}: hint time by kind of decision (ms): n, median, p90, max")
    for kind, times in sorted(by_kind.items()):
        times.sort()
        p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
        print(
            f"    {kind:18} {len(times):4} {statistics.median(times):7.0f} {p90:7.0f} "
            f"{times[-1]:7.0f}"
        )


def agreement(game_id: str, decisions: int) -> None:
    """The hint's first choice against the Expert's own, at the player's decisions."""
    game = games.get(game_id)
    expert = bots.make("expert", game, seconds=None)
    medium = bots.make("medium", game)
    same = total = 0
    started = time.perf_counter()
    seed = 1
    while total < decisions:
        state = game.new_game(4, seed)
        rng = Random(seed)
        while not game.is_terminal(state) and total < decisions:
            seat = state.current_player
            legal = game.legal_actions(state)
            view = game.player_view(state, seat)
            if seat == 0 and len(legal) > 1 and rng.below(3) == 0:
                hint = Hint(game, game.coach, state, seat, Random(seed * 1000 + total))
                while not hint.think(5.0):
                    pass
                first = hint.search.ranking()[0].plan[0]
                own = expert.choose(view, legal, Random(seed * 7919 + total))
                same += first == own
                total += 1
            state = game.apply_action(state, medium.choose(view, legal, rng))
        seed += 1
    print(
        f"  {game_id}: the hint's first choice is the Expert's own in {same} of {total} "
        f"decisions ({same / total:.0%}); {time.perf_counter() - started:.0f} s in CPython"
    )


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="browser games per game")
    parser.add_argument("--agreement", type=int, default=60, help="decisions compared per game")
    parser.add_argument("--site", type=pathlib.Path, default=ROOT / "dist" / "site")
    args = parser.parse_args(argv)
    site = args.site.resolve()
    if not (site / "index.html").is_file():
        sys.exit("coach benchmark: build the site first (python build/site.py)")
    if args.games:
        print(f"In Chromium (Pyodide in the engine's worker), {args.games} games each:")
        for game_id in GAMES:
            browser_figures(site, game_id, list(range(3, 3 + args.games)))
    if args.agreement:
        print(f"Hint against the Expert's full budget, {args.agreement} decisions each:")
        for game_id in GAMES:
            agreement(game_id, args.agreement)


if __name__ == "__main__":
    main()
