"""The producer phase (docs/rules/san-juan.md#producer; Dutch edition, "Opzichter") and the
buildings that change it: aqueduct, well, library.

How they quote the edition and cite the rules: sj_scenario.py.
"""

import json

from sj_scenario import (
    ANA,
    BO,
    CY,
    NO_PRODUCE,
    PRODUCER,
    actor,
    cards,
    drawn,
    events,
    game,
    goods_count,
    goods_on,
    hand,
    is_offered,
    offered_of,
    phase,
    pile,
    play,
    player,
    produce,
    start,
    top_of_pile,
)

import pr_core.san_juan as sj

NOTHING = {"hand": [], "buildings": ["indigo_plant"]}
FULL = {"hand": [], "buildings": [{"card": "indigo_plant", "good": True}]}  # nothing to produce
FIVE_EMPTY = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]


def produce_all(state, seat):
    """The player produces on his empty buildings, cheapest good first, as long as he may."""
    while actor(state) == seat and phase(state) == "producer" and offered_of(state, "produce"):
        state = play(state, produce(offered_of(state, "produce")[0]))
    return state


def test_the_producer_produces_two_goods_the_others_one_each():
    """docs/rules/san-juan.md#producer; Dutch edition, "Opzichter": the producer "pakt een kaart van
    de trekstapel en legt deze - zonder te kijken welke kaart het is! - dicht ... op 1 van zijn lege
    productiegebouwen ... Op grond van zijn privilege mag hij dit nog een keer doen bij 1 van zijn
    andere lege productiegebouwen. Vervolgens mogen alle andere spelers ook elk 1 kaart van de
    trekstapel pakken en op een leeg productiegebouw leggen"."""
    three = {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "coffee_roaster"]}
    doc = top_of_pile(game(three, three, NOTHING), "hero", "palace", "tower")
    state = start(doc)
    size = len(pile(state))
    state = play(state, PRODUCER)
    assert offered_of(state, "produce") == ["indigo", "sugar", "coffee"]
    state = play(state, produce("sugar"), produce("coffee"))  # his turn ends after two
    assert actor(state) == BO
    state = play(state, produce("indigo"))  # his turn ends after one
    assert actor(state) == CY
    state = play(state, produce("indigo"))

    assert goods_on(state, ANA) == cards("sugar_mill", "coffee_roaster")
    assert goods_on(state, BO) == cards("indigo_plant")
    assert goods_on(state, CY) == cards("indigo_plant")
    assert len(pile(state)) == size - 4
    # The goods are the pile's top cards, face down.
    on = {b["card"]: b.get("good") for b in player(state, ANA)["buildings"]}
    assert (on["sugar_mill"], on["coffee_roaster"]) == ("hero", "palace")
    assert phase(state) == "role_selection"


def test_goods_are_face_down_even_to_their_owner():
    """docs/rules/san-juan.md#producer; Dutch edition, "Opzichter": "zonder te kijken welke kaart
    het is!" and "De dichte kaarten stellen goederen voor"."""
    doc = top_of_pile(
        game({"hand": [], "buildings": ["indigo_plant", "sugar_mill"]}, NOTHING),
        "guild_hall",
        "city_hall",
    )
    state = play(start(doc), PRODUCER, produce("indigo"), produce("sugar"))
    for seat in (ANA, BO):
        seen = sj.player_view(state, seat)
        assert [b["good"] for b in seen["players"][ANA]["buildings"]] == [True, True]
        assert "guild_hall" not in json.dumps(seen) and "city_hall" not in json.dumps(seen)


def test_only_empty_production_buildings_take_a_good_and_never_two():
    """docs/rules/san-juan.md#producer; Dutch edition, "Opzichter" ("op 1 van zijn lege
    productiegebouwen, dus op een productiegebouw waarop nog geen kaart ligt") and: "Op een
    productiegebouw mag nooit meer dan 1 goederenkaart liggen"."""
    doc = game(
        {"hand": [], "buildings": [{"card": "indigo_plant", "good": True}, "sugar_mill", "smithy"]},
        NOTHING,
    )
    state = play(start(doc), PRODUCER)
    assert offered_of(state, "produce") == ["sugar"]
    state = play(state, produce("sugar"))  # nothing empty is left: his turn is over
    assert goods_on(state, ANA) == cards("indigo_plant", "sugar_mill")
    assert actor(state) == BO


def test_a_player_without_an_empty_production_building_does_nothing():
    """docs/rules/san-juan.md#producer; Dutch edition, "Opzichter": "Heeft een speler geen leeg
    productiegebouw, dan heeft hij pech en mag hij in de opzichterfase niets doen"."""
    state = play(start(game(NOTHING, FULL, NOTHING)), PRODUCER, produce("indigo"))
    # Bo was passed over without a question; Cy is asked.
    assert actor(state) == CY
    assert events(state, "action", player=BO)[0]["forced"] is True
    assert goods_count(state, BO) == 1


