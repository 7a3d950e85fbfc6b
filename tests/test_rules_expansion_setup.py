"""Expansion I: its components and its setup, the building draft
(docs/rules/expansion-i.md#components, docs/rules/expansion-i.md#draft).

How they quote the editions: expansion_scenario.py.
"""

import pytest
from expansion_scenario import (
    draft,
    game,
)
from scenario import (
    ANA,
    BO,
    CY,
    events,
    is_offered,
    offered,
    phase,
    play,
    role,
    start,
    view,
)

import pr_core as pr
from pr_core.puerto_rico import data

COST_2 = ("hacienda", "construction_hut", "forest_house", "black_market")


def picks(state):
    return sorted(a["building"] for a in offered(state))


def drafted(state):
    return view(state)["expansion"]["board"]


def fill_the_board(state):
    """Plays the draft to its end, each player taking the first building offered."""
    while phase(state) == "draft":
        state = play(state, offered(state)[0])
    return state


# --- the components ----------------------------------------------------------------------------
def test_the_expansion_brings_twelve_forests():
    """docs/rules/expansion-i.md#components. Swedish edition, "Expansionen" (the contents):
    «12 skogar» («Nya ö-brickor som hör till skogvaktarstugan»)."""
    state = pr.new_game(3, 1, expansion="draft")
    assert view(state)["expansion"]["forests"] == 12


def test_fifty_five_violet_buildings_are_drafted_from_two_of_each_small_and_one_of_each_large():
    """docs/rules/expansion-i.md#components. Spanish edition, "Puerto Rico: La Expansión",
    "REGLAS": «Pon todos los 55 edificios morados lado del tablero de juego (Edificios
    Originales: 2 de cada 12 edificios pequeños + 5 edificios grandes y Edificios Nuevos: 2 de
    cada 12 edificios pequeños + 2 edificios grandes)»; Swedish edition, "Expansionen" (the
    contents): «2 stora lila byggnader (2 rutor) och 2 av varje av 12 små lila byggnader»."""
    state = pr.new_game(4, 1, expansion="draft")
    offered_now = picks(state)
    assert len(offered_now) == 12 + 5 + 12 + 2
    copies = {}
    for name in offered_now:
        state_after = play(state, draft(name))
        copies[name] = events(state_after, "building_drafted")[0]["copies"]
    assert sum(copies.values()) == 55
    assert all(
        copies[n] == (1 if data.IS_LARGE_BUILDING[data.BUILDING_NAMES.index(n)] else 2)
        for n in copies
    )


# --- the draft ---------------------------------------------------------------------------------
def test_the_governor_picks_first_then_the_players_to_his_left_in_turn():
    """docs/rules/expansion-i.md#draft. Swedish edition, "Förberedelser": «Den spelare som har
    guvernörskortet börjar med att välja en byggnad [...] Sedan är det spelaren till vänster som
    väljer en byggnad, o.s.v. tills alla byggnadsrutor på spelplanen fyllts.»; Spanish edition,
    "REGLAS" (of "Puerto Rico: La Expansión"): «El primer jugador escoge un edificio»."""
    state = pr.new_game(3, 7, expansion="draft")
    assert phase(state) == "draft"
    assert view(state)["governor"] == ANA
    order = []
    for _ in range(5):
        order.append(state.current_player)
        state = play(state, offered(state)[0])
    assert order == [ANA, BO, CY, ANA, BO]


def test_with_two_players_one_copy_of_a_small_building_goes_in():
    """docs/rules/expansion-i.md#draft: small buildings go in as a pair, one copy with 2
    players (the official 2-player variant has one of each small violet building:
    docs/rules/puerto-rico.md#two-players)."""
    state = play(pr.new_game(2, 1, expansion="draft"), draft("library"))
    assert [e["copies"] for e in events(state, "building_drafted")] == [1]


def test_a_drafted_small_building_goes_in_as_a_pair_a_large_one_alone():
    """docs/rules/expansion-i.md#draft. Swedish edition, "Förberedelser": «Är det en liten
    byggnad läggs den andra byggnaden av samma sort ovanpå.»; Spanish edition, "REGLAS" (of
    "Puerto Rico: La Expansión"): «los edificios pequeños se ponen por parejas»."""
    state = play(pr.new_game(3, 1, expansion="draft"), draft("library"))
    assert [e["copies"] for e in events(state, "building_drafted")] == [2]
    assert view(state)["buildings"]["library"] == 2
    state = play(state, draft("statue"))
    assert [e["copies"] for e in events(state, "building_drafted")] == [1]
    assert view(state)["buildings"]["statue"] == 1


def test_rulebook_draft_example_no_cost_two_space_is_left_for_the_hut_or_the_forest_house():
    """docs/rules/expansion-i.md#draft. Swedish edition, "Förberedelser": «Exempel: En spelare
    väljer den svarta marknaden, och väljer att placera de två byggnaderna på rutan för
    hacienda. Senare väljer en annan spelare haciendan [...] på rutan för barack. Baracken och
    skogvaktarstugan kan nu inte längre väljas»; Spanish edition, "REGLAS" (of "Puerto Rico: La
    Expansión"): «Ahora no se pueden escoger ni las cabañas de construcción ni las cabañas
    forestales, porque no hay lugar para ponerlas en el tablero.»"""
    state = pr.new_game(3, 1, expansion="draft")
    assert set(COST_2) <= set(picks(state))

    state = play(state, draft("black_market"))  # on the hacienda's space
    assert {"hacienda", "construction_hut", "forest_house"} <= set(picks(state))
    state = play(state, draft("hacienda"))  # on the construction hut's space
    assert drafted(state) == ["black_market", "hacienda"]
    for name in ("construction_hut", "forest_house"):
        assert not is_offered(state, draft(name)), name
        with pytest.raises(pr.IllegalActionError, match="no space costing 2"):
            play(state, draft(name))
    # Every other cost still has its spaces.
    assert len(picks(state)) == 31 - 4


