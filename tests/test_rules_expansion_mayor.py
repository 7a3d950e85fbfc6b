"""Expansion I in the mayor phase and the guest house's guests in every phase; the mayor's library
(docs/rules/expansion-i.md#guest-house, docs/rules/expansion-i.md#library).

How they quote the editions: expansion_scenario.py.
"""

from expansion_scenario import (
    LEAVE_GUESTS,
    game,
    guest,
)
from scenario import (
    ANA,
    BO,
    CY,
    TAKE_COLONIST,
    arrangement,
    build,
    building,
    city,
    colonist_supply,
    colonists,
    decline,
    doubloons,
    events,
    goods,
    is_offered,
    load,
    manned,
    no_event,
    of_type,
    offered,
    only_event,
    phase,
    play,
    role,
    sell,
    start,
    taken_roles,
    tiles,
    view,
    vp,
)

import pr_core as pr

NOTHING_LOADS = [
    {"capacity": 4, "good": "indigo", "count": 4},  # 3 players: 4, 5, 6
    {"capacity": 5, "good": "sugar", "count": 5},
    {"capacity": 6, "good": "corn", "count": 6},
]


def guests_offered(state):
    return sorted(a["target"] for a in of_type(offered(state), "guest"))


# === placing guests ============================================================================
def test_up_to_two_colonists_are_placed_in_the_guest_house_in_the_mayor_phase():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «Har man ett
    värdshus får man under borgmästarens drag placera upp till två kolonister i värdshuset.»;
    Spanish edition, "Posada": «En la fase de alcalde, el propietario de una posada puede poner
    hasta dos colonos en ella.»"""
    doc = game({}, {"city": [building("guest_house", 0)], "san_juan": 3}, {})
    state = play(start(doc), role("mayor"), decline("colonist"))
    # Bo has 3 colonists + 1 from the ship and only the guest house's two circles.
    assert arrangement(state, BO) == {"guest_house": 2, "san_juan": 2}


def test_guests_are_placed_not_moved_during_the_mayors_placing():
    """docs/rules/expansion-i.md#guest-house. Spanish edition, "Posada": «Puede mover estos
    colonos más tarde —al principio, durante o al final de cualquier otra fase—»."""
    bo = {
        "city": [building("guest_house", 2), building("small_market", 0), building("hacienda", 0)]
    }
    doc = game({}, bo, {})
    colonist_supply(doc, supply=10, ship=0, holder=CY)
    state = play(start(doc), role("mayor"), decline("colonist"))
    assert state.current_player == BO
    assert guests_offered(state) == []
    assert {a["type"] for a in offered(state)} <= {"place", "leave_empty"}


# === moving guests =============================================================================
def test_rulebook_guest_house_example_storehouse_at_the_end_of_the_captain_then_the_library():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «Exempel: Bengt har
    två gäster i sitt värdshus. I slutet av kaptenens drag flyttar han en av dem till sitt
    förrådshus för att få behålla de fyra kaffe han inte kunde lasta på. När det sedan blir hans
    tur väljer han handelsmannen och flyttar nu den andra gästen till sitt bibliotek för att få
    dubbla sin förmån. De två före detta gästerna fungerar nu som vanliga kolonister och måste
    stå kvar på förrådshuset och biblioteket tills vidare.»; Spanish edition, "Posada": «al
    final de la fase de capitán, el propietario de una posada ocupada mueve un huésped a su
    depósito y utiliza el depósito inmediatamente para mantener 3 mercancías adicionales [...]
    Más tarde, elige el comerciante como su cargo y mueve el segundo huésped a la biblioteca
    para duplicar su privilegio de comerciante.»"""
    bengt = {
        "city": [building("guest_house", 2), building("storehouse", 0), building("library", 0)],
        "goods": {"coffee": 4},
    }
    state = play(start(game({}, bengt, {}, cargo_ships=NOTHING_LOADS)), role("captain"))
    # Nobody could load; at storing, Bengt may first move a guest onto his storehouse.
    assert state.current_player == BO and view(state)["phase"]["step"] == "storing"
    assert guests_offered(state) == ["storehouse"]
    state = play(state, guest("storehouse"))
    only_event(state, "guest_moved", player=BO, target="storehouse")
    # Up to every barrel, or fewer (docs/rules/puerto-rico.md#storing): he keeps the four.
    assert [a["count"] for a in offered(state)] == [1, 2, 3, 4]
    state = play(state, {"type": "keep", "good": "coffee", "count": 4})
    assert only_event(state, "stored", player=BO) == {
        "type": "stored",
        "player": BO,
        "kept": {"coffee": 4},
        "lost": {},
    }
    assert goods(state, BO) == {"coffee": 4}  # the one barrel and 3 more

    # His turn to choose: the trader, and the other guest onto the library.
    assert phase(state) == "role_selection" and state.current_player == BO
    state = play(state, role("trader"))
    assert guests_offered(state) == ["library"]
    state = play(state, guest("library"))
    only_event(state, "guest_moved", player=BO, target="library")
    state = play(state, sell("coffee"))
    only_event(state, "privilege_doubled", player=BO, role="trader")
    assert only_event(state, "sold", player=BO)["price"] == 4 + 2
    assert doubloons(state, BO) == 6
    # They stay there as ordinary colonists.
    assert city(state, BO) == {"guest_house": 0, "storehouse": 1, "library": 1}


