"""The trader phase (docs/rules/san-juan.md#trader; Dutch edition, "Handelaar") and the
buildings that change it: trading post, market stand, market hall, library.

How they quote the edition and cite the rules: sj_scenario.py.
The trading-house tiles (docs/rules/san-juan.md#trading-houses), prices for indigo, sugar,
tobacco, coffee, silver: 0 = 1-1-1-2-2, 1 = 1-1-2-2-2, 2 = 1-1-2-2-3, 3 = 1-2-2-2-3, 4 = 1-2-2-3-3.
"""

import pytest
from sj_scenario import (
    ANA,
    BO,
    CY,
    NO_SALE,
    TRADER,
    actor,
    cards,
    city,
    discards,
    drawn,
    game,
    goods_count,
    hand,
    offered_of,
    phase,
    play,
    played,
    sell,
    start,
    top_of_pile,
    view,
    with_good,
)

import pr_core.san_juan as sj

NOTHING = {"hand": [], "buildings": ["indigo_plant"]}
ALL_GOODS = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]


def stack(*tiles):
    """The trading-house stack, top first, none turned up yet."""
    return {"tiles": list(tiles), "seen": 0}


def income(state, seat):
    """Cards the player drew in the last step for his sales and the buildings rewarding them."""
    return sum(
        sum(drawn(state, seat, why).values()) for why in ("sale", "market_stand", "market_hall")
    )


def test_the_trader_turns_up_the_top_tile_and_sells_two_goods_the_others_one():
    """docs/rules/san-juan.md#trader; Dutch edition, "Handelaar": "De speler die de handelaar kiest,
    draait eerst het bovenste handelshuiskaartje om ... Hij mag een goed verkopen als actie van de
    handelaarsfase en nog een tweede goed als zijn privilege. Hij pakt de betreffende
    goederenkaarten van de productiegebouwen en legt ze (wederom ongezien!) op de aflegstapel.
    Daarvoor krijgt hij van de trekstapel zoveel kaarten in zijn hand als er aangegeven staat op het
    open liggende handelshuiskaartje ... Vervolgens mag iedere andere speler met de klok mee één van
    zijn goederen tegen de aangegeven prijs verkopen"."""
    goods3 = {
        "hand": [],
        "buildings": city("indigo_plant", "tobacco_storage", "silver_smelter", goods=(0, 1, 2)),
    }
    doc = game(goods3, goods3, NOTHING, trading_house=stack(4, 0, 1, 2, 3))  # 1-2-2-3-3
    top_of_pile(doc, "statue", "hero", "tower", "palace", "well", "smithy")
    state = play(start(doc), TRADER)
    assert view(state)["trading_house"]["up"] == 4
    assert offered_of(state, "sell") == ["indigo", "tobacco", "silver"]
    state = play(state, sell("tobacco"), sell("silver"))  # 2 + 3: his turn ends after two
    assert hand(state, ANA) == cards("statue", "hero", "tower", "palace", "well")
    assert goods_count(state, ANA) == 1

    assert actor(state) == BO
    state = play(state, sell("silver"))  # one good only: 3 cards
    assert income(state, BO) == 3 and goods_count(state, BO) == 2
    # The goods sold lie on the discard pile.
    assert sum(discards(state).values()) == 3


def test_the_tile_goes_face_down_under_the_stack_and_its_order_never_changes():
    """docs/rules/san-juan.md#trading-houses; Dutch edition, "Handelaar": "Als laatste actie legt de
    handelaar het handelshuiskaartje dicht terug onder de stapel (de volgorde van de 5
    handelshuiskaartjes verandert dus niet tijdens het spel)"."""
    one = {"hand": [], "buildings": city("silver_smelter", goods=(0,))}
    doc = game(one, one, trading_house=stack(2, 0, 4, 1, 3))
    state = play(start(doc), TRADER, sell("silver"), sell("silver"))
    assert view(state)["trading_house"] == {"tiles": [0, 4, 1, 3, 2], "seen": 1, "up": None}
    # The players saw the tile; the ones below it are still unknown to them.
    assert sj.player_view(state, BO)["trading_house"]["tiles"] == [None, None, None, None, 2]


def test_goods_are_sold_cheapest_first_and_the_refusal_says_so():
    """Goods are named one at a time in the order indigo .. silver (actions.py), so every set of
    goods is sold in one way; a good named out of that order is refused, saying why."""
    seller = {
        "hand": [],
        "buildings": city("indigo_plant", "sugar_mill", "coffee_roaster", goods=(0, 1, 2)),
    }
    state = play(start(game(seller, {"hand": [], "buildings": ["indigo_plant"]})), TRADER)
    state = play(state, sell("sugar"))
    assert offered_of(state, "sell") == ["coffee"]
    assert sj.why_illegal(state, sj.Action.from_json(sell("indigo"))) == (
        "Ana cannot sell indigo now: goods are named one at a time in the order indigo, sugar, "
        "tobacco, coffee, silver, and sugar was named before indigo"
    )


