"""The builder phase (docs/rules/san-juan.md#builder; Dutch edition, "Bouwmeester") and the
violet buildings that change it: smithy, quarry, library, black market, crane, carpenter, poor
house.

Each test starts from a hand-written position and names the rules it checks. The tests quote the
Dutch edition (the Dutch San Juan rulebook) by section, and cite the project's digest
docs/rules/san-juan.md by anchor.
"""

import pytest
from sj_scenario import (
    ANA,
    BO,
    BUILDER,
    CY,
    NO_BUILD,
    NO_GOODS,
    actor,
    black_market,
    build,
    build_over,
    buildings,
    cards,
    chapel,
    city,
    discards,
    drawn,
    events,
    game,
    goods_count,
    goods_on,
    hand,
    hand_size,
    is_offered,
    offered,
    offered_of,
    out_of_game,
    pay_with,
    phase,
    pile,
    play,
    role,
    start,
    top_of_pile,
    with_good,
)

import pr_core.san_juan as sj
from pr_core.errors import IllegalActionError

NOTHING = {"hand": []}  # a player with no cards: his build turn passes by itself


def built(state, seat):
    """The one "built" event of the last step for `seat`."""
    found = events(state, "built", player=seat)
    assert len(found) == 1, found
    return found[0]


# --- the phase --------------------------------------------------------------------------------
def test_the_builder_pays_one_card_less_and_the_others_the_full_cost():
    """docs/rules/san-juan.md#builder; Dutch edition, "Bouwmeester": "De op de kaart aangegeven
    bouwkosten ... moet hij betalen; hij legt zoveel kaarten uit zijn hand op de aflegstapel als
    de bouwkosten bedragen. Op grond van zijn privilege hoeft de bouwmeester 1 kaart minder te
    betalen ... Vervolgens mogen ook alle andere spelers met de klok mee 1 gebouw bouwen"."""
    same = ["tobacco_storage", "statue", "hero", "well", "aqueduct"]
    state = play(start(game({"hand": same}, {"hand": same}, NOTHING)), BUILDER)
    state = play(state, build("tobacco_storage"), pay_with("statue", "well"))  # 3 - 1

    assert buildings(state, ANA) == ["indigo_plant", "tobacco_storage"]
    assert hand(state, ANA) == cards("hero", "aqueduct")
    assert built(state, ANA)["cards_paid"] == 2

    assert actor(state) == BO
    state = play(state, build("tobacco_storage"), pay_with("statue", "well", "aqueduct"))
    assert hand(state, BO) == cards("hero")
    assert buildings(state, BO) == ["indigo_plant", "tobacco_storage"]
    # The paid cards lie on the discard pile (face down).
    assert discards(state) == cards("statue", "well", "statue", "well", "aqueduct")


def test_the_player_chooses_which_hand_cards_pay():
    """docs/rules/san-juan.md#builder; Dutch edition, "Bouwmeester": "hij legt zoveel kaarten
    uit zijn hand op de aflegstapel als de bouwkosten bedragen": any of his other hand cards."""
    state = play(
        start(game({"hand": ["tower", "smithy", "hero", "palace", "well"]}, NOTHING)),
        BUILDER,
        build("tower"),
    )  # 3 - 1 = 2 of 4 cards

    assert set(offered_of(state, "pay")) <= {"smithy", "hero", "palace", "well"}
    state = play(state, pay_with("hero", "palace"))
    assert hand(state, ANA) == cards("smithy", "well")


