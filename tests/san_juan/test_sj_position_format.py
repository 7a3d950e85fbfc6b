"""San Juan's position format contract (docs/san-juan/position-format.md): the two JSON Schemas
are valid and describe every field; the positions and player views of random games match them
in every phase and step; the documents in the docs match and load and give what the docs show;
what the schema refuses the reader refuses too, naming the field; what is derived follows the
documented order; views and events hide what they say they hide; the docs' card table is
data.py's."""

import copy
import functools
import json
import pathlib
import re

import pytest
from drawn_games import played_to_the_end
from game_schemas import schema_errors, schemas, undescribed_fields, validators
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from sj_scenario import role_phase

from pr_core import rng
from pr_core import san_juan as sj
from pr_core.errors import PositionError
from pr_core.rng import Random
from pr_core.san_juan import builder, councillor, data, position_phase, prospector, round_start
from pr_core.san_juan.common import reshuffle
from pr_core.san_juan.state import NO_CARD, PHASE_NAMES, blank_state

DOCS = pathlib.Path(__file__).parents[2] / "docs" / "san-juan" / "position-format.md"
POSITION_SCHEMA, VIEW_SCHEMA = schemas("san-juan")
POSITION, VIEW = validators("san-juan")

# Every phase and step a game stops at: (phase name, step or None).
EVERY_STEP = (
    {("builder", step) for step in builder.STEP_NAMES}
    | {("councillor", step) for step in councillor.STEP_NAMES}
    | {("prospector", step) for step in prospector.STEP_NAMES}
    | {("round_start", step) for step in round_start.STEP_NAMES}
    | {
        (name, None)
        for name in (
            "role_selection",
            "start_hands",
            "producer",
            "trader",
            "game_over",
        )
    }
)

# (players, seed, start-hand variant): between them they reach every phase and step.
GAMES = [(2, 0, False), (2, 4, True), (3, 0, False), (3, 4, True), (4, 0, False), (4, 3, True)]


# --- helpers ------------------------------------------------------------------------------------
@functools.cache
def random_game(players, seed, start_hands):
    """Every state of one game played with random choices, from the setup to the end."""
    return played_to_the_end(
        sj, sj.new_game(players, seed, start_hands=start_hands), Random(seed * 101 + players)
    )


def step_of(doc):
    return doc["phase"]["name"], doc["phase"].get("step")


def position_error(doc):
    with pytest.raises(PositionError) as caught:
        sj.from_json(doc)
    return caught.value


def offered(state):
    return [action.to_json() for action in sj.legal_actions(state)]


def blank(players):
    return [{} for _ in range(players)]


P3 = blank(3)


# --- the schemas --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "schema, urn",
    [
        (POSITION_SCHEMA, "urn:pr-core:schema:san-juan-position:1"),
        (VIEW_SCHEMA, "urn:pr-core:schema:san-juan-player-view:1"),
    ],
    ids=["position", "view"],
)
def test_the_schemas_are_valid_draft_2020_12_schemas(schema, urn):
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == urn
    Draft202012Validator.check_schema(schema)


def phase_variants(schema=POSITION_SCHEMA, prefix="phase_"):
    """{phase name: the phase's own schema}."""
    defs = schema["$defs"]
    return {name[len(prefix) :]: defs[name] for name in defs if name.startswith(prefix)}


def test_the_schema_lists_the_engines_names():
    defs, top = POSITION_SCHEMA["$defs"], POSITION_SCHEMA["properties"]
    assert defs["card"]["enum"] == list(data.CARD_NAMES)
    assert len(data.CARD_NAMES) == 29 and data.TOTAL_CARDS == 110
    assert top["format"]["const"] == sj.FORMAT and top["version"]["const"] == sj.VERSION
    assert list(top["roles"]["properties"]) == list(data.ROLE_NAMES)
    assert defs["phase"]["properties"]["name"]["enum"] == list(phase_variants())
    assert set(phase_variants()) == set(PHASE_NAMES)
    for name, variant in phase_variants().items():
        assert variant["properties"]["name"]["const"] == name
    steps = {
        name: variant["properties"]["step"]["enum"]
        for name, variant in phase_variants().items()
        if "step" in variant["properties"]
    }
    assert steps == {
        "builder": list(builder.STEP_NAMES),
        "councillor": list(councillor.STEP_NAMES),
        "prospector": list(prospector.STEP_NAMES),
        "round_start": list(round_start.STEP_NAMES),
    }
    assert phase_variants()["producer"]["properties"]["floor"]["enum"] == list(data.GOOD_NAMES)
    holds_no_good = defs["building"]["anyOf"][1]["allOf"][0]["if"]["properties"]["card"]["enum"]
    assert holds_no_good == [data.CARD_NAMES[k] for k in sorted(data.VIOLET)]
    assert defs["player"]["properties"]["buildings"]["maxItems"] == data.CITY_SIZE


def test_the_schema_allows_in_each_phase_the_fields_the_reader_reads():
    for name, variant in phase_variants().items():
        assert set(variant["properties"]) - {"name"} == position_phase._PHASE_KEYS[name], name


def test_every_field_of_the_schemas_is_described():
    for schema in (POSITION_SCHEMA, VIEW_SCHEMA):
        assert schema["description"]
        assert list(undescribed_fields(schema)) == []


def test_every_phase_and_every_rule_in_it_is_described():
    for schema, prefix in ((POSITION_SCHEMA, "phase_"), (VIEW_SCHEMA, "viewed_phase_")):
        for name, variant in phase_variants(schema, prefix).items():
            assert variant["description"], name
            for rule in variant.get("allOf", []):
                assert rule.get("description") or rule["then"]["description"], name


