"""Expansion I in the settler phase: the forest house and its forests, with the hacienda, the
hospice and the library; the library's second tile (docs/rules/expansion-i.md#forest-house,
docs/rules/expansion-i.md#combinations, docs/rules/expansion-i.md#library).

How they quote the editions: expansion_scenario.py.
"""

import pytest
from expansion_scenario import (
    KEEP_DRAWN,
    forest,
    game,
)
from scenario import (
    ANA,
    BO,
    CY,
    DRAW,
    NO_COLONIST,
    NO_DRAW,
    NO_TILE,
    SETTLER,
    TAKE_COLONIST,
    building,
    events,
    face_up,
    forced_actions,
    is_offered,
    island,
    occupied_tiles,
    of_type,
    offered,
    only_event,
    phase,
    play,
    san_juan,
    start,
    take,
    tiles,
    view,
)

import pr_core as pr

FACE_UP = ["corn", "indigo", "sugar", "coffee"]


def settler_game(ana=None, bo=None, cy=None, face_up_tiles=FACE_UP, **fields):
    """Ana is the governor and will choose the settler."""
    return game(
        ana or {}, bo or {}, cy or {}, plantations={"face_up": list(face_up_tiles)}, **fields
    )


def forests_offered(state):
    return sorted(a["discard"] for a in of_type(offered(state), "forest"))


def discarded(state):
    return {k: n for k, n in view(state)["plantations"]["discarded"].items() if n}


# --- the forest house: a forest instead of a plantation ------------------------------------------
def test_an_occupied_forest_house_plants_a_forest_and_discards_a_face_up_plantation():
    """docs/rules/expansion-i.md#forest-house. Swedish edition, "Skogvaktarstuga": «Har man en
    aktiverad skogvaktarstuga när någon väljer nybyggaren får man välja att ta en skog istället
    för en plantage. Gör man det skall man också välja en av de uppvända plantagerna och lägga i
    slänghögen.» (The Spanish edition, "Cabaña forestal", has the discarded plantation taken
    «boca abajo» and removed from the game; the engine follows the Swedish edition, as the
    digest does: docs/rules/expansion-i.md#rulings.)"""
    state = play(
        start(settler_game(bo={"city": [building("forest_house")]})), SETTLER, take("corn")
    )
    assert state.current_player == BO
    assert forests_offered(state) == ["coffee", "indigo", "sugar"]  # one per face-up kind

    state = play(state, forest("sugar"))
    assert only_event(state, "forest_planted", player=BO) == {
        "type": "forest_planted",
        "player": BO,
        "discarded": "sugar",
        "drawn": False,
    }
    assert island(state, BO) == {"forest": 1}
    assert face_up(state) == ["coffee", "indigo"]
    assert discarded(state) == {"sugar": 1}
    assert view(state)["expansion"]["forests"] == 11


def test_the_settler_may_plant_a_forest_instead_of_a_plantation_or_a_quarry():
    """docs/rules/expansion-i.md#forest-house. Spanish edition, "Cabaña forestal": «puede poner
    un bosque en una de sus casillas de isla vacías en vez de escoger una de las plantaciones
    disponibles (o una cantera)»."""
    state = play(start(settler_game(ana={"city": [building("forest_house")]})), SETTLER)
    assert is_offered(state, take("quarry"))
    assert forests_offered(state) == ["coffee", "corn", "indigo", "sugar"]
    state = play(state, forest("coffee"))
    assert island(state, ANA) == {"forest": 1}
    assert view(state)["quarries"] == 8  # no quarry besides


def test_an_empty_forest_house_plants_no_forest():
    """docs/rules/expansion-i.md#forest-house. Swedish edition, "Skogvaktarstuga": «Har man en
    aktiverad skogvaktarstuga» (occupied: Swedish edition, "Byggnader": «Endast aktiverade
    byggnader har någon funktion i spelet»)."""
    state = play(start(settler_game(ana={"city": [building("forest_house", 0)]})), SETTLER)
    assert forests_offered(state) == []


