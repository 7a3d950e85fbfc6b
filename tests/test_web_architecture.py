"""The UI's modules keep their layers (docs/ui.md, "Module map"), as tests/test_architecture.py
keeps the engine's: read from the import statements of web/js/**/*.js, no browser.

    web/js/kit/                     knows no game: imports the kit only
    web/js/shell/                   the app around a game: imports the shell and the kit
    web/js/games/<game>/            one game: imports its own folder and the kit
    web/js/games/index.js           the registry: the one module that imports a game's folder
    web/js/*.js                     the entry modules (loaded by URL: index.html, a worker, the
                                    bundle): import the shell, the kit and the registry

Static imports and re-exports, dynamic `import('…')` and JSDoc types (`import('…').Name`)
count alike: a type names the module as surely as an import does.
"""

import ast
import pathlib
import re

import pytest

from pr_core.puerto_rico import data as puerto_rico
from pr_core.san_juan import data as san_juan

ROOT = pathlib.Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
JS = WEB / "js"
REGISTRY = "games/index.js"

# The modules of web/js/ itself, each loaded by URL rather than imported by a layer's module.
ENTRIES = {
    "main.js": "the UI, bundled into one module (build/bundle.mjs); loaded by early.js",
    "early.js": "index.html's first module script",
    "watchdog.js": "index.html's other module script",
    "embed-demo.js": "embed-demo.html's script",
    "worker.js": "the engine's worker (shell/engine-client.js starts it)",
    "runtime-code-worker.js": "a worker (shell/runtime-code.js starts it)",
    "memory-image-unpacker.js": "a worker (shell/memory-image.js starts it)",
}

# `import … from '…'` and `export … from '…'` (over several lines), `import '…'`.
STATIC = re.compile(
    r"^[ \t]*(?:import|export)\b[^;'\"]*?\bfrom\s*(['\"])([^'\"]+)\1"
    r"|^[ \t]*import\s*(['\"])([^'\"]+)\3",
    re.M,
)
# `import('…')`: a dynamic import, or a JSDoc type.
DYNAMIC = re.compile(r"\bimport\(\s*(['\"])([^'\"]+)\1\s*\)")
# A worker's or another file's URL: `new URL('./worker.js', import.meta.url)`.
URL_OF = re.compile(r"\bnew URL\(\s*(['\"])([^'\"]+)\1\s*,\s*import\.meta\.url\s*\)")


def modules():
    return sorted(p.relative_to(JS).as_posix() for p in JS.rglob("*.js"))


def specifiers(text):
    """(line, specifier) of every module the text imports."""
    found = []
    for pattern in (STATIC, DYNAMIC):
        for m in pattern.finditer(text):
            spec = (m.group(2) or m.group(4)) if pattern is STATIC else m.group(2)
            found.append((text.count("\n", 0, m.start()) + 1, spec))
    return sorted(found)


def imports():
    """(importing module, line, specifier, imported path relative to web/js/ or None)."""
    out = []
    for name in modules():
        text = (JS / name).read_text(encoding="utf-8")
        for line, spec in specifiers(text):
            target = None
            if spec.startswith(("./", "../")):
                resolved = (JS / name).parent.joinpath(spec).resolve()
                try:
                    target = resolved.relative_to(JS.resolve()).as_posix()
                except ValueError:
                    target = "../" + resolved.relative_to(WEB.resolve()).as_posix()
            out.append((name, line, spec, target))
    return out


def layer(path):
    """The layer of a module (a path relative to web/js/)."""
    if path == REGISTRY:
        return "registry"
    first = path.split("/")[0]
    if first in ("kit", "shell"):
        return first
    if first == "games":
        return "game:" + path.split("/")[1]
    return "entry" if "/" not in path else "unknown"


# What each layer may import, and why; a game's folder may import itself besides.
ALLOWED = {
    "kit": ({"kit"}, "the kit knows no game and no app: it imports the kit only"),
    "shell": ({"shell", "kit"}, "the shell imports the shell and the kit only"),
    "registry": ({"kit"}, "the registry imports the games' folders and the kit"),
    "entry": (
        {"shell", "kit", "entry", "registry"},
        f"an entry module reaches a game through the registry ({REGISTRY}) only",
    ),
}