def test_the_view_schema_requires_every_field_player_view_writes():
    state = random_game(3, 0, False)[40]
    view = sj.player_view(state, 0)
    assert set(VIEW_SCHEMA["required"]) == set(view)
    player = VIEW_SCHEMA["$defs"]["viewed_player"]
    assert set(player["required"]) == set(view["players"][0])
    house = VIEW_SCHEMA["$defs"]["viewed_trading_house"]
    assert set(house["required"]) == set(view["trading_house"])


# --- random games -------------------------------------------------------------------------------
def test_the_random_games_reach_every_phase_and_step():
    """So the tests below that read random games see every phase and step. (The schema checks of
    random games are the contract suite's, tests/contract/, whose San Juan entry asks its own
    random games to reach every phase and step too.)"""
    reached = {step_of(sj.to_dict(state)) for game in GAMES for state in random_game(*game)}
    assert reached == EVERY_STEP


def test_a_view_is_plain_json_and_not_a_position():
    state = random_game(4, 0, False)[120]
    for seat in range(4):
        view = sj.player_view(state, seat)
        assert json.loads(json.dumps(view)) == view
        assert schema_errors(POSITION, view)
        with pytest.raises(PositionError):
            sj.from_json(view)


def test_a_position_is_not_a_view():
    doc = sj.to_dict(random_game(3, 0, False)[50])
    assert schema_errors(VIEW, dict(doc, viewer=0))


# --- hand-written positions -----------------------------------------------------------------------
# Well-formed hand-written documents using the shorthand forms; each matches the schema and loads.
WELL_FORMED = {
    "only players": {"players": blank(2)},
    "names and a seed": {"players": [{"name": "Ana"}, {"name": "Bo"}, {"name": "Cy"}], "seed": 3},
    "shorthand buildings and goods": {
        "players": [
            {
                "buildings": [
                    "indigo_plant",
                    {"card": "sugar_mill", "good": True},
                    {"card": "coffee_roaster", "good": "hero"},
                    {"card": "silver_smelter", "good": False},
                    {"card": "tobacco_storage", "good": None},
                    "chapel",
                ],
                "chapel": 3,
                "hand": 6,
            },
            {},
            {},
        ]
    },
    "a new round's chapel": {
        "players": [{"buildings": ["indigo_plant", "chapel"]}, {}, {}],
        "governor": 2,
        "phase": {"name": "round_start"},
    },
    "the hand limit": {
        "players": [{"hand": 9}, {"hand": 8, "buildings": ["tower"]}],
        "phase": {"name": "round_start", "step": "hand_limit"},
    },
    "the start hands": {"players": blank(4), "phase": {"name": "start_hands", "actor": 2}},
    "a builder choosing": {
        "players": P3,
        **role_phase("builder"),
    },
    "a builder paying over a building with the crane": {
        "players": [
            {"buildings": ["indigo_plant", "crane", "sugar_mill"], "hand": ["smithy", "statue"]},
            {},
            {},
        ],
        **role_phase("builder", step="pay", building="library", over=2, floor="smithy", cost=1),
    },
    "a producer": {
        "players": [{"buildings": ["indigo_plant", "aqueduct", "sugar_mill"]}, {}],
        **role_phase("producer", produced=1, floor="indigo"),
    },
    "a trader with the tile named": {
        "players": [{"buildings": [{"card": "indigo_plant", "good": True}]}, {}, {}],
        **role_phase("trader"),
        "trading_house": {"tiles": [2, 0, 1, 3, 4], "seen": 4, "up": 2},
    },
    "a councillor with a library": {
        "players": [{}, {"buildings": ["indigo_plant", "library", "prefecture"]}],
        "governor": 1,
        "roles": {"councillor": 1},
        "library_used": [1],
        "phase": {"name": "councillor", "picker": 1},
    },
    "a councillor's cards named": {
        "players": P3,
        **role_phase("councillor", actor=1, step="keep", drawn=["hero", "palace"], keep=1),
    },
    "an archive": {
        "players": [{"buildings": ["archive"], "hand": 9}, {}, {}],
        **role_phase("councillor"),
    },
    "a lucky gold mine": {
        "players": [{"buildings": ["indigo_plant", "gold_mine"]}, {}],
        "roles": {"prospector": 1, "builder": 0},
        "governor": 0,
        "phase": {
            "name": "prospector",
            "picker": 1,
            "actor": 0,
            "drawn": ["smithy", "sugar_mill", "chapel", "hero"],
        },
    },
    "a finished game": {
        "players": [
            {
                "buildings": [
                    "indigo_plant",
                    "sugar_mill",
                    "tobacco_storage",
                    "coffee_roaster",
                    "silver_smelter",
                    "smithy",
                    "gold_mine",
                    "archive",
                    "poor_house",
                    "black_market",
                    "well",
                    "crane",
                ]
            },
            {},
        ],
        "roles": {"builder": 0},
        "phase": {"name": "game_over"},
    },
    "a pile given in full": None,  # made below: the cards add up
}


def _pile_given_in_full():
    doc = sj.to_dict(sj.new_game(2, 5))
    del doc["rng"]
    return doc


WELL_FORMED["a pile given in full"] = _pile_given_in_full()


@pytest.mark.parametrize("doc", WELL_FORMED.values(), ids=WELL_FORMED.keys())
def test_hand_written_positions_match_the_schema_and_load(doc):
    assert schema_errors(POSITION, doc) == []
    state = sj.from_json(doc)
    written = sj.to_dict(state)
    assert schema_errors(POSITION, written) == []
    assert sj.to_dict(sj.from_json(written)) == written
    assert sj.is_terminal(state) or sj.legal_actions(state)


