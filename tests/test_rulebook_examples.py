"""The worked examples of the rulebooks (docs/rulebook-examples.md, A1-A16), replayed.

Each test starts from a hand-written position in pr_core/puerto_rico/scenarios/ (the JSON position
format; what an example leaves unstated is filled with neutral values, as the examples document
suggests), checks the example's starting situation there, plays the example's actions one by one
as the rulebook narrates them, and asserts the rulebook's numbers and what a player would notice
(which actions are offered, which are applied without asking).

Each example names the rule in the project's digest (docs/rules/puerto-rico.md) by anchor, and
quotes the Spanish, Swedish, Icelandic and Norwegian editions by name and section heading.
"""

import importlib.resources
import json

import jsonschema
from scenario import (
    NO_BUILD,
    NO_COLONIST,
    NO_LOAD,
    NO_SALE,
    TAKE_COLONIST,
    arrangement,
    build,
    chosen_actions,
    doubloons,
    events,
    forced_actions,
    goods,
    is_offered,
    load,
    offered,
    only_event,
    phase,
    play,
    role,
    role_doubloons,
    same,
    sell,
    ships,
    supply,
    view,
    vp,
    wharf,
)

import pr_core as pr
from pr_core.puerto_rico import builder, data

POSITIONS = (
    importlib.resources.files("pr_core.puerto_rico") / "scenarios"
)  # also the app's scenarios
POSITION_SCHEMA = jsonschema.Draft202012Validator(
    json.loads(
        (
            importlib.resources.files("pr_core.puerto_rico") / "schema" / "position.schema.json"
        ).read_text()
    )
)


def position(name):
    """A rulebook position as a dict, to adjust before starting (e.g. a player's doubloons)."""
    return json.loads((POSITIONS / name).read_text(encoding="utf-8"))


def start(name_or_doc):
    """The state of a rulebook position (a file name, or a dict from `position`). The document
    is also checked against the published JSON Schema, so the files stay usable elsewhere."""
    doc = position(name_or_doc) if isinstance(name_or_doc, str) else name_or_doc
    POSITION_SCHEMA.validate(doc)
    return pr.from_json(doc)


SHIP_5, SHIP_6, SHIP_7 = range(3)  # the 4-player cargo ships, smallest first


def colonists_held(state, seat):
    """All the player's colonists: on tiles, on buildings and in San Juan."""
    return sum(arrangement(state, seat).values())


def score(scores, seat):
    return scores["players"][seat]


# === A1. Mayor: handing out colonists ==========================================================
def test_a1_mayor_hands_out_six_colonists_among_four_players():
    """A1. docs/rules/puerto-rico.md#mayor. Spanish edition, "EL ALCALDE": «Ejemplo para 4
    jugadores: Suponiendo que hay 6 colonos esperando en el barco»; Swedish edition,
    "Borgmästaren", «Exempel, 4 spelare»: «Det ligger 6 kolonister på koloniskeppet.»

    The mayor takes 3 colonists (1 from the supply, 2 from the ship), the second player 2, the
    third and fourth 1 each.
    """
    JOSE_MARI, NICO, CURRO, INIGO = range(4)
    state = start("mayor-4p.json")
    assert view(state)["colonists"]["ship"] == 6
    supply_before = view(state)["colonists"]["supply"]
    assert supply_before >= 1
    assert all(colonists_held(state, seat) == 0 for seat in range(4))

    state = play(state, role("mayor"))
    # The mayor's privilege is his to take or decline.
    assert same(offered(state), [TAKE_COLONIST, NO_COLONIST])

    state = play(state, TAKE_COLONIST)
    only_event(state, "extra_colonist", player=JOSE_MARI)
    # From the ship, one at a time from the mayor: 1 -> JM, 2 -> Nico, 3 -> Curro, 4 -> Iñigo,
    # 5 -> JM, 6 -> Nico.
    assert only_event(state, "colonists_handed_out")["received"] == [2, 2, 1, 1]
    # Everybody has a single empty plantation, so the placing needs no decision.
    assert colonists_held(state, JOSE_MARI) == 3
    assert colonists_held(state, NICO) == 2
    assert colonists_held(state, CURRO) == 1
    assert colonists_held(state, INIGO) == 1
    assert arrangement(state, JOSE_MARI) == {"indigo": 1, "san_juan": 2}
    assert arrangement(state, NICO) == {"indigo": 1, "san_juan": 1}
    # Supply: 1 less for the privilege, then the ship is refilled from it (4: no empty circles).
    refill = only_event(state, "colonist_ship_refilled")["count"]
    assert refill == 4
    assert view(state)["colonists"] == {"supply": supply_before - 1 - refill, "ship": refill}