def test_with_no_face_up_plantation_left_no_forest_can_be_planted():
    """docs/rules/expansion-i.md#forest-house. Swedish edition, "Skogvaktarstuga": «Finns det
    inga uppvända plantagerutor kvar kan ingen mer skog planteras.»; Spanish edition, "Cabaña
    forestal": «Cuando no quede ninguna plantación o bosque más, ya no puede poner un
    bosque.»"""
    doc = settler_game(bo={"city": [building("forest_house")]}, face_up_tiles=["corn"])
    state = play(start(doc), SETTLER, take("corn"))
    # Ana took the last face-up plantation: Bo has nothing to choose, so his pass is applied
    # without asking, and he has no forest.
    assert (BO, NO_TILE) in forced_actions(state)
    assert island(state, BO) == {}
    assert view(state)["expansion"]["forests"] == 12
    assert phase(state) == "role_selection"


def test_with_every_forest_planted_no_forest_can_be_planted():
    """docs/rules/expansion-i.md#forest-house. Spanish edition, "Cabaña forestal": «Cuando no
    quede ninguna plantación o bosque más, ya no puede poner un bosque.»; Swedish edition,
    "Expansionen" (the contents): the expansion has «12 skogar»."""
    doc = settler_game(ana={"city": [building("forest_house")]}, cy={"island": tiles("forest", 12)})
    state = play(start(doc), SETTLER)
    assert view(state)["expansion"]["forests"] == 0
    assert forests_offered(state) == []


def test_a_forest_has_no_circle():
    """docs/rules/expansion-i.md#forests. Swedish edition, "Skogvaktarstuga": «Skogar har ingen
    plats för (och behöver inte) någon kolonist.»; Spanish edition, "Cabaña forestal": «Los
    bosques no tienen espacio (ni tampoco necesitan) colonos.»"""
    doc = settler_game(ana={"island": [{"tile": "forest", "colonist": True}]})
    with pytest.raises(pr.PositionError, match="no circle"):
        start(doc)


def test_a_forest_takes_an_island_space_so_a_full_island_plants_none():
    """docs/rules/expansion-i.md#forest-house. Swedish edition, "Nybyggaren": «Om en spelare
    fyllt upp alla 12 ö-rutor kan inga nya plantager eller stenbrott placeras.»; Spanish
    edition, "Cabaña forestal": «en una de sus casillas de isla vacías»."""
    doc = settler_game(
        ana={"city": [building("forest_house")], "island": tiles("forest", 6) + tiles("corn", 6)}
    )
    state = play(start(doc), SETTLER)
    assert island(state, ANA) == {"forest": 6, "corn": 6}
    assert state.current_player == BO  # nothing to decide: the pass was applied


# --- the forest house with the hacienda -------------------------------------------------------
def test_with_a_hacienda_a_forest_may_replace_the_drawn_plantation_which_is_discarded():
    """docs/rules/expansion-i.md#combinations. Swedish edition, "Expansionsbyggnaderna" (the
    notes): «Har man en aktiverad skogvaktarstuga och dessutom... - en aktiverad hacienda [...]
    kan man välja en skog istället för den extra plantagen efter att man dragit och tittat på
    denna. Väljer man en skog skall plantagen läggas i slänghögen.»; Spanish edition, "Cabaña
    forestal": «puede decidir poner un bosque en vez de la plantación adicional después de
    robarla y mirarla; si pone un bosque, desecha la plantación adicional.»"""
    doc = settler_game(ana={"city": [building("forest_house"), building("hacienda")]})
    state = play(start(doc), SETTLER)
    assert offered(state) == [DRAW, NO_DRAW]
    state = play(state, DRAW)
    drawn = only_event(state, "hacienda_draw", player=ANA)
    assert drawn["placed"] is False  # seen, not yet placed
    assert island(state, ANA) == {}
    assert offered(state) == [forest("drawn"), KEEP_DRAWN]

    state = play(state, forest("drawn"))
    assert only_event(state, "forest_planted")["discarded"] == drawn["tile"]
    assert island(state, ANA) == {"forest": 1}
    assert discarded(state) == {drawn["tile"]: 1}
    assert face_up(state) == sorted(FACE_UP)  # the face-up plantations are untouched
    # Then the turn goes on as usual: the normal tile.
    assert is_offered(state, take("corn")) and is_offered(state, take("quarry"))


