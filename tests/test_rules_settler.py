"""Settler phase (docs/rules/puerto-rico.md#settler): plantations and quarries, hacienda,
construction hut, hospice, and turning up new plantations at the end."""

import pytest
from scenario import (
    ANA,
    BO,
    CY,
    DI,
    DRAW,
    NO_COLONIST,
    NO_DRAW,
    NO_TILE,
    SETTLER,
    TAKE_COLONIST,
    building,
    colonist_supply,
    colonists,
    events,
    face_down_stacks,
    face_up,
    forced_actions,
    is_offered,
    island,
    manned,
    occupied_tiles,
    offered,
    phase,
    play,
    players,
    start,
    take,
    tiles,
    view,
)

import pr_core as pr


def three_players(ana=None, bo=None, cy=None, face_up_tiles=("corn", "indigo", "sugar", "coffee")):
    """Ana is the governor and will choose the settler."""
    return {
        "players": players(ana or {}, bo or {}, cy or {}),
        "plantations": {"face_up": list(face_up_tiles)},
    }


# --- the privilege: a quarry ------------------------------------------------------------------
def test_the_settler_may_take_a_quarry_instead_of_a_face_up_plantation():
    state = play(start(three_players()), SETTLER)

    assert offered(state) == [
        take("corn"),
        take("indigo"),
        take("sugar"),
        take("coffee"),
        take("quarry"),
        NO_TILE,
    ]
    state = play(state, take("quarry"))
    assert island(state, ANA) == {"quarry": 1}
    assert view(state)["quarries"] == 7


def test_the_other_players_may_not_take_a_quarry():
    state = play(start(three_players()), SETTLER, take("corn"))

    assert state.current_player == BO
    assert offered(state) == [take("indigo"), take("sugar"), take("coffee"), NO_TILE]


def test_an_occupied_construction_hut_lets_another_player_take_a_quarry():
    doc = three_players(bo={"city": [building("construction_hut", 1)]})
    state = play(start(doc), SETTLER, take("corn"))

    assert is_offered(state, take("quarry"))
    state = play(state, take("quarry"))
    assert island(state, BO) == {"quarry": 1}


def test_an_empty_construction_hut_does_nothing():
    doc = three_players(bo={"city": [building("construction_hut", 0)]})
    state = play(start(doc), SETTLER, take("corn"))

    assert not is_offered(state, take("quarry"))


def test_the_settler_with_a_construction_hut_still_takes_only_one_quarry():
    doc = three_players(ana={"city": [building("construction_hut", 1)]})
    state = play(start(doc), SETTLER, take("quarry"))

    assert island(state, ANA) == {"quarry": 1}
    assert state.current_player == BO  # Ana's turn is over: one tile each


def test_with_no_quarries_left_neither_the_privilege_nor_the_hut_gives_one():
    # All 8 quarries lie on Cy's island.
    doc = three_players(
        ana={"city": [building("construction_hut", 1)]},
        bo={"city": [building("construction_hut", 1)]},
        cy={"island": tiles("quarry", 8)},
    )
    doc["quarries"] = 0
    state = play(start(doc), SETTLER)

    assert not is_offered(state, take("quarry"))
    state = play(state, take("corn"))
    assert not is_offered(state, take("quarry"))


def test_a_taken_face_up_plantation_is_gone_for_the_next_player():
    state = play(start(three_players()), SETTLER, take("coffee"))

    assert not is_offered(state, take("coffee"))
    assert face_up(state) == ["corn", "indigo", "sugar"]


def test_taking_no_plantation_is_allowed():
    state = play(start(three_players()), SETTLER, NO_TILE)

    assert island(state, ANA) == {}
    assert state.current_player == BO


# --- a full island ----------------------------------------------------------------------------
def test_a_full_island_takes_nothing_and_the_pass_is_applied_automatically():
    doc = three_players(bo={"island": tiles("indigo", 6) + tiles("quarry", 6)})
    state = play(start(doc), SETTLER, take("corn"))

    assert forced_actions(state) == [(BO, NO_TILE)]
    assert state.current_player == CY
    assert island(state, BO) == {"indigo": 6, "quarry": 6}


def test_a_full_island_takes_no_quarry_even_with_a_construction_hut():
    doc = three_players(
        ana={
            "island": tiles("indigo", 6) + tiles("sugar", 6),
            "city": [building("construction_hut", 1)],
        }
    )
    state = play(start(doc), SETTLER)

    assert forced_actions(state) == [(ANA, NO_TILE)]
    assert state.current_player == BO
    assert view(state)["quarries"] == 8


# --- the hacienda -----------------------------------------------------------------------------
def test_an_occupied_hacienda_offers_the_draw_before_the_face_up_choice():
    doc = three_players(ana={"city": [building("hacienda", 1)]})
    state = play(start(doc), SETTLER)

    assert offered(state) == [DRAW, NO_DRAW]


