"""The councillor phase (docs/rules/san-juan.md#councillor; Dutch edition, "Raadsheer") and the
buildings that change it: prefecture, archive, library.

How they quote the edition and cite the rules: sj_scenario.py.
"""

import json

from sj_scenario import (
    ANA,
    BO,
    COUNCILLOR,
    CY,
    actor,
    cards,
    discard,
    discarding,
    discards,
    events,
    game,
    hand,
    keep,
    keeping,
    offered_of,
    phase,
    play,
    played,
    start,
    top_of_pile,
    view,
)

import pr_core.san_juan as sj

NOTHING = {"hand": []}
FIVE = ("hero", "tower", "palace", "well", "smithy")
EIGHT = FIVE + ("statue", "quarry", "chapel")


def test_the_councillor_keeps_one_of_five_the_others_one_of_two():
    """docs/rules/san-juan.md#councillor; Dutch edition, "Raadsheer": "De speler die de raadsheer
    kiest, pakt 5 kaarten van de trekstapel, bekijkt ze, en houdt 1 van deze kaarten. De overige 4
    kaarten legt hij op de aflegstapel. Vervolgens pakken alle spelers met de klok mee 2 kaarten van
    de trekstapel, bekijken de 2 kaarten, houden 1 kaart en leggen 1 kaart op de aflegstapel"."""
    doc = top_of_pile(
        game(NOTHING, NOTHING, NOTHING), *FIVE, "statue", "library", "quarry", "chapel"
    )
    state = play(start(doc), COUNCILLOR)
    assert sorted(offered_of(state, "keep")) == sorted(FIVE)
    state = play(state, keep("palace"))
    assert actor(state) == BO and sorted(offered_of(state, "keep")) == ["library", "statue"]
    state = play(state, keep("library"))
    assert actor(state) == CY and sorted(offered_of(state, "keep")) == ["chapel", "quarry"]
    state = play(state, keep("quarry"))

    assert hand(state, ANA) == cards("palace")
    assert hand(state, BO) == cards("library")
    assert hand(state, CY) == cards("quarry")
    assert discards(state) == cards("hero", "tower", "well", "smithy", "statue", "chapel")
    assert phase(state) == "role_selection"


def test_the_cards_drawn_are_seen_by_their_drawer_alone():
    """docs/rules/san-juan.md#councillor; Dutch edition, "Raadsheer": each player "bekijkt" his
    cards; the others see how many."""
    doc = top_of_pile(game(NOTHING, NOTHING), *FIVE)
    state = play(start(doc), COUNCILLOR)
    mine, theirs = sj.player_view(state, ANA), sj.player_view(state, BO)
    assert sorted(mine["phase"]["drawn"]) == sorted(FIVE)
    assert theirs["phase"]["drawn"] is None and theirs["phase"]["drawn_size"] == 5
    for card in FIVE:
        assert card not in json.dumps(theirs)
        assert card not in json.dumps(sj.events_for(sj.step_events(state), BO))
    state = play(state, keep("palace"))
    assert "palace" not in json.dumps(sj.player_view(state, BO))
    assert "palace" not in json.dumps(sj.events_for(sj.step_events(state), BO))


def test_prefecture_examples_two_of_two_two_of_five_two_of_eight():
    """docs/rules/san-juan.md#prefecture; Dutch edition, "Prefectuur": "krijgt in de raadsherenfase
    2 kaarten in plaats van 1. Voorbeelden: ... als hij niet de raadsheer is: 2 van de 2 kaarten -
    als hij raadsheer is: 2 van de 5 kaarten - als hij raadsheer is en een bibliotheek heeft: 2 van
    de 8 kaarten"."""
    prefecture = {"hand": [], "buildings": ["indigo_plant", "prefecture"]}
    # Not the councillor: both of his 2 cards, without a question.
    doc = top_of_pile(
        game(NOTHING, prefecture), "hero", "tower", "statue", "well", "smithy", "palace", "quarry"
    )
    state = play(start(doc), COUNCILLOR, keep("hero"))
    assert hand(state, BO) == cards("palace", "quarry") and phase(state) == "role_selection"
    # The councillor: 2 of 5.
    doc = top_of_pile(game(prefecture, NOTHING), *FIVE, "statue", "quarry")
    state = play(start(doc), COUNCILLOR)
    assert len(view(state)["phase"]["drawn"]) == 5
    assert view(state)["phase"]["keep"] == 2
    state = play(state, keeping("hero", "palace"))
    assert hand(state, ANA) == cards("hero", "palace")
    # The councillor with a library: 2 of 8.
    library = {"hand": [], "buildings": ["indigo_plant", "prefecture", "library"]}
    doc = top_of_pile(game(library, NOTHING), *EIGHT)
    state = play(start(doc), COUNCILLOR)
    assert len(view(state)["phase"]["drawn"]) == 8 and view(state)["phase"]["keep"] == 2
    state = play(state, keeping("chapel", "palace"))
    assert hand(state, ANA) == cards("chapel", "palace")
    assert sum(discards(state).values()) == 6 + 1  # and Bo's 1 of 2


