"""The package's layout keeps its promise (docs/architecture.md): the parts that are not about a
game's rules (saves, the bridge, tournaments, simulation, the search of the strong bots, the
engine loop) never import a particular game, so a third game needs no copy of them; and every
game answers the same interface."""

import ast
import pathlib
import re

import pytest

from pr_core import games
from pr_core.game import Game

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "pr_core"
GAME_PACKAGES = ("puerto_rico", "san_juan")
# Only these name a game: the registry and the package's historical API (Puerto Rico's).
MAY_NAME_A_GAME = {"games.py", "__init__.py"}
# The package's one default game (games.DEFAULT) is read by the entry points only: the bridge
# (a request or a save that names no game) and the command lines (`--game`).
READ_THE_DEFAULT = {"bridge.py", "__main__.py", "tournament.py"}


def shared_modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.split("/")[0] in GAME_PACKAGES or relative in MAY_NAME_A_GAME:
            continue
        yield relative, path


def imported_names(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            yield (node.module or "") + "." + ",".join(alias.name for alias in node.names)


@pytest.mark.parametrize(
    "relative,path", list(shared_modules()), ids=[r for r, _ in shared_modules()]
)
def test_shared_modules_import_no_game(relative, path):
    for name in imported_names(path):
        assert not any(game in name for game in GAME_PACKAGES), (
            f"pr_core/{relative} imports {name}: shared code must reach games through games.py"
        )


def optional_game_parameters(tree):
    """The parameters annotated with a game (`Game`, `AnyGame`...) that have a default."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            positional = arguments.posonlyargs + arguments.args
            with_default = list(
                zip(positional[len(positional) - len(arguments.defaults) :], arguments.defaults)
            )
            with_default += [
                (arg, default)
                for arg, default in zip(arguments.kwonlyargs, arguments.kw_defaults)
                if default is not None
            ]
            for arg, _ in with_default:
                if arg.annotation is not None and "Game" in ast.unparse(arg.annotation):
                    yield node.lineno, f"{node.name}({arg.arg}=...)"


def default_game_reads(tree):
    """Where `tree` reads the registry's default game (games.DEFAULT)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "DEFAULT":
            if isinstance(node.value, ast.Name) and node.value.id == "games":
                yield node.lineno, "games.DEFAULT"
        elif isinstance(node, ast.ImportFrom) and (node.module or "").endswith("games"):
            yield from (
                (node.lineno, "from games import DEFAULT")
                for alias in node.names
                if alias.name == "DEFAULT"
            )


@pytest.mark.parametrize(
    "relative,path", list(shared_modules()), ids=[r for r, _ in shared_modules()]
)
def test_shared_functions_are_given_their_game(relative, path):
    """Below the entry points no function falls back to a game: each takes its game, and only
    the entry points read the package's one default (games.DEFAULT, Puerto Rico)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = list(optional_game_parameters(tree))
    if relative not in READ_THE_DEFAULT:
        found += default_game_reads(tree)
    assert not found, f"pr_core/{relative} falls back to a default game: " + ", ".join(
        f"line {line}: {what}" for line, what in found
    )


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_game_fills_the_whole_interface(game_id):
    game = games.get(game_id)
    assert isinstance(game, Game) and game.id == game_id
    state = game.new_game(min(game.players), 1)
    assert state.n == min(game.players) and state.current_player is not None
    assert all(isinstance(p.name, str) for p in state.players)
    legal = game.legal_actions(state)
    action = legal[0]
    assert game.action_from_code(int(action)) == action
    assert game.action_from_json(action.to_json()) == action
    after = game.apply_action(state, action)
    assert game.events_for(game.step_events(after), 0)
    assert game.from_json(game.to_dict(after)) is not None
    assert game.player_view(after, 0)["format"] == game.position_format
    for page_part in ("CATALOG", "REQUESTS", "legal_entries", "extras", "scenario_facts"):
        assert hasattr(game.page, page_part), page_part
    assert set(game.bot_levels) >= {"random"}


def test_games_have_different_formats_and_scenario_ids():
    formats = [g.position_format for g in games.GAMES.values()]
    assert len(set(formats)) == len(formats)
    ids = [s for g in games.GAMES.values() for s in g.scenarios.ALL]
    assert len(set(ids)) == len(ids)


def module_name(path):
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def import_kind(tree):
    """Every import statement in `tree` with where it is: "module" (run when the module is
    loaded), "TYPE_CHECKING" (read by the type checker only) or "function" (run when called)."""
    found = []

    def visit(node, kind):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append((child, kind))
            inner = kind
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                inner = "function"
            elif isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                inner = "TYPE_CHECKING" if kind == "module" else kind
            visit(child, inner)

    visit(tree, "module")
    return found


def module_imports(name):
    """The pr_core modules `name` names in an import, anywhere in it (at the top, for the type
    checker only, inside a function): module -> (line, kind). `from package import x` names the
    module package.x where there is one, else the package (its __init__); importing a module
    loads its packages too, which is not counted: a package's __init__ that gathers its modules
    is their surface, not one of their dependencies."""
    path = MODULES[name]
    base = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = {}
    for node, kind in import_kind(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            package = base
            for _ in range(node.level - 1):
                package = package.rsplit(".", 1)[0]
            module = (
                (package + "." + node.module if node.module else package)
                if node.level
                else (node.module or "")
            )
            targets = [
                f"{module}.{alias.name}" if f"{module}.{alias.name}" in MODULES else module
                for alias in node.names
            ]
        for target in targets:
            if target in MODULES and target != name:
                found.setdefault(target, (node.lineno, kind))
    return found


IMPORTS = {name: module_imports(name) for name in MODULES}


def strongly_connected(graph):
    """Tarjan's strongly connected components of `graph` (name -> names) with more than one
    module: each is a set of modules every one of which imports every other, through others."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(name):
        index[name] = low[name] = len(index)
        stack.append(name)
        on_stack.add(name)
        for other in sorted(graph[name]):
            if other not in index:
                visit(other)
                low[name] = min(low[name], low[other])
            elif other in on_stack:
                low[name] = min(low[name], index[other])
        if low[name] == index[name]:
            component = set()
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.add(other)
                if other == name:
                    break
            if len(component) > 1:
                found.append(component)

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return found


def one_cycle(component):
    """A shortest way round `component`, from its first module back to it, each step with the
    line and kind of the import that makes it."""
    start = min(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        name = queue.pop(0)
        for other in sorted(IMPORTS[name]):
            if other == start:
                return paths[name] + [start]
            if other in component and other not in paths:
                paths[other] = paths[name] + [other]
                queue.append(other)
    raise AssertionError(component)


def test_no_import_cycle_even_for_the_type_checker():
    """No module of the package imports itself through others, counting every import: those
    for the type checker only and those inside a function too. A cycle makes the order of
    loading matter and the layers unreadable, whether Python or the type checker walks it; a
    lower layer that must speak of an upper one does so through a Protocol of its own
    (docs/architecture.md, "Layers")."""
    components = strongly_connected({name: set(found) for name, found in IMPORTS.items()})
    lines = []
    for component in sorted(components, key=len, reverse=True):
        cycle = one_cycle(component)
        steps = [
            f"{a} (line {IMPORTS[a][b][0]}, {IMPORTS[a][b][1]}) -> {b}"
            for a, b in zip(cycle, cycle[1:])
        ]
        lines.append(
            f"{len(component)} modules in a cycle: {', '.join(sorted(component))}\n"
            "  for example:\n    " + "\n    ".join(steps)
        )
    assert not components, "import cycles among pr_core's modules:\n" + "\n".join(lines)


# An action code's layout (kind << SHIFT | arg, and the parts inside an argument) is written in
# each game's actions module, which names it (SHIFT, ARG, CARD_MASK...); elsewhere a code is read
# through those names or Action.kind / .arg. A literal shift or mask other than 1 (a per-seat bit)
# would be the layout written a second time. The random generator is bit arithmetic by nature.
LITERAL_BITS = re.compile(r"(>>|<<|&)\s*(0x[0-9a-fA-F]+|[0-9]+)\b")
LAYOUT_MODULES = {"puerto_rico/actions.py", "san_juan/actions.py", "rng.py"}


def test_action_codes_are_read_through_named_parts_outside_the_actions_modules():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative in LAYOUT_MODULES:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            found += [
                f"pr_core/{relative}:{number}: {line.strip()}"
                for _, literal in LITERAL_BITS.findall(code)
                if int(literal, 0) != 1
            ]
    assert not found, "raw shifts or masks:\n" + "\n".join(found)
