"""Start-up and responsiveness figures of the app in Chromium (printed, never asserted).

    .venv/bin/python e2e/benchmark.py [--rounds 3] [--clicks 40]      (or: make bench-web)

In one run, on one machine, alternating so that noise falls on both alike:
  - navigation -> interactive board (the first snapshot drawn and the player's turn), for the app
    started with ?autostart=1; cold (a new browser profile: empty HTTP cache) and warm (the same
    profile, second visit: revalidations answered 304, compiled code cached);
  - navigation -> a bare `loadPyodide()` resolved in a module worker (e2e/bench_pages/), cold and
    warm the same way: the floor any Pyodide app stands on. Our overhead is the difference;
  - bytes transferred for each (response bodies and headers, page, workers and the service
    worker's precache);
  - for the app's cold visit, when it became ready for offline play (the service worker controls
    the page, its precache done); the warm visit then starts from the service worker's cache;
  - click -> redrawn board: from the pointerup of a real mouse click on the board (or on a panel
    button: the mayor's Confirm, a confirmation) to the first frame that draws the new snapshot;
  - each bot level's decision time in the browser, as the page asks for it (bench_pages/bots.js:
    bot_step in 100 ms chunks for the strong bot), over a 4-player game of that level.

Needs the built site (python build/site.py) and Debian's Chromium (make setup).
"""

from __future__ import annotations

import argparse
import pathlib
import random
import shutil
import statistics
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, Server  # noqa: E402

APP_QUERY = "?autostart=1&instant=1&players=4&seed=1"
TIMEOUT_MS = 120_000

READY_JS = """() => new Promise((resolve) => {
  const check = () => {
    const t = window.__prTest;
    const snap = t && t.snapshot();
    if (snap && snap.your_turn && t.lastRedrawAt() > 0) resolve(t.lastRedrawAt());
    else setTimeout(check, 5);
  };
  check();
})"""

# performance.now() once a service worker controls the page with its precache done (active);
# null if the page registers none within 2 s of being ready.
OFFLINE_JS = """async () => {
  const sw = navigator.serviceWorker;
  for (let i = 0; i < 40 && !(sw && await sw.getRegistration()); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!sw || !(await sw.getRegistration())) return null;
  await sw.ready;
  if (!sw.controller) {
    await new Promise((r) => sw.addEventListener('controllerchange', r, {once: true}));
  }
  return performance.now();
}"""

# Resolves with the time from the last pointerup to the first frame of a new snapshot.
REDRAW_JS = """(since) => new Promise((resolve) => {
  const check = () => {
    const at = window.__prTest.lastRedrawAt();
    if (at > since) resolve(at - window.__pointerUpAt);
    else requestAnimationFrame(check);
  };
  check();
})"""


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


def visit(context, url, ready_js, offline_js=None):
    """Opens url in a new page; returns (ms from navigation to ready, bytes, start-up marks,
    ms from navigation to ready for offline play or None)."""
    transfer = Transfer(context)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    ms = page.evaluate(ready_js)
    marks = page.evaluate("() => window.__prTest ? window.__prTest.startup() : null")
    offline = page.evaluate(offline_js) if offline_js else None
    page.wait_for_timeout(300)  # let the last responses finish before counting
    page.close()
    return ms, transfer.bytes, marks, offline


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
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
        viewport={"width": 1366, "height": 768})


