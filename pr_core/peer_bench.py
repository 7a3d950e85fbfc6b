"""Random-play games per second against another Python engine of Puerto Rico (a "peer"), in one
run: `python -m pr_core bench --peer PATH` (docs/engine.md, "Speed against the public Python
engines"); build/bench_peers.py runs the same race against more peers.

Each contestant plays complete 4-player base games with uniformly random legal moves, seeded,
in its own worker process (this same interpreter), and only one worker plays at a time: they
take turns in short slices, in a rotating order, so that a busy machine slows them all alike.
Only the ratios within one run mean anything; across runs the machine's noise dominates.

Ours is `pr_core.simulate.random_game(GAME, 4, seed)`. The peer here is somnambWl/puerto-rico
(github.com/somnambWl/puerto-rico, a checkout of commit f54e794; it needs no package), the
fastest public one, played through its own API: `legal_actions()` and `apply(action,
validate=False)`, its own rollout path. Its code is never part of this package: the user checks
it out and passes its path.
"""

import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from importlib import import_module
from pathlib import Path

PUERTO_RICO = "puerto-rico"  # the game raced (its id in games.py)
PLAYERS = 4
OURS = "ours"
SOMNAMBWL = "somnambWl/puerto-rico"
# What a somnambWl/puerto-rico checkout must hold (a clear error before any worker starts).
_SOMNAMBWL_FILES = ("puerto_rico/engine/game.py", "puerto_rico/engine/state.py")

# A game player: (seed) -> the number of decisions made, once the game is over.
Play = Callable[[int], int]


def ours() -> Play:
    from . import games
    from .simulate import random_game

    game = games.get(PUERTO_RICO)

    def play(seed: int) -> int:
        return random_game(game, PLAYERS, seed)[1]

    return play


def somnambwl_problem(path: Path) -> str | None:
    """Why `path` is not a somnambWl/puerto-rico checkout, or None if it looks like one."""
    missing = [name for name in _SOMNAMBWL_FILES if not (path / name).is_file()]
    if missing:
        return f"{path} is not a checkout of {SOMNAMBWL}: it has no {missing[0]}"
    return None


def somnambwl(path: Path) -> Play:
    """somnambWl/puerto-rico: `Game(GameConfig(num_players, seed))`, `legal_actions()`,
    `apply(action, validate=False)`, until `is_terminal`."""
    sys.path.insert(0, str(path))
    game_class = import_module("puerto_rico.engine.game").Game
    config_class = import_module("puerto_rico.engine.state").GameConfig

    def play(seed: int) -> int:
        game = game_class(config_class(num_players=PLAYERS, seed=seed))
        chooser = random.Random(seed ^ 0x5EED)
        decisions = 0
        while not game.is_terminal:
            legal = game.legal_actions()
            game.apply(legal[chooser.randrange(len(legal))], validate=False)
            decisions += 1
        # A real end, not its backstop of config.max_rounds rounds.
        if not game.state.end_triggered:
            raise RuntimeError(f"{SOMNAMBWL}, seed {seed}: ended by its round cap, not the rules")
        return decisions

    return play


def serve(play: Play) -> None:
    """A worker: plays games when told to. Reads "run SECONDS" lines from stdin and answers each
    with "GAMES DECISIONS SECONDS" (whole games only, seeds counting up from 0 across slices)."""
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
    """One worker process, started by `command` (which ends in `serve`), and its totals."""

    def __init__(self, name: str, command: Sequence[str]) -> None:
        self.name = name
        self.games = self.decisions = 0
        self.seconds = 0.0
        # The workers import this package from where this process found it.
        root = str(Path(__file__).resolve().parent.parent)
        paths = [root, *filter(None, [os.environ.get("PYTHONPATH")])]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths))
        self.process = subprocess.Popen(
            list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
        )

    def _read(self) -> str:
        assert self.process.stdout
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"{self.name}: its worker stopped (its error is above)")
        return line

    def wait_ready(self) -> None:
        if self._read().strip() != "ready":
            raise RuntimeError(f"{self.name}: its worker did not start")

    def run(self, seconds: float) -> None:
        assert self.process.stdin
        self.process.stdin.write(f"run {seconds}\n")
        self.process.stdin.flush()
        games, decisions, elapsed = self._read().split()
        self.games += int(games)
        self.decisions += int(decisions)
        self.seconds += float(elapsed)

    def stop(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait()

    @property
    def rate(self) -> float:
        return self.games / self.seconds


def race(contestants: Sequence[Contestant], seconds: float, slices: int) -> None:
    """`seconds` of play for each contestant, in `slices` turns each, one worker at a time."""
    order = list(contestants)
    try:
        for contestant in order:
            contestant.wait_ready()
        share = seconds / slices
        for turn in range(slices):
            shift = turn % len(order)  # a rotating order: nobody always follows the same one
            for contestant in order[shift:] + order[:shift]:
                contestant.run(share)
    finally:
        for contestant in contestants:
            contestant.stop()


def table(contestants: Sequence[Contestant]) -> list[str]:
    """Games, games/s and decisions per game of each, and ours/peer (the first is ours)."""
    mine, width = contestants[0], max(len(c.name) for c in contestants)
    lines = [f"  {'':<{width}}  {'games':>6}  {'games/s':>8}  {'decisions/game':>14}  ours/peer"]
    for contestant in contestants:
        ratio = "" if contestant is mine else f"{mine.rate / contestant.rate:8.2f}x"
        lines.append(
            f"  {contestant.name:<{width}}  {contestant.games:6d}  {contestant.rate:8.1f}  "
            f"{contestant.decisions / max(contestant.games, 1):14.0f}  {ratio}"
        )
    return lines


def worker_command(name: str, path: Path) -> list[str]:
    """The command of a worker of this module: ours or somnambWl/puerto-rico at `path`."""
    return [sys.executable, "-m", "pr_core.peer_bench", name, str(path)]


def compare(peer: Path, seconds: float = 10.0, slices: int = 5) -> str:
    """Ours against somnambWl/puerto-rico checked out at `peer`: the lines that
    `python -m pr_core bench --peer` prints. Raises ValueError if `peer` is no checkout."""
    peer = peer.resolve()
    problem = somnambwl_problem(peer)
    if problem:
        raise ValueError(problem)
    contestants = [
        Contestant(OURS, worker_command(OURS, peer)),
        Contestant(SOMNAMBWL, worker_command(SOMNAMBWL, peer)),
    ]
    race(contestants, seconds, slices)
    mine, peer_contestant = contestants
    return "\n".join(
        [
            f"against {SOMNAMBWL} at {peer}: {PLAYERS}-player base games, uniformly random "
            f"legal moves, one worker process each, {slices} alternating slices of "
            f"{seconds / slices:.1f} s each:",
            *table(contestants),
            f"ours is {mine.rate / peer_contestant.rate:.2f}x as fast as {SOMNAMBWL}",
        ]
    )


def main(argv: Sequence[str]) -> None:
    """A worker: `python -m pr_core.peer_bench NAME PATH` (NAME: ours or somnambWl/puerto-rico;
    PATH: the peer's checkout, where the worker runs)."""
    name, path = argv[0], Path(argv[1])
    os.chdir(path)  # a peer may read files relative to its root
    serve(ours() if name == OURS else somnambwl(path))


if __name__ == "__main__":
    main(sys.argv[1:])
