"""`python -m pr_core bench --peer PATH`: the race against somnambWl/puerto-rico (docs/engine.md,
"Speed against the public Python engines"), here against a stand-in with its API. No timing is
asserted: only that the comparison is printed, and that a wrong path is refused in words."""

import subprocess
import sys
import textwrap
from pathlib import Path

# A stand-in for a somnambWl/puerto-rico checkout: the API the race plays through, with games of
# a few decisions that end by the rules (`state.end_triggered`).
_GAME = """
from .state import GameConfig


class _State:
    end_triggered = False


class Game:
    def __init__(self, config: GameConfig) -> None:
        self.left = 3 + config.seed % 3
        self.state = _State()

    @property
    def is_terminal(self) -> bool:
        return self.left == 0

    def legal_actions(self) -> list[int]:
        return [0, 1]

    def apply(self, action: int, validate: bool = True) -> None:
        assert not validate and action in (0, 1)
        self.left -= 1
        self.state.end_triggered = self.left == 0
"""
_STATE = """
from dataclasses import dataclass


@dataclass(frozen=True)
class GameConfig:
    num_players: int = 4
    seed: int | None = None
"""


def _fake_peer(root: Path) -> Path:
    engine = root / "puerto_rico" / "engine"
    engine.mkdir(parents=True)
    (root / "puerto_rico" / "__init__.py").write_text("")
    (engine / "__init__.py").write_text("")
    (engine / "game.py").write_text(textwrap.dedent(_GAME))
    (engine / "state.py").write_text(textwrap.dedent(_STATE))
    return root


def _bench(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pr_core", "bench", "--seconds", "0.01", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=300)


def test_bench_races_the_peer_beside_it_and_prints_the_ratio(tmp_path: Path) -> None:
    peer = _fake_peer(tmp_path / "puerto-rico")
    result = _bench("--peer", str(peer), "--peer-seconds", "0.5")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "per call, 4 players, base game" in out  # what bench printed before, still there
    assert f"against somnambWl/puerto-rico at {peer.resolve()}" in out
    assert "5 alternating slices of 0.1 s each" in out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.startswith("  ")}
    assert float(rows["ours"][2]) > 0 and float(rows["somnambWl/puerto-rico"][2]) > 0  # games/s
    assert rows["somnambWl/puerto-rico"][-1].endswith("x")  # ours/peer
    assert "ours is " in out and "x as fast as somnambWl/puerto-rico" in out


def test_bench_refuses_a_path_that_is_no_checkout_of_the_peer(tmp_path: Path) -> None:
    result = _bench("--peer", str(tmp_path))
    assert result.returncode == 2
    assert f"--peer: {tmp_path} is not a checkout of somnambWl/puerto-rico" in result.stderr
    assert "Traceback" not in result.stderr and "random play" not in result.stdout