# --- what is derived ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("start_hands", [False, True], ids=["", "start-hands"])
def test_a_hand_written_start_with_a_seed_is_new_game(players, start_hands):
    for seed in (0, 7, 2024):
        doc = {"players": blank(players), "seed": seed}
        if start_hands:
            doc["phase"] = {"name": "start_hands"}
        assert sj.to_dict(sj.from_json(doc)) == sj.to_dict(
            sj.new_game(players, seed, start_hands=start_hands)
        )


def test_cards_are_dealt_from_the_shuffled_unnamed_cards_in_the_documented_order():
    doc = {
        "players": [
            {"buildings": ["indigo_plant", {"card": "sugar_mill", "good": True}], "chapel": 2},
            {"hand": 3, "buildings": []},
            {"hand": ["hero"], "buildings": [{"card": "silver_smelter", "good": True}]},
        ],
        **role_phase("councillor"),
        "out": ["palace"],
        "discards": ["statue", "statue"],
        "trading_house": {"tiles": [0, 1, 2, 3, 4]},
        "seed": 11,
    }
    state = sj.from_json(doc)
    named = ["indigo_plant", "sugar_mill", "silver_smelter", "hero", "palace", "statue", "statue"]
    rest = [data.CARD_NAMES[k] for k in data.KINDS for _ in range(data.COPIES[k])]
    for card in named:
        rest.remove(card)
    shuffled = blank_state()
    shuffled.rng = rng.seed_state(11)
    shuffled.discards = tuple(data.CARD_INDEX[card] for card in rest)
    reshuffle(shuffled, [])
    deck = [data.CARD_NAMES[k] for k in shuffled.pile]

    def deal(count):
        nonlocal deck
        cards, deck = deck[len(deck) - count :], deck[: len(deck) - count]
        return sorted(cards, key=data.CARD_INDEX.get)

    def names(kinds):
        return [data.CARD_NAMES[k] for k in kinds]

    p0, p1, p2 = state.players
    assert p0.goods[0] == NO_CARD
    assert names(p0.goods[1:]) == deal(1)  # seat 0: the good given as true,
    assert names(p0.chapel) == deal(2)  # then the chapel given as a number,
    assert names(p0.hand) == deal(4)  # then the hand left out;
    assert names(p1.hand) == deal(3)  # seat 1: the hand given as a number;
    assert names(p2.goods) == deal(1)  # seat 2: the good given as true;
    assert names(state.drawn) == deal(5)  # then the councillor's cards;
    assert names(state.pile) == deck  # the rest is the draw pile
    assert state.rng == shuffled.rng  # (the tiles given: no more shuffling)


def test_the_phase_fields_left_out_are_derived_as_the_engine_has_them():
    state = sj.from_json(
        {
            "players": [{"buildings": ["indigo_plant", "library", "prefecture"]}, {}, {}],
            **role_phase("councillor"),
        }
    )
    assert sj.to_dict(state)["phase"] == {
        "name": "councillor",
        "actor": 0,
        "picker": 0,
        "library": True,
        "step": "keep",
        "drawn": sj.to_dict(state)["phase"]["drawn"],
        "keep": 2,
    }
    assert len(state.drawn) == 8  # the councillor's 5, doubled by his library to 8
    archive = sj.from_json(
        {
            "players": [{}, {"buildings": ["archive"]}, {}],
            **role_phase("councillor", actor=1),
        }
    )
    assert sj.to_dict(archive)["phase"]["step"] == "discard"
    assert sj.to_dict(archive)["phase"]["discard"] == 1


def test_the_trader_phase_turns_up_the_top_tile_unless_another_is_named():
    doc = {
        "players": P3,
        **role_phase("trader"),
        "seed": 4,
    }
    house = sj.to_dict(sj.from_json(doc))["trading_house"]
    assert house["up"] == house["tiles"][0] and house["seen"] == 1
    named = sj.to_dict(sj.from_json(dict(doc, trading_house={"up": 4, "seen": 2})))
    assert named["trading_house"]["tiles"][0] == 4 and named["trading_house"]["up"] == 4
    assert sorted(named["trading_house"]["tiles"]) == [0, 1, 2, 3, 4]


def test_the_start_hands_are_dealt_as_the_variant_deals_them_from_the_actor_on():
    state = sj.from_json(
        {"players": blank(4), "governor": 1, "phase": {"name": "start_hands", "actor": 3}}
    )
    # positions from the governor: seat 1 is 0, seat 2 is 1, seat 3 is 2, seat 0 is 3
    assert [len(p.hand) for p in state.players] == [8, 4, 4, 7]
    assert sj.to_dict(state)["phase"] == {"name": "start_hands", "actor": 3, "discard": 3}
    assert state.start_hands


def test_the_actor_at_the_start_of_a_round_is_the_first_with_a_decision():
    state = sj.from_json(
        {
            "players": [{"hand": 9}, {"hand": 5}, {"hand": 8}],
            "governor": 1,
            "phase": {"name": "round_start", "step": "hand_limit"},
        }
    )
    assert sj.to_dict(state)["phase"] == {
        "name": "round_start",
        "actor": 2,
        "step": "hand_limit",
        "discard": 1,
    }


# --- the documents in the docs ------------------------------------------------------------------
def doc_blocks():
    """{(kind, name): the parsed JSON block after a `<!-- kind: name -->` marker}; every JSON
    block of the docs has one."""
    text = DOCS.read_text(encoding="utf-8")
    blocks = re.findall(r"(?:<!-- ([a-z]+): ([^>]*?) -->\n)?```json\n(.*?)```", text, re.DOTALL)
    found = {}
    for kind, name, body in blocks:
        assert kind, f"a JSON block of the docs without a marker: {body[:60]}"
        found[kind, name] = json.loads(body)
    return found


