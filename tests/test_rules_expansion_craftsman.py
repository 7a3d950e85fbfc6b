"""Expansion I in the craftsman phase: the aqueduct, the specialty factory and the library
(docs/rules/expansion-i.md#buildings).

How they quote the editions: expansion_scenario.py.
"""

from expansion_scenario import (
    game,
)
from scenario import (
    ANA,
    BO,
    CRAFTSMAN,
    NO_EXTRA_GOOD,
    building,
    doubloons,
    extra_good,
    goods,
    is_offered,
    manned,
    no_event,
    offered,
    only_event,
    phase,
    play,
    start,
    tiles,
)


def produce(bo, ana=None):
    """Ana picks the craftsman (with nothing to produce unless given); Bo is the example's
    player."""
    return play(start(game(ana or {}, bo, {})), CRAFTSMAN)


# === the aqueduct ==============================================================================
def test_rulebook_aqueduct_example_1_nothing_extra_for_the_small_sugar_mill():
    """docs/rules/expansion-i.md#aqueduct. Swedish edition, "Akvedukt": «Exempel 1: Anna
    producerar 0 indigo i sin indigofabrik och 1 socker i sitt lilla sockerbruk. Hon får 0
    indigo och 1 socker.»; Spanish edition, "Acueducto": «Ejemplo 1: el jugador con un
    acueducto produce 0 de índigo y 1 de azúcar en su planta azucarera pequeña. Toma 1 de
    azúcar.»"""
    anna = {
        "city": [building("aqueduct"), building("indigo_plant", 1), building("small_sugar_mill")],
        "island": tiles("indigo") + manned("sugar"),
    }
    state = produce(anna)
    assert only_event(state, "produced", player=BO)["goods"] == {"sugar": 1}
    no_event(state, "aqueduct")
    assert goods(state, BO) == {"sugar": 1}


def test_rulebook_aqueduct_example_2_one_more_indigo_and_one_more_sugar():
    """docs/rules/expansion-i.md#aqueduct. Swedish edition, "Akvedukt": «Exempel 2: Bengt
    producerar 1 indigo i sin indigofabrik och 3 socker i sitt sockerbruk. Han får 2 indigo och
    4 socker.»; Spanish edition, "Acueducto": «produce 1 de índigo en su añilería y 3 de azúcar
    en su planta azucarera (no es pequeña). Toma 2 de índigo y 4 de azúcar.»"""
    bengt = {
        "city": [building("aqueduct"), building("indigo_plant", 1), building("sugar_mill", 3)],
        "island": manned("indigo") + manned("sugar", 3),
    }
    state = produce(bengt)
    assert only_event(state, "produced", player=BO)["goods"] == {"indigo": 1, "sugar": 3}
    assert only_event(state, "aqueduct", player=BO)["goods"] == {"indigo": 1, "sugar": 1}
    assert goods(state, BO) == {"indigo": 2, "sugar": 4}


def test_the_aqueduct_needs_at_least_one_barrel_from_the_large_plant():
    """docs/rules/expansion-i.md#aqueduct. Swedish edition, "Akvedukt": «Har man en aktiverad
    akvedukt och en aktiverad indigofabrik (alltså inte en liten) och producerar minst en indigo
    när någon väljer arbetaren får man ta en extra indigo.»; Spanish edition, "Acueducto": «Si
    el propietario de un acueducto ocupado produce al menos un índigo en su añilería, entonces
    toma un índigo adicional.»"""
    # An occupied indigo plant but no occupied indigo plantation: nothing to add to.
    bengt = {
        "city": [building("aqueduct"), building("indigo_plant", 2)],
        "island": tiles("indigo", 2),
    }
    state = produce(bengt)
    no_event(state, "aqueduct")
    assert goods(state, BO) == {}


