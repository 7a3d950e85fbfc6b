"""Builder phase (docs/rules/puerto-rico.md#builder): costs, the privilege, quarries, city
spaces, the university, and the end of the game by a full city."""

import pytest
from scenario import (
    ANA,
    BO,
    BUILDER,
    CY,
    NO_BUILD,
    NO_COLONIST,
    TAKE_COLONIST,
    build,
    building,
    city,
    colonist_supply,
    colonists,
    doubloons,
    events,
    forced_actions,
    game,
    is_offered,
    manned,
    offered,
    phase,
    play,
    start,
    taken_roles,
    tiles,
    view,
)

import pr_core as pr

ELEVEN_SPACES = [
    building(b, 0)
    for b in (
        "small_indigo_plant",
        "small_sugar_mill",
        "indigo_plant",
        "sugar_mill",
        "tobacco_storage",
        "coffee_roaster",
        "small_market",
        "hacienda",
        "construction_hut",
        "small_warehouse",
        "hospice",
    )
]


# --- cost -------------------------------------------------------------------------------------
def test_the_builder_pays_one_doubloon_less():
    state = play(start(game({"doubloons": 5}, {}, {})), BUILDER, build("hospice"))

    assert doubloons(state, ANA) == 5 - 3
    assert city(state, ANA) == {"hospice": 0}
    assert events(state, "built")[0]["cost"] == 3


def test_the_other_players_pay_the_full_cost():
    state = play(start(game({}, {"doubloons": 5}, {})), BUILDER, NO_BUILD, build("hospice"))

    assert doubloons(state, BO) == 5 - 4


def test_the_privilege_is_no_doubloon_for_a_builder_who_builds_nothing():
    state = play(start(game({"doubloons": 5}, {}, {})), BUILDER, NO_BUILD)

    assert doubloons(state, ANA) == 5


def test_a_building_the_player_cannot_pay_for_is_not_offered():
    state = play(start(game({"doubloons": 3}, {"doubloons": 3}, {})), BUILDER)
    assert is_offered(state, build("hospice"))  # 4 - 1 = 3 for the builder

    state = play(state, NO_BUILD)
    assert not is_offered(state, build("hospice"))  # 4 for Bo
    assert is_offered(state, build("small_warehouse"))


@pytest.mark.parametrize(
    "name, cost, as_builder",
    [("construction_hut", 1, 0), ("office", 3, 2), ("harbor", 5, 4), ("city_hall", 7, 6)],
)
def test_three_occupied_quarries_lower_each_cost_at_most_by_its_column(name, cost, as_builder):
    # The rulebook's example: a player with 3 occupied quarries.
    quarries = {"island": manned("quarry", 3), "doubloons": 10}
    state = play(start(game(quarries, quarries, {})), BUILDER, build(name))
    assert doubloons(state, ANA) == 10 - as_builder

    state = play(start(game(quarries, quarries, {})), BUILDER, NO_BUILD, build(name))
    assert doubloons(state, BO) == 10 - cost


def test_an_unoccupied_quarry_lowers_no_cost():
    doc = game({}, {"island": tiles("quarry", 1) + manned("quarry", 1), "doubloons": 10}, {})
    state = play(start(doc), BUILDER, NO_BUILD, build("office"))

    assert doubloons(state, BO) == 10 - 4  # one occupied quarry: 5 - 1


def test_four_occupied_quarries_save_four_on_a_large_building():
    doc = game({}, {"island": manned("quarry", 4), "doubloons": 6}, {})
    state = play(start(doc), BUILDER, NO_BUILD, build("fortress"))

    assert doubloons(state, BO) == 0


def test_a_cost_never_drops_below_zero():
    doc = game({"island": manned("quarry", 1), "doubloons": 0}, {}, {})
    state = play(start(doc), BUILDER, build("small_market"))  # 1 - 1 quarry - 1 privilege

    assert doubloons(state, ANA) == 0
    assert events(state, "built")[0]["cost"] == 0


def test_quarries_and_privilege_bring_a_column_one_building_to_zero_not_below():
    doc = game({"island": manned("quarry", 3), "doubloons": 0}, {}, {})
    state = play(start(doc), BUILDER, build("hacienda"))  # 2 - 1 (column) - 1

    assert doubloons(state, ANA) == 0


# --- what may be built ------------------------------------------------------------------------
def test_nobody_may_own_two_buildings_of_a_kind():
    doc = game({"doubloons": 10, "city": [building("small_market", 1)]}, {}, {})
    state = play(start(doc), BUILDER)

    assert not is_offered(state, build("small_market"))
    assert is_offered(state, build("large_market"))


def test_a_building_with_no_copy_left_is_not_offered():
    doc = game({"doubloons": 10}, {}, {"city": [building("residence", 0)]})
    state = play(start(doc), BUILDER)

    assert not is_offered(state, build("residence"))
    assert is_offered(state, build("fortress"))


def test_each_player_builds_at_most_one_building_and_the_turn_passes():
    doc = game({"doubloons": 20}, {}, {})
    state = play(start(doc), BUILDER, build("small_market"))

    assert state.current_player == BO
    assert city(state, ANA) == {"small_market": 0}