def doc_example(name):
    return sj.from_json(doc_blocks()["example", name])


def test_every_example_in_the_docs_matches_the_schema_and_loads():
    examples = {name: doc for (kind, name), doc in doc_blocks().items() if kind == "example"}
    assert set(examples) == {"new game", "trader", "build"}
    for doc in examples.values():
        assert schema_errors(POSITION, doc) == []
        sj.from_json(doc)


def test_to_dict_writes_what_the_docs_show():
    for (kind, name), shown in doc_blocks().items():
        if kind == "written":
            written = sj.to_dict(doc_example(name))
            assert {key: written[key] for key in shown} == shown, name


def test_the_examples_offer_the_actions_the_docs_show():
    shown = {name: doc for (kind, name), doc in doc_blocks().items() if kind == "legal"}
    assert set(shown) == {"trader", "build"}
    for name, actions in shown.items():
        assert offered(doc_example(name)) == actions, name


def test_the_trader_example_goes_on_as_the_docs_say():
    state = sj.apply_action(
        doc_example("trader"), sj.Action.from_json({"type": "sell", "good": "indigo"})
    )
    assert sj.to_dict(state)["phase"] == {
        "name": "trader",
        "actor": 2,
        "picker": 2,
        "library": True,
        "sold": 1,
        "income": 1,
    }


def test_the_build_examples_actor_library_and_cost_are_derived_as_written():
    doc = copy.deepcopy(doc_blocks()["example", "build"])
    for field in ("actor", "library", "cost"):
        del doc["phase"][field]
    assert sj.to_dict(sj.from_json(doc)) == sj.to_dict(doc_example("build"))


def test_the_new_game_example_is_new_game():
    assert sj.to_dict(doc_example("new game")) == sj.to_dict(sj.new_game(2, 7, names=["Ana", "Bo"]))


def test_the_build_example_is_a_position_of_a_real_game():
    """The docs' mid-phase example is to_dict's document of that game, "pile" and "rng" left
    out."""
    states = random_game_named(3, 21)
    written = sj.to_dict(states[183])
    del written["pile"], written["rng"]
    assert written == doc_blocks()["example", "build"]


@functools.cache
def random_game_named(players, seed):
    state = sj.new_game(players, seed, names=["Ana", "Bo", "Cy"][:players])
    chooser = Random(seed)
    states = [state]
    for _ in range(183):
        state = sj.apply_action(state, chooser.choice(sj.legal_actions(state)))
        states.append(state)
    return states


def test_the_view_in_the_docs_is_player_view():
    view = sj.player_view(doc_example("trader"), 0)
    shown = doc_blocks()["view", "trader, seat 0"]
    assert {key: view[key] for key in shown} == shown
    assert schema_errors(VIEW, view) == []


def test_the_events_in_the_docs_are_events_for():
    state = doc_example("trader")
    for move in ({"type": "sell", "good": "indigo"}, {"type": "sell", "good": "sugar"}):
        state = sj.apply_action(state, sj.Action.from_json(move))
    events = sj.step_events(state)
    for seat in (2, 0):
        assert sj.events_for(events, seat) == doc_blocks()["events", f"trader, seat {seat}"]


def test_the_error_messages_in_the_docs_are_the_readers():
    """The docs' table of errors quotes these documents' messages."""
    text = DOCS.read_text(encoding="utf-8")
    for doc, _field in DOC_ERRORS:
        message = str(position_error(doc))
        assert f"`{message}`" in text, message


def kind_of(k):
    if k in data.PRODUCTION:
        return f"production ({data.GOOD_NAMES[data.GOOD_OF[k]]})"
    if k in data.MONUMENTS:
        return "violet, monument"
    return "violet, end bonus" if data.VP[k] == 0 else "violet"


def doc_table(marker):
    text = DOCS.read_text(encoding="utf-8")
    table = text.split(marker, 1)[1].split("\n\n", 1)[0]
    return [
        [cell.strip().strip("`") for cell in row.strip("|").split("|")]
        for row in table.strip().splitlines()[3:]
    ]


def test_the_card_table_in_the_docs_is_data_py():
    rows = doc_table("<!-- the card table:")
    assert rows == [
        [card.name, str(card.cost), str(card.vp), str(card.copies), kind_of(k)]
        for k, card in enumerate(data.CARDS)
    ]


def test_the_tile_table_in_the_docs_is_data_py():
    rows = doc_table("<!-- the tile table:")
    assert rows == [[str(i)] + [str(price) for price in tile] for i, tile in enumerate(data.TILES)]