def test_every_player_builds_once_in_turn_from_the_builder():
    """docs/rules/san-juan.md#roles and docs/rules/san-juan.md#builder; Dutch edition, "De
    rollen" and "Bouwmeester": the chooser acts first, "Vervolgens mogen ook alle andere spelers
    met de klok mee 1 gebouw bouwen, als ze dat willen"."""
    hand4 = {"hand": ["indigo_plant", "sugar_mill", "smithy", "well"]}
    state = start(
        game(hand4, hand4, hand4, roles={"producer": ANA}, phase={"name": "role_selection"})
    )
    state = play(state, BUILDER)
    assert actor(state) == BO
    state = play(state, build("indigo_plant"))  # the builder's indigo plant: free
    assert actor(state) == CY
    state = play(state, NO_BUILD)
    assert actor(state) == ANA
    state = play(state, build("indigo_plant"), pay_with("well"))
    assert phase(state) == "role_selection" and actor(state) == CY
    assert hand_size(state, BO) == 3 and hand_size(state, ANA) == 2


def test_a_building_the_player_cannot_pay_for_is_not_offered():
    """docs/rules/san-juan.md#builder; Dutch edition, "Bouwmeester": the building costs its
    printed cost in hand cards, the card built not among them."""
    state = play(start(game(NOTHING, {"hand": ["hero", "tower", "smithy", "well"]})), BUILDER)
    assert actor(state) == BO
    assert is_offered(state, build("tower"))  # 3 of 3 other cards
    assert not is_offered(state, build("hero"))  # 5, with 3 other cards
    with pytest.raises(IllegalActionError, match="costs 5 cards and you have 3 other cards"):
        sj.apply_action(state, sj.Action.from_json(build("hero")))


def test_a_player_may_build_nothing_and_the_builder_then_gets_nothing():
    """docs/rules/san-juan.md#roles and docs/rules/san-juan.md#builder; Dutch edition, "De
    rollen" ("Hij mag wel afzien van het uitvoeren van een actie") and "Bouwmeester": "De
    bouwmeester krijgt geen korting uitbetaald als hij niets bouwt!"."""
    state = start(game({"hand": ["tower", "smithy", "well"]}, NOTHING))
    before = len(pile(state))
    state = play(state, BUILDER, NO_BUILD)

    assert hand(state, ANA) == cards("tower", "smithy", "well")
    assert buildings(state, ANA) == ["indigo_plant"]
    assert len(pile(state)) == before and events(state, "built_nothing", player=ANA)


def test_surplus_discounts_are_not_paid_out():
    """docs/rules/san-juan.md#builder; Dutch edition, "Bouwmeester": "Als een speler over meer
    kortingen beschikt dan het gebouw dat hij bouwt kost, dan krijgt hij het verschil niet
    uitbetaald! (Voorbeeld: Een speler is bouwmeester en bezit al een smederij en een
    bibliotheek. Hij bouwt een suikermolen ...)"."""
    doc = game(
        {"hand": ["sugar_mill", "tower"], "buildings": ["indigo_plant", "smithy", "library"]},
        NOTHING,
    )
    state = start(doc)
    before = len(pile(state))
    state = play(state, BUILDER, build("sugar_mill"))  # 2 - 1 smithy - 2 library builder

    assert built(state, ANA)["cards_paid"] == 0
    assert buildings(state, ANA)[-1] == "sugar_mill"
    assert hand(state, ANA) == cards("tower")  # nothing paid, nothing paid out
    assert len(pile(state)) == before


def test_production_buildings_any_number_of_times_violet_ones_once():
    """docs/rules/san-juan.md#builder; Dutch edition, "Bouwmeester": "Een speler mag in de loop
    van het spel zoveel productiegebouwen bouwen als hij wil, maar ieder paars gebouw mag hij
    slechts 1 keer bouwen!" (also "De paarse gebouwen";
    docs/rules/san-juan.md#violet-buildings)."""
    doc = game(
        {
            "hand": ["indigo_plant", "smithy", "well", "tower"],
            "buildings": ["indigo_plant", "smithy"],
        },
        {"hand": ["smithy", "well", "tower", "hero"]},
        NOTHING,
    )
    state = play(start(doc), BUILDER)

    assert is_offered(state, build("indigo_plant"))
    assert not is_offered(state, build("smithy"))
    with pytest.raises(IllegalActionError, match="already have a smithy"):
        sj.apply_action(state, sj.Action.from_json(build("smithy")))
    state = play(state, build("indigo_plant"))  # free for the builder
    assert buildings(state, ANA) == ["indigo_plant", "smithy", "indigo_plant"]
    # Another player may build a violet building Ana has: once per player.
    assert actor(state) == BO and is_offered(state, build("smithy"))