def test_the_hacienda_draw_puts_a_face_down_tile_on_the_island_then_the_player_takes_his_tile():
    doc = face_down_stacks(three_players(bo={"city": [building("hacienda", 1)]}), tobacco=3)
    state = play(start(doc), SETTLER, take("corn"), DRAW)

    assert island(state, BO) == {"tobacco": 1}
    assert events(state, "hacienda_draw") == [
        {"type": "hacienda_draw", "player": BO, "tile": "tobacco"}
    ]
    assert state.current_player == BO  # now his normal choice
    state = play(state, take("sugar"))
    assert island(state, BO) == {"tobacco": 1, "sugar": 1}


def test_declining_the_hacienda_draw_leaves_the_normal_choice():
    doc = three_players(bo={"city": [building("hacienda", 1)]})
    state = play(start(doc), SETTLER, take("corn"), NO_DRAW)

    assert island(state, BO) == {}
    assert offered(state) == [take("indigo"), take("sugar"), take("coffee"), NO_TILE]


def test_an_empty_hacienda_offers_no_draw():
    doc = three_players(ana={"city": [building("hacienda", 0)]})
    state = play(start(doc), SETTLER)

    assert not is_offered(state, DRAW)
    assert is_offered(state, take("corn"))


def test_the_hacienda_draw_cannot_be_swapped_for_a_quarry():
    # Bo has an occupied hacienda and construction hut: the draw is a face-down plantation or
    # nothing; the quarry is only his normal choice afterwards.
    doc = face_down_stacks(
        three_players(bo={"city": [building("hacienda", 1), building("construction_hut", 1)]}),
        coffee=2,
    )
    state = play(start(doc), SETTLER, take("corn"))

    assert offered(state) == [DRAW, NO_DRAW]
    state = play(state, DRAW)
    assert island(state, BO) == {"coffee": 1}
    assert is_offered(state, take("quarry"))
    state = play(state, take("quarry"))
    assert island(state, BO) == {"coffee": 1, "quarry": 1}


def test_the_settler_with_a_hacienda_may_draw_and_then_take_a_quarry():
    doc = face_down_stacks(three_players(ana={"city": [building("hacienda", 1)]}), sugar=1)
    state = play(start(doc), SETTLER, DRAW, take("quarry"))

    assert island(state, ANA) == {"sugar": 1, "quarry": 1}
    assert state.current_player == BO


def test_the_hacienda_draw_filling_the_twelfth_space_leaves_no_normal_tile():
    doc = face_down_stacks(
        three_players(ana={"island": tiles("indigo", 11), "city": [building("hacienda", 1)]}),
        coffee=1,
    )
    state = play(start(doc), SETTLER, DRAW)

    assert island(state, ANA) == {"indigo": 11, "coffee": 1}
    assert forced_actions(state) == [(ANA, NO_TILE)]
    assert state.current_player == BO


def test_the_hacienda_draw_reshuffles_the_discards_when_the_stacks_are_empty():
    doc = face_down_stacks(three_players(ana={"city": [building("hacienda", 1)]}))
    state = start(doc)
    assert sum(view(state)["plantations"]["face_down"].values()) == 0

    state = play(state, SETTLER)
    assert is_offered(state, DRAW)
    state = play(state, DRAW)
    assert sum(island(state, ANA).values()) == 1
    assert len(events(state, "plantations_reshuffled")) == 1


# --- the hospice ------------------------------------------------------------------------------
def with_hospice(**colonist_counts):
    doc = three_players(ana={"city": [building("hospice", 1)]})
    if colonist_counts:
        colonist_supply(doc, holder=CY, **colonist_counts)
    return doc


def test_the_hospice_offers_a_colonist_for_the_new_plantation():
    state = play(start(with_hospice()), SETTLER, take("coffee"))

    assert state.current_player == ANA
    assert offered(state) == [TAKE_COLONIST, NO_COLONIST]


def test_the_hospice_colonist_comes_from_the_supply():
    before = colonists(start(with_hospice()))
    state = play(start(with_hospice()), SETTLER, take("coffee"), TAKE_COLONIST)

    assert occupied_tiles(state, ANA) == {"coffee": 1}
    assert colonists(state) == {"supply": before["supply"] - 1, "ship": before["ship"]}
    assert state.current_player == BO


def test_the_hospice_colonist_may_be_declined():
    before = colonists(start(with_hospice()))
    state = play(start(with_hospice()), SETTLER, take("coffee"), NO_COLONIST)

    assert island(state, ANA) == {"coffee": 1}
    assert occupied_tiles(state, ANA) == {}
    assert colonists(state) == before


def test_the_hospice_colonist_goes_on_a_quarry_too():
    state = play(start(with_hospice()), SETTLER, take("quarry"), TAKE_COLONIST)

    assert occupied_tiles(state, ANA) == {"quarry": 1}


def test_the_hospice_takes_from_the_colonist_ship_when_the_supply_is_empty():
    state = play(start(with_hospice(supply=0, ship=3)), SETTLER, take("sugar"), TAKE_COLONIST)

    assert occupied_tiles(state, ANA) == {"sugar": 1}
    assert colonists(state) == {"supply": 0, "ship": 2}


