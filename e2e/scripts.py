"""The end-to-end tests' JavaScript, kept in e2e/js/*.js where ESLint, Prettier and tsc check it
(build/check-js.sh, build/tsconfig.e2e.json), called by name from the tests.

A module of e2e/js is a set of `export function`s with JSDoc and no imports; a call sends the
whole module (its `export`s dropped) to the page inside one function expression, so a function
may call its module's others. Playwright passes one serialisable argument: give a list or a dict
for more.

    scripts.run(page, "saves", "putSave", text)        # page.evaluate, its answer (as JSON)
    scripts.value(page, "() => window.__prTest.snapshot()")  # any function's answer, as JSON
    scripts.wait_for(page, "board", "boardFits", [w, h])  # page.wait_for_function, polled
    context.add_init_script(scripts.init_script("board_texts", "recordBoardTexts"))
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

JS = Path(__file__).parent / "js"


@cache
def _source(module: str) -> str:
    return (JS / f"{module}.js").read_text(encoding="utf-8")


def _module(module: str) -> str:
    """The module's text as a function body: its `export`s dropped."""
    return re.sub(r"^export (async function|function|const) ", r"\1 ", _source(module), flags=re.M)


def expression(module: str, name: str) -> str:
    """A function expression of one argument that calls `name` of e2e/js/`module`.js with it:
    for page.evaluate, wait_for_function, locator.evaluate."""
    if not re.search(rf"^export (async )?function {name}\(", _source(module), re.M):
        raise KeyError(f"e2e/js/{module}.js exports no function {name}")
    return f"(arg) => {{\n{_module(module)}\nreturn {name}(arg);\n}}"


def run(target: Any, module: str, name: str, arg: Any = None) -> Any:
    """`name` of e2e/js/`module`.js run in `target` (a page, frame or locator) with `arg`: its
    answer (a promise's, awaited), as JSON reads it (see as_json)."""
    return value(target, expression(module, name), arg)


def value(target: Any, function: str, arg: Any = None) -> Any:
    """target.evaluate(function, arg), its answer handed over as JSON text (see as_json)."""
    return json.loads(target.evaluate(as_json(function), arg))


def as_json(function: str) -> str:
    """A function expression that answers as `function` does, as JSON text (undefined as null).
    Playwright hands a value over as a tree its Python side checks node by node (hundreds of
    nodes in a game's snapshot); a string it checks once."""
    return f"async (...args) => JSON.stringify((await ({function})(...args)) ?? null)"


# How often a wait asks the page again, in ms. Playwright's default asks at every animation frame,
# and a page asked at every frame draws frames for nothing: over four modules, back to back,
# asking every 100 ms took a tenth off their CPU and wall time (50 ms keeps each wait short). What
# must be caught within a few frames (a flight of the bots' moves) passes polling="raf".
POLL_MS = 50


def wait_until(target: Any, function: str, arg: Any = None, **options: Any) -> Any:
    """Waits until `function` (one line of JavaScript) answers truthily in `target` (a page or
    frame), asking every POLL_MS; `options` are wait_for_function's (timeout, polling)."""
    options.setdefault("polling", POLL_MS)
    return target.wait_for_function(function, arg=arg, **options)


def wait_for(target: Any, module: str, name: str, arg: Any = None, **options: Any) -> Any:
    """Waits until `name` of e2e/js/`module`.js answers truthily in `target` (a page or frame),
    as wait_until does."""
    return wait_until(target, expression(module, name), arg, **options)


def engine_ready(page: Any, timeout_ms: int) -> Any:
    """Waits until window.__prTest.ready resolves in `page` (the engine answers requests);
    returns its value if it can be passed out of the page, else True."""
    wait_until(page, "() => window.__prTest && window.__prTest.ready", timeout=timeout_ms)
    return run(page, "page", "engineReady", timeout_ms)


def init_script(module: str, name: str, arg: Any = None) -> str:
    """An init script (add_init_script) that calls `name` of e2e/js/`module`.js with `arg`
    before the page's own scripts run; also a script to put before a worker's own or inline in a
    page a test serves."""
    expression(module, name)  # the name checked
    return f"(() => {{\n{_module(module)}\n{name}({json.dumps(arg)});\n}})();"