# --- smithy -----------------------------------------------------------------------------------
def test_smithy_takes_one_card_off_a_production_building_only():
    """docs/rules/san-juan.md#smithy; Dutch edition, "Smederij": "Bouwt de eigenaar van een
    smederij een productiegebouw, dan betaalt hij 1 kaart minder dan aangegeven. Bij de bouw van
    een paars gebouw heeft de smederij geen speciale werking"."""
    smith = {
        "hand": ["coffee_roaster", "tower", "hero", "palace", "statue", "well"],
        "buildings": ["indigo_plant", "smithy"],
    }
    state = play(start(game(NOTHING, smith)), BUILDER)
    state = play(state, build("coffee_roaster"), pay_with("tower", "hero", "statue"))
    assert built(state, BO)["cards_paid"] == 3  # 4 - 1, not the builder
    assert hand(state, BO) == cards("palace", "well")

    state = play(start(game(NOTHING, smith)), BUILDER, build("tower"))
    assert view_cost(state) == 3  # a violet building: its full 3


def test_smithy_and_the_privilege_make_an_indigo_plant_free_for_the_builder():
    """docs/rules/san-juan.md#builder and docs/rules/san-juan.md#smithy; Dutch edition,
    "Bouwmeester" and "Smederij": two discounts on a 1-card building; nothing paid out."""
    state = play(
        start(game({"hand": ["indigo_plant"], "buildings": ["indigo_plant", "smithy"]}, NOTHING)),
        BUILDER,
        build("indigo_plant"),
    )
    assert buildings(state, ANA) == ["indigo_plant", "smithy", "indigo_plant"]
    assert hand(state, ANA) == cards()


# --- quarry -----------------------------------------------------------------------------------
def test_quarry_takes_one_card_off_a_violet_building_only():
    """docs/rules/san-juan.md#quarry; Dutch edition, "Steengroeve": "Bouwt de eigenaar van een
    steengroeve in de bouwmeesterfase een paars gebouw, dan betaalt hij 1 kaart minder dan
    aangegeven. Bouwt hij een productiegebouw, dan gebeurt er niets bijzonders"."""
    quarry = {
        "hand": ["tower", "tobacco_storage", "hero", "palace", "statue", "well"],
        "buildings": ["indigo_plant", "quarry"],
    }
    state = play(start(game(NOTHING, quarry)), BUILDER, build("tower"))
    assert view_cost(state) == 2  # 3 - 1
    state = play(start(game(NOTHING, quarry)), BUILDER, build("tobacco_storage"))
    assert view_cost(state) == 3  # a production building: its full 3


def view_cost(state):
    return sj.to_dict(state)["phase"]["cost"]


def test_quarry_example_the_builder_builds_a_crane_for_free():
    """docs/rules/san-juan.md#quarry; Dutch edition, "Steengroeve": "Voorbeeld: De speler is
    zelf bouwmeester en bezit een steengroeve: hij bouwt een kraan gratis"."""
    state = play(
        start(game({"hand": ["crane", "hero"], "buildings": ["indigo_plant", "quarry"]}, NOTHING)),
        BUILDER,
        build("crane"),
    )
    assert buildings(state, ANA)[-1] == "crane"
    assert built(state, ANA)["cards_paid"] == 0 and hand(state, ANA) == cards("hero")