def test_trader_example_player_a_sells_three_goods_for_seven_cards():
    """docs/rules/san-juan.md#trader; Dutch edition, "Handelaar": "Speler A is de handelaar. Hij
    bezit een marktstand en een handelsstation ... Dan zegt hij dat hij 3 goederen wil verkopen ...
    Hij pakt goederen van zijn indigoververij, zijn tabaksfabriek en zijn zilversmederij ...
    Vervolgens pakt hij de opbrengst van de trekstapel: 1 kaart voor de indigo, 2 voor de tabak, 3
    voor het zilver en 1 voor de marktstand". Tile 4 (1-2-2-3-3) has those prices."""
    a = {
        "hand": [],
        "buildings": city(
            "indigo_plant",
            "tobacco_storage",
            "silver_smelter",
            "market_stand",
            "trading_post",
            goods=(0, 1, 2),
        ),
    }
    state, log = played(
        start(game(a, NOTHING, NOTHING, trading_house=stack(4, 0, 1, 2, 3))),
        TRADER,
        sell("indigo"),
        sell("tobacco"),
        sell("silver"),
    )
    assert [e["price"] for e in log if e["type"] == "sold"] == [1, 2, 3]
    assert sum(drawn(state, ANA, "sale").values()) == 1 + 2 + 3
    assert sum(drawn(state, ANA, "market_stand").values()) == 1
    assert len(hand(state, ANA)) == 7 and goods_count(state, ANA) == 0


def sold_by(seat_doc, is_trader):
    """How many goods Bo, holding `seat_doc`, sells in a 3-player trader phase, selling all he
    may: as the trader, or after Ana picked it (and sold nothing)."""
    house = stack(0, 1, 2, 3, 4)
    if is_trader:
        state = play(
            start(game(NOTHING, seat_doc, NOTHING, roles={"builder": ANA}, trading_house=house)),
            TRADER,
        )
    else:
        doc = game(
            {"hand": [], "buildings": city("indigo_plant", goods=(0,))},
            seat_doc,
            NOTHING,
            trading_house=house,
        )
        state = play(start(doc), TRADER, NO_SALE)
    assert actor(state) == BO
    before = goods_count(state, BO)
    while actor(state) == BO and phase(state) == "trader" and offered_of(state, "sell"):
        state = play(state, sell(offered_of(state, "sell")[0]))
    return before - goods_count(state, BO)


FIVE_GOODS = city(*ALL_GOODS, goods=range(5))


def test_trading_post_examples_two_three_and_four_goods():
    """docs/rules/san-juan.md#trading-post; Dutch edition, "Handelsstation": "mag in de
    handelaarsfase 1 goed meer dan normaal verkopen. Voorbeelden: ... als hij niet de handelaar is:
    maximaal 2 goederen - als hij handelaar is: maximaal 3 goederen - als hij handelaar is met een
    bibliotheek: maximaal 4 goederen"."""
    post = {"hand": [], "buildings": FIVE_GOODS + ["trading_post"]}
    library = {"hand": [], "buildings": FIVE_GOODS + ["trading_post", "library"]}
    assert sold_by(post, is_trader=False) == 2
    assert sold_by(post, is_trader=True) == 3
    assert sold_by(library, is_trader=True) == 4
    assert sold_by({"hand": [], "buildings": FIVE_GOODS}, is_trader=False) == 1


def test_library_doubles_the_traders_privilege():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Handelaar: hij verkoopt
    maximaal 3 goederen"."""
    assert sold_by({"hand": [], "buildings": FIVE_GOODS + ["library"]}, is_trader=True) == 3
    assert sold_by({"hand": [], "buildings": FIVE_GOODS}, is_trader=True) == 2
    assert sold_by({"hand": [], "buildings": FIVE_GOODS + ["library"]}, is_trader=False) == 1


def test_selling_is_optional():
    """docs/rules/san-juan.md#roles; Dutch edition, "De rollen": a player may decline a role's
    action or its privilege."""
    two = {"hand": [], "buildings": city("indigo_plant", "sugar_mill", goods=(0, 1))}
    state = play(start(game(two, two)), TRADER, sell("indigo"), NO_SALE, NO_SALE)
    assert goods_count(state, ANA) == 1 and goods_count(state, BO) == 2
    assert phase(state) == "role_selection"


def test_market_stand_gives_a_card_for_two_goods_sold_trader_or_not():
    """docs/rules/san-juan.md#market-stand; Dutch edition, "Marktstand": "Verkoopt de eigenaar van
    een marktstand in een handelaarsfase minstens 2 goederen, dan krijgt hij 1 kaart van de
    trekstapel in zijn hand. Daarbij speelt het geen rol of hij handelaar is of niet"."""
    stand = {
        "hand": [],
        "buildings": city("indigo_plant", "sugar_mill", "market_stand", goods=(0, 1)),
    }
    house = stack(0, 1, 2, 3, 4)  # 1-1-1-2-2
    state = play(
        start(game(stand, NOTHING, trading_house=house)), TRADER, sell("indigo"), sell("sugar")
    )
    assert sum(drawn(state, ANA, "market_stand").values()) == 1 and len(hand(state, ANA)) == 3
    state = play(start(game(stand, NOTHING, trading_house=house)), TRADER, sell("indigo"), NO_SALE)
    assert not drawn(state, ANA, "market_stand") and len(hand(state, ANA)) == 1
    # Not the trader, with a trading post: two goods, one card more.
    posted = {"hand": [], "buildings": stand["buildings"] + ["trading_post"]}
    state = play(
        start(game(NOTHING, posted, trading_house=house)), TRADER, sell("indigo"), sell("sugar")
    )
    assert sum(drawn(state, BO, "market_stand").values()) == 1 and len(hand(state, BO)) == 3


