"""Expansion I in the captain phase: the storehouse, the small wharf, the lighthouse, the union
hall and the library (docs/rules/expansion-i.md#buildings).

How they quote the editions: expansion_scenario.py.
"""

import pytest
from expansion_scenario import (
    SHIPPED_ENOUGH,
    game,
    small_wharf,
)
from scenario import (
    ANA,
    BO,
    CAPTAIN,
    CY,
    DI,
    NO_LOAD,
    building,
    doubloons,
    events,
    forced_actions,
    goods,
    is_offered,
    keep,
    load,
    no_event,
    of_type,
    offered,
    only_event,
    phase,
    play,
    start,
    supply,
    view,
    vp,
    wharf,
)

import pr_core as pr

SHIP_5, SHIP_6, SHIP_7 = range(3)  # the 4-player cargo ships, smallest first
# Every ship full of something: nobody can load, so wharves and storing decide everything.
NOTHING_LOADS = [
    {"capacity": 5, "good": "indigo", "count": 5},
    {"capacity": 6, "good": "coffee", "count": 6},
    {"capacity": 7, "good": "sugar", "count": 7},
]


def four_players(ana=None, bo=None, cy=None, di=None, **fields):
    """Ana is the governor and will choose the captain."""
    return game(ana or {}, bo or {}, cy or {}, di or {}, **fields)


# === storing with the storehouse ===============================================================
def keeps(state):
    """Every way the storing player can end his storing, as {good: kept} dicts (exploring every
    sequence of the legal actions until his storing is over)."""
    seat = state.current_player
    found = []

    def walk(s):
        if (
            phase(s) != "captain"
            or s.current_player != seat
            or view(s)["phase"].get("step") != "storing"
        ):
            kept = {e["player"]: e["kept"] for e in events(s, "stored")}.get(
                seat, {g: n for g, n in view(s)["players"][seat]["goods"].items() if n}
            )
            if kept not in found:
                found.append(kept)
            return
        for a in pr.legal_actions(s):
            walk(pr.apply_action(s, a))

    walk(state)
    return found


def test_the_storehouse_keeps_three_more_barrels_of_any_kinds():
    """docs/rules/expansion-i.md#storehouse. Swedish edition, "Förrådshus": «Har man ett
    aktiverat förrådshus i slutet av kaptenens drag kan man förutom den vara man normalt får
    lagra, lagra ytterligare tre varor av valfria sorter.»; Spanish edition, "Depósito":
    «además de una mercancía que siempre se permite retener, tres mercancías (barriles) de
    cualquier tipo»."""
    bo = {"city": [building("storehouse")], "goods": {"corn": 2, "sugar": 2, "coffee": 1}}
    state = play(start(four_players(bo=bo, cargo_ships=NOTHING_LOADS)), CAPTAIN)
    assert state.current_player == BO and view(state)["phase"]["step"] == "storing"
    found = keeps(state)
    # 1 + 3 barrels at most, fewer if he likes (never compulsory:
    # docs/rules/puerto-rico.md#storing), one at least.
    assert max(sum(k.values()) for k in found) == 1 + 3
    assert min(sum(k.values()) for k in found) == 1
    assert {"corn": 2, "sugar": 1, "coffee": 1} in found
    assert {"corn": 2, "sugar": 2} in found
    assert {"coffee": 1} in found
    # Played out: corn 2, sugar 1, coffee 1.
    state = play(state, keep("corn", 2), keep("sugar", 1), keep("coffee", 1))
    assert goods(state, BO) == {"corn": 2, "sugar": 1, "coffee": 1}
    assert only_event(state, "stored", player=BO)["lost"] == {"sugar": 1}


