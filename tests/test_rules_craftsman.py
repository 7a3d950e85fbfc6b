"""Craftsman phase (docs/rules/puerto-rico.md#craftsman): production, shortages, the extra good
and the factory."""

import pytest
from scenario import (
    ANA,
    BO,
    CRAFTSMAN,
    CY,
    DI,
    NO_EXTRA_GOOD,
    building,
    doubloons,
    extra_good,
    game,
    goods,
    goods_supply,
    manned,
    offered,
    phase,
    play,
    start,
    supply,
    tiles,
)


# --- production -------------------------------------------------------------------------------
def test_production_is_the_smaller_of_occupied_plantations_and_occupied_circles():
    ana = {
        "island": manned("indigo", 3) + manned("sugar", 1),
        "city": [building("indigo_plant", 2), building("sugar_mill", 3)],
    }
    state = play(start(game(ana, {}, {})), CRAFTSMAN, NO_EXTRA_GOOD)

    assert goods(state, ANA) == {"indigo": 2, "sugar": 1}


def test_corn_needs_no_building():
    state = play(start(game({"island": manned("corn", 2)}, {}, {})), CRAFTSMAN, NO_EXTRA_GOOD)

    assert goods(state, ANA) == {"corn": 2}


def test_unoccupied_plantations_produce_nothing():
    ana = {
        "island": manned("corn", 1) + tiles("corn", 2) + tiles("sugar", 2),
        "city": [building("sugar_mill", 3)],
    }
    state = play(start(game(ana, {}, {})), CRAFTSMAN, NO_EXTRA_GOOD)

    assert goods(state, ANA) == {"corn": 1}


def test_an_occupied_plantation_without_its_building_produces_nothing():
    ana = {
        "island": manned("corn", 1) + manned("tobacco", 2),
        "city": [building("tobacco_storage", 0)],
    }
    state = play(start(game(ana, {}, {})), CRAFTSMAN, NO_EXTRA_GOOD)

    assert goods(state, ANA) == {"corn": 1}


def test_small_and_large_buildings_of_a_kind_add_their_occupied_circles():
    ana = {
        "island": manned("indigo", 4),
        "city": [building("small_indigo_plant", 1), building("indigo_plant", 2)],
    }
    state = play(start(game(ana, {}, {})), CRAFTSMAN, NO_EXTRA_GOOD)

    assert goods(state, ANA) == {"indigo": 3}


def test_every_player_produces_not_only_the_craftsman():
    bo = {"island": manned("coffee", 2), "city": [building("coffee_roaster", 2)]}
    state = play(start(game({"island": manned("corn", 1)}, bo, {})), CRAFTSMAN, NO_EXTRA_GOOD)

    assert goods(state, BO) == {"coffee": 2}
    assert supply(state, "coffee") == 9 - 2


def test_a_short_supply_serves_the_players_in_order_from_the_craftsman():
    # Bo is the craftsman; 3 corn are left (Di holds the rest and grows none).
    corn2 = {"island": manned("corn", 2)}
    doc = goods_supply(game(corn2, corn2, corn2, {}), holder=DI, corn=3)
    doc["governor"] = BO
    state = play(start(doc), CRAFTSMAN)

    assert goods(state, BO) == {"corn": 2}
    assert goods(state, CY) == {"corn": 1}
    assert goods(state, ANA) == {}
    assert supply(state, "corn") == 0


# --- the privilege: one extra good ------------------------------------------------------------
def test_the_craftsman_may_take_one_more_of_a_kind_he_produced():
    ana = {
        "island": manned("corn", 1) + manned("sugar", 1),
        "city": [building("small_sugar_mill", 1)],
    }
    state = play(start(game(ana, {}, {})), CRAFTSMAN)

    assert offered(state) == [extra_good("corn"), extra_good("sugar"), NO_EXTRA_GOOD]
    state = play(state, extra_good("sugar"))
    assert goods(state, ANA) == {"corn": 1, "sugar": 2}


def test_the_extra_good_is_optional():
    state = play(start(game({"island": manned("corn", 1)}, {}, {})), CRAFTSMAN, NO_EXTRA_GOOD)

    assert goods(state, ANA) == {"corn": 1}
    assert phase(state) == "role_selection"


def test_no_production_no_extra_good():
    # Ana grows indigo but has no indigo plant: nothing produced, nothing to decide.
    state = play(start(game({"island": manned("indigo", 2)}, {}, {})), CRAFTSMAN)

    assert goods(state, ANA) == {}
    assert phase(state) == "role_selection"