def test_a_moved_guest_stays_until_the_next_mayor_phase():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «När man väl flyttat
    en gäst kan denna inte flyttas tillbaka till värdshuset förrän nästa gång någon väljer
    borgmästaren.»; Spanish edition, "Posada": «donde inmediatamente se ponen a trabajar y deben
    quedarse hasta la siguiente fase de alcalde»."""
    bo = {
        "city": [building("guest_house", 1), building("small_market", 0), building("office", 0)],
        "goods": {"corn": 1, "indigo": 1},
    }
    state = play(start(game({}, bo, {})), role("trader"))
    assert guests_offered(state) == ["office", "small_market"]
    state = play(state, guest("small_market"))
    # The one guest has moved: no move is left, back or onward.
    assert guests_offered(state) == []
    assert not is_offered(state, guest("guest_house"))
    state = play(state, sell("corn"))
    assert only_event(state, "sold", player=BO)["price"] == 1
    assert city(state, BO) == {"guest_house": 0, "small_market": 1, "office": 0}
    # At the next mayor phase every colonist of his is placed again, the former guest too.
    state = play(state, role("mayor"), decline("colonist"))
    assert state.current_player == BO
    assert {a["type"] for a in offered(state)} <= {"place", "leave_empty"}
    assert any(a.get("target") == "guest_house" for a in offered(state))


def test_the_two_guests_may_move_in_the_same_phase():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «Gästerna kan
    flyttas i samma eller i olika drag.»; Spanish edition, "Posada": «Se pueden mover estos
    colonos en la misma fase o en fases diferentes.»"""
    bo = {
        "city": [
            building("guest_house", 2),
            building("small_market", 0),
            building("large_market", 0),
        ],
        "goods": {"sugar": 1},
    }
    state = play(
        start(game({}, bo, {})), role("trader"), guest("small_market"), guest("large_market")
    )
    assert city(state, BO) == {"guest_house": 0, "small_market": 1, "large_market": 1}
    state = play(state, sell("sugar"))
    assert only_event(state, "sold", player=BO)["price"] == 2 + 1 + 2