def test_rulebook_storehouse_example_with_a_large_warehouse_two_kinds_and_four_barrels():
    """docs/rules/expansion-i.md#storehouse. Swedish edition, "Förrådshus": «Exempel: Anna har
    ett aktiverat förrådshus och ett aktiverat stort magasin. Hon kan nu lagra alla varor av två
    valfria sorter (magasinet), samt ytterligare fyra varor av valfria sorter.»; Spanish
    edition, "Depósito": «puede retener todos los barriles de 2 tipos de mercancías más 4
    barriles adicionales de cualquier tipo»."""
    anna = {
        "city": [building("storehouse"), building("large_warehouse")],
        "goods": {"corn": 5, "indigo": 2, "sugar": 3, "tobacco": 2, "coffee": 3},
    }
    state = play(start(four_players(bo=anna, cargo_ships=NOTHING_LOADS)), CAPTAIN)
    assert state.current_player == BO
    found = keeps(state)
    held = anna["goods"]
    greatest = [
        k
        for k in found
        if not any(o != k and all(o.get(g, 0) >= n for g, n in k.items()) for o in found)
    ]
    for kept in greatest:
        whole = [g for g in held if kept.get(g, 0) == held[g]]
        # Two kinds kept whole, and 4 barrels more: no way keeps less.
        assert any(
            sum(kept.values()) == held[a] + held[b] + 4 for a in whole for b in whole if a < b
        ), kept
    # Her choice: all the corn and the coffee (warehouse), 2 indigo and 2 sugar (4 barrels).
    assert {"corn": 5, "indigo": 2, "sugar": 2, "coffee": 3} in found
    state = play(
        state,
        keep("corn", 5),
        keep("indigo", 2),
        keep("sugar", 2),
        keep("tobacco", 0),
        keep("coffee", 3),
    )
    assert goods(state, BO) == {"corn": 5, "indigo": 2, "sugar": 2, "coffee": 3}
    assert only_event(state, "stored", player=BO)["lost"] == {"sugar": 1, "tobacco": 2}


def test_an_empty_storehouse_keeps_nothing_more():
    """docs/rules/expansion-i.md#storehouse. Swedish edition, "Förrådshus": «Har man ett
    aktiverat förrådshus»."""
    bo = {"city": [building("storehouse", 0)], "goods": {"corn": 2, "sugar": 2}}
    state = play(start(four_players(bo=bo, cargo_ships=NOTHING_LOADS)), CAPTAIN)
    assert all(sum(k.values()) == 1 for k in keeps(state))


# === the small wharf ===========================================================================
def christina(**fields):
    doc = {
        "city": [building("small_wharf"), building("small_warehouse")],
        "goods": {"corn": 3, "sugar": 2, "tobacco": 3},
    }
    doc.update(fields)
    return doc


def test_rulebook_small_wharf_example_three_corn_one_sugar_two_tobacco_score_three():
    """docs/rules/expansion-i.md#small-wharf. Swedish edition, "Liten lastkaj": «Exempel:
    Christina använder sin lilla lastkaj och lastar på 3 majs, 1 socker och 2 tobak och får
    därmed 3 AP. Hon väljer att behålla 1 socker och 1 tobak för att senare kunna sälja dem i
    handelsmannens drag (om hon nu inte tvingas lasta på dem på något av de vanliga
    fraktskeppen i detta drag).»; Spanish edition, "Dársena": «embarcar 3 de maíz, 1 de azúcar
    y 2 de tabaco. Por ello recibe 3 PV.»"""
    state = play(start(four_players(bo=christina(), cargo_ships=NOTHING_LOADS)), CAPTAIN)
    assert state.current_player == BO
    # Any number of barrels of any kinds, kind by kind: not all of a kind.
    assert of_type(offered(state), "small_wharf") == [
        small_wharf("corn", 1),
        small_wharf("corn", 2),
        small_wharf("corn", 3),
        small_wharf("sugar", 1),
        small_wharf("sugar", 2),
        small_wharf("tobacco", 1),
        small_wharf("tobacco", 2),
        small_wharf("tobacco", 3),
    ]
    corn, tobacco = supply(state, "corn"), supply(state, "tobacco")

    state = play(state, small_wharf("corn", 3), small_wharf("sugar", 1), small_wharf("tobacco", 2))
    shipped = only_event(state, "small_wharf_shipped", player=BO)
    assert shipped["goods"] == {"corn": 3, "sugar": 1, "tobacco": 2}
    assert shipped["vp"] == 3
    assert vp(state, BO) == 3
    # To the supply, not onto a ship (the full ships are emptied at the end, as usual).
    assert (supply(state, "corn"), supply(state, "tobacco")) == (corn + 3, tobacco + 2)
    # She chooses to keep a sugar and a tobacco (her small warehouse and the one barrel: "Hon
    # väljer att behålla"); she might keep fewer (docs/rules/puerto-rico.md#storing).
    assert view(state)["phase"]["step"] == "storing" and state.current_player == BO
    state = play(state, keep("sugar", 1), keep("tobacco", 1))
    assert [e["good"] for e in events(state, "ship_unloaded")] == ["indigo", "coffee", "sugar"]
    assert goods(state, BO) == {"sugar": 1, "tobacco": 1}
    assert phase(state) == "role_selection"