# The bridge's types, generated from its JSON Schemas (build/bridge_types.mjs, docs/bridge.md):
# named by JSDoc for tsc, never imported when the page runs.
BRIDGE_TYPES = "#bridge"


def type_only(name, line):
    """Whether the bridge's types are named inside a JSDoc comment on line `line` of
    web/js/`name` (a comment's line, or a cast's `/** @type {import('#bridge')...} */`)."""
    text = (JS / name).read_text(encoding="utf-8").splitlines()[line - 1]
    if text.lstrip().startswith("*"):
        return True
    before = text[: text.find(BRIDGE_TYPES)]
    return before.rfind("/**") > before.rfind("*/")


def problems(records):
    """What is wrong with `records` (as imports() gives them), one sentence each."""
    found = []
    for name, line, spec, target in records:
        where = f"web/js/{name}:{line} imports {spec!r}"
        if target is None:
            if spec == BRIDGE_TYPES and type_only(name, line):
                continue
            found.append(f"{where}: only relative paths (the site serves no packages)")
            continue
        if target.startswith("../"):
            # Outside web/js/: only the language files, which are words, not modules.
            if not (target.startswith("../i18n/") and target.endswith(".json")):
                found.append(f"{where}: web/{target[3:]} is outside web/js/")
            elif not (WEB / target[3:]).is_file():
                found.append(f"{where}: web/{target[3:]} does not exist")
            continue
        if not (JS / target).is_file():
            found.append(f"{where}: web/js/{target} does not exist")
            continue
        mine, theirs = layer(name), layer(target)
        if mine.startswith("game:"):
            if theirs != mine and theirs != "kit":
                found.append(
                    f"{where} (web/js/{target}): a game's folder imports only itself and the kit"
                    + (": no game folder imports another" if theirs.startswith("game:") else "")
                )
            continue
        if theirs.startswith("game:") and mine != "registry":
            found.append(
                f"{where} (web/js/{target}): only the registry, web/js/{REGISTRY}, imports a "
                "game's folder"
            )
            continue
        if theirs.startswith("game:"):
            continue  # the registry's
        allowed, why = ALLOWED.get(mine, (set(), "a module belongs to a layer"))
        if theirs == mine or theirs in allowed:
            continue
        found.append(f"{where} (web/js/{target}, {theirs}): {why}")
    return found


def test_every_module_belongs_to_a_layer():
    strays = [m for m in modules() if layer(m) == "unknown"]
    assert not strays, f"modules outside kit/, shell/ and games/<game>/: {strays}"
    loose = sorted({m for m in modules() if layer(m) == "entry"} - set(ENTRIES))
    assert not loose, (
        f"web/js/ holds only entry modules, each loaded by URL ({sorted(ENTRIES)}); "
        f"move {loose} into kit/, shell/ or a game's folder"
    )
    missing = sorted(set(ENTRIES) - set(modules()))
    assert not missing, f"entry modules named here but gone: {missing}"


def test_the_registry_and_both_games_are_there():
    games = sorted(p.name for p in (JS / "games").iterdir() if p.is_dir())
    assert games == ["puerto-rico", "san-juan"], games
    registered = {target for name, _, _, target in imports() if name == REGISTRY and target}
    for game in games:
        assert f"games/{game}/table.js" in registered, f"{REGISTRY} registers {game}"


