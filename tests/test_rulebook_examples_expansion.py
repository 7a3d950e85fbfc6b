"""The worked examples of Expansion I (docs/rulebook-examples.md, Part B, B1-B12), replayed.

As tests/test_rulebook_examples.py does for the base game: each test starts from a hand-written
position in pr_core/puerto_rico/scenarios/ (a version-2 position: the expansion's board is fixed in
"expansion"), checks the example's starting situation there, plays the example's moves as the
rulebook narrates them (the moves of `pr_core.scenarios.EXPANSION_SCENARIOS`), and asserts the
rulebook's numbers and what a player would notice.

Each example names the rule in the project's digest (docs/rules/expansion-i.md) by anchor, and
quotes the Swedish and Spanish editions (the two with Expansion I) by name and section heading.
"""

import importlib.resources
import json

import jsonschema
import pytest
from scenario import (
    arrangement,
    chosen_actions,
    city,
    colonists,
    doubloons,
    events,
    forced_actions,
    goods,
    is_offered,
    island,
    occupied_tiles,
    offered,
    phase,
    play,
    san_juan,
    supply,
    view,
    vp,
)

import pr_core as pr
from pr_core.puerto_rico import builder, data, scenarios

POSITIONS = importlib.resources.files("pr_core.puerto_rico") / "scenarios"
SCHEMA = json.loads(
    (
        importlib.resources.files("pr_core.puerto_rico") / "schema" / "position.schema.json"
    ).read_text(encoding="utf-8")
)
SCHEMA_KNOWS_VERSION_2 = '"expansion"' in json.dumps(SCHEMA)
POSITION_SCHEMA = jsonschema.Draft202012Validator(SCHEMA)
EXPANSION = scenarios.EXPANSION_SCENARIOS


def position(name):
    """A rulebook position as a dict, to adjust before starting."""
    return json.loads((POSITIONS / name).read_text(encoding="utf-8"))


def start(name_or_doc):
    doc = position(name_or_doc) if isinstance(name_or_doc, str) else name_or_doc
    return pr.from_json(doc)


def steps(scenario_id):
    """The scenario's moves (JSON forms), in order."""
    return list(EXPANSION[scenario_id].steps)