@pytest.mark.parametrize("barrels, score", [(1, 0), (2, 1), (3, 1), (5, 2), (6, 3)])
def test_the_small_wharf_scores_one_vp_for_every_two_barrels(barrels, score):
    """docs/rules/expansion-i.md#small-wharf. Swedish edition, "Liten lastkaj": «lägga ett
    valfritt antal varor av valfria sorter i förrådet och ta en AP-marker för varannan vara»;
    Spanish edition, "Dársena": «recibe solamente 1 PV por cada dos barriles que embarca»."""
    bo = christina(goods={"corn": barrels})
    state = play(
        start(four_players(bo=bo, cargo_ships=NOTHING_LOADS)), CAPTAIN, small_wharf("corn", barrels)
    )
    assert only_event(state, "small_wharf_shipped", player=BO)["vp"] == score
    assert vp(state, BO) == score


def test_the_small_wharf_ships_at_least_one_barrel():
    """docs/rules/expansion-i.md#small-wharf. Spanish edition, "Dársena": «el jugador puede
    embarcar tantas —o tan pocas, pero al menos una— mercancías como quiera»."""
    state = play(start(four_players(bo=christina(), cargo_ships=NOTHING_LOADS)), CAPTAIN)
    assert not is_offered(state, SHIPPED_ENOUGH)
    with pytest.raises(pr.IllegalActionError):
        play(state, SHIPPED_ENOUGH)
    state = play(state, small_wharf("sugar", 1))
    assert is_offered(state, SHIPPED_ENOUGH)  # one barrel is enough
    state = play(state, SHIPPED_ENOUGH)
    assert only_event(state, "small_wharf_shipped")["goods"] == {"sugar": 1}


def test_the_small_wharf_is_used_once_a_phase_and_the_wharf_on_another_turn():
    """docs/rules/expansion-i.md#small-wharf. Swedish edition, "Liten lastkaj": «får man en gång
    under kaptenens drag»; the notes printed after "Bibliotek": «Har man både en liten och en
    vanlig lastkaj kan man använda båda dessa i samma drag, dock inte samtidigt.»; Spanish
    edition, "Dársena": «Si el jugador también tiene un muelle ocupado, puede usarlo en un turno
    diferente en la fase de capitán.»"""
    bo = christina(city=[building("small_wharf"), building("wharf")])
    state = play(start(four_players(bo=bo, cargo_ships=NOTHING_LOADS)), CAPTAIN)
    state = play(state, wharf("corn"))
    assert only_event(state, "shipped", player=BO)["count"] == 3
    # Not in the same turn: the others' turns come first (nothing to load: passes).
    assert forced_actions(state) == [(CY, NO_LOAD), (DI, NO_LOAD), (ANA, NO_LOAD)]
    assert state.current_player == BO
    assert not of_type(offered(state), "wharf")  # the wharf is used
    state = play(state, small_wharf("sugar", 2), small_wharf("tobacco", 2))
    assert only_event(state, "small_wharf_shipped", player=BO)["vp"] == 2
    # Next turn: neither again; he keeps his last tobacco.
    assert (BO, NO_LOAD) in forced_actions(state)
    assert goods(state, BO) == {"tobacco": 1}
    assert vp(state, BO) == 3 + 2