# === A2. Builder: costs with 3 occupied quarries ===============================================
A2_PRICES = {  # building: (price for a player with 3 occupied quarries, price as the builder)
    "construction_hut": (1, 0),
    "office": (3, 2),
    "harbor": (5, 4),
    "city_hall": (7, 6),
}


def test_a2_three_occupied_quarries_lower_building_costs_by_column():
    """A2. docs/rules/puerto-rico.md#builder. Spanish edition, "EL CONSTRUCTOR", "Canteras":
    «Un jugador con 3 canteras ocupadas paga los costes siguientes» (cabaña de construcción 1,
    oficina 3, puerto 5, ayuntamiento 7); Swedish edition, "Byggmästaren", "Stenbrott": «Som
    byggmästare betalar man istället 0, 2, 4 respektive 6 dubloner.»
    """
    JOSE_MARI, NICO = 0, 1  # both have 3 occupied quarries; Jose Mari takes the builder
    state = start("builder-3-quarries.json")
    for seat in (JOSE_MARI, NICO):
        assert view(state)["players"][seat]["island"] == [{"tile": "quarry", "colonist": True}] * 3

    in_phase = play(state, role("builder"))
    for name, (price, builder_price) in A2_PRICES.items():
        b = data.BUILDING_NAMES.index(name)
        assert builder.cost(in_phase, NICO, b) == price, name
        assert builder.cost(in_phase, JOSE_MARI, b) == builder_price, name

    # Building with exactly that money leaves nothing; one doubloon less is not enough.
    for name, (price, builder_price) in A2_PRICES.items():
        # As the builder.
        doc = position("builder-3-quarries.json")
        doc["players"][JOSE_MARI]["doubloons"] = builder_price
        state = play(start(doc), role("builder"))
        assert is_offered(state, build(name))
        state = play(state, build(name))
        assert only_event(state, "built", player=JOSE_MARI)["cost"] == builder_price
        assert doubloons(state, JOSE_MARI) == 0
        if builder_price:
            doc["players"][JOSE_MARI]["doubloons"] = builder_price - 1
            assert not is_offered(play(start(doc), role("builder")), build(name))

        # As another player, after the builder passes.
        doc = position("builder-3-quarries.json")
        doc["players"][NICO]["doubloons"] = price
        state = play(start(doc), role("builder"), NO_BUILD)
        assert state.current_player == NICO
        assert is_offered(state, build(name))
        state = play(state, build(name))
        assert only_event(state, "built", player=NICO)["cost"] == price
        assert doubloons(state, NICO) == 0
        doc["players"][NICO]["doubloons"] = price - 1
        assert not is_offered(play(start(doc), role("builder"), NO_BUILD), build(name))