def test_a_guest_may_move_onto_a_plantation_before_production():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «Dessa kan senare,
    före, under eller efter vilket drag som helst, flyttas till valfri plantage, stenbrott eller
    byggnad.»; Spanish edition, "Posada": «al principio, durante o al final de cualquier otra
    fase— a cualquier edificio, plantación o cantera»."""
    bo = {"city": [building("guest_house", 1)], "island": tiles("corn", 2)}
    state = play(start(game({}, bo, {})), role("craftsman"))
    # Before anybody produces, Bo (who has no decision in this phase otherwise) is asked.
    assert state.current_player == BO and view(state)["phase"]["step"] == "guests"
    assert offered(state) == [guest("corn"), LEAVE_GUESTS]
    state = play(state, guest("corn"))
    assert only_event(state, "produced", player=BO)["goods"] == {"corn": 1}
    assert goods(state, BO) == {"corn": 1}


def test_guests_left_in_the_guest_house_produce_nothing():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": the guests «kan
    [...] flyttas» (they work once moved; Spanish edition, "Posada": «donde inmediatamente se
    ponen a trabajar»)."""
    bo = {"city": [building("guest_house", 1)], "island": tiles("corn", 2)}
    state = play(start(game({}, bo, {})), role("craftsman"), LEAVE_GUESTS)
    no_event(state, "produced", player=BO)
    assert goods(state, BO) == {}


def test_no_window_before_production_where_no_guest_move_can_change_it():
    """docs/engine.md, "The guest house": a window asks only where a move changes something. Bo's
    empty factory pays nothing for one kind, and his empty corn plantation makes nothing while the
    supply has no corn left (Cy holds all ten): production goes on without asking him."""
    bo = {
        "city": [building("guest_house", 1), building("factory", 0)],
        "island": manned("corn") + tiles("corn"),
    }
    state = play(start(game({}, bo, {"goods": {"corn": 10}})), role("craftsman"))
    assert view(state)["phase"].get("step") != "guests"
    assert only_event(state, "produced", player=BO)["goods"] == {}  # no corn left for him
    assert city(state, BO)["guest_house"] == 1  # his guest may still move later


def test_the_window_offers_the_factory_once_it_would_pay():
    """docs/rules/puerto-rico.md#factory: two kinds pay 1 doubloon. With corn and indigo made,
    Bo's guest on his empty factory pays; so he is asked, and the factory is what he is offered."""
    bo = {
        "city": [building("guest_house", 1), building("factory", 0), building("indigo_plant")],
        "island": manned("corn") + manned("indigo"),
    }
    state = play(start(game({}, bo, {})), role("craftsman"))
    assert state.current_player == BO and view(state)["phase"]["step"] == "guests"
    assert offered(state) == [guest("factory"), LEAVE_GUESTS]
    state = play(state, guest("factory"))
    assert only_event(state, "produced", player=BO)["factory_doubloons"] == 1


def test_the_window_offers_the_specialty_factory_only_for_two_barrels_of_one_kind():
    """docs/rules/expansion-i.md#specialty-factory: fewer than 2 barrels of every kind but corn
    pay nothing. Bo makes 1 indigo: not asked; with 2 indigo he is, and his guest earns 1."""

    def bo(indigo):
        return {
            "city": [
                building("guest_house", 1),
                building("specialty_factory", 0),
                building("indigo_plant", indigo),
            ],
            "island": manned("indigo", indigo),
        }

    one = play(start(game({}, bo(1), {})), role("craftsman"))
    assert view(one)["phase"].get("step") != "guests"
    two = play(start(game({}, bo(2), {})), role("craftsman"))
    assert offered(two) == [guest("specialty_factory"), LEAVE_GUESTS]
    two = play(two, guest("specialty_factory"))
    assert only_event(two, "specialty_factory", player=BO)["doubloons"] == 2 - 1


