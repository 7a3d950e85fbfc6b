"""San Juan's position format: a minimal hand-written document gives a playable game, and every
malformed or impossible document raises a PositionError naming the bad field."""

import json

import pytest
from sj_invariants import check
from sj_scenario import role_phase

import pr_core.san_juan as sj
from pr_core.errors import PositionError
from pr_core.rng import Random

FORMAT = "san-juan-position"
TWELVE = ["indigo_plant"] * 4 + ["sugar_mill"] * 4 + ["tobacco_storage"] * 4
EMPTY = [{"hand": []}, {"hand": []}]


def refused(doc):
    """The PositionError the document raises."""
    with pytest.raises(PositionError) as error:
        sj.from_json(doc)
    message = str(error.value)
    assert message and "\n" not in message and "Traceback" not in message
    return error.value


# --- what a person may leave out --------------------------------------------------------------
def test_a_minimal_document_is_a_playable_game():
    state = sj.from_json({"format": FORMAT, "players": [{}, {}]})
    check(state)
    for seat in (0, 1):
        assert [b["card"] for b in sj.to_dict(state)["players"][seat]["buildings"]] == [
            "indigo_plant"
        ]
        assert len(state.players[seat].hand) == 4
        assert state.players[seat].name == f"Player {seat + 1}"
    assert len(state.pile) == 110 - 10 and state.current_player == 0
    chooser = Random(5)
    steps = 0
    while not sj.is_terminal(state):
        state = sj.apply_action(state, chooser.choice(sj.legal_actions(state)))
        check(state)
        steps += 1
        assert steps < 3000
    assert sj.final_scores(state)["winners"]


def test_a_document_as_json_text_and_as_a_dict_read_alike():
    doc = {"players": [{"name": "Ana", "hand": ["smithy"]}, {"name": "Bo"}], "seed": 4}
    assert sj.to_dict(sj.from_json(json.dumps(doc))) == sj.to_dict(sj.from_json(doc))


def test_cards_asked_for_without_names_are_dealt_from_the_rest():
    doc = {
        "players": [
            {
                "hand": ["palace", "palace"],
                "buildings": [{"card": "indigo_plant", "good": True}, "chapel"],
                "chapel": 3,
            },
            {},
        ]
    }
    state = sj.from_json(doc)
    ana = state.players[0]
    assert ana.hand == (sj.data.PALACE,) * 2 and len(ana.chapel) == 3 and ana.goods[0] >= 0
    assert sj.data.PALACE not in state.pile  # both named already
    check(state)


def test_the_seed_decides_what_is_derived():
    one = sj.to_dict(sj.from_json({"players": [{}, {}], "seed": 1}))
    same = sj.to_dict(sj.from_json({"players": [{}, {}], "seed": 1}))
    other = sj.to_dict(sj.from_json({"players": [{}, {}], "seed": 2}))
    assert one == same and one != other


# --- malformed documents ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "doc, field",
    [
        ("{not json", ""),
        ([], ""),
        ({"players": EMPTY, "colour": "red"}, "colour"),
        ({"players": [{"doubloons": 3}, {}]}, "players[0].doubloons"),
        ({"players": [{}, {"hand": "smithy"}]}, "players[1].hand"),
        ({"players": [{"hand": ["castle"]}, {}]}, "players[0].hand[0]"),
        (
            {"players": [{"buildings": [{"card": "smithy", "colonists": 1}]}, {}]},
            "players[0].buildings[0].colonists",
        ),
        ({"players": [{"buildings": [{"good": True}]}, {}]}, "players[0].buildings[0].card"),
        ({"players": [{"name": " "}, {}]}, "players[0].name"),
        ({"players": [{}]}, "players"),
        ({"players": [{}] * 5}, "players"),
        ({"players": "two"}, "players"),
        ({}, "players"),
        ({"players": EMPTY, "format": "puerto-rico-position"}, "format"),
        ({"players": EMPTY, "version": 2}, "version"),
        ({"players": EMPTY, "governor": 2}, "governor"),
        ({"players": EMPTY, "start_hands": "yes"}, "start_hands"),
        ({"players": EMPTY, "rng": "xyz"}, "rng"),
        ({"players": EMPTY, "rng": "0123456789abcdef", "seed": 3}, "seed"),
        ({"players": EMPTY, "seed": 1.5}, "seed"),
        ({"players": EMPTY, "roles": {"mayor": 0}}, "roles.mayor"),
        ({"players": EMPTY, "roles": {"builder": 5}}, "roles.builder"),
        ({"players": EMPTY, "phase": {"name": "mayor"}}, "phase.name"),
        ({"players": EMPTY, "phase": {"name": "role_selection", "speed": 1}}, "phase.speed"),
        ({"players": EMPTY, "trading_house": {"tiles": [0, 0, 1, 2, 3]}}, "trading_house.tiles"),
        (
            {"players": EMPTY, "trading_house": {"tiles": [0, 1, 2, 3, 4], "seen": 6}},
            "trading_house.seen",
        ),
        ({"players": EMPTY, "library_used": "0"}, "library_used"),
    ],
)
def test_malformed_documents_name_the_bad_field(doc, field):
    assert refused(doc).field == field


