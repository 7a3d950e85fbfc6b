"""Expansion I in the builder phase: the forests' discount, the black market, the church, the
statue with the university, the library (docs/rules/expansion-i.md#buildings).

How they quote the editions: expansion_scenario.py.
"""

import pytest
from expansion_scenario import (
    black_market,
    game,
)
from scenario import (
    ANA,
    BO,
    BUILDER,
    CY,
    DI,
    NO_BUILD,
    NO_COLONIST,
    TAKE_COLONIST,
    arrangement,
    build,
    building,
    city,
    colonist_supply,
    colonists,
    doubloons,
    events,
    forced_actions,
    goods,
    is_offered,
    manned,
    no_event,
    occupied_tiles,
    of_type,
    offered,
    only_event,
    play,
    san_juan,
    start,
    tiles,
    view,
    vp,
)

import pr_core as pr


def built(state, seat):
    return only_event(state, "built", player=seat)


def builds_offered(state):
    return {a["building"] for a in of_type(offered(state), "build")}


# === the new buildings' costs and columns =====================================================
NEW_BUILDINGS = {  # docs/rules/expansion-i.md#buildings: cost, column
    "aqueduct": (1, 1),
    "forest_house": (2, 1),
    "black_market": (2, 1),
    "storehouse": (3, 1),
    "guest_house": (4, 2),
    "trading_post": (5, 2),
    "church": (5, 2),
    "small_wharf": (6, 2),
    "lighthouse": (7, 3),
    "specialty_factory": (8, 3),
    "library": (8, 3),
    "union_hall": (9, 3),
    "statue": (10, 4),
    "cloister": (10, 4),
}


@pytest.mark.parametrize("name", sorted(NEW_BUILDINGS))
def test_each_new_building_costs_its_price_less_the_quarries_of_its_column(name):
    """docs/rules/expansion-i.md#buildings (the table: cost and column of each new building);
    Swedish edition, "Byggmästaren", "Stenbrott": «Kostnaden för byggnader i första kolumnen
    får minskas med som mest 1 dublon (1 aktiverat stenbrott), byggnader i andra kolumnen med
    som mest 2 dubloner [...]»."""
    cost, column = NEW_BUILDINGS[name]
    for quarries in (0, 4):
        price = cost - min(quarries, column)
        doc = game({}, {"island": manned("quarry", quarries), "doubloons": price}, {})
        state = play(start(doc), BUILDER, NO_BUILD)
        assert state.current_player == BO
        assert is_offered(state, build(name))
        state = play(state, build(name))
        assert built(state, BO)["cost"] == price
        if price:
            doc["players"][BO]["doubloons"] = price - 1
            assert not is_offered(play(start(doc), BUILDER, NO_BUILD), build(name))


# === forests ===================================================================================
def test_rulebook_example_six_forests_two_quarries_and_the_builder_make_a_large_warehouse_free():
    """docs/rules/expansion-i.md#forest-house. Swedish edition, "Skogvaktarstuga": «Exempel:
    Christina har 6 skogar och 2 aktiverade stenbrott när hon väljer byggmästaren. Hon kan nu
    bygga ett stort magasin gratis: 6 - 1 (byggmästare) - 2 (stenbrott) - 3 (sex skogar) = 0
    dubloner.»; Spanish edition, "Cabaña forestal": «el jugador tiene 6 bosques, 2 canteras
    ocupadas y es el constructor; para construir un almacén grande, no paga nada»."""
    christina = {"island": tiles("forest", 6) + manned("quarry", 2)}
    state = play(start(game(christina, {}, {})), BUILDER)
    assert is_offered(state, build("large_warehouse"))  # with no doubloon at all
    state = play(state, build("large_warehouse"))
    assert built(state, ANA)["cost"] == 0
    assert doubloons(state, ANA) == 0


