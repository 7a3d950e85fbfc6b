"""Random-play games per second: this engine against public Python Puerto Rico engines ("peers").

    python build/bench_peers.py --peer somnambWl/puerto-rico=/path/to/its/checkout [--peer ...]

The race is pr_core/peer_bench.py's (`python -m pr_core bench --peer PATH` runs it against the
fastest peer alone): each contestant plays complete 4-player base games with uniformly random
legal moves, seeded, in its own worker process (this same interpreter), one worker at a time,
in short slices in a rotating order. Only the ratios within one run mean anything.

A peer is named by its GitHub repository (the keys of PEERS below) and played through its own
public API: its legal actions, its way of applying one, and (where it has one) its own random
bot. Every peer game must end by the game's own end conditions, or the run stops with an error.
The peers' code is never part of this repository: check them out elsewhere and pass their paths.
Some need packages that this project does not (numpy, pettingzoo, gymnasium; attrs, cattrs): run
this script with an interpreter that has them (a venv of the same Python version as ours).
"""

import argparse
import importlib
import importlib.util
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # ours: this checkout's pr_core, in the workers too

from pr_core import peer_bench  # noqa: E402 (after the path)
from pr_core.peer_bench import OURS, PLAYERS, Contestant, Play  # noqa: E402


def _aec_env(path: Path, module: str) -> Play:
    """The PettingZoo AEC environments (dae-hany/PuertoRico_AI_Competition and its relative
    sheep1008/PuertoRico-BoardGame-RL-Balancing): `reset(seed)`, the legal moves from
    `valid_action_mask()` (skipping the observation no random player needs), `step(action)`,
    which applies the forced moves itself, until no agent is left."""
    sys.path.insert(0, str(path))
    env_class = importlib.import_module(module).PuertoRicoEnv
    import numpy as np

    def play(seed: int) -> int:
        env = env_class(num_players=PLAYERS)
        env.reset(seed=seed)  # seeds the global random the engine draws from
        chooser = random.Random(seed ^ 0x5EED)
        decisions = 0
        while env.agents:
            name = env.agent_selection
            if env.terminations.get(name, False) or env.truncations.get(name, False):
                env.step(None)  # AEC: a finished agent leaves
                continue
            legal = np.flatnonzero(env.valid_action_mask())
            env.step(int(legal[chooser.randrange(len(legal))]))
            decisions += 1
        # A real end: not a refused move, not its step limit.
        assert env.game.check_game_end(), f"seed {seed}: the game stopped before its end"
        return decisions

    return play


def _rico_engine(path: Path) -> Play:
    """yamatteo/rico-engine: `Game.start`, `expected.possibilities(board, cap=20)` as its own
    random bot (bots/rufus.py) draws them, `take_action`, until it raises GameOver."""
    # The repository is the package itself, and its folder name is no module name.
    spec = importlib.util.spec_from_file_location(
        "rico", path / "__init__.py", submodule_search_locations=[str(path)]
    )
    assert spec and spec.loader
    package = importlib.util.module_from_spec(spec)
    sys.modules["rico"] = package
    spec.loader.exec_module(package)
    game_class = importlib.import_module("rico.game").Game
    game_over = importlib.import_module("rico.actions").GameOver

    def play(seed: int) -> int:
        random.seed(seed)  # its setup shuffles with the global random
        chooser = random.Random(seed ^ 0x5EED)
        game = game_class.start(["Ad", "Be", "Ca", "Da"])
        decisions = 0
        try:
            while True:
                options = game.expected.possibilities(game.board, cap=20)
                game.take_action(options[chooser.randrange(len(options))])
                decisions += 1
        except game_over:
            return decisions

    return play


PEERS: dict[str, Callable[[Path], Play]] = {
    peer_bench.SOMNAMBWL: peer_bench.somnambwl,
    "dae-hany/PuertoRico_AI_Competition": lambda path: _aec_env(path, "puerto_rico.env"),
    "sheep1008/PuertoRico-BoardGame-RL-Balancing": lambda path: _aec_env(path, "env.pr_env"),
    "yamatteo/rico-engine": _rico_engine,
}


def _worker(name: str, path: Path) -> None:
    """A contestant's worker process (peer_bench.serve), run where its code is."""
    os.chdir(path)  # some peers read files relative to their root
    peer_bench.serve(peer_bench.ours() if name == OURS else PEERS[name](path))


def _git(path: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(path), *args], capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else "?"


def _version(name: str, path: Path) -> str:
    commit = _git(path, "rev-parse", "HEAD")
    date = _git(path, "log", "-1", "--format=%cs")
    # Ours: the engine's own files only (other parts of the checkout may be in flux).
    engine = [
        ":(glob)pr_core/*.py",
        ":(glob)pr_core/puerto_rico/*.py",
        "pr_core/puerto_rico/buildings",
    ]
    watched = ["--", *engine] if name == OURS else []
    if commit == "?":
        return "(not a git checkout)"
    dirty = _git(path, "status", "--porcelain", "--untracked-files=no", *watched)
    return f"{commit} ({date}){' + uncommitted changes' if dirty else ''}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--peer",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help=f"a peer's checkout; NAME is one of: {', '.join(PEERS)}",
    )
    parser.add_argument("--seconds", type=float, default=20.0, help="per contestant (20)")
    parser.add_argument("--slices", type=int, default=10, help="turns per contestant (10)")
    parser.add_argument("--worker", nargs=2, metavar=("NAME", "PATH"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        _worker(args.worker[0], Path(args.worker[1]))
        return

    entries = [(OURS, REPO)]
    for spec in args.peer:
        name, sep, path = spec.partition("=")
        if not sep or name not in PEERS:
            parser.error(f"--peer {spec}: expected NAME=PATH with NAME one of {', '.join(PEERS)}")
        entries.append((name, Path(path).resolve()))

    print(f"{PLAYERS}-player base games, uniformly random legal moves, one core each")
    print(f"Python {sys.version.split()[0]} ({sys.executable})")
    width = max(len(name) for name, _ in entries)
    for name, path in entries:
        print(f"  {name:<{width}}  {_version(name, path)}  {path}")

    contestants = [
        Contestant(name, [sys.executable, __file__, "--worker", name, str(path)])
        for name, path in entries
    ]
    peer_bench.race(contestants, args.seconds, args.slices)
    ours = contestants[0]
    print(f"\n{args.slices} alternating slices of {args.seconds / args.slices:.1f} s each:")
    print("\n".join(peer_bench.table(contestants)))
    peers = contestants[1:]
    if peers:
        fastest = max(peers, key=lambda contestant: contestant.rate)
        print(f"\nfastest peer: {fastest.name}; ours is {ours.rate / fastest.rate:.2f}x as fast")


if __name__ == "__main__":
    main()
