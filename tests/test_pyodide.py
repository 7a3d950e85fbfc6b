"""The engine inside Pyodide: the golden games replayed in the real Pyodide interpreter (under
Node, tests/pyodide/run_python.mjs) from a freshly built pr_core wheel must print exactly the bytes
CPython prints, and exactly the stored golden files: with the wheel installed at a plain boot, and
resumed from the memory snapshot made of it, as the browser starts (tests/pyodide_boots.py).

Node is required: CI installs it (build/setup.sh), so a missing Node fails this test rather than
skipping it.
"""

import importlib.util
import json
import pathlib
import shutil
import subprocess
import sys

import pytest
from made_once import made_once
from pyodide_boots import BOOTS, harness_options

pytestmark = pytest.mark.pyodide

ROOT = pathlib.Path(__file__).resolve().parent.parent
HARNESS = ROOT / "tests" / "pyodide" / "run_python.mjs"
PYODIDE = ROOT / "build" / "node_modules" / "pyodide" / "pyodide.mjs"
REPLAY = ROOT / "tests" / "golden" / "replay.py"
TIMEOUT = 180  # seconds per subprocess; the whole test takes about 10 s


def _load_replay():
    spec = importlib.util.spec_from_file_location("golden_replay", REPLAY)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


replay = _load_replay()


def _environment(stderr, who):
    """The `replay-env {...}` line replay.py writes to stderr, parsed."""
    for line in stderr.decode("utf-8", "replace").splitlines():
        if line.startswith("replay-env "):
            return json.loads(line[len("replay-env ") :])
    pytest.fail(
        f"{who}: no 'replay-env' line on stderr:\n{stderr.decode('utf-8', 'replace')}",
        pytrace=False,
    )


def _games(text):
    """Splits --print output (concatenated golden files) into {file name: lines}."""
    games = {}
    lines = None
    for line in text.decode("ascii", "replace").splitlines(keepends=True):
        if line.startswith('{"format":'):
            head = json.loads(line)
            lines = games.setdefault(
                replay.file_name(head["players"], head["seed"], head["options"]), []
            )
        if lines is None:
            lines = games.setdefault("(before the first header)", [])
        lines.append(line)
    return games


def _explain(expected, actual, expected_name, actual_name, hint=None):
    """A readable account of the first difference between two --print outputs."""
    a, b = _games(expected), _games(actual)
    out = []
    if list(a) != list(b):
        out.append(f"games differ: {expected_name} has {list(a)}, {actual_name} has {list(b)}")
    for name in a:
        if name in b:
            message = replay.compare_lines(
                a[name], b[name], name, (expected_name, actual_name), hint
            )
            if message:
                out.append(message)
                break
    return "\n".join(out) or f"{expected_name} and {actual_name} differ (no line-level detail)"


def _tail(data, limit=3000):
    text = data.decode("utf-8", "replace")
    return text if len(text) <= limit else "..." + text[-limit:]


@pytest.fixture(scope="session")
def cpython_replay(tmp_path_factory) -> subprocess.CompletedProcess:
    """replay.py --print in CPython, run once in the whole run: each boot's Pyodide is compared
    with it (the checkout does not change during a run)."""

    def run(folder: pathlib.Path) -> None:
        done = subprocess.run(
            [sys.executable, str(REPLAY), "--print"], cwd=ROOT, capture_output=True, timeout=TIMEOUT
        )
        for name, data in (("out", done.stdout), ("err", done.stderr)):
            (folder / name).write_bytes(data)
        (folder / "status").write_text(str(done.returncode))

    folder = made_once(tmp_path_factory, "golden-replay-cpython", run)
    return subprocess.CompletedProcess(
        [sys.executable, str(REPLAY), "--print"],
        int((folder / "status").read_text()),
        (folder / "out").read_bytes(),
        (folder / "err").read_bytes(),
    )


