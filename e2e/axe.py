"""axe-core (pinned in build/package.json, installed by build/setup.sh) run on what the page shows:
`violations(page)` injects `build/node_modules/axe-core/axe.min.js` into the page and each of its
frames and returns what a plain `axe.run()` finds (its whole default rule set, nothing turned
off), or with `every_rule` what every one of its rules finds; `describe(found)` says it in lines a
failure message can hold; `check(page, label)` fails with them. Any test may call it.

The script goes in through Playwright's `evaluate`, which the page's Content-Security-Policy
(no inline script) does not govern: the page under test stays exactly as served, no context with
`bypass_csp` needed. Frames of another origin (an embed's host page and its app) get their own
copy, so axe's own messages between frames reach every document."""

from __future__ import annotations

import json
from collections import Counter

import scripts
from conftest import ROOT

AXE_SCRIPT = ROOT / "build" / "node_modules" / "axe-core" / "axe.min.js"


def _script() -> str:
    if not AXE_SCRIPT.is_file():
        raise FileNotFoundError(f"{AXE_SCRIPT} is missing: run build/setup.sh")
    return AXE_SCRIPT.read_text(encoding="utf-8")


def inject(page) -> None:
    """axe-core in the page and each of its frames (once per document)."""
    source = _script()
    for frame in page.frames:
        if frame.is_detached():
            continue
        if not frame.evaluate("() => typeof window.axe === 'object'"):
            frame.evaluate(source)


def violations(page, every_rule: bool = False) -> list[dict]:
    """axe-core's violations of the page as it is now, frames included: those of a plain
    `axe.run()` (every rule of its default set, none turned off), or with `every_rule` also those
    of the rules axe-core leaves off by default."""
    inject(page)
    return scripts.run(page, "axe", "axeViolations", every_rule)


def counts(found: list[dict]) -> dict[str, int]:
    """Nodes per "rule (impact)", the form the reports quote."""
    tally: Counter[str] = Counter()
    for v in found:
        off = "" if v.get("default", True) else ", off by default"
        tally[f"{v['id']} ({v['impact']}{off})"] += len(v["nodes"])
    return dict(sorted(tally.items()))


def describe(found: list[dict], nodes_per_rule: int = 6) -> str:
    """One block per rule: its id, impact, help text and link, then the nodes it failed (their
    selector and axe's summary of what to fix)."""
    lines = []
    for v in found:
        lines.append(f"- {v['id']} ({v['impact']}): {v['help']} [{len(v['nodes'])} nodes]")
        lines.append(f"  {v['helpUrl']}")
        for node in v["nodes"][:nodes_per_rule]:
            summary = " ".join(node["summary"].split())
            lines.append(f"    {', '.join(node['target'])}: {node['html'][:120]}")
            if summary:
                lines.append(f"      {summary[:300]}")
        if len(v["nodes"]) > nodes_per_rule:
            lines.append(f"    ... and {len(v['nodes']) - nodes_per_rule} more")
    return "\n".join(lines)


def check(page, label: str, every_rule: bool = False, exempt: dict[str, str] | None = None):
    """Fails if axe-core finds any violation, of any impact, on the page as it is: of a plain
    `axe.run()`, or with `every_rule` of every rule but those in `exempt` (rule id: why it does
    not hold here, which the caller must say). Returns all it found, the exempt rules' too."""
    every = violations(page, every_rule)
    found = [v for v in every if v["id"] not in (exempt or {})]
    assert not found, f"{label}: axe-core {axe_version()} found violations:\n{describe(found)}"
    return every


def axe_version() -> str:
    package = AXE_SCRIPT.parent / "package.json"
    return json.loads(package.read_text(encoding="utf-8"))["version"]