# --- impossible documents ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "doc, field",
    [
        # more copies than the game has, wherever they are
        ({"players": [{"hand": ["palace"] * 3}, {}]}, "players[0].hand"),
        (
            {"players": [{"hand": ["palace"]}, {"buildings": ["palace"]}], "discards": ["palace"]},
            "discards",
        ),
        ({"players": [{"buildings": ["indigo_plant"] * 10}, {}]}, "players[1].buildings"),
        ({"players": EMPTY, "out": ["guild_hall"] * 3}, "out"),
        # a violet building twice, a good on a violet building
        ({"players": [{"buildings": ["smithy", "well", "smithy"]}, {}]}, "players[0].buildings[2]"),
        (
            {"players": [{"buildings": [{"card": "smithy", "good": True}]}, {}]},
            "players[0].buildings[0].good",
        ),
        # a pile given in full must make the 110 cards add up
        ({"players": EMPTY, "pile": ["smithy"]}, "pile"),
        # cards asked for without names, more than are left
        ({"players": [{"chapel": 110, "buildings": ["chapel"]}, {}]}, "players[0].chapel"),
        # the roles of the round
        ({"players": EMPTY, "roles": {"builder": 0, "trader": 1, "producer": 0}}, "roles"),
        ({"players": EMPTY, "roles": {"builder": 1}}, "roles"),
        ({"players": [{}, {}, {}], "roles": {"builder": 0}, "library_used": [0]}, "library_used"),
        # the city: 12 buildings end the game right after their builder phase
        (
            {"players": [{"buildings": TWELVE + ["smithy"]}, {}], "phase": {"name": "game_over"}},
            "players[0].buildings",
        ),
        ({"players": [{"buildings": TWELVE}, {}]}, "players[0].buildings"),
        (
            {
                "players": [{}, {"buildings": TWELVE}],
                **role_phase("builder", actor=1),
            },
            "players[1].buildings",
        ),
        ({"players": EMPTY, "phase": {"name": "game_over"}}, "phase.name"),
    ],
)
def test_impossible_documents_name_the_bad_field(doc, field):
    assert refused(doc).field == field


BUILDER = {"roles": {"builder": 0}}


def builder(**phase):
    return dict(BUILDER, phase=dict({"name": "builder", "actor": 0, "picker": 0}, **phase))