def test_with_a_hacienda_the_drawn_plantation_may_be_kept():
    """docs/rules/expansion-i.md#combinations. Swedish edition, "Expansionsbyggnaderna" (the
    notes): «kan man välja en skog istället för den extra plantagen» (may, not must)."""
    doc = settler_game(ana={"city": [building("forest_house"), building("hacienda")]})
    state = play(start(doc), SETTLER, DRAW)
    tile = only_event(state, "hacienda_draw")["tile"]
    state = play(state, KEEP_DRAWN)
    assert only_event(state, "hacienda_tile_placed")["tile"] == tile
    assert island(state, ANA) == {tile: 1}
    assert view(state)["expansion"]["forests"] == 12


def test_the_hacienda_without_an_occupied_forest_house_places_the_drawn_plantation_at_once():
    """docs/rules/puerto-rico.md#hacienda. Swedish edition, "Hacienda": «Väljer man att göra så
    måste denna extra plantage genast placeras på en ledig ö-ruta. Man får alltså inte lägga
    tillbaka den.»"""
    doc = settler_game(ana={"city": [building("forest_house", 0), building("hacienda")]})
    state = play(start(doc), SETTLER, DRAW)
    drawn = only_event(state, "hacienda_draw")
    assert "placed" not in drawn or drawn["placed"] is True
    assert island(state, ANA) == {drawn["tile"]: 1}
    assert not is_offered(state, forest("drawn"))


# --- the forest house with the hospice --------------------------------------------------------
def test_with_a_hospice_the_colonist_for_a_forest_goes_to_san_juan():
    """docs/rules/expansion-i.md#combinations. Swedish edition, "Expansionsbyggnaderna" (the
    notes): «- ett aktiverat härbärge och väljer en skog placeras den extra kolonisten i San
    Juan.»; Spanish edition, "Cabaña forestal": «Un hospicio ocupado, cuando pone un bosque,
    pone su colono en San Juan.»"""
    doc = settler_game(ana={"city": [building("forest_house"), building("hospice")]})
    supply = view(start(doc))["colonists"]["supply"]
    state = play(start(doc), SETTLER, forest("corn"))
    assert offered(state) == [TAKE_COLONIST, NO_COLONIST]
    state = play(state, TAKE_COLONIST)
    added = only_event(state, "colonist_added", player=ANA)
    assert added["tile"] == "forest" and added["san_juan"] is True
    assert san_juan(state, ANA) == 1
    assert occupied_tiles(state, ANA) == {}
    assert view(state)["colonists"]["supply"] == supply - 1


# --- the library: the settler's second tile ---------------------------------------------------
def library_settler(ana_city, **kw):
    return settler_game(ana={"city": [building("library")] + ana_city}, **kw)


def test_the_settler_with_a_library_takes_a_second_plantation_after_everybody_else():
    """docs/rules/expansion-i.md#library. Swedish edition, "Bibliotek": «Som nybyggare väljer
    man först som vanligt en plantage eller ett stenbrott. Efter att alla spelare valt plantage
    får man sedan ta ytterligare en plantage från dem som ligger uppvända.»; Spanish edition,
    "Biblioteca": «Entonces, después que todos los otros jugadores hayan escogido sus
    plantaciones, puede tomar una plantación de las que queden.»"""
    state = play(start(library_settler([])), SETTLER, take("coffee"))
    assert state.current_player == BO
    state = play(state, take("corn"))
    assert state.current_player == CY
    state = play(state, take("indigo"))
    # Everybody else has chosen: Ana again, from what is left.
    assert state.current_player == ANA and phase(state) == "settler"
    only_event(state, "privilege_doubled", player=ANA, role="settler")
    assert of_type(offered(state), "plant") == [take("sugar")]
    state = play(state, take("sugar"))
    assert island(state, ANA) == {"coffee": 1, "sugar": 1}
    assert phase(state) == "role_selection"


def test_the_library_second_tile_is_not_a_quarry_without_a_construction_hut():
    """docs/rules/expansion-i.md#library. Swedish edition, "Bibliotek": «Man får alltså inte ta
    två stenbrott som dubbel förmån.»; Spanish edition, "Biblioteca": «No puede tomar una
    cantera como su privilegio duplicado, a menos que tenga una cabaña de construcción
    ocupada.»"""
    state = play(start(library_settler([])), SETTLER, take("quarry"), take("corn"), take("indigo"))
    assert state.current_player == ANA
    assert not is_offered(state, take("quarry"))
    assert of_type(offered(state), "plant") == [take("sugar"), take("coffee")]