@pytest.mark.parametrize("forests, off", [(1, 0), (2, 1), (3, 1), (4, 2), (6, 3)])
def test_every_two_forests_lower_the_cost_by_one(forests, off):
    """docs/rules/expansion-i.md#forests. Swedish edition, "Byggmästaren", "Skogar (i
    expansionen)": «Har man två eller flera skogar när någon väljer byggmästaren betalar man 1
    dublon mindre för varannan skog man har på sitt spelbräde. Har man t.ex. 3 skogar betalar
    man 1 dublon mindre.»; Spanish edition, "Cabaña forestal": «1 doblón por cada dos bosques en
    su isla»."""
    # Bo is not the builder; the harbor (8) in column 3.
    doc = game({}, {"island": tiles("forest", forests), "doubloons": 8 - off}, {})
    state = play(start(doc), BUILDER, NO_BUILD)
    assert state.current_player == BO
    state = play(state, build("harbor"))
    assert built(state, BO)["cost"] == 8 - off
    assert doubloons(state, BO) == 0
    # One doubloon less and the harbor is out of reach.
    doc["players"][BO]["doubloons"] = 8 - off - 1
    assert not is_offered(play(start(doc), BUILDER, NO_BUILD), build("harbor"))


def test_the_forests_discount_has_no_column_limit():
    """docs/rules/expansion-i.md#forests. Spanish edition, "Cabaña forestal": «Esta reducción
    es adicional a las reducciones del constructor y de las canteras, y no incluye la
    restricción de columna de la cantera.» / «3 (bosques – no hay límite de columna)»; Swedish
    edition, "Byggmästaren", "Skogar (i expansionen)": «och är dessutom oberoende av
    byggnadstypen»."""
    # 6 forests take 3 off a column-1 building; 6 occupied quarries would take only 1.
    doc = game({}, {"island": tiles("forest", 6)}, {"island": manned("quarry", 6)})
    state = play(start(doc), BUILDER, NO_BUILD)
    assert state.current_player == BO
    assert is_offered(state, build("small_warehouse"))  # cost 3, column 1, with no doubloon
    assert not is_offered(state, build("hospice"))  # cost 4: 1 short
    state = play(state, build("small_warehouse"))
    assert built(state, BO)["cost"] == 0
    # Cy's 6 quarries: only 1 off the small warehouse (column 1), so with no doubloon he
    # cannot build it.
    assert state.current_player == CY
    assert not is_offered(state, build("small_warehouse"))


def test_the_forests_discount_adds_to_the_quarries_and_the_privilege():
    """docs/rules/expansion-i.md#forests. Swedish edition, "Byggmästaren", "Skogar (i
    expansionen)": «Denna rabatt gäller utöver ev. rabatt för stenbrott eller byggmästare»;
    "Skogvaktarstuga": «Denna rabatt gäller tillsammans med ev. rabatt för stenbrott och för att
    vara byggmästare»."""
    # University (8, column 3): 1 builder + 3 quarries + 2 (4 forests) = 6 off.
    doc = game({"island": tiles("forest", 4) + manned("quarry", 3), "doubloons": 2}, {}, {})
    state = play(start(doc), BUILDER, build("university"))
    assert built(state, ANA)["cost"] == 2


def test_the_forests_discount_never_makes_a_building_cost_less_than_nothing():
    """docs/rules/expansion-i.md#forests. Swedish edition, "Byggmästaren", "Skogar (i
    expansionen)": «Kostnaden kan dock aldrig minskas under 0 dubloner.»"""
    doc = game({"island": tiles("forest", 6), "doubloons": 1}, {}, {})
    state = play(start(doc), BUILDER, build("small_market"))
    assert built(state, ANA)["cost"] == 0
    assert doubloons(state, ANA) == 1


@pytest.mark.parametrize("forest_house", [None, 0, 1])
def test_the_forests_discount_holds_whether_the_forest_house_is_occupied_or_not(forest_house):
    """docs/rules/expansion-i.md#forests. Swedish edition, "Skogvaktarstuga": «OBS!
    Skogvaktarstugan behöver inte vara aktiverad för att rabatten från skogarna skall gälla.»;
    Spanish edition, "Cabaña forestal": «Cuando construye un edificio (esté la cabaña forestal
    ocupada o no), puede reducir el coste del edificio 1 doblón por cada dos bosques»."""
    owned = [] if forest_house is None else [building("forest_house", forest_house)]
    doc = game({}, {"island": tiles("forest", 4), "city": owned, "doubloons": 3}, {})
    state = play(start(doc), BUILDER, NO_BUILD, build("office"))
    assert built(state, BO)["cost"] == 5 - 2


