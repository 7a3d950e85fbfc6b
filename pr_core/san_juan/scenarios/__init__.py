"""San Juan's worked examples from seed 004 as named scenarios (docs/san-juan/rulebook-examples.md, "Rulebook
examples"): each a position file in this folder, the rulebook's moves from it, the seat a reader
plays and how many moves come before his first decision. tests/san_juan/ checks the rulebook's
numbers from the same files."""

import importlib.resources
import json
from typing import NamedTuple

from ..actions import Action
from ..position_reader import from_json

_FOLDER = importlib.resources.files(__package__)


class Scenario(NamedTuple):
    id: str
    example: str     # where in seed 004
    file: str        # the position in this folder
    seat: int        # the reader's seat
    steps: tuple     # the rulebook's moves, JSON forms
    start: int       # moves made before the reader's first decision


SCENARIOS = ()
ALL = {s.id: s for s in SCENARIOS}


def position(scenario):
    """The scenario's starting position as a dict (a fresh copy)."""
    return json.loads((_FOLDER / scenario.file).read_text(encoding="utf-8"))


def start_state(scenario):
    return from_json(position(scenario))


def actions(scenario):
    """The rulebook's moves as actions."""
    return [Action.from_json(step) for step in scenario.steps]
