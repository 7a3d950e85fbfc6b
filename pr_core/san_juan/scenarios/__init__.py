"""San Juan's worked examples from the Dutch edition as named scenarios (pr_core/scenario_files.py):
each a position file in this folder, the rulebook's moves from it, the seat a reader plays and how
many moves come before his first decision. tests/san_juan/test_sj_rulebook_examples.py checks the
rulebook's numbers from the same files."""

from typing import Final

from ...json_checks import JSON
from ...scenario_files import Book, Scenario, move
from ..actions import Action
from ..position_reader import from_json

# The JSON forms of the moves the examples make.
_role = move("role", "role")
_build = move("build", "card")
_pay = move("pay", "card")
_sell = move("sell", "good")
_produce = move("produce", "good")
_discard = move("discard", "card")
# The gold mine's owner uses it (its use is asked: docs/san-juan/rules-decisions.md).
_USE_GOLD_MINE: Final[JSON] = {"type": "use", "building": "gold_mine"}


def _build_over(card: str, over: str) -> JSON:
    return {"type": "build_over", "card": card, "over": over, "good": False}


# Only the moves that are choices: a choice with one option is made by the engine (engine.py).
# Ids are unique across the games (pr_core/bridge.py finds a scenario by its id alone).
SCENARIOS: Final = (
    Scenario(
        "sj-trader-three-goods",
        "Dutch edition, Handelaar, Voorbeeld (speler A, 1 + 2 + 3 + 1 kaarten)",
        "sj-trader-three-goods.json",
        0,
        (_role("trader"), _sell("indigo"), _sell("tobacco"), _sell("silver")),
        0,
    ),
    Scenario(
        "sj-builder-no-surplus",
        "Dutch edition, Bouwmeester, Aanwijzingen (smederij en bibliotheek, een suikermolen)",
        "sj-builder-no-surplus.json",
        0,
        (_role("builder"), _build("sugar_mill")),
        0,
    ),
    Scenario(
        "sj-black-market-library",
        "Dutch edition, Zwarte markt, Voorbeeld",
        "sj-black-market-library.json",
        1,
        (
            _role("builder"),
            _build("library"),
            {"type": "black_market", "good": "indigo"},
            {"type": "black_market", "good": "tobacco"},
            _pay("smithy"),
            _pay("well"),
            _pay("tower"),
        ),
        1,
    ),
    Scenario(
        "sj-crane-palace-over-chapel",
        "Dutch edition, Kraan, Voorbeeld 1",
        "sj-crane-palace-over-chapel.json",
        1,
        (
            _role("builder"),
            _build_over("palace", "chapel"),
            _pay("smithy"),
            _pay("well"),
            _pay("tower"),
        ),
        1,
    ),
    Scenario(
        "sj-crane-statue-over-coffee-roaster",
        "Dutch edition, Kraan, Voorbeeld 2",
        "sj-crane-statue-over-coffee-roaster.json",
        1,
        (_role("builder"), _build_over("statue", "coffee_roaster")),
        1,
    ),
    Scenario(
        "sj-quarry-crane",
        "Dutch edition, Steengroeve, Voorbeeld",
        "sj-quarry-crane.json",
        0,
        (_role("builder"), _build("crane")),
        0,
    ),
    Scenario(
        "sj-poor-house-carpenter",
        "Dutch edition, Armenhuis, Aanwijzingen (eerst de werkplaats)",
        "sj-poor-house-carpenter.json",
        0,
        (_role("builder"), _build("tower")),
        0,
    ),
    Scenario(
        "sj-aqueduct-library",
        "Dutch edition, Aquaduct, Voorbeelden (opzichter met bibliotheek: 4 goederen)",
        "sj-aqueduct-library.json",
        0,
        (
            _role("producer"),
            _produce("indigo"),
            _produce("sugar"),
            _produce("tobacco"),
            _produce("coffee"),
        ),
        0,
    ),
    Scenario(
        "sj-trading-post-library",
        "Dutch edition, Handelsstation, Voorbeelden (handelaar met bibliotheek: 4 goederen)",
        "sj-trading-post-library.json",
        0,
        (_role("trader"), _sell("indigo"), _sell("sugar"), _sell("tobacco"), _sell("silver")),
        0,
    ),
    Scenario(
        "sj-archive-prefecture",
        "Dutch edition, Archief, Voorbeeld",
        "sj-archive-prefecture.json",
        0,
        (
            _role("councillor"),
            _discard("coffee_roaster"),
            _discard("silver_smelter"),
            _discard("well"),
        ),
        0,
    ),
    Scenario(
        "sj-library-councillor",
        "Dutch edition, Bibliotheek, Voorbeeld (met archief en prefectuur)",
        "sj-library-councillor.json",
        0,
        (
            _role("councillor"),
            _discard("smithy"),
            _discard("well"),
            _discard("tower"),
            _discard("quarry"),
            _discard("statue"),
            _discard("hero"),
        ),
        0,
    ),
    Scenario(
        "sj-two-player-library",
        "Dutch edition, Bibliotheek, 2 spelers (1 keer per ronde)",
        "sj-two-player-library.json",
        0,
        (
            _role("prospector"),
            _role("trader"),
            _role("councillor"),
            {"type": "keep", "card": "palace"},
        ),
        0,
    ),
    Scenario(
        "sj-gold-mine-equal-costs",
        "Dutch edition, Goudgroeve, Voorbeeld 1",
        "sj-gold-mine-equal-costs.json",
        1,
        (_role("prospector"), _USE_GOLD_MINE),
        1,
    ),
    Scenario(
        "sj-gold-mine-all-different",
        "Dutch edition, Goudgroeve, Voorbeeld 2",
        "sj-gold-mine-all-different.json",
        1,
        (_role("prospector"), _USE_GOLD_MINE, {"type": "gold_mine", "card": "library"}),
        1,
    ),
    Scenario(
        "sj-chapel-hand-limit",
        "Dutch edition, Een nieuwe ronde (kapel, dan de handlimiet; toren)",
        "sj-chapel-hand-limit.json",
        0,
        ({"type": "tuck", "card": "sugar_mill"}, _discard("silver_smelter"), _discard("palace")),
        0,
    ),
    Scenario(
        "sj-twelfth-building",
        "Dutch edition, Einde van het spel",
        "sj-twelfth-building.json",
        0,
        (_role("builder"), _build("smithy"), _build("tobacco_storage"), _pay("silver_smelter")),
        0,
    ),
    Scenario(
        "sj-chapel-nine-points",
        "Dutch edition, Kapel, Voorbeeld",
        "sj-chapel-nine-points.json",
        0,
        (),
        0,
    ),
    Scenario("sj-guild-hall", "Dutch edition, Gildehal, Voorbeeld", "sj-guild-hall.json", 0, (), 0),
    Scenario("sj-city-hall", "Dutch edition, Raadhuis, Voorbeeld", "sj-city-hall.json", 0, (), 0),
    Scenario(
        "sj-triumphal-arch",
        "Dutch edition, Triomfboog, Voorbeeld",
        "sj-triumphal-arch.json",
        0,
        (),
        0,
    ),
    Scenario("sj-palace", "Dutch edition, Paleis, Voorbeeld", "sj-palace.json", 0, (), 0),
)
ALL: Final = {s.id: s for s in SCENARIOS}


_BOOK: Final = Book(__package__, ALL, from_json, Action.from_json)
position = _BOOK.position  # (scenario) -> its starting position, a fresh dict
start_state = _BOOK.start_state  # (scenario) -> its starting State
actions = _BOOK.actions  # (scenario) -> the rulebook's moves as actions