def only_event(state, kind, **fields):
    found = [e for e in events(state, kind) if all(e.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, f"expected one {kind} event with {fields}, found {found}"
    return found[0]


def same(found, expected):
    return sorted(map(json.dumps, found)) == sorted(map(json.dumps, expected))


def score(state, seat):
    return pr.final_scores(state)["players"][seat]


# === the scenarios as a whole ==================================================================
@pytest.mark.parametrize("scenario_id", sorted(EXPANSION))
def test_each_expansion_scenario_replays_the_rulebooks_moves_from_the_readers_turn(scenario_id):
    """Every move of the scenario is legal in turn, and after `start` moves it is the reader's
    decision (as the app's scenarios promise, tests/test_bridge_records.py)."""
    scenario = EXPANSION[scenario_id]
    state = scenarios.start_state(scenario)
    assert view(state)["version"] == 2 and "expansion" in view(state)
    for i, action in enumerate(scenarios.actions(scenario)):
        if i == scenario.start:
            assert state.current_player == scenario.seat
        state = pr.apply_action(state, action)
    if scenario.start == len(scenario.steps) and not pr.is_terminal(state):
        assert state.current_player == scenario.seat


@pytest.mark.parametrize("scenario_id", sorted(EXPANSION))
def test_each_expansion_position_matches_the_published_schema(scenario_id):
    if not SCHEMA_KNOWS_VERSION_2:
        pytest.skip("the position schema does not know version 2 (Expansion I) yet")
    POSITION_SCHEMA.validate(position(EXPANSION[scenario_id].file))


def test_the_base_game_scenarios_stay_without_the_expansion():
    """`SCENARIOS` are the base game's; the app lists them and the expansion's (`ALL`)."""
    assert not set(scenarios.SCENARIOS) & set(EXPANSION)
    for scenario in scenarios.SCENARIOS.values():
        assert "expansion" not in position(scenario.file), scenario.id
    listed = {s.file for s in scenarios.SCENARIOS.values()} | {s.file for s in EXPANSION.values()}
    on_disk = {p.name for p in POSITIONS.iterdir() if p.name.endswith(".json")}
    assert on_disk == listed


# === B1. The building draft ====================================================================
def test_b1_draft_black_market_and_hacienda_leave_no_cost_two_space():
    """B1. docs/rules/expansion-i.md#draft. Swedish edition, "Förberedelser": «Exempel: En
    spelare väljer den svarta marknaden, och väljer att placera de två byggnaderna på rutan för
    hacienda. [...] Baracken och skogvaktarstugan kan nu inte längre väljas»; Spanish edition,
    "Puerto Rico: La Expansión", "REGLAS": «Ejemplo: Un jugador escoge el contrabando»."""
    ANNA, BENGT, CHRISTINA = range(3)
    state = start("expansion-draft.json")
    assert phase(state) == "draft" and state.current_player == ANNA
    cost_2 = ("hacienda", "construction_hut", "forest_house", "black_market")
    assert all(is_offered(state, {"type": "draft", "building": b}) for b in cost_2)

    first, second = steps("expansion-draft")
    state = play(state, first)
    assert only_event(state, "building_drafted")["copies"] == 2  # the pair goes in
    assert state.current_player == BENGT
    state = play(state, second)
    assert view(state)["expansion"]["board"] == ["black_market", "hacienda"]

    assert state.current_player == CHRISTINA
    for name in ("construction_hut", "forest_house"):
        assert not is_offered(state, {"type": "draft", "building": name})


# === B2. Aqueduct ==============================================================================
def test_b2_aqueduct_examples_one_and_two():
    """B2. docs/rules/expansion-i.md#aqueduct. Swedish edition, "Akvedukt": «Exempel 1: Anna
    producerar 0 indigo i sin indigofabrik och 1 socker i sitt lilla sockerbruk. Hon får 0
    indigo och 1 socker.»; «Exempel 2: Bengt producerar 1 indigo i sin indigofabrik och 3 socker
    i sitt sockerbruk. Han får 2 indigo och 4 socker.»; Spanish edition, "Acueducto", its
    «Ejemplo 1» and «Ejemplo 2»."""
    CHRISTINA, ANNA, BENGT, DAVID = range(4)
    state = start("aqueduct.json")
    for seat in (ANNA, BENGT):
        assert arrangement(state, seat)["aqueduct"] == 1
        assert arrangement(state, seat)["indigo_plant"] == 1
    assert occupied_tiles(state, ANNA) == {"sugar": 1}  # her indigo plantation is empty
    assert arrangement(state, ANNA)["small_sugar_mill"] == 1
    assert arrangement(state, BENGT)["sugar_mill"] == 3

    state = play(state, *steps("aqueduct"))  # Christina, with nothing, picks the craftsman
    # Example 1: 0 indigo and 1 sugar; the small mill gets nothing from the aqueduct.
    assert only_event(state, "produced", player=ANNA)["goods"] == {"sugar": 1}
    assert all(e["player"] != ANNA for e in events(state, "aqueduct"))
    assert goods(state, ANNA) == {"sugar": 1}
    # Example 2: 1 indigo and 3 sugar become 2 and 4.
    assert only_event(state, "produced", player=BENGT)["goods"] == {"indigo": 1, "sugar": 3}
    assert only_event(state, "aqueduct", player=BENGT)["goods"] == {"indigo": 1, "sugar": 1}
    assert goods(state, BENGT) == {"indigo": 2, "sugar": 4}
    assert phase(state) == "role_selection" and state.current_player == ANNA


# === B3. Forests lowering building costs =======================================================
def test_b3_six_forests_two_quarries_and_the_builder_make_a_large_warehouse_free():
    """B3. docs/rules/expansion-i.md#forest-house. Swedish edition, "Skogvaktarstuga":
    «Exempel: Christina har 6 skogar och 2 aktiverade stenbrott när hon väljer byggmästaren. Hon
    kan nu bygga ett stort magasin gratis: 6 - 1 (byggmästare) - 2 (stenbrott) - 3 (sex skogar)
    = 0 dubloner.»; Spanish edition, "Cabaña forestal": «Ejemplo: el jugador tiene 6 bosques, 2
    canteras ocupadas y es el constructor»."""
    CHRISTINA = 0
    state = start("forest-discount.json")
    assert island(state, CHRISTINA) == {"forest": 6, "quarry": 2}
    assert occupied_tiles(state, CHRISTINA) == {"quarry": 2}
    assert city(state, CHRISTINA) == {"forest_house": 0}  # not occupied: no matter
    assert doubloons(state, CHRISTINA) == 0

    role, build = steps("forest-discount")
    state = play(state, role)
    assert is_offered(state, build)
    assert builder.cost(state, CHRISTINA, data.LARGE_WAREHOUSE) == 6 - 1 - 2 - 3
    assert builder.discounts(state, CHRISTINA, data.LARGE_WAREHOUSE) == {
        "builder": 1,
        "quarries": 2,
        "forests": 3,
    }
    state = play(state, build)
    assert only_event(state, "built", player=CHRISTINA)["cost"] == 0
    assert city(state, CHRISTINA) == {"forest_house": 0, "large_warehouse": 0}
    # docs/rules/expansion-i.md#forests. Swedish edition, "Byggmästaren", "Skogar (i
    # expansionen)": «Har man t.ex. 3 skogar betalar man 1 dublon mindre.»
    doc = position("forest-discount.json")
    doc["players"][CHRISTINA]["island"] = [{"tile": "forest"}] * 3
    assert builder.discounts(play(start(doc), role), CHRISTINA, data.LARGE_WAREHOUSE) == {
        "builder": 1,
        "forests": 1,
    }


# === B4. Black market ==========================================================================
def test_b4_black_market_harbor_for_six_doubloons_a_colonist_and_an_indigo():
    """B4. docs/rules/expansion-i.md#black-market. Swedish edition, "Svart marknad": «Exempel:
    David vill bygga en hamn (8 dubloner), men har bara 6 dubloner. Han återlämnar en kolonist
    och en indigo [...] Han hade inte kunnat återlämna även en AP-marker, eftersom han då hade
    haft 1 dublon kvar»; Spanish edition, "Contrabando": «el propietario de un contrabando
    ocupado quiere construir un puerto (8 doblones), pero sólo tiene 6 doblones.»"""
    ANNA, BENGT, CHRISTINA, DAVID = range(4)
    state = start("black-market.json")
    assert arrangement(state, DAVID) == {"black_market": 1, "indigo": 1}
    assert (doubloons(state, DAVID), goods(state, DAVID), vp(state, DAVID)) == (6, {"indigo": 1}, 2)
    supply_before = colonists(state)["supply"]
    indigo = supply(state, "indigo")

    role, anna_passes, harbor, pay = steps("black-market")
    state = play(state, role, anna_passes)  # Anna, the builder, builds nothing
    assert state.current_player == DAVID  # Bengt and Christina could not build
    assert is_offered(state, harbor)
    state = play(state, harbor)
    ways = offered(state)
    assert pay in ways
    assert {
        "type": "black_market",
        "colonist": "indigo",
        "good": "indigo",
        "vp_chip": True,
    } not in ways
    assert all(
        sum([w["colonist"] is not None, w["good"] is not None, w["vp_chip"]]) == 2 for w in ways
    )

    state = play(state, pay)
    assert only_event(state, "built", player=DAVID)["cost"] == 6
    assert doubloons(state, DAVID) == 0
    assert goods(state, DAVID) == {} and vp(state, DAVID) == 2
    assert arrangement(state, DAVID) == {"black_market": 1}
    assert city(state, DAVID) == {"black_market": 1, "harbor": 0}
    assert colonists(state)["supply"] == supply_before + 1
    assert supply(state, "indigo") == indigo + 1


# === B5. Storehouse with a large warehouse =====================================================
def test_b5_storehouse_and_large_warehouse_keep_two_kinds_and_four_barrels():
    """B5. docs/rules/expansion-i.md#storehouse. Swedish edition, "Förrådshus": «Exempel: Anna
    har ett aktiverat förrådshus och ett aktiverat stort magasin. Hon kan nu lagra alla varor av
    två valfria sorter (magasinet), samt ytterligare fyra varor av valfria sorter.»; Spanish
    edition, "Depósito": «puede retener todos los barriles de 2 tipos de mercancías más 4
    barriles adicionales de cualquier tipo»."""
    ANNA = 0
    state = start("storehouse.json")
    assert goods(state, ANNA) == {"corn": 5, "indigo": 2, "sugar": 3, "tobacco": 2, "coffee": 3}
    assert city(state, ANNA) == {"storehouse": 1, "large_warehouse": 1}

    role, corn, indigo, sugar, tobacco, coffee = steps("storehouse")
    state = play(state, role)  # no ship can take any of her goods
    assert view(state)["phase"]["step"] == "storing" and state.current_player == ANNA
    # She may keep fewer (the buildings are never compulsory: docs/rules/puerto-rico.md#storing),
    # so every count is hers to choose, good by good.
    state = play(state, corn, indigo, sugar, tobacco, coffee)
    # All the corn and coffee (the warehouse's two kinds), and 2 indigo + 2 sugar (1 + 3).
    stored = only_event(state, "stored", player=ANNA)
    assert stored["kept"] == {"corn": 5, "indigo": 2, "sugar": 2, "coffee": 3}
    assert stored["lost"] == {"sugar": 1, "tobacco": 2}
    assert sum(stored["kept"].values()) == 5 + 3 + 4


# === B6. Guest house ===========================================================================
def test_b6_guests_move_to_the_storehouse_after_loading_and_to_the_library_as_trader():
    """B6. docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «Exempel: Bengt
    har två gäster i sitt värdshus. I slutet av kaptenens drag flyttar han en av dem till sitt
    förrådshus för att få behålla de fyra kaffe han inte kunde lasta på. När det sedan blir hans
    tur väljer han handelsmannen och flyttar nu den andra gästen till sitt bibliotek för att få
    dubbla sin förmån.»; Spanish edition, "Posada": «al final de la fase de capitán, el
    propietario de una posada ocupada mueve un huésped a su depósito»."""
    ANNA, BENGT, CHRISTINA, DAVID = range(4)
    state = start("guest-house.json")
    assert city(state, BENGT) == {"guest_house": 2, "storehouse": 0, "library": 0}
    assert goods(state, BENGT) == {"coffee": 4}

    captain, to_storehouse, keep_coffee, trader, to_library, sale = steps("guest-house")
    state = play(state, captain)
    # No ship takes coffee; at storing Bengt may keep one barrel, or first move a guest.
    assert state.current_player == BENGT and view(state)["phase"]["step"] == "storing"
    assert same(
        offered(state), [{"type": "store", "warehouse": [], "single": "coffee"}, to_storehouse]
    )
    state = play(state, to_storehouse)
    # With the storehouse staffed he may keep up to all four (docs/rules/puerto-rico.md#storing:
    # never compulsory, so fewer too); he keeps them all.
    assert [o["count"] for o in offered(state)] == [1, 2, 3, 4]
    state = play(state, keep_coffee)
    assert only_event(state, "stored", player=BENGT) == {
        "type": "stored",
        "player": BENGT,
        "kept": {"coffee": 4},
        "lost": {},
    }

    assert phase(state) == "role_selection" and state.current_player == BENGT
    state = play(state, trader)
    assert is_offered(state, to_library)
    state = play(state, to_library, sale)
    only_event(state, "privilege_doubled", player=BENGT, role="trader")
    assert only_event(state, "sold", player=BENGT)["price"] == 4 + 2
    assert doubloons(state, BENGT) == 6
    # The two former guests stay as ordinary colonists.
    assert city(state, BENGT) == {"guest_house": 0, "storehouse": 1, "library": 1}


# === B7. Small wharf ===========================================================================
def test_b7_small_wharf_ships_three_corn_one_sugar_two_tobacco_for_three_vp():
    """B7. docs/rules/expansion-i.md#small-wharf. Swedish edition, "Liten lastkaj": «Exempel:
    Christina använder sin lilla lastkaj och lastar på 3 majs, 1 socker och 2 tobak och får
    därmed 3 AP. Hon väljer att behålla 1 socker och 1 tobak»; Spanish edition, "Dársena":
    «Ejemplo: el propietario de una dársena ocupada lo utiliza para embarcar 3 de maíz, 1 de
    azúcar y 2 de tabaco. Por ello recibe 3 PV.»"""
    ANNA, BENGT, CHRISTINA, DAVID = range(4)
    state = start("small-wharf.json")
    assert goods(state, CHRISTINA) == {"corn": 3, "sugar": 2, "tobacco": 3}
    corn, tobacco = supply(state, "corn"), supply(state, "tobacco")

    captain, corn_3, sugar_1, tobacco_2 = steps("small-wharf")
    state = play(state, captain)
    assert state.current_player == CHRISTINA
    state = play(state, corn_3, sugar_1, tobacco_2)
    shipped = only_event(state, "small_wharf_shipped", player=CHRISTINA)
    assert shipped["goods"] == {"corn": 3, "sugar": 1, "tobacco": 2}
    assert shipped["vp"] == 3 and vp(state, CHRISTINA) == 3
    assert (supply(state, "corn"), supply(state, "tobacco")) == (corn + 3, tobacco + 2)
    # No ship could take the rest: she keeps 1 sugar and 1 tobacco to sell later.
    assert goods(state, CHRISTINA) == {"sugar": 1, "tobacco": 1}
    assert not any(a[1]["type"] == "load" for a in forced_actions(state))


# === B8. Lighthouse ============================================================================
@pytest.mark.parametrize("sugar", [2, 3], ids=["SV", "ES"])
def test_b8_lighthouse_with_the_wharf_and_the_small_wharf(sugar):
    """B8. docs/rules/expansion-i.md#lighthouse. Swedish edition, "Fyr": «Exempel: David är
    kapten och har en aktiverad fyr. Först lastar han på 2 majs på majsskeppet och får 3 VP och
    2 dubloner [...] använder han sin aktiverade lastkaj för att skeppa iväg 3 indigo och får 3
    AP och 1 dublon. Tredje gången använder han sin lilla lastkaj för att skicka iväg 2 socker
    och får 1 AP och 1 dublon.»; Spanish edition, "Faro": «En su tercer turno, embarca 3 de
    azúcar de su dársena y toma 1 PV y 1 doblón.»"""
    DAVID = 0
    doc = position("lighthouse.json")
    doc["players"][DAVID]["goods"]["sugar"] = sugar
    state = start(doc)
    assert city(state, DAVID) == {"small_wharf": 1, "lighthouse": 1, "wharf": 1}
    assert view(state)["cargo_ships"][0] == {"capacity": 5, "good": "corn", "count": 1}

    captain, corn, indigo, small = steps("lighthouse")
    small = dict(small, count=sugar)
    state = play(state, captain, corn)
    assert (vp(state, DAVID), doubloons(state, DAVID)) == (2 + 1, 1 + 1)
    assert only_event(state, "shipped", player=DAVID)["captain_bonus"] is True
    assert state.current_player == DAVID  # nobody else had anything to load
    state = play(state, indigo)
    assert only_event(state, "shipped", player=DAVID)["vp"] == 3
    assert only_event(state, "lighthouse", player=DAVID)["doubloons"] == 1
    assert (vp(state, DAVID), doubloons(state, DAVID)) == (3 + 3, 2 + 1)
    state = play(state, small)
    assert only_event(state, "small_wharf_shipped", player=DAVID)["vp"] == 1
    assert only_event(state, "lighthouse", player=DAVID)["doubloons"] == 1
    assert (vp(state, DAVID), doubloons(state, DAVID)) == (6 + 1, 3 + 1)


# === B9. Specialty factory =====================================================================
def test_b9_specialty_factory_four_corn_three_sugar_two_coffee_pay_two():
    """B9. docs/rules/expansion-i.md#specialty-factory. Swedish edition, "Specialiserad
    fabrik": «Exempel: Anna producerar 4 majs, 3 socker och 2 kaffe. Hon får 2 dubloner för sina
    socker (3 st. - 1)»; Spanish edition, "Fábrica especialista": «la fábrica especialista le
    obtiene 2 doblones: 3 (de azúcar) – 1.»"""
    ANNA = 1  # Bengt (seat 0) is the craftsman
    state = start("specialty-factory.json")
    assert arrangement(state, ANNA)["specialty_factory"] == 1

    state = play(state, *steps("specialty-factory"))  # Bengt picks the craftsman
    assert only_event(state, "produced", player=ANNA)["goods"] == {
        "corn": 4,
        "sugar": 3,
        "coffee": 2,
    }
    assert only_event(state, "specialty_factory", player=ANNA)["doubloons"] == 3 - 1
    assert doubloons(state, ANNA) == 2


def test_b9_specialty_factory_at_most_six_doubloons():
    """B9. docs/rules/expansion-i.md#specialty-factory. Swedish edition, the notes printed after
    "Bibliotek": «Som mest kan man få 6 dubloner för en specialiserad fabrik: en liten
    indigofabrik (eller ett litet sockerbruk), en vanlig sådan, en akvedukt, ett bibliotek och
    att vara handelsmannen ger 7 varor, vilket ger 6 dubloner.»; Spanish edition, "Fábrica
    especialista": «añilería / planta azucarera pequeña + añilería / planta azucarera +
    acueducto + biblioteca + capataz = 7 mercancías = 6 doblones.»"""
    ANNA = 0
    state = start("specialty-factory-maximum.json")
    craftsman, first, second = steps("specialty-factory-maximum")
    state = play(state, craftsman)
    assert only_event(state, "produced", player=ANNA)["goods"] == {"indigo": 4}
    assert only_event(state, "aqueduct", player=ANNA)["goods"] == {"indigo": 1}
    state = play(state, first)
    only_event(state, "privilege_doubled", player=ANNA, role="craftsman")
    state = play(state, second)
    assert goods(state, ANNA) == {"indigo": 7}
    assert only_event(state, "specialty_factory", player=ANNA)["doubloons"] == 6
    assert doubloons(state, ANNA) == 6


# === B10. Union hall ===========================================================================
def test_b10_union_hall_examples_one_and_two():
    """B10. docs/rules/expansion-i.md#union-hall. Swedish edition, "Fackföreningslokal":
    «Exempel 1: Bengt har 3 majs, 2 indigo och 1 kaffe. Han får 2 AP-marker, 1 för majsen och 1
    för indigon.»; «Exempel 2: David har 4 majs och 2 kaffe. Han får 3 AP-marker, 2 för majsen
    och 1 för kaffet.»; Spanish edition, "Casa Sindical", its «Ejemplo 1» and «Ejemplo 2»."""
    ANNA, BENGT, CHRISTINA, DAVID = range(4)
    state = start("union-hall.json")
    state = play(state, *steps("union-hall"))
    assert only_event(state, "union_hall", player=BENGT)["vp"] == 2
    assert only_event(state, "union_hall", player=DAVID)["vp"] == 3
    # Before the first load: the goods are all still there, and loading begins.
    assert goods(state, BENGT) == {"corn": 3, "indigo": 2, "coffee": 1}
    assert goods(state, DAVID) == {"corn": 4, "coffee": 2}
    assert (vp(state, BENGT), vp(state, DAVID)) == (2, 3)
    assert state.current_player == BENGT and view(state)["phase"]["step"] == "loading"


# === B11. Cloister =============================================================================
def test_b11_cloister_six_then_ten_vp():
    """B11. docs/rules/expansion-i.md#cloister. Swedish edition, "Kloster": «Exempel: Christina
    har ett aktiverat kloster och 6 skogar, 3 stenbrott, 2 majsplantager och 1 kaffeplantage vid
    spelets slut. Hon får 6 extra AP [...] Hade hon haft en majsplantage till istället för
    kaffeplantagen hade hon fått 10 AP.»; Spanish edition, "Claustro": «Gana 6 PV extra. Si
    tuviera 1 plantación adicional de maíz en vez de una de café, habría ganado 10 puntos
    extra.»"""
    CHRISTINA = 0
    state = start("cloister.json")
    assert pr.is_terminal(state)
    assert island(state, CHRISTINA) == {"forest": 6, "quarry": 3, "corn": 2, "coffee": 1}
    assert arrangement(state, CHRISTINA)["cloister"] == 1
    christina = score(state, CHRISTINA)
    assert christina["bonus_vp"] == {"cloister": 6}
    assert christina["total"] == 1 + 4 + 6

    state = start("cloister-four-sets.json")
    assert island(state, CHRISTINA) == {"forest": 6, "quarry": 3, "corn": 3}
    assert score(state, CHRISTINA)["bonus_vp"] == {"cloister": 10}


# === B12. Library: the settler's second tile ===================================================
def test_b12_library_settler_second_plantation_after_everybody_hospice_only_on_the_first():
    """B12 (rule text). docs/rules/expansion-i.md#library. Spanish edition, "Biblioteca": «El
    colono fundador puede tomar o una plantación o una cantera. Entonces, después que todos los
    otros jugadores hayan escogido sus plantaciones, puede tomar una plantación de las que
    queden. No puede tomar una cantera como su privilegio duplicado, a menos que tenga una
    cabaña de construcción ocupada. Si tiene un hospicio ocupado, puede tomar un colono
    solamente con su primera plantación (o cantera).»; Swedish edition, "Bibliotek" (the rule,
    and the note «ett aktiverat härbärge får man ändå bara en kolonist på den första
    ö-brickan»)."""

    ANNA, BENGT, CHRISTINA = range(3)
    state = start("library-settler.json")
    assert city(state, ANNA) == {"hospice": 1, "library": 1}

    settler, quarry, colonist, corn, indigo, coffee = steps("library-settler")
    state = play(state, settler, quarry, colonist)
    assert occupied_tiles(state, ANNA) == {"quarry": 1}
    state = play(state, corn, indigo)
    assert chosen_actions(state) == [(CHRISTINA, indigo)]
    assert state.current_player == ANNA
    only_event(state, "privilege_doubled", player=ANNA, role="settler")
    assert not is_offered(state, {"type": "plant", "tile": "quarry"})  # no construction hut
    state = play(state, coffee)
    assert island(state, ANNA) == {"quarry": 1, "coffee": 1}
    assert occupied_tiles(state, ANNA) == {"quarry": 1}  # no colonist on the second tile
    assert events(state, "colonist_added") == []
    assert san_juan(state, ANNA) == 0
    assert phase(state) == "role_selection"