def test_the_extra_good_is_not_offered_when_its_kind_ran_out():
    # 1 coffee left: Ana gets it; the extra coffee is gone, corn is still there.
    ana = {
        "island": manned("corn", 1) + manned("coffee", 1),
        "city": [building("coffee_roaster", 1)],
    }
    doc = goods_supply(game(ana, {}, {}), holder=CY, coffee=1)
    state = play(start(doc), CRAFTSMAN)

    assert offered(state) == [extra_good("corn"), NO_EXTRA_GOOD]


def test_the_extra_good_comes_after_everybody_produced():
    # 2 corn left: Ana's and then Bo's; none is left for Ana's privilege.
    corn1 = {"island": manned("corn", 1)}
    doc = goods_supply(game(corn1, corn1, {}), holder=CY, corn=2)
    state = play(start(doc), CRAFTSMAN)

    assert goods(state, ANA) == {"corn": 1}
    assert goods(state, BO) == {"corn": 1}
    assert phase(state) == "role_selection"  # nothing was offered


def test_the_extra_good_is_only_of_a_kind_the_craftsman_received():
    # Ana could produce corn and sugar, but no sugar is left: only corn may be the extra.
    ana = {
        "island": manned("corn", 1) + manned("sugar", 1),
        "city": [building("small_sugar_mill", 1)],
    }
    doc = goods_supply(game(ana, {}, {}), holder=CY, sugar=0)
    state = play(start(doc), CRAFTSMAN)

    assert offered(state) == [extra_good("corn"), NO_EXTRA_GOOD]


# --- the factory ------------------------------------------------------------------------------
KIND_SETUPS = {
    "corn": ([], "corn"),
    "indigo": ([building("small_indigo_plant", 1)], "indigo"),
    "sugar": ([building("small_sugar_mill", 1)], "sugar"),
    "tobacco": ([building("tobacco_storage", 1)], "tobacco"),
    "coffee": ([building("coffee_roaster", 1)], "coffee"),
}


def producer_of(kinds, factory=1):
    island, city = [], [building("factory", factory)]
    for kind in kinds:
        buildings, tile = KIND_SETUPS[kind]
        island += manned(tile)
        city += buildings
    return {"island": island, "city": city}


@pytest.mark.parametrize(
    "kinds, pay",
    [
        (["corn"], 0),
        (["corn", "indigo"], 1),
        (["corn", "indigo", "sugar"], 2),
        (["corn", "indigo", "sugar", "tobacco"], 3),
        (["corn", "indigo", "sugar", "tobacco", "coffee"], 5),
    ],
)
def test_the_factory_pays_by_the_number_of_kinds_produced(kinds, pay):
    state = play(start(game({}, producer_of(kinds), {})), CRAFTSMAN)

    assert doubloons(state, BO) == pay


def test_the_factory_pays_for_the_kinds_received_not_those_that_could_be_made():
    # The rulebook's example: no corn left, so corn, sugar and tobacco pay as 2 kinds.
    doc = goods_supply(game({}, producer_of(["corn", "sugar", "tobacco"]), {}), holder=CY, corn=0)
    state = play(start(doc), CRAFTSMAN)

    assert goods(state, BO) == {"sugar": 1, "tobacco": 1}
    assert doubloons(state, BO) == 1


def test_the_factory_counts_kinds_not_barrels():
    bo = {
        "island": manned("corn", 3) + manned("indigo", 3),
        "city": [building("factory", 1), building("indigo_plant", 3)],
    }
    state = play(start(game({}, bo, {})), CRAFTSMAN)

    assert goods(state, BO) == {"corn": 3, "indigo": 3}
    assert doubloons(state, BO) == 1


def test_an_empty_factory_pays_nothing():
    state = play(
        start(game({}, producer_of(["corn", "indigo", "sugar"], factory=0), {})), CRAFTSMAN
    )

    assert doubloons(state, BO) == 0


def test_the_factory_pays_on_the_craftsmans_extra_good_kinds_only_as_produced():
    # The extra good is not production: 1 kind produced plus an extra of it still pays 0.
    ana = producer_of(["corn"])
    state = play(start(game(ana, {}, {})), CRAFTSMAN, extra_good("corn"))

    assert goods(state, ANA) == {"corn": 2}
    assert doubloons(state, ANA) == 0
