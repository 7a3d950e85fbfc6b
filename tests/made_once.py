"""made_once: set-up costly enough to make once in a whole test run, shared by every xdist worker.
The unit tests import it from here; the end-to-end tests through e2e/conftest.py."""

from __future__ import annotations

import fcntl
import os
import pathlib
import shutil
from collections.abc import Callable


def made_once(tmp_path_factory, name: str, make: Callable[[pathlib.Path], object]) -> pathlib.Path:
    """The folder `name` after `make(folder)` filled it, once in the whole run: under xdist the
    workers share the run's temporary folder and take turns at a lock, so a costly set-up (a
    wheel built, whole games played and reviewed by the engine) is made by the first worker that
    needs it. What a failed `make` left is thrown away by the next that tries."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # the run's folder, above each worker's own
    folder = base / f"made-once-{name}"
    with open(base / f"made-once-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = folder / ".done"
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            make(folder)
            done.touch()
    return folder