# === the black market ==========================================================================
BLACK_MARKET = building("black_market")


def david(**fields):
    """The black market example's builder: seat 4 of 4, not the builder (Ana is)."""
    doc = {
        "city": [BLACK_MARKET],
        "doubloons": 6,
        "goods": {"indigo": 1},
        "island": manned("indigo"),
        "vp_chips": 3,
    }
    doc.update(fields)
    return doc


def black_market_game(**david_fields):
    return game({}, {}, {}, david(**david_fields))


def at_davids_turn(doc):
    return play(start(doc), BUILDER, NO_BUILD)


def test_rulebook_example_black_market_harbor_for_six_doubloons_an_indigo_and_a_colonist():
    """docs/rules/expansion-i.md#black-market. Swedish edition, "Svart marknad": «Exempel:
    David vill bygga en hamn (8 dubloner), men har bara 6 dubloner. Han återlämnar en kolonist
    och en indigo och får på så sätt de 2 dubloner han behöver för att köpa byggnaden. Han hade
    inte kunnat återlämna även en AP-marker, eftersom han då hade haft 1 dublon kvar efter att
    byggnaden betalts.»; Spanish edition, "Contrabando": «Devuelve un índigo y un colono al
    suministro para conseguir los 2 doblones que le faltan.»"""
    state = at_davids_turn(black_market_game())
    assert state.current_player == DI
    assert is_offered(state, build("harbor"))
    supply = colonists(state)["supply"]
    indigo = view(state)["goods_supply"]["indigo"]

    state = play(state, build("harbor"))
    # What he returns: two things, at most one of each kind; never three (a doubloon would be
    # left over).
    ways = offered(state)
    assert black_market(colonist="indigo", good="indigo") in ways
    assert all(
        sum([w["colonist"] is not None, w["good"] is not None, w["vp_chip"]]) == 2 for w in ways
    )
    assert not is_offered(state, black_market(colonist="indigo", good="indigo", vp_chip=True))

    state = play(state, black_market(colonist="indigo", good="indigo"))
    assert only_event(state, "black_market", player=DI) == {
        "type": "black_market",
        "player": DI,
        "building": "harbor",
        "colonist": "indigo",
        "good": "indigo",
        "vp_chip": False,
    }
    assert built(state, DI)["cost"] == 6
    assert doubloons(state, DI) == 0
    assert city(state, DI) == {"black_market": 1, "harbor": 0}
    assert goods(state, DI) == {}
    assert vp(state, DI) == 3
    assert arrangement(state, DI) == {"black_market": 1}
    assert colonists(state)["supply"] == supply + 1
    assert view(state)["goods_supply"]["indigo"] == indigo + 1


def test_the_black_market_is_only_for_a_building_its_owner_cannot_pay():
    """docs/rules/expansion-i.md#black-market. Spanish edition, "Contrabando": «Puede usar el
    contrabando solamente cuando no tiene bastantes doblones para construir su edificio.»"""
    state = at_davids_turn(black_market_game(doubloons=8))
    state = play(state, build("harbor"))
    assert built(state, DI)["cost"] == 8
    assert events(state, "black_market") == []
    assert doubloons(state, DI) == 0
    assert goods(state, DI) == {"indigo": 1} and vp(state, DI) == 3


def test_the_black_market_leaves_no_doubloon_over():
    """docs/rules/expansion-i.md#black-market. Swedish edition, "Svart marknad": «Man får inte
    ha några dubloner kvar när man byggt, så man kan alltså inte använda den svarta marknaden
    för att växla till sig dubloner att använda senare.»; Spanish edition, "Contrabando": «No
    puede retener ningún dinero después de construir.»"""
    state = play(at_davids_turn(black_market_game(doubloons=7)), build("harbor"))
    # 1 doubloon short: exactly one thing goes back, whichever he likes.
    assert sorted(offered(state), key=str) == sorted(
        [black_market(colonist="indigo"), black_market(good="indigo"), black_market(vp_chip=True)],
        key=str,
    )
    state = play(state, black_market(vp_chip=True))
    assert doubloons(state, DI) == 0 and vp(state, DI) == 2
    assert goods(state, DI) == {"indigo": 1}


