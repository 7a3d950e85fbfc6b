"""The position format (docs/position-format.md): what to_json writes matches the JSON Schema,
from_json gives back the very same game, hand-written positions get the supplies the table would
have, malformed or impossible positions are refused with the bad field named, and the player view
hides exactly what a player may not see. What every game's positions keep (random games' positions
and views match the schemas, read back as written and play on identically; views are plain JSON
and hide what their viewer cannot see) is checked for every game by tests/contract/."""

import functools
import json
import pathlib
import re

import pytest
from drawn_games import played_to_the_end
from game_schemas import schema_errors, schemas, undescribed_fields, validators

import pr_core as pr
from pr_core.errors import PositionError
from pr_core.puerto_rico import actions, captain, data, mayor, position, position_phase
from pr_core.puerto_rico.state import PHASE_NAMES
from pr_core.rng import Random

DOCS = pathlib.Path(__file__).parent.parent / "docs" / "position-format.md"
POSITION_SCHEMA, VIEW_SCHEMA = schemas("puerto-rico")
POSITION, VIEW = validators("puerto-rico")

ROLES_3P = ["settler", "mayor", "builder", "craftsman", "trader", "captain"]
ROLES_4P = ROLES_3P + ["prospector"]
EXPANSION_SETUPS = ("draft", "all", "random")  # the ways new_game sets up Expansion I
EVERY_VIOLET_BUILDING = [data.BUILDING_NAMES[b] for b in data.VIOLET_BUILDINGS]


# --- helpers ------------------------------------------------------------------------------------
def attributes(state):
    """Everything a State holds (its caches aside), players included, for comparing states."""
    attrs = {k: v for k, v in state.__dict__.items() if k not in ("events", "_legal", "_own")}
    attrs["players"] = [p.__dict__ for p in state.players]
    return attrs


@functools.cache
def random_game(players, seed, visible_vp=False, expansion=None):
    """Every state of one game played with random choices, from the setup to the end
    (`expansion`: None for the base game, else how new_game sets up Expansion I)."""
    return played_to_the_end(
        pr,
        pr.new_game(players, seed, visible_vp=visible_vp, expansion=expansion),
        Random(seed * 101 + players),
    )


def some_states(players, games=2, every=5, expansion=None):
    """Every `every`-th state (and the last) of a few random games."""
    for seed in range(games):
        states = random_game(players, seed, expansion=expansion)
        yield from states[::every]
        yield states[-1]


def load(doc):
    return pr.from_json(doc)


def written(state):
    """The position as to_json writes it, parsed."""
    return json.loads(pr.to_json(state))


def offered(state):
    return [action.to_json() for action in pr.legal_actions(state)]


def position_error(doc):
    with pytest.raises(PositionError) as caught:
        pr.from_json(doc)
    return caught.value


def blank(players):
    return [{} for _ in range(players)]


# --- the schema ---------------------------------------------------------------------------------
def test_the_schema_lists_the_engines_names():
    defs = POSITION_SCHEMA["$defs"]
    table = defs["table"]["properties"]
    assert defs["island_tile"]["properties"]["tile"]["enum"] == list(data.ISLAND_TILE_NAMES)
    assert defs["city_building"]["properties"]["building"]["enum"] == list(data.BUILDING_NAMES)
    assert len(data.BUILDING_NAMES) == 37  # the base game's 23 and Expansion I's 14
    assert list(table["buildings"]["properties"]) == list(data.BUILDING_NAMES)
    assert list(defs["goods"]["properties"]) == list(data.GOOD_NAMES)
    assert defs["role_card"]["properties"]["role"]["enum"] == list(data.CARD_NAMES)
    assert defs["phase"]["properties"]["name"]["enum"] == list(PHASE_NAMES)
    assert table["end_reasons"]["items"]["enum"] == ["city_full", "colonists", "vp_chips"]
    assert table["format"]["const"] == "puerto-rico-position"
    assert table["version"]["enum"] == [position.BASE_VERSION, position.VERSION] == [1, 2]


def test_the_schema_lists_the_expansions_setups_board_and_forests():
    expansion = POSITION_SCHEMA["$defs"]["table"]["properties"]["expansion"]["properties"]
    assert expansion["setup"]["enum"] == list(data.EXPANSION_SETUPS)
    assert expansion["board"]["items"]["enum"] == [
        data.BUILDING_NAMES[b] for b in data.VIOLET_BUILDINGS
    ]
    assert expansion["board"]["maxItems"] == len(data.VIOLET_BUILDINGS)
    assert expansion["forests"]["maximum"] == data.FORESTS


def test_the_schema_gives_each_building_its_copies_and_circles():
    buildings = POSITION_SCHEMA["$defs"]["table"]["properties"]["buildings"]["properties"]

    def owning(name, colonists):
        return {
            "players": [{"city": [{"building": name, "colonists": colonists}]}, {}, {}],
            "expansion": {"setup": "all", "board": EVERY_VIOLET_BUILDING},
        }

    for b, name in enumerate(data.BUILDING_NAMES):
        assert buildings[name]["maximum"] == data.BUILDING_COPIES[b], name
        assert schema_errors(POSITION, owning(name, data.BUILDING_CIRCLES[b])) == [], name
        assert schema_errors(POSITION, owning(name, data.BUILDING_CIRCLES[b] + 1)), name


def phase_fields(name):
    """The fields the schema allows in a phase of this name."""
    for variant in POSITION_SCHEMA["$defs"]["phase"]["allOf"]:
        if variant["if"]["properties"]["name"]["const"] == name:
            return variant["then"]["properties"]
    raise KeyError(name)


def test_the_schema_lists_the_engines_phase_steps_and_mayor_targets():
    assert (
        phase_fields("settler")["step"]["enum"]
        == list(position.SETTLER_STEPS)
        == ["hacienda", "tile", "hospice", "drawn", "library"]
    )
    assert (
        phase_fields("builder")["step"]["enum"]
        == list(position.BUILDER_STEPS)
        == ["build", "university", "black_market", "church"]
    )
    assert phase_fields("mayor")["step"]["enum"] == list(mayor.STEP_NAMES)
    assert (
        phase_fields("captain")["step"]["enum"]
        == list(captain.STEP_NAMES.values())
        == ["loading", "storing", "small_wharf", "union_hall", "guests"]
    )
    assert phase_fields("mayor")["next_target"]["enum"] == [
        actions.target_name(t) for t in position.placing_order()
    ] + [None]


def test_every_phase_with_a_window_for_guests_has_the_step_in_the_schema():
    for phase in position_phase._WINDOWS:
        name = PHASE_NAMES[phase]
        if name == "game_end":  # the whole phase is the window: no step is written
            assert set(phase_fields(name)) == {"name", "actor", "turn"}
        else:
            assert "guests" in phase_fields(name)["step"]["enum"], name
    assert phase_fields("craftsman")["step"]["enum"] == ["guests"]
    assert phase_fields("prospector")["step"]["enum"] == ["guests"]


def test_the_schema_allows_in_each_phase_the_fields_the_reader_reads():
    for name in PHASE_NAMES:
        assert set(phase_fields(name)) - {"name"} == position_phase._PHASE_FIELDS[name], name


def test_every_field_of_the_schemas_is_described():
    for schema in (POSITION_SCHEMA, VIEW_SCHEMA):
        assert schema["description"]
        assert list(undescribed_fields(schema)) == []


def test_every_phase_field_is_described():
    for variant in POSITION_SCHEMA["$defs"]["phase"]["allOf"]:
        name = variant["if"]["properties"]["name"]["const"]
        assert variant["then"]["description"], name
        for field, rule in variant["then"]["properties"].items():
            assert rule is True or rule["description"], f"phase {name}: {field}"