@pytest.mark.parametrize(
    "owned,declined",
    [(["small_wharf"], ["small_wharf"]), (["small_wharf", "wharf"], ["wharf", "small_wharf"])],
)
def test_a_pass_while_nothing_loads_says_which_wharves_were_declined(owned, declined):
    """The log tells "does not use the small wharf" / "uses neither wharf" from this event;
    a pass with no wharf to decline is forced and has none."""
    bo = christina(city=[building(b) for b in owned])
    state = play(start(four_players(bo=bo, cargo_ships=NOTHING_LOADS)), CAPTAIN, NO_LOAD)
    assert events(state, "wharves_declined") == [
        {"type": "wharves_declined", "player": BO, "wharves": declined}
    ]
    assert (CY, NO_LOAD) in forced_actions(state)  # Cy has no wharf: no such event for him
    assert all(e["player"] == BO for e in events(state, "wharves_declined"))


def test_the_small_wharf_first_then_the_wharf_on_a_later_turn():
    """docs/rules/expansion-i.md#small-wharf. Spanish edition, "Dársena": «puede usarlo en un
    turno diferente en la fase de capitán»."""
    bo = christina(city=[building("small_wharf"), building("wharf")])
    state = play(
        start(four_players(bo=bo, cargo_ships=NOTHING_LOADS)),
        CAPTAIN,
        small_wharf("corn", 1),
        small_wharf("sugar", 1),
        SHIPPED_ENOUGH,
    )
    assert state.current_player == BO
    assert not of_type(offered(state), "small_wharf")
    assert is_offered(state, wharf("tobacco"))
    state = play(state, wharf("tobacco"))
    assert vp(state, BO) == 1 + 3


def test_a_small_wharf_may_be_used_instead_of_a_compulsory_load():
    """docs/rules/expansion-i.md#small-wharf. Swedish edition, "Liten lastkaj": «En liten
    lastkaj fungerar som en vanlig med några viktiga undantag» (a wharf ships instead of loading
    a ship: docs/rules/puerto-rico.md#wharf; Swedish edition, "Lastkaj")."""
    bo = christina()
    state = play(start(four_players(bo=bo)), CAPTAIN)  # empty ships: corn could go aboard
    assert state.current_player == BO
    assert is_offered(state, load(SHIP_5, "corn")) or is_offered(state, load(SHIP_6, "corn"))
    assert not is_offered(state, NO_LOAD)
    state = play(state, small_wharf("corn", 2), SHIPPED_ENOUGH)
    assert vp(state, BO) == 1


def test_barrels_kept_back_from_the_small_wharf_must_still_be_loaded_if_a_ship_takes_them():
    """docs/rules/expansion-i.md#small-wharf. Swedish edition, "Liten lastkaj": «Hon väljer att
    behålla 1 socker och 1 tobak [...] (om hon nu inte tvingas lasta på dem på något av de
    vanliga fraktskeppen i detta drag).»; Spanish edition, "Dársena": «(se supone que no puede
    embarcarlos durante turnos posteriores de esta fase de capitán)»."""
    ships = [
        {"capacity": 5},
        {"capacity": 6, "good": "coffee", "count": 6},
        {"capacity": 7, "good": "indigo", "count": 7},
    ]
    bo = christina(goods={"corn": 3, "sugar": 2})
    state = play(start(four_players(bo=bo, cargo_ships=ships)), CAPTAIN)
    assert state.current_player == BO
    state = play(state, small_wharf("corn", 3), SHIPPED_ENOUGH)
    assert only_event(state, "small_wharf_shipped", player=BO)["vp"] == 1
    # His next turn: the sugar fits on the empty ship, so he must load it (no choice left).
    assert (BO, load(SHIP_5, "sugar")) in forced_actions(state)
    assert goods(state, BO) == {}
    assert vp(state, BO) == 1 + 2


# === the lighthouse ============================================================================
LIGHTHOUSE_SHIPS = [
    {"capacity": 5, "good": "corn", "count": 1},
    {"capacity": 6, "good": "coffee", "count": 6},
    {"capacity": 7, "good": "tobacco", "count": 7},
]


