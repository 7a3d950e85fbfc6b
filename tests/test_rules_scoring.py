"""End of game scoring (docs/rules/puerto-rico.md#scoring and docs/rules/puerto-rico.md#ties):
VP chips, building VP, the bonuses of occupied large buildings, and the tie-break."""

import pytest
from scenario import ANA, BO, CY, building, manned, players, start, tiles

import pr_core as pr


def final(*docs):
    """The scores of a finished game (the city of somebody filled up)."""
    state = start(
        {"players": players(*docs), "phase": {"name": "game_over"}, "end_reasons": ["city_full"]}
    )
    assert pr.is_terminal(state)
    return pr.final_scores(state)


def row(scores, seat):
    return scores["players"][seat]


def test_the_score_is_vp_chips_plus_building_vp_plus_bonuses():
    scores = final(
        {"vp_chips": 12, "city": [building("harbor", 1), building("city_hall", 1)]}, {}, {}
    )

    ana = row(scores, ANA)
    assert ana["vp_chips"] == 12
    assert ana["building_vp"] == 3 + 4
    assert ana["bonus_vp"] == {"city_hall": 2}
    assert ana["total"] == 12 + 7 + 2


def test_buildings_score_their_vp_even_when_unoccupied():
    scores = final(
        {
            "city": [
                building("coffee_roaster", 0),
                building("small_market", 0),
                building("fortress", 0),
            ]
        },
        {},
        {},
    )

    assert row(scores, ANA)["building_vp"] == 3 + 1 + 4


@pytest.mark.parametrize(
    "name", ["guild_hall", "residence", "fortress", "customs_house", "city_hall"]
)
def test_a_large_building_gives_its_bonus_only_when_occupied(name):
    rich = {
        "vp_chips": 20,
        "island": manned("corn", 6) + tiles("indigo", 4),
        "city": [building(name, 0), building("indigo_plant", 3), building("office", 1)],
        "san_juan": 3,
    }
    empty = row(final(rich, {}, {}), ANA)
    assert empty["bonus_vp"] == {name: 0}
    assert empty["building_vp"] == 4 + 2 + 2

    rich["city"][0] = building(name, 1)
    occupied = row(final(rich, {}, {}), ANA)
    assert occupied["bonus_vp"][name] > 0
    assert occupied["total"] == empty["total"] + occupied["bonus_vp"][name]


def test_guild_hall_one_per_small_and_two_per_large_production_building():
    # The rulebook's example: small indigo plant, small sugar mill, sugar mill, coffee roaster.
    scores = final(
        {
            "city": [
                building("guild_hall", 1),
                building("small_indigo_plant", 0),
                building("small_sugar_mill", 1),
                building("sugar_mill", 0),
                building("coffee_roaster", 2),
            ]
        },
        {},
        {},
    )

    assert row(scores, ANA)["bonus_vp"] == {"guild_hall": 1 + 1 + 2 + 2}
    assert row(scores, ANA)["building_vp"] == 11


@pytest.mark.parametrize("filled, bonus", [(0, 4), (9, 4), (10, 5), (11, 6), (12, 7)])
def test_residence_by_filled_island_spaces(filled, bonus):
    island = tiles("quarry", min(filled, 8)) + tiles("sugar", max(0, filled - 8))
    scores = final({"island": island, "city": [building("residence", 1)]}, {}, {})

    assert row(scores, ANA)["bonus_vp"] == {"residence": bonus}


def test_fortress_one_per_three_colonists_san_juan_included():
    # The rulebook's example: 20 colonists in all -> 6. Here 1 on the fortress, 1 on the
    # harbor, 10 on plantations and 8 in San Juan.
    scores = final(
        {
            "island": manned("corn", 5) + manned("sugar", 5),
            "san_juan": 8,
            "city": [building("fortress", 1), building("harbor", 1)],
        },
        {},
        {},
    )

    assert row(scores, ANA)["bonus_vp"] == {"fortress": 6}


def test_customs_house_one_per_four_vp_chips_not_building_vp():
    # The rulebook's example: 23 VP in chips -> 5.
    scores = final(
        {"vp_chips": 23, "city": [building("customs_house", 1), building("harbor", 1)]}, {}, {}
    )

    assert row(scores, ANA)["bonus_vp"] == {"customs_house": 5}


def test_city_hall_one_per_violet_building_itself_included():
    # The rulebook's example: 6 other violet buildings -> 7; production buildings do not count.
    scores = final(
        {
            "city": [
                building("city_hall", 1),
                building("hacienda", 0),
                building("harbor", 1),
                building("office", 0),
                building("construction_hut", 1),
                building("large_warehouse", 0),
                building("residence", 0),
                building("indigo_plant", 1),
                building("small_sugar_mill", 0),
            ]
        },
        {},
        {},
    )

    assert row(scores, ANA)["bonus_vp"]["city_hall"] == 7


def test_all_five_large_buildings_add_up():
    ana = {
        "vp_chips": 8,
        "island": manned("corn", 2) + tiles("corn", 8),
        "city": [
            building(b, 1)
            for b in ("guild_hall", "residence", "fortress", "customs_house", "city_hall")
        ]
        + [building("small_indigo_plant", 0), building("sugar_mill", 0)],
    }
    ana_row = row(final(ana, {}, {}), ANA)

    assert ana_row["bonus_vp"] == {
        "guild_hall": 1 + 2,
        "residence": 5,
        "fortress": 2,
        "customs_house": 2,
        "city_hall": 5,
    }
    assert ana_row["total"] == 8 + (5 * 4 + 1 + 2) + (3 + 5 + 2 + 2 + 5)


# --- the winner -------------------------------------------------------------------------------
def test_most_vp_wins():
    scores = final({"vp_chips": 10}, {"vp_chips": 12}, {"vp_chips": 3, "doubloons": 30})

    assert scores["winners"] == [BO]
    assert [row(scores, seat)["rank"] for seat in (ANA, BO, CY)] == [2, 1, 3]


def test_a_tie_is_broken_by_doubloons_plus_goods():
    scores = final(
        {"vp_chips": 10, "doubloons": 3, "goods": {"corn": 2}},
        {"vp_chips": 10, "doubloons": 4},
        {"vp_chips": 2},
    )

    assert row(scores, ANA)["tiebreak"] == 5
    assert scores["winners"] == [ANA]


def test_a_tie_on_vp_and_on_doubloons_plus_goods_is_a_shared_win():
    scores = final(
        {"vp_chips": 10, "doubloons": 3, "goods": {"coffee": 1}},
        {"vp_chips": 10, "doubloons": 4},
        {"vp_chips": 9, "doubloons": 20},
    )

    assert scores["winners"] == [ANA, BO]
    assert [row(scores, seat)["rank"] for seat in (ANA, BO, CY)] == [1, 1, 3]


def test_the_end_reasons_are_reported():
    scores = final({}, {}, {})

    assert scores["end_reasons"] == ["city_full"]