# --- mistakes -----------------------------------------------------------------------------------
# (what is wrong, document, the field the reader names): mistakes the schema refuses too.
SHAPE_MISTAKES = [
    ("an unknown top-level field", {"players": P3, "colour": "red"}, "colour"),
    ("an unknown player field", {"players": [{"hands": []}, {}, {}]}, "players[0].hands"),
    ("no players", {}, "players"),
    ("one player", {"players": [{}]}, "players"),
    ("five players", {"players": blank(5)}, "players"),
    ("another format", {"players": P3, "format": "puerto-rico-position"}, "format"),
    ("version 2", {"players": P3, "version": 2}, "version"),
    ("a blank name", {"players": [{"name": "  "}, {}]}, "players[0].name"),
    ("an unknown card in a hand", {"players": [{"hand": ["castle"]}, {}]}, "players[0].hand[0]"),
    ("a hand as text", {"players": [{"hand": "hero"}, {}]}, "players[0].hand"),
    ("a negative hand", {"players": [{"hand": -1}, {}]}, "players[0].hand"),
    (
        "an unknown building",
        {"players": [{"buildings": ["castle"]}, {}]},
        "players[0].buildings[0].card",
    ),
    (
        "a building without its card",
        {"players": [{"buildings": [{"good": True}]}, {}]},
        "players[0].buildings[0].card",
    ),
    (
        "an unknown field of a building",
        {"players": [{"buildings": [{"card": "well", "goods": 1}]}, {}]},
        "players[0].buildings[0].goods",
    ),
    (
        "a good on a violet building",
        {"players": [{"buildings": [{"card": "smithy", "good": True}]}, {}]},
        "players[0].buildings[0].good",
    ),
    (
        "a good that is not a card",
        {"players": [{"buildings": [{"card": "sugar_mill", "good": "sugar"}]}, {}]},
        "players[0].buildings[0].good",
    ),
    (
        "thirteen buildings",
        {"players": [{"buildings": ["sugar_mill"] * 8 + ["coffee_roaster"] * 5}, {}]},
        "players[0].buildings",
    ),
    ("a chapel of text", {"players": [{"chapel": "three"}, {}]}, "players[0].chapel"),
    ("a governor seat out of range", {"players": P3, "governor": 3}, "governor"),
    ("an unknown role", {"players": P3, "roles": {"mayor": 0}}, "roles.mayor"),
    ("a role seat out of range", {"players": blank(2), "roles": {"builder": 2}}, "roles.builder"),
    (
        "library_used with 3 players",
        {"players": P3, "roles": {"builder": 0}, "library_used": [0]},
        "library_used",
    ),
    (
        "library_used twice",
        {"players": blank(2), "roles": {"builder": 0}, "library_used": [0, 0]},
        "library_used[1]",
    ),
    ("an unknown phase", {"players": P3, "phase": {"name": "mayor"}}, "phase.name"),
    ("a phase without a name", {"players": P3, "phase": {}}, "phase.name"),
    (
        "a role phase without its picker",
        {"players": P3, "roles": {"builder": 0}, "phase": {"name": "builder"}},
        "phase.picker",
    ),
    (
        "a field of another phase",
        {
            "players": P3,
            **role_phase("trader", produced=1),
        },
        "phase.produced",
    ),
    (
        "an unknown step",
        {
            "players": P3,
            **role_phase("builder", step="sail"),
        },
        "phase.step",
    ),
    (
        "a building in the choose step",
        {
            "players": P3,
            **role_phase("builder", building="hero"),
        },
        "phase.building",
    ),
    (
        "the pay step without its building",
        {
            "players": P3,
            **role_phase("builder", step="pay"),
        },
        "phase.building",
    ),
    (
        "a card floor in the black market step",
        {
            "players": [
                {"buildings": ["black_market", {"card": "indigo_plant", "good": True}]},
                {},
                {},
            ],
            **role_phase("builder", step="black_market", building="hero", floor="hero"),
        },
        "phase.floor",
    ),
    (
        "two goods paid still in the black market step",
        {
            "players": [{"buildings": ["black_market"]}, {}, {}],
            **role_phase("builder", step="black_market", building="palace", goods_paid=2),
        },
        "phase.goods_paid",
    ),
    (
        "a sale without its income",
        {
            "players": P3,
            **role_phase("trader", sold=1),
        },
        "phase.income",
    ),
    (
        "a good floor in the councillor phase",
        {
            "players": P3,
            **role_phase("councillor", floor="coffee"),
        },
        "phase.floor",
    ),
    (
        "discards in the councillor's keep step",
        {
            "players": P3,
            **role_phase("councillor", step="keep", discard=1),
        },
        "phase.discard",
    ),
    (
        "drawn cards in the archive's step",
        {
            "players": [{"buildings": ["archive"]}, {}, {}],
            **role_phase("councillor", step="discard", drawn=["hero"]),
        },
        "phase.drawn",
    ),
    (
        "discards in the chapel step",
        {"players": P3, "phase": {"name": "round_start", "step": "chapel", "discard": 1}},
        "phase.discard",
    ),
    (
        "a prospector phase keeping without the gold mine's cards",
        {
            "players": [{"buildings": ["gold_mine"]}, {}],
            **role_phase("prospector", step="keep"),
        },
        "phase.drawn",
    ),
    (
        "a finished game with an actor",
        {"players": P3, "phase": {"name": "game_over", "actor": 0}},
        "phase.actor",
    ),
    (
        "a sixth tile",
        {"players": P3, "trading_house": {"tiles": [0, 1, 2, 3, 5]}},
        "trading_house.tiles[4]",
    ),
    (
        "a tile twice",
        {"players": P3, "trading_house": {"tiles": [0, 1, 2, 3, 3]}},
        "trading_house.tiles",
    ),
    ("six tiles seen", {"players": P3, "trading_house": {"seen": 6}}, "trading_house.seen"),
    ("an unknown pile card", {"players": P3, "pile": ["joker"]}, "pile[0]"),
    ("both rng and seed", {"players": P3, "rng": "0123456789abcdef", "seed": 1}, "seed"),
    ("an rng in capitals", {"players": P3, "rng": "0123456789ABCDEF"}, "rng"),
    ("an rng too short", {"players": P3, "rng": "12ab"}, "rng"),
    ("a seed as text", {"players": P3, "seed": "7"}, "seed"),
]


@pytest.mark.parametrize(
    "doc, field", [case[1:] for case in SHAPE_MISTAKES], ids=[case[0] for case in SHAPE_MISTAKES]
)
def test_the_schema_and_the_reader_both_refuse_shape_mistakes(doc, field):
    assert schema_errors(POSITION, doc)
    error = position_error(doc)
    assert error.field == field
    assert str(error) == f"{field}: {error.problem}"


