"""What the contract suite (test_game_contract.py) needs to know of each game beyond its `Game`:
its contract entry (`Contract`), registered by game id in `CONTRACTS`, and the helpers every
contract test shares (the kinds of game to play, random games, samples of their states; the
game's JSON Schemas: tests/game_schemas.py).

A game's entry says what its Game cannot: which parts of a position a seat may not see (`twin`:
a position that differs from the given one only there), the invariants of its states (`check`),
what its finished games must say (`finished`), and how many random games the slow set plays.
Puerto Rico's and San Juan's entries are below; a game that lives in the tests brings its own
(tests/third_game/contract.py), and tests/contract/extra_games.py adds both.
"""

from __future__ import annotations

import functools
import pathlib
import pickle
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from invariants import check as check_puerto_rico
from invariants import colonists_in_play

from pr_core.errors import PositionError
from pr_core.game import AnyGame
from pr_core.json_checks import JSON
from pr_core.rng import Random

# San Juan's invariants live with its tests.
sys.path.append(str(pathlib.Path(__file__).resolve().parents[1] / "san_juan"))
from sj_invariants import check as check_san_juan  # noqa: E402

MAX_DECISIONS = 3000  # no game may need more decisions than this to end

State = Any  # a game's own State class


# --- a game's contract entry -------------------------------------------------------------------
class Kind(NamedTuple):
    """A kind of game: a player count and new_game's options."""

    players: int
    options: tuple[tuple[str, object], ...]  # (option, value), in the Game's order

    @property
    def id(self) -> str:
        shown = "".join(f"-{key}={value}" for key, value in self.options)
        return f"{self.players}p{shown}"


def _no_check(start: State, state: State) -> None:
    pass


def _nothing_more(kind: Kind, finals: Sequence[State]) -> None:
    pass


@dataclass(frozen=True)
class Contract:
    """What the contract suite needs of a game that its Game does not say."""

    # (position document, seat, random.Random) -> a position that differs from it only in what
    # that seat cannot see (hidden cards dealt anew, another generator state...): its view must
    # be the same view.
    twin: Callable[[JSON, int, random.Random], JSON]
    # (the game's first state, a state of the game) -> None: assertions every reachable state
    # keeps (conservation of pieces...).
    check: Callable[[State, State], None] = _no_check
    # (kind, finished states of a batch of random games) -> None: what finished games must say.
    finished: Callable[[Kind, Sequence[State]], None] = _nothing_more
    # In random games, every step of one game in `check_every` is checked (the rest at the end).
    check_every: int = 1
    # Random games the slow set plays to the end, all kinds together: sized by the rules they
    # reach (random_games_coverage.py prints it), the count where pr_core's lines and branches stop
    # growing, times ten or more; CONTRACT_RANDOM_GAMES=N plays N per game for a deeper search.
    random_games: int = 2000
    # The (phase name, step or None) pairs of the positions' "phase" that the random games whose
    # positions are checked against the schemas must reach (so that the schemas are checked in
    # every one of them); empty: no such promise.
    phases: frozenset[tuple[str, str | None]] = frozenset()


CONTRACTS: dict[str, Contract] = {}
# Games that live in the tests (tests/third_game/): registered in pr_core.games for the contract
# suite's tests only (tests/contract/extra_games.py), so that other test modules, which list the
# package's games, see only those.
TEST_GAMES: list[AnyGame] = []


def register(game_id: str, contract: Contract) -> None:
    CONTRACTS[game_id] = contract


def register_test_game(game: AnyGame, contract: Contract) -> None:
    """A game of the tests' own, with its contract entry."""
    TEST_GAMES.append(game)
    register(game.id, contract)


def contract_game(game_id: str) -> AnyGame:
    """A game the contract suite checks, registered or not yet (while its tests are collected)."""
    from pr_core import games

    own = {game.id: game for game in TEST_GAMES}
    return own[game_id] if game_id in own else games.get(game_id)


def contract_game_ids() -> list[str]:
    """The games the contract suite checks: every registered game and the tests' own."""
    from pr_core import games

    return list(games.GAMES) + [g.id for g in TEST_GAMES if g.id not in games.GAMES]


# --- kinds of game -------------------------------------------------------------------------------
def all_kinds(game: AnyGame) -> list[Kind]:
    """Every player count with every value of every option (not every combination: option k's
    values turn at a different pace for each player count, so pairs vary)."""
    names = list(game.options)
    width = max((len(values) for values in game.options.values()), default=1)
    return [
        Kind(
            players,
            tuple(
                (name, game.options[name][(j + i * k) % len(game.options[name])])
                for k, name in enumerate(names)
            ),
        )
        for i, players in enumerate(game.players)
        for j in range(width)
    ]


