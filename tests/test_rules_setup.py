"""Setup (docs/rules/puerto-rico.md#setup): what each player count starts with."""

import pytest
from scenario import view

import pr_core as pr

SETUPS = {
    # doubloons, starting plantations by seat, ships, colonists (supply, ship), VP chips,
    # quarries, goods (corn..coffee)
    2: (3, ["indigo", "corn"], [4, 6], (40, 2), 65, 5, [8, 9, 9, 7, 7]),
    3: (2, ["indigo", "indigo", "corn"], [4, 5, 6], (55, 3), 75, 8, [10, 11, 11, 9, 9]),
    4: (3, ["indigo", "indigo", "corn", "corn"], [5, 6, 7], (75, 4), 100, 8, [10, 11, 11, 9, 9]),
    5: (
        4,
        ["indigo", "indigo", "indigo", "corn", "corn"],
        [6, 7, 8],
        (95, 5),
        122,
        8,
        [10, 11, 11, 9, 9],
    ),
}
GOODS = ["corn", "indigo", "sugar", "tobacco", "coffee"]


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_a_new_game_starts_as_the_setup_table_says(count):
    money, tiles, ships, (supply, ship), chips, quarries, goods = SETUPS[count]
    doc = view(pr.new_game(count, seed=7))

    assert [p["doubloons"] for p in doc["players"]] == [money] * count
    assert [[t["tile"] for t in p["island"]] for p in doc["players"]] == [[t] for t in tiles]
    assert [s["capacity"] for s in doc["cargo_ships"]] == ships
    assert doc["colonists"] == {"supply": supply, "ship": ship}
    assert doc["vp_chips"] == chips
    assert doc["quarries"] == quarries
    assert [doc["goods_supply"][g] for g in GOODS] == goods
    assert len(doc["plantations"]["face_up"]) == count + 1
    assert doc["governor"] == 0


@pytest.mark.parametrize(
    "count, small_production, large_production, small_violet, large_violet",
    [(2, 2, 2, 1, 1), (3, 4, 3, 2, 1), (5, 4, 3, 2, 1)],
)
def test_building_copies(count, small_production, large_production, small_violet, large_violet):
    buildings = view(pr.new_game(count, seed=1))["buildings"]

    assert buildings["small_indigo_plant"] == small_production
    assert buildings["coffee_roaster"] == large_production
    assert buildings["harbor"] == small_violet
    assert buildings["city_hall"] == large_violet


def test_two_players_use_fewer_plantations():
    doc = view(pr.new_game(2, seed=1))
    plantations = doc["plantations"]
    totals = dict(plantations["face_down"])
    for tile in plantations["face_up"]:
        totals[tile] += 1
    for p in doc["players"]:
        for t in p["island"]:
            totals[t["tile"]] += 1

    assert [totals[g] for g in GOODS] == [7, 9, 8, 6, 5]