def test_imports_keep_the_layers_and_resolve():
    found = problems(imports())
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("name", "target", "complaint"),
    [
        (
            "games/puerto-rico/table.js",
            "games/san-juan/catalog.js",
            "no game folder imports another",
        ),
        ("games/san-juan/picks.js", "shell/modal.js", "imports only itself and the kit"),
        ("games/san-juan/table.js", "games/index.js", "imports only itself and the kit"),
        ("kit/parts.js", "shell/game.js", "the kit knows no game"),
        ("kit/hit.js", "games/puerto-rico/layout.js", "only the registry"),
        ("shell/game.js", "games/index.js", "the shell imports the shell and the kit only"),
        ("shell/game.js", "main.js", "the shell imports the shell and the kit only"),
        ("main.js", "games/san-juan/table.js", "only the registry"),
        ("kit/text.js", "kit/nowhere.js", "does not exist"),
    ],
)
def test_a_planted_import_is_named(name, target, complaint):
    """The rules above, on imports that break them (tests/test_web_architecture.py's own check)."""
    spec = "./" + target  # only its target is judged
    found = problems([(name, 1, spec, target)])
    assert len(found) == 1 and complaint in found[0], found


@pytest.mark.parametrize(
    ("name", "target"),
    [
        ("games/index.js", "games/san-juan/table.js"),
        ("games/puerto-rico/table.js", "kit/table.js"),
        ("shell/game.js", "kit/hit.js"),
        ("main.js", "games/index.js"),
        ("main.js", "early.js"),
        ("kit/text.js", "../i18n/en.json"),
    ],
)
def test_the_imports_the_layers_allow(name, target):
    assert problems([(name, 1, "./" + target, target)]) == []


def test_worker_urls_name_files():
    """`new URL('…', import.meta.url)` starts a worker or registers the service worker: the file
    must be there."""
    missing = []
    for name in modules():
        text = (JS / name).read_text(encoding="utf-8")
        for m in URL_OF.finditer(text):
            spec = m.group(2)
            path = (JS / name).parent.joinpath(spec).resolve()
            if not spec.endswith("/") and not path.is_file():
                missing.append(f"web/js/{name}: {spec!r}")
    assert not missing, missing


# Variables a module declares at its top level to reassign later: state that outlives a call
# lives in an object its owner makes and passes (shell/app-state.js, js/worker.js's WorkerState).
# The few left are one setting of the whole page or a tool made on first use, each said where it
# is declared (docs/ui.md, `app-state.js`).
TOP_LEVEL_STATE = {
    "kit/text.js": {"speaking"},  # the page's language, read by t() from every module
    "kit/shapes.js": {"floor", "lift"},  # the text floor of the sheet being drawn, set per frame
    "kit/chart.js": {"ruler"},  # a canvas to measure text on
    "shell/savestore.js": {"opening"},  # the worker's one connection to its database
}
PRELOAD = re.compile(r'<link rel="modulepreload" href="js/([^"]+)">')


def static_graph(entry):
    """The modules `entry` (relative to web/js/) reaches by static imports, itself left out."""
    found, todo = set(), [entry]
    while todo:
        name = todo.pop()
        text = (JS / name).read_text(encoding="utf-8")
        for m in STATIC.finditer(text):
            spec = m.group(2) or m.group(4)
            target = (JS / name).parent.joinpath(spec).resolve().relative_to(JS.resolve())
            if target.as_posix() not in found:
                found.add(target.as_posix())
                todo.append(target.as_posix())
    return found


def test_the_modules_the_engine_starts_from_are_preloaded():
    """early.js makes the engine's worker once every module it imports has loaded: index.html
    preloads them all, so that a split module does not add a round trip before the engine
    starts (a missing preload cost the start some 50 to 150 ms in make bench-web)."""
    preloaded = set(PRELOAD.findall((WEB / "index.html").read_text(encoding="utf-8")))
    assert static_graph("early.js") <= preloaded, static_graph("early.js") - preloaded


TOP_LEVEL_VARIABLE = re.compile(r"^(?:let|var)\s+(\w+)", re.M)


def top_level_variables(text):
    return set(TOP_LEVEL_VARIABLE.findall(text))