def test_the_aqueduct_does_not_work_with_the_small_indigo_plant():
    """docs/rules/expansion-i.md#aqueduct. Swedish edition, "Expansionsbyggnaderna" (the
    notes): «Akvedukten kan inte användas med en liten indigofabrik eller ett litet
    sockerbruk.»; Spanish edition, "Acueducto": «El acueducto no funciona con la añilería
    pequeña ni el azucarera pequeña.»"""
    bengt = {
        "city": [building("aqueduct"), building("small_indigo_plant")],
        "island": manned("indigo"),
    }
    state = produce(bengt)
    no_event(state, "aqueduct")
    assert goods(state, BO) == {"indigo": 1}


def test_an_empty_aqueduct_adds_nothing():
    """docs/rules/expansion-i.md#aqueduct. Swedish edition, "Akvedukt": «Har man en aktiverad
    akvedukt»."""
    bengt = {
        "city": [building("aqueduct", 0), building("sugar_mill", 2)],
        "island": manned("sugar", 2),
    }
    state = produce(bengt)
    no_event(state, "aqueduct")
    assert goods(state, BO) == {"sugar": 2}


# === the specialty factory =====================================================================
def test_rulebook_specialty_factory_example_four_corn_three_sugar_two_coffee_pay_two():
    """docs/rules/expansion-i.md#specialty-factory. Swedish edition, "Specialiserad fabrik":
    «Exempel: Anna producerar 4 majs, 3 socker och 2 kaffe. Hon får 2 dubloner för sina socker
    (3 st. - 1), eftersom socker var den vara förutom majs som hon producerade mest av.»;
    Spanish edition, "Fábrica especialista": «produce 4 de maíz, 3 de azúcar y 2 de café. Por
    tanto, la fábrica especialista le obtiene 2 doblones: 3 (de azúcar) – 1.»"""
    anna = {
        "city": [
            building("specialty_factory"),
            building("sugar_mill", 3),
            building("coffee_roaster", 2),
        ],
        "island": manned("corn", 4) + manned("sugar", 3) + manned("coffee", 2),
    }
    state = produce(anna)
    assert only_event(state, "produced", player=BO)["goods"] == {"corn": 4, "sugar": 3, "coffee": 2}
    assert only_event(state, "specialty_factory", player=BO)["doubloons"] == 3 - 1
    assert doubloons(state, BO) == 2


def test_the_specialty_factory_pays_nothing_for_corn():
    """docs/rules/expansion-i.md#specialty-factory. Swedish edition, "Specialiserad fabrik":
    «Man får en dublon mindre än antalet varor av den sort man producerade flest av, förutom
    majs.»; Spanish edition, "Fábrica especialista": «(de lo que más produzca, excepto
    maíz)»."""
    state = produce({"city": [building("specialty_factory")], "island": manned("corn", 5)})
    no_event(state, "specialty_factory")
    assert doubloons(state, BO) == 0


def test_an_empty_specialty_factory_pays_nothing():
    """docs/rules/expansion-i.md#specialty-factory. Swedish edition, "Specialiserad fabrik":
    «En aktiverad specialiserad fabrik»."""
    bo = {
        "city": [building("specialty_factory", 0), building("sugar_mill", 3)],
        "island": manned("sugar", 3),
    }
    state = produce(bo)
    no_event(state, "specialty_factory")
    assert doubloons(state, BO) == 0