def test_market_hall_gives_one_card_more_for_one_good_or_more():
    """docs/rules/san-juan.md#market-hall; Dutch edition, "Markthal": "Verkoopt de eigenaar van een
    markthal in de handelaarsfase op zijn minst 1 goed, dan krijgt hij 1 kaart meer dan op het
    handelshuiskaartje wordt aangegeven. Verkoopt hij meer dan 1 goed, dan krijgt hij desondanks
    maar 1 kaart extra"."""
    hall = {
        "hand": [],
        "buildings": city("indigo_plant", "sugar_mill", "market_hall", goods=(0, 1)),
    }
    house = stack(0, 1, 2, 3, 4)  # 1-1-1-2-2
    state = play(start(game(NOTHING, hall, trading_house=house)), TRADER, sell("indigo"))
    assert sum(drawn(state, BO, "market_hall").values()) == 1 and len(hand(state, BO)) == 2
    state = play(
        start(game(hall, NOTHING, trading_house=house)), TRADER, sell("indigo"), sell("sugar")
    )
    assert sum(drawn(state, ANA, "market_hall").values()) == 1 and len(hand(state, ANA)) == 3
    # Selling nothing: nothing.
    state = play(start(game(hall, NOTHING, trading_house=house)), TRADER, NO_SALE)
    assert len(hand(state, ANA)) == 0


@pytest.mark.parametrize(
    "tile, sold, prices, cards",
    [
        ((2, 0, 1, 3, 4), ("sugar", "silver"), [1, 3], 5),
        ((4, 0, 1, 2, 3), ("sugar", "coffee"), [2, 3], 6),
    ],
    ids=["the-example-5-cards", "tile-1-2-2-3-3-6-cards"],
)
def test_market_hall_example_one_card_more_than_the_sales(tile, sold, prices, cards):
    """docs/rules/san-juan.md#market-hall; Dutch edition, "Markthal": "Voorbeeld: De speler verkoopt
    1 suiker voor 1 en 1 koffie voor 3. Hij krijgt in totaal 5 kaarten in zijn handen." No tile pays
    1 for sugar and 3 for coffee (1-1-2-2-3 pays 1 for sugar and 3 for silver; 1-2-2-3-3 pays 2 and
    3), so the example's sum is checked with a sugar for 1 and a silver for 3: 1 + 3 + 1 = 5; and
    with tile 1-2-2-3-3, a sugar for 2 and a coffee for 3 give 2 + 3 + 1 = 6."""
    hall = {
        "hand": [],
        "buildings": city(
            "sugar_mill", "silver_smelter", "coffee_roaster", "market_hall", goods=(0, 1, 2)
        ),
    }
    state, log = played(
        start(game(hall, NOTHING, trading_house=stack(*tile))), TRADER, *map(sell, sold)
    )
    assert [e["price"] for e in log if e["type"] == "sold"] == prices
    assert len(hand(state, ANA)) == cards


def test_the_sold_goods_cards_and_the_income_come_from_the_pile():
    """docs/rules/san-juan.md#trader; Dutch edition, "Handelaar": the goods go "ongezien" to the
    discard pile; the income comes "van de trekstapel": the pile's top cards, in order."""
    a = {"hand": [], "buildings": [with_good("coffee_roaster", "palace"), "indigo_plant"]}
    doc = top_of_pile(game(a, NOTHING, trading_house=stack(0, 1, 2, 3, 4)), "hero", "tower")
    state = play(start(doc), TRADER)  # one good only: the sale is his one choice
    state = play(state, sell("coffee"))
    assert hand(state, ANA) == cards("hero", "tower")  # coffee: 2 on tile 0
    assert discards(state) == cards("palace")
    assert phase(state) == "role_selection"
    assert actor(state) == BO and sj.to_dict(state)["trading_house"]["up"] is None


def test_the_other_players_sell_in_turn_from_the_trader():
    """docs/rules/san-juan.md#trader; Dutch edition, "Handelaar": "Vervolgens mag iedere andere
    speler met de klok mee één van zijn goederen ... verkopen"; "De rollen"
    (docs/rules/san-juan.md#roles): the chooser acts first."""
    one = {"hand": [], "buildings": city("indigo_plant", "sugar_mill", goods=(0, 1))}
    state = start(game(one, one, one, roles={"builder": ANA}))
    state = play(state, TRADER)  # Bo picks
    order = []
    while phase(state) == "trader":
        order.append(actor(state))
        state = play(state, NO_SALE)
    assert order == [BO, CY, ANA]
