"""Random-play games per second: this engine against public Python Puerto Rico engines ("peers").

    python build/bench_peers.py --peer somnambWl/puerto-rico=/path/to/its/checkout [--peer ...]

Each contestant plays complete 4-player base games with uniformly random legal moves, seeded, in
its own worker process (this same interpreter), and only one worker plays at a time: they take
turns in short slices, in a rotating order, so that a busy machine slows them all alike. Only
the ratios within one run mean anything; across runs this machine's noise dominates.

Ours is `pr_core.simulate.random_game(pr_core.puerto_rico.GAME, 4, seed)`. A peer is named by
its GitHub repository (the keys of PEERS below) and played through its own public API: its
legal actions, its way of applying one, and (where it has one) its own random bot. Every peer
game must end by the game's own end conditions, or the run stops with an error. The peers'
code is never part of this repository: check them out elsewhere and pass their paths. Some
need packages that this project does not (numpy, pettingzoo, gymnasium; attrs, cattrs): run
this script with an interpreter that has them (a venv of the same Python version as ours).
"""

import argparse
import importlib
import importlib.util
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PLAYERS = 4

# A game player: (seed) -> the number of decisions made, once the game is over.
Play = Callable[[int], int]


def _ours(path: Path) -> Play:
    sys.path.insert(0, str(path))
    from pr_core.puerto_rico import GAME
    from pr_core.simulate import random_game

    def play(seed: int) -> int:
        return random_game(GAME, PLAYERS, seed)[1]

    return play


def _somnambwl(path: Path) -> Play:
    """somnambWl/puerto-rico: `Game(GameConfig)`, `legal_actions()`, `apply(action,
    validate=False)`: its own rollout path (the action comes from legal_actions)."""
    sys.path.insert(0, str(path))
    game_module = importlib.import_module("puerto_rico.engine.game")
    config_class = importlib.import_module("puerto_rico.engine.state").GameConfig

    def play(seed: int) -> int:
        game = game_module.Game(config_class(num_players=PLAYERS, seed=seed))
        chooser = random.Random(seed ^ 0x5EED)
        decisions = 0
        while not game.is_terminal:
            legal = game.legal_actions()
            game.apply(legal[chooser.randrange(len(legal))], validate=False)
            decisions += 1
        # A real end, not its backstop of config.max_rounds rounds.
        assert game.state.end_triggered, f"seed {seed}: ended by the round cap"
        return decisions

    return play


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


OURS = "ours"
PEERS: dict[str, Callable[[Path], Play]] = {
    "somnambWl/puerto-rico": _somnambwl,
    "dae-hany/PuertoRico_AI_Competition": lambda path: _aec_env(path, "puerto_rico.env"),
    "sheep1008/PuertoRico-BoardGame-RL-Balancing": lambda path: _aec_env(path, "env.pr_env"),
    "yamatteo/rico-engine": _rico_engine,
}


def _worker(name: str, path: Path) -> None:
    """Plays games when told to: reads "run SECONDS" lines, answers "GAMES DECISIONS SECONDS"
    (whole games only, seeds counting up from 0 across slices)."""
    os.chdir(path)  # some peers read files relative to their root
    play = (_ours if name == OURS else PEERS[name])(path)
    play(10**6)  # warm up (imports, caches) on a seed outside the measured ones
    print("ready", flush=True)
    seed = 0
    for line in sys.stdin:
        command, _, argument = line.partition(" ")
        if command != "run":
            break
        budget = float(argument)
        games = decisions = 0
        started = time.perf_counter()
        while time.perf_counter() - started < budget:
            decisions += play(seed)
            seed += 1
            games += 1
        print(games, decisions, time.perf_counter() - started, flush=True)


class Contestant:
    def __init__(self, name: str, path: Path) -> None:
        self.name, self.path = name, path
        self.games = self.decisions = 0
        self.seconds = 0.0
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--worker", name, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def _read(self) -> str:
        assert self.process.stdout
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"{self.name}: its worker stopped (see the error above)")
        return line

    def wait_ready(self) -> None:
        assert self._read().strip() == "ready"

    def run(self, seconds: float) -> None:
        assert self.process.stdin
        self.process.stdin.write(f"run {seconds}\n")
        self.process.stdin.flush()
        games, decisions, elapsed = self._read().split()
        self.games += int(games)
        self.decisions += int(decisions)
        self.seconds += float(elapsed)

    def stop(self) -> None:
        assert self.process.stdin
        self.process.stdin.close()
        self.process.wait()

    @property
    def rate(self) -> float:
        return self.games / self.seconds


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

    contestants = [Contestant(name, path) for name, path in entries]
    for contestant in contestants:
        contestant.wait_ready()
    share = args.seconds / args.slices
    for turn in range(args.slices):
        shift = turn % len(contestants)  # a rotating order: nobody always follows the same one
        for contestant in contestants[shift:] + contestants[:shift]:
            contestant.run(share)
    for contestant in contestants:
        contestant.stop()

    ours = contestants[0]
    print(f"\n{args.slices} alternating slices of {share:.1f} s each:")
    print(f"  {'':<{width}}  {'games':>6}  {'games/s':>8}  {'decisions/game':>14}  ours/peer")
    for contestant in contestants:
        ratio = "" if contestant is ours else f"{ours.rate / contestant.rate:8.2f}x"
        print(
            f"  {contestant.name:<{width}}  {contestant.games:6d}  {contestant.rate:8.1f}  "
            f"{contestant.decisions / contestant.games:14.0f}  {ratio}"
        )
    peers = contestants[1:]
    if peers:
        fastest = max(peers, key=lambda contestant: contestant.rate)
        print(f"\nfastest peer: {fastest.name}; ours is {ours.rate / fastest.rate:.2f}x as fast")


if __name__ == "__main__":
    main()
