"""The prospector phase (docs/rules/san-juan.md#prospector; Dutch edition, "Goudzoeker") and the
buildings that change it: gold mine, library.

How they quote the edition and cite the rules: sj_scenario.py.
"""

import json

import pytest
from sj_scenario import (
    ANA,
    BO,
    CY,
    LEAVE_GOLD_MINE,
    PROSPECTOR,
    USE_GOLD_MINE,
    actor,
    cards,
    discards,
    drawn,
    events,
    game,
    gold_mine,
    hand,
    offered,
    offered_of,
    only_pile,
    phase,
    play,
    played,
    start,
    top_of_pile,
)

import pr_core.san_juan as sj
from pr_core.errors import PositionError

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
    state = play(start(doc), PROSPECTOR, USE_GOLD_MINE)  # Ana picks it; Bo owns the mine
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
    state = play(start(doc), PROSPECTOR, USE_GOLD_MINE)
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
    state = play(start(doc), PROSPECTOR, USE_GOLD_MINE)
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
    state = play(start(doc), PROSPECTOR, USE_GOLD_MINE, gold_mine("smithy"))
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
    assert actor(state) == CY and offered(state) == [USE_GOLD_MINE, LEAVE_GOLD_MINE]
    state, more = played(state, USE_GOLD_MINE)
    log += more
    assert actor(state) == ANA
    state, more = played(state, USE_GOLD_MINE)
    log += more
    assert hand(state, CY) == cards("hero", "tower")
    assert [e["player"] for e in log if e["type"] == "gold_mine"] == [CY, ANA]
    assert [e["lucky"] for e in log if e["type"] == "gold_mine"] == [False, True]
    assert actor(state) == ANA
    state = play(state, gold_mine("quarry"))
    assert hand(state, ANA) == cards("quarry") and hand(state, CY) == cards("hero", "tower")
    assert not drawn(state, BO, "prospector")


# --- the gold mine is optional ---------------------------------------------------------------
def test_gold_mine_owner_is_asked_before_the_cards_are_turned_up():
    """docs/rules/san-juan.md#violet-buildings; Dutch edition, "De paarse gebouwen": "de eigenaar
    van het gebouw is niet verplicht de eigenschap(pen) van het gebouw te benutten". Turning up
    shows 4 cards to all and puts them on the discard pile, so the owner decides first
    (docs/san-juan/rules-decisions.md, "Who decides what")."""
    doc = top_of_pile(game(NOTHING, MINE), "hero", *LUCKY)
    state, log = played(start(doc), PROSPECTOR)
    assert actor(state) == BO and sj.to_dict(state)["phase"]["step"] == "use"
    assert offered(state) == [USE_GOLD_MINE, LEAVE_GOLD_MINE]
    assert not events(state, "gold_mine"), "nothing is turned up before he says so"
    assert "drawn" not in sj.player_view(state, ANA)["phase"]


def test_gold_mine_left_unused_turns_up_nothing_and_leaves_the_pile():
    """docs/rules/san-juan.md#violet-buildings ("niet verplicht ... te benutten") and
    docs/rules/san-juan.md#gold-mine: declined, no card is turned up, none goes to the discards
    and the pile's top cards stay where they are."""
    doc = top_of_pile(game(NOTHING, MINE), "hero", *LUCKY)
    before = play(start(doc), PROSPECTOR)
    state, log = played(before, LEAVE_GOLD_MINE)
    assert [e for e in log if e["type"] == "gold_mine"] == []
    assert discards(state) == cards()
    assert sj.to_dict(state)["pile"] == sj.to_dict(before)["pile"]
    assert hand(state, BO) == cards()
    assert phase(state) == "role_selection"


def test_gold_mine_declined_by_one_owner_still_asks_the_next():
    """docs/rules/san-juan.md#gold-mine: every owner's gold mine works, in turn from the
    prospector (docs/san-juan/rules-decisions.md, "Order"); each decides for his own."""
    doc = top_of_pile(game(MINE, NOTHING, MINE), "hero", *LUCKY)
    state = play(start(doc), PROSPECTOR)  # Ana picks, Ana then Cy own a mine
    assert actor(state) == ANA
    state = play(state, LEAVE_GOLD_MINE)
    assert actor(state) == CY and offered(state) == [USE_GOLD_MINE, LEAVE_GOLD_MINE]
    state = play(state, USE_GOLD_MINE, gold_mine("quarry"))  # the same 4 cards come to him
    assert hand(state, CY) == cards("quarry") and hand(state, ANA) == cards("hero")


def test_gold_mine_with_no_card_to_turn_up_asks_nothing():
    """docs/rules/san-juan.md#draw-pile: with the pile and the discards empty nothing can be
    turned up, so there is nothing to decide."""
    doc = only_pile(game(NOTHING, MINE), "hero")
    doc["out"] = doc.pop("discards")  # (as if the crane had taken them)
    state = play(start(doc), PROSPECTOR)
    assert phase(state) == "role_selection"


def test_a_position_waiting_for_the_gold_mines_use_reads_and_writes_back():
    """docs/san-juan/position-format.md, "The phase": step "use" (the default without "drawn")
    waits for the owner's decision; it round-trips, and with no card to turn up it is refused."""
    doc = game(NOTHING, MINE, roles={"prospector": ANA})
    doc["phase"] = {"name": "prospector", "picker": ANA, "actor": BO}
    state = start(doc)
    assert offered(state) == [USE_GOLD_MINE, LEAVE_GOLD_MINE]
    written = sj.to_dict(state)
    assert written["phase"]["step"] == "use" and "drawn" not in written["phase"]
    assert sj.to_dict(sj.from_json(json.loads(json.dumps(written)))) == written
    empty = only_pile(game(NOTHING, MINE, roles={"prospector": ANA}))
    empty["out"] = empty.pop("discards")
    empty["phase"] = {"name": "prospector", "picker": ANA, "actor": BO, "step": "use"}
    with pytest.raises(PositionError, match="no card to turn up") as caught:
        start(empty)
    assert caught.value.field == "phase.step"
