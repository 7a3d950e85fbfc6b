"""The end of the game's scores (docs/rules/san-juan.md#scoring; Dutch edition, "Einde van het
spel") and the buildings scoring at the end: chapel, monuments, guild hall, city hall, triumphal
arch, palace.

How they quote the edition and cite the rules: sj_scenario.py.
The examples' players are scored in a finished game (another player's city is complete), their
cities exactly as the rulebook lists them, plus the indigo plant every player starts with where
the example leaves it out and it changes nothing.
"""

import pytest
from sj_scenario import (
    ANA,
    BO,
    NO_BUILD,
    build,
    build_over,
    cards,
    chapel,
    game,
    is_offered,
    out_of_game,
    pay_with,
    play,
    role,
    scores,
    start,
    total,
)

import pr_core.san_juan as sj
from pr_core.errors import IllegalActionError

TWELVE = ["indigo_plant"] * 4 + ["sugar_mill"] * 4 + ["tobacco_storage"] * 4  # 4 + 4 + 8 VP
OVER = {"name": "game_over"}


def finished(example, **extra):
    """A finished 2-player game: Ana's city is the example's, Bo's is complete."""
    return start(
        game(dict({"hand": []}, **example), {"hand": [], "buildings": TWELVE}, phase=OVER, **extra)
    )


def row(state, seat):
    return scores(state)["players"][seat]


def test_scores_are_the_buildings_points_plus_chapel_cards_plus_the_six_buildings():
    """docs/rules/san-juan.md#scoring; Dutch edition, "Einde van het spel": "Iedere speler telt op:
    + De punten van zijn gebouwen (getal op de onderste rand van de kaarten) + de punten (= aantal
    kaarten) onder zijn kapel + de punten van raadhuis, gildehal en triomfboog + de punten van zijn
    paleis"."""
    state = finished(
        {
            "buildings": ["indigo_plant", "silver_smelter", "chapel", "hero", "guild_hall"],
            "chapel": ["palace", "smithy"],
        }
    )
    r = row(state, ANA)
    assert r["building_vp"] == 1 + 3 + 2 + 5 + 0
    assert r["chapel_vp"] == 2
    assert r["bonus_vp"] == {"guild_hall": 2 * 2}
    assert r["total"] == 11 + 2 + 4
    assert total(state, BO) == 16


def test_chapel_example_seven_cards_nine_points():
    """docs/rules/san-juan.md#chapel; Dutch edition, "Kapel": "De speler heeft aan het einde van het
    spel 7 kaarten onder zijn kapel: in totaal krijgt hij 9 punten (2 voor de kapel en 7 voor de
    kaarten)"; and: "(de tekst op de kaart telt aan het einde van het spel niet mee!)" -- palaces
    tucked are points, not palaces."""
    state = finished(
        {
            "buildings": ["chapel"],
            "chapel": ["palace", "palace", "hero", "statue", "well", "city_hall", "guild_hall"],
        }
    )
    assert total(state, ANA) == 9
    assert row(state, ANA)["bonus_vp"] == {}


def test_chapel_built_over_another_building_counts_its_cards_only():
    """docs/rules/san-juan.md#chapel; Dutch edition, "Kapel": "Heeft hij zijn kapel over een ander
    gebouw gebouwd (met behulp van de kraan), dan wordt dit gebouw aan het eind van het spel
    natuurlijk niet bij het aantal verzamelde kaarten geteld"."""
    ana = {"hand": ["chapel", "hero", "well"], "buildings": ["indigo_plant", "crane", "tower"]}
    state = play(start(game(ana, {"hand": []})), role("builder"), build_over("chapel", "tower"))
    assert chapel(state, ANA) == cards() and out_of_game(state) == cards("tower")
    assert row(state, ANA)["chapel_vp"] == 0
    assert total(state, ANA) == 1 + 1 + 2  # indigo, crane, chapel