# === A3. Craftsman: production ================================================================
def test_a3_production_is_limited_by_plantations_and_building_circles():
    """A3. docs/rules/puerto-rico.md#production-buildings. Spanish edition, "LOS EDIFICIOS DE
    PRODUCCIÓN": «El jugador produce las siguientes mercancías:»; Swedish edition,
    "Produktionsbyggnader": «En spelare har tre majsplantager varav två är aktiverade.» / «En
    spelare har två aktiverade tobaksplantager och ett tobakslager med en kolonist i.» / «En
    spelare har fyra sockerplantager varav tre är aktiverade»
    """
    NICO = 1  # the example's player; Jose Mari (seat 0) is the craftsman
    state = start("craftsman-production.json")
    island = view(state)["players"][NICO]["island"]
    assert sum(t["tile"] == "corn" for t in island) == 3
    assert sum(t["tile"] == "corn" and t["colonist"] for t in island) == 2
    assert sum(t["tile"] == "tobacco" and t["colonist"] for t in island) == 2
    assert sum(t["tile"] == "sugar" for t in island) == 4
    assert sum(t["tile"] == "sugar" and t["colonist"] for t in island) == 3
    assert arrangement(state, NICO)["tobacco_storage"] == 1
    assert arrangement(state, NICO)["sugar_mill"] == 3
    assert arrangement(state, NICO)["small_sugar_mill"] == 1

    state = play(state, role("craftsman"))
    # 2 corn (the third corn plantation is empty), 1 tobacco (one colonist in the tobacco
    # storage), 3 sugar (the fourth colonist in the sugar buildings has no plantation).
    produced = only_event(state, "produced", player=NICO)
    assert produced["goods"] == {"corn": 2, "tobacco": 1, "sugar": 3}
    assert produced["factory_doubloons"] == 0
    assert goods(state, NICO) == {"corn": 2, "sugar": 3, "tobacco": 1}


# === A4. Factory with a goods shortage ========================================================
def test_a4_factory_pays_only_for_kinds_actually_received():
    """A4. docs/rules/puerto-rico.md#factory. Spanish edition, "Fábrica": «Ejemplo: Fermin es
    propietario de una fábrica ocupada»; Icelandic edition, "Verksmiðja": «Dæmi: Davíð á mannaða
    verksmiðju»; Norwegian edition, "Fabrikk": «Eksempel: Kjell eier en bemanna fabrikk»
    """
    FERMIN = 1  # Jose Mari (seat 0) is the craftsman
    state = start("factory-shortage.json")
    assert arrangement(state, FERMIN)["factory"] == 1
    assert {k: n for k, n in arrangement(state, FERMIN).items() if k in data.GOOD_NAMES} == {
        "corn": 3,
        "sugar": 3,
        "tobacco": 1,
    }
    assert (supply(state, "corn"), supply(state, "sugar")) == (0, 2)
    assert supply(state, "tobacco") >= 1
    assert doubloons(state, FERMIN) == 0

    state = play(state, role("craftsman"))
    produced = only_event(state, "produced", player=FERMIN)
    assert produced["goods"] == {"sugar": 2, "tobacco": 1}  # no corn left; only 2 sugar left
    assert produced["factory_doubloons"] == 1  # 2 kinds; corn was not produced
    assert goods(state, FERMIN) == {"sugar": 2, "tobacco": 1}
    assert doubloons(state, FERMIN) == 1
    assert (supply(state, "corn"), supply(state, "sugar")) == (0, 0)


# === A5. Small market =========================================================================
def test_a5_small_market_sells_corn_for_one_doubloon():
    """A5. docs/rules/puerto-rico.md#small-market. Spanish edition, "Mercado pequeño": «Ejemplo:
    Nico vende maíz y recibe un doblón.»; Swedish edition, "Liten marknad": «Man kan t.ex.
    sälja majs för 1 dublon i stället för 0.»
    """
    JOSE_MARI, NICO = 0, 1  # Jose Mari is the trader; Nico is not
    state = start("small-market.json")
    assert arrangement(state, NICO)["small_market"] == 1
    assert goods(state, NICO) == {"corn": 1}
    assert view(state)["trading_house"] == []

    state = play(state, role("trader"))
    assert forced_actions(state) == [(JOSE_MARI, NO_SALE)]  # nothing to sell
    assert state.current_player == NICO
    assert same(offered(state), [sell("corn"), NO_SALE])

    state = play(state, sell("corn"))
    assert only_event(state, "sold", player=NICO) == {
        "type": "sold",
        "player": NICO,
        "good": "corn",
        "price": 0 + 1,
    }
    assert doubloons(state, NICO) == 1
    assert goods(state, NICO) == {}
    assert view(state)["trading_house"] == ["corn"]