# (what is wrong, document, the field the reader names): mistakes the schema cannot see, because
# they span several fields or need the rules; the comment says which.
READER_MISTAKES = [
    # card counts across the whole document
    (
        "more copies than the game has",
        {"players": [{"hand": ["palace", "palace"]}, {"hand": ["palace"]}, {}]},
        "players[1].hand",
    ),
    ("a pile that does not add up", {"players": P3, "pile": ["hero"]}, "pile"),
    ("more cards asked for than are left", {"players": [{"hand": 100}, {}, {}]}, "players[2].hand"),
    # a violet building once in a city (expressible, but the schema leaves it to the reader)
    (
        "a second violet building",
        {"players": [{"buildings": ["smithy", "smithy"]}, {}]},
        "players[0].buildings[1]",
    ),
    # the roles against the governor and the players' turns
    ("roles out of turn", {"players": P3, "roles": {"builder": 1}}, "roles"),
    (
        "a 2-player role twice for the other player",
        {"players": blank(2), "roles": {"builder": 0, "trader": 1, "producer": 1}},
        "roles",
    ),
    (
        "a role phase that is over",
        {
            "players": P3,
            "roles": {"builder": 0, "trader": 1},
            "phase": {"name": "builder", "picker": 0},
        },
        "phase.picker",
    ),
    (
        "the picker without the role",
        {"players": P3, "roles": {"builder": 0}, "phase": {"name": "trader", "picker": 0}},
        "phase.picker",
    ),
    (
        "role selection with every role taken",
        {"players": P3, "roles": {"builder": 0, "trader": 1, "producer": 2}},
        "roles",
    ),
    (
        "the wrong chooser",
        {"players": P3, "phase": {"name": "role_selection", "actor": 1}},
        "phase.actor",
    ),
    (
        "a round start with a role taken",
        {
            "players": [{"buildings": ["chapel"]}, {}, {}],
            "roles": {"builder": 0},
            "phase": {"name": "round_start"},
        },
        "roles",
    ),
    (
        "library_used for a seat without a role",
        {"players": blank(2), "roles": {"builder": 0}, "library_used": [1]},
        "library_used[0]",
    ),
    # the library against the buildings and the player count
    (
        "a library that does not double",
        {
            "players": [{"buildings": ["library"]}, {}, {}],
            **role_phase("producer", library=False),
        },
        "phase.library",
    ),
    (
        "doubling without a library",
        {
            "players": P3,
            **role_phase("producer", library=True),
        },
        "phase.library",
    ),
    (
        "a 2-player library doubling unused",
        {
            "players": [{"buildings": ["library"]}, {}],
            **role_phase("producer", library=True),
        },
        "library_used",
    ),
    # the phase against the cards and the buildings
    (
        "a chapel step nobody can use",
        {"players": P3, "phase": {"name": "round_start"}},
        "phase.step",
    ),
    (
        "a chapel step for a player without a chapel",
        {
            "players": [{"buildings": ["chapel"]}, {}, {}],
            "phase": {"name": "round_start", "actor": 1},
        },
        "phase.actor",
    ),
    (
        "a hand within its limit",
        {"players": [{"hand": 7}, {}, {}], "phase": {"name": "round_start", "step": "hand_limit"}},
        "phase.step",
    ),
    (
        "more discards than cards over the limit",
        {
            "players": [{"hand": 9}, {}, {}],
            "phase": {"name": "round_start", "step": "hand_limit", "discard": 3},
        },
        "phase.discard",
    ),
    (
        "a player before the actor still over his limit",
        {
            "players": [{"hand": 9}, {"hand": 9}, {}],
            "phase": {"name": "round_start", "step": "hand_limit", "actor": 1},
        },
        "players[0].hand",
    ),
    (
        "the start hands without the variant",
        {"players": P3, "start_hands": False, "phase": {"name": "start_hands"}},
        "start_hands",
    ),
    (
        "a building he cannot pay for",
        {
            "players": [{"hand": ["smithy"]}, {}, {}],
            **role_phase("builder", step="pay", building="hero"),
        },
        "phase.cost",
    ),
    (
        "a second violet building being built",
        {
            "players": [{"buildings": ["smithy"]}, {}, {}],
            **role_phase("builder", step="pay", building="smithy"),
        },
        "phase.building",
    ),
    (
        "more due than the price",
        {
            "players": P3,
            **role_phase("builder", step="pay", building="hero", cost=5),
        },
        "phase.cost",
    ),
    (
        "a black market step without a black market",
        {
            "players": P3,
            **role_phase("builder", step="black_market", building="hero"),
        },
        "phase.step",
    ),
    (
        "building over without a crane",
        {
            "players": [{"buildings": ["indigo_plant", "sugar_mill"]}, {}, {}],
            **role_phase("builder", step="pay", building="hero", over=1),
        },
        "phase.over",
    ),
    (
        "nothing left to pay",
        {
            "players": P3,
            **role_phase("builder", step="pay", building="indigo_plant"),
        },
        "phase.building",
    ),
    (
        "all goods already produced",
        {
            "players": P3,
            **role_phase("producer", produced=2),
        },
        "phase.produced",
    ),
    (
        "a sale that earned nothing",
        {
            "players": P3,
            **role_phase("trader", sold=1, income=0),
        },
        "phase.income",
    ),
    (
        "an archive's owner keeping",
        {
            "players": [{"buildings": ["archive"]}, {}, {}],
            **role_phase("councillor", step="keep"),
        },
        "phase.step",
    ),
    (
        "discarding without an archive",
        {
            "players": P3,
            **role_phase("councillor", step="discard"),
        },
        "phase.step",
    ),
    (
        "more councillor cards than drawn",
        {
            "players": P3,
            **role_phase("councillor", actor=1, drawn=["hero", "hero", "palace"]),
        },
        "phase.drawn",
    ),
    (
        "keeping more than the prefecture allows",
        {
            "players": P3,
            **role_phase("councillor", keep=2),
        },
        "phase.keep",
    ),
    (
        "a gold mine's unlucky cards",
        {
            "players": [{"buildings": ["gold_mine"]}, {}],
            **role_phase("prospector", drawn=["hero", "hero", "statue", "smithy"]),
        },
        "phase.drawn",
    ),
    (
        "a prospector phase without a gold mine",
        {
            "players": P3,
            **role_phase("prospector", drawn=["smithy", "sugar_mill", "chapel", "hero"]),
        },
        "phase.actor",
    ),
    (
        "a floor leaving nothing to discard",
        {
            "players": [
                {
                    "hand": [
                        "hero",
                        "hero",
                        "hero",
                        "palace",
                        "smithy",
                        "well",
                        "statue",
                        "crane",
                        "well",
                    ]
                },
                {},
                {},
            ],
            "phase": {"name": "round_start", "step": "hand_limit", "floor": "palace", "discard": 2},
        },
        "phase",
    ),
    # a city of 12 only in the builder phase that completed it, and the game's end
    (
        "a city of 12 at role selection",
        {"players": [{"buildings": ["sugar_mill"] * 8 + ["coffee_roaster"] * 4}, {}]},
        "players[0].buildings",
    ),
    ("a game over too early", {"players": P3, "phase": {"name": "game_over"}}, "phase.name"),
    # the trading house against the phase
    (
        "a tile up outside the trader phase",
        {"players": P3, "trading_house": {"up": 2}},
        "trading_house.up",
    ),
    (
        "a tile up that is not the top one",
        {
            "players": P3,
            **role_phase("trader"),
            "trading_house": {"tiles": [0, 1, 2, 3, 4], "up": 1},
        },
        "trading_house.up",
    ),
    (
        "a trader phase with no tile up",
        {
            "players": P3,
            **role_phase("trader"),
            "trading_house": {"up": None},
        },
        "trading_house.up",
    ),
    (
        "a tile up and none seen",
        {
            "players": P3,
            **role_phase("trader"),
            "trading_house": {"seen": 0},
        },
        "trading_house.seen",
    ),
]


