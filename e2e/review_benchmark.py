"""Can the review be trusted? Figures printed, never asserted (docs/coach.md, "Measured").

    .venv/bin/python e2e/review_benchmark.py [--per-setup 4] [--browser 2]

Finished games of Puerto Rico, Expansion I (its draft) and San Juan, at 3 and 4 players, the
human played by the beginner bot against medium bots (`--per-setup` games of each of the six
setups), are reviewed in CPython as the bridge reviews them. Then:

- **the hint's verdict**: at each decision the review checked, the hint at that position (its
  first choice) as the app computes it (the session's generator) and as another search computes
  it (another seed): the share where the review's preferred move is the hint's first choice,
  over every checked decision and over those with a loss told beyond 5 points;
- **the noise**: two searches of the same position with other seeds (every checked position
  and every fourth decision): the difference of their first choices' estimates, in points (of
  win chance for Puerto Rico; VP for San Juan), its median, 90th percentile and the share within
  5 points;
- **review times**: in CPython for every game; in Chromium (the engine in its worker, as the page
  asks) for `--browser` games of San Juan and of Puerto Rico at 3 players, with the engine's
  first estimate of the time it would take.

Needs the built site for the browser part (python build/site.py) and Debian's Chromium.
"""

from __future__ import annotations

import argparse
import json
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
from pr_core.coach.estimates import estimate  # noqa: E402
from pr_core.coach.hints import Hint  # noqa: E402
from pr_core.coach.review import Review  # noqa: E402
from pr_core.record import Record  # noqa: E402
from pr_core.rng import Random, seed_state  # noqa: E402
from pr_core.session import Session, bot_seed  # noqa: E402

SETUPS = (
    ("puerto-rico", 3, {}),
    ("puerto-rico", 4, {}),
    ("puerto-rico", 3, {"expansion": "draft"}),
    ("puerto-rico", 4, {"expansion": "draft"}),
    ("san-juan", 3, {}),
    ("san-juan", 4, {}),
)
POINTS = {"chance": 100.0, "lead": 1.0}  # an estimate's unit in points: % of win chance, VP
TOLD = 5.0  # points: the losses the agreement goal is about
SMALL = 1.0  # points: and the smaller ones (San Juan's losses in VP are mostly under 5)


def finished_game(game_id: str, players: int, options: dict, seed: int) -> Record:
    """A finished game, seat 0 played by the beginner bot (his decisions marked as the bridge
    marks them), the others by medium bots."""
    game = games.get(game_id)
    record = Record(game.new_game(players, seed, **options), game)
    beginner, medium = bots.make("beginner", game), bots.make("medium", game)
    rng = Random(seed)
    while not game.is_terminal(record.state):
        state = record.state
        seat = state.current_player
        if seat == 0 and (not record.actions or record.states[-2].current_player != 0):
            record.begin_decision()
        bot = beginner if seat == 0 else medium
        view = game.player_view(state, seat)
        record.play(bot.choose(view, game.legal_actions(state), rng))
    return record