# --- library (builder) ------------------------------------------------------------------------
def test_library_doubles_the_builders_privilege():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Als de eigenaar van een
    bibliotheek het privilege van zijn rol gebruikt, dan mag hij het privilege verdubbelen ...
    Bouwmeester: hij betaalt bij het bouwen 2 kaarten minder"."""
    library = {
        "hand": ["hero", "tower", "palace", "well", "smithy", "statue"],
        "buildings": ["indigo_plant", "library"],
    }
    state = play(start(game(library, NOTHING, NOTHING)), BUILDER, build("hero"))
    assert view_cost(state) == 3  # 5 - 2
    # Not the builder: no privilege to double; Bo pays all 5 of his other cards.
    state = play(start(game(NOTHING, library, NOTHING)), BUILDER, build("hero"))
    assert built(state, BO)["cards_paid"] == 5 and hand_size(state, BO) == 0


def test_library_and_quarry_take_three_cards_off_a_violet_building_for_the_builder():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Bezit de speler als
    bouwmeester naast de bibliotheek ook nog een steengroeve, dan betaalt hij bij het bouwen van
    een paars gebouw, 3 kaarten minder"."""
    state = play(
        start(
            game(
                {
                    "hand": ["hero", "tower", "palace", "well"],
                    "buildings": ["indigo_plant", "library", "quarry"],
                },
                NOTHING,
            )
        ),
        BUILDER,
        build("hero"),
    )
    assert view_cost(state) == 2


# --- black market -----------------------------------------------------------------------------
def test_black_market_example_a_library_for_two_goods_and_three_cards():
    """docs/rules/san-juan.md#black-market; Dutch edition, "Zwarte markt": "mag hij maximaal 2
    goederenkaarten afgeven ... Voor ieder goed dat hij op de aflegstapel legt, kost het gebouw
    dat hij bouwt 1 kaart minder. Voorbeeld: De speler bouwt een bibliotheek (5): Hij legt 1
    goederenkaart van zijn indigoververij en 1 goederenkaart van zijn tabaksfabriek op de
    aflegstapel. Hij betaalt daarna nog slechts 3 kaarten voor de bibliotheek"."""
    doc = game(
        NOTHING,
        {
            "hand": ["library", "hero", "tower", "palace", "well"],
            "buildings": [
                with_good("indigo_plant", "statue"),
                with_good("tobacco_storage", "chapel"),
                "black_market",
            ],
        },
    )
    state = play(start(doc), BUILDER, build("library"))
    assert offered_of(state, "black_market") == ["indigo", "tobacco"]
    state = play(state, black_market("indigo"), black_market("tobacco"))
    assert view_cost(state) == 3
    state = play(state, pay_with("hero", "tower", "well"))

    assert buildings(state, BO)[-1] == "library"
    assert goods_count(state, BO) == 0
    assert hand(state, BO) == cards("palace")
    # The goods' cards went to the discard pile with the cards paid.
    assert discards(state) == cards("statue", "chapel", "hero", "tower", "well")
    assert built(state, BO)["goods_paid"] == 2 and built(state, BO)["cards_paid"] == 3


def test_black_market_takes_two_goods_at_most():
    """docs/rules/san-juan.md#black-market; Dutch edition, "Zwarte markt": "maximaal 2
    goederenkaarten"."""
    doc = game(
        NOTHING,
        {
            "hand": ["hero", "tower", "palace", "well", "smithy"],
            "buildings": city(
                "indigo_plant", "sugar_mill", "tobacco_storage", "black_market", goods=(0, 1, 2)
            ),
        },
    )
    state = play(start(doc), BUILDER, build("hero"), black_market("indigo"), black_market("sugar"))
    assert view_cost(state) == 3 and offered_of(state, "black_market") == []
    assert goods_on(state, BO) == cards("tobacco_storage")


def test_black_market_goods_are_optional():
    """docs/rules/san-juan.md#black-market and docs/rules/san-juan.md#violet-buildings; Dutch
    edition, "Zwarte markt" ("mag") and "De paarse gebouwen": "de eigenaar van het gebouw is
    niet verplicht de eigenschap(pen) van het gebouw te benutten"."""
    doc = game(
        NOTHING,
        {
            "hand": ["tower", "hero", "palace", "well", "smithy"],
            "buildings": city("indigo_plant", "black_market", goods=(0,)),
        },
    )
    state = play(start(doc), BUILDER, build("tower"), NO_GOODS, pay_with("hero", "palace", "well"))
    assert goods_count(state, BO) == 1 and hand(state, BO) == cards("smithy")