def test_the_black_market_returns_at_most_one_of_each():
    """docs/rules/expansion-i.md#black-market. Swedish edition, "Svart marknad": «Man får fritt
    välja vilken eller vilka av dessa man vill återlämna, men högst en av varje sort.»; Spanish
    edition, "Contrabando": «no puede devolver más que uno de cada tipo»."""
    # Two doubloons short with plenty of goods, but no other colonist and no VP chip.
    doc = black_market_game(goods={"indigo": 3, "corn": 2}, island=[], vp_chips=0)
    state = at_davids_turn(doc)
    assert not is_offered(state, build("harbor"))  # 2 short: only a good to give
    assert is_offered(state, build("factory"))  # 1 short: a good will do
    state = play(state, build("factory"))
    assert sorted(offered(state), key=str) == sorted(
        [black_market(good="corn"), black_market(good="indigo")], key=str
    )


def test_the_black_market_makes_up_at_most_three_doubloons():
    """docs/rules/expansion-i.md#black-market. Swedish edition, "Svart marknad": «kan man
    minska byggkostnaden med upp till 3 dubloner genom att återlämna en kolonist, en vara
    och/eller en AP-marker till förrådet.»; Spanish edition, "Contrabando": «puede reducir el
    coste del edificio en hasta 3 doblones»."""
    state = at_davids_turn(black_market_game(doubloons=5))
    assert is_offered(state, build("harbor"))  # 3 short
    assert not is_offered(state, build("wharf"))  # 4 short
    state = play(state, build("harbor"))
    # Only one way to make up 3: applied without asking.
    assert forced_actions(state) == [
        (DI, black_market(colonist="indigo", good="indigo", vp_chip=True))
    ]
    assert doubloons(state, DI) == 0
    assert built(state, DI)["cost"] == 5


def test_the_black_markets_own_colonist_cannot_be_returned():
    """docs/rules/expansion-i.md#black-market. Swedish edition, "Expansionsbyggnaderna" (the
    notes): «Kolonisten på den svarta marknaden kan inte återlämnas.»; Spanish edition,
    "Contrabando": «No puede devolver el colono que ocupa el edificio de contrabando.»"""
    # His only colonist is the black market's: one doubloon short with nothing else to give.
    doc = black_market_game(doubloons=7, goods={}, island=[], vp_chips=0)
    assert not is_offered(at_davids_turn(doc), build("harbor"))
    # With a VP chip he can; the colonist is still not among the choices.
    doc = black_market_game(doubloons=6, goods={}, island=[], vp_chips=1)
    assert not is_offered(at_davids_turn(doc), build("harbor"))  # 2 short, 1 thing to give
    doc = black_market_game(doubloons=7, goods={}, island=[], vp_chips=1)
    state = at_davids_turn(doc)
    state = play(state, build("harbor"))
    assert forced_actions(state) == [(DI, black_market(vp_chip=True))]
    assert city(state, DI) == {"black_market": 1, "harbor": 0}
    # Asked to name it, the engine refuses the black market's colonist.
    doc["phase"] = {
        "name": "builder",
        "picker": ANA,
        "actor": DI,
        "step": "black_market",
        "building": "harbor",
    }
    with pytest.raises(pr.IllegalActionError):
        play(start(doc), black_market(colonist="black_market"))


def test_an_empty_black_market_returns_nothing():
    """docs/rules/expansion-i.md#black-market. Swedish edition, "Svart marknad": «Har man en
    aktiverad svart marknad»."""
    doc = black_market_game(city=[building("black_market", 0)])
    assert not is_offered(at_davids_turn(doc), build("harbor"))


def test_the_colonist_returned_may_come_from_san_juan_or_a_building():
    """docs/rules/expansion-i.md#black-market. Swedish edition, "Svart marknad": «återlämna en
    kolonist» (any colonist but the black market's own, as the notes under
    "Expansionsbyggnaderna" say)."""
    doc = black_market_game(
        doubloons=7,
        goods={},
        island=[],
        vp_chips=0,
        san_juan=1,
        city=[BLACK_MARKET, building("small_market")],
    )
    state = play(at_davids_turn(doc), build("harbor"))
    assert sorted(offered(state), key=str) == sorted(
        [black_market(colonist="san_juan"), black_market(colonist="small_market")], key=str
    )