# === A6. Office ===============================================================================
def test_a6_office_sells_a_kind_the_trading_house_already_holds():
    """A6. docs/rules/puerto-rico.md#office. Spanish edition, "Oficina": «Ejemplo: la lonja ya
    tiene un barril de tabaco.»; Icelandic edition, "Skrifstofa": «Dæmi: Í versluninni er
    tóbakstunna.»; Norwegian edition, "Kontor": «Eksempel: Handelshuset inneholder allerede en
    tønne med tobakk.»

    Spanish and Icelandic editions: the house holds 1 tobacco and both office owners sell
    tobacco. The Norwegian edition ends differently: the house held 3 barrels, is full after the
    first sale, and the second owner cannot sell; both readings follow the rules, so both are
    played.
    """
    # Spanish and Icelandic editions: Iñigo, then Jose Mari, each with an occupied office; Curro
    # is the trader.
    CURRO, INIGO, JOSE_MARI, NICO = range(4)
    state = start("office-tobacco.json")
    assert view(state)["trading_house"] == ["tobacco"]
    for seat in (INIGO, JOSE_MARI):
        assert arrangement(state, seat)["office"] == 1
        assert goods(state, seat) == {"tobacco": 1}

    state = play(state, role("trader"))
    assert forced_actions(state) == [(CURRO, NO_SALE)]
    assert state.current_player == INIGO
    assert same(offered(state), [sell("tobacco"), NO_SALE])  # tobacco, although the house has it
    state = play(state, sell("tobacco"))
    assert only_event(state, "sold", player=INIGO)["price"] == 3

    assert state.current_player == JOSE_MARI
    assert same(offered(state), [sell("tobacco"), NO_SALE])
    state = play(state, sell("tobacco"))
    assert only_event(state, "sold", player=JOSE_MARI)["price"] == 3
    assert (doubloons(state, INIGO), doubloons(state, JOSE_MARI)) == (3, 3)
    assert view(state)["trading_house"] == ["tobacco"] * 3  # not full, so not emptied
    assert phase(state) == "role_selection"

    # Norwegian edition: the house already holds 3 barrels; Benny's sale fills it, Valborg
    # cannot sell.
    KJELL, BENNY, VALBORG, BASSE = range(4)
    state = start("office-full-house.json")
    assert view(state)["trading_house"] == ["tobacco", "corn", "indigo"]
    state = play(state, role("trader"))
    assert state.current_player == BENNY
    state = play(state, sell("tobacco"))
    assert only_event(state, "sold", player=BENNY)["price"] == 3
    assert (VALBORG, NO_SALE) in forced_actions(state)  # the full house takes nothing
    assert not any(e["player"] == VALBORG for e in events(state, "sold"))
    assert goods(state, VALBORG) == {"tobacco": 1}
    assert only_event(state, "trading_house_emptied")["goods"] == [
        "tobacco",
        "corn",
        "indigo",
        "tobacco",
    ]