def test_producing_is_optional_and_the_producer_may_stop_after_one():
    """docs/rules/san-juan.md#roles; Dutch edition, "De rollen": "Hij mag wel afzien van het
    uitvoeren van een actie die bij de rol hoort of van het privilege van die rol"."""
    doc = game({"hand": [], "buildings": ["indigo_plant", "sugar_mill"]}, NOTHING, NOTHING)
    state = play(start(doc), PRODUCER, produce("indigo"), NO_PRODUCE)
    assert goods_on(state, ANA) == cards("indigo_plant") and actor(state) == BO
    state = play(state, NO_PRODUCE)
    assert goods_count(state, BO) == 0 and actor(state) == CY


def produced_by(seat_doc, is_producer):
    """How many goods Bo, holding `seat_doc`, makes in a 3-player producer phase, producing all
    he may: as the producer, or after Ana picked it (and made nothing)."""
    if is_producer:
        doc = game(NOTHING, seat_doc, NOTHING, roles={"builder": ANA})  # Bo picks next
        state = play(start(doc), PRODUCER)
    else:
        state = play(start(game(NOTHING, seat_doc, NOTHING)), PRODUCER, NO_PRODUCE)
    assert actor(state) == BO
    return goods_count(produce_all(state, BO), BO)


def test_aqueduct_examples_two_three_and_four_goods():
    """docs/rules/san-juan.md#aqueduct; Dutch edition, "Aquaduct": "mag in de opzichtersfase 1 goed
    meer dan normaal produceren. Voorbeelden: ... als hij niet de opzichter is: maximaal 2 goederen
    - als opzichter maximaal 3 goederen - als opzichter met bibliotheek maximaal 4 goederen"."""
    aqueduct = {"hand": [], "buildings": FIVE_EMPTY + ["aqueduct"]}
    library = {"hand": [], "buildings": FIVE_EMPTY + ["aqueduct", "library"]}
    assert produced_by(aqueduct, is_producer=False) == 2
    assert produced_by(aqueduct, is_producer=True) == 3
    assert produced_by(library, is_producer=True) == 4
    assert produced_by(library, is_producer=False) == 2  # no privilege, nothing to double
    assert produced_by({"hand": [], "buildings": FIVE_EMPTY}, is_producer=False) == 1


def test_library_doubles_the_producers_privilege():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Opzichter: hij produceert
    maximaal 3 goederen"."""
    library = {"hand": [], "buildings": FIVE_EMPTY + ["library"]}
    assert produced_by(library, is_producer=True) == 3
    assert produced_by({"hand": [], "buildings": FIVE_EMPTY}, is_producer=True) == 2


def test_well_gives_a_card_for_two_goods_or_more_producer_or_not():
    """docs/rules/san-juan.md#well; Dutch edition, "Bron": "Produceert de eigenaar van een bron in
    de opzichtersfase minstens 2 goederen, dan krijgt hij 1 kaart van de trekstapel in zijn hand.
    Daarbij speelt het geen rol of hij zelf de opzichter is of niet"."""
    well = {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "well"]}
    # The producer: two goods, then the well's card (the third card from the pile).
    doc = top_of_pile(game(well, NOTHING), "statue", "hero", "palace")
    state = play(start(doc), PRODUCER, produce("indigo"), produce("sugar"))
    assert drawn(state, ANA, "well") == cards("palace")
    assert hand(state, ANA) == cards("palace")
    # One good only: no card.
    state = play(start(doc), PRODUCER, produce("indigo"), NO_PRODUCE)
    assert not events(state, "cards_drawn") and hand(state, ANA) == cards()
    # Not the producer, with an aqueduct: two goods, one card.
    aqueduct_well = {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "well", "aqueduct"]}
    doc = game(NOTHING, aqueduct_well)
    state = play(start(doc), PRODUCER, NO_PRODUCE, produce("indigo"), produce("sugar"))
    assert sum(drawn(state, BO, "well").values()) == 1


def test_the_phase_may_be_played_in_any_order_so_goods_are_named_cheapest_first():
    """docs/rules/san-juan.md#producer; Dutch edition, "Opzichter": "Deze fase kan tegelijkertijd
    worden gespeeld; de volgorde waarin de spelers produceren maakt niet uit". The engine asks for a
    player's goods one at a time in the order indigo .. silver (actions.py), so every set of
    buildings is chosen in one way."""
    doc = game({"hand": [], "buildings": ["indigo_plant", "sugar_mill", "coffee_roaster"]}, NOTHING)
    state = play(start(doc), PRODUCER, produce("sugar"))
    assert offered_of(state, "produce") == ["coffee"]
    assert not is_offered(state, produce("indigo"))
    assert sj.why_illegal(state, sj.Action.from_json(produce("indigo"))) == (
        "Ana cannot produce indigo now: goods are named one at a time in the order indigo, "
        "sugar, tobacco, coffee, silver, and sugar was named before indigo"
    )