def test_black_market_pays_for_any_building_and_can_make_one_affordable():
    """docs/rules/san-juan.md#black-market; Dutch edition, "Zwarte markt": "Bouwt de eigenaar
    van een zwarte markt een willekeurig gebouw": a production building too; goods pay where the
    hand is too small."""
    doc = game(
        NOTHING,
        {
            "hand": ["sugar_mill"],
            "buildings": city("indigo_plant", "indigo_plant", "black_market", goods=(0, 1)),
        },
    )
    state = play(start(doc), BUILDER)
    assert is_offered(state, build("sugar_mill"))  # 2 cards, no other card in hand
    state = play(state, build("sugar_mill"))  # both goods must pay: no choice
    assert buildings(state, BO)[-1] == "sugar_mill" and goods_count(state, BO) == 0


# --- crane ------------------------------------------------------------------------------------
def test_crane_example_a_palace_over_the_chapel_for_three_cards():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "mag bij het bouwen een eigen
    gebouw over een ander eigen gebouw heenbouwen. Hij legt het nieuwe gebouw op het oude
    gebouw, dat daarmee uit het spel is. De bouwkosten van het nieuwe gebouw worden gereduceerd
    met de bouwkosten van het gebouw waar overheen is gebouwd"; "Als over de kapel wordt
    gebouwd, dan blijven de kaarten onder de kapel als punten behouden"; "De speler bouwt over
    zijn kapel (3) een paleis(6) en betaalt 3 in plaats van 6 kaarten"."""
    doc = game(
        NOTHING,
        {
            "hand": ["palace", "hero", "tower", "well", "smithy"],
            "buildings": ["indigo_plant", "crane", "chapel"],
            "chapel": ["statue", "statue"],
        },
    )
    state = play(start(doc), BUILDER)
    assert is_offered(state, build_over("palace", "chapel"))
    state = play(state, build_over("palace", "chapel"), pay_with("hero", "tower", "well"))

    assert buildings(state, BO) == ["indigo_plant", "crane", "palace"]  # in the chapel's place
    assert hand(state, BO) == cards("smithy")
    assert out_of_game(state) == cards("chapel")
    assert chapel(state, BO) == cards("statue", "statue")  # still his points
    assert built(state, BO)["over"] == "chapel"


def test_crane_example_a_statue_over_a_coffee_roaster_pays_nothing_and_no_refund():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "De speler bouwt over zijn
    koffiebranderij (4) een standbeeld (3). Voor het standbeeld betaalt hij niets, hij krijgt
    echter de ene kaart verschil niet uitbetaald!"."""
    doc = game(
        NOTHING,
        {"hand": ["statue", "hero"], "buildings": ["indigo_plant", "crane", "coffee_roaster"]},
    )
    state = start(doc)
    before = len(pile(state))
    state = play(state, BUILDER, build_over("statue", "coffee_roaster"))
    assert buildings(state, BO) == ["indigo_plant", "crane", "statue"]
    assert hand(state, BO) == cards("hero") and len(pile(state)) == before
    assert built(state, BO)["cards_paid"] == 0


def test_crane_the_building_built_over_loses_its_function():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "Een gebouw waarover heen is
    gebouwd, verliest zijn functie. Om het nieuwe gebouw te bouwen kan de functie van het oude
    gebouw niet worden gebruikt": a hero over the quarry costs 5 - 4, not 5 - 4 - 1."""
    doc = game(
        NOTHING,
        {"hand": ["hero", "tower", "well"], "buildings": ["indigo_plant", "crane", "quarry"]},
    )
    state = play(start(doc), BUILDER)
    assert is_offered(state, build("hero")) is False  # 5 - 1 = 4 with 2 other cards
    state = play(state, build_over("hero", "quarry"))
    assert view_cost(state) == 1


