"""Where each learned weights module comes from, and the digest that says when it is stale.

A weights module records the arguments it was trained with (TRAINING_ARGUMENTS) and a digest of
what made it (SOURCES_DIGEST): the short sha256 of its sources below, each file's code as
Python reads it (ast.unparse without comments, docstrings or layout, so that rewording or
reformatting costs no retraining; a renamed name does), and of the arguments.
tests/test_learned_weights.py recomputes it and names the command that retrains a module whose
sources changed.
"""

from __future__ import annotations

import ast
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# What self-play plays on (selfplay.py): the playout simulator, with the engine's modules it
# reads outside its folder (the deal, the tables of buildings and plantations, the guest house's
# windows, the generator, the sums of floats). The engine's action and state constants it
# imports are left out: a change there that mattered would fail the simulator's move-by-move
# check against the engine (tests/test_playout_sim.py).
SIMULATOR: tuple[str, ...] = (
    "pr_core/puerto_rico/bots/playout/",
    "pr_core/puerto_rico/setup.py",
    "pr_core/puerto_rico/common.py",
    "pr_core/puerto_rico/data.py",
    "pr_core/puerto_rico/craftsman_guests.py",
    "pr_core/rng.py",
    "pr_core/bots/floats.py",
)
SELF_PLAY: tuple[str, ...] = (*SIMULATOR, "tools/learned/selfplay.py", "tools/learned/fit.py")

# What the training imports but the digest leaves out, and why (tests/test_learned_weights.py
# holds every module the training scripts reach to the sources or to this list).
NOT_HASHED: dict[str, str] = {
    "pr_core/puerto_rico/__init__.py": "the engine's front door: self-play deals by setup.py",
    "pr_core/puerto_rico/actions.py": "constants; the simulator is checked against the engine",
    "pr_core/puerto_rico/state.py": "constants; the simulator is checked against the engine",
    "pr_core/bots/win_model.py": "the model at play time: fit.py only names its Features type",
    "tools/learned/provenance.py": "computes the digest, trains nothing",
}


@dataclass(frozen=True)
class Learned:
    """A committed weights module, the script that writes it and the sources that make it."""

    module: str  # from the repository's root
    script: str  # run as `python -m <script> <its TRAINING_ARGUMENTS>`
    sources: tuple[str, ...]  # files, or folders standing for every .py file below them


EVALUATION_SOURCES = (
    *SELF_PLAY,
    "pr_core/puerto_rico/bots/learned/features.py",
    "tools/learned/__main__.py",
)
EVALUATION = Learned(
    "pr_core/puerto_rico/bots/learned/weights.py", "tools.learned", EVALUATION_SOURCES
)
EXPANSION_EVALUATION = Learned(
    "pr_core/puerto_rico/bots/learned/weights_expansion.py", "tools.learned", EVALUATION_SOURCES
)
DRAFT = Learned(
    "pr_core/puerto_rico/bots/learned/draft_weights.py",
    "tools.learned.draft_training",
    (*SELF_PLAY, "tools/learned/draft_training.py"),
)
LEARNED: tuple[Learned, ...] = (EVALUATION, EXPANSION_EVALUATION, DRAFT)


def source_files(sources: Sequence[str], root: Path = ROOT) -> list[Path]:
    """The files `sources` name, folders expanded to their .py files, in a fixed order."""
    files: set[Path] = set()
    for source in sources:
        path = root / source
        if source.endswith("/"):
            files.update(path.rglob("*.py"))
        elif path.is_file():
            files.add(path)
        else:
            raise FileNotFoundError(f"a learned module's source is missing: {source}")
    return sorted(files, key=lambda p: p.relative_to(root).as_posix())


def code(text: str) -> str:
    """A module's code without its comments, docstrings and layout."""
    tree = ast.parse(text)
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                node.body = node.body[1:] or [ast.Pass()]
    return ast.unparse(tree)


def digest(sources: Sequence[str], arguments: str, root: Path = ROOT) -> str:
    """The short sha256 of the sources' paths and code and of the arguments."""
    h = hashlib.sha256()
    for path in source_files(sources, root):
        h.update(path.relative_to(root).as_posix().encode() + b"\0")
        h.update(code(path.read_text()).encode() + b"\0")
    h.update(b"arguments\0" + arguments.encode())
    return h.hexdigest()[:16]


def recorded(module: Path) -> tuple[str, str]:
    """(SOURCES_DIGEST, TRAINING_ARGUMENTS) as a weights module records them (read, not run)."""
    found: dict[str, str] = {}
    for node in ast.parse(module.read_text()).body:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            found.update((t.id, node.value.value) for t in node.targets if isinstance(t, ast.Name))
    return found.get("SOURCES_DIGEST", ""), found.get("TRAINING_ARGUMENTS", "")


def retrain_command(learned: Learned, arguments: str) -> str:
    """The command that retrains `learned` with the arguments it records."""
    return f"python -m {learned.script} {arguments} --workers 2"


def recording(arguments: str, source_digest: str) -> list[str]:
    """The lines a weights module records its making with (read by `recorded`)."""
    lines = [
        "# What made this module: tools/learned/provenance.py (the digest test reads both)",
        f'SOURCES_DIGEST = "{source_digest}"',
        f'TRAINING_ARGUMENTS = "{arguments}"',
    ]
    if len(lines[-1]) > 100:  # the line limit: adjacent strings, an option and its value together
        words = arguments.split(" ")
        pairs = [" ".join(words[k : k + 2]) + " " for k in range(0, len(words), 2)]
        parts = [""]
        for pair in pairs:
            if parts[-1] and len(parts[-1]) + len(pair) > 90:
                parts.append("")
            parts[-1] += pair
        parts[-1] = parts[-1].rstrip()
        lines[-1:] = ["TRAINING_ARGUMENTS = (", *(f'    "{part}"' for part in parts), ")"]
    return lines


def command_lines(script: str, arguments: str) -> list[str]:
    """The command as a docstring shows it: indented, an option and its value on one line."""
    words = arguments.split()
    options = [" ".join(words[k : k + 2]) for k in range(0, len(words), 2)]
    lines = [f"    python -m {script}"]
    for option in options:
        if len(lines) > 1 and len(lines[-1]) + len(option) < 90:
            lines[-1] += " " + option
        else:
            lines[-1] += " \\"
            lines.append("        " + option)
    return lines
