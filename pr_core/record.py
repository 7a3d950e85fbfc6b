"""A game record: the starting position and every action since, with every state kept.

The record is what saves, undo and replay are made of (docs/saves.md). States are immutable and
share nothing mutable, so keeping one per action costs little (a game has about 200 actions) and
lets undo and replay jump to any step without playing the game again.

A save document is the record written as JSON: the start, the actions in their JSON form, and the
position they lead to, so that reading a save can check that this engine plays those actions to
the same position. A save of an earlier engine whose rules changed since opens at that position,
its moves before it lost (never as a different game); a save of this engine whose moves do not
lead to its position is damaged. Records and saves work for every game (pr_core/game.py); a save
names its game ("game", absent in Puerto Rico's saves, which are older than the field:
`Game.unnamed_in_saves`). This module knows no game: a record is given its game, and reading a
save is given how to find the game the save names (the registry's games.of_save).
"""

from collections.abc import Callable, Mapping
from typing import Any, Final, Generic, NamedTuple

from .errors import IllegalActionError, PositionError
from .game import A, AnyGame, Game, S
from .json_checks import JSON, TooDeep, parse, shown
from .version import __version__

SAVE_FORMAT: Final = "pr-core-save"
SAVE_VERSION: Final = 1


class SaveError(ValueError):
    """A save that cannot be resumed; the message says why in plain words (English, for logs and
    tools). `reason` and `params` say it for the UI, which words it in the player's language:
    "not_a_save", "newer_version" {version, supported}, "rules_changed" {made_by, version} or
    "damaged"."""

    def __init__(self, message: str, reason: str = "damaged", **params: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params


class Record(Generic[S, A]):
    """The start and the actions since; `decisions` are the indices in `actions` where one of the
    human's decisions began (a mayor arrangement is one decision of several actions)."""

    __slots__ = ("game", "states", "actions", "decisions")

    def __init__(self, start: S, game: Game[S, A]) -> None:
        self.game = game  # the game's rules (pr_core.game.Game)
        self.states: list[S] = [start]  # states[k]: the state after the first k actions
        self.actions: list[A] = []  # Action values, in order
        self.decisions: list[int] = []  # ascending indices into actions

    @property
    def state(self) -> S:
        return self.states[-1]

    @property
    def start(self) -> S:
        return self.states[0]

    def __len__(self) -> int:
        return len(self.actions)

    def play(self, action: A) -> S:
        """Applies one action (raises IllegalActionError, changing nothing, if it is illegal)."""
        state = self.game.apply_action(self.states[-1], action)
        self.states.append(state)
        self.actions.append(self.game.action_from_code(int(action)))
        return state

    def begin_decision(self) -> None:
        """Marks the next action as the start of one of the human's decisions."""
        self.decisions.append(len(self.actions))

    def truncate(self, steps: int) -> None:
        """Forgets every action after the first `steps`."""
        del self.states[steps + 1 :]
        del self.actions[steps:]
        while self.decisions and self.decisions[-1] >= steps:
            self.decisions.pop()

    def last_decision(self) -> int | None:
        """The index where the human's latest decision began, or None."""
        return self.decisions[-1] if self.decisions else None

    def copy(self) -> "Record[S, A]":
        other: Record[S, A] = Record.__new__(Record)
        other.game = self.game
        other.states = list(self.states)
        other.actions = list(self.actions)
        other.decisions = list(self.decisions)
        return other

    # --- saves ---------------------------------------------------------------------------------
    def save(self, extra: Mapping[str, object]) -> JSON:
        """The save document as a dict; `extra` adds the session's fields (seat, bots...)."""
        start = self.game.to_dict(self.start)
        doc: JSON = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "engine_version": __version__,
            "position_version": start["version"],
        }
        if not self.game.unnamed_in_saves:
            doc["game"] = self.game.id
        doc.update(extra)
        doc["start"] = start
        doc["actions"] = [a.to_json() for a in self.actions]
        doc["decisions"] = list(self.decisions)
        doc["position"] = self.game.to_dict(self.state)
        return doc