def test_crane_over_the_black_market_its_goods_cannot_pay():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": the black market built over cannot
    pay for the building over it."""
    doc = game(
        NOTHING,
        {
            "hand": ["hero", "tower", "well", "palace", "statue"],
            "buildings": city("indigo_plant", "crane", "black_market", goods=(0,)),
        },
    )
    state = play(start(doc), BUILDER, build_over("hero", "black_market"))  # 5 - 2 = 3
    assert sj.to_dict(state)["phase"]["step"] == "pay"  # straight to the cards
    assert view_cost(state) == 3 and not offered_of(state, "black_market")


def test_crane_is_never_built_over():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "Hieruit volgt dat een speler
    nooit over een kraan heen kan bouwen"."""
    doc = game(
        NOTHING,
        {
            "hand": ["palace", "hero", "tower", "well", "statue", "smithy"],
            "buildings": ["indigo_plant", "crane"],
        },
    )
    state = play(start(doc), BUILDER)
    overs = [a["over"] for a in offered(state) if a["type"] == "build_over"]
    assert "crane" not in overs and "indigo_plant" in overs


def test_crane_a_good_on_the_building_built_over_goes_to_the_discards():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "Als over een productiegebouw
    wordt gebouwd waarop zich een goed bevindt, dan gaat dat goed naar de aflegstapel (het maakt
    daarbij niet uit of over het productiegebouw een productiegebouw of een paars gebouw gebouwd
    wordt)"."""
    for new in ("silver_smelter", "tower"):
        doc = game(
            NOTHING,
            {
                "hand": [new, "hero", "well"],
                "buildings": ["indigo_plant", "crane", with_good("tobacco_storage", "palace")],
            },
        )
        state = play(start(doc), BUILDER, build_over(new, "tobacco_storage", good=True))
        assert buildings(state, BO) == ["indigo_plant", "crane", new]
        assert goods_count(state, BO) == 0
        assert "palace" in discards(state) and out_of_game(state) == cards("tobacco_storage")
        assert built(state, BO)["good_lost"] is True


def test_crane_a_violet_building_built_over_may_be_built_again():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "Een speler mag paarse gebouwen
    waar hij overheen heeft gebouwd, opnieuw bouwen". Two players: Ana builds a hero over her
    tower; in the next round's builder phase the tower may be hers again."""
    doc = game(
        {
            "hand": ["hero", "tower", "palace", "well", "statue", "smithy"],
            "buildings": ["indigo_plant", "crane", "tower"],
        },
        NOTHING,
    )
    top_of_pile(doc, "palace")  # Bo's prospector card: too dear to build
    state = play(start(doc), BUILDER, build_over("hero", "tower"), pay_with("well"))  # 5 - 3 - 1
    assert buildings(state, ANA) == ["indigo_plant", "crane", "hero"]
    state = play(state, role("prospector"), role("trader"))  # Bo, then Ana: nothing to sell
    assert phase(state) == "role_selection" and actor(state) == BO  # round 2, Bo governor
    state = play(state, BUILDER)
    assert actor(state) == ANA and is_offered(state, build("tower"))


def test_crane_never_puts_a_building_over_one_of_its_own_kind():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "Een speler mag over een gebouw
    niet hetzelfde gebouw heen bouwen"."""
    doc = game(
        NOTHING,
        {
            "hand": ["sugar_mill", "tower", "well", "statue"],
            "buildings": ["indigo_plant", "crane", "sugar_mill"],
        },
    )
    state = play(start(doc), BUILDER)
    with pytest.raises(IllegalActionError, match="over one of its own kind"):
        play(state, build_over("sugar_mill", "sugar_mill"))
    assert is_offered(state, build_over("sugar_mill", "indigo_plant"))
    assert is_offered(state, build("sugar_mill"))


