"""A game's rulebook examples as named scenarios (every game's `scenarios` package): each a
position file in the package's folder, the rulebook's moves from it (JSON forms), the seat a
reader plays and how many of the moves come before his first decision."""

import importlib.resources
import json
from typing import NamedTuple


class Scenario(NamedTuple):
    id: str  # unique across the games (the bridge finds a scenario by its id alone)
    example: str  # where in the rulebook (or its docs)
    file: str  # the position in the package's folder
    seat: int  # the reader's seat
    steps: tuple  # the rulebook's moves, JSON forms
    start: int  # moves made before the reader's first decision


class Book:
    """The scenarios of one game: `ALL` by id, and their positions, states and moves."""

    def __init__(self, package, scenarios, from_json, action_from_json):
        self.folder = importlib.resources.files(package)
        self.ALL = dict(scenarios)
        self.from_json = from_json
        self.action_from_json = action_from_json

    def position(self, scenario):
        """The scenario's starting position as a dict (a fresh copy)."""
        return json.loads((self.folder / scenario.file).read_text(encoding="utf-8"))

    def start_state(self, scenario):
        return self.from_json(self.position(scenario))

    def actions(self, scenario):
        """The rulebook's moves as actions."""
        return [self.action_from_json(step) for step in scenario.steps]