@pytest.mark.parametrize("setup", EXPANSION_SETUPS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_position_of_an_expansion_game_is_version_2_and_names_its_setup(players, setup):
    """(The schemas of every game's positions and views: tests/contract/.)"""
    for state in some_states(players, expansion=setup):
        doc = written(state)
        assert doc["version"] == 2 and doc["expansion"]["setup"] == setup


def test_a_base_game_is_written_as_version_1_and_an_expansion_game_as_version_2():
    base = written(pr.new_game(3, seed=1))
    assert base["version"] == 1 and "expansion" not in base
    assert list(base["buildings"]) == [data.BUILDING_NAMES[b] for b in data.BASE_BUILDINGS]
    for setup in EXPANSION_SETUPS:
        doc = written(pr.new_game(3, seed=1, expansion=setup))
        assert doc["version"] == 2
        assert doc["expansion"]["setup"] == setup and doc["expansion"]["forests"] == 12


def test_a_view_of_an_expansion_game_without_its_expansion_does_not_match_the_view_schema():
    view = pr.player_view(pr.new_game(3, seed=1, expansion="random"), 0)
    del view["expansion"]
    assert schema_errors(VIEW, view)


def test_a_view_with_the_generator_state_does_not_match_the_view_schema():
    state = pr.new_game(3, seed=1)
    leaky = dict(pr.player_view(state, 0), rng=written(state)["rng"])
    assert schema_errors(VIEW, leaky)


def test_a_view_with_hidden_chips_is_not_a_position():
    view = pr.player_view(pr.new_game(3, seed=1), 0)
    assert schema_errors(POSITION, view)


# Well-formed hand-written positions used below; each must also match the schema.
CAPTAIN_START_4P = {
    "players": [
        {
            "name": "Ana",
            "doubloons": 4,
            "vp_chips": 5,
            "island": [
                {"tile": "corn", "colonist": True},
                {"tile": "corn", "colonist": True},
                {"tile": "indigo", "colonist": True},
                {"tile": "sugar"},
                {"tile": "quarry", "colonist": True},
            ],
            "city": [
                {"building": "small_indigo_plant", "colonists": 1},
                {"building": "hacienda", "colonists": 1},
            ],
            "goods": {"corn": 3, "indigo": 1},
        },
        {
            "name": "Bo",
            "doubloons": 2,
            "vp_chips": 2,
            "island": [{"tile": "indigo", "colonist": True}, {"tile": "sugar", "colonist": True}],
            "city": [
                {"building": "small_sugar_mill", "colonists": 1},
                {"building": "harbor", "colonists": 1},
            ],
            "goods": {"sugar": 2, "tobacco": 1},
        },
        {
            "name": "Cy",
            "doubloons": 1,
            "vp_chips": 3,
            "island": [{"tile": "corn", "colonist": True}, {"tile": "coffee", "colonist": True}],
            "city": [{"building": "coffee_roaster", "colonists": 1}],
            "goods": {"corn": 1, "coffee": 2},
        },
        {"name": "Di", "doubloons": 6, "goods": {"corn": 1}},
    ],
    "governor": 0,
    "roles": [
        {"role": "settler", "taken_by": 0},
        {"role": "mayor"},
        {"role": "builder", "doubloons": 1},
        {"role": "craftsman", "taken_by": 1},
        {"role": "trader"},
        {"role": "captain", "taken_by": 2},
        {"role": "prospector", "doubloons": 1},
    ],
    "phase": {"name": "captain", "picker": 2},
    "cargo_ships": [{"capacity": 5, "good": "corn", "count": 2}, {"capacity": 6}, {"capacity": 7}],
    "trading_house": ["tobacco", "indigo"],
}

ROLE_SELECTION_3P = {
    "players": [
        {"name": "Ana", "doubloons": 3},
        {"name": "Bo", "doubloons": 1},
        {"name": "Cy", "doubloons": 5, "goods": {"corn": 2}},
    ],
    "governor": 1,
    "roles": [
        {"role": "settler"},
        {"role": "mayor", "doubloons": 1},
        {"role": "builder"},
        {"role": "craftsman"},
        {"role": "trader", "doubloons": 2},
        {"role": "captain", "doubloons": 1},
    ],
    "seed": 7,
}

MAYOR_PLACING_3P = {
    "players": [
        {
            "island": [{"tile": "corn"}, {"tile": "indigo"}, {"tile": "indigo"}],
            "city": [{"building": "small_indigo_plant"}],
        },
        {},
        {},
    ],
    "phase": {"name": "mayor", "picker": 0, "step": "placing", "hand": 2},
    "colonists": {"ship": 0},
}

GAME_OVER_2P = {
    "players": [{"vp_chips": 40, "doubloons": 2}, {"vp_chips": 30}],
    "phase": {"name": "game_over"},
    "end_reasons": ["vp_chips"],
}

WELL_FORMED = {
    "only players": {"players": blank(4)},
    "captain start": CAPTAIN_START_4P,
    "role selection": ROLE_SELECTION_3P,
    "mayor placing": MAYOR_PLACING_3P,
    "game over": GAME_OVER_2P,
}


@pytest.mark.parametrize("doc", WELL_FORMED.values(), ids=WELL_FORMED.keys())
def test_hand_written_positions_match_the_schema_and_load(doc):
    assert schema_errors(POSITION, doc) == []
    load(doc)


# Hand-written Expansion I positions, one for each new step and phase field; each must match the
# schema and load. A drafted board: one building per space of its cost
# (docs/rules/expansion-i.md#draft).
DRAFTED_BOARD = [
    "small_market",
    "hacienda",
    "forest_house",
    "storehouse",
    "guest_house",
    "large_market",
    "trading_post",
    "small_wharf",
    "factory",
    "harbor",
    "library",
    "union_hall",
    "guild_hall",
    "residence",
    "fortress",
    "cloister",
    "statue",
]


def expansion_game(*players, expansion=None, **fields):
    """A position with Expansion I (on the drafted board unless `expansion` says otherwise):
    the players by seat and any other top-level fields."""
    return dict(
        {"players": list(players), "expansion": expansion or {"board": DRAFTED_BOARD}}, **fields
    )


EXPANSION_WELL_FORMED = {
    "the draft under way": {
        "players": blank(3),
        "expansion": {"setup": "draft", "board": ["black_market", "library"]},
        "phase": {"name": "draft"},
    },
    "every violet building for sale": {
        "players": blank(4),
        "expansion": {"setup": "all", "board": EVERY_VIOLET_BUILDING},
    },
    "forests on an island": expansion_game(
        {
            "island": [
                {"tile": "corn", "colonist": True},
                {"tile": "forest"},
                {"tile": "forest", "colonist": False},
            ]
        },
        {},
        {},
    ),
    "settler: a forest instead of the plantation drawn": expansion_game(
        {
            "island": [{"tile": "indigo"}],
            "city": [
                {"building": "hacienda", "colonists": 1},
                {"building": "forest_house", "colonists": 1},
            ],
        },
        {},
        {},
        phase={"name": "settler", "picker": 0, "step": "drawn", "drawn": "coffee"},
    ),
    "settler: the library's second tile": expansion_game(
        {
            "island": [{"tile": "indigo"}, {"tile": "corn"}],
            "city": [{"building": "library", "colonists": 1}],
        },
        {},
        {},
        phase={"name": "settler", "picker": 0, "turn": 0, "step": "library"},
    ),
    "mayor: the library's second colonist": expansion_game(
        {"city": [{"building": "library", "colonists": 1}]},
        {},
        {},
        phase={"name": "mayor", "picker": 0, "step": "privilege", "library_second": True},
    ),
    "builder: the black market makes up 2 doubloons": expansion_game(
        {},
        {
            "doubloons": 3,
            "vp_chips": 1,
            "goods": {"corn": 1},
            "city": [{"building": "black_market", "colonists": 1}],
        },
        {},
        expansion={"setup": "all", "board": EVERY_VIOLET_BUILDING},
        phase={
            "name": "builder",
            "picker": 0,
            "actor": 1,
            "step": "black_market",
            "building": "large_market",
        },
    ),
    "craftsman: the library's second extra barrel": expansion_game(
        {
            "island": [{"tile": "corn", "colonist": True}],
            "city": [{"building": "library", "colonists": 1}],
            "goods": {"corn": 2},
        },
        {},
        {},
        phase={
            "name": "craftsman",
            "picker": 0,
            "produced": ["corn"],
            "received": {"corn": 2},
            "library_second": True,
        },
    ),
    "craftsman: guests before production": expansion_game(
        {},
        {"island": [{"tile": "corn"}], "city": [{"building": "guest_house", "colonists": 1}]},
        {},
        phase={"name": "craftsman", "picker": 0, "step": "guests", "turn": 1},
    ),
    "captain: guests before the union halls pay": expansion_game(
        {
            "goods": {"corn": 2},
            "city": [{"building": "guest_house", "colonists": 1}, {"building": "union_hall"}],
        },
        {},
        {},
        phase={"name": "captain", "picker": 0, "step": "guests"},
    ),
    "builder: the church's VP would be the last chips": expansion_game(
        {"city": [{"building": "church", "colonists": 1}, {"building": "harbor"}]},
        {"vp_chips": 74},  # of 75: the last chip is left
        {},
        expansion={"setup": "all", "board": EVERY_VIOLET_BUILDING},
        phase={"name": "builder", "picker": 0, "step": "church"},
    ),
    "captain: the union hall's VP would be the last chips": expansion_game(
        {},
        {"goods": {"corn": 2, "sugar": 3}, "city": [{"building": "union_hall", "colonists": 1}]},
        {"vp_chips": 73},  # of 75: 2 left, Bo's 2 VP
        phase={"name": "captain", "picker": 0, "step": "union_hall", "turn": 1},
    ),
    "captain: a small wharf shipment under way": expansion_game(
        {"goods": {"indigo": 1, "sugar": 2}, "city": [{"building": "small_wharf", "colonists": 1}]},
        {},
        {},
        phase={
            "name": "captain",
            "picker": 0,
            "step": "small_wharf",
            "shipping": {"corn": 3},
            "small_wharf_used": [],
        },
    ),
    "captain: a storehouse owner keeping good by good": expansion_game(
        {
            "goods": {"corn": 3, "indigo": 2, "sugar": 2},
            "city": [{"building": "storehouse", "colonists": 1}],
        },
        {},
        {},
        phase={"name": "captain", "picker": 0, "step": "storing", "kept": {"corn": 2}},
    ),
    "prospector: a guest to the library": expansion_game(
        {"city": [{"building": "guest_house", "colonists": 1}, {"building": "library"}]},
        {},
        {},
        {},
        phase={"name": "prospector", "picker": 0, "step": "guests"},
    ),
    "the game's end: a guest to the residence": expansion_game(
        {"vp_chips": 30},
        {"city": [{"building": "guest_house", "colonists": 1}, {"building": "residence"}]},
        {"vp_chips": 45},
        phase={"name": "game_end"},
        end_reasons=["vp_chips"],
    ),
}


@pytest.mark.parametrize("doc", EXPANSION_WELL_FORMED.values(), ids=EXPANSION_WELL_FORMED.keys())
def test_hand_written_expansion_positions_match_the_schema_and_load(doc):
    assert schema_errors(POSITION, doc) == []
    state = load(doc)
    assert pr.legal_actions(state)
    assert schema_errors(POSITION, written(state)) == []


def test_the_random_and_hand_written_positions_reach_every_step_of_every_phase():
    """So the schema tests above see every step: the rarer ones (a window for guests in the
    captain and prospector phases, a storehouse owner's keep) come from hand-written
    positions."""
    docs = [
        written(state)
        for players in (2, 3, 4, 5)
        for setup in EXPANSION_SETUPS
        for state in some_states(players, expansion=setup)
    ]
    docs += [written(load(doc)) for doc in EXPANSION_WELL_FORMED.values()]
    reached = {(doc["phase"]["name"], doc["phase"].get("step")) for doc in docs}
    assert reached == {
        ("draft", None),
        ("role_selection", None),
        ("trader", None),
        ("game_end", None),
        ("game_over", None),
        ("craftsman", None),
        ("craftsman", "guests"),
        ("prospector", "guests"),
    } | {("settler", step) for step in position.SETTLER_STEPS} | {
        ("mayor", step) for step in mayor.STEP_NAMES
    } | {("builder", step) for step in position.BUILDER_STEPS} | {
        ("captain", step) for step in captain.STEP_NAMES.values()
    }
    assert any("kept" in doc["phase"] for doc in docs)
    assert any(
        doc["phase"].get("library_second") for doc in docs if doc["phase"]["name"] == "mayor"
    )


def doc_examples():
    return [
        json.loads(block) for block in re.findall(r"```json\n(.*?)```", DOCS.read_text(), re.DOTALL)
    ]


def test_the_examples_in_the_docs_match_the_schema_and_load():
    examples = doc_examples()
    assert len(examples) >= 2
    for doc in examples:
        assert schema_errors(POSITION, doc) == []
        load(doc)


def test_the_captain_example_in_the_docs_offers_the_loads_it_shows():
    captain = next(doc for doc in doc_examples() if doc.get("phase", {}).get("name") == "captain")
    assert offered(load(captain)) == [
        {"type": "load", "ship": 0, "good": "corn"},
        {"type": "load", "ship": 1, "good": "coffee"},
        {"type": "load", "ship": 2, "good": "coffee"},
    ]


SHAPE_MISTAKES = {
    "unknown top-level field": {"players": blank(3), "colour": "red"},
    "unknown player field": {"players": [{"money": 3}, {}, {}]},
    "doubloons as text": {"players": [{"doubloons": "3"}, {}, {}]},
    "unknown building": {"players": [{"city": [{"building": "castle"}]}, {}, {}]},
    "three colonists on a coffee roaster": {
        "players": [{"city": [{"building": "coffee_roaster", "colonists": 3}]}, {}, {}]
    },
    "six players": {"players": blank(6)},
    "version 3": {"players": blank(3), "version": 3},
    "governor seat 3 of 3": {"players": blank(3), "governor": 3},
    "rng and seed": {"players": blank(3), "seed": 1, "rng": "0123456789abcdef"},
    "a role phase without its picker": {"players": blank(3), "phase": {"name": "builder"}},
    "ship of the wrong size": {"players": blank(4), "cargo_ships": [{"capacity": 4}, {}, {}]},
}


@pytest.mark.parametrize("doc", SHAPE_MISTAKES.values(), ids=SHAPE_MISTAKES.keys())
def test_the_schema_and_the_reader_both_refuse_shape_mistakes(doc):
    assert schema_errors(POSITION, doc)
    position_error(doc)


def board_with(old, new):
    """The drafted board with one building put in place of another."""
    return [new if building == old else building for building in DRAFTED_BOARD]


EVERY_BUILDING_FOR_SALE = {"setup": "all", "board": EVERY_VIOLET_BUILDING}
FOREST_HOUSE_OWNER = {
    "island": [{"tile": "indigo"}],
    "city": [
        {"building": "hacienda", "colonists": 1},
        {"building": "forest_house", "colonists": 1},
    ],
}
GUEST_ON_CORN = {
    "island": [{"tile": "corn"}],
    "city": [{"building": "guest_house", "colonists": 1}],
}

# Expansion I mistakes that both the schema and the reader see (the field the reader names).
EXPANSION_SHAPE_MISTAKES = [
    (
        "a forest in a base game",
        {"players": [{"island": [{"tile": "forest"}]}, {}, {}]},
        "players[0].island[0].tile",
    ),
    (
        "a new building in a base game",
        {"players": [{"city": [{"building": "library"}]}, {}, {}]},
        "players[0].city[0].building",
    ),
    (
        "a new building in a base game's supply",
        {"players": blank(3), "buildings": {"aqueduct": 2}},
        "buildings.aqueduct",
    ),
    ("the draft in a base game", {"players": blank(3), "phase": {"name": "draft"}}, "phase.name"),
    (
        "a window for guests in a base game",
        {
            "players": [{"island": [{"tile": "corn"}]}, {}, {}],
            "phase": {"name": "craftsman", "picker": 0, "step": "guests"},
        },
        "phase.step",
    ),
    (
        "received goods in a base game",
        {
            "players": [{"island": [{"tile": "corn", "colonist": True}]}, {}, {}],
            "phase": {
                "name": "craftsman",
                "picker": 0,
                "produced": ["corn"],
                "received": {"corn": 1},
            },
        },
        "phase.received",
    ),
    (
        "the expansion in a version-1 document",
        dict(expansion_game({}, {}, {}), version=1),
        "expansion",
    ),
    (
        "an unknown setup",
        expansion_game({}, {}, {}, expansion={"setup": "auction", "board": DRAFTED_BOARD}),
        "expansion.setup",
    ),
    (
        "a colonist on a forest",
        expansion_game({"island": [{"tile": "forest", "colonist": True}]}, {}, {}),
        "players[0].island[0].colonist",
    ),
    (
        "two buildings of cost 1 on the board",
        expansion_game({}, {}, {}, expansion={"board": board_with("hacienda", "aqueduct")}),
        "expansion.board[1]",
    ),
    (
        "a production building on the board",
        expansion_game({}, {}, {}, expansion={"board": board_with("statue", "coffee_roaster")}),
        "expansion.board[16]",
    ),
    (
        "a building twice on the board",
        expansion_game({}, {}, {}, expansion={"board": DRAFTED_BOARD + ["statue"]}),
        "expansion.board[17]",
    ),
    (
        "a board not full after the draft",
        expansion_game({}, {}, {}, expansion={"setup": "draft", "board": ["library"]}),
        "expansion.board",
    ),
    (
        "the draft with another setup",
        expansion_game(
            {}, {}, {}, expansion={"setup": "random", "board": ["library"]}, phase={"name": "draft"}
        ),
        "expansion.setup",
    ),
    (
        "a full board during the draft",
        expansion_game(
            {},
            {},
            {},
            expansion={"setup": "draft", "board": DRAFTED_BOARD},
            phase={"name": "draft"},
        ),
        "expansion.board",
    ),
    (
        "every building for sale on a board of 17",
        expansion_game({}, {}, {}, expansion={"setup": "all", "board": DRAFTED_BOARD}),
        "expansion.board",
    ),
    (
        "more forests than the box has",
        expansion_game({}, {}, {}, expansion={"board": DRAFTED_BOARD, "forests": 13}),
        "expansion.forests",
    ),
    (
        "a colonist on the statue",
        expansion_game({"city": [{"building": "statue", "colonists": 1}]}, {}, {}),
        "players[0].city[0].colonists",
    ),
    (
        "a drawn plantation outside the step drawn",
        expansion_game({}, {}, {}, phase={"name": "settler", "picker": 0, "drawn": "corn"}),
        "phase.drawn",
    ),
    (
        "the step drawn without the plantation drawn",
        expansion_game(
            FOREST_HOUSE_OWNER, {}, {}, phase={"name": "settler", "picker": 0, "step": "drawn"}
        ),
        "phase.drawn",
    ),
    (
        "the library's second tile on another player's turn",
        expansion_game(
            {},
            {"city": [{"building": "library", "colonists": 1}]},
            {},
            phase={"name": "settler", "picker": 0, "turn": 1, "step": "library"},
        ),
        "phase.step",
    ),
    (
        "the black market without the building bought",
        expansion_game(
            {"city": [{"building": "black_market", "colonists": 1}]},
            {},
            {},
            expansion=EVERY_BUILDING_FOR_SALE,
            phase={"name": "builder", "picker": 0, "step": "black_market"},
        ),
        "phase.building",
    ),
    (
        "the library's second colonist while placing",
        expansion_game(
            {
                "island": [{"tile": "corn"}, {"tile": "corn"}],
                "city": [{"building": "library", "colonists": 1}],
            },
            {},
            {},
            colonists={"ship": 0},
            phase={
                "name": "mayor",
                "picker": 0,
                "step": "placing",
                "hand": 1,
                "library_second": True,
            },
        ),
        "phase.library_second",
    ),
    (
        "a shipment outside the small wharf step",
        expansion_game(
            {"goods": {"corn": 1}, "city": [{"building": "small_wharf", "colonists": 1}]},
            {},
            {},
            phase={"name": "captain", "picker": 0, "shipping": {"corn": 1}},
        ),
        "phase.shipping",
    ),
    (
        "kept goods that skip corn",
        expansion_game(
            {
                "goods": {"corn": 3, "indigo": 2, "sugar": 2},
                "city": [{"building": "storehouse", "colonists": 1}],
            },
            {},
            {},
            phase={"name": "captain", "picker": 0, "step": "storing", "kept": {"indigo": 1}},
        ),
        "phase.kept",
    ),
    (
        "a window for guests in the trader phase",
        expansion_game({}, {}, {}, phase={"name": "trader", "picker": 0, "step": "guests"}),
        "phase.step",
    ),
    (
        "a picker at the game's end",
        expansion_game(
            {},
            {"city": [{"building": "guest_house", "colonists": 1}, {"building": "residence"}]},
            {},
            phase={"name": "game_end", "picker": 1},
            end_reasons=["colonists"],
        ),
        "phase.picker",
    ),
]


@pytest.mark.parametrize(
    "doc, field",
    [case[1:] for case in EXPANSION_SHAPE_MISTAKES],
    ids=[case[0] for case in EXPANSION_SHAPE_MISTAKES],
)
def test_the_schema_and_the_reader_both_refuse_expansion_mistakes(doc, field):
    assert schema_errors(POSITION, doc)
    assert position_error(doc).field == field


@pytest.mark.parametrize(
    "phase",
    [
        {"name": "craftsman", "picker": 0, "step": "guests", "produced": ["corn"]},
        {"name": "craftsman", "picker": 0, "step": "guests", "received": {"corn": 1}},
        {"name": "captain", "picker": 0, "step": "guests", "kept": {"corn": 1}},
        {"name": "captain", "picker": 0, "step": "guests", "passes": 1},
    ],
    ids=["produced", "received", "kept", "passes"],
)
def test_the_schema_refuses_fields_a_window_for_guests_does_not_use(phase):
    """The window comes before production or loading, so these say nothing yet (to_json never
    writes them there)."""
    doc = expansion_game(dict(GUEST_ON_CORN, goods={"corn": 2}), {}, {}, phase=phase)
    assert schema_errors(POSITION, doc)


# --- round trips --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_reading_back_what_to_json_wrote_gives_the_same_state(players):
    for seed in range(4):
        for state in random_game(players, seed):
            text = pr.to_json(state)
            again = pr.from_json(text)
            assert pr.to_json(again) == text
            assert pr.legal_actions(again) == pr.legal_actions(state)
            assert attributes(again) == attributes(state)


def test_the_random_games_read_back_reach_every_step_of_every_phase():
    reached = set()
    for players in (2, 3, 4, 5):
        for seed in range(4):
            reached |= {
                (s["name"], s.get("step"))
                for s in (written(state)["phase"] for state in random_game(players, seed))
            }
    assert reached == {
        ("role_selection", None),
        ("game_over", None),
        ("craftsman", None),
        ("trader", None),
        ("mayor", "privilege"),
        ("mayor", "placing"),
        ("captain", "loading"),
        ("captain", "storing"),
    } | {("settler", step) for step in ("hacienda", "tile", "hospice")} | {
        ("builder", step) for step in ("build", "university")
    }


def test_from_json_reads_text_bytes_and_a_parsed_dict_alike():
    state = random_game(4, 1)[60]
    text = pr.to_json(state, indent=2)
    for form in (text, text.encode(), json.loads(text)):
        assert attributes(pr.from_json(form)) == attributes(state)


def test_a_saved_game_keeps_its_random_generator():
    state = random_game(3, 2)[30]
    assert pr.from_json(pr.to_json(state)).rng == state.rng
    assert re.fullmatch(r"[0-9a-f]{16}", written(state)["rng"])


# --- hand-written positions: what is derived ------------------------------------------------------
def test_a_position_with_only_players_starts_a_round_with_the_governor_to_choose():
    state = load({"players": blank(4)})
    assert PHASE_NAMES[state.phase] == "role_selection"
    assert state.governor == 0 and state.current_player == 0
    assert [a["role"] for a in offered(state)] == ROLES_4P


def test_blank_players_get_seat_names_and_empty_boards():
    doc = written(load({"players": blank(3)}))
    assert [p["name"] for p in doc["players"]] == ["Player 1", "Player 2", "Player 3"]
    assert doc["players"][0] == {
        "name": "Player 1",
        "doubloons": 0,
        "vp_chips": 0,
        "island": [],
        "city": [],
        "san_juan": 0,
        "goods": dict.fromkeys(data.GOOD_NAMES, 0),
    }


def test_the_goods_supply_is_what_is_not_held_shipped_or_sold():
    state = load(
        {
            "players": [{"goods": {"corn": 3, "coffee": 1}}, {"goods": {"corn": 1}}, {}],
            "cargo_ships": [{"good": "corn", "count": 2}, {}, {}],
            "trading_house": ["coffee", "indigo"],
        }
    )
    # 3 players: 10 corn, 11 indigo, 11 sugar, 9 tobacco, 9 coffee
    assert written(state)["goods_supply"] == {
        "corn": 4,
        "indigo": 10,
        "sugar": 11,
        "tobacco": 9,
        "coffee": 7,
    }


def test_the_vp_chip_supply_is_the_total_minus_the_chips_held():
    state = load({"players": [{"vp_chips": 7}, {"vp_chips": 3}, {}, {}]})
    assert written(state)["vp_chips"] == 100 - 10


def test_the_vp_chip_supply_is_empty_once_players_hold_more_than_the_chips():
    state = load({"players": [{"vp_chips": 40}, {"vp_chips": 30}], "end_reasons": ["vp_chips"]})
    assert written(state)["vp_chips"] == 0  # 2 players: 65 chips, the rest on paper


def test_colonists_not_on_boards_fill_the_ship_and_then_the_supply():
    state = load(
        {
            "players": [
                {
                    "island": [{"tile": "corn", "colonist": True}],
                    "city": [{"building": "indigo_plant", "colonists": 2}],
                    "san_juan": 1,
                },
                {},
                {},
                {},
            ]
        }
    )
    # 4 players: 79 colonists; 4 on boards, 4 on the ship
    assert written(state)["colonists"] == {"supply": 71, "ship": 4}


def test_buildings_and_quarries_left_are_the_copies_nobody_owns():
    state = load(
        {
            "players": [
                {
                    "city": [{"building": "harbor"}, {"building": "indigo_plant"}],
                    "island": [{"tile": "quarry"}],
                },
                {"city": [{"building": "harbor"}]},
                {},
            ]
        }
    )
    doc = written(state)
    assert doc["buildings"]["harbor"] == 0 and doc["buildings"]["indigo_plant"] == 2
    assert doc["buildings"]["city_hall"] == 1
    assert doc["quarries"] == 7


def test_with_four_players_five_plantations_are_turned_up():
    state = load({"players": blank(4)})
    assert len(written(state)["plantations"]["face_up"]) == 5


def test_face_up_and_face_down_plantations_add_up_to_the_tiles_not_on_islands():
    state = load({"players": [{"island": [{"tile": "coffee"}, {"tile": "corn"}]}, {}, {}]})
    plantations = written(state)["plantations"]
    in_stacks = dict(plantations["face_down"])
    for tile in plantations["face_up"]:
        in_stacks[tile] += 1
    assert in_stacks == {"corn": 9, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 7}


def test_the_seed_decides_which_plantations_are_turned_up():
    def face_up(seed):
        return written(load({"players": blank(5), "seed": seed}))["plantations"]["face_up"]

    assert face_up(3) == face_up(3)
    assert len({tuple(face_up(seed)) for seed in range(10)}) > 1


@pytest.mark.parametrize("players", [2, 4])
def test_a_hand_written_game_start_with_the_same_seed_is_the_new_game(players):
    setup = data.SETUPS[players]
    doc = {
        "players": [
            {
                "doubloons": setup.doubloons,
                "island": [{"tile": data.TILE_NAMES[setup.start_tiles[seat]]}],
            }
            for seat in range(players)
        ],
        "seed": 5,
    }
    assert pr.to_json(load(doc)) == pr.to_json(pr.new_game(players, seed=5))


def test_face_up_plantations_given_are_kept_in_their_order():
    state = load({"players": blank(3), "plantations": {"face_up": ["coffee", "corn", "coffee"]}})
    plantations = written(state)["plantations"]
    assert plantations["face_up"] == ["coffee", "corn", "coffee"]
    assert plantations["face_down"]["coffee"] == 8 - 2


def test_giving_the_face_down_counts_turns_nothing_up():
    face_down = {"corn": 10, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
    state = load({"players": blank(3), "plantations": {"face_down": face_down}})
    assert written(state)["plantations"]["face_up"] == []


def test_a_given_generator_state_is_kept_exactly():
    state = load({"players": blank(3), "rng": "0123456789ABCDEF", "plantations": {"face_up": []}})
    assert written(state)["rng"] == "0123456789abcdef"


def test_colonists_on_identical_tiles_are_interchangeable():
    state = load(
        {
            "players": [
                {
                    "island": [
                        {"tile": "corn"},
                        {"tile": "indigo"},
                        {"tile": "corn", "colonist": True},
                    ]
                },
                {},
                {},
            ]
        }
    )
    assert written(state)["players"][0]["island"] == [
        {"tile": "corn", "colonist": True},
        {"tile": "indigo", "colonist": False},
        {"tile": "corn", "colonist": False},
    ]


def test_a_role_phase_without_roles_gives_the_picker_his_card():
    doc = written(load({"players": blank(3), "phase": {"name": "builder", "picker": 0}}))
    taken = {card["role"]: card["taken_by"] for card in doc["roles"]}
    assert taken == {
        "settler": None,
        "mayor": None,
        "builder": 0,
        "craftsman": None,
        "trader": None,
        "captain": None,
    }


def test_a_captain_phase_starts_with_the_captain_loading_what_the_rules_allow():
    state = load(CAPTAIN_START_4P)
    assert state.current_player == 2
    # corn only onto the corn ship; two coffee fit either empty ship
    assert offered(state) == [
        {"type": "load", "ship": 0, "good": "corn"},
        {"type": "load", "ship": 1, "good": "coffee"},
        {"type": "load", "ship": 2, "good": "coffee"},
    ]


def test_the_captains_first_load_earns_the_captain_bonus():
    state = load(CAPTAIN_START_4P)
    after = pr.apply_action(state, pr.Action.from_json({"type": "load", "ship": 0, "good": "corn"}))
    assert written(after)["players"][2]["vp_chips"] == 3 + 1 + 1


def test_a_position_at_role_selection_offers_every_role_and_pays_the_doubloons_on_it():
    state = load(ROLE_SELECTION_3P)
    assert state.current_player == 1  # the governor
    assert [a["role"] for a in offered(state)] == ROLES_3P
    after = pr.apply_action(state, pr.Action.from_json({"type": "role", "role": "trader"}))
    assert written(after)["players"][1]["doubloons"] == 1 + 2


def test_the_next_role_is_chosen_by_the_player_after_the_last_picker():
    state = load(
        {
            "players": blank(4),
            "governor": 3,
            "roles": [{"role": r, "taken_by": 3 if r == "mayor" else None} for r in ROLES_4P],
        }
    )
    assert state.current_player == 0
    assert "mayor" not in [a["role"] for a in offered(state)]


def test_with_two_players_the_governor_and_the_other_player_alternate():
    state = load(
        {
            "players": blank(2),
            "governor": 1,
            "roles": [
                {"role": r, "taken_by": {"settler": 1, "builder": 0}.get(r)} for r in ROLES_4P
            ],
        }
    )
    assert state.current_player == 1


def test_a_mid_phase_position_may_name_the_actor_instead_of_the_turn():
    state = load({"players": blank(4), "phase": {"name": "builder", "picker": 1, "actor": 3}})
    assert state.current_player == 3
    assert written(state)["phase"]["turn"] == 2


def test_a_mayor_placing_position_offers_the_placements_for_the_hand():
    state = load(MAYOR_PLACING_3P)
    # 2 colonists for 4 circles: he says where they go, in the order corn, indigo, buildings
    # (both on the small indigo plant's single circle cannot be, so it is not offered yet)
    assert offered(state) == [
        {"type": "place", "target": "corn", "count": 1},
        {"type": "place", "target": "indigo", "count": 1},
        {"type": "place", "target": "indigo", "count": 2},
    ]


def test_a_finished_game_loads_as_over_and_can_be_scored():
    state = load(GAME_OVER_2P)
    assert pr.is_terminal(state) and state.current_player is None
    assert pr.final_scores(state)["winners"] == [0]


def test_an_expansion_position_is_version_2_on_a_fixed_board_by_default():
    doc = written(load({"players": blank(3), "expansion": {"board": DRAFTED_BOARD}}))
    assert doc["version"] == 2
    assert doc["expansion"] == {"setup": "fixed", "board": DRAFTED_BOARD, "forests": 12}


def test_the_forests_left_are_twelve_minus_those_on_the_islands():
    state = load(
        expansion_game({"island": [{"tile": "forest"}] * 3}, {"island": [{"tile": "forest"}]}, {})
    )
    assert written(state)["expansion"]["forests"] == 12 - 4


def test_an_expansion_game_lists_only_the_buildings_in_the_game_for_sale():
    doc = written(load(expansion_game({"city": [{"building": "library"}]}, {}, {})))
    production = [data.BUILDING_NAMES[b] for b in data.PRODUCTION_BUILDINGS]
    assert list(doc["buildings"]) == production + sorted(
        DRAFTED_BOARD, key=data.BUILDING_NAMES.index
    )
    assert doc["buildings"]["library"] == 2 - 1 and doc["buildings"]["statue"] == 1


def test_in_the_draft_the_board_starts_empty_and_the_players_choose_in_turn_from_the_governor():
    start = load(
        {
            "players": blank(3),
            "expansion": {"setup": "draft"},
            "phase": {"name": "draft"},
            "governor": 1,
        }
    )
    assert written(start)["expansion"]["board"] == [] and start.current_player == 1
    later = load(
        {
            "players": blank(3),
            "governor": 1,
            "phase": {"name": "draft"},
            "expansion": {"setup": "draft", "board": ["library", "guest_house"]},
        }
    )
    assert later.current_player == 0
    assert "library" not in [a["building"] for a in offered(later)]


# --- malformed and impossible positions ----------------------------------------------------------
P3 = blank(3)
P4 = blank(4)

MISTAKES = [
    # (what is wrong, position, the field the error names)
    ("not JSON at all", '{"players": [', ""),
    ("a list instead of an object", "[]", ""),
    ("no players", {}, "players"),
    ("six players", {"players": blank(6)}, "players"),
    ("one player", {"players": blank(1)}, "players"),
    ("another format", {"format": "chess", "players": P3}, "format"),
    ("version 3", {"version": 3, "players": P3}, "version"),
    ("an unknown top-level field", {"players": P3, "colour": "red"}, "colour"),
    ("an unknown player field", {"players": [{"money": 3}, {}, {}]}, "players[0].money"),
    (
        "an unknown field in a tile",
        {"players": [{"island": [{"tile": "corn", "worker": True}]}, {}, {}]},
        "players[0].island[0].worker",
    ),
    ("doubloons as text", {"players": [{}, {"doubloons": "3"}, {}]}, "players[1].doubloons"),
    ("negative doubloons", {"players": [{"doubloons": -1}, {}, {}]}, "players[0].doubloons"),
    ("fractional doubloons", {"players": [{"doubloons": 2.5}, {}, {}]}, "players[0].doubloons"),
    ("true as a count", {"players": [{"san_juan": True}, {}, {}]}, "players[0].san_juan"),
    ("visible_vp as text", {"players": P3, "visible_vp": "yes"}, "visible_vp"),
    ("a blank name", {"players": [{"name": "  "}, {}, {}]}, "players[0].name"),
    ("players not a list", {"players": {"Ana": {}}}, "players"),
    ("a governor without a seat", {"players": P4, "governor": 4}, "governor"),
    (
        "an unknown tile",
        {"players": [{"island": [{"tile": "swamp"}]}, {}, {}]},
        "players[0].island[0].tile",
    ),
    (
        "a colonist written as 1",
        {"players": [{"island": [{"tile": "corn", "colonist": 1}]}, {}, {}]},
        "players[0].island[0].colonist",
    ),
    (
        "thirteen island tiles",
        {"players": [{"island": [{"tile": "corn"}] * 13}, {}, {}, {}]},
        "players[0].island",
    ),
    (
        "an unknown building",
        {"players": [{}, {"city": [{"building": "castle"}]}, {}]},
        "players[1].city[0].building",
    ),
    (
        "a building twice",
        {"players": [{"city": [{"building": "hacienda"}, {"building": "hacienda"}]}, {}, {}]},
        "players[0].city[1]",
    ),
    (
        "three colonists on a coffee roaster",
        {"players": [{"city": [{"building": "coffee_roaster", "colonists": 3}]}, {}, {}]},
        "players[0].city[0].colonists",
    ),
    (
        "two colonists on a harbor",
        {"players": [{"city": [{"building": "harbor", "colonists": 2}]}, {}, {}]},
        "players[0].city[0].colonists",
    ),
    (
        "a city of 13 spaces",
        {
            "players": [
                {
                    "city": [
                        {"building": b}
                        for b in (
                            "guild_hall",
                            "residence",
                            "fortress",
                            "customs_house",
                            "city_hall",
                            "wharf",
                            "harbor",
                            "factory",
                        )
                    ]
                },
                {},
                {},
                {},
            ]
        },
        "players[0].city",
    ),
    (
        "more city halls than the game has",
        {
            "players": [
                {"city": [{"building": "city_hall"}]},
                {"city": [{"building": "city_hall"}]},
                {},
            ]
        },
        "players",
    ),
    ("an unknown good", {"players": [{"goods": {"silver": 1}}, {}, {}]}, "players[0].goods.silver"),
    (
        "more coffee than the game has",
        {"players": [{"goods": {"coffee": 6}}, {"goods": {"coffee": 4}}, {}]},
        "goods_supply",
    ),
    (
        "a goods supply that does not add up",
        {
            "players": [{"goods": {"corn": 2}}, {}, {}],
            "goods_supply": {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9},
        },
        "goods_supply.corn",
    ),
    (
        "a goods supply missing a good",
        {"players": P3, "goods_supply": {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9}},
        "goods_supply.coffee",
    ),
    (
        "a VP chip supply that does not add up",
        {"players": [{"vp_chips": 5}, {}, {}], "vp_chips": 75},
        "vp_chips",
    ),
    (
        "a colonist supply that does not add up",
        {"players": P4, "colonists": {"supply": 70, "ship": 4}},
        "colonists.supply",
    ),
    ("more colonists than the game has", {"players": [{"san_juan": 100}, {}, {}]}, "players"),
    (
        "a building supply that does not add up",
        {
            "players": [{"city": [{"building": "harbor"}]}, {}, {}],
            "buildings": {
                data.BUILDING_NAMES[b]: data.BUILDING_COPIES[b] for b in data.BASE_BUILDINGS
            },
        },
        "buildings.harbor",
    ),
    ("a quarry supply that does not add up", {"players": P4, "quarries": 7}, "quarries"),
    (
        "face-down counts that do not add up",
        {"players": P4, "plantations": {"face_up": [], "face_down": {"corn": 1}}},
        "plantations.face_down",
    ),
    (
        "a quarry face up",
        {"players": P4, "plantations": {"face_up": ["quarry"]}},
        "plantations.face_up[0]",
    ),
    (
        "six face-up plantations with 4 players",
        {"players": P4, "plantations": {"face_up": ["corn"] * 6}},
        "plantations.face_up",
    ),
    (
        "more coffee plantations than the game has",
        {
            "players": [
                {"island": [{"tile": "coffee"}] * 8},
                {"island": [{"tile": "coffee"}]},
                {},
                {},
            ]
        },
        "plantations",
    ),
    (
        "five goods in the trading house",
        {"players": P4, "trading_house": ["corn"] * 5},
        "trading_house",
    ),
    (
        "a good on two ships",
        {
            "players": P4,
            "cargo_ships": [{"good": "corn", "count": 1}, {"good": "corn", "count": 2}, {}],
        },
        "cargo_ships[1].good",
    ),
    (
        "a ship of the wrong size",
        {"players": P4, "cargo_ships": [{"capacity": 4}, {}, {}]},
        "cargo_ships[0].capacity",
    ),
    (
        "an overloaded ship",
        {"players": P4, "cargo_ships": [{"good": "corn", "count": 6}, {}, {}]},
        "cargo_ships[0].count",
    ),
    (
        "barrels of no good",
        {"players": P4, "cargo_ships": [{"count": 2}, {}, {}]},
        "cargo_ships[0].good",
    ),
    (
        "a good with no barrels",
        {"players": P4, "cargo_ships": [{"good": "corn"}, {}, {}]},
        "cargo_ships[0].count",
    ),
    ("two ships with 4 players", {"players": P4, "cargo_ships": [{}, {}]}, "cargo_ships"),
    (
        "a prospector in a 3-player game",
        {"players": P3, "roles": [{"role": r} for r in ROLES_3P[:-1] + ["prospector"]]},
        "roles",
    ),
    (
        "two roles for one player in a round",
        {
            "players": P3,
            "roles": [
                {"role": r, "taken_by": 0 if r in ("settler", "mayor") else None} for r in ROLES_3P
            ],
        },
        "roles",
    ),
    (
        "role selection with every role taken",
        {
            "players": P3,
            "roles": [
                {"role": r, "taken_by": i if i < 3 else None} for i, r in enumerate(ROLES_3P)
            ],
        },
        "roles",
    ),
    (
        "a role phase whose picker did not take that role",
        {
            "players": P3,
            "roles": [{"role": r, "taken_by": 0 if r == "settler" else None} for r in ROLES_3P],
            "phase": {"name": "captain", "picker": 0},
        },
        "phase.picker",
    ),
    ("an unknown phase", {"players": P4, "phase": {"name": "lunch"}}, "phase.name"),
    (
        "the prospector phase",
        {"players": P4, "phase": {"name": "prospector", "picker": 0}},
        "phase.name",
    ),
    (
        "a picker during role selection",
        {"players": P4, "phase": {"name": "role_selection", "picker": 0}},
        "phase.picker",
    ),
    (
        "a role phase without a picker",
        {"players": P4, "phase": {"name": "builder"}},
        "phase.picker",
    ),
    (
        "an actor who is not next",
        {"players": P4, "phase": {"name": "builder", "picker": 0, "turn": 1, "actor": 3}},
        "phase.actor",
    ),
    (
        "an unknown step",
        {"players": P4, "phase": {"name": "captain", "picker": 0, "step": "sailing"}},
        "phase.step",
    ),
    (
        "the hacienda draw without a hacienda",
        {"players": P4, "phase": {"name": "settler", "picker": 0, "step": "hacienda"}},
        "phase.step",
    ),
    (
        "mayor placing with nothing to decide",
        {
            "players": [{"island": [{"tile": "corn"}]}, {}, {}],
            "phase": {"name": "mayor", "picker": 0, "step": "placing", "hand": 1},
        },
        "phase.hand",
    ),
    (
        "mayor placing without a hand",
        {"players": P4, "phase": {"name": "mayor", "picker": 0, "step": "placing"}},
        "phase.hand",
    ),
    (
        "the mayor's extra colonist from an empty supply",
        {
            "players": [{"san_juan": 75}, {}, {}, {}],
            "colonists": {"ship": 4},
            "phase": {"name": "mayor", "picker": 0},
        },
        "phase.step",
    ),
    (
        "the mayor's privilege after a turn",
        {"players": P4, "phase": {"name": "mayor", "picker": 0, "turn": 1}},
        "phase.turn",
    ),
    (
        "a wharf used by no seat",
        {"players": P4, "phase": {"name": "captain", "picker": 0, "wharf_used": [7]}},
        "phase.wharf_used[0]",
    ),
    (
        "an unknown good produced",
        {"players": P4, "phase": {"name": "craftsman", "picker": 0, "produced": ["gold"]}},
        "phase.produced[0]",
    ),
    (
        "a finished game with no reason",
        {"players": P4, "phase": {"name": "game_over"}},
        "end_reasons",
    ),
    ("an unknown end reason", {"players": P4, "end_reasons": ["boredom"]}, "end_reasons[0]"),
    ("both rng and seed", {"players": P4, "rng": "0123456789abcdef", "seed": 1}, "seed"),
    ("an rng that is too short", {"players": P4, "rng": "12ab"}, "rng"),
    ("a negative seed", {"players": P4, "seed": -1}, "seed"),
]


@pytest.mark.parametrize(
    "doc, field", [case[1:] for case in MISTAKES], ids=[case[0] for case in MISTAKES]
)
def test_a_malformed_or_impossible_position_is_refused_naming_the_field(doc, field):
    error = position_error(doc)
    assert error.field == field
    assert str(error).startswith(f"{field}: " if field else error.problem)


EXPANSION_MISTAKES = [
    # (what is wrong, position, the field the error names): Expansion I mistakes only the reader
    # sees, since they depend on other fields
    (
        "forests that do not add up",
        expansion_game(
            {"island": [{"tile": "forest"}, {"tile": "forest"}]},
            {},
            {},
            expansion={"board": DRAFTED_BOARD, "forests": 12},
        ),
        "expansion.forests",
    ),
    (
        "a building not on the board",
        expansion_game({"city": [{"building": "aqueduct"}]}, {}, {}),
        "players[0].city[0].building",
    ),
    (
        "a supply of a building not on the board",
        expansion_game({}, {}, {}, buildings={"aqueduct": 2}),
        "buildings.aqueduct",
    ),
    (
        "the draft with a role taken",
        expansion_game(
            {},
            {},
            {},
            expansion={"setup": "draft"},
            phase={"name": "draft"},
            roles=[{"role": r, "taken_by": 0 if r == "settler" else None} for r in ROLES_3P],
        ),
        "roles",
    ),
    (
        "a forest instead of the plantation drawn with no forest left",
        expansion_game(
            dict(FOREST_HOUSE_OWNER, island=[{"tile": "forest"}] * 6),
            {"island": [{"tile": "forest"}] * 6},
            {},
            phase={"name": "settler", "picker": 0, "step": "drawn", "drawn": "corn"},
        ),
        "phase.step",
    ),
    (
        "the library's second colonist without a library",
        expansion_game({}, {}, {}, phase={"name": "mayor", "picker": 0, "library_second": True}),
        "phase.library_second",
    ),
    (
        "a black market purchase he can pay",
        expansion_game(
            {
                "doubloons": 9,
                "goods": {"corn": 1},
                "city": [{"building": "black_market", "colonists": 1}],
            },
            {},
            {},
            expansion=EVERY_BUILDING_FOR_SALE,
            phase={
                "name": "builder",
                "picker": 0,
                "step": "black_market",
                "building": "large_market",
            },
        ),
        "phase.building",
    ),
    (
        "a craftsman who received less than he produced",
        expansion_game(
            {"island": [{"tile": "corn", "colonist": True}]},
            {},
            {},
            phase={
                "name": "craftsman",
                "picker": 0,
                "produced": ["corn"],
                "received": {"sugar": 1},
            },
        ),
        "phase.received",
    ),
    (
        "a small wharf shipment without a small wharf",
        expansion_game(
            {"goods": {"corn": 1}},
            {},
            {},
            phase={"name": "captain", "picker": 0, "step": "small_wharf", "shipping": {"corn": 1}},
        ),
        "phase.shipping",
    ),
    (
        "kept goods without a storehouse",
        expansion_game(
            {"goods": {"corn": 3}},
            {},
            {},
            phase={"name": "captain", "picker": 0, "step": "storing", "kept": {"corn": 1}},
        ),
        "phase.kept",
    ),
    (
        "a window for guests with nobody to move",
        expansion_game({}, {}, {}, phase={"name": "craftsman", "picker": 0, "step": "guests"}),
        "phase.step",
    ),
    (
        "the game's end with no guest to move",
        expansion_game({}, {}, {}, phase={"name": "game_end"}, end_reasons=["colonists"]),
        "phase.step",
    ),
]


@pytest.mark.parametrize(
    "doc, field",
    [case[1:] for case in EXPANSION_MISTAKES],
    ids=[case[0] for case in EXPANSION_MISTAKES],
)
def test_an_impossible_expansion_position_is_refused_naming_the_field(doc, field):
    assert schema_errors(POSITION, doc) == []  # the schema cannot see these
    error = position_error(doc)
    assert error.field == field
    assert str(error).startswith(f"{field}: ")


def test_a_position_error_is_a_value_error_with_a_readable_message():
    error = position_error(
        {"players": [{"city": [{"building": "hacienda"}, {"building": "hacienda"}]}, {}, {}]}
    )
    assert isinstance(error, ValueError)
    assert str(error) == (
        "players[0].city[1]: hacienda appears twice; nobody may own two of a kind"
    )


def test_the_goods_error_says_what_the_supply_should_be():
    error = position_error(
        {"players": [{"goods": {"corn": 2}}, {}, {}], "goods_supply": {"corn": 10}}
    )
    assert error.problem == "should be 8: a 3-player game has 10 corn and 2 are in play"


# --- the player view ----------------------------------------------------------------------------
def test_the_view_hides_other_players_vp_chips_but_shows_ones_own():
    state = next(s for s in random_game(3, 0) if all(p.vp for p in s.players))
    view = pr.player_view(state, 1)
    assert [p["vp_chips"] for p in view["players"]] == [None, state.players[1].vp, None]


def test_with_visible_vp_everybody_sees_all_vp_chips():
    state = next(s for s in random_game(3, 0, visible_vp=True) if all(p.vp for p in s.players))
    view = pr.player_view(state, 1)
    assert [p["vp_chips"] for p in view["players"]] == [p.vp for p in state.players]


def test_at_the_end_of_the_game_everybody_sees_all_vp_chips():
    state = random_game(4, 0)[-1]
    view = pr.player_view(state, 0)
    assert [p["vp_chips"] for p in view["players"]] == [p.vp for p in state.players]


def test_the_view_shows_everything_else_as_the_position_does():
    state = random_game(5, 1)[100]
    view = pr.player_view(state, 3)
    full = written(state)
    for seat, player in enumerate(view["players"]):
        player["vp_chips"] = full["players"][seat]["vp_chips"]
    del view["viewer"], full["rng"]
    assert view == full


def test_a_view_with_nothing_hidden_reads_back_as_the_position_without_its_generator():
    state = random_game(3, 1)[-1]
    again = pr.from_json(pr.player_view(state, 0))
    assert written(again) == dict(written(state), rng=written(again)["rng"])


# --- impossible positions the reader lets through (reported bugs) --------------------------------
# Each test states the behaviour a player needs; see the report that came with this file.
def test_in_mayor_placing_the_colonist_ship_is_already_unloaded():
    """The ship's colonists are handed out before anyone places, so it is empty then; a derived
    ship of 4 makes 4 colonists vanish when the ship is refilled at the end of the phase."""
    state = load(
        {
            "players": [{"island": [{"tile": "corn"}, {"tile": "indigo"}]}, {}, {}, {}],
            "phase": {"name": "mayor", "picker": 0, "step": "placing", "hand": 1},
        }
    )
    assert state.colonist_ship == 0


def test_mayor_placing_with_colonists_on_the_ship_is_refused():
    error = position_error(
        {
            "players": [{"island": [{"tile": "corn"}, {"tile": "indigo"}]}, {}, {}, {}],
            "phase": {"name": "mayor", "picker": 0, "step": "placing", "hand": 1},
            "colonists": {"ship": 4},
        }
    )
    assert error.field == "colonists.ship"


def test_mayor_placing_with_colonists_still_on_targets_not_yet_reached_is_refused():
    """The placing player took all his colonists into his hand; one left on a corn tile ahead
    of next_target would let him put a second colonist on his single corn plantation."""
    error = position_error(
        {
            "players": [
                {"island": [{"tile": "corn", "colonist": True}, {"tile": "indigo"}]},
                {},
                {},
                {},
            ],
            "phase": {"name": "mayor", "picker": 0, "step": "placing", "hand": 1},
            "colonists": {"ship": 0},
        }
    )
    assert error.field.startswith(("players[0]", "phase."))


def test_the_hacienda_draw_is_refused_for_a_full_island():
    """A 13th tile would be drawn onto a full island."""
    island = [{"tile": kind} for kind in ("corn", "indigo", "sugar", "tobacco") for _ in range(3)]
    error = position_error(
        {
            "players": [
                {"island": island, "city": [{"building": "hacienda", "colonists": 1}]},
                {},
                {},
            ],
            "phase": {"name": "settler", "picker": 0, "step": "hacienda"},
        }
    )
    assert error.field == "phase.step"


def test_the_hospice_step_is_refused_when_the_new_tile_is_already_occupied():
    """Two colonists would end up on a single corn plantation (and to_json would then write
    only one of them)."""
    error = position_error(
        {
            "players": [
                {
                    "island": [{"tile": "corn", "colonist": True}],
                    "city": [{"building": "hospice", "colonists": 1}],
                },
                {},
                {},
            ],
            "phase": {"name": "settler", "picker": 0, "step": "hospice"},
        }
    )
    assert error.field == "phase.step"


def test_an_empty_vp_chip_supply_needs_the_chips_to_be_held():
    """0 chips left while players hold 10 of 100: 90 chips would have vanished."""
    error = position_error({"players": [{"vp_chips": 10}, {}, {}, {}], "vp_chips": 0})
    assert error.field == "vp_chips"


def test_roles_taken_out_of_turn_order_are_refused():
    """With governor 0 nobody but player 0 can have picked first; here player 2 would pick a
    second role this round and player 0 none."""
    error = position_error(
        {
            "players": P3,
            "governor": 0,
            "roles": [{"role": r, "taken_by": 2 if r == "captain" else None} for r in ROLES_3P],
            "phase": {"name": "captain", "picker": 2},
        }
    )
    assert error.field in ("roles", "phase.picker", "governor")


def test_in_a_two_player_round_the_governor_cannot_have_taken_three_roles_of_three():
    error = position_error(
        {
            "players": blank(2),
            "governor": 0,
            "roles": [{"role": r, "taken_by": 0 if r in ROLES_4P[:3] else None} for r in ROLES_4P],
        }
    )
    assert error.field in ("roles", "governor")


def test_a_full_city_means_the_game_ends_this_round():
    """Filling the 12th city space ends the game at the end of the round; a position with a
    full city must say so (or have it derived), or the game would go on."""
    city = [
        {"building": b}
        for b in (
            "guild_hall",
            "residence",
            "fortress",
            "customs_house",
            "city_hall",
            "wharf",
            "harbor",
        )
    ]
    doc = {"players": [{"city": city}, {}, {}]}
    try:
        state = pr.from_json(doc)
    except PositionError as error:
        assert error.field == "end_reasons"
    else:
        assert "city_full" in state.end_reasons


def test_running_out_of_vp_chips_means_the_game_ends_this_round():
    doc = {"players": [{"vp_chips": 40}, {"vp_chips": 30}]}
    try:
        state = pr.from_json(doc)
    except PositionError as error:
        assert error.field == "end_reasons"
    else:
        assert "vp_chips" in state.end_reasons


@pytest.mark.parametrize("rng", ["-123456789abcdef", "0x123456789abcde", "1234_5678_9abcde"])
def test_an_rng_that_is_not_16_hexadecimal_digits_is_refused(rng):
    error = position_error({"players": P4, "rng": rng})
    assert error.field == "rng"


def test_a_deeply_nested_document_is_refused_as_a_position_error():
    error = position_error('{"players": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert error.field in ("", "players")


@pytest.mark.parametrize(
    "doc, field",
    [
        ({"players": P4, "phase": {"name": "builder", "picker": 0, "hand": 3}}, "phase.hand"),
        ({"players": P4, "phase": {"name": "trader", "picker": 0, "step": "build"}}, "phase.step"),
        (
            {
                "players": P4,
                "phase": {"name": "game_over", "picker": 1},
                "end_reasons": ["colonists"],
            },
            "phase.picker",
        ),
        (
            {
                "players": P4,
                "phase": {"name": "craftsman", "picker": 0, "turn": 2, "produced": ["corn"]},
            },
            "phase.turn",
        ),
    ],
    ids=["hand in builder", "step in trader", "picker in game over", "turn in craftsman"],
)
def test_a_phase_field_that_does_not_belong_to_the_phase_is_refused(doc, field):
    """As role selection already does ("is not used in role selection"), and as the schema
    does."""
    assert schema_errors(POSITION, doc)
    assert position_error(doc).field == field


def test_a_craftsman_phase_with_nothing_to_decide_is_refused():
    """The engine never stops at a craftsman who produced nothing (like the mayor with nothing
    to decide); a hand-written one offers only "takes no extra good"."""
    error = position_error({"players": P4, "phase": {"name": "craftsman", "picker": 0}})
    assert error.field == "phase.produced"