def test_a_quarrys_colonist_returned_no_longer_lowers_the_price():
    """docs/rules-decisions.md, "The black market" (a quarry's colonist). The black market and
    the quarries lower the same cost, and only an occupied quarry lowers it: Swedish edition,
    "Svart marknad": «kan man minska byggkostnaden med upp till 3 dubloner genom att återlämna en
    kolonist», and "Stenbrott": «Varje aktiverat stenbrott man har minskar byggkostnaden med en
    dublon»; Spanish edition, "Contrabando": «puede reducir el coste del edificio en hasta 3
    doblones por devolver un colono», and "Canteras": «Cada cantera ocupada que tiene un jugador
    puede reducir el coste de construir un edificio en 1 doblón». A colonist taken off a quarry
    that counts would raise the price by the doubloon it makes up, so it is not offered."""
    # A harbor (8, column 3) with 2 occupied quarries costs 6; David has 5 and nothing else to
    # give: his quarries' colonists cannot make up the doubloon.
    doc = black_market_game(doubloons=5, goods={}, island=manned("quarry", 2), vp_chips=0)
    state = at_davids_turn(doc)
    assert not is_offered(state, build("harbor"))
    # With a VP chip he can, and the quarries' colonists are not among the choices.
    doc = black_market_game(doubloons=5, goods={}, island=manned("quarry", 2), vp_chips=1)
    state = play(at_davids_turn(doc), build("harbor"))
    assert forced_actions(state) == [(DI, black_market(vp_chip=True))]
    assert built(state, DI)["cost"] == 5
    assert occupied_tiles(state, DI) == {"quarry": 2}
    # 4 occupied quarries: only 3 count for the harbor, so one of them can give its colonist.
    doc = black_market_game(doubloons=4, goods={}, island=manned("quarry", 4), vp_chips=0)
    state = play(at_davids_turn(doc), build("harbor"))
    assert forced_actions(state) == [(DI, black_market(colonist="quarry"))]
    assert built(state, DI)["cost"] == 4
    assert occupied_tiles(state, DI) == {"quarry": 3}


def test_the_pickers_library_colonist_returned_would_undouble_the_privilege():
    """docs/rules-decisions.md, "The black market": the same for the library, whose colonist
    doubles the builder's privilege (docs/rules/expansion-i.md#library): taken off, it would
    raise the price by the doubloon it makes up, so it is not offered."""
    ana = {"city": [BLACK_MARKET, building("library")], "doubloons": 5}
    # A harbor costs Ana 8 - 2; she has 5 and nothing else to give but the library's colonist.
    state = play(start(game(ana, {}, {})), BUILDER)
    assert not is_offered(state, build("harbor"))
    # Bo, who did not choose the builder, may give his library's colonist.
    bo = {"city": [BLACK_MARKET, building("library")], "doubloons": 7}
    state = play(start(game({}, bo, {})), BUILDER, NO_BUILD, build("harbor"))
    assert forced_actions(state)[0] == (BO, black_market(colonist="library"))


def end_of_round_builder(david_fields, **fields):
    """Di picks the builder, the last role of a 4-player round (the prospector is left)."""
    roles = [
        {"role": "settler", "taken_by": ANA},
        {"role": "mayor", "taken_by": BO},
        {"role": "craftsman", "taken_by": CY},
        {"role": "builder"},
        {"role": "trader"},
        {"role": "captain"},
        {"role": "prospector"},
    ]
    return game({}, {}, {}, david(**david_fields), roles=roles, **fields)


def test_a_returned_vp_chip_does_not_undo_the_end_of_the_vp_chips():
    """docs/rules/expansion-i.md#game-end. Swedish edition, "Expansionsbyggnaderna" (the notes):
    «Även om man återlämnar en AP-marker eller en kolonist efter att villkoret för att spelet
    skall sluta uppfyllts kommer spelet ändå att sluta.»; Spanish edition, "Contrabando": «Si un
    jugador devuelve un PV o un colono una vez se haya llegado a alguna de las condiciones que
    marcan el fin del juego, el juego se considera acabado.»"""
    state = start(end_of_round_builder({"doubloons": 6, "vp_chips": 100}))
    assert view(state)["vp_chips"] == 0 and view(state)["end_reasons"] == ["vp_chips"]
    state = play(state, BUILDER)
    assert state.current_player == DI
    state = play(state, build("harbor"), black_market(vp_chip=True))
    assert view(state)["vp_chips"] == 1  # back in the supply...
    assert pr.is_terminal(state)  # ...and still the game ends with the round
    assert view(state)["end_reasons"] == ["vp_chips"]