def test_monuments_one_of_each_kind():
    """docs/rules/san-juan.md#monuments; Dutch edition, "De drie monumenten": "Een speler mag
    bijvoorbeeld wel een standbeeld en een zuil hebben, maar niet 2 standbeelden!"."""
    ana = {
        "hand": ["statue", "victory_column", "hero", "palace", "well", "smithy", "tower"],
        "buildings": ["indigo_plant", "statue"],
    }
    state = play(start(game(ana, {"hand": []})), role("builder"))
    assert not is_offered(state, build("statue"))
    assert is_offered(state, build("victory_column")) and is_offered(state, build("hero"))


@pytest.mark.parametrize("monument, vp", [("statue", 3), ("victory_column", 4), ("hero", 5)])
def test_monuments_score_their_points(monument, vp):
    """docs/rules/san-juan.md#monuments; Dutch edition, "De drie monumenten": "Standbeeld (3 punten)
    - Zuil (4 punten) - Ridder (5 punten)"."""
    assert total(finished({"buildings": [monument]}), ANA) == vp


def test_guild_hall_example_eight_points():
    """docs/rules/san-juan.md#guild-hall; Dutch edition, "Gildehal": "krijgt aan het einde van het
    spel voor ieder productiegebouw dat hij bezit, 2 punten extra. Voorbeeld: De speler bezit aan
    het einde van het spel 2 indigoververijen, 1 suikermolen en 1 tabaksfabriek. Hij krijgt 8 punten
    extra"."""
    state = finished(
        {
            "buildings": [
                "indigo_plant",
                "indigo_plant",
                "sugar_mill",
                "tobacco_storage",
                "guild_hall",
            ]
        }
    )
    assert row(state, ANA)["bonus_vp"] == {"guild_hall": 8}
    assert total(state, ANA) == 1 + 1 + 1 + 2 + 8


def test_city_hall_example_nine_points():
    """docs/rules/san-juan.md#city-hall; Dutch edition, "Raadhuis": "voor elk paars gebouw dat hij
    bezit 1 extra punt (raadhuis zelf telt daarbij mee!) Voorbeeld: De speler heeft ... een
    armenhuis, een aquaduct, een werkplaats, een kapel, een steengroeve, een bibliotheek, een
    standbeeld, een zuil en een raadhuis: hij krijgt 9 punten extra"."""
    violet = [
        "poor_house",
        "aqueduct",
        "carpenter",
        "chapel",
        "quarry",
        "library",
        "statue",
        "victory_column",
        "city_hall",
    ]
    state = finished({"buildings": ["indigo_plant"] + violet})
    assert row(state, ANA)["bonus_vp"] == {"city_hall": 9}
    assert total(state, ANA) == 1 + (1 + 2 + 2 + 2 + 2 + 3 + 3 + 4 + 0) + 9


def test_triumphal_arch_example_six_points_and_four_six_eight():
    """docs/rules/san-juan.md#triumphal-arch; Dutch edition, "Triomfboog": "voor 1 monument krijgt
    hij 4, voor 2 monumenten krijgt hij 6 en voor 3 monumenten krijgt hij 8 punten extra. Voorbeeld:
    De speler heeft aan het einde van het spel een standbeeld en een ridder: hij krijgt 6 punten
    extra"."""
    state = finished({"buildings": ["statue", "hero", "triumphal_arch"]})
    assert row(state, ANA)["bonus_vp"] == {"triumphal_arch": 6}
    assert total(state, ANA) == 3 + 5 + 6
    for monuments, bonus in (
        ([], 0),
        (["victory_column"], 4),
        (["statue", "victory_column", "hero"], 8),
    ):
        state = finished({"buildings": monuments + ["triumphal_arch"]})
        assert row(state, ANA)["bonus_vp"] == {"triumphal_arch": bonus}


def test_city_hall_and_triumphal_arch_both_count_the_monuments():
    """docs/rules/san-juan.md#triumphal-arch; Dutch edition, "Triomfboog": "Bezit een speler een
    raadhuis en een triomfboog, dan leveren zijn monumenten voor beide gebouwen extra punten op"."""
    state = finished({"buildings": ["statue", "hero", "triumphal_arch", "city_hall"]})
    assert row(state, ANA)["bonus_vp"] == {"city_hall": 4, "triumphal_arch": 6}
    assert total(state, ANA) == 3 + 5 + 4 + 6


