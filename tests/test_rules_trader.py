"""Trader phase (docs/rules/puerto-rico.md#trader): prices, the privilege, markets, the trading
house and the office."""

import pytest
from scenario import (
    ANA,
    BO,
    CY,
    NO_SALE,
    TRADER,
    building,
    doubloons,
    events,
    forced_actions,
    game,
    goods,
    is_offered,
    offered,
    phase,
    play,
    sell,
    start,
    supply,
    view,
)


def house(state):
    return view(state)["trading_house"]


# --- prices -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "good, price", [("corn", 0), ("indigo", 1), ("sugar", 2), ("tobacco", 3), ("coffee", 4)]
)
def test_each_good_sells_for_its_price(good, price):
    state = play(start(game({}, {"goods": {good: 1}}, {})), TRADER, sell(good))

    assert doubloons(state, BO) == price
    assert goods(state, BO) == {}
    assert house(state) == [good]


def test_the_trader_gets_one_doubloon_more():
    state = play(start(game({"goods": {"tobacco": 1}}, {}, {})), TRADER, sell("tobacco"))

    assert doubloons(state, ANA) == 3 + 1


def test_the_trader_gets_nothing_for_not_selling():
    state = play(start(game({"goods": {"tobacco": 1}}, {}, {})), TRADER, NO_SALE)

    assert doubloons(state, ANA) == 0
    assert goods(state, ANA) == {"tobacco": 1}


@pytest.mark.parametrize(
    "markets, bonus",
    [
        ([building("small_market", 1)], 1),
        ([building("large_market", 1)], 2),
        ([building("small_market", 1), building("large_market", 1)], 3),
        ([building("small_market", 0), building("large_market", 0)], 0),
    ],
)
def test_occupied_markets_add_to_the_price(markets, bonus):
    state = play(
        start(game({}, {"goods": {"sugar": 1}, "city": markets}, {})), TRADER, sell("sugar")
    )

    assert doubloons(state, BO) == 2 + bonus


def test_corn_sells_for_the_bonuses_only():
    ana = {"goods": {"corn": 1}, "city": [building("large_market", 1)]}
    state = play(start(game(ana, {}, {})), TRADER, sell("corn"))
    assert doubloons(state, ANA) == 0 + 1 + 2  # trader and large market

    bo = {"goods": {"corn": 1}, "city": [building("small_market", 1)]}
    state = play(start(game({}, bo, {})), TRADER, sell("corn"))
    assert doubloons(state, BO) == 0 + 1


def test_corn_may_be_sold_for_nothing():
    state = play(start(game({}, {"goods": {"corn": 1}}, {})), TRADER)

    assert is_offered(state, sell("corn"))
    state = play(state, sell("corn"))
    assert doubloons(state, BO) == 0
    assert house(state) == ["corn"]


# --- the trading house ------------------------------------------------------------------------
def test_each_player_sells_at_most_one_good():
    state = play(start(game({"goods": {"coffee": 2, "sugar": 1}}, {}, {})), TRADER, sell("coffee"))

    assert state.current_player == BO
    assert goods(state, ANA) == {"coffee": 1, "sugar": 1}


def test_the_house_only_buys_kinds_it_does_not_hold():
    doc = game({}, {"goods": {"sugar": 1, "indigo": 1}}, {}, trading_house=["sugar"])
    state = play(start(doc), TRADER)  # Ana has nothing to sell

    assert offered(state) == [sell("indigo"), NO_SALE]


def test_a_kind_sold_earlier_in_the_phase_is_closed_to_the_next_players():
    doc = game({"goods": {"coffee": 1}}, {"goods": {"coffee": 1}}, {"goods": {"sugar": 1}})
    state = play(start(doc), TRADER, sell("coffee"))

    assert forced_actions(state) == [(BO, NO_SALE)]
    assert state.current_player == CY


def test_an_occupied_office_may_sell_a_kind_the_house_holds():
    doc = game(
        {}, {"goods": {"sugar": 1}, "city": [building("office", 1)]}, {}, trading_house=["sugar"]
    )
    state = play(start(doc), TRADER, sell("sugar"))

    assert house(state) == ["sugar", "sugar"]
    assert doubloons(state, BO) == 2


def test_an_empty_office_does_not():
    doc = game(
        {}, {"goods": {"sugar": 1}, "city": [building("office", 0)]}, {}, trading_house=["sugar"]
    )
    state = play(start(doc), TRADER)

    assert not is_offered(state, sell("sugar"))


def test_a_full_house_buys_nothing_more_not_even_with_an_office():
    doc = game(
        {"goods": {"coffee": 1}},
        {"goods": {"sugar": 1}, "city": [building("office", 1)]},
        {"goods": {"tobacco": 1}},
        trading_house=["corn", "indigo", "sugar"],
    )
    state = play(start(doc), TRADER, sell("coffee"))

    # The house is full: Bo and Cy pass without being asked, and the phase ends.
    assert forced_actions(state)[:2] == [(BO, NO_SALE), (CY, NO_SALE)]
    assert goods(state, BO) == {"sugar": 1}


def test_a_full_house_is_emptied_into_the_supply_at_the_end_of_the_phase():
    doc = game({"goods": {"coffee": 1}}, {}, {}, trading_house=["corn", "indigo", "sugar"])
    coffee_before = supply(start(doc), "coffee")
    state = play(start(doc), TRADER, sell("coffee"))

    assert phase(state) == "role_selection"
    assert house(state) == []
    assert supply(state, "coffee") == coffee_before + 1
    assert events(state, "trading_house_emptied")[0]["goods"] == [
        "corn",
        "indigo",
        "sugar",
        "coffee",
    ]


def test_a_house_that_is_not_full_keeps_its_goods():
    doc = game({"goods": {"coffee": 1}}, {}, {}, trading_house=["corn", "indigo"])
    state = play(start(doc), TRADER, sell("coffee"))  # Bo and Cy have nothing

    assert phase(state) == "role_selection"
    assert house(state) == ["corn", "indigo", "coffee"]
    assert events(state, "trading_house_emptied") == []


def test_goods_left_in_the_house_block_their_kind_in_the_next_trader_phase():
    # Last round's sales stay: corn and indigo are closed, sugar is open.
    doc = game(
        {"goods": {"corn": 1, "indigo": 1, "sugar": 1}}, {}, {}, trading_house=["corn", "indigo"]
    )
    state = play(start(doc), TRADER)

    assert offered(state) == [sell("sugar"), NO_SALE]


def test_a_player_with_nothing_to_sell_passes_without_being_asked():
    state = play(
        start(game({"goods": {"sugar": 1}}, {}, {"goods": {"indigo": 1}})), TRADER, sell("sugar")
    )

    assert forced_actions(state) == [(BO, NO_SALE)]
    assert state.current_player == CY