def test_a_returned_colonist_does_not_undo_the_end_of_the_colonists():
    """docs/rules/expansion-i.md#game-end. Swedish edition, "Expansionsbyggnaderna" (the notes):
    «Även om man återlämnar en AP-marker eller en kolonist efter att villkoret för att spelet
    skall sluta uppfyllts kommer spelet ändå att sluta.»; Spanish edition, "Contrabando": «el
    juego se considera acabado»."""
    doc = end_of_round_builder({"doubloons": 6, "vp_chips": 0}, end_reasons=["colonists"])
    colonist_supply(doc, supply=0, ship=4, holder=ANA)  # the supply ran out
    state = play(start(doc), BUILDER)
    assert state.current_player == DI
    state = play(state, build("harbor"), black_market(colonist="indigo"))
    assert colonists(state)["supply"] == 1
    assert pr.is_terminal(state)
    assert view(state)["end_reasons"] == ["colonists"]


# === the church ================================================================================
@pytest.mark.parametrize(
    "name, column, church_vp",
    [
        ("small_market", 1, 0),
        ("aqueduct", 1, 0),
        ("hospice", 2, 1),
        ("guest_house", 2, 1),
        ("coffee_roaster", 3, 1),
        ("harbor", 3, 1),
        ("union_hall", 3, 1),
        ("residence", 4, 2),
        ("cloister", 4, 2),
    ],
)
def test_the_church_gives_vp_chips_by_the_column_of_the_building_built(name, column, church_vp):
    """docs/rules/expansion-i.md#church. Swedish edition, "Kyrka": «För en byggnad i den första
    kolumnen får man inget, för en byggnad i den andra eller tredje kolumnen får man 1 AP-marker
    och för en stor byggnad får man 2 AP-marker.»; Spanish edition, "Iglesia": «Cuando el
    propietario de una iglesia ocupada construye un edificio de la 2ª o 3ª columna, recibe un
    PV. Cuando construye un edificio de la columna 4ª, recibe dos PV.»"""
    doc = game({"city": [building("church")], "doubloons": 10}, {}, {})
    chips = view(start(doc))["vp_chips"]
    state = play(start(doc), BUILDER, build(name))
    assert vp(state, ANA) == church_vp
    if church_vp:
        assert only_event(state, "church", player=ANA) == {
            "type": "church",
            "player": ANA,
            "building": name,
            "vp": church_vp,
        }
    else:
        no_event(state, "church")
    assert view(state)["vp_chips"] == chips - church_vp


def test_an_empty_church_gives_nothing():
    """docs/rules/expansion-i.md#church. Swedish edition, "Kyrka": «Har man en aktiverad
    kyrka»."""
    doc = game({"city": [building("church", 0)], "doubloons": 10}, {}, {})
    state = play(start(doc), BUILDER, build("residence"))
    assert vp(state, ANA) == 0


def test_building_the_church_gives_nothing_even_with_a_university():
    """docs/rules/expansion-i.md#church. Swedish edition, the notes printed after "Bibliotek":
    «Man får ingen AP-marker för kyrkan själv, inte ens om man skulle ha ett aktiverat
    universitet eller värdshus.»; Spanish edition, "Iglesia": «No recibe ningún PV cuando
    construye la iglesia, aunque tenga una universidad o posada ocupada.»"""
    doc = game({"city": [building("university")], "doubloons": 10}, {}, {})
    state = play(start(doc), BUILDER, build("church"))
    assert offered(state) == [TAKE_COLONIST, NO_COLONIST]
    state = play(state, TAKE_COLONIST)
    assert city(state, ANA)["church"] == 1
    assert vp(state, ANA) == 0
    no_event(state, "church")


