"""A game's rulebook examples as named scenarios (every game's `scenarios` package): each a
position file in the package's folder, the rulebook's moves from it (JSON forms), the seat a
reader plays and how many of the moves come before his first decision."""

import importlib.resources
import json
from collections.abc import Callable, Mapping
from typing import Generic, NamedTuple, TypeVar

from .action_base import BaseAction
from .json_checks import JSON, JSONValue

S = TypeVar("S")  # the game's State
A = TypeVar("A", bound=BaseAction)  # the game's Action


class Scenario(NamedTuple):
    id: str  # unique across the games (the bridge finds a scenario by its id alone)
    example: str  # where in the rulebook (or its docs)
    file: str  # the position in the package's folder
    seat: int  # the reader's seat
    steps: tuple[JSON, ...]  # the rulebook's moves, JSON forms
    start: int  # moves made before the reader's first decision


def move(kind: str, *fields: str) -> Callable[..., JSON]:
    """The maker of one kind of move's JSON form, its arguments the values of `fields` in order:
    `move("sell", "good")("corn")` is {"type": "sell", "good": "corn"}."""

    def form(*values: JSONValue) -> JSON:
        assert len(values) == len(fields), f"a {kind} move names {', '.join(fields)}"
        return {"type": kind, **dict(zip(fields, values))}

    return form


class Book(Generic[S, A]):
    """The scenarios of one game: `ALL` by id, and their positions, states and moves."""

    def __init__(
        self,
        package: str,
        scenarios: Mapping[str, Scenario],
        from_json: Callable[[JSON], S],
        action_from_json: Callable[[JSON], A],
    ) -> None:
        self.folder = importlib.resources.files(package)
        self.ALL = dict(scenarios)
        self.from_json = from_json
        self.action_from_json = action_from_json

    def position(self, scenario: Scenario) -> JSON:
        """The scenario's starting position as a dict (a fresh copy)."""
        document: JSON = json.loads((self.folder / scenario.file).read_text(encoding="utf-8"))
        return document

    def start_state(self, scenario: Scenario) -> S:
        return self.from_json(self.position(scenario))

    def actions(self, scenario: Scenario) -> list[A]:
        """The rulebook's moves as actions."""
        return [self.action_from_json(step) for step in scenario.steps]