def test_the_library_second_tile_is_not_a_quarry_even_after_a_plantation():
    """docs/rules/expansion-i.md#library. Spanish edition, "Biblioteca": «No puede tomar una
    cantera como su privilegio duplicado, a menos que tenga una cabaña de construcción
    ocupada.»"""
    state = play(start(library_settler([])), SETTLER, take("coffee"), take("corn"), take("indigo"))
    assert state.current_player == ANA
    assert not is_offered(state, take("quarry"))


def test_with_an_occupied_construction_hut_the_library_gives_two_quarries():
    """docs/rules/expansion-i.md#library. Swedish edition, the notes printed after "Bibliotek":
    «Har man ett aktiverat bibliotek och dessutom... - en aktiverad barrack får man ta två
    stenbrott.»; Spanish edition, "Biblioteca": «a menos que tenga una cabaña de construcción
    ocupada»."""
    state = play(
        start(library_settler([building("construction_hut")])),
        SETTLER,
        take("quarry"),
        take("corn"),
        take("indigo"),
    )
    assert state.current_player == ANA
    assert is_offered(state, take("quarry"))
    state = play(state, take("quarry"))
    assert island(state, ANA) == {"quarry": 2}
    assert view(state)["quarries"] == 6


def test_with_a_hospice_the_library_settler_gets_a_colonist_only_on_the_first_tile():
    """docs/rules/expansion-i.md#library. Swedish edition, the notes printed after "Bibliotek":
    «- ett aktiverat härbärge får man ändå bara en kolonist på den första ö-brickan.»; Spanish
    edition, "Biblioteca": «Si tiene un hospicio ocupado, puede tomar un colono solamente con su
    primera plantación (o cantera).»"""
    state = play(start(library_settler([building("hospice")])), SETTLER, take("coffee"))
    assert offered(state) == [TAKE_COLONIST, NO_COLONIST]
    state = play(state, TAKE_COLONIST, take("corn"), take("indigo"))
    assert state.current_player == ANA
    state = play(state, take("sugar"))
    assert events(state, "colonist_added") == []
    assert phase(state) == "role_selection"  # no hospice question for the second tile
    assert occupied_tiles(state, ANA) == {"coffee": 1}
    assert island(state, ANA) == {"coffee": 1, "sugar": 1}


@pytest.mark.parametrize(
    "first, second, forests",
    [
        (take("coffee"), take("sugar"), 0),
        (forest("coffee"), take("sugar"), 1),
        (take("coffee"), forest("sugar"), 1),
        (forest("coffee"), forest("sugar"), 2),
    ],
)
def test_with_a_forest_house_the_library_settler_plants_zero_one_or_two_forests(
    first, second, forests
):
    """docs/rules/expansion-i.md#combinations. Spanish edition, "Cabaña forestal": «Una
    biblioteca ocupada, puede poner 0, 1 ó 2 bosques en vez de plantaciones.»; Swedish edition,
    "Expansionsbyggnaderna" (the notes): «Har man en aktiverad skogvaktarstuga och dessutom...
    [...] ett aktiverat bibliotek kan man välja en skog istället för den extra plantagen»."""
    state = play(
        start(library_settler([building("forest_house")])),
        SETTLER,
        first,
        take("corn"),
        take("indigo"),
    )
    assert state.current_player == ANA
    assert is_offered(state, second)
    state = play(state, second)
    assert island(state, ANA).get("forest", 0) == forests
    assert sum(island(state, ANA).values()) == 2


def test_the_library_does_not_double_another_players_settler_turn():
    """docs/rules/expansion-i.md#library. Swedish edition, "Bibliotek": «dubblas den förmån man
    får när man väljer ett yrke» (the privilege of the role one chooses); "Yrkena": «Förmånen
    som hör till det valda yrket får bara den spelare som valde yrket utnyttja.»"""

    doc = settler_game(bo={"city": [building("library")]})
    state = play(start(doc), SETTLER, take("coffee"), take("corn"), take("indigo"))
    assert phase(state) == "role_selection"
    assert island(state, BO) == {"corn": 1}
