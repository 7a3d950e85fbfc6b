"""Expansion I in the trader phase: the trading post and the library
(docs/rules/expansion-i.md#trading-post, docs/rules/expansion-i.md#library).

How they quote the editions: expansion_scenario.py.
"""

from expansion_scenario import (
    game,
    trading_post,
)
from scenario import (
    ANA,
    BO,
    CY,
    NO_SALE,
    TRADER,
    building,
    doubloons,
    goods,
    is_offered,
    no_event,
    offered,
    only_event,
    phase,
    play,
    sell,
    start,
    supply,
    view,
)

POST = building("trading_post")


def house(state):
    return view(state)["trading_house"]


def test_the_trading_post_sells_a_kind_the_trading_house_already_holds():
    """docs/rules/expansion-i.md#trading-post. Swedish edition, "Handelsstation": «Säljer man
    till handelsstationen får man sälja vilken vara som helst, oavsett vilka som ev. finns i
    handelshuset till det normala priset»; Spanish edition, "Puesto Comercial": «puede vender
    cualquier mercancía que tenga (incluso una que ya esté en la lonja) por el precio
    normal»."""
    doc = game({}, {"city": [POST], "goods": {"tobacco": 1}}, {}, trading_house=["tobacco"])
    state = play(start(doc), TRADER)
    assert state.current_player == BO
    assert offered(state) == [trading_post("tobacco"), NO_SALE]  # not to the house
    tobacco = supply(state, "tobacco")
    state = play(state, trading_post("tobacco"))
    assert only_event(state, "sold_to_trading_post", player=BO) == {
        "type": "sold_to_trading_post",
        "player": BO,
        "good": "tobacco",
        "price": 3,
    }
    assert doubloons(state, BO) == 3
    # The good goes back to the supply; the trading house is as it was.
    assert supply(state, "tobacco") == tobacco + 1
    assert house(state) == ["tobacco"]
    assert goods(state, BO) == {}


def test_the_trading_post_sells_even_when_the_trading_house_is_full():
    """docs/rules/expansion-i.md#trading-post. Swedish edition, "Handelsstation": «Man får
    sälja till handelsstationen även om handelshuset är fullt.»; Spanish edition, "Puesto
    Comercial": «Se puede vender en un puesto comercial aun cuando la lonja esté llena.»"""
    full = ["corn", "indigo", "sugar", "coffee"]
    doc = game(
        {}, {"city": [POST], "goods": {"coffee": 1}}, {"goods": {"sugar": 1}}, trading_house=full
    )
    state = play(start(doc), TRADER)
    assert state.current_player == BO
    assert offered(state) == [trading_post("coffee"), NO_SALE]
    state = play(state, trading_post("coffee"))
    assert doubloons(state, BO) == 4
    assert goods(state, CY) == {"sugar": 1}  # Cy has no post: the full house takes nothing
    assert house(state) == []  # the full house is emptied as usual


def test_the_trading_post_is_instead_of_the_trading_house():
    """docs/rules/expansion-i.md#trading-post. Swedish edition, "Handelsstation": «kan man
    välja att sälja en vara till handelsstationen istället för till handelshuset»; Spanish
    edition, "Puesto Comercial": «puede escoger si venderá una mercancía en la lonja o en su
    puesto comercial»."""
    doc = game({}, {"city": [POST], "goods": {"corn": 1, "sugar": 1}}, {})
    state = play(start(doc), TRADER)
    assert sorted(offered(state), key=str) == sorted(
        [sell("corn"), sell("sugar"), trading_post("corn"), trading_post("sugar"), NO_SALE], key=str
    )
    state = play(state, trading_post("sugar"))
    assert goods(state, BO) == {"corn": 1}  # one good a phase: his turn is over
    assert phase(state) == "role_selection"