def test_palace_example_thirty_four_points_become_forty_two():
    """docs/rules/san-juan.md#palace; Dutch edition, "Paleis": "krijgt ... voor iedere 4 punten 1
    extra punt ... (naar beneden afgerond!) De punten voor het paleis worden helemaal aan het einde
    geteld, nadat alle andere punten geteld zijn. Voorbeeld: De speler heeft zonder zijn paleis 34
    punten. Voor het paleis krijgt hij nog 8 punten extra - in totaal dus 42 punten"."""
    city = [
        "indigo_plant",
        "hero",
        "victory_column",
        "statue",
        "library",
        "silver_smelter",
        "silver_smelter",
        "silver_smelter",
        "coffee_roaster",
        "tobacco_storage",
        "chapel",
        "palace",
    ]  # 31 points on the cards
    state = finished({"buildings": city, "chapel": ["well", "well", "smithy"]})  # + 3
    r = row(state, ANA)
    assert r["building_vp"] + r["chapel_vp"] == 34
    assert r["bonus_vp"] == {"palace": 8} and r["total"] == 42


def test_palace_counts_the_other_bonuses_first_and_rounds_down():
    """docs/rules/san-juan.md#palace; Dutch edition, "Paleis": "hij deelt zijn totale aantal punten
    door 4 ... (naar beneden afgerond!) De punten voor het paleis worden helemaal aan het einde
    geteld"."""
    state = finished({"buildings": ["statue", "hero", "triumphal_arch", "palace"]})
    # 3 + 5 + 6 = 14 before the palace: 3 more.
    assert row(state, ANA)["bonus_vp"] == {"triumphal_arch": 6, "palace": 3}
    assert total(state, ANA) == 17


def test_the_highest_score_wins_ties_go_to_most_cards_in_hand_and_goods():
    """docs/rules/san-juan.md#ties; Dutch edition, "Einde van het spel": "De speler met de meeste
    punten wint. Bij een gelijke stand wint van deze spelers degene die de meeste handkaarten en
    goederen bezit (handkaarten en goederenkaarten tellen beide even zwaar)"."""
    twelve = {"buildings": TWELVE}  # 16 points
    a = dict(twelve, hand=["well", "smithy"])
    b = dict(
        twelve, hand=["well"], buildings=TWELVE[:11] + [{"card": "tobacco_storage", "good": True}]
    )
    c = {
        "hand": ["well", "hero", "palace"],  # 10 buildings, 16 points too
        "buildings": ["indigo_plant"] * 2 + ["coffee_roaster"] * 6 + ["smithy", "gold_mine"],
    }
    state = start(game(a, b, c, phase=OVER))
    s = scores(state)
    assert [r["total"] for r in s["players"]] == [16, 16, 16]
    assert [r["tiebreak"] for r in s["players"]] == [2, 2, 3]
    assert s["winners"] == [2]
    # Equal in both: they share the win.
    state = start(game(a, b, phase=OVER))
    assert scores(state)["winners"] == [ANA, BO]
    assert [r["rank"] for r in scores(state)["players"]] == [1, 1]
    # More points beat more cards.
    state = start(game(dict(a, buildings=TWELVE[:11] + ["hero"]), c, phase=OVER))
    assert scores(state)["winners"] == [ANA]


def test_no_score_changes_while_the_last_builder_phase_is_completed():
    """docs/rules/san-juan.md#game-end with docs/rules/san-juan.md#scoring; Dutch edition, "Einde
    van het spel": the game, and so the scores, end right after the builder phase; the twelfth
    building's points count."""
    eleven = TWELVE[:11]
    state = play(
        start(
            game(
                {
                    "hand": ["hero", "palace", "well", "smithy", "tower", "statue"],
                    "buildings": eleven,
                },
                {"hand": []},
            )
        ),
        role("builder"),
        build("hero"),
        pay_with("palace", "well", "smithy", "tower"),
    )
    assert sj.is_terminal(state)
    assert total(state, ANA) == 4 + 4 + 2 * 3 + 5
    assert scores(state)["players"][ANA]["tiebreak"] == 1
    with pytest.raises(IllegalActionError, match="the game is over"):
        play(state, NO_BUILD)