def test_building_the_church_gives_nothing_even_with_a_guest_house():
    """docs/rules/expansion-i.md#church. Swedish edition, the notes printed after "Bibliotek":
    «inte ens om man skulle ha ett aktiverat universitet eller värdshus»; Spanish edition,
    "Iglesia": «aunque tenga una universidad o posada ocupada»."""
    doc = game({"city": [building("guest_house", 2)], "doubloons": 10}, {}, {})
    state = play(start(doc), BUILDER, build("church"))
    assert vp(state, ANA) == 0
    no_event(state, "church")
    assert city(state, ANA)["guest_house"] == 2


def test_the_church_counts_for_the_statue_a_large_building():
    """docs/rules/expansion-i.md#church. Swedish edition, "Kyrka": «för en stor byggnad får man
    2 AP-marker»."""
    doc = game({"city": [building("church")], "doubloons": 10}, {}, {})
    state = play(start(doc), BUILDER, build("statue"))
    assert only_event(state, "church")["vp"] == 2


# === the statue and the university =============================================================
def test_the_universitys_colonist_for_a_statue_goes_to_san_juan():
    """docs/rules/expansion-i.md#combinations. Swedish edition, the note printed after
    "Kloster": «Om en spelare som har ett aktiverat universitet bygger en staty placeras den
    extra kolonisten i San Juan.»; Spanish edition, "Estatua": «Cuando el propietario de una
    universidad ocupada construye una estatua, pone el colono en San Juan.»"""
    doc = game({"city": [building("university")], "doubloons": 10}, {}, {})
    supply = colonists(start(doc))["supply"]
    state = play(start(doc), BUILDER, build("statue"))
    assert offered(state) == [TAKE_COLONIST, NO_COLONIST]
    state = play(state, TAKE_COLONIST)
    added = only_event(state, "colonist_added", player=ANA)
    assert added["target"] == "statue" and added["san_juan"] is True
    assert city(state, ANA) == {"university": 1, "statue": 0}
    assert san_juan(state, ANA) == 1
    assert colonists(state)["supply"] == supply - 1


def test_the_statue_has_no_circle():
    """docs/rules/expansion-i.md#statue. Swedish edition, "Staty": «Statyn har ingen plats för
    (och behöver inte) någon kolonist.»; Spanish edition, "Estatua": «Ni se debe ni se puede
    poner ningún colono en la estatua.»"""
    with pytest.raises(pr.PositionError):
        start(game({"city": [building("statue", 1)]}, {}, {}))


def test_the_statue_takes_two_city_spaces_and_column_four_quarries():
    """Spanish edition, "LOS NUEVOS EDIFICIOS": «La expansión incluye dos nuevos edificios
    grandes»; docs/rules/expansion-i.md#buildings (statue: cost 10, column 4)."""
    doc = game({"island": manned("quarry", 4), "doubloons": 5}, {}, {})
    state = play(start(doc), BUILDER, build("statue"))
    assert built(state, ANA)["cost"] == 10 - 1 - 4
    doc = game(
        {
            "city": [
                building(b, 0)
                for b in (
                    "small_market",
                    "hacienda",
                    "construction_hut",
                    "small_warehouse",
                    "hospice",
                    "office",
                    "large_market",
                    "large_warehouse",
                    "factory",
                    "university",
                    "harbor",
                )
            ],
            "doubloons": 20,
        },
        {},
        {},
    )
    state = play(start(doc), BUILDER)
    assert not is_offered(state, build("statue"))  # one city space left


# === the library: the builder's privilege twice ================================================
def test_the_builder_with_a_library_pays_two_doubloons_less():
    """docs/rules/expansion-i.md#library (the builder pays 2 less). Swedish edition,
    "Bibliotek": «Har man ett aktiverat bibliotek dubblas den förmån man får när man väljer ett
    yrke.»"""

    doc = game(
        {"city": [building("library")], "doubloons": 6},
        {"city": [building("library")], "doubloons": 8},
        {},
    )
    state = play(start(doc), BUILDER, build("harbor"))
    assert built(state, ANA)["cost"] == 8 - 2
    only_event(state, "privilege_doubled", player=ANA, role="builder")
    # Bo's library does nothing for him: he did not choose the builder.
    state = play(state, build("harbor"))
    assert built(state, BO)["cost"] == 8