@pytest.mark.parametrize("boot", BOOTS)
def test_golden_replay_in_pyodide_matches_cpython(tmp_path, boot, pr_core_wheel, cpython_replay):
    node = shutil.which("node")
    if node is None:
        pytest.fail(
            "Node.js is not installed (no `node` on PATH), so the engine cannot be run "
            "inside Pyodide. Install Node.js 20+ (`make setup` does it on Debian); CI "
            "always has it, so this test fails instead of skipping.",
            pytrace=False,
        )
    if not PYODIDE.exists():
        pytest.fail(
            f"Pyodide is not installed ({PYODIDE} is missing): run `make setup` or "
            f"`cd build && npm ci`.",
            pytrace=False,
        )

    # Pyodide replays every golden file, to be compared with CPython's replay (cpython_replay).
    # It runs in an empty directory, so pr_core can only come from the wheel, not the checkout.
    work = tmp_path / "cwd"
    work.mkdir()
    py_out, py_err = tmp_path / "pyodide.out", tmp_path / "pyodide.err"
    with open(py_out, "wb") as out, open(py_err, "wb") as err:
        start = harness_options(boot, pr_core_wheel, tmp_path)
        pyodide = subprocess.Popen(
            [node, str(HARNESS), *start, str(REPLAY), "--print"], cwd=work, stdout=out, stderr=err
        )
        try:
            status = pyodide.wait(timeout=TIMEOUT)
        finally:
            if pyodide.poll() is None:
                pyodide.kill()
                pyodide.wait()
    stdout, stderr = py_out.read_bytes(), py_err.read_bytes()
    cpython = cpython_replay

    assert cpython.returncode == 0, f"replay.py --print failed in CPython:\n{_tail(cpython.stderr)}"
    assert status == 0, f"replay.py --print failed in Pyodide (exit {status}):\n{_tail(stderr)}"

    # It really ran in Pyodide (wasm32, Python 3.14), with the wheel's pr_core.
    env = _environment(stderr, "Pyodide")
    assert env["platform"] == "emscripten", env
    assert tuple(env["version"]) >= (3, 14), env
    assert env["hash_width"] == 32 and env["maxsize"] == 2**31 - 1, env
    assert not env["pr_core_file"].startswith(str(ROOT)), (
        f"Pyodide imported pr_core from the checkout, not from the wheel: {env}"
    )
    assert env["pr_core"] == replay.pr.__version__, env
    host = _environment(cpython.stderr, "CPython")
    assert host["platform"] != "emscripten", host

    expected = b"".join(pathlib.Path(p).read_bytes() for p in replay.golden_files())
    assert stdout, f"Pyodide printed nothing; stderr:\n{_tail(stderr)}"
    if stdout != cpython.stdout:
        pytest.fail(
            "Pyodide and CPython replay the golden games differently:\n"
            + _explain(cpython.stdout, stdout, "CPython", "Pyodide"),
            pytrace=False,
        )
    if stdout != expected:
        pytest.fail(
            "Pyodide (and CPython) differ from the stored golden files:\n"
            + _explain(expected, stdout, "stored", "Pyodide", replay.REGENERATE_HINT),
            pytrace=False,
        )


MICROPIP_SCRIPT = ROOT / "tests" / "pyodide" / "micropip_install.mjs"
PYODIDE_WHEELS = ROOT / "build" / "pyodide-wheels"


def test_the_wheel_installs_with_micropip_into_a_stock_pyodide_and_plays(tmp_path, pr_core_wheel):
    """A rules site that runs its own Pyodide (a notebook of puzzles) installs the engine with
    micropip from the wheel file, micropip itself coming from its hash-pinned wheel; the game it
    plays there is the game CPython plays (docs/embed.md, "Your own Pyodide")."""
    node = shutil.which("node")
    assert node and PYODIDE.exists(), "Node.js and Pyodide come with `make setup`"
    helpers = {w.name.split("-")[0]: w for w in PYODIDE_WHEELS.glob("*.whl")}
    assert set(helpers) == {"micropip", "packaging"}, (
        f"{PYODIDE_WHEELS} should hold micropip and packaging (requirements/pyodide.txt); "
        f"`make setup` downloads them"
    )
    run = subprocess.run(
        [
            node,
            str(MICROPIP_SCRIPT),
            str(pr_core_wheel),
            str(helpers["micropip"]),
            str(helpers["packaging"]),
            "4",
            "12",
        ],
        cwd=tmp_path,
        capture_output=True,
        timeout=TIMEOUT,
    )
    assert run.returncode == 0, _tail(run.stderr)
    result = json.loads(run.stdout)
    assert "site-packages" in result["installed_from"], result["installed_from"]
    import pr_core as pr
    from pr_core.rng import Random

    state = pr.new_game(4, 12)
    chooser = Random(12)
    while not pr.is_terminal(state):
        state = pr.apply_action(state, chooser.choice(pr.legal_actions(state)))
    assert result["scores"] == json.loads(json.dumps(pr.final_scores(state)))
