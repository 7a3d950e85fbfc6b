"""Start-up and responsiveness figures of the app in Chromium (printed, never asserted).

    .venv/bin/python e2e/benchmark.py [--rounds 3] [--clicks 40]      (or: make bench-web)

In one run, on one machine, alternating so that noise falls on both alike:
  - navigation -> interactive board (the first snapshot drawn and the player's turn), for the app
    started with ?autostart=1; cold (a new browser profile: empty HTTP cache) and warm (the same
    profile, second visit: revalidations answered 304, compiled code cached);
  - the same for the app without its memory snapshot (a copy of the site without it: the plain
    start, as before there was one);
  - navigation -> a bare `loadPyodide()` resolved in a module worker (e2e/bench_pages/), cold and
    warm the same way: the floor any Pyodide app stands on. Our overhead is the difference;
  - a third visit of each app with the network off: the installed app's offline start, from the
    service worker's cache;
  - the memory of the app's renderer processes (its tab, its workers and service worker: their
    proportional set size in /proc) with the board up, at the warm visit;
  - bytes transferred for each (response bodies and headers, page, workers and the service
    worker's precache);
  - for the app's cold visit, when it became ready for offline play (the service worker controls
    the page, its precache done); the warm visit then starts from the service worker's cache;
  - click -> redrawn board: from the pointerup of a real mouse click on the board (or on a panel
    button: the mayor's Confirm, a confirmation) to the first frame that draws the new snapshot;
  - last bot move -> the player's turn: at the bots' Normal pace, with their moves flying, from
    the engine's answer to the bot step that hands the player his turn to the first frame that
    draws it (his turn shown, the action list live), and to the last of its flights landed;
  - each bot level's decision time in the browser, as the page asks for it (bench_pages/bots.js:
    bot_step in 100 ms chunks for the searching bots), over a 4-player game of that level;
  - the same for San Juan: click -> redraw over a 4-player game (a role, a card of the hand, the
    picks' Confirm), and its bot levels' decisions (those it has).

With `--baseline DIR` (a checkout of an earlier commit whose site is built: DIR/dist/site), the
same run measures that site too, alternating with this one (start-up, click -> redraw, bot
decisions, each with the benchmark pages of its own commit), and prints this site's figures as
ratios of the baseline's: the way to show that a change made nothing slower.

    git worktree add /tmp/before <commit> && (cd /tmp/before && make site)
    .venv/bin/python e2e/benchmark.py --baseline /tmp/before

Needs the built site (python build/site.py) and Debian's Chromium (make setup).
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import pathlib
import random
import re
import shutil
import statistics
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import scripts  # noqa: E402
from conftest import CHROMIUM, CHROMIUM_LAUNCH, ROOT, Server  # noqa: E402

from pr_core import bots, games  # noqa: E402

APP_QUERY = "?autostart=1&instant=1&players=4&seed=1"
TIMEOUT_MS = 120_000


class Transfer:
    """Bytes of every finished request in a context (page, workers)."""

    def __init__(self, context):
        self.bytes = 0
        self.requests = 0
        context.on("requestfinished", self.add)

    def add(self, request):
        sizes = request.sizes()
        self.bytes += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        self.requests += 1


STEPS = ("worker", "download", "runtime", "engine", "ready")


def visit(context, url, ready, offline=False, profile=None):
    """Opens url in a new page; returns (ms from navigation to ready (`ready`: a function of
    e2e/js/benchmark.js), bytes, start-up marks, ms from navigation to ready for offline play
    (with `offline`) or None, MB of the renderers or None)."""
    transfer = Transfer(context)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    ms = scripts.run(page, "benchmark", "readyWithin", [ready, TIMEOUT_MS])
    marks = page.evaluate("() => window.__prTest ? window.__prTest.startup() : null")
    offline_at = scripts.run(page, "benchmark", "offlineReadyAt") if offline else None
    page.wait_for_timeout(300)  # let the last responses finish before counting
    memory = renderer_megabytes(profile) if profile else None
    page.close()
    return ms, transfer.bytes, marks, offline_at, memory


def renderer_megabytes(profile) -> float | None:
    """The memory (MB, proportional set size) of the renderer processes of the Chromium using
    `profile`: the page, its workers and service worker. None where /proc cannot tell."""
    processes = {}
    for entry in pathlib.Path("/proc").glob("[0-9]*"):
        try:
            # Chromium rewrites its processes' titles: one string, arguments between spaces.
            command = re.split(rb"[\0 ]", (entry / "cmdline").read_bytes())
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        processes[int(entry.name)] = (parent, [c.decode("utf-8", "replace") for c in command])
    ours = {
        pid for pid, (_, command) in processes.items() if f"--user-data-dir={profile}" in command
    }
    grew = True
    while grew:
        children = {pid for pid, (parent, _) in processes.items() if parent in ours} - ours
        grew = bool(children)
        ours |= children
    kilobytes = 0
    for pid in ours:
        if "--type=renderer" not in processes[pid][1]:
            continue
        try:
            rollup = pathlib.Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue
        # The proportional set: shared pages (Chromium's code) split among their processes.
        found = re.search(r"^Pss:\s+(\d+) kB", rollup, re.MULTILINE)
        kilobytes += int(found.group(1)) if found else 0
    return kilobytes / 1024 if kilobytes else None


def site_without_memory_snapshot(site: pathlib.Path, to: pathlib.Path) -> None:
    """A copy of the built site as it was before the memory snapshot: build-info.json names none
    and the service worker does not precache it."""
    shutil.copytree(site, to)
    info = json.loads((to / "build-info.json").read_text())
    snapshot = info.pop("memory_snapshot")["path"]
    text = (json.dumps(info, indent=1) + "\n").encode()
    (to / "build-info.json").write_bytes(text)
    (to / snapshot).unlink()
    worker = (to / "sw.js").read_text()
    # The precache checks each file's integrity: build-info.json's entry follows its new bytes.
    listed = re.search(r'\{[^{}]*"url":"build-info.json"\}', worker)
    if not listed:
        raise SystemExit("benchmark: sw.js does not list build-info.json as expected")
    integrity = "sha256-" + base64.b64encode(hashlib.sha256(text).digest()).decode()
    worker = worker.replace(
        listed.group(0),
        json.dumps(
            {
                "integrity": integrity,
                "revision": hashlib.md5(text).hexdigest(),
                "url": "build-info.json",
            },
            separators=(",", ":"),
        ),
    )
    entry = r'\{[^{}]*"url":"' + re.escape(snapshot) + r'"\}'
    unlisted = re.sub("," + entry, "", worker, count=1)
    if unlisted == worker:
        unlisted = re.sub(entry + ",", "", worker, count=1)
    if unlisted == worker:
        raise SystemExit(f"benchmark: sw.js does not list {snapshot} as expected")
    (to / "sw.js").write_text(unlisted)


def breakdown(marks, ready_ms):
    """'worker 120 | download 40 | runtime 3100 | ...': ms spent before each mark."""
    if not marks:
        return ""
    points = [(name, marks[name]) for name in STEPS if name in marks] + [("board", ready_ms)]
    parts = [f"{points[0][0]}@{points[0][1]:.0f}"]
    parts += [f"{b[0]} +{b[1] - a[1]:.0f}" for a, b in zip(points, points[1:])]
    return "  [" + ", ".join(parts) + "]"


def launch(playwright, profile):
    return playwright.chromium.launch_persistent_context(
        str(profile),
        **CHROMIUM_LAUNCH,
        headless=True,
        viewport={"width": 1366, "height": 768},
    )


BASELINE = "baseline app"


def startup_rounds(playwright, base, rounds, baseline=False):
    apps = ("app", "app, plain start", BASELINE)
    cases = {
        "app": (base + APP_QUERY, "appReadyAt", True),
        "app, plain start": (base + "plain/" + APP_QUERY, "appReadyAt", True),
        "bare loadPyodide": (base + "bench/bare.html", "bareReadyAt", False),
    }
    if baseline:
        # This app against the baseline's, with the bare runtime as the floor of both.
        del cases["app, plain start"]
        cases[BASELINE] = (base + "baseline/" + APP_QUERY, "appReadyAt", True)
    results = {
        name: {
            "cold": [],
            "warm": [],
            "cold_bytes": [],
            "warm_bytes": [],
            "offline": [],
            "offline_start": [],
            "memory": [],
        }
        for name in cases
    }
    for r in range(rounds):
        order = list(cases) if r % 2 == 0 else list(reversed(cases))
        for name in order:
            url, ready, offline_too = cases[name]
            offline_start = memory = None
            with tempfile.TemporaryDirectory(prefix="pr-bench-profile-") as profile:
                context = launch(playwright, profile)
                try:
                    cold, cold_bytes, cold_marks, offline, _ = visit(
                        context, url, ready, offline_too
                    )
                    warm, warm_bytes, warm_marks, _, memory = visit(
                        context, url, ready, profile=profile
                    )
                    if name in apps:
                        context.set_offline(True)
                        offline_start = visit(context, url, ready)[0]
                finally:
                    context.close()
            res = results[name]
            res["cold"].append(cold)
            res["warm"].append(warm)
            res["cold_bytes"].append(cold_bytes)
            res["warm_bytes"].append(warm_bytes)
            if offline is not None:
                res["offline"].append(offline)
            if offline_start is not None:
                res["offline_start"].append(offline_start)
            if memory is not None:
                res["memory"].append(memory)
            print(
                f"  round {r + 1}: {name:17s} cold {cold:6.0f} ms ({cold_bytes / 1e6:5.2f} MB)"
                f"   warm {warm:6.0f} ms ({warm_bytes / 1e6:5.2f} MB)"
                + (f"   offline-ready {offline:6.0f} ms" if offline is not None else "")
                + (f"   offline start {offline_start:6.0f} ms" if offline_start else "")
                + (f"   {memory:4.0f} MB in memory" if memory else ""),
                flush=True,
            )
            if cold_marks:
                print(
                    f"      cold{breakdown(cold_marks, cold)}\n"
                    f"      warm{breakdown(warm_marks, warm)}"
                )
    return results


def click_rounds(playwright, base, clicks, query=APP_QUERY, switch=True):
    """Plays a 4-player game by clicking the board; returns the click -> redraw times (ms) and
    the language switches timed after it (`query`: the app's URL parameters, e.g. the
    expansion's)."""
    browser = playwright.chromium.launch(**CHROMIUM_LAUNCH)
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(base + query)
    scripts.run(page, "benchmark", "appReadyAt")
    scripts.run(page, "benchmark", "recordPointerUps")
    chooser = random.Random(3)
    times = []
    while len(times) < clicks:
        page.evaluate("() => window.__prTest.idle()")
        snap = page.evaluate("() => window.__prTest.snapshot()")
        if snap["scores"]:
            break
        since = page.evaluate("() => window.__prTest.lastRedrawAt()")
        if snap["mayor"]:
            fill = page.locator("[data-testid=mayor-fill]")
            if fill.is_enabled():
                fill.click()
                since = page.evaluate("() => window.__prTest.lastRedrawAt()")
            page.locator("[data-testid=mayor-confirm]").click()
        else:
            targets = [
                t
                for t in scripts.value(page, "() => window.__prTest.targets()")
                if t["code"] is not None and not t["menu"]
            ]
            if not targets:
                entry = chooser.choice(snap["legal"])
                page.locator(
                    f"[data-testid=action-list] button[data-code='{entry['code']}']"
                ).click()
            else:
                target = chooser.choice(targets)
                page.mouse.click(target["x"], target["y"])
            confirm = page.locator("[data-testid=confirm-button]")
            if confirm.is_visible():
                confirm.click()
        times.append(scripts.run(page, "benchmark", "redrawAfter", since))
    switches = language_switches(page) if switch else None
    browser.close()
    return times, switches


def turn_rounds(playwright, base, turns):
    """Plays a 4-player game at the bots' Normal pace, the player deciding at once (a random
    legal move from the action list; the mayor's Fill and Confirm); returns, for each of his
    turns that a bot's step handed him, {"shown": ms, "landed": ms} (benchmark.js turnShown)."""
    browser = playwright.chromium.launch(**CHROMIUM_LAUNCH)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.add_init_script(scripts.init_script("benchmark", "probeTurnAnswers"))
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(base + "?autostart=1&players=4&seed=1&pace=normal")
    scripts.run(page, "benchmark", "appReadyAt")
    chooser = random.Random(5)
    found = []
    while len(found) < turns:
        page.evaluate("() => window.__prTest.idle()")
        snap = page.evaluate("() => window.__prTest.snapshot()")
        if snap["scores"]:
            break
        if page.evaluate("() => window.__turnAnswers.length") > len(found):
            found.append(scripts.run(page, "benchmark", "turnShown"))
        if snap["mayor"]:
            fill = page.locator("[data-testid=mayor-fill]")
            if fill.is_enabled():
                fill.click()
            page.locator("[data-testid=mayor-confirm]").click()
        else:
            entry = chooser.choice(snap["legal"])
            page.locator(f"[data-testid=action-list] button[data-code='{entry['code']}']").click()
            confirm = page.locator("[data-testid=confirm-button]")
            if confirm.is_visible():
                confirm.click()
    browser.close()
    return found


def language_switches(page):
    """{"first": [ms], "again": [ms], "lines": n}: each language once (downloading its language
    file), then each again (from memory)."""
    out = {"first": [], "again": [], "lines": 0}
    for key in ("first", "again"):
        for code in ("sv", "is", "nb", "es", "nl", "en"):
            res = scripts.run(page, "benchmark", "switchLanguage", code)
            if not (key == "first" and code == "en"):
                out[key].append(res["ms"])
            out["lines"] = res["lines"]
    return out


def sj_click_rounds(playwright, base, clicks):
    """Plays a 4-player San Juan game by clicks on the table: a role or a card, and the Confirm
    of a decision of several picks (the picks themselves are toggles drawn by the page, no
    request); returns the click -> redraw times (ms) of the clicks that sent a decision."""
    browser = playwright.chromium.launch(**CHROMIUM_LAUNCH)
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(base + APP_QUERY + "&game=san-juan")
    scripts.run(page, "benchmark", "appReadyAt")
    scripts.run(page, "benchmark", "recordPointerUps")
    chooser = random.Random(3)
    times = []
    confirm = page.locator("[data-testid=pick-confirm]")
    steps = lambda: page.evaluate("() => window.__prTest.snapshot().steps")  # noqa: E731
    while len(times) < clicks:
        page.evaluate("() => window.__prTest.idle()")
        snap = page.evaluate("() => window.__prTest.snapshot()")
        if snap["scores"]:
            break
        if confirm.is_visible():
            while not confirm.is_enabled():
                picks = [
                    t
                    for t in scripts.value(page, "() => window.__prTest.targets()")
                    if t["code"] is None
                ]
                pressed = page.locator("[data-testid=pick-panel] button[aria-pressed=true]").all()
                on = {b.get_attribute("data-pick") for b in pressed}
                page.mouse.click(*next((t["x"], t["y"]) for t in picks if t["region"] not in on))
            since = page.evaluate("() => window.__prTest.lastRedrawAt()")
            confirm.click()
            dialog = page.locator("[data-testid=confirm-button]")
            if dialog.is_visible():
                dialog.click()
            times.append(scripts.run(page, "benchmark", "redrawAfter", since))
            continue
        targets = [
            t
            for t in scripts.value(page, "() => window.__prTest.targets()")
            if t["code"] is not None and not t["menu"]
        ]
        before = steps()
        since = page.evaluate("() => window.__prTest.lastRedrawAt()")
        if targets:
            target = chooser.choice(targets)
            page.mouse.click(target["x"], target["y"])
        else:
            entry = chooser.choice(snap["legal"])
            page.locator(f"[data-testid=action-list] button[data-code='{entry['code']}']").click()
        dialog = page.locator("[data-testid=confirm-button]")
        if dialog.is_visible():
            dialog.click()
        page.wait_for_timeout(30)
        if confirm.is_visible() and steps() == before:
            continue  # a card of the hand opened its payment: the Confirm sends it
        times.append(scripts.run(page, "benchmark", "redrawAfter", since))
    browser.close()
    return times


def bot_rounds(playwright, base, decisions, game="puerto-rico"):
    """{level: [ms per decision]} for each level the game has, in the browser's worker."""
    return {level: times for level, (times, _) in bot_decisions(playwright, base, decisions, game)}


def bot_decisions(playwright, base, decisions, game="puerto-rico"):
    """[(level, ([ms per decision], [its kind, or None where the page does not say]))] for each
    level the game has, in the browser's worker (a baseline's page may give the times alone)."""
    browser = playwright.chromium.launch(**CHROMIUM_LAUNCH)
    out = {}
    try:
        # the game's levels as its new-game screen lists them (not the random baseline)
        levels = [level["id"] for level in bots.levels(games.get(game)) if level["id"] != "random"]
        for level in levels:
            page = browser.new_page()
            page.set_default_timeout(TIMEOUT_MS * 5)
            page.goto(f"{base}bench/bots.html?level={level}&decisions={decisions}&game={game}")
            for name, found in page.evaluate("() => window.__bots").items():
                if isinstance(found, dict):
                    out[name] = (found["times"], found["kinds"])
                else:
                    out[name] = (found, [None] * len(found))
            page.close()
    finally:
        browser.close()
    return list(out.items())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="cold+warm visits of each page")
    parser.add_argument("--clicks", type=int, default=40, help="clicks for click -> redraw")
    parser.add_argument(
        "--turns", type=int, default=12, help="turns for last bot move -> turn (0: skip)"
    )
    parser.add_argument(
        "--bot-decisions", type=int, default=40, help="bot decisions timed per level (0: skip)"
    )
    parser.add_argument(
        "--site",
        type=pathlib.Path,
        default=ROOT / "dist" / "site",
        help="the built site to measure (default: dist/site)",
    )
    parser.add_argument(
        "--baseline",
        type=pathlib.Path,
        help="a checkout of an earlier commit with its site built, measured in the same run",
    )
    args = parser.parse_args(argv)
    if args.baseline:
        figures = compare(args)
        print_comparison(figures)
        return

    from playwright.sync_api import sync_playwright

    site = args.site.resolve()
    if not (site / "index.html").is_file():
        sys.exit("benchmark: build the site first (python build/site.py)")
    with tempfile.TemporaryDirectory(prefix="pr-bench-site-") as tmp:
        served = pathlib.Path(tmp) / "site"
        shutil.copytree(site, served)
        shutil.copytree(HERE / "bench_pages", served / "bench")
        site_without_memory_snapshot(site, served / "plain")
        server = Server(served)
        try:
            with sync_playwright() as playwright:
                print(f"Start-up, {args.rounds} rounds (Chromium {CHROMIUM}, site {site}):")
                results = startup_rounds(playwright, server.url, args.rounds)
                print(f"Click -> redrawn board, {args.clicks} clicks:")
                clicks, switches = click_rounds(playwright, server.url, args.clicks)
                print(
                    f"Click -> redrawn board with Expansion I (its draft first), "
                    f"{args.clicks} clicks:"
                )
                expansion_clicks, _ = click_rounds(
                    playwright,
                    server.url,
                    args.clicks,
                    APP_QUERY + "&expansion=draft",
                    switch=False,
                )
                print(f"Click -> redrawn table in San Juan, {args.clicks} clicks:")
                sj_clicks = sj_click_rounds(playwright, server.url, args.clicks)
                print(f"Last bot move -> the player's turn, Normal pace, {args.turns} turns:")
                turns = turn_rounds(playwright, server.url, args.turns) if args.turns else []
                bot_times = {}
                sj_bot_times = {}
                if args.bot_decisions:
                    print(f"Bot decisions in the browser, {args.bot_decisions} per level:")
                    bot_times = bot_decisions(playwright, server.url, args.bot_decisions)
                    sj_bot_times = bot_decisions(
                        playwright, server.url, args.bot_decisions, game="san-juan"
                    )
        finally:
            server.stop()

    med = statistics.median
    app, plain, bare = results["app"], results["app, plain start"], results["bare loadPyodide"]
    print("\nmedians                       cold        warm     offline start")
    for name, res in results.items():
        offline = f"   {med(res['offline_start']):6.0f} ms" if res["offline_start"] else ""
        print(f"  {name:26s} {med(res['cold']):6.0f} ms   {med(res['warm']):6.0f} ms{offline}")
    for kind in ("cold", "warm"):
        over = [a - b for a, b in zip(app[kind], bare[kind])]
        print(
            f"  our overhead, {kind:4s}          {med(over):6.0f} ms "
            f"(per round: {', '.join(f'{o:.0f}' for o in over)})"
        )
    for kind in ("cold", "warm"):
        of_bare = [a / b for a, b in zip(app[kind], bare[kind])]
        of_plain = [a / p for a, p in zip(app[kind], plain[kind])]
        print(
            f"  app / bare loadPyodide, {kind:4s} {med(of_bare):6.0%}   app / plain start "
            f"{med(of_plain):6.0%} (per round: {', '.join(f'{x:.0%}' for x in of_bare)} / "
            f"{', '.join(f'{x:.0%}' for x in of_plain)})"
        )
    if app["offline"]:
        print(f"  app ready for offline play {med(app['offline']):6.0f} ms after navigation (cold)")
    for name in ("app", "app, plain start", "bare loadPyodide"):
        res = results[name]
        print(
            f"  bytes, {name:19s} {med(res['cold_bytes']) / 1e6:6.2f} MB   "
            f"{med(res['warm_bytes']) / 1e6:6.2f} MB"
        )
    for name in ("app", "app, plain start"):
        if results[name]["memory"]:
            print(
                f"  memory, {name:18s} {med(results[name]['memory']):6.0f} MB (renderer "
                f"processes' proportional set, board up, warm visit)"
            )
    if clicks:
        print(f"  click -> redrawn board     {_clicks(clicks)}")
    if expansion_clicks:
        print(
            f"  ... with Expansion I       {_clicks(expansion_clicks)} "
            f"({med(expansion_clicks) / med(clicks):.2f}x the base game's)"
        )

    if switches["again"]:
        print(
            f"  language switch            median {med(switches['again']):.1f} ms "
            f"({med(switches['again']) / med(clicks):.1f}x a click -> redraw), first time with "
            f"its download {med(switches['first']):.1f} ms; log of {switches['lines']} lines"
        )

    if sj_clicks:
        print(f"  ... San Juan               {_clicks(sj_clicks)}")
    if turns:
        shown = [x["shown"] for x in turns]
        landed = [x["landed"] for x in turns]
        print(
            f"  last bot move -> turn shown median {med(shown):.1f} ms, max {max(shown):.1f} ms;"
            f" its flights landed median {med(landed):.0f} ms, over {len(turns)} turns"
        )
    for game, found in (("Puerto Rico", bot_times), ("San Juan", sj_bot_times)):
        for level, (times, kinds) in found:
            print(f"  {game} {level:9s} decision in the browser: {_spread(times)}")
            if level in ("strong", "expert"):  # the searching levels: by decision kind
                by_kind: dict[str, list[float]] = {}
                for ms, kind in zip(times, kinds):
                    by_kind.setdefault(kind or "?", []).append(ms)
                for kind, kind_times in sorted(by_kind.items()):
                    print(f"    {kind:24s} {_spread(kind_times)}")
        if args.bot_decisions and not found:
            print(f"  {game} has no beginner, medium, strong or expert level: no bot figures")


