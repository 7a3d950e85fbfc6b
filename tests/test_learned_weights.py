"""The learned weights and where they come from: each committed weights module records the digest
of the sources that made it (tools/learned/provenance.py), and the training scripts make the same
module from the same seed. The training code is development-only: pr_core never imports it."""

import ast
import shutil
from pathlib import Path

import pytest

from tools.learned import provenance
from tools.learned.provenance import DRAFT, EVALUATION, LEARNED, ROOT


@pytest.mark.parametrize("learned", LEARNED, ids=lambda learned: Path(learned.module).name)
def test_every_weights_module_was_made_by_its_sources_as_they_are(learned):
    recorded_digest, arguments = provenance.recorded(ROOT / learned.module)
    assert arguments, (
        f"{learned.module} records no TRAINING_ARGUMENTS: retrain it with `python -m "
        f"{learned.script}` and the arguments its docstring names (docs/bots.md)"
    )
    now = provenance.digest(learned.sources, arguments)
    assert recorded_digest == now, (
        f"{learned.module} is stale: the sources that made it (tools/learned/provenance.py) "
        f"changed since it was trained (digest {recorded_digest}, now {now}). Retrain it from "
        f"the repository's root: {provenance.retrain_command(learned, arguments)} "
        "(docs/bots.md, the learned evaluation)"
    )


def _copy_sources(sources, to: Path) -> None:
    for path in provenance.source_files(sources):
        copy = to / path.relative_to(ROOT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)


def test_the_digest_follows_the_code_and_the_arguments_not_the_wording_or_layout(tmp_path):
    _copy_sources(EVALUATION.sources, tmp_path)
    arguments = "--games 8000 --seed 1"
    before = provenance.digest(EVALUATION.sources, arguments, tmp_path)
    assert before == provenance.digest(EVALUATION.sources, arguments, ROOT)

    features = tmp_path / "pr_core/puerto_rico/bots/learned/features.py"
    features.write_bytes(features.read_bytes().replace(b"\n", b"\r\n"))
    assert provenance.digest(EVALUATION.sources, arguments, tmp_path) == before, "CRLF"
    reworded = features.read_text().replace('"""', '"""Reworded. ', 1) + "\n# a comment\n"
    features.write_text(reworded)
    assert provenance.digest(EVALUATION.sources, arguments, tmp_path) == before, "comments"

    assert provenance.digest(EVALUATION.sources, "--games 8000 --seed 2", tmp_path) != before

    # a module of the simulator's folder, found by the folder's entry
    captain = tmp_path / "pr_core/puerto_rico/bots/playout/captain.py"
    captain.write_text(captain.read_text() + "\nHOLD = 1\n")
    assert provenance.digest(EVALUATION.sources, arguments, tmp_path) != before


def test_a_missing_source_is_named(tmp_path):
    with pytest.raises(FileNotFoundError, match="tools/learned/fit.py"):
        provenance.digest(["tools/learned/fit.py"], "", tmp_path)


def _module_file(dotted: str) -> Path | None:
    path = ROOT.joinpath(*dotted.split("."))
    for candidate in (path / "__init__.py", path.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


def _imported_files(path: Path) -> set[Path]:
    """The repository's modules `path` imports (TYPE_CHECKING imports too)."""
    package = list(path.relative_to(ROOT).parent.parts)
    found: set[Path] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            # a name imported from a package is its submodule or a name of its __init__
            targets = [
                f"{module}.{alias.name}" if _module_file(f"{module}.{alias.name}") else module
                for alias in node.names
            ]
        else:
            continue
        found.update(f for f in map(_module_file, targets) if f is not None)
    return found


@pytest.mark.parametrize("learned", LEARNED, ids=lambda learned: Path(learned.module).name)
def test_the_digest_covers_every_module_the_training_reads(learned):
    """What the training script reaches, through its imports and the engine's deal (setup.py),
    is hashed or named in provenance.NOT_HASHED with the reason."""
    script = _module_file(learned.script)
    assert script is not None
    if script.name == "__init__.py":
        script = script.with_name("__main__.py")
    hashed = set(provenance.source_files(learned.sources))
    left_out = {ROOT / name for name in provenance.NOT_HASHED}
    todo, seen = [script, ROOT / "pr_core/puerto_rico/setup.py"], set()
    while todo:
        path = todo.pop()
        if path not in seen:
            seen.add(path)
            if path not in left_out:
                todo.extend(_imported_files(path))
    missing = sorted(p.relative_to(ROOT).as_posix() for p in seen - hashed - left_out)
    assert not missing, f"add to tools/learned/provenance.py's sources or NOT_HASHED: {missing}"


def _imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_the_wheel_plays_without_the_training_code():
    """pr_core (the wheel) imports neither the training tools nor numpy, even for types."""
    for path in sorted((ROOT / "pr_core").rglob("*.py")):
        leaks = {
            name for name in _imported_modules(path) if name.split(".")[0] in ("tools", "numpy")
        }
        assert not leaks, f"{path.relative_to(ROOT)} imports {sorted(leaks)}"


@pytest.mark.parametrize(
    "options,names",
    [([], "FEATURE_NAMES"), (["--expansion", "random,all"], "EXPANSION_FEATURE_NAMES")],
)
def test_the_training_script_makes_the_same_weights_from_the_same_seed(tmp_path, options, names):
    pytest.importorskip("numpy")  # a development dependency (requirements/dev.in)
    from pr_core.puerto_rico.bots.learned import features
    from tools.learned import __main__ as training

    made = []
    for name in ("first.py", "second.py"):
        out = tmp_path / name
        args = [*options, "--games", "120", "--seed", "3", "--workers", "1", "--out", str(out)]
        assert training.main(args) == 0
        made.append(out.read_text())
    assert made[0] == made[1]
    assert "--games 120 --seed 3" in made[0], "the module names the command that made it"
    assert " ".join(options) in made[0]
    namespace: dict = {}
    exec(compile(made[0], "weights.py", "exec"), namespace)
    assert len(namespace["WEIGHTS"]) == len(getattr(features, names))
    # what made it: these arguments, with --workers and --out left out, and today's sources
    arguments = namespace["TRAINING_ARGUMENTS"]
    assert arguments.startswith(" ".join([*options, "--games 120 --seed 3"]))
    assert "--workers" not in arguments and "--out" not in arguments
    assert namespace["SOURCES_DIGEST"] == provenance.digest(EVALUATION.sources, arguments)


def test_the_draft_training_makes_the_same_table_from_the_same_seed(tmp_path):
    pytest.importorskip("numpy")  # a development dependency (requirements/dev.in)
    from tools.learned import draft_training

    made = []
    for name in ("first.py", "second.py"):
        out = tmp_path / name
        args = ["--games", "60", "--seed", "3", "--players", "2,3", "--workers", "1"]
        assert draft_training.main([*args, "--out", str(out)]) == 0
        made.append(out.read_text())
    assert made[0] == made[1]
    assert "--games 60 --seed 3 --players 2,3" in made[0], "the module names its command"
    namespace: dict = {}
    exec(compile(made[0], "draft_weights.py", "exec"), namespace)
    gains = namespace["GAINS"]
    assert set(gains) == {2, 3}
    for players, table in gains.items():
        assert set(table) == set(draft_training.DRAFTED)
        # what a building moves between the seats: no seat gains without another losing
        assert all(
            abs(sum(by_seat)) < 0.05 and len(by_seat) == players for by_seat in table.values()
        )
    arguments = namespace["TRAINING_ARGUMENTS"]
    assert namespace["SOURCES_DIGEST"] == provenance.digest(DRAFT.sources, arguments)
