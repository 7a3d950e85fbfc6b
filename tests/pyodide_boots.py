"""The two ways the browser's worker starts the engine (docs/bridge.md, "Start-up"), for the tests
that run it inside Pyodide under Node (tests/pyodide/run_python.mjs): a plain boot that installs
the wheel, and a resume from the memory snapshot made of that wheel by the site's build."""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BOOTS = ["plain", "memory snapshot"]


def harness_options(boot: str, wheel: pathlib.Path, tmp_path: pathlib.Path) -> list[str]:
    """run_python.mjs's options that start the engine of `wheel` the `boot` way."""
    if boot == "plain":
        return ["--wheel", str(wheel)]
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from memory_snapshot import snapshot_for  # the site's own maker and cache
    finally:
        sys.path.remove(str(ROOT / "build"))
    made = tmp_path / "memory-snapshot"
    made.mkdir(exist_ok=True)
    return ["--memory-snapshot", str(snapshot_for(wheel, made))]