def startup_rounds(playwright, base, rounds):
    cases = {
        "app": (base + APP_QUERY, READY_JS, OFFLINE_JS),
        "bare loadPyodide": (base + "bench/bare.html",
                             "() => window.__bare.then((r) => r.readyAt)", None),
    }
    results = {name: {"cold": [], "warm": [], "cold_bytes": [], "warm_bytes": [], "offline": []}
               for name in cases}
    for r in range(rounds):
        order = list(cases) if r % 2 == 0 else list(reversed(cases))
        for name in order:
            url, ready, offline_js = cases[name]
            with tempfile.TemporaryDirectory(prefix="pr-bench-profile-") as profile:
                context = launch(playwright, profile)
                try:
                    cold, cold_bytes, cold_marks, offline = visit(context, url, ready, offline_js)
                    warm, warm_bytes, warm_marks, _ = visit(context, url, ready)
                finally:
                    context.close()
            res = results[name]
            res["cold"].append(cold)
            res["warm"].append(warm)
            res["cold_bytes"].append(cold_bytes)
            res["warm_bytes"].append(warm_bytes)
            if offline is not None:
                res["offline"].append(offline)
            print(f"  round {r + 1}: {name:17s} cold {cold:6.0f} ms ({cold_bytes / 1e6:5.2f} MB)"
                  f"   warm {warm:6.0f} ms ({warm_bytes / 1e6:5.2f} MB)"
                  + (f"   offline-ready {offline:6.0f} ms" if offline is not None else ""),
                  flush=True)
            if cold_marks:
                print(f"      cold{breakdown(cold_marks, cold)}\n      warm{breakdown(warm_marks, warm)}")
    return results