def test_the_hospice_gives_no_colonist_when_supply_and_ship_are_empty():
    state = play(start(with_hospice(supply=0, ship=0)), SETTLER, take("sugar"))

    assert island(state, ANA) == {"sugar": 1}
    assert occupied_tiles(state, ANA) == {}
    assert state.current_player == BO  # nothing to decide


def test_an_empty_hospice_gives_no_colonist():
    doc = three_players(ana={"city": [building("hospice", 0)]})
    state = play(start(doc), SETTLER, take("sugar"))

    assert occupied_tiles(state, ANA) == {}
    assert state.current_player == BO


def test_the_hacienda_tile_gets_no_hospice_colonist_but_the_normal_tile_does():
    doc = face_down_stacks(
        three_players(ana={"city": [building("hacienda", 1), building("hospice", 1)]}), tobacco=2
    )
    state = play(start(doc), SETTLER, DRAW)
    assert island(state, ANA) == {"tobacco": 1}
    assert occupied_tiles(state, ANA) == {}
    assert not is_offered(state, TAKE_COLONIST)

    state = play(state, take("coffee"), TAKE_COLONIST)
    assert island(state, ANA) == {"tobacco": 1, "coffee": 1}
    assert occupied_tiles(state, ANA) == {"coffee": 1}


# --- new face-up plantations at the end -------------------------------------------------------
def test_the_untaken_plantations_are_discarded_and_players_plus_one_new_ones_turned_up():
    doc = face_down_stacks(
        three_players(face_up_tiles=("corn", "indigo", "sugar", "coffee")), tobacco=9
    )
    state = play(start(doc), SETTLER, take("corn"), take("indigo"), NO_TILE)

    assert phase(state) == "role_selection"
    assert face_up(state) == ["tobacco"] * 4
    plantations = view(state)["plantations"]
    assert plantations["face_down"]["tobacco"] == 5
    turned = events(state, "plantations_turned_up")[0]
    assert sorted(turned["discarded"]) == ["coffee", "sugar"]
    assert turned["tiles"] == ["tobacco"] * 4


def test_discarded_plantations_go_to_the_discard_pile():
    doc = face_down_stacks(
        three_players(face_up_tiles=("corn", "indigo", "sugar", "coffee")), tobacco=9
    )
    before = view(start(doc))["plantations"]["discarded"]
    state = play(start(doc), SETTLER, take("corn"), take("indigo"), NO_TILE)

    after = view(state)["plantations"]["discarded"]
    assert after["sugar"] == before["sugar"] + 1
    assert after["coffee"] == before["coffee"] + 1
    assert after["corn"] == before["corn"]


def test_when_the_stacks_run_out_the_discards_are_reshuffled_to_finish_the_refill():
    # Only 2 tiles are face down; the 4 untaken face-up tiles join the discards first.
    doc = face_down_stacks(three_players(), coffee=2)
    state = play(start(doc), SETTLER, NO_TILE, NO_TILE, NO_TILE)

    assert len(face_up(state)) == 4
    assert face_up(state).count("coffee") >= 2
    assert len(events(state, "plantations_reshuffled")) == 1
    plantations = view(state)["plantations"]
    assert sum(plantations["discarded"].values()) == 0


def test_when_even_the_discards_are_short_fewer_plantations_are_turned_up():
    # Four players (5 face-up wanted); only 3 plantations are not on an island, and Ana takes
    # one of them. Bo, Cy and Di have full islands.
    doc = {
        "players": players(
            {"island": tiles("tobacco", 9) + tiles("coffee", 2)},
            {"island": tiles("coffee", 6) + tiles("corn", 6)},
            {"island": tiles("corn", 3) + tiles("indigo", 9)},
            {"island": tiles("indigo", 2) + tiles("sugar", 10)},
        ),
        "plantations": {"face_up": ["corn", "indigo", "sugar"]},
    }
    state = play(start(doc), SETTLER, take("corn"))

    assert forced_actions(state)[:3] == [(BO, NO_TILE), (CY, NO_TILE), (DI, NO_TILE)]
    assert phase(state) == "role_selection"
    assert face_up(state) == ["indigo", "sugar"]


def test_the_settler_phase_goes_round_from_the_settler():
    doc = three_players()
    doc["governor"] = BO  # Bo chooses first: the settler
    state = play(start(doc), SETTLER)

    assert state.current_player == BO
    state = play(state, take("corn"))
    assert state.current_player == CY
    state = play(state, take("indigo"))
    assert state.current_player == ANA
    state = play(state, take("sugar"))
    assert island(state, ANA) == {"sugar": 1}
    assert phase(state) == "role_selection"


def test_new_plantations_are_not_manned():
    doc = three_players(ana={"island": manned("corn")})
    state = play(start(doc), SETTLER, take("corn"))

    assert island(state, ANA) == {"corn": 2}
    assert occupied_tiles(state, ANA) == {"corn": 1}


def test_a_quarry_taken_without_the_right_is_refused_and_nothing_changes():
    state = play(start(three_players()), SETTLER, take("corn"))
    before = view(state)

    with pytest.raises(pr.IllegalActionError, match="quarry"):
        play(state, take("quarry"))
    assert view(state) == before