@pytest.mark.parametrize(
    "doc, field", [case[1:] for case in READER_MISTAKES], ids=[case[0] for case in READER_MISTAKES]
)
def test_the_reader_refuses_what_the_schema_cannot_see_naming_the_field(doc, field):
    assert schema_errors(POSITION, doc) == []  # well-formed: only the reader sees these
    error = position_error(doc)
    assert error.field == field
    assert str(error) == f"{field}: {error.problem}"


# The documents whose messages the docs quote (test_the_error_messages_in_the_docs_are_the_readers).
DOC_ERRORS = [
    (doc, field)
    for name, doc, field in SHAPE_MISTAKES + READER_MISTAKES
    if name
    in {
        "no players",
        "five players",
        "an unknown player field",
        "a governor seat out of range",
        "a good on a violet building",
        "a building in the choose step",
        "both rng and seed",
        "more copies than the game has",
        "more cards asked for than are left",
        "a second violet building",
        "roles out of turn",
        "a role phase that is over",
        "a building he cannot pay for",
        "a tile up outside the trader phase",
        "a chapel step nobody can use",
        "an archive's owner keeping",
        "a library that does not double",
        "a gold mine's unlucky cards",
        "a game over too early",
    }
]


def test_a_position_error_is_a_value_error_naming_the_path():
    error = position_error(
        {
            "players": [
                {},
                {"buildings": ["indigo_plant", "well", {"card": "sugar_mill", "good": "x"}]},
            ]
        }
    )
    assert isinstance(error, ValueError)
    assert error.field == "players[1].buildings[2].good"
    assert str(error).startswith("players[1].buildings[2].good: ")


def test_a_document_that_is_not_json_is_refused_as_a_whole():
    error = position_error('{"players": [}')
    assert error.field == ""
    assert f"`{error}`" in DOCS.read_text(encoding="utf-8")


# --- the schema never lets through what the reader refuses for its shape --------------------------
def _mutations():
    """A document from the random games or the well-formed ones, with one field changed, removed
    or added."""
    bases = list(WELL_FORMED.values()) + [
        sj.to_dict(state) for game in GAMES[:3] for state in random_game(*game)[::40]
    ]
    values = st.sampled_from(
        [
            None,
            True,
            False,
            0,
            1,
            2,
            -1,
            3,
            5,
            12,
            13,
            111,
            1.5,
            "",
            " ",
            "hero",
            "indigo",
            "chapel",
            "keep",
            "pay",
            "discard",
            "builder",
            "trader",
            "game_over",
            [],
            {},
            ["hero"],
            {"card": "well"},
            {"card": "sugar_mill", "good": True},
            "0123456789abcdef",
        ]
    )
    fields = st.sampled_from(
        [
            "hand",
            "good",
            "step",
            "floor",
            "drawn",
            "discard",
            "keep",
            "cost",
            "over",
            "sold",
            "income",
            "produced",
            "goods_paid",
            "library",
            "actor",
            "picker",
            "up",
            "seen",
            "tiles",
            "seed",
            "chapel",
            "typo",
        ]
    )

    @st.composite
    def mutated(draw):
        doc = copy.deepcopy(draw(st.sampled_from(bases)))
        paths = list(_paths(doc))
        path = draw(st.sampled_from(paths))
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        how = draw(st.sampled_from(["replace", "replace", "remove", "add"]))
        if how == "remove":
            del parent[path[-1]]
        elif how == "add" and isinstance(parent, dict):
            parent[draw(fields)] = draw(values)
        else:
            parent[path[-1]] = draw(values)
        return doc

    return mutated()