def test_a_guest_can_reach_a_building_built_earlier_in_the_round_before_it_acts():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «Dessa kan senare,
    före, under eller efter vilket drag som helst, flyttas till valfri plantage, stenbrott eller
    byggnad.»; Spanish edition, "Posada": «donde inmediatamente se ponen a trabajar»."""
    bo = {
        "city": [building("guest_house", 2)],
        "doubloons": 8,
        "island": manned("sugar"),
        "goods": {"sugar": 2},
    }
    state = play(start(game({}, bo, {})), role("builder"))
    state = play(state, decline("build"))  # Ana builds nothing
    assert state.current_player == BO
    state = play(state, build("harbor"))
    assert city(state, BO)["harbor"] == 0
    # Same round: Bo chooses the captain; before his first load a guest goes onto the harbor.
    assert phase(state) == "role_selection" and state.current_player == BO
    state = play(state, role("captain"))
    assert "harbor" in guests_offered(state)
    state = play(state, guest("harbor"))
    assert city(state, BO)["harbor"] == 1
    state = play(state, load(0, "sugar"))
    shipped = only_event(state, "shipped", player=BO)
    assert shipped["harbor_bonus"] is True
    assert shipped["vp"] == 2 + 1 + 1  # barrels, captain, harbor
    assert vp(state, BO) == 4


def test_a_guest_may_staff_the_union_hall_before_it_pays():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «före, under eller
    efter vilket drag som helst»; "Fackföreningslokal": «innan man lastar på första gången»."""
    bo = {
        "city": [building("guest_house", 1), building("union_hall", 0)],
        "goods": {"corn": 2, "indigo": 2},
    }
    state = play(start(game({}, bo, {}, cargo_ships=NOTHING_LOADS)), role("captain"))
    assert state.current_player == BO and view(state)["phase"]["step"] == "guests"
    assert offered(state) == [guest("union_hall"), LEAVE_GUESTS]
    state = play(state, guest("union_hall"))
    assert only_event(state, "union_hall", player=BO)["vp"] == 2


def test_the_prospector_may_move_a_guest_onto_his_library_first():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «före, under eller
    efter vilket drag som helst»; docs/rules/expansion-i.md#library (the prospector gets 2
    doubloons)."""
    ana = {"city": [building("guest_house", 1), building("library", 0)]}
    state = play(start(game(ana, {}, {}, {})), role("prospector"))
    assert offered(state) == [guest("library"), LEAVE_GUESTS]
    state = play(state, guest("library"))
    assert only_event(state, "prospected", player=ANA)["doubloons"] == 2
    assert doubloons(state, ANA) == 2


def last_trader(bo):
    """The game's last round, Cy to choose the last role (the trader, with nothing to sell)."""
    roles = taken_roles(settler=ANA, mayor=BO)
    return start(game({}, bo, {}, roles=roles, end_reasons=["colonists"]))


def test_guests_may_move_onto_a_large_building_after_the_last_phase_before_scoring():
    """docs/rules/expansion-i.md#guest-house. Swedish edition, "Värdshus": «efter vilket drag
    som helst»; Spanish edition, "Posada": «al final de cualquier otra fase»."""
    bo = {
        "city": [building("guest_house", 1), building("residence", 0)],
        "island": tiles("corn", 10),
    }
    state = play(last_trader(bo), role("trader"))  # Cy: nothing to sell, the round ends
    assert view(state)["phase"]["name"] == "game_end"
    assert state.current_player == BO
    assert offered(state) == [guest("residence"), LEAVE_GUESTS]
    state = play(state, guest("residence"))
    assert pr.is_terminal(state)
    assert pr.final_scores(state)["players"][BO]["bonus_vp"] == {"residence": 5}


def test_no_window_before_scoring_for_a_large_building_whose_guest_adds_nothing():
    """docs/rules/puerto-rico.md#customs-house: 1 VP per 4 VP chips. Bo's 3 chips earn nothing
    from his empty customs house, so the game ends without asking him."""
    bo = {"city": [building("guest_house", 1), building("customs_house", 0)], "vp_chips": 3}
    state = play(last_trader(bo), role("trader"))
    assert pr.is_terminal(state)
    assert pr.final_scores(state)["players"][BO]["bonus_vp"] == {"customs_house": 0}