@pytest.mark.parametrize(
    "players, top, field",
    [
        # role selection: who chooses next
        (
            EMPTY,
            {"roles": {"builder": 0}, "phase": {"name": "role_selection", "actor": 0}},
            "phase.actor",
        ),
        (EMPTY, {"roles": {"builder": 0, "trader": 1, "producer": 0}}, "roles"),
        # a role's phase: its picker, the library, the tile
        (
            EMPTY,
            {"roles": {"builder": 1}, "phase": {"name": "builder", "actor": 0, "picker": 0}},
            "roles",
        ),
        (
            [{}, {}, {}],
            {
                "roles": {"builder": 1, "trader": 0},
                "phase": {"name": "builder", "actor": 0, "picker": 0},
            },
            "phase.picker",
        ),
        (EMPTY, dict(builder(library=True)), "phase.library"),
        ([{"buildings": ["indigo_plant", "library"]}, {}], builder(library=True), "library_used"),
        (
            EMPTY,
            {"trading_house": {"tiles": [0, 1, 2, 3, 4], "seen": 1, "up": 0}},
            "trading_house.up",
        ),
        (
            EMPTY,
            {
                "roles": {"trader": 0},
                "trading_house": {"tiles": [0, 1, 2, 3, 4], "seen": 1, "up": 1},
                "phase": {"name": "trader", "actor": 0, "picker": 0},
            },
            "trading_house.up",
        ),
        (
            EMPTY,
            {
                "roles": {"trader": 0},
                "trading_house": {"tiles": [0, 1, 2, 3, 4], "seen": 1, "up": 0},
                "phase": {"name": "trader", "actor": 0, "picker": 0, "income": 2},
            },
            "phase.income",
        ),
        # the builder's steps
        ([{"hand": ["smithy"]}, {}], builder(step="dig"), "phase.step"),
        ([{"hand": ["smithy"]}, {}], builder(step="choose", building="palace"), "phase.building"),
        ([{"hand": ["smithy"]}, {}], builder(step="pay"), "phase.building"),
        ([{"hand": ["smithy"]}, {}], builder(step="pay", building="palace", cost=5), "phase.cost"),
        (
            [{"hand": ["smithy", "well"]}, {}],
            builder(step="pay", building="palace", cost=0),
            "phase.cost",
        ),
        (
            [{"hand": ["smithy", "well", "hero"]}, {}],
            builder(step="pay", building="palace", cost=2, floor="hero"),
            "phase.cost",
        ),
        (
            [{"hand": ["hero"] * 2, "buildings": ["crane", "smithy"]}, {}],
            builder(step="pay", building="palace", over=0),
            "phase.over",
        ),
        (
            [{"hand": ["hero"] * 2}, {}],
            builder(step="black_market", building="palace", cost=2),
            "phase.step",
        ),
        (
            [
                {
                    "hand": ["hero"] * 2,
                    "buildings": ["black_market", {"card": "indigo_plant", "good": True}],
                },
                {},
            ],
            builder(step="black_market", building="palace", cost=2, goods_paid=2),
            "phase.goods_paid",
        ),
        # the producer: not beyond what he may make
        (
            EMPTY,
            role_phase("producer", actor=1, produced=1),
            "phase.produced",
        ),
        # the councillor: what is drawn and kept, the archive's discards
        (
            EMPTY,
            role_phase(
                "councillor",
                actor=0,
                step="keep",
                drawn=["smithy", "well", "tower", "hero", "palace"],
                keep=2,
            ),
            "phase.keep",
        ),
        (
            EMPTY,
            role_phase("councillor", actor=0, step="discard"),
            "phase.step",
        ),
        (
            [{"buildings": ["indigo_plant", "archive"]}, {}],
            role_phase("councillor", actor=0, step="keep", drawn=["smithy", "well"]),
            "phase.step",
        ),
        (
            EMPTY,
            role_phase(
                "councillor", actor=0, step="keep", drawn=["smithy", "well"], floor="palace"
            ),
            "phase",
        ),
        # the prospector: only a gold mine's lucky draw is waited for
        (
            [{"buildings": ["gold_mine"]}, {}],
            role_phase("prospector", actor=0, drawn=["smithy", "well", "tower", "prefecture"]),
            "phase.drawn",
        ),
        (
            [{}, {}],
            role_phase("prospector", actor=0, drawn=["smithy", "well", "tower", "hero"]),
            "phase.actor",
        ),
        # the start of a round: chapels, then the hand limit in turn from the governor
        (
            EMPTY,
            {
                "roles": {"builder": 0},
                "phase": {"name": "round_start", "actor": 0, "step": "hand_limit"},
            },
            "roles",
        ),
        ([{"hand": ["smithy"]}, {}], {"phase": {"name": "round_start", "actor": 0}}, "phase.actor"),
        (
            [{"hand": ["indigo_plant"] * 8}, {}],
            {"phase": {"name": "round_start", "actor": 0, "step": "hand_limit", "discard": 2}},
            "phase.discard",
        ),
        (
            [{"hand": ["indigo_plant"] * 8 + ["well"]}, {"hand": ["sugar_mill"] * 8}],
            {"phase": {"name": "round_start", "actor": 1, "step": "hand_limit"}},
            "players[0].hand",
        ),
        (
            [{"hand": ["indigo_plant"] * 7 + ["sugar_mill"] * 2}, {}],
            {"phase": {"name": "round_start", "actor": 0, "step": "hand_limit", "floor": "palace"}},
            "phase",
        ),
        # the start-hand variant
        (
            [{"hand": ["smithy"] * 3 + ["well"] * 2}, {"hand": ["tower"] * 3 + ["hero"] * 3}],
            {"phase": {"name": "start_hands", "actor": 1}},
            "players[0].hand",
        ),
        (EMPTY, {"phase": {"name": "start_hands", "actor": 0}}, "phase.actor"),
    ],
)
def test_impossible_phases_name_the_bad_field(players, top, field):
    assert refused(dict({"players": players}, **top)).field == field


@pytest.mark.parametrize(
    "phase",
    [
        {"name": "trader", "actor": 0, "picker": 0},  # the tile: the stack's top one
        {"name": "councillor", "actor": 0, "picker": 0, "step": "keep"},  # 5 cards drawn
    ],
)
def test_what_a_phase_leaves_out_is_derived(phase):
    role = phase["name"]
    state = sj.from_json(
        {"format": "san-juan-position", "players": EMPTY, "roles": {role: 0}, "phase": phase}
    )
    if role == "trader":
        assert state.tile == state.tiles[0]
    else:
        assert len(state.drawn) == 5 and state.keep == 1


def test_what_the_engine_writes_it_reads_back():
    """Every position of a few games is accepted by the strict reader (the property tests do
    it for many more)."""
    for n in (2, 3, 4):
        state = sj.new_game(n, n, start_hands=n == 3)
        chooser = Random(n)
        while True:
            assert sj.to_dict(sj.from_json(sj.to_dict(state))) == sj.to_dict(state)
            if sj.is_terminal(state):
                break
            state = sj.apply_action(state, chooser.choice(sj.legal_actions(state)))