def test_no_module_keeps_other_state_at_its_top_level():
    found = {}
    for name in modules():
        names = top_level_variables((JS / name).read_text(encoding="utf-8"))
        if names:
            found[name] = names
    assert found == TOP_LEVEL_STATE


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("let shown = false;\nexport function show() {}", {"shown"}),
        ("var a = 1, b = 2;", {"a"}),
        ("export function f() {\n  let inside = 0;\n  return inside;\n}", set()),
        ("const TABLE = { a: 1 };", set()),
    ],
)
def test_the_reader_finds_top_level_variables(text, expected):
    assert top_level_variables(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("import { a } from './a.js';", ["./a.js"]),
        ("import {\n  a,\n  b,\n} from '../kit/b.js';", ["../kit/b.js"]),
        ('export { c } from "./c.js";', ["./c.js"]),
        ("import './side.js';", ["./side.js"]),
        ("const m = await import('./lazy.js');", ["./lazy.js"]),
        ("/** @typedef {import('./t.js').T} T */", ["./t.js"]),
        ("const s = 'import from nowhere';", []),
    ],
)
def test_the_reader_finds_every_kind_of_import(text, expected):
    assert [spec for _, spec in specifiers(text)] == expected


# --- a game's facts come from the engine's catalog -----------------------------------------------
# A building or card of either game by name (generic words such as "library" included: a table
# is recognized by several names or a name with a number, never by one name alone).
NAMES = set(puerto_rico.BUILDING_NAMES) | set(san_juan.CARD_NAMES)
# Three quoted names in a row (a list), or a quoted name followed by a number (a table's row), or
# a name as a key with a number (a table by name).
NAME_LIST = re.compile(r"(['\"])([a-z_]+)\1\s*,\s*(['\"])([a-z_]+)\3\s*,\s*(['\"])([a-z_]+)\5")
NAME_ROW = re.compile(r"\[\s*(['\"])([a-z_]+)\1\s*,\s*-?\d")
NAME_KEY = re.compile(r"(?<![\w.'\"])([a-z_]+)\s*:\s*-?\d")


def literal_tables(text):
    """The lines of `text` that declare a table of buildings or cards, as (line, names)."""
    found = []
    for m in NAME_LIST.finditer(text):
        names = [m.group(2), m.group(4), m.group(6)]
        if all(name in NAMES for name in names):
            found.append((text.count("\n", 0, m.start()) + 1, names))
    for pattern in (NAME_ROW, NAME_KEY):
        for m in pattern.finditer(text):
            name = m.group(2) if pattern is NAME_ROW else m.group(1)
            if name in NAMES:
                found.append((text.count("\n", 0, m.start()) + 1, [name]))
    return sorted(found)


def test_no_game_keeps_a_copy_of_the_engines_tables():
    """A game's static facts (costs, VP, circles, copies, columns, tiles, roles) come from the
    catalog in the engine's hello (games/<game>/catalog.js fills them): a second copy in the page
    would drift from the engine's."""
    copies = sorted(p.relative_to(WEB).as_posix() for p in (JS / "games").glob("*/data.js"))
    assert not copies, f"{copies}: take the game's tables from its catalog.js instead"
    tables = [
        f"web/js/{name}:{line}: {names}"
        for name in modules()
        if name.startswith("games/")
        for line, names in literal_tables((JS / name).read_text(encoding="utf-8"))
    ]
    assert not tables, "tables of buildings or cards written in the page:\n" + "\n".join(tables)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (
            "const BONUSES = ['guild_hall', 'city_hall', 'palace'];",
            [["guild_hall", "city_hall", "palace"]],
        ),
        ("  ['small_market', 1, 1, 1, 1, null, false],", [["small_market"]]),
        ("const COST = { hacienda: 2 };", [["hacienda"]]),
        ("const GOODS = ['corn', 'indigo', 'sugar'];", []),
        ("if (name === 'cloister') return [String(bonus[name])];", []),
        ("const ROLE_COLORS = { mayor: '#b0784a' };", []),
    ],
)
def test_the_reader_finds_a_table_of_buildings_or_cards(text, found):
    assert [names for _, names in literal_tables(text)] == found


# --- the end-to-end tests' JavaScript lives in e2e/js --------------------------------------------
# A script the e2e tests run in the page (evaluate, wait_for_function, an init script, a worker's
# prefix) is a module of e2e/js, where ESLint, Prettier and tsc check it (e2e/scripts.py calls it
# by name); a Python string holds at most a one-line expression.
E2E = ROOT / "e2e"
LOOKS_LIKE_JAVASCRIPT = ("=>", "function", "document.")


