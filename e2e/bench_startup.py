"""Start-up in Chromium for e2e/benchmark.py: navigation -> interactive board, cold and warm, with
the bytes transferred (by file) and the renderers' memory; the app with its memory image, without
it, and a bare loadPyodide() as the floor."""

from __future__ import annotations

import base64
import collections
import hashlib
import json
import pathlib
import re
import shutil
import tempfile
import urllib.parse

import scripts
from conftest import CHROMIUM_LAUNCH

APP_QUERY = "?autostart=1&instant=1&players=4&seed=1"
TIMEOUT_MS = 120_000


class Transfer:
    """Bytes of every finished request in a context (page, workers, service worker), in all and
    by file (the URL's path)."""

    def __init__(self, context):
        self.bytes = 0
        self.requests = 0
        self.by_file: collections.Counter[str] = collections.Counter()
        self.context = context
        context.on("requestfinished", self.add)

    def add(self, request):
        sizes = request.sizes()
        size = sizes["responseBodySize"] + sizes["responseHeadersSize"]
        self.bytes += size
        self.by_file[urllib.parse.urlsplit(request.url).path] += size
        self.requests += 1

    def stop(self):
        self.context.remove_listener("requestfinished", self.add)


STEPS = ("worker", "download", "runtime", "engine", "ready")


def visit(context, url, ready, offline=False, profile=None):
    """Opens url in a new page; returns (ms from navigation to ready (`ready`: a function of
    e2e/js/benchmark.js), its Transfer, start-up marks, ms from navigation to ready for offline play
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
    transfer.stop()
    return ms, transfer, marks, offline_at, memory


def renderer_megabytes(profile) -> float | None:
    """The memory (MB, proportional set size) of the renderer processes of the Chromium using
    `profile`: the page, its workers and service worker. None where /proc cannot tell."""
    found = renderer_memory(profile)
    return found["pss"] if found else None


def renderer_memory(profile) -> dict[str, float] | None:
    """The renderer processes of the Chromium using `profile` (the page, its workers and service
    worker), in MB: their proportional set size ("pss": Chromium's own code shared among its
    processes counted by shares), their memory footprint ("footprint": what Chromium's task
    manager shows, resident anonymous memory and swap) and the largest one's ("tab"). None where
    /proc cannot tell."""
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
    kilobytes = {"pss": 0, "footprint": 0, "tab": 0}
    for pid in ours:
        if "--type=renderer" not in processes[pid][1]:
            continue
        try:
            rollup = pathlib.Path(f"/proc/{pid}/smaps_rollup").read_text()
            status = pathlib.Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        kilobytes["pss"] += _kilobytes(rollup, "Pss")
        footprint = _kilobytes(status, "RssAnon") + _kilobytes(status, "VmSwap")
        kilobytes["footprint"] += footprint
        # The tab's own process, the largest: its page and dedicated workers always share it
        # (the others are Chromium's spare renderers and, at times, the service worker's).
        kilobytes["tab"] = max(kilobytes["tab"], footprint)
    if not kilobytes["pss"]:
        return None
    return {name: kb / 1024 for name, kb in kilobytes.items()}


def _kilobytes(text: str, field: str) -> int:
    found = re.search(rf"^{field}:\s+(\d+) kB", text, re.MULTILINE)
    return int(found.group(1)) if found else 0


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
            "cold_files": [],
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
                    cold, cold_transfer, cold_marks, offline, _ = visit(
                        context, url, ready, offline_too
                    )
                    warm, warm_transfer, warm_marks, _, memory = visit(
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
            cold_bytes, warm_bytes = cold_transfer.bytes, warm_transfer.bytes
            res["cold_bytes"].append(cold_bytes)
            res["warm_bytes"].append(warm_bytes)
            res["cold_files"].append(cold_transfer.by_file)
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