def first_choice(game, state, rng: Random) -> tuple[int, float | None]:
    """The hint's first choice at `state` (its first action's code) and its estimate."""
    hint = Hint(game, game.coach, state, state.current_player, rng)
    while not hint.think(5.0):
        pass
    best = hint.search.ranking()[0]
    return int(best.plan[0]), estimate(game.coach, best.mean)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def trust(per_setup: int) -> list[tuple[str, int, str]]:
    """Reviews the games and prints the figures; returns the saves of the games (game id,
    players, save text) for the browser's timing."""
    agree: dict[str, list[tuple[bool, bool, float]]] = defaultdict(list)  # (app, other, loss)
    spread: dict[str, list[float]] = defaultdict(list)
    times: dict[str, list[tuple[float, int]]] = defaultdict(list)
    saves: list[tuple[str, int, str]] = []
    for game_id, players, options in SETUPS:
        label = f"{game_id}{' (Expansion I)' if options else ''}, {players} players"
        game = games.get(game_id)
        measure = game.coach.measure
        for seed in range(1, per_setup + 1):
            record = finished_game(game_id, players, options, seed)
            levels = [None] + ["medium"] * (players - 1)
            session = Session(record, 0, levels, seed, seed)
            saves.append((game_id, players, session.save_text()))
            seat_seed = bot_seed(seed, 0)
            started = time.perf_counter()
            review = Review(game, game.coach, record, 0, seat_seed)
            while not review.run(5.0):
                pass
            times[label].append((time.perf_counter() - started, len(review.todo)))
            entries = review.result()["decisions"]
            checked = {e["step"] for e in entries if e["checked"]}
            sampled = checked | {e["step"] for e in entries[::4]}
            for e in entries:
                step = e["step"]
                state = record.states[step]
                if step in checked:
                    app, _ = first_choice(game, state, Random(seed_state(seat_seed) + step))
                    other, _ = first_choice(game, state, Random(7_777 + step))
                    best = e["best"][0]["code"]
                    told = 0.0 if e["same"] or e["equal"] else (e["loss"] or 0.0)
                    agree[label].append((app == best, other == best, told * POINTS[measure]))
                if step in sampled:
                    _, a = first_choice(game, state, Random(1_001 + step))
                    _, b = first_choice(game, state, Random(2_002 + step))
                    if a is not None and b is not None:
                        spread[label].append(abs(a - b) * POINTS[measure])
            print(f"  {label}, seed {seed}: reviewed", flush=True)
    print("\nThe review's preferred move against the hint's first choice at that position")
    print("  (the app's hint: the session's generator; another: another seed):")
    print(
        "  setup: checked decisions: the app's hint, another; "
        "with a loss told > 1 point: ...; > 5 points: ..."
    )
    every = [r for rows in agree.values() for r in rows]
    for label, rows in [*agree.items(), ("all", every)]:
        parts = [f"{len(rows):3}: {share(r[0] for r in rows)}, {share(r[1] for r in rows)}"]
        for least in (SMALL, TOLD):
            told = [r for r in rows if r[2] > least]
            parts.append(f"{len(told):3}: {share(r[0] for r in told)}, {share(r[1] for r in told)}")
        print(f"    {label:36} " + "; ".join(parts))
    print("\nTwo searches of the same position (other seeds): their estimates' difference, points")
    print("  setup: positions, median, 90th percentile, share within 5 points")
    for label, diffs in spread.items():
        within = share(d <= TOLD for d in diffs)
        print(
            f"    {label:36} {len(diffs):3} {statistics.median(diffs):6.2f} "
            f"{percentile(diffs, 0.9):6.2f} {within}"
        )
    diffs = [d for rows in spread.values() for d in rows]
    print(
        f"    {'all':36} {len(diffs):3} {statistics.median(diffs):6.2f} "
        f"{percentile(diffs, 0.9):6.2f} {share(d <= TOLD for d in diffs)}"
    )
    print("\nReview times in CPython: setup: games, decisions (mean), seconds (median, max)")
    for label, rows in times.items():
        seconds = [s for s, _ in rows]
        mean_decisions = statistics.mean(d for _, d in rows)
        print(
            f"    {label:36} {len(rows):3} {mean_decisions:6.1f} "
            f"{statistics.median(seconds):6.1f} {max(seconds):6.1f}"
        )
    return saves


def share(flags) -> str:
    flags = list(flags)
    return f"{sum(flags)}/{len(flags)} ({sum(flags) / len(flags):.0%})" if flags else "-"


def browser_times(site: pathlib.Path, saves: list[tuple[str, int, str]], count: int) -> None:
    picked = [
        s
        for game_id in ("san-juan", "puerto-rico")
        for s in [x for x in saves if x[0] == game_id and x[1] == 3][:count]
    ]
    games_json = json.dumps([s for *_, s in picked])
    with bench_browser(site, {"review-games.json": games_json}) as (browser, url):
        page = browser.new_page()
        page.set_default_timeout(1_800_000)
        page.goto(f"{url}bench/review.html")
        found = page.evaluate("() => window.__review")
    print("\nReview times in Chromium (Pyodide in the engine's worker, 250 ms chunks):")
    for (game_id, players, _), row in zip(picked, found, strict=True):
        announced = row["announced"]
        said = "-" if announced is None else f"{announced:.0f} s"
        print(
            f"    {game_id}, {players} players: {row['ms'] / 1000:5.1f} s for "
            f"{row['decisions']} decisions (the engine's first estimate: {said})"
        )


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-setup", type=int, default=4, help="games of each of six setups")
    parser.add_argument("--browser", type=int, default=2, help="games of each game in Chromium")
    parser.add_argument("--site", type=pathlib.Path, default=ROOT / "dist" / "site")
    args = parser.parse_args(argv)
    print(f"Reviewing {args.per_setup} games of each of {len(SETUPS)} setups in CPython:")
    saves = trust(args.per_setup)
    if args.browser:
        site = args.site.resolve()
        if not (site / "index.html").is_file():
            sys.exit("review benchmark: build the site first (python build/site.py)")
        browser_times(site, saves, args.browser)


if __name__ == "__main__":
    main()