def click_rounds(playwright, base, clicks, query=APP_QUERY, switch=True):
    """Plays a 4-player game by clicking the board; returns the click -> redraw times (ms) and
    the language switches timed after it (`query`: the app's URL parameters, e.g. the
    expansion's)."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(base + query)
    page.evaluate(READY_JS)
    page.evaluate("""() => document.addEventListener('pointerup', (ev) => {
        window.__pointerUpAt = ev.timeStamp; }, true)""")
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
            targets = [t for t in page.evaluate("() => window.__prTest.targets()")
                       if t["code"] is not None and not t["menu"]]
            if not targets:
                entry = chooser.choice(snap["legal"])
                page.locator(f"[data-testid=action-list] button[data-code='{entry['code']}']").click()
            else:
                target = chooser.choice(targets)
                page.mouse.click(target["x"], target["y"])
            confirm = page.locator("[data-testid=confirm-button]")
            if confirm.is_visible():
                confirm.click()
        times.append(page.evaluate(REDRAW_JS, since))
    switches = language_switches(page) if switch else None
    browser.close()
    return times, switches


# One switch of language in the middle of the game: the catalog (downloaded the first time), the
# whole log rewritten, the panel and the board redrawn; timed to the frame after it.
SWITCH_JS = """async (code) => {
  const { useLanguage } = await import('/js/language.js');
  const t0 = performance.now();
  await useLanguage(code);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return { ms: performance.now() - t0, lines: document.querySelectorAll('[data-testid=game-log] li').length };
}"""


def language_switches(page):
    """{"first": [ms], "again": [ms], "lines": n}: each language once (downloading its catalog),
    then each again (from memory)."""
    out = {"first": [], "again": [], "lines": 0}
    for key in ("first", "again"):
        for code in ("sv", "is", "nb", "es", "nl", "en"):
            res = page.evaluate(SWITCH_JS, code)
            if not (key == "first" and code == "en"):
                out[key].append(res["ms"])
            out["lines"] = res["lines"]
    return out


def bot_rounds(playwright, base, decisions):
    """{level: [ms per decision]} for each level, in the browser's worker."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    out = {}
    try:
        for level in ("beginner", "medium", "strong"):
            page = browser.new_page()
            page.set_default_timeout(TIMEOUT_MS * 5)
            page.goto(f"{base}bench/bots.html?level={level}&decisions={decisions}")
            out.update(page.evaluate("() => window.__bots"))
            page.close()
    finally:
        browser.close()
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="cold+warm visits of each page")
    parser.add_argument("--clicks", type=int, default=40, help="clicks for click -> redraw")
    parser.add_argument("--bot-decisions", type=int, default=40,
                        help="bot decisions timed per level (0: skip)")
    parser.add_argument("--site", type=pathlib.Path, default=ROOT / "dist" / "site",
                        help="the built site to measure (default: dist/site)")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    site = args.site.resolve()
    if not (site / "index.html").is_file():
        sys.exit("benchmark: build the site first (python build/site.py)")
    with tempfile.TemporaryDirectory(prefix="pr-bench-site-") as tmp:
        served = pathlib.Path(tmp) / "site"
        shutil.copytree(site, served)
        shutil.copytree(HERE / "bench_pages", served / "bench")
        server = Server(served)
        try:
            with sync_playwright() as playwright:
                print(f"Start-up, {args.rounds} rounds (Chromium {CHROMIUM}, site {site}):")
                results = startup_rounds(playwright, server.url, args.rounds)
                print(f"Click -> redrawn board, {args.clicks} clicks:")
                clicks, switches = click_rounds(playwright, server.url, args.clicks)
                print(f"Click -> redrawn board with Expansion I (its draft first), "
                      f"{args.clicks} clicks:")
                expansion_clicks, _ = click_rounds(playwright, server.url, args.clicks,
                                                   APP_QUERY + "&expansion=draft", switch=False)
                bot_times = {}
                if args.bot_decisions:
                    print(f"Bot decisions in the browser, {args.bot_decisions} per level:")
                    bot_times = bot_rounds(playwright, server.url, args.bot_decisions)
        finally:
            server.stop()

    med = statistics.median
    app, bare = results["app"], results["bare loadPyodide"]
    print("\nmedians                       cold        warm")
    for name, res in results.items():
        print(f"  {name:26s} {med(res['cold']):6.0f} ms   {med(res['warm']):6.0f} ms")
    for kind in ("cold", "warm"):
        over = [a - b for a, b in zip(app[kind], bare[kind])]
        print(f"  our overhead, {kind:4s}          {med(over):6.0f} ms "
              f"(per round: {', '.join(f'{o:.0f}' for o in over)})")
    if app["offline"]:
        print(f"  app ready for offline play {med(app['offline']):6.0f} ms after navigation (cold)")
    print(f"  bytes, app                 {med(app['cold_bytes']) / 1e6:6.2f} MB   "
          f"{med(app['warm_bytes']) / 1e6:6.2f} MB")
    print(f"  bytes, bare loadPyodide    {med(bare['cold_bytes']) / 1e6:6.2f} MB   "
          f"{med(bare['warm_bytes']) / 1e6:6.2f} MB")
    if clicks:
        q = statistics.quantiles(clicks, n=20) if len(clicks) >= 2 else clicks
        print(f"  click -> redrawn board     median {med(clicks):.1f} ms, p95 {q[-1]:.1f} ms, "
              f"max {max(clicks):.1f} ms over {len(clicks)} clicks")
    if expansion_clicks:
        q = statistics.quantiles(expansion_clicks, n=20) if len(expansion_clicks) >= 2 \
            else expansion_clicks
        print(f"  ... with Expansion I       median {med(expansion_clicks):.1f} ms, p95 "
              f"{q[-1]:.1f} ms, max {max(expansion_clicks):.1f} ms over {len(expansion_clicks)} "
              f"clicks ({med(expansion_clicks) / med(clicks):.2f}x the base game's)")

    if switches["again"]:
        print(f"  language switch            median {med(switches['again']):.1f} ms "
              f"({med(switches['again']) / med(clicks):.1f}x a click -> redraw), first time with "
              f"its download {med(switches['first']):.1f} ms; log of {switches['lines']} lines")

    for level, times in bot_times.items():
        times = sorted(times)
        print(f"  {level:9s} decision in the browser: median {med(times):.0f} ms, "
              f"p95 {times[int(len(times) * 0.95)]:.0f} ms, max {times[-1]:.0f} ms "
              f"over {len(times)} decisions")


if __name__ == "__main__":
    main()