# === A7. Captain phase with 4 players =========================================================
def test_a7_captain_phase_loading_storing_and_emptying_the_ships():
    """A7. docs/rules/puerto-rico.md#captain. Spanish edition, "EL CAPITÁN": «Ejemplo de fase de
    Capitán (con 4 jugadores)»; Swedish edition, "Kaptenen": «Anna väljer kaptenen och påbörjar
    lastningen.»; Icelandic edition, "Skipstjórinn": «Dæmi um skipstjórilotu»; Norwegian
    edition, "Kapteinen": «Eksempel for kapteinfasen: (med fire spillere)»
    """
    JOSE_MARI, NICO, CURRO, INIGO = range(4)
    state = start("captain-4p.json")
    assert ships(state) == [(None, 0), ("corn", 3), (None, 0)]  # the 5-, 6- and 7-ships
    assert goods(state, JOSE_MARI) == {"corn": 2, "sugar": 6}
    assert goods(state, NICO) == {"sugar": 2, "tobacco": 3}
    assert goods(state, CURRO) == {"corn": 2, "tobacco": 1}
    assert goods(state, INIGO) == {"corn": 1, "indigo": 5}
    corn, sugar, indigo = supply(state, "corn"), supply(state, "sugar"), supply(state, "indigo")

    # 1. Jose Mari picks the captain. Corn or sugar; sugar only onto the 7-ship, which takes all
    # 6 (not the 5-ship).
    state = play(state, role("captain"))
    assert same(offered(state), [load(SHIP_6, "corn"), load(SHIP_7, "sugar")])
    state = play(state, load(SHIP_7, "sugar"))
    assert only_event(state, "shipped")["vp"] == 6 + 1  # captain's privilege
    assert vp(state, JOSE_MARI) == 7
    assert ships(state) == [(None, 0), ("corn", 3), ("sugar", 6)]

    # 2. Nico: sugar onto the 7-ship (1 fits), or his 3 tobacco onto the empty 5-ship.
    assert state.current_player == NICO
    assert same(offered(state), [load(SHIP_7, "sugar"), load(SHIP_5, "tobacco")])
    state = play(state, load(SHIP_7, "sugar"))
    assert only_event(state, "shipped")["vp"] == 1
    assert ships(state) == [(None, 0), ("corn", 3), ("sugar", 7)]
    assert goods(state, NICO) == {"sugar": 1, "tobacco": 3}

    # 3. Curro chooses freely between corn (6-ship) and tobacco (5-ship).
    assert state.current_player == CURRO
    assert same(offered(state), [load(SHIP_6, "corn"), load(SHIP_5, "tobacco")])
    state = play(state, load(SHIP_5, "tobacco"))
    assert chosen_actions(state) == [(CURRO, load(SHIP_5, "tobacco"))]
    # 4.-7. Nobody has a choice any more: the engine plays the rest without asking.
    assert forced_actions(state)[:4] == [
        (INIGO, load(SHIP_6, "corn")),  # 4. only corn; no ship can take indigo
        (JOSE_MARI, load(SHIP_6, "corn")),  # 5. his 2 corn fill the 6-ship
        (NICO, load(SHIP_5, "tobacco")),  # 6. his 3 tobacco onto the 5-ship
        (CURRO, NO_LOAD),  # 7. corn ship full, no ship for indigo,
    ]
    assert forced_actions(state)[4:7] == [(INIGO, NO_LOAD), (JOSE_MARI, NO_LOAD), (NICO, NO_LOAD)]
    assert [(e["player"], e["good"], e["count"], e["vp"]) for e in events(state, "shipped")] == [
        (CURRO, "tobacco", 1, 1),
        (INIGO, "corn", 1, 1),
        (JOSE_MARI, "corn", 2, 2),
        (NICO, "tobacco", 3, 3),
    ]
    assert [vp(state, seat) for seat in range(4)] == [7 + 2, 1 + 3, 1, 1]

    # Storing: each keeps one barrel. The seeds say Nico has no goods left, but he still has 1
    # sugar (2 minus the 1 loaded), which he keeps as his single barrel.
    stored = {e["player"]: (e["kept"], e["lost"]) for e in events(state, "stored")}
    assert stored[CURRO] == ({"corn": 1}, {"corn": 1})
    assert stored[INIGO] == ({"indigo": 1}, {"indigo": 4})
    assert stored[NICO] == ({"sugar": 1}, {})
    assert JOSE_MARI not in stored
    assert [goods(state, seat) for seat in range(4)] == [
        {},
        {"sugar": 1},
        {"corn": 1},
        {"indigo": 1},
    ]

    # The full 6- and 7-ships are emptied; the 5-ship keeps its 4 tobacco.
    assert [(e["ship"], e["good"], e["count"]) for e in events(state, "ship_unloaded")] == [
        (SHIP_6, "corn", 6),
        (SHIP_7, "sugar", 7),
    ]
    assert ships(state) == [("tobacco", 4), (None, 0), (None, 0)]
    assert supply(state, "corn") == corn + 6 + 1
    assert supply(state, "sugar") == sugar + 7
    assert supply(state, "indigo") == indigo + 4
    assert phase(state) == "role_selection"