def fast_kinds(game: AnyGame) -> list[Kind]:
    """A few kinds between which every player count and every option value is played once."""
    names = list(game.options)
    width = max((len(values) for values in game.options.values()), default=1)
    count = max(len(game.players), width)
    return [
        Kind(
            game.players[t % len(game.players)],
            tuple((name, game.options[name][t % len(game.options[name])]) for name in names),
        )
        for t in range(count)
    ]


def new(game: AnyGame, kind: Kind, seed: int) -> State:
    return game.new_game(kind.players, seed, **dict(kind.options))


def chooser(kind: Kind, seed: int) -> Random:
    """The generator that picks a random game's actions (not the game's own)."""
    return Random(seed * 7919 + kind.players * 131 + len(kind.id))


def play(game: AnyGame, kind: Kind, seed: int) -> tuple[tuple[State, ...], tuple[Any, ...]]:
    """(every state, every action) of a game of `kind` played to the end with random actions."""
    state = new(game, kind, seed)
    pick = chooser(kind, seed)
    states, actions = [state], []
    while not game.is_terminal(state):
        action = pick.choice(game.legal_actions(state))
        state = game.apply_action(state, action)
        states.append(state)
        actions.append(action)
        assert len(actions) <= MAX_DECISIONS, f"{game.id} {kind.id} seed {seed}: no end"
    return tuple(states), tuple(actions)


@functools.cache
def random_game(game_id: str, kind: Kind, seed: int) -> tuple[tuple[State, ...], tuple[Any, ...]]:
    """`play`, kept: several contract tests read the same games."""
    from pr_core import games

    return play(games.get(game_id), kind, seed)


# --- samples of states ---------------------------------------------------------------------------
NAMING_KEYS = {"name", "step", "type"}  # their text values are part of a shape


def shape(value: object, key: str | None = None) -> object:
    """A value's shape: its fields all the way down (lists not looked into), the kinds of their
    values and the text of the fields that name a phase or a step, not the values themselves."""
    if isinstance(value, dict):
        return tuple(sorted((k, shape(v, k)) for k, v in value.items()))
    if isinstance(value, list):
        return "list"
    if isinstance(value, str) and key in NAMING_KEYS:
        return value
    return type(value).__name__


def phase_shape(doc: JSON) -> object:
    """What tells a position's rare parts apart: its fields and the shape of its "phase" (the
    phase and step named, and the fields they have)."""
    return tuple(sorted(doc)), shape(doc.get("phase"))


def json_copy(doc: JSON) -> JSON:
    """A deep copy of a JSON document, through pickle: seven times as fast as copy.deepcopy (the
    twins copy every sampled position)."""
    copied: JSON = pickle.loads(pickle.dumps(doc, pickle.HIGHEST_PROTOCOL))
    return copied


class Sampler:
    """Picks states to check out of the random games of one test: every `every`-th state (counted
    over all the games) and the first of each phase shape, so that the rare phases and steps are
    checked too and each further game adds little."""

    def __init__(self, game: AnyGame, every: int) -> None:
        self.game, self.every, self.count, self.seen = game, every, 0, set[object]()

    def __call__(self, states: Sequence[State]) -> list[State]:
        picked = []
        for state in states:
            new_shape = phase_shape(self.game.to_dict(state))
            if self.count % self.every == 0 or new_shape not in self.seen:
                picked.append(state)
            self.seen.add(new_shape)
            self.count += 1
        return picked


# --- Puerto Rico ---------------------------------------------------------------------------------
def puerto_rico_twin(doc: JSON, seat: int, rnd: random.Random) -> JSON:
    """Another generator state (the order of the face-down plantations) and, unless VP are
    visible or the game is over, the other players' VP chips dealt anew among them (their sum
    stays: the supply is public), unless the position needs them where they are (a black
    market paying with them)."""
    from pr_core.puerto_rico import from_json

    doc = json_copy(doc)
    doc["rng"] = f"{rnd.getrandbits(64):016x}"
    if doc["visible_vp"] or doc["phase"]["name"] == "game_over":
        return doc
    dealt = json_copy(doc)
    others = [p for i, p in enumerate(dealt["players"]) if i != seat]
    total = sum(p["vp_chips"] for p in others)
    cuts = sorted(rnd.randint(0, total) for _ in others[1:])
    for p, low, high in zip(others, [0, *cuts], [*cuts, total]):
        p["vp_chips"] = high - low
    try:
        from_json(dealt)
    except PositionError:
        return doc
    return dealt