def test_the_markets_add_nothing_to_a_sale_to_the_trading_post():
    """docs/rules/expansion-i.md#trading-post. Swedish edition, "Handelsstation": «OBS! Man får
    inga extra dubloner för den lilla eller den stora marknaden om man säljer till
    handelsstationen!»; Spanish edition, "Puesto Comercial": «Los mercados pequeño y grande no
    añaden sus bonus cuando un jugador vende en su puesto comercial.»"""
    markets = [POST, building("small_market"), building("large_market")]
    doc = game({}, {"city": markets, "goods": {"indigo": 1}}, {}, trading_house=["indigo"])
    state = play(start(doc), TRADER, trading_post("indigo"))
    assert only_event(state, "sold_to_trading_post", player=BO)["price"] == 1
    # To the house the same barrel would have fetched 1 + 1 + 2.
    doc = game({}, {"city": markets, "goods": {"indigo": 1}}, {})
    state = play(start(doc), TRADER, sell("indigo"))
    assert only_event(state, "sold", player=BO)["price"] == 4


def test_the_trader_selling_to_his_trading_post_has_his_privilege():
    """docs/rules/expansion-i.md#trading-post. Swedish edition, "Handelsstation": «till det
    normala priset, inklusive ev. förmån för handelsmannen»; Spanish edition, "Puesto
    Comercial": «por el precio normal, más la prima del comerciante, si él es el comerciante»."""
    doc = game(
        {"city": [POST, building("small_market")], "goods": {"corn": 1}},
        {},
        {},
        trading_house=["corn"],
    )
    state = play(start(doc), TRADER, trading_post("corn"))
    assert only_event(state, "sold_to_trading_post", player=ANA)["price"] == 0 + 1
    assert doubloons(state, ANA) == 1


def test_an_empty_trading_post_sells_nothing():
    """docs/rules/expansion-i.md#trading-post. Swedish edition, "Handelsstation": «Har man en
    aktiverad handelsstation»."""
    doc = game(
        {},
        {"city": [building("trading_post", 0)], "goods": {"corn": 1}},
        {},
        trading_house=["corn"],
    )
    state = play(start(doc), TRADER)
    assert not is_offered(state, trading_post("corn"))
    assert goods(state, BO) == {"corn": 1}


# === the library: the trader's privilege twice =================================================
def test_the_trader_with_a_library_receives_two_doubloons_more():
    """docs/rules/expansion-i.md#library. Swedish edition, "Bibliotek": «Har man ett aktiverat
    bibliotek dubblas den förmån man får när man väljer ett yrke.»; Spanish edition,
    "Biblioteca": «El propietario de una biblioteca ocupada duplica el privilegio que recibe
    cuando escoge un cargo.»"""
    doc = game(
        {"city": [building("library")], "goods": {"sugar": 1}},
        {"city": [building("library")], "goods": {"coffee": 1}},
        {},
    )
    state = play(start(doc), TRADER, sell("sugar"))
    assert only_event(state, "sold", player=ANA)["price"] == 2 + 2
    only_event(state, "privilege_doubled", player=ANA, role="trader")
    # Bo did not choose the trader: his library does nothing.
    state = play(state, sell("coffee"))
    assert only_event(state, "sold", player=BO)["price"] == 4
    no_event(state, "privilege_doubled")


def test_the_library_doubles_the_privilege_on_a_sale_to_the_trading_post():
    """docs/rules/expansion-i.md#library. Spanish edition, "Puesto Comercial": «más la prima
    del comerciante, si él es el comerciante»; "Biblioteca": «duplica el privilegio que recibe
    cuando escoge un cargo»."""
    doc = game(
        {"city": [POST, building("library")], "goods": {"tobacco": 1}},
        {},
        {},
        trading_house=["tobacco"],
    )
    state = play(start(doc), TRADER, trading_post("tobacco"))
    assert only_event(state, "sold_to_trading_post", player=ANA)["price"] == 3 + 2


def test_a_trader_who_sells_nothing_has_no_privilege_library_or_not():
    """docs/rules/puerto-rico.md#trader. Swedish edition, "Handelsmannen": «Om man som
    handelsman inte kan eller vill sälja någon vara får man inte heller utnyttja sin förmån.»"""

    doc = game({"city": [building("library")], "goods": {"sugar": 1}}, {}, {})
    state = play(start(doc), TRADER, NO_SALE)
    assert doubloons(state, ANA) == 0
    assert phase(state) == "role_selection"