def test_crane_building_over_does_not_add_to_the_city():
    """docs/rules/san-juan.md#game-end with docs/rules/san-juan.md#crane; Dutch edition, "Einde
    van het spel" with "Kraan": the 12th building ends the game; a building put over another
    replaces it, so an 11-building city stays at 11 and the game goes on."""
    eleven = ["indigo_plant"] * 5 + ["sugar_mill"] * 4 + ["crane", "coffee_roaster"]
    doc = game({"hand": ["hero", "well"], "buildings": eleven}, NOTHING)
    state = play(start(doc), BUILDER, build_over("hero", "coffee_roaster"))
    assert len(buildings(state, ANA)) == 11
    assert phase(state) == "role_selection" and not sj.is_terminal(state)


# --- carpenter --------------------------------------------------------------------------------
def test_carpenter_draws_a_card_after_a_violet_building_not_after_a_production_one():
    """docs/rules/san-juan.md#carpenter; Dutch edition, "Werkplaats": "Als de eigenaar van een
    werkplaats in de bouwmeesterfase een paars gebouw bouwt, dan pakt hij, nadat hij de
    bouwkosten heeft betaald, 1 kaart van de trekstapel en neemt die in zijn handen. Bouwt hij
    een productiegebouw, dan gebeurt er niets bijzonders"."""
    carpenter = {
        "hand": ["tower", "sugar_mill", "hero", "well", "palace"],
        "buildings": ["indigo_plant", "carpenter"],
    }
    doc = top_of_pile(game(carpenter, NOTHING), "silver_smelter")
    state = play(start(doc), BUILDER, build("tower"), pay_with("hero", "well"))
    assert drawn(state, ANA, "carpenter") == cards("silver_smelter")
    assert hand(state, ANA) == cards("sugar_mill", "palace", "silver_smelter")

    state = play(start(doc), BUILDER, build("sugar_mill"), pay_with("hero"))
    assert not events(state, "cards_drawn") and hand_size(state, ANA) == 3


def test_carpenter_does_not_work_for_itself():
    """docs/rules/san-juan.md#carpenter; Dutch edition, "Werkplaats": "De werkplaats krijgt
    niet meteen, wanneer ze zelf gebouwd wordt, haar werking. Ze krijgt pas werking bij de bouw
    van het volgende paarse gebouw" (and "De paarse gebouwen";
    docs/rules/san-juan.md#violet-buildings)."""
    state = play(
        start(game({"hand": ["carpenter", "hero", "well", "palace"]}, NOTHING)),
        BUILDER,
        build("carpenter"),
        pay_with("hero", "well"),
    )
    assert buildings(state, ANA)[-1] == "carpenter"
    assert not events(state, "cards_drawn") and hand(state, ANA) == cards("palace")


# --- poor house -------------------------------------------------------------------------------
def test_poor_house_draws_a_card_with_one_card_or_none_left_after_building():
    """docs/rules/san-juan.md#poor-house; Dutch edition, "Armenhuis": "Heeft de eigenaar van
    een armenhuis, nadat hij gebouwd heeft, nog 0 of 1 kaart in zijn handen, dan mag hij 1 kaart
    van de trekstapel pakken"."""
    poor = {"buildings": ["indigo_plant", "poor_house"]}
    for hand_cards, pays, left in (
        (["tower", "hero", "well"], [], 0),  # pays both: no choice
        (["tower", "hero", "well", "palace"], ["hero", "well"], 1),
        (["tower", "hero", "well", "palace", "statue"], ["hero", "well"], 2),
    ):
        doc = top_of_pile(game(dict(poor, hand=hand_cards), NOTHING), "library")
        state = play(start(doc), BUILDER, build("tower"), pay_with(*pays))
        got = drawn(state, ANA, "poor_house")
        assert got == (cards("library") if left <= 1 else cards()), (hand_cards, got)
        assert hand_size(state, ANA) == left + (1 if left <= 1 else 0)