def test_library_the_councillor_chooses_from_eight_cards():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Raadsheer: hij krijgt keuze
    uit 8 kaarten"."""
    library = {"hand": [], "buildings": ["indigo_plant", "library"]}
    doc = top_of_pile(game(library, NOTHING), *EIGHT)
    state = play(start(doc), COUNCILLOR)
    assert sorted(offered_of(state, "keep")) == sorted(EIGHT)
    state = play(state, keep("quarry"))
    assert hand(state, ANA) == cards("quarry")
    assert sum(discards(state).values()) == 7 + 1  # and Bo's 1 of 2


def test_archive_takes_the_cards_into_the_hand_and_discards_from_the_whole_hand():
    """docs/rules/san-juan.md#archive; Dutch edition, "Archief": "neemt alle kaarten, die hij in de
    raadsherenfase krijgt, in zijn hand - en legt uit zijn handkaarten zoveel kaarten af naar de
    aflegstapel als voorgeschreven is ... de kaarten die hij op de aflegstapel legt, kunnen ook
    kaarten zijn die hij al in zijn handen had"."""
    archive = {"hand": ["palace"], "buildings": ["indigo_plant", "archive"]}
    doc = top_of_pile(game(NOTHING, archive), *FIVE, "statue", "library")
    state = play(start(doc), COUNCILLOR, keep("hero"))
    assert actor(state) == BO
    assert hand(state, BO) == cards("palace", "statue", "library")  # all in his hand
    assert sorted(offered_of(state, "discard")) == ["library", "palace", "statue"]
    state = play(state, discard("palace"))  # a card he had
    assert hand(state, BO) == cards("statue", "library")
    assert "palace" in discards(state)


def test_archive_example_councillor_with_prefecture_draws_five_and_gives_back_three():
    """docs/rules/san-juan.md#archive; Dutch edition, "Archief": "Voorbeeld: De speler is raadsheer,
    bezit de prefectuur en het archief: hij trekt 5 kaarten, neemt ze allen in zijn hand en doet 3
    handkaarten terug naar de aflegstapel"."""
    both = {"hand": ["silver_smelter"], "buildings": ["indigo_plant", "prefecture", "archive"]}
    doc = top_of_pile(game(both, NOTHING), *FIVE)
    state = play(start(doc), COUNCILLOR)
    assert hand(state, ANA) == cards("silver_smelter", *FIVE)
    assert view(state)["phase"]["discard"] == 3
    state = play(state, discarding("silver_smelter", "well", "smithy"))
    assert hand(state, ANA) == cards("hero", "tower", "palace")


def test_library_example_with_archive_and_prefecture_eight_cards_six_back():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Bezit de speler naast de
    bibliotheek ook het archief en de prefectuur, dan pakt hij als raadsheer alle 8 de kaarten in
    zijn handen en legt vervolgens 6 kaarten op de aflegstapel"."""
    three = {"hand": [], "buildings": ["indigo_plant", "library", "archive", "prefecture"]}
    doc = top_of_pile(game(three, NOTHING), *EIGHT)
    state = play(start(doc), COUNCILLOR)
    assert hand(state, ANA) == cards(*EIGHT) and view(state)["phase"]["discard"] == 6
    state = play(state, discarding("hero", "tower", "well", "smithy", "statue", "quarry"))
    assert hand(state, ANA) == cards("palace", "chapel")


def test_the_councillor_acts_first_then_the_others_clockwise():
    """docs/rules/san-juan.md#roles and docs/rules/san-juan.md#councillor; Dutch edition, "De
    rollen" and "Raadsheer": "Vervolgens pakken alle spelers met de klok mee 2 kaarten"."""
    state = start(game(NOTHING, NOTHING, NOTHING, roles={"builder": ANA}))
    state, log = played(state, COUNCILLOR)
    drawers = [e["player"] for e in log if e["type"] == "cards_drawn"]
    assert drawers == [BO] and actor(state) == BO  # the others draw in their turn
    order = [BO]
    while phase(state) == "councillor":
        state, log = played(state, keep(offered_of(state, "keep")[0]))
        order += [e["player"] for e in log if e["type"] == "cards_drawn"]
    assert order == [BO, CY, ANA]
    assert [e["count"] for e in events(state, "discarded_drawn")] == [1]
    assert all(sum(hand(state, seat).values()) == 1 for seat in (ANA, BO, CY))