def test_rulebook_specialty_factory_maximum_seven_goods_pay_six_doubloons():
    """docs/rules/expansion-i.md#specialty-factory. Swedish edition, the notes printed after
    "Bibliotek": «Som mest kan man få 6 dubloner för en specialiserad fabrik: en liten
    indigofabrik (eller ett litet sockerbruk), en vanlig sådan, en akvedukt, ett bibliotek och
    att vara handelsmannen ger 7 varor, vilket ger 6 dubloner.»; Spanish edition, "Fábrica
    especialista": «Lo máximo que se puede ganar es con índigo o azúcar: añilería / planta
    azucarera pequeña + añilería / planta azucarera + acueducto + biblioteca + capataz = 7
    mercancías = 6 doblones.» (The Swedish edition says «handelsmannen», the trader, for the
    craftsman: the Spanish edition has «capataz».)"""
    ana = {
        "city": [
            building("small_indigo_plant"),
            building("indigo_plant", 3),
            building("aqueduct"),
            building("library"),
            building("specialty_factory"),
        ],
        "island": manned("indigo", 4),
    }
    state = play(start(game(ana, {}, {})), CRAFTSMAN)
    assert only_event(state, "produced", player=ANA)["goods"] == {"indigo": 4}
    assert only_event(state, "aqueduct", player=ANA)["goods"] == {"indigo": 1}
    no_event(state, "specialty_factory")  # the craftsman is paid after his extra barrels
    state = play(state, extra_good("indigo"), extra_good("indigo"))
    assert goods(state, ANA) == {"indigo": 7}
    assert only_event(state, "specialty_factory", player=ANA)["doubloons"] == 6
    assert doubloons(state, ANA) == 6


def test_the_craftsman_is_paid_by_his_specialty_factory_even_without_an_extra_good():
    """docs/rules/expansion-i.md#specialty-factory. Swedish edition, "Specialiserad fabrik":
    «Man får en dublon mindre än antalet varor av den sort man producerade flest av, förutom
    majs.»"""
    ana = {
        "city": [building("specialty_factory"), building("sugar_mill", 3)],
        "island": manned("sugar", 3),
    }
    state = play(start(game(ana, {}, {})), CRAFTSMAN, NO_EXTRA_GOOD)
    assert only_event(state, "specialty_factory", player=ANA)["doubloons"] == 2


# === the library: the craftsman's privilege twice ==============================================
LIBRARY_CRAFTSMAN = {
    "city": [building("library"), building("indigo_plant", 1)],
    "island": manned("corn") + manned("indigo"),
}


def test_the_craftsman_with_a_library_takes_two_extra_goods_of_the_same_kind():
    """docs/rules/expansion-i.md#library. Swedish edition, "Bibliotek": «Som arbetare får man ta
    2 likadana eller 2 olika extra varor.»; Spanish edition, "Biblioteca": «Nota: el capataz
    puede tomar dos mercancías del mismo tipo o dos diferentes.»"""
    state = play(start(game(LIBRARY_CRAFTSMAN, {}, {})), CRAFTSMAN)
    assert offered(state) == [extra_good("corn"), extra_good("indigo"), NO_EXTRA_GOOD]
    state = play(state, extra_good("corn"))
    only_event(state, "privilege_doubled", player=ANA, role="craftsman")
    assert phase(state) == "craftsman"
    assert offered(state) == [extra_good("corn"), extra_good("indigo"), NO_EXTRA_GOOD]
    state = play(state, extra_good("corn"))
    assert goods(state, ANA) == {"corn": 3, "indigo": 1}
    assert phase(state) == "role_selection"


def test_the_craftsman_with_a_library_takes_two_extra_goods_of_different_kinds():
    """docs/rules/expansion-i.md#library. Swedish edition, "Bibliotek": «Som arbetare får man ta
    2 likadana eller 2 olika extra varor.»; Spanish edition, "Biblioteca": «el capataz puede
    tomar dos mercancías del mismo tipo o dos diferentes»."""
    state = play(
        start(game(LIBRARY_CRAFTSMAN, {}, {})), CRAFTSMAN, extra_good("corn"), extra_good("indigo")
    )
    assert goods(state, ANA) == {"corn": 2, "indigo": 2}


def test_the_craftsmans_extra_goods_are_still_of_kinds_he_produced():
    """docs/rules/puerto-rico.md#craftsman. Swedish edition, "Arbetaren": «Som arbetare kan man
    inte som sin förmån ta en vara som man inte kan producera.»"""

    state = play(start(game(LIBRARY_CRAFTSMAN, {}, {})), CRAFTSMAN, extra_good("corn"))
    assert not is_offered(state, extra_good("sugar"))
