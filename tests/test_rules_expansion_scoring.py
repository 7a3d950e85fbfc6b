"""Expansion I at the end of the game: the cloister and the statue, and the base game's scoring
rules with the expansion's tiles and buildings (docs/rules/puerto-rico.md#scoring,
docs/rules/expansion-i.md#buildings).

The tests quote the Swedish and Spanish editions by name and section heading, and the project's
digests (docs/rules/puerto-rico.md, docs/rules/expansion-i.md) by anchor.
"""

import pytest
from expansion_scenario import (
    game,
)
from scenario import (
    ANA,
    building,
    manned,
    start,
    tiles,
)

import pr_core as pr


def finished(ana):
    """A finished 3-player game; Ana is the player scored."""
    doc = game(ana, {}, {}, phase={"name": "game_over"}, end_reasons=["colonists"])
    state = start(doc)
    assert pr.is_terminal(state)
    return pr.final_scores(state)["players"][ANA]


CHRISTINA_ISLAND = tiles("forest", 6) + manned("quarry", 3) + manned("corn", 2) + manned("coffee")


@pytest.mark.parametrize(
    "name, points",
    [
        ("aqueduct", 1),
        ("forest_house", 1),
        ("black_market", 1),
        ("storehouse", 1),
        ("guest_house", 2),
        ("trading_post", 2),
        ("church", 2),
        ("small_wharf", 2),
        ("lighthouse", 3),
        ("specialty_factory", 3),
        ("library", 3),
        ("union_hall", 3),
        ("statue", 8),
        ("cloister", 4),
    ],
)
def test_each_new_building_scores_its_vp_occupied_or_not(name, points):
    """docs/rules/expansion-i.md#buildings (the table: VP of each new building); Swedish
    edition, "Byggnader": «Endast aktiverade byggnader har någon funktion i spelet (undantag: de
    ger AP vid sluträkningen)»."""
    assert finished({"city": [building(name, 0)]})["building_vp"] == points


def test_rulebook_cloister_example_six_forests_three_quarries_score_six():
    """docs/rules/expansion-i.md#cloister. Swedish edition, "Kloster": «Exempel: Christina har
    ett aktiverat kloster och 6 skogar, 3 stenbrott, 2 majsplantager och 1 kaffeplantage vid
    spelets slut. Hon får 6 extra AP (två uppsättningar av 3 skogar och en uppsättning av 3
    stenbrott).»; Spanish edition, "Claustro": «tiene 6 bosques, 3 canteras, 2 plantaciones de
    maíz y de café al final del juego. Gana 6 PV extra.»"""
    christina = finished({"island": CHRISTINA_ISLAND, "city": [building("cloister")]})
    assert christina["bonus_vp"] == {"cloister": 6}
    assert christina["building_vp"] == 4
    assert christina["total"] == 4 + 6


def test_rulebook_cloister_example_a_third_corn_instead_of_the_coffee_scores_ten():
    """docs/rules/expansion-i.md#cloister. Swedish edition, "Kloster": «Hade hon haft en
    majsplantage till istället för kaffeplantagen hade hon fått 10 AP.»; Spanish edition,
    "Claustro": «Si tuviera 1 plantación adicional de maíz en vez de una de café, habría ganado
    10 puntos extra.»"""
    island = tiles("forest", 6) + manned("quarry", 3) + manned("corn", 3)
    christina = finished({"island": island, "city": [building("cloister")]})
    assert christina["bonus_vp"] == {"cloister": 10}


@pytest.mark.parametrize(
    "island, score",
    [
        ([], 0),
        (tiles("corn", 2) + tiles("indigo", 2), 0),
        (tiles("sugar", 3), 1),
        (tiles("sugar", 5) + tiles("quarry", 3), 3),
        (tiles("tobacco", 3) + tiles("coffee", 3) + tiles("forest", 3), 6),
        (tiles("corn", 3) + tiles("indigo", 3) + tiles("sugar", 3) + tiles("quarry", 3), 10),
    ],
)
def test_the_cloister_scores_one_three_six_or_ten_for_sets_of_three_identical_tiles(island, score):
    """docs/rules/expansion-i.md#cloister. Swedish edition, "Kloster": «För en uppsättning av
    tre likadana ö-brickor får man 1 extra AP, för två sådana uppsättningar får man 3 extra AP,
    för 3 uppsättningar får man 6 extra AP och för fyra uppsättningar av tre likadana ö-brickor
    får man 10 extra AP, vilket är det mesta man kan få.»; Spanish edition, "Claustro": «Por 1
    grupo de 3 fichas semejantes, gana 1 PV; por 2 grupos [...] 3 PV; por 3 grupos [...] 6 PV; y
    por 4 grupos [...] 10 PV (el máximo).»"""
    assert finished({"island": island, "city": [building("cloister")]})["bonus_vp"] == {
        "cloister": score
    }


def test_an_empty_cloister_scores_only_its_own_four_vp():
    """docs/rules/expansion-i.md#cloister. Swedish edition, "Kloster": «Har man ett aktiverat
    kloster vid spelets slut»; "Stora lila byggnader": «Aktiverade stora lila byggnader ger
    extra AP vid spelets slut.»"""
    ana = finished({"island": CHRISTINA_ISLAND, "city": [building("cloister", 0)]})
    assert ana["bonus_vp"] == {"cloister": 0}
    assert ana["total"] == 4


def test_the_statue_is_worth_eight_vp_without_a_colonist():
    """docs/rules/expansion-i.md#statue. Swedish edition, "Staty": «Statyn har ingen plats för
    (och behöver inte) någon kolonist. Statyn är värd 8 AP i slutet av spelet.»; Spanish
    edition, "Estatua": «Vale 8 PV al final del juego.»"""
    ana = finished({"city": [building("statue", 0)]})
    assert ana["building_vp"] == 8
    assert ana["bonus_vp"] == {}
    assert ana["total"] == 8


def test_the_city_hall_counts_the_expansions_violet_buildings_statue_included():
    """docs/rules/puerto-rico.md#city-hall. Swedish edition, "Rådhus": «Har man ett aktiverat
    rådhus vid spelets slut får man 1 extra AP för varje lila byggnad man har (stora eller små,
    aktiverade eller inte). Även rådhuset räknas!»; "Expansionen" (the contents): the
    expansion's «2 stora lila byggnader [...] och 2 av varje av 12 små lila byggnader»."""
    city = [
        building("city_hall"),
        building("statue", 0),
        building("aqueduct", 0),
        building("library", 0),
        building("small_indigo_plant", 0),
    ]
    ana = finished({"city": city})
    assert ana["bonus_vp"] == {"city_hall": 4}


def test_forests_fill_island_spaces_for_the_residence():
    """docs/rules/puerto-rico.md#residence. Swedish edition, "Residens": «Har man 9 ö-brickor
    eller färre får man 4 extra AP, 10 ö-brickor ger 5 AP, 11 ö-brickor ger 6 AP, och har man
    fyllt upp alla 12 ö-rutorna med ö-brickor får man 7 extra AP.»; forests are island tiles
    (docs/rules/expansion-i.md#forests; Swedish edition, "Expansionen" (the contents): «Nya
    ö-brickor som hör till skogvaktarstugan»)."""

    ana = finished(
        {"island": tiles("forest", 11) + manned("corn"), "city": [building("residence")]}
    )
    assert ana["bonus_vp"] == {"residence": 7}