def inline_scripts(source: str) -> list[int]:
    """The lines where a string of `source` (a Python module) that spans more than one line and
    looks like JavaScript begins; docstrings aside. An f-string counts as one string, its literal
    parts read together; so does a string written in adjacent pieces."""
    tree = ast.parse(source)
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and ast.get_docstring(node, clean=False) is not None:
                skipped.add(id(first.value))
        if isinstance(node, ast.JoinedStr):
            skipped.update(id(part) for part in node.values)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = "".join(p.value for p in node.values if isinstance(p, ast.Constant))
        else:
            continue
        javascript = any(sign in text for sign in LOOKS_LIKE_JAVASCRIPT)
        if id(node) not in skipped and node.end_lineno != node.lineno and javascript:
            found.append(node.lineno)
    return sorted(found)


def test_the_e2e_tests_keep_their_javascript_in_e2e_js():
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted(E2E.rglob("*.py"))
        for line in inline_scripts(path.read_text(encoding="utf-8"))
    ]
    assert not found, (
        "JavaScript of more than one line in the e2e tests' Python: move it into a module of "
        "e2e/js and call it through e2e/scripts.py:\n" + "\n".join(found)
    )


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ('PROBE = """() => {\n  return 1;\n}"""', [1]),
        ('x = 1\nf("() => { const a = 1;"\n  " return document.title; }")', [2]),
        ('page.evaluate(\n    f"""(n) => {{\n  return {n};\n}}"""\n)', [2]),
        ('PAGE = """<script>\nfunction go() {}\n</script>"""', [1]),
        ('def f():\n    """Runs `() => 1` in the page,\n    a docstring."""', []),
        ('"""A module of `document.title`,\nits docstring."""', []),
        ('page.evaluate("() => document.title")', []),
        ('TEXT = """two lines\nof words"""', []),
    ],
)
def test_the_reader_finds_multi_line_javascript(source, expected):
    assert inline_scripts(source) == expected


# --- the e2e tests wait by asking the page now and then ------------------------------------------
# Playwright's wait_for_function asks at every animation frame unless told otherwise, and a page
# asked at every frame draws frames for nothing; e2e/scripts.py's wait_until and wait_for ask every
# POLL_MS. Calling wait_for_function elsewhere would bring the frame-by-frame asking back.
def method_calls(source: str, method: str) -> list[int]:
    """The lines of `source` (a Python module) that call a method named `method`."""
    return sorted(
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == method
    )


def e2e_calls_outside(method: str, allowed: set[str]) -> list[str]:
    """Where the e2e Python, outside the modules named in `allowed`, calls `method`."""
    return [
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted(E2E.rglob("*.py"))
        if path.name not in allowed
        for line in method_calls(path.read_text(encoding="utf-8"), method)
    ]


def test_the_e2e_tests_wait_through_e2e_scripts():
    found = e2e_calls_outside("wait_for_function", {"scripts.py"})
    assert not found, (
        "wait_for_function called outside e2e/scripts.py (it would ask the page at every frame): "
        "call scripts.wait_until or scripts.wait_for instead:\n" + "\n".join(found)
    )
    assert method_calls('page.wait_for_function("() => true")', "wait_for_function") == [1]


def test_the_e2e_tests_take_screenshots_for_a_person_through_e2e_screens():
    """Only when asked for (PR_E2E_SCREENS, `make screens`): they check nothing. A failed test's
    screenshot (conftest.py, shared_page.py) is always taken."""
    found = e2e_calls_outside("screenshot", {"screens.py", "conftest.py", "shared_page.py"})
    assert not found, (
        "a screenshot taken outside e2e/screens.py (a plain `make test` would pay for it): call "
        "screens.save instead:\n" + "\n".join(found)
    )
    assert method_calls('page.locator("a").screenshot(path="a.png")', "screenshot") == [1]