def puerto_rico_check(start: State, state: State) -> None:
    check_puerto_rico(state, colonists_in_play(start))


def puerto_rico_finished(kind: Kind, finals: Sequence[State]) -> None:
    setup = dict(kind.options).get("expansion")
    for state in finals:
        assert state.end_reasons, "the game ended for a reason"
        if setup is not None:
            assert len(state.board) == (31 if setup == "all" else 17)


register(
    "puerto-rico",
    Contract(
        twin=puerto_rico_twin,
        check=puerto_rico_check,
        finished=puerto_rico_finished,
        check_every=16,  # its invariants are costly: about 16 games of 250 every step
        # Lines and arcs still grow past 100 games per kind (random_games_coverage.py on
        # 2026-12-07: 1,392 lines and 2,151 arcs at 10, 1,398 and 2,165 at 100, 1,423 and 2,206
        # at 250): 250 per kind, one chunk each (was 20,000 games in all).
        random_games=4_000,
    ),
)


# --- San Juan ------------------------------------------------------------------------------------
def san_juan_hidden_slots(doc: JSON, seat: int) -> list[tuple[Any, Any]]:
    """The places in a position document holding cards `seat` cannot see: (container, key)."""
    slots: list[tuple[Any, Any]] = []
    for i, p in enumerate(doc["players"]):
        if i != seat:
            slots += [(p["hand"], k) for k in range(len(p["hand"]))]
            slots += [(p["chapel"], k) for k in range(len(p["chapel"]))]
        slots += [(b, "good") for b in p["buildings"] if "good" in b]
    slots += [(doc["pile"], k) for k in range(len(doc["pile"]))]
    slots += [(doc["discards"], k) for k in range(len(doc["discards"]))]
    phase = doc["phase"]
    if phase["name"] == "councillor" and "drawn" in phase and phase["actor"] != seat:
        slots += [(phase["drawn"], k) for k in range(len(phase["drawn"]))]
    return slots


def san_juan_twin(doc: JSON, seat: int, rnd: random.Random) -> JSON:
    """The hidden cards dealt anew among the hidden places, the unseen tiles in another order,
    another generator state, and another card for the last one another player paid, kept or
    discarded."""
    from pr_core.san_juan import data

    doc = json_copy(doc)
    slots = san_juan_hidden_slots(doc, seat)
    cards = [where[key] for where, key in slots]
    rnd.shuffle(cards)
    for (where, key), card in zip(slots, cards):
        where[key] = card
    house = doc["trading_house"]
    tiles = house["tiles"]
    up = 1 if house["up"] is not None else 0
    unknown = list(range(up, len(tiles) - (house["seen"] - up)))
    values = [tiles[i] for i in unknown]
    rnd.shuffle(values)
    for i, value in zip(unknown, values):
        tiles[i] = value
    doc["rng"] = f"{rnd.getrandbits(64):016x}"
    phase = doc["phase"]
    if phase.get("floor") in data.CARD_NAMES and phase.get("actor") != seat:
        del phase["floor"]  # as if his picks so far had been of the first kind
    return doc


def san_juan_check(start: State, state: State) -> None:
    check_san_juan(state)


def san_juan_finished(kind: Kind, finals: Sequence[State]) -> None:
    from pr_core.san_juan import final_scores

    reasons = {reason for state in finals for reason in final_scores(state)["end_reasons"]}
    if len(finals) >= 40:  # a city of 12 ends most games
        assert "city_complete" in reasons, reasons


def san_juan_phases() -> frozenset[tuple[str, str | None]]:
    """Every phase and step a San Juan game stops at."""
    from pr_core.san_juan import builder, councillor, prospector, round_start

    steps = {
        (module.__name__.rpartition(".")[2], step)
        for module in (builder, councillor, prospector, round_start)
        for step in module.STEP_NAMES
    }
    others = ("role_selection", "start_hands", "producer", "trader", "game_over")
    return frozenset(steps | {(name, None) for name in others})


register(
    "san-juan",
    Contract(
        twin=san_juan_twin,
        check=san_juan_check,
        finished=san_juan_finished,
        # Lines and arcs stop growing at 10 games per kind (random_games_coverage.py on
        # 2026-12-07: 703 lines and 1,074 arcs at 10 to 40, 704 and 1,076 at 100 and at 250):
        # ten times that, 100 per kind, one chunk each (was 250 per kind, and 10,000 games in
        # all before that).
        random_games=600,
        phases=san_juan_phases(),
    ),
)