def test_a_large_building_needs_two_free_city_spaces():
    doc = game({"doubloons": 20, "city": ELEVEN_SPACES}, {}, {})
    state = play(start(doc), BUILDER)

    assert not is_offered(state, build("guild_hall"))
    assert is_offered(state, build("office"))


def test_a_large_building_fits_in_the_last_two_spaces():
    doc = game({"doubloons": 20, "city": ELEVEN_SPACES[:10]}, {}, {})
    state = play(start(doc), BUILDER)

    assert is_offered(state, build("guild_hall"))


def test_a_full_city_builds_nothing_and_the_pass_is_automatic():
    doc = game(
        {"doubloons": 20, "city": ELEVEN_SPACES[:10] + [building("city_hall", 0)]},
        {"doubloons": 5},
        {},
    )
    state = play(start(doc), BUILDER)

    assert forced_actions(state) == [(ANA, NO_BUILD)]
    assert state.current_player == BO


# --- the end of the game ----------------------------------------------------------------------
def last_role_of_the_round(doc):
    """Bo and Cy have chosen; Ana, choosing now, ends the round."""
    doc["governor"] = BO
    doc["roles"] = taken_roles(settler=BO, mayor=CY)
    return doc


def test_filling_the_twelfth_city_space_ends_the_game_at_the_end_of_the_round():
    doc = game({"doubloons": 20, "city": ELEVEN_SPACES}, {}, {})
    state = play(start(doc), BUILDER, build("office"))

    assert {"type": "end_triggered", "reason": "city_full"} in events(state)
    assert not pr.is_terminal(state)  # the round goes on

    state = play(start(last_role_of_the_round(doc)), BUILDER, build("office"))
    assert pr.is_terminal(state)
    assert view(state)["end_reasons"] == ["city_full"]


def test_a_large_building_on_spaces_eleven_and_twelve_ends_the_game_too():
    doc = last_role_of_the_round(game({"doubloons": 20, "city": ELEVEN_SPACES[:10]}, {}, {}))
    state = play(start(doc), BUILDER, build("guild_hall"))

    assert pr.is_terminal(state)
    assert view(state)["end_reasons"] == ["city_full"]


def test_the_eleventh_space_does_not_end_the_game():
    doc = last_role_of_the_round(game({"doubloons": 20, "city": ELEVEN_SPACES[:10]}, {}, {}))
    state = play(start(doc), BUILDER, build("office"))

    assert not pr.is_terminal(state)
    assert phase(state) == "role_selection"


# --- the university ---------------------------------------------------------------------------
def with_university(**colonist_counts):
    doc = game({"doubloons": 10, "city": [building("university", 1)]}, {}, {})
    if colonist_counts:
        colonist_supply(doc, holder=CY, **colonist_counts)
    return doc


def test_the_university_offers_a_colonist_for_the_new_building():
    state = play(start(with_university()), BUILDER, build("harbor"))

    assert state.current_player == ANA
    assert offered(state) == [TAKE_COLONIST, NO_COLONIST]


def test_the_university_colonist_comes_from_the_supply():
    before = colonists(start(with_university()))
    state = play(start(with_university()), BUILDER, build("harbor"), TAKE_COLONIST)

    assert city(state, ANA) == {"university": 1, "harbor": 1}
    assert colonists(state) == {"supply": before["supply"] - 1, "ship": before["ship"]}
    assert state.current_player == BO


def test_the_university_colonist_may_be_declined():
    before = colonists(start(with_university()))
    state = play(start(with_university()), BUILDER, build("harbor"), NO_COLONIST)

    assert city(state, ANA) == {"university": 1, "harbor": 0}
    assert colonists(state) == before


def test_the_university_gives_only_one_colonist_to_a_three_circle_building():
    state = play(start(with_university()), BUILDER, build("tobacco_storage"), TAKE_COLONIST)

    assert city(state, ANA)["tobacco_storage"] == 1


def test_a_large_building_built_with_the_university_is_occupied_at_once():
    state = play(start(with_university()), BUILDER, build("residence"), TAKE_COLONIST)

    assert city(state, ANA)["residence"] == 1


def test_the_university_takes_from_the_ship_when_the_supply_is_empty():
    state = play(start(with_university(supply=0, ship=3)), BUILDER, build("harbor"), TAKE_COLONIST)

    assert city(state, ANA)["harbor"] == 1
    assert colonists(state) == {"supply": 0, "ship": 2}


def test_the_university_gives_nothing_when_supply_and_ship_are_empty():
    state = play(start(with_university(supply=0, ship=0)), BUILDER, build("harbor"))

    assert city(state, ANA)["harbor"] == 0
    assert state.current_player == BO  # nothing to decide


def test_an_empty_university_gives_no_colonist():
    doc = game({"doubloons": 10, "city": [building("university", 0)]}, {}, {})
    state = play(start(doc), BUILDER, build("harbor"))

    assert city(state, ANA)["harbor"] == 0
    assert state.current_player == BO


def test_a_second_building_of_a_kind_is_refused_with_a_reason():
    doc = game({"doubloons": 10, "city": [building("small_market", 1)]}, {}, {})
    state = play(start(doc), BUILDER)

    with pytest.raises(pr.IllegalActionError, match="already has"):
        play(state, build("small_market"))