def test_poor_house_comes_after_the_carpenter():
    """docs/rules/san-juan.md#poor-house; Dutch edition, "Armenhuis": "Bezit hij ook de
    werkplaats, dan krijgt hij eerst de extra kaart van de werkplaats en pas dan eventueel nog
    een kaart van het armenhuis": with 1 card left the carpenter's card makes 2, so the poor
    house gives none; with none left, both give one."""
    both = ["indigo_plant", "carpenter", "poor_house"]
    doc = top_of_pile(
        game({"hand": ["tower", "hero", "well", "palace"], "buildings": both}, NOTHING),
        "library",
        "statue",
    )
    state = play(start(doc), BUILDER, build("tower"), pay_with("hero", "well"))  # 1 left
    assert drawn(state, ANA, "carpenter") == cards("library")
    assert drawn(state, ANA, "poor_house") == cards()
    assert hand(state, ANA) == cards("palace", "library")

    doc = top_of_pile(
        game({"hand": ["tower", "hero", "well"], "buildings": both}, NOTHING), "library", "statue"
    )
    state = play(start(doc), BUILDER, build("tower"))  # pays hero and well: 0 left
    reasons = [e["reason"] for e in events(state, "cards_drawn")]
    assert reasons == ["carpenter", "poor_house"]
    assert hand(state, ANA) == cards("library", "statue")


def test_carpenter_and_poor_house_cards_are_not_asked_declining_one_could_not_help():
    """docs/rules/san-juan.md#violet-buildings; Dutch edition, "De paarse gebouwen": "de eigenaar
    van het gebouw is niet verplicht de eigenschap(pen) van het gebouw te benutten". Their cards
    come without a question (docs/san-juan/rules-decisions.md, "Who decides what"): had Ana
    declined the carpenter's card with 1 card left, the poor house would have given her the same
    top card ("Armenhuis"; docs/rules/san-juan.md#poor-house), so the hand is the same."""
    both = ["indigo_plant", "carpenter", "poor_house"]
    doc = top_of_pile(
        game({"hand": ["tower", "hero", "well", "palace"], "buildings": both}, NOTHING),
        "library",
        "statue",
    )
    state = play(start(doc), BUILDER, build("tower"), pay_with("hero", "well"))
    assert drawn(state, ANA, "carpenter") == cards("library")
    assert hand(state, ANA) == cards("palace", "library")
    assert actor(state) != ANA, "no question about the card: the turn has passed"

    poor = {"hand": ["tower", "hero", "well", "palace"], "buildings": both[::2]}
    alone = top_of_pile(game(poor, NOTHING), "library", "statue")
    state = play(start(alone), BUILDER, build("tower"), pay_with("hero", "well"))
    assert hand(state, ANA) == cards("palace", "library"), "the poor house's card: the same"


def test_poor_house_gives_nothing_to_a_player_who_builds_nothing():
    """docs/rules/san-juan.md#poor-house; Dutch edition, "Armenhuis": "Bouwt een speler niets,
    dan krijgt hij geen kaart van het armenhuis"."""
    doc = game({"hand": ["palace"], "buildings": ["indigo_plant", "poor_house"]}, NOTHING)
    state = play(start(doc), BUILDER)  # the palace is too dear: no choice
    assert buildings(state, ANA) == ["indigo_plant", "poor_house"]
    assert hand(state, ANA) == cards("palace") and not events(state, "cards_drawn")


def test_poor_house_does_not_work_in_the_phase_it_is_built():
    """docs/rules/san-juan.md#violet-buildings; Dutch edition, "De paarse gebouwen": a violet
    building "krijgt op zijn vroegst pas werking na de bouwmeesterfase waarin het gebouw gebouwd
    is"."""
    state = play(
        start(game({"hand": ["poor_house", "hero"]}, NOTHING)), BUILDER, build("poor_house")
    )
    assert buildings(state, ANA)[-1] == "poor_house"
    assert hand_size(state, ANA) == 0 and not events(state, "cards_drawn")