@pytest.mark.parametrize(
    "cost, spaces",
    [(1, 1), (2, 2), (3, 1), (4, 1), (5, 2), (6, 1), (7, 1), (8, 2), (9, 1), (10, 5)],
)
def test_each_cost_has_as_many_board_spaces_as_the_base_game_has_buildings_of_that_cost(
    cost, spaces
):
    """docs/rules/expansion-i.md#draft. Spanish edition, "REGLAS" (of "Puerto Rico: La
    Expansión"): a building goes on «una casilla vacía apropiada (debe tener el mismo coste)»;
    Swedish edition, "Förberedelser": «en av de byggnadsrutor som har samma byggkostnad som den
    valda byggnaden». (The Spanish edition's «Nota» in the same section lists 2, 4 and 8 as the
    two-space costs and 4 again among the one-space costs: the base board has two buildings
    costing 5, one costing 4.)"""
    state = pr.new_game(3, 1, expansion="draft")
    candidates = [
        data.BUILDING_NAMES[b] for b in data.VIOLET_BUILDINGS if data.BUILDING_COST[b] == cost
    ]
    for name in candidates[:spaces]:
        state = play(state, draft(name))
    assert not any(is_offered(state, draft(name)) for name in candidates[spaces:])


def test_the_draft_ends_with_the_seventeen_spaces_full_and_the_rest_leave_the_game():
    """docs/rules/expansion-i.md#draft. Swedish edition, "Förberedelser": «tills alla
    byggnadsrutor på spelplanen fyllts. De kvarvarande byggnaderna läggs åt sidan och kommer
    inte att användas i spelet.»; Spanish edition, "REGLAS" (of "Puerto Rico: La Expansión"):
    «hasta que todas las casillas para los 12 edificios morados pequeños y 5 edificios morados
    grandes estén llenas. Pon los 26 edificios morados no escogidos en la caja»."""
    state = fill_the_board(pr.new_game(4, 3, expansion="draft"))
    board = drafted(state)
    assert len(board) == 17
    assert sum(data.IS_LARGE_BUILDING[data.BUILDING_NAMES.index(n)] for n in board) == 5
    removed = events(state, "draft_ended")[0]["removed"]
    assert sorted(removed + board) == sorted(data.BUILDING_NAMES[b] for b in data.VIOLET_BUILDINGS)
    pieces = sum(1 if data.IS_LARGE_BUILDING[data.BUILDING_NAMES.index(n)] else 2 for n in removed)
    assert pieces == 26
    # The game begins: the governor chooses the first role, and only the board is for sale.
    assert phase(state) == "role_selection" and state.current_player == ANA
    for name in removed:
        assert name not in view(state)["buildings"]


def test_production_buildings_stay_on_their_spaces_and_are_not_drafted():
    """docs/rules/expansion-i.md#draft. Swedish edition, "Förberedelser": «Skall expansionen
    användas läggs först produktionsbyggnaderna på sina markerade rutor på spelplanen. Därefter
    läggs samtliga lila byggnader vid sidan om spelplanen.»"""
    state = pr.new_game(3, 1, expansion="draft")
    assert not any(data.IS_PRODUCTION[data.BUILDING_NAMES.index(n)] for n in picks(state))
    assert view(state)["buildings"]["coffee_roaster"] == 3
    with pytest.raises(pr.IllegalActionError):
        play(state, draft("coffee_roaster"))


def test_the_variant_with_every_building_for_sale():
    """docs/rules/expansion-i.md#all-buildings. Swedish edition, "Förberedelser": «Variant:
    Vill man ha ett mer varierat spel kan man spela med fler byggnader än antalet byggnadsrutor
    på spelplanen. Man kan t.ex. prova att spela med alla byggnaderna.»"""
    state = pr.new_game(3, 1, expansion="all")
    assert phase(state) == "role_selection"
    supply = view(state)["buildings"]
    for b in data.VIOLET_BUILDINGS:
        assert supply[data.BUILDING_NAMES[b]] == (1 if data.IS_LARGE_BUILDING[b] else 2)


def test_a_drafted_board_is_what_the_builder_can_buy():
    """docs/rules/expansion-i.md#draft. Spanish edition, "REGLAS" (of "Puerto Rico: La
    Expansión"): «Pon los 26 edificios morados no escogidos en la caja—no se usarán en este
    juego.»"""

    board = [
        "small_market",
        "black_market",
        "forest_house",
        "small_warehouse",
        "hospice",
        "office",
        "church",
        "large_warehouse",
        "factory",
        "library",
        "harbor",
        "wharf",
        "guild_hall",
        "residence",
        "statue",
        "customs_house",
        "cloister",
    ]
    doc = game({"doubloons": 20}, {}, {}, board=board)
    state = play(start(doc), role("builder"))
    buyable = {a["building"] for a in offered(state) if a["type"] == "build"}
    violet = {n for n in buyable if not data.IS_PRODUCTION[data.BUILDING_NAMES.index(n)]}
    assert violet == set(board)