# === the mayor's library ========================================================================
def test_the_mayor_with_a_library_takes_two_colonists_from_the_supply():
    """docs/rules/expansion-i.md#library (the mayor gets 2 colonists). Swedish edition,
    "Bibliotek": «Har man ett aktiverat bibliotek dubblas den förmån man får när man väljer ett
    yrke.»"""
    doc = game({"city": [building("library")]}, {}, {})
    supply = colonists(start(doc))["supply"]
    state = play(start(doc), role("mayor"), TAKE_COLONIST)
    only_event(state, "privilege_doubled", player=ANA, role="mayor")
    assert offered(state) == [TAKE_COLONIST, decline("colonist")]  # the second one
    state = play(state, TAKE_COLONIST)
    assert len(events(state, "extra_colonist")) == 1
    # 2 from the supply, 1 from the ship (3 players, 3 on the ship); the library keeps one.
    assert arrangement(state, ANA) == {"library": 1, "san_juan": 2 + 1}
    assert colonists(state)["supply"] == supply - 2 - colonists(state)["ship"]


def test_the_mayors_second_colonist_needs_one_left_in_the_supply():
    """docs/rules/puerto-rico.md#mayor. Swedish edition, "Borgmästaren": «Om förrådet av
    kolonister är slut kan borgmästaren inte utnyttja sin förmån.»"""
    doc = game({"city": [building("library")]}, {}, {})
    colonist_supply(doc, supply=1, ship=3, holder=CY)
    state = play(start(doc), role("mayor"), TAKE_COLONIST)
    # The supply is empty: no second question, the ship's colonists are handed out at once.
    assert len(events(state, "extra_colonist")) == 1
    no_event(state, "privilege_doubled")
    assert only_event(state, "colonists_handed_out")["received"] == [1, 1, 1]
    assert arrangement(state, ANA) == {"library": 1, "san_juan": 1 + 1}


# === the prospector's library ====================================================================
def test_the_prospector_with_a_library_takes_two_doubloons():
    """docs/rules/expansion-i.md#library (the prospector gets 2 doubloons). Swedish edition,
    "Bibliotek": «Har man ett aktiverat bibliotek dubblas den förmån man får när man väljer ett
    yrke.»; Spanish edition, "Biblioteca": «duplica el privilegio que recibe cuando escoge un
    cargo»."""
    state = play(start(game({"city": [building("library")]}, {}, {}, {})), role("prospector"))
    only_event(state, "privilege_doubled", player=ANA, role="prospector")
    assert only_event(state, "prospected", player=ANA)["doubloons"] == 2
    assert doubloons(state, ANA) == 2


def test_an_empty_library_doubles_nothing():
    """docs/rules/expansion-i.md#library. Swedish edition, "Bibliotek": «Har man ett aktiverat
    bibliotek»."""
    state = play(start(game({"city": [building("library", 0)]}, {}, {}, {})), role("prospector"))
    assert doubloons(state, ANA) == 1
    no_event(state, "privilege_doubled")


# === forests in the mayor phase ================================================================
def test_no_colonist_is_placed_on_a_forest():
    """docs/rules/expansion-i.md#forests. Swedish edition, "Skogvaktarstuga": «Skogar har ingen
    plats för (och behöver inte) någon kolonist.»; Spanish edition, "Cabaña forestal": «Los
    bosques no tienen espacio (ni tampoco necesitan) colonos.»"""

    doc = game({}, {"island": tiles("forest", 3) + tiles("corn", 1), "san_juan": 1}, {})
    state = play(start(doc), role("mayor"), decline("colonist"))
    assert arrangement(state, BO) == {"corn": 1, "san_juan": 1}
    assert all(
        not t["colonist"] for t in view(state)["players"][BO]["island"] if t["tile"] == "forest"
    )
