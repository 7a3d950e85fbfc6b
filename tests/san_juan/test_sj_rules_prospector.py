"""The prospector phase (docs/rules/san-juan.md#prospector; Dutch edition, "Goudzoeker") and the
buildings that change it: gold mine, library.

The tests quote the Dutch edition (the Dutch San Juan rulebook) by section, and cite the
project's digest docs/rules/san-juan.md by anchor.
"""

import json

from sj_scenario import (
    ANA,
    BO,
    CY,
    actor,
    cards,
    discards,
    drawn,
    events,
    game,
    gold_mine,
    hand,
    offered_of,
    phase,
    play,
    played,
    role,
    start,
    top_of_pile,
)

import pr_core.san_juan as sj

PROSPECTOR = role("prospector")
NOTHING = {"hand": []}
MINE = {"hand": [], "buildings": ["indigo_plant", "gold_mine"]}
UNLUCKY = ("library", "prefecture", "smithy", "tobacco_storage")  # 5, 3, 1, 3
LUCKY = ("quarry", "smithy", "tobacco_storage", "library")  # 4, 1, 3, 5


def test_the_prospector_draws_one_card_and_the_others_nothing():
    """docs/rules/san-juan.md#prospector; Dutch edition, "Goudzoeker": "De speler die de goudzoeker
    kiest, krijgt 1 kaart van de trekstapel. De andere spelers krijgen niets"."""
    doc = top_of_pile(game(NOTHING, NOTHING, NOTHING, roles={"builder": ANA}), "hero")
    state = play(start(doc), PROSPECTOR)  # Bo picks
    assert hand(state, BO) == cards("hero")
    assert hand(state, ANA) == cards() and hand(state, CY) == cards()
    assert phase(state) == "role_selection" and actor(state) == CY


def test_library_the_prospector_draws_two():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Goudzoeker: hij krijgt 2
    kaarten van de stapel"."""
    doc = top_of_pile(
        game({"hand": [], "buildings": ["indigo_plant", "library"]}, NOTHING), "hero", "tower"
    )
    state = play(start(doc), PROSPECTOR)
    assert hand(state, ANA) == cards("hero", "tower")


def test_gold_mine_example_two_equal_costs_all_four_are_discarded():
    """docs/rules/san-juan.md#gold-mine; Dutch edition, "Goudgroeve": "trekt, nadat een speler
    (hijzelf of een ander) een goudzoeker heeft gekozen, de bovenste 4 kaarten van de trekstapel ...
    Als er minstens 2 kaarten zijn met gelijke bouwkosten, dan heeft hij pech: hij krijgt niets en
    moet de 4 kaarten op de aflegstapel leggen. Voorbeeld: De speler trekt: - Bibliotheek (5),
    prefectuur (3), smederij (1) en tabaksfabriek (3): hij moet alle 4 de kaarten op de aflegstapel
    leggen"."""
    doc = top_of_pile(game(NOTHING, MINE), "hero", *UNLUCKY)
    state = play(start(doc), PROSPECTOR)  # Ana picks it; Bo owns the mine
    assert hand(state, ANA) == cards("hero")
    assert hand(state, BO) == cards()
    assert discards(state) == cards(*UNLUCKY)
    turned = events(state, "gold_mine", player=BO)
    assert turned == [{"type": "gold_mine", "player": BO, "cards": list(UNLUCKY), "lucky": False}]
    assert phase(state) == "role_selection"


def test_gold_mine_example_four_different_costs_one_is_kept():
    """docs/rules/san-juan.md#gold-mine; Dutch edition, "Goudgroeve": "Als op deze kaarten allemaal
    verschillende bouwkosten staan, pakt hij 1 van deze 4 kaarten in zijn hand. De andere 3 gaan
    naar de aflegstapel ... Steengroeve (4), smederij (1), tabaksfabriek (3) en bibliotheek (5): hij
    pakt 1 van deze kaarten in zijn hand en legt de andere 3 kaarten op de aflegstapel"."""
    doc = top_of_pile(game(NOTHING, MINE), "hero", *LUCKY)
    state = play(start(doc), PROSPECTOR)
    assert actor(state) == BO and sorted(offered_of(state, "gold_mine")) == sorted(LUCKY)
    state = play(state, gold_mine("library"))
    assert hand(state, BO) == cards("library")
    assert discards(state) == cards("quarry", "smithy", "tobacco_storage")
    assert phase(state) == "role_selection"


def test_gold_mine_cards_and_the_one_kept_are_seen_by_everybody():
    """docs/rules/san-juan.md#gold-mine; Dutch edition, "Goudgroeve": the owner "trekt ... de
    bovenste 4 kaarten"; the engine turns them up for all to see, and the card kept with them
    (docs/san-juan/rules-decisions.md)."""
    doc = top_of_pile(game(NOTHING, MINE), "hero", *LUCKY)
    state = play(start(doc), PROSPECTOR)
    other = sj.player_view(state, ANA)
    assert sorted(other["phase"]["drawn"]) == sorted(LUCKY)
    seen = sj.events_for(sj.step_events(state), ANA)
    assert [e["cards"] for e in seen if e["type"] == "gold_mine"] == [list(LUCKY)]
    # ... but not the prospector's own card.
    assert "hero" not in json.dumps(sj.events_for(sj.step_events(state), BO))
    state = play(state, gold_mine("quarry"))
    kept = [e for e in sj.events_for(sj.step_events(state), ANA) if e["type"] == "gold_mine_kept"]
    assert kept == [{"type": "gold_mine_kept", "player": BO, "card": "quarry"}]


def test_gold_mine_works_for_its_owner_as_prospector_after_his_own_card():
    """docs/rules/san-juan.md#gold-mine; Dutch edition, "Goudgroeve": "nadat een speler (hijzelf of
    een ander) een goudzoeker heeft gekozen"."""
    doc = top_of_pile(game(MINE, NOTHING), "hero", *LUCKY)
    state = play(start(doc), PROSPECTOR, gold_mine("smithy"))
    assert hand(state, ANA) == cards("hero", "smithy")


def test_every_gold_mine_turns_up_its_cards_in_turn_from_the_prospector():
    """docs/rules/san-juan.md#gold-mine; Dutch edition, "Goudgroeve": each owner draws 4 after the
    prospector's pick; the library doubles only the prospector's own card ("Bibliotheek";
    docs/rules/san-juan.md#library)."""
    library_mine = {"hand": [], "buildings": ["indigo_plant", "gold_mine", "library"]}
    doc = top_of_pile(
        game(MINE, NOTHING, library_mine, roles={"builder": ANA, "trader": BO}),
        "hero",
        "tower",
        *UNLUCKY,
        *LUCKY,
    )
    state, log = played(start(doc), PROSPECTOR)  # Cy picks: 2 cards with his library
    assert hand(state, CY) == cards("hero", "tower")
    assert [e["player"] for e in log if e["type"] == "gold_mine"] == [CY, ANA]
    assert [e["lucky"] for e in log if e["type"] == "gold_mine"] == [False, True]
    assert actor(state) == ANA
    state = play(state, gold_mine("quarry"))
    assert hand(state, ANA) == cards("quarry") and hand(state, CY) == cards("hero", "tower")
    assert not drawn(state, BO, "prospector")