def _paths(node, path=()):
    if path:
        yield path
    items = (
        node.items()
        if isinstance(node, dict)
        else enumerate(node)
        if isinstance(node, list)
        else ()
    )
    for key, value in items:
        yield from _paths(value, path + (key,))


@settings(
    max_examples=150,
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=False,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(doc=_mutations())
def test_a_document_the_schema_refuses_is_refused_by_the_reader(doc):
    """The schema is never more lenient than the reader, and the reader raises nothing but a
    PositionError, whatever it is given."""
    try:
        sj.from_json(doc)
    except PositionError:
        return
    assert schema_errors(POSITION, doc) == []


# --- player views -------------------------------------------------------------------------------
def test_a_view_hides_the_other_players_cards_and_shows_their_sizes():
    state = random_game(3, 0, False)[60]
    view = sj.player_view(state, 1)
    assert "rng" not in view and view["viewer"] == 1
    assert view["pile"] is None and view["pile_size"] == len(state.pile)
    assert view["discards"] is None and view["discards_size"] == len(state.discards)
    for seat, (player, seen) in enumerate(zip(state.players, view["players"])):
        mine = seat == 1
        assert seen["hand_size"] == len(player.hand)
        assert seen["chapel_size"] == (len(player.chapel) if mine else None)
        assert seen["hand"] == ([data.CARD_NAMES[c] for c in player.hand] if mine else None)
        assert seen["chapel"] == ([data.CARD_NAMES[c] for c in player.chapel] if mine else None)
        assert [b["good"] for b in seen["buildings"]] == [g != NO_CARD for g in player.goods]


def test_a_view_shows_everything_else_as_the_position_does():
    state = random_game(4, 0, False)[200]
    view, doc = sj.player_view(state, 2), sj.to_dict(state)
    for key in ("format", "version", "governor", "start_hands", "roles", "library_used", "out"):
        assert view[key] == doc[key]
    assert view["trading_house"]["seen"] == doc["trading_house"]["seen"]
    assert view["trading_house"]["up"] == doc["trading_house"]["up"]
    for known, tile in zip(view["trading_house"]["tiles"], doc["trading_house"]["tiles"]):
        assert known in (None, tile)


def test_the_tiles_a_view_shows_are_those_turned_up():
    for game in GAMES[:3]:
        for state in random_game(*game):
            view = sj.player_view(state, 0)
            known = sum(tile is not None for tile in view["trading_house"]["tiles"])
            assert known == state.tiles_seen


def test_the_councillor_cards_another_player_draws_are_hidden():
    states = [
        s for game in GAMES for s in random_game(*game) if s.phase == data.COUNCILLOR and s.drawn
    ]
    assert states
    for state in states[:20]:
        for seat in range(state.n):
            phase = sj.player_view(state, seat)["phase"]
            if seat == state.actor:
                assert phase["drawn"] == [data.CARD_NAMES[c] for c in state.drawn]
                assert "drawn_size" not in phase
            else:
                assert phase["drawn"] is None and phase["drawn_size"] == len(state.drawn)


def test_the_card_another_player_named_last_is_left_out_of_his_view():
    states = [
        s
        for game in GAMES
        for s in random_game(*game)
        if "floor" in sj.to_dict(s)["phase"] and sj.to_dict(s)["phase"]["floor"] in data.CARD_NAMES
    ]
    assert states
    for state in states[:20]:
        for seat in range(state.n):
            phase = sj.player_view(state, seat)["phase"]
            assert ("floor" in phase) == (seat == state.actor)


def test_a_gold_mines_cards_are_shown_to_all():
    states = [
        s for game in GAMES for s in random_game(*game) if s.phase == data.PROSPECTOR and s.drawn
    ]
    assert states
    for seat in range(states[0].n):
        assert (
            sj.player_view(states[0], seat)["phase"]["drawn"]
            == sj.to_dict(states[0])["phase"]["drawn"]
        )


# --- events as a player sees them ---------------------------------------------------------------
SECRET = {"cards_drawn": "cards", "kept": "card", "discarded": "card"}
CHAPEL = {"type": "chapel"}
NO_TUCK = {
    "type": "pass",
    "decision": "tuck",
}  # another player's tuck or pass at his chapel, as seen


def test_events_for_hides_only_the_cards_of_other_players_it_says_it_hides():
    checked = set()
    for game in GAMES:
        for state in random_game(*game):
            events = sj.step_events(state)
            for seat in range(state.n):
                shown = [
                    event
                    for event in events
                    if event["type"] != "tucked" or event.get("player") == seat
                ]  # another player's tuck is not told
                for event, seen in zip(shown, sj.events_for(events, seat), strict=True):
                    mine = event.get("player") == seat
                    action = event["action"] if event["type"] == "action" else {}
                    if event["type"] in SECRET and not mine:
                        assert seen == {
                            k: v for k, v in event.items() if k != SECRET[event["type"]]
                        }
                        checked.add(event["type"])
                    elif not mine and action.get("type") in ("pay", "keep", "discard"):
                        assert seen == dict(event, action={"type": action["type"]})
                        checked.add(action["type"])
                    elif not mine and (action.get("type") == "tuck" or action == NO_TUCK):
                        assert seen == dict(event, action=CHAPEL)
                        checked.add("chapel")
                    else:
                        assert seen == event
    assert checked == set(SECRET) | {"pay", "keep", "discard", "chapel"}
