"""The engine's longest silences while it works, for the watchdog's limits (docs/bridge.md,
"Watchdog"). Figures printed, never asserted.

    .venv/bin/python e2e/watchdog_benchmark.py [--moves 60]

In Chromium, the built site (python build/site.py) served by build/serve.py, the worker's
messages timed by an init script that also sends it requests of its own (ids the page ignores):
two cold starts (the longest gap between progress reports), the review of a finished 4-player San
Juan game (played in this process by a random player against two Experts and a medium bot), and
Puerto Rico with four Experts and San Juan with three (every bot_step of think_ms 100, every hint
chunk of 120 and act, the player taking the hint's first choice, up to --moves decisions).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import scripts  # noqa: E402
from conftest import CHROMIUM_LAUNCH, ROOT, Server  # noqa: E402
from decisions import play_random, save_text  # noqa: E402


def ask_page(page, kind: str, payload: dict) -> dict:
    """The page's engine asked `kind` by the test: {"ms": its time, "answer": its message}."""
    return scripts.run(page, "watchdog", "askEngine", [kind, payload])


def finished_san_juan() -> str:
    snap = play_random(
        {"game": "san-juan", "players": 4, "seed": 7, "bots": [None, "expert", "expert", "medium"]},
        7,
    )
    return save_text(snap["save"])


def opened(browser, url: str):
    context = browser.new_context(service_workers="block")
    context.add_init_script(scripts.init_script("watchdog", "timeEngineMessages"))
    page = context.new_page()
    page.set_default_timeout(600_000)
    page.goto(url + "?instant=1")
    scripts.wait_until(page, "() => window.__prTest && window.__prTest.ready")
    page.evaluate("() => window.__prTest.ready")
    return context, page


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60, help="the player's decisions per game")
    args = parser.parse_args()
    save = finished_san_juan()
    from playwright.sync_api import sync_playwright

    server = Server(ROOT / "dist" / "site")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**CHROMIUM_LAUNCH)
            for start in (1, 2):
                context, page = opened(browser, server.url)
                made, log = page.evaluate("() => [__timed.made, __timed.log]")
                times = [made] + [at for at, kind in log if kind in ("progress", "ready")]
                gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
                print(
                    f"cold start {start}: {times[-1] - made:.0f} ms in all, "
                    f"longest silence {max(gaps):.0f} ms"
                )
                context.close()
            context, page = opened(browser, server.url)
            resumed = ask_page(page, "resume", {"save": save})
            print(f"resume a finished 4-player San Juan game: {resumed['ms']:.0f} ms")
            chunks = []
            while True:
                r = ask_page(page, "review", {"think_ms": 250})
                chunks.append(r["ms"])
                if not r["answer"]["ok"] or "thinking" not in r["answer"]["result"]:
                    break
            print(
                f"its review: {len(chunks)} requests, {sum(chunks) / 1000:.1f} s in all, "
                f"slowest {max(chunks):.0f} ms"
            )
            for game, players in (("puerto-rico", 5), ("san-juan", 4)):
                times: dict[str, list[float]] = {"bot_step": [], "hint": [], "act": []}
                bots = [None] + ["expert"] * (players - 1)
                r = ask_page(
                    page, "new_game", {"game": game, "players": players, "seed": 3, "bots": bots}
                )
                snap = r["answer"]["result"]
                moves = 0
                while not snap["scores"] and moves < args.moves:
                    if snap["your_turn"]:
                        while True:
                            r = ask_page(page, "hint", {"think_ms": 120})
                            times["hint"].append(r["ms"])
                            if "thinking" not in r["answer"]["result"]:
                                break
                        first = r["answer"]["result"]["hint"]["choices"][0]["actions"]
                        r = ask_page(page, "act", {"actions": first})
                        times["act"].append(r["ms"])
                        moves += 1
                    else:
                        r = ask_page(page, "bot_step", {"think_ms": 100})
                        times["bot_step"].append(r["ms"])
                    if not r["answer"]["ok"]:
                        print("refused:", r["answer"])
                        break
                    if "thinking" not in r["answer"]["result"]:
                        snap = r["answer"]["result"]
                print(
                    f"{game}, {players} players, Experts: "
                    + "; ".join(
                        f"{kind} {len(ms)} answers, slowest {max(ms):.0f} ms"
                        for kind, ms in times.items()
                        if ms
                    )
                )
            context.close()
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