def _clicks(times: list[float]) -> str:
    """The median, 95th percentile and longest of click -> redraw times."""
    q = statistics.quantiles(times, n=20) if len(times) >= 2 else times
    return (
        f"median {statistics.median(times):.1f} ms, p95 {q[-1]:.1f} ms, "
        f"max {max(times):.1f} ms over {len(times)} clicks"
    )


def _spread(times: list[float]) -> str:
    ordered = sorted(times)
    return (
        f"median {statistics.median(ordered):.0f} ms, p95 {ordered[int(len(ordered) * 0.95)]:.0f}"
        f" ms, max {ordered[-1]:.0f} ms over {len(ordered)} decisions"
    )


def compare(args) -> dict[str, dict[str, list[float]]]:
    """This site's and the baseline's figures, measured alternately in one run:
    {"this"|"baseline": {figure: [values]}}."""
    from playwright.sync_api import sync_playwright

    site = args.site.resolve()
    old = args.baseline.resolve()
    for needed in (site / "index.html", old / "dist" / "site" / "index.html"):
        if not needed.is_file():
            sys.exit(f"benchmark: {needed} is missing: build that site first (make site)")
    figures: dict[str, dict[str, list[float]]] = {"this": {}, "baseline": {}}
    with tempfile.TemporaryDirectory(prefix="pr-bench-site-") as tmp:
        served = pathlib.Path(tmp) / "site"
        shutil.copytree(site, served)
        shutil.copytree(HERE / "bench_pages", served / "bench")
        shutil.copytree(old / "dist" / "site", served / "baseline")
        shutil.copytree(old / "e2e" / "bench_pages", served / "baseline" / "bench")
        server = Server(served)
        bases = {"this": server.url, "baseline": server.url + "baseline/"}
        try:
            with sync_playwright() as playwright:
                print(f"Start-up, {args.rounds} rounds, this site and {old}'s:")
                results = startup_rounds(playwright, server.url, args.rounds, baseline=True)
                for which, name in (("this", "app"), ("baseline", BASELINE)):
                    figures[which]["start-up, cold (ms)"] = results[name]["cold"]
                    figures[which]["start-up, warm (ms)"] = results[name]["warm"]
                # Halves in the order this, baseline, baseline, this: a drift of the machine
                # falls on both.
                half = max(1, args.clicks // 2)
                for which in ("this", "baseline", "baseline", "this"):
                    print(f"Click -> redrawn board ({which}), {half} clicks:")
                    times, _ = click_rounds(playwright, bases[which], half, switch=False)
                    figures[which].setdefault("click -> redraw (ms)", []).extend(times)
                    times = sj_click_rounds(playwright, bases[which], half)
                    figures[which].setdefault("San Juan click -> redraw (ms)", []).extend(times)
                if args.turns:
                    for which in ("this", "baseline", "baseline", "this"):
                        print(f"Last bot move -> turn ({which}), {max(1, args.turns // 2)} turns:")
                        for x in turn_rounds(playwright, bases[which], max(1, args.turns // 2)):
                            figures[which].setdefault("bot move -> turn shown (ms)", []).append(
                                x["shown"]
                            )
                            figures[which].setdefault("bot move -> flights landed (ms)", []).append(
                                x["landed"]
                            )
                if args.bot_decisions:
                    for which in ("this", "baseline", "baseline", "this"):
                        print(f"Bot decisions ({which}), {args.bot_decisions // 2} per level:")
                        for game, title in (
                            ("puerto-rico", "Puerto Rico"),
                            ("san-juan", "San Juan"),
                        ):
                            found = bot_rounds(
                                playwright, bases[which], max(1, args.bot_decisions // 2), game
                            )
                            for level, times in found.items():
                                key = f"{title} {level} decision (ms)"
                                figures[which].setdefault(key, []).extend(times)
        finally:
            server.stop()
    return figures


def print_comparison(figures: dict[str, dict[str, list[float]]]) -> None:
    med = statistics.median
    print("\nmedians                                  this      baseline   this / baseline")
    for key, values in figures["this"].items():
        before = figures["baseline"].get(key)
        if not values or not before:
            continue
        print(
            f"  {key:38s} {med(values):8.1f}   {med(before):8.1f}   "
            f"{med(values) / med(before):6.0%}"
        )


if __name__ == "__main__":
    main()
