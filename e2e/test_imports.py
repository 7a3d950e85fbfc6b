"""The end-to-end tests' own layout, without a browser: a test module takes its helpers from
conftest.py and the modules that hold no tests (pages/, layout_checks.py, board_texts.py), never
from another test module, so that one test module can change or go without breaking another.
Read from the import statements with `ast`; a dynamic import by a constant name counts too."""

from __future__ import annotations

import ast
import pathlib

import pytest

E2E = pathlib.Path(__file__).resolve().parent


def is_test_module(name: str) -> bool:
    """The module names pytest collects tests from (its default `python_files`)."""
    last = name.rsplit(".", 1)[-1]
    return last.startswith("test_") or last.endswith("_test")


def imported(source: str) -> list[tuple[int, str]]:
    """(line, module) of every module the source imports; `from a import b` names both `a` and
    `a.b` (b may be a module)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            if node.module:
                found.append((node.lineno, base))
            found += [(node.lineno, f"{base.rstrip('.')}.{alias.name}") for alias in node.names]
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
                or (isinstance(node.func, ast.Name) and node.func.id == "__import__")
            )
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def imported_tests(source: str) -> list[tuple[int, str]]:
    return [(line, name) for line, name in imported(source) if is_test_module(name)]


def python_files() -> list[pathlib.Path]:
    return sorted(p for p in E2E.rglob("*.py") if "__pycache__" not in p.parts)


def test_the_checker_sees_every_way_of_importing_a_test_module():
    source = """
import json
import test_saves
import test_saves as saves
from test_full_game import settle
from pages.table import Table
from . import test_languages
from .test_board_layout import check_board
import importlib
importlib.import_module("test_expansion")
__import__("test_pwa")
"""
    assert [name for _, name in imported_tests(source)] == [
        "test_saves",
        "test_saves",
        "test_full_game",
        ".test_languages",
        ".test_board_layout",
        "test_expansion",
        "test_pwa",
    ]


@pytest.mark.parametrize("path", python_files(), ids=lambda p: p.relative_to(E2E).as_posix())
def test_no_module_imports_a_test_module(path):
    found = imported_tests(path.read_text(encoding="utf-8"))
    where = path.relative_to(E2E).as_posix()
    assert not found, (
        f"{where} imports test modules {found}: move what it needs into conftest.py, pages/ or "
        "layout_checks.py"
    )
