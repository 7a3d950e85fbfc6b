"""The two ways the browser's worker starts the engine (docs/bridge.md, "Start-up"), for the tests
that run it inside Pyodide under Node (tests/pyodide/run_python.mjs): a plain boot that installs
the wheel, and a resume from the memory snapshot made of that wheel by the site's build."""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BOOTS = ["plain", "memory snapshot"]
HARNESS = ROOT / "tests" / "pyodide" / "run_python.mjs"
PYODIDE = ROOT / "build" / "node_modules" / "pyodide" / "pyodide.mjs"


def node_and_pyodide() -> str:
    """The path of Node; fails the test (CI installs both) if Node or Pyodide is missing."""
    import shutil

    import pytest

    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js is not installed: run `make setup`.", pytrace=False)
    if not PYODIDE.exists():
        pytest.fail(
            f"Pyodide is not installed ({PYODIDE} is missing): run `make setup`.", pytrace=False
        )
    return node


def harness_options(boot: str, wheel: pathlib.Path, tmp_path: pathlib.Path) -> list[str]:
    """run_python.mjs's options that start the engine of `wheel` the `boot` way."""
    if boot == "plain":
        return ["--wheel", str(wheel)]
    import fcntl

    sys.path.insert(0, str(ROOT / "build"))
    try:
        from memory_snapshot import CACHE, snapshot_for  # the site's own maker and cache
    finally:
        sys.path.remove(str(ROOT / "build"))
    made = tmp_path / "memory-snapshot"
    made.mkdir(exist_ok=True)
    CACHE.mkdir(parents=True, exist_ok=True)
    # One xdist worker makes the snapshot of the run's wheel; the others wait and find it cached.
    with open(CACHE / "memory-snapshot-tests.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return ["--memory-snapshot", str(snapshot_for(wheel, made))]


def built_wheel(out: pathlib.Path, timeout: float) -> pathlib.Path:
    """A pr_core wheel freshly built from the working tree into `out`."""
    import subprocess

    built = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "-o", str(out), str(ROOT)],
        capture_output=True,
        timeout=timeout,
    )
    assert built.returncode == 0, (built.stdout + built.stderr).decode("utf-8", "replace")
    (wheel,) = out.glob("pr_core-*.whl")
    return wheel


def wheel_of_this_run(tmp_path_factory, timeout: float) -> pathlib.Path:
    """The wheel built once per test run from the working tree, shared by the Pyodide tests of
    every xdist worker: the tree does not change during a run, so one build tests what seven
    did."""
    from made_once import made_once

    out = made_once(tmp_path_factory, "pr-core-wheel", lambda f: built_wheel(f, timeout))
    (wheel,) = out.glob("pr_core-*.whl")
    return wheel


def run_both(
    script_text: str, boot: str, wheel: pathlib.Path, tmp_path: pathlib.Path, timeout: float
):
    """Runs the script in Pyodide under Node (started the `boot` way from `wheel`, the run's
    freshly built wheel) and in CPython; both must exit cleanly. Returns (pyodide, cpython),
    CompletedProcesses."""
    import subprocess

    node = node_and_pyodide()
    work = tmp_path / "cwd"
    work.mkdir()
    script = work / "script.py"
    script.write_text(script_text, encoding="utf-8")
    pyodide = subprocess.run(
        [node, str(HARNESS), *harness_options(boot, wheel, tmp_path), str(script)],
        cwd=work,
        capture_output=True,
        timeout=timeout,
    )
    cpython = subprocess.run(
        [sys.executable, str(script)], cwd=ROOT, capture_output=True, timeout=timeout
    )
    assert cpython.returncode == 0, cpython.stderr.decode("utf-8", "replace")
    assert pyodide.returncode == 0, pyodide.stderr.decode("utf-8", "replace")[-3000:]
    return pyodide, cpython