class ReadSave(NamedTuple):
    """A save read: its record, its document (the caller checks its own fields: seat, bots...),
    and, where the moves no longer replay under this engine's rules, the version that saved it
    (the record then starts at the saved position, with no moves before it)."""

    record: Record[Any, Any]
    doc: JSON
    history_lost_from: str | None


def read_save(doc: object, game_of: Callable[[JSON], AnyGame | None]) -> ReadSave:
    """The save (JSON text or a dict) read; raises SaveError saying what is wrong. `game_of`
    finds the game the save document names (None: a game this app does not play)."""
    if isinstance(doc, (str, bytes)):
        try:
            doc = parse(doc)
        except TooDeep as error:
            raise SaveError(f"the file is not a saved game ({error})", "not_a_save") from None
        except (ValueError, RecursionError):
            raise SaveError(
                "the file is not a saved game (it is not valid JSON)", "not_a_save"
            ) from None
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise SaveError("the file is not a saved game of this app", "not_a_save")
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise SaveError("the saved game has no valid format version")
    if version > SAVE_VERSION:
        raise SaveError(
            f"the game was saved by a newer version of this app (save format "
            f"{version}; this one reads up to {SAVE_VERSION}); update the app to "
            f"resume it",
            "newer_version",
            version=version,
            supported=SAVE_VERSION,
        )
    made_by = doc.get("engine_version")
    game = game_of(doc)
    if game is None:
        raise SaveError(
            f"the saved game is of a game this app does not play ({shown(doc.get('game'))})",
            "not_a_save",
        )
    try:
        record = _replayed(game, doc)
    except SaveError:
        if not (isinstance(made_by, str) and made_by != __version__):
            raise
        return ReadSave(_at_position(game, doc, made_by), doc, made_by)
    return ReadSave(record, doc, None)


def _replayed(game: Game[S, A], doc: JSON) -> Record[S, A]:
    """The save's record, its moves played from its start and checked against its position."""
    try:
        record = Record(game.from_json(doc.get("start")), game)
    except PositionError as error:
        raise SaveError(f"the saved game's starting position is damaged ({error})") from None
    actions = doc.get("actions")
    if not isinstance(actions, list):
        raise SaveError("the saved game has no list of moves")
    for number, raw in enumerate(actions, 1):
        try:
            record.play(game.action_from_json(raw))
        except IllegalActionError as error:
            raise SaveError(
                f"the saved game is damaged: move {number} cannot be played ({error})"
            ) from None
    decisions = doc.get("decisions")
    if (
        not isinstance(decisions, list)
        or any(type(d) is not int or not 0 <= d < len(actions) for d in decisions)
        or decisions != sorted(set(decisions))
    ):
        raise SaveError("the saved game's list of your decisions is damaged")
    record.decisions = list(decisions)
    if doc.get("position") != game.to_dict(record.state):
        raise SaveError(
            "the saved game is damaged: its moves lead to a different position than the one saved"
        )
    return record


def _at_position(game: Game[S, A], doc: JSON, made_by: str) -> Record[S, A]:
    """An earlier engine's save whose moves no longer replay: the game from its saved position.
    Only a position this engine cannot read refuses the save."""
    try:
        return Record(game.from_json(doc.get("position")), game)
    except PositionError as error:
        raise SaveError(
            f"the game was saved by version {made_by} of the engine, whose rules differ from "
            f"this version {__version__}: its moves cannot be replayed and its position cannot "
            f"be read ({error})",
            "rules_changed",
            made_by=made_by,
            version=__version__,
        ) from None


def moves_told(doc: JSON) -> bool:
    """Whether a save whose moves no longer replay still tells that the game had gone on from
    its start (its decisions, its moves, or a position other than its start): the game was
    played in, though its record now starts at the saved position."""
    return (
        bool(doc.get("decisions"))
        or bool(doc.get("actions"))
        or (doc.get("position") != doc.get("start"))
    )