@pytest.mark.parametrize("sugar", [2, 3], ids=["SV-2-sugar", "ES-3-sugar"])
def test_rulebook_lighthouse_example_captain_loads_corn_then_wharf_then_small_wharf(sugar):
    """docs/rules/expansion-i.md#lighthouse. Swedish edition, "Fyr": «Exempel: David är kapten
    och har en aktiverad fyr. Först lastar han på 2 majs på majsskeppet och får 3 VP och 2
    dubloner (1 för fyren och 1 för att han är kapten). När det blir hans tur att lasta igen
    använder han sin aktiverade lastkaj för att skeppa iväg 3 indigo och får 3 AP och 1 dublon.
    Tredje gången använder han sin lilla lastkaj för att skicka iväg 2 socker och får 1 AP och 1
    dublon.»; Spanish edition, "Faro": «En su tercer turno, embarca 3 de azúcar de su dársena y
    toma 1 PV y 1 doblón.» (Spanish edition: 3 sugar; Swedish edition: 2 sugar.)"""
    david = {
        "city": [building("lighthouse"), building("wharf"), building("small_wharf")],
        "goods": {"corn": 2, "indigo": 3, "sugar": sugar},
    }
    state = play(start(four_players(ana=david, cargo_ships=LIGHTHOUSE_SHIPS)), CAPTAIN)

    state = play(state, load(SHIP_5, "corn"))
    shipped = only_event(state, "shipped", player=ANA)
    assert (shipped["count"], shipped["vp"], shipped["captain_bonus"]) == (2, 3, True)
    assert only_event(state, "lighthouse", player=ANA)["doubloons"] == 2
    assert (vp(state, ANA), doubloons(state, ANA)) == (3, 2)

    assert state.current_player == ANA  # the others had nothing to load
    state = play(state, wharf("indigo"))
    shipped = only_event(state, "shipped", player=ANA)
    assert (shipped["count"], shipped["wharf"], shipped["vp"]) == (3, True, 3)
    assert only_event(state, "lighthouse", player=ANA)["doubloons"] == 1
    assert (vp(state, ANA), doubloons(state, ANA)) == (6, 3)

    state = play(state, small_wharf("sugar", sugar))
    assert only_event(state, "small_wharf_shipped", player=ANA)["vp"] == 1
    assert only_event(state, "lighthouse", player=ANA)["doubloons"] == 1
    assert (vp(state, ANA), doubloons(state, ANA)) == (7, 4)


def test_the_lighthouse_pays_a_player_who_is_not_the_captain():
    """docs/rules/expansion-i.md#lighthouse. Swedish edition, the notes printed after
    "Bibliotek": «Man behöver inte själv vara kapten för att få dubloner för att lasta på
    varor.»; Spanish edition, "Faro": «Para ganar el doblón por embarcar, no se necesita ser el
    capitán»."""
    bo = {"city": [building("lighthouse")], "goods": {"sugar": 2}}
    state = play(start(four_players(bo=bo)), CAPTAIN)
    assert state.current_player == BO
    state = play(state, load(SHIP_5, "sugar"))
    assert only_event(state, "lighthouse", player=BO)["doubloons"] == 1
    assert (vp(state, BO), doubloons(state, BO)) == (2, 1)


def test_a_captain_with_a_lighthouse_gets_his_doubloon_even_without_loading():
    """docs/rules/expansion-i.md#lighthouse. Swedish edition, the notes printed after
    "Bibliotek": «Är man kapten får man en extra dublon även om man inte lastar på några varor
    alls.»; Spanish edition, "Faro": «para ganar el doblón extra por ser capitán, no se necesita
    embarcar nada»."""
    state = play(start(four_players(ana={"city": [building("lighthouse")]})), CAPTAIN)
    assert only_event(state, "lighthouse", player=ANA)["doubloons"] == 1
    assert doubloons(state, ANA) == 1
    assert vp(state, ANA) == 0  # the captain's VP still needs a load


def test_an_empty_lighthouse_pays_nothing():
    """docs/rules/expansion-i.md#lighthouse. Swedish edition, "Fyr": «En aktiverad fyr»."""
    ana = {"city": [building("lighthouse", 0)], "goods": {"sugar": 2}}
    state = play(start(four_players(ana=ana)), CAPTAIN, load(SHIP_5, "sugar"))
    no_event(state, "lighthouse")
    assert doubloons(state, ANA) == 0