# === A8. Harbor with wharf ====================================================================
def test_a8_harbor_adds_one_vp_to_each_load_wharf_included():
    """A8. docs/rules/puerto-rico.md#harbor. Spanish edition, "Puerto": «Ejemplo: el dueño de un
    puerto ocupado (y de un muelle ocupado)»; Swedish edition, "Hamn": «Exempel: Anna har en
    aktiverad hamn och en aktiverad lastkaj.»
    """
    BENGT, ANNA, CHRISTINA, DAVID = range(4)  # Bengt is the captain; only Anna has goods
    state = start("harbor-wharf.json")
    assert arrangement(state, ANNA)["harbor"] == 1 and arrangement(state, ANNA)["wharf"] == 1
    assert goods(state, ANNA) == {"tobacco": 5, "sugar": 2}
    assert ships(state) == [(None, 0), ("sugar", 2), ("tobacco", 4)]  # 3 spaces for tobacco

    state = play(state, role("captain"))
    assert state.current_player == ANNA
    assert same(
        offered(state),
        [load(SHIP_7, "tobacco"), load(SHIP_6, "sugar"), wharf("tobacco"), wharf("sugar")],
    )

    # 1. 3 of her 5 tobacco fill the tobacco ship: 3 + 1 VP.
    state = play(state, load(SHIP_7, "tobacco"))
    shipped = only_event(state, "shipped", player=ANNA)
    assert (shipped["count"], shipped["vp"], shipped["harbor_bonus"]) == (3, 3 + 1, True)
    assert ships(state) == [(None, 0), ("sugar", 2), ("tobacco", 7)]
    assert goods(state, ANNA) == {"tobacco": 2, "sugar": 2}

    # 2. Her 2 sugar onto the sugar ship: 2 + 1 VP.
    assert state.current_player == ANNA
    assert same(offered(state), [load(SHIP_6, "sugar"), wharf("tobacco"), wharf("sugar")])
    state = play(state, load(SHIP_6, "sugar"))
    shipped = only_event(state, "shipped", player=ANNA)
    assert (shipped["count"], shipped["vp"]) == (2, 2 + 1)

    # 3. No ship takes tobacco; the wharf ships the remaining 2: 2 + 1 VP.
    assert state.current_player == ANNA
    assert same(offered(state), [wharf("tobacco"), NO_LOAD])
    state = play(state, wharf("tobacco"))
    shipped = only_event(state, "shipped", player=ANNA)
    assert (shipped["count"], shipped["wharf"], shipped["vp"]) == (2, True, 2 + 1)

    assert vp(state, ANNA) == 4 + 3 + 3  # 3 harbor bonuses, 2 VP from the wharf
    assert goods(state, ANNA) == {}
    # The full tobacco ship is emptied at the end; the sugar ship (4 of 6) stays.
    assert ships(state) == [(None, 0), ("sugar", 4), (None, 0)]
    assert phase(state) == "role_selection"


# === A9. Wharf variant ========================================================================
def test_a9_wharf_ships_all_the_tobacco_so_the_tobacco_ship_is_not_emptied():
    """A9. docs/rules/puerto-rico.md#wharf. Spanish edition, "Muelle/Embarcadero": «Ejemplo: en
    el ejemplo anterior del puerto»; Icelandic edition, "Bryggja": «Dæmi: gerum ráð fyrir því, í
    áðurgreindu dæmi með höfninni»; Norwegian edition, "Verft": «Eksempel: I eksempelet med
    havnen ovenfor»
    """
    BENGT, ANNA, CHRISTINA, DAVID = range(4)
    state = play(start("harbor-wharf.json"), role("captain"))
    assert state.current_player == ANNA

    # All 5 tobacco to the supply by wharf (rules, not stated: 5 + 1 harbor = 6 VP).
    tobacco = supply(state, "tobacco")
    state = play(state, wharf("tobacco"))
    shipped = only_event(state, "shipped", player=ANNA, good="tobacco")
    assert (shipped["count"], shipped["ship"], shipped["vp"]) == (5, None, 5 + 1)
    assert supply(state, "tobacco") == tobacco + 5
    # The wharf is used up: the sugar can only go onto its ship, applied without asking; then
    # she has nothing left and passes.
    anna = [a for seat, a in forced_actions(state) if seat == ANNA and a["type"] != "store"]
    assert anna == [load(SHIP_6, "sugar"), NO_LOAD]
    assert vp(state, ANNA) == 6 + 3

    # The tobacco ship is not full, so it is not emptied.
    assert ships(state) == [(None, 0), ("sugar", 4), ("tobacco", 4)]
    assert events(state, "ship_unloaded") == []


