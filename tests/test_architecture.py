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
# Only these name a game: the registry, the package's historical API (Puerto Rico's) and the
# bots' default level table (Puerto Rico's, read lazily).
MAY_NAME_A_GAME = {"games.py", "__init__.py", "bots/__init__.py"}


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


def module_imports(name):
    """The pr_core modules `name` imports when it is loaded (imports inside functions, made late
    on purpose, are not counted). A package's __init__, which gathers its modules, is left out:
    what it imports is the package's surface, not a dependency of the rules."""
    path = MODULES[name]
    base = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            package = base
            for _ in range(node.level - 1):
                package = package.rsplit(".", 1)[0]
            target = (
                (package + "." + node.module if node.module else package)
                if node.level
                else (node.module or "")
            )
            found.add(target)
            found |= {f"{target}.{alias.name}" for alias in node.names}
    return {m for m in found if m in MODULES and m != name and MODULES[m].name != "__init__.py"}


def test_no_module_of_the_package_imports_itself_through_others():
    """A cycle (the builder phase importing the round, the round importing the builder phase)
    makes the order of loading matter and the layers unreadable."""
    graph = {name: module_imports(name) for name in MODULES if MODULES[name].name != "__init__.py"}
    cycles, done = [], set()

    def visit(name, path):
        if name in path:
            cycles.append(path[path.index(name) :] + [name])
            return
        if name in done:
            return
        for imported in sorted(graph[name]):
            visit(imported, path + [name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


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