# === the union hall ============================================================================
@pytest.mark.parametrize(
    "held, score",
    [
        ({"corn": 3, "indigo": 2, "coffee": 1}, 2),  # example 1
        ({"corn": 4, "coffee": 2}, 3),  # example 2
    ],
    ids=["example-1", "example-2"],
)
def test_rulebook_union_hall_examples_one_vp_per_pair_before_the_first_load(held, score):
    """docs/rules/expansion-i.md#union-hall. Swedish edition, "Fackföreningslokal": «Har man en
    aktiverad fackföreningslokal när någon väljer kaptenen får man innan man lastar på första
    gången 1 AP-marker för varje uppsättning av två likadana varor man har.»; «Exempel 1: Bengt
    har 3 majs, 2 indigo och 1 kaffe. Han får 2 AP-marker, 1 för majsen och 1 för indigon.»;
    «Exempel 2: David har 4 majs och 2 kaffe. Han får 3 AP-marker, 2 för majsen och 1 för
    kaffet.»; Spanish edition, "Casa Sindical", its «Ejemplo 1» and «Ejemplo 2»."""
    bo = {"city": [building("union_hall")], "goods": dict(held)}
    state = play(start(four_players(bo=bo, cargo_ships=NOTHING_LOADS)), CAPTAIN)
    assert only_event(state, "union_hall", player=BO)["vp"] == score
    assert vp(state, BO) == score


def test_the_union_hall_pays_before_its_owners_first_load_then_loading_goes_on():
    """docs/rules/expansion-i.md#union-hall. Spanish edition, "Casa Sindical": «Antes de
    embarcar la primera vez en la fase de capitán, el propietario de una casa sindical ocupada
    recibe 1 PV por cada dos mercancías del mismo tipo en su brújula. Luego, todos siguen
    embarcando como de costumbre.»"""
    bo = {"city": [building("union_hall")], "goods": {"corn": 4, "sugar": 2}}
    state = play(start(four_players(ana={"goods": {"indigo": 1}}, bo=bo)), CAPTAIN)
    # The captain's first decision: Bo has already been paid for his 3 pairs.
    assert state.current_player == ANA
    assert vp(state, BO) == 3 and goods(state, BO) == {"corn": 4, "sugar": 2}
    state = play(state, load(SHIP_5, "indigo"))
    assert state.current_player == BO
    state = play(state, load(SHIP_7, "corn"))
    assert only_event(state, "shipped", player=BO, good="corn")["vp"] == 4
    no_event(state, "union_hall")  # once a phase


def test_an_empty_union_hall_pays_nothing():
    """docs/rules/expansion-i.md#union-hall. Swedish edition, "Fackföreningslokal": «Har man en
    aktiverad fackföreningslokal»."""
    bo = {"city": [building("union_hall", 0)], "goods": {"corn": 4}}
    state = play(start(four_players(bo=bo, cargo_ships=NOTHING_LOADS)), CAPTAIN)
    no_event(state, "union_hall")
    assert vp(state, BO) == 0


# === the library: the captain's privilege twice ================================================
def test_the_captain_with_a_library_scores_two_more_vp_with_his_first_load():
    """docs/rules/expansion-i.md#library (the captain gets 2 extra VP). Swedish edition,
    "Bibliotek": «Har man ett aktiverat bibliotek dubblas den förmån man får när man väljer ett
    yrke.»"""

    ana = {"city": [building("library")], "goods": {"sugar": 2, "corn": 1}}
    state = play(start(four_players(ana=ana)), CAPTAIN, load(SHIP_5, "sugar"))
    shipped = only_event(state, "shipped", player=ANA)
    assert shipped["vp"] == 2 + 2 and shipped["captain_bonus"] is True
    only_event(state, "privilege_doubled", player=ANA, role="captain")
    assert vp(state, ANA) == 4
    # Only with the first load.
    assert state.current_player == ANA
    state = play(state, load(SHIP_6, "corn"))
    assert only_event(state, "shipped", player=ANA)["vp"] == 1