# === A10. Prospector with doubloons on the card ===============================================
def test_a10_prospector_card_with_two_doubloons_gives_three():
    """A10. docs/rules/puerto-rico.md#round. Spanish edition, "Una ronda nueva…": «P.ej., un
    jugador que escoge una carta de buscador con 2 doblones recibe un total de 3 doblones.»;
    Swedish edition, "Spelrundans slut": «Om det t.ex. ligger två dubloner på ett
    guldgrävarkort får den som väljer det 3 dubloner.»

    Also the round's end (Spanish edition, same section: «Se ponen los doblones a pesar de que
    ya haya doblones en las cartas»): 1 doubloon on each of the three roles nobody picked, even
    on one that has some.
    """
    JOSE_MARI, NICO, CURRO, INIGO = range(4)
    state = start("prospector-2-doubloons.json")
    assert role_doubloons(state)["prospector"] == 2
    assert state.current_player == INIGO  # the last pick of the round
    assert doubloons(state, INIGO) == 0

    state = play(state, role("prospector"))
    assert only_event(state, "role_chosen")["doubloons"] == 2
    assert only_event(state, "prospected")["doubloons"] == 1
    assert doubloons(state, INIGO) == 3

    assert only_event(state, "round_ended")["role_doubloons"] == {
        "settler": 0,
        "mayor": 0,
        "builder": 0,
        "craftsman": 1 + 1,
        "trader": 1,
        "captain": 1,
        "prospector": 0,
    }
    assert only_event(state, "new_governor")["player"] == NICO


# === A11-A16. Final scoring ===================================================================
def test_a11_guild_hall_scores_one_per_small_and_two_per_large_production_building():
    """A11. docs/rules/puerto-rico.md#guild-hall. Spanish edition, "Cámara de Comercio":
    «Ejemplo: al final del juego, el dueño de una cámara de comercio ocupada»; Swedish edition,
    "Gillesal": «Exempel: Christina har vid spelets slut förutom den aktiverade gillesalen»
    """
    CHRISTINA = 0
    state = start("guild-hall.json")
    assert pr.is_terminal(state)
    assert arrangement(state, CHRISTINA)["guild_hall"] == 1
    assert [b["building"] for b in view(state)["players"][CHRISTINA]["city"]] == [
        "small_indigo_plant",
        "small_sugar_mill",
        "sugar_mill",
        "coffee_roaster",
        "guild_hall",
    ]

    christina = score(pr.final_scores(state), CHRISTINA)
    # The Spanish edition lists a (large) indigo plant, which would make 7; the Swedish,
    # Icelandic and Norwegian editions have the small one, giving 6.
    assert christina["bonus_vp"] == {"guild_hall": 1 + 1 + 2 + 2}
    assert christina["building_vp"] == 11  # Swedish: «de 11 AP dessa byggnader normalt är värda»
    assert christina["total"] == 11 + 6


def test_a12_residence_with_ten_filled_island_spaces_scores_five():
    """A12. docs/rules/puerto-rico.md#residence. Spanish edition, "Residencia": «Ejemplo: al
    final del juego, el dueño de la residencia ha llenado 10»; Icelandic edition, "Heimili":
    «Dæmi: í lok spilsins hefur eigandi mannaðs heimilis»
    """
    JOSE_MARI = 0
    state = start("residence.json")
    island = view(state)["players"][JOSE_MARI]["island"]
    assert len(island) == 10
    assert sum(t["colonist"] for t in island) == 6  # filled, occupied or not
    assert arrangement(state, JOSE_MARI)["residence"] == 1

    jose_mari = score(pr.final_scores(state), JOSE_MARI)
    assert jose_mari["bonus_vp"] == {"residence": 5}
    assert jose_mari["total"] == 4 + 5


