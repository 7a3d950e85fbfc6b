import pathlib
import sys
import time

import pytest

# Test helpers (invariants.py, scenario helpers) import as plain modules.
sys.path.insert(0, str(pathlib.Path(__file__).parent))

_BENCHMARK_TABLES = pathlib.Path(__file__).resolve().parent.parent / "dist"
_started: list[float] = []


def pytest_sessionstart(session):
    _started.append(time.time())


def pytest_terminal_summary(terminalreporter):
    """Prints the tables the benchmarks run as tests wrote during this run (under xdist too,
    where a test's own output is not shown): tests/test_readers.py's readers-benchmark.txt."""
    for table in sorted(_BENCHMARK_TABLES.glob("*-benchmark.txt")):
        if _started and table.stat().st_mtime >= _started[0]:
            terminalreporter.write_sep("-", table.name)
            terminalreporter.write(table.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def pr_core_wheel(tmp_path_factory):
    """The pr_core wheel freshly built from the working tree, once per run, for the tests that run
    the engine inside Pyodide (tests/pyodide_boots.py)."""
    from pyodide_boots import wheel_of_this_run

    return wheel_of_this_run(tmp_path_factory, timeout=300)
