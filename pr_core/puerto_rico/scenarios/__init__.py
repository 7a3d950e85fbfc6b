"""The rulebook's worked examples as named scenarios (docs/rulebook-examples.md).

Each scenario is a position file in this folder (the position format, docs/position-format.md),
the rulebook's moves from it in order, the seat a reader plays (the example's protagonist), and
how many of those moves come before the reader's first decision (someone else picks the role).
The same files are the starting positions of tests/test_rulebook_examples.py, which checks the
rulebook's numbers move by move.

`SCENARIOS` are the base game's examples (Part A), the ones the app lists. `EXPANSION_SCENARIOS`
are Expansion I's (Part B): version-2 positions with the expansion's buildings, checked by
tests/test_rulebook_examples_expansion.py; they are kept apart until the app draws those
buildings.
"""

from typing import Final

from ...scenario_files import Book, Scenario, move
from ..actions import Action
from ..position_reader import from_json

# The JSON forms of the moves the examples make.
_role = move("role", "role")
_load = move("load", "ship", "good")
_sell = move("sell", "good")
_wharf = move("wharf", "good")
_build = move("build", "building")
_pass = move("pass", "decision")
_plant = move("plant", "tile")
_small_wharf = move("small_wharf", "good", "count")
_keep = move("keep", "good", "count")
_guest = move("guest", "target")
_draft = move("draft", "building")
_extra_good = move("extra_good", "good")

SHIP_5, SHIP_6, SHIP_7 = range(3)  # the 4-player cargo ships, smallest first

SCENARIOS: Final = {
    s.id: s
    for s in (
        Scenario(
            "mayor-4p", "A1", "mayor-4p.json", 0, (_role("mayor"), {"type": "extra_colonist"}), 0
        ),
        Scenario("builder-3-quarries", "A2", "builder-3-quarries.json", 0, (_role("builder"),), 0),
        Scenario(
            "craftsman-production", "A3", "craftsman-production.json", 0, (_role("craftsman"),), 0
        ),
        Scenario("factory-shortage", "A4", "factory-shortage.json", 0, (_role("craftsman"),), 0),
        Scenario("small-market", "A5", "small-market.json", 1, (_role("trader"), _sell("corn")), 1),
        Scenario(
            "office-tobacco",
            "A6",
            "office-tobacco.json",
            1,
            (_role("trader"), _sell("tobacco"), _sell("tobacco")),
            1,
        ),
        Scenario(
            "office-full-house",
            "A6",
            "office-full-house.json",
            1,
            (_role("trader"), _sell("tobacco")),
            1,
        ),
        Scenario(
            "captain-4p",
            "A7",
            "captain-4p.json",
            0,
            (
                _role("captain"),
                _load(SHIP_7, "sugar"),
                _load(SHIP_7, "sugar"),
                _load(SHIP_5, "tobacco"),
            ),
            0,
        ),
        Scenario(
            "harbor-wharf",
            "A8",
            "harbor-wharf.json",
            1,
            (_role("captain"), _load(SHIP_7, "tobacco"), _load(SHIP_6, "sugar"), _wharf("tobacco")),
            1,
        ),
        Scenario(
            "wharf-variant", "A9", "harbor-wharf.json", 1, (_role("captain"), _wharf("tobacco")), 1
        ),
        Scenario(
            "prospector-2-doubloons",
            "A10",
            "prospector-2-doubloons.json",
            3,
            (_role("prospector"),),
            0,
        ),
        Scenario("guild-hall", "A11", "guild-hall.json", 0, (), 0),
        Scenario("residence", "A12", "residence.json", 0, (), 0),
        Scenario("fortress", "A13", "fortress.json", 0, (), 0),
        Scenario("customs-house", "A14", "customs-house.json", 0, (), 0),
        Scenario("city-hall", "A15", "city-hall.json", 0, (), 0),
        Scenario("large-buildings-unoccupied", "A16", "large-buildings-unoccupied.json", 0, (), 0),
    )
}


# Expansion I (docs/rulebook-examples.md, Part B).
EXPANSION_SCENARIOS: Final = {
    s.id: s
    for s in (
        Scenario(
            "expansion-draft",
            "B1",
            "expansion-draft.json",
            2,
            (_draft("black_market"), _draft("hacienda")),
            2,
        ),
        Scenario("aqueduct", "B2", "aqueduct.json", 1, (_role("craftsman"),), 1),
        Scenario(
            "forest-discount",
            "B3",
            "forest-discount.json",
            0,
            (_role("builder"), _build("large_warehouse")),
            0,
        ),
        Scenario(
            "black-market",
            "B4",
            "black-market.json",
            3,
            (
                _role("builder"),
                _pass("build"),
                _build("harbor"),
                {"type": "black_market", "colonist": "indigo", "good": "indigo", "vp_chip": False},
            ),
            2,
        ),
        Scenario(
            "storehouse",
            "B5",
            "storehouse.json",
            0,
            (
                _role("captain"),
                _keep("corn", 5),
                _keep("indigo", 2),
                _keep("sugar", 2),
                _keep("tobacco", 0),
                _keep("coffee", 3),
            ),
            0,
        ),
        Scenario(
            "guest-house",
            "B6",
            "guest-house.json",
            1,
            (
                _role("captain"),
                _guest("storehouse"),
                _keep("coffee", 4),
                _role("trader"),
                _guest("library"),
                _sell("coffee"),
            ),
            1,
        ),
        Scenario(
            "small-wharf",
            "B7",
            "small-wharf.json",
            2,
            (
                _role("captain"),
                _small_wharf("corn", 3),
                _small_wharf("sugar", 1),
                _small_wharf("tobacco", 2),
            ),
            1,
        ),
        Scenario(
            "lighthouse",
            "B8",
            "lighthouse.json",
            0,
            (_role("captain"), _load(SHIP_5, "corn"), _wharf("indigo"), _small_wharf("sugar", 2)),
            0,
        ),
        Scenario("specialty-factory", "B9", "specialty-factory.json", 1, (_role("craftsman"),), 1),
        Scenario(
            "specialty-factory-maximum",
            "B9",
            "specialty-factory-maximum.json",
            0,
            (_role("craftsman"), _extra_good("indigo"), _extra_good("indigo")),
            0,
        ),
        Scenario("union-hall", "B10", "union-hall.json", 1, (_role("captain"),), 1),
        Scenario("cloister", "B11", "cloister.json", 0, (), 0),
        Scenario("cloister-four-sets", "B11", "cloister-four-sets.json", 0, (), 0),
        Scenario(
            "library-settler",
            "B12",
            "library-settler.json",
            0,
            (
                _role("settler"),
                _plant("quarry"),
                {"type": "extra_colonist"},
                _plant("corn"),
                _plant("indigo"),
                _plant("coffee"),
            ),
            0,
        ),
    )
}


# Every scenario the app offers: the base game's, then the expansion's (flagged when listed).
ALL: Final = {**SCENARIOS, **EXPANSION_SCENARIOS}


_BOOK: Final = Book(__package__, ALL, from_json, Action.from_json)
position = _BOOK.position  # (scenario) -> its starting position, a fresh dict
start_state = _BOOK.start_state  # (scenario) -> its starting State
actions = _BOOK.actions  # (scenario) -> the rulebook's moves as actions