def test_a13_fortress_with_twenty_colonists_scores_six():
    """A13. docs/rules/puerto-rico.md#fortress. Spanish edition, "Fortaleza": «Ejemplo: al final
    del juego, el dueño de la fortaleza tiene un total de 20 colonos»; Swedish edition,
    "Fästning": «Har man t.ex. totalt 20 kolonister får man 6 extra AP.»
    """
    JOSE_MARI = 0
    state = start("fortress.json")
    held = arrangement(state, JOSE_MARI)
    assert held["fortress"] == 1 and held["san_juan"] == 5
    assert colonists_held(state, JOSE_MARI) == 20  # plantations, quarries, buildings, San Juan

    jose_mari = score(pr.final_scores(state), JOSE_MARI)
    assert jose_mari["bonus_vp"] == {"fortress": 6}
    assert jose_mari["total"] == 4 + 2 + 2 + 6


def test_a14_customs_house_with_twenty_three_vp_chips_scores_five():
    """A14. docs/rules/puerto-rico.md#customs-house. Spanish edition, "Aduana": «Ejemplo: al
    final del juego, el dueño de la aduana ocupada ha acumulado 23 PV»; Swedish edition,
    "Tullhus": «Har man t.ex. tjänat ihop totalt 23 AP i AP-marker får man 5 extra AP.»
    """
    JOSE_MARI = 0
    state = start("customs-house.json")
    assert vp(state, JOSE_MARI) == 23
    assert arrangement(state, JOSE_MARI)["customs_house"] == 1

    jose_mari = score(pr.final_scores(state), JOSE_MARI)
    assert jose_mari["vp_chips"] == 23
    assert jose_mari["bonus_vp"] == {"customs_house": 5}
    assert jose_mari["total"] == 23 + 4 + 5


def test_a15_city_hall_counts_each_violet_building_itself_included():
    """A15. docs/rules/puerto-rico.md#city-hall. Spanish edition, "Alcaldía": «Ejemplo: al final
    del juego, el dueño de la alcaldía también tiene»; Swedish edition, "Rådhus": «Exempel:
    David har vid spelets slut förutom det aktiverade rådhuset»
    """
    DAVID = 0
    state = start("city-hall.json")
    city = arrangement(state, DAVID)
    assert city["city_hall"] == 1
    owned = [b["building"] for b in view(state)["players"][DAVID]["city"]]
    assert set(owned) == {
        "hacienda",
        "harbor",
        "office",
        "construction_hut",
        "large_warehouse",
        "residence",
        "city_hall",
        "small_indigo_plant",
    }

    david = score(pr.final_scores(state), DAVID)
    # 6 other violet buildings + the city hall; the small indigo plant does not count, and the
    # unoccupied residence gives no bonus.
    assert david["bonus_vp"] == {"city_hall": 7, "residence": 0}
    assert david["building_vp"] == 4 + 1 + 3 + 2 + 1 + 2 + 4 + 1
    assert david["total"] == 18 + 7


def test_a16_unoccupied_large_buildings_score_four_and_no_bonus():
    """A16. docs/rules/puerto-rico.md#scoring. Spanish edition, "FIN DEL JUEGO": «Nota: Se ganan
    los puntos de victoria de un edificio aun cuando no esté ocupado.» («...cada de los cinco
    edificios grandes gana 4 PV cuando no está ocupado»); Swedish edition, "Spelets slut": «De
    fem stora byggnaderna är alltså värda minst 4 AP»

    """
    JOSE_MARI = 0
    state = start("large-buildings-unoccupied.json")
    large = ("guild_hall", "residence", "fortress", "customs_house", "city_hall")
    city = {b["building"]: b["colonists"] for b in view(state)["players"][JOSE_MARI]["city"]}
    assert {b: city[b] for b in large} == dict.fromkeys(large, 0)
    # Occupied, they would earn bonuses here: 12 filled spaces, 14 colonists, 20 VP chips...
    assert len(view(state)["players"][JOSE_MARI]["island"]) == 12
    assert vp(state, JOSE_MARI) == 20

    jose_mari = score(pr.final_scores(state), JOSE_MARI)
    assert jose_mari["bonus_vp"] == dict.fromkeys(large, 0)
    assert jose_mari["building_vp"] == 5 * 4 + 1 + 1  # + small indigo plant and small market
    assert jose_mari["total"] == 20 + 22
