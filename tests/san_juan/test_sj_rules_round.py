"""The game's frame (Dutch edition): the setup, the round and its role choices, the 2-player
round, the library's once a round with 2 players, the start of a round (chapel, hand limit,
tower), the end after the builder phase that completes a city, reshuffling the discards, the
start-hand variant.

How they quote the edition and cite the rules: sj_scenario.py.
"""

import pytest
from sj_scenario import (
    ANA,
    BO,
    CY,
    DI,
    NO_PRODUCE,
    NO_TUCK,
    actor,
    build,
    buildings,
    cards,
    chapel,
    discard,
    discarding,
    discards,
    events,
    game,
    governor,
    hand,
    hand_size,
    offered,
    only_pile,
    phase,
    pile,
    play,
    role,
    scores,
    start,
    top_of_pile,
    tuck,
    view,
)

import pr_core.san_juan as sj
from pr_core.errors import IllegalActionError

NOTHING = {"hand": []}


# --- setup ------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_an_indigo_plant_and_four_cards_each_the_rest_is_the_pile(n):
    """docs/rules/san-juan.md#setup; Dutch edition, "Voorbereiding": the start player gets the
    governor card; "Iedere speler krijgt een indigoververij ... die hij open voor zich op de tafel
    legt. 4 speelkaarten van de goed geschudde stapel ... Die resterende speelkaarten worden als
    dichte stapel ... gelegd"; the 5 trading-house tiles are shuffled face down."""
    state = sj.new_game(n, 7)
    for seat in range(n):
        assert buildings(state, seat) == ["indigo_plant"]
        assert hand_size(state, seat) == 4
    assert len(pile(state)) == 110 - 5 * n and not discards(state)
    assert governor(state) == 0 and actor(state) == 0 and phase(state) == "role_selection"
    house = view(state)["trading_house"]
    assert sorted(house["tiles"]) == [0, 1, 2, 3, 4] and house["seen"] == 0
    assert sj.player_view(state, 0)["trading_house"]["tiles"] == [None] * 5
    orders = {tuple(view(sj.new_game(n, seed))["trading_house"]["tiles"]) for seed in range(12)}
    assert len(orders) > 1, "the tiles are shuffled"


# --- the round --------------------------------------------------------------------------------
def test_a_round_each_player_chooses_a_role_in_turn_from_the_governor():
    """docs/rules/san-juan.md#round; Dutch edition, "Spelverloop": the governor "kiest een rol ...
    en voert als eerste de actie uit ... Dan is de linkerbuurman van de gouverneur aan de beurt. Hij
    kiest een rol uit de resterende rollen ... Als allen een rol hebben gekozen ... is de ronde
    afgelopen. Alle gebruikte rollenkaarten gaan weer terug ... De gouverneurkaart gaat met de klok
    mee naar de volgende speler"."""
    doc = top_of_pile(game(NOTHING, NOTHING, NOTHING, NOTHING), "hero", "tower")
    state = play(start(doc), role("prospector"))  # Ana: one card, nobody else
    assert actor(state) == BO
    assert sorted(a["role"] for a in offered(state)) == [
        "builder",
        "councillor",
        "producer",
        "trader",
    ]
    state = play(state, role("trader"))  # nobody has goods
    assert actor(state) == CY
    state = play(state, role("producer"), NO_PRODUCE, NO_PRODUCE, NO_PRODUCE, NO_PRODUCE)
    assert actor(state) == DI
    state = play(state, role("builder"))  # nobody can build
    # The round is over: all five roles are back, Bo is governor and chooses first.
    assert governor(state) == BO and actor(state) == BO and phase(state) == "role_selection"
    assert view(state)["roles"] == {}
    assert len(offered(state)) == 5


def test_a_role_chosen_stays_taken_for_the_round_and_a_role_must_be_chosen():
    """docs/rules/san-juan.md#roles; Dutch edition, "De rollen": "Een speler kan niet afzien van het
    kiezen van een rol als hij aan de beurt is ... Een rollenkaart blijft tot het einde van de ronde
    liggen bij de speler die die rol heeft gekozen. De rol kan dus gedurende de ronde niet opnieuw
    door een andere speler worden gekozen"."""
    state = play(start(game(NOTHING, NOTHING, NOTHING)), role("prospector"))
    assert all(a["type"] == "role" for a in offered(state))  # no pass
    with pytest.raises(IllegalActionError, match="prospector was already chosen this round"):
        play(state, role("prospector"))
    with pytest.raises(IllegalActionError):
        play(state, {"type": "pass", "decision": "build"})


def test_the_chooser_acts_first_and_everybody_acts_once():
    """docs/rules/san-juan.md#round and docs/rules/san-juan.md#roles; Dutch edition, "Spelverloop"
    and "De rollen": "De speler die de rol gekozen heeft, begint altijd met het uitvoeren van de
    actie ... Daarna volgt zijn linkerbuurman, enzovoort" until "iedereen deze actie 1 keer heeft
    uitgevoerd"."""
    empty = {"hand": [], "buildings": ["indigo_plant"]}
    state = play(
        start(game(empty, empty, empty, empty, roles={"builder": ANA, "trader": BO})),
        role("producer"),
    )  # Cy
    order = []
    while phase(state) == "producer":
        order.append(actor(state))
        state = play(state, NO_PRODUCE)
    assert order == [CY, DI, ANA, BO] and actor(state) == DI


def test_two_players_governor_other_governor():
    """docs/rules/san-juan.md#two-players; Dutch edition, "Spelverloop": "Als je dit spel met 2
    spelers speelt, dan mag de gouverneur, nadat de tweede speler een rol heeft gekozen, nog een rol
    kiezen. Pas daarna eindigt de ronde en wisselt de gouverneur ... in de volgorde gouverneur -
    tweede speler - gouverneur"."""
    doc = top_of_pile(game(NOTHING, NOTHING), "hero", "tower", "palace")
    state = play(start(doc), role("prospector"))
    assert actor(state) == BO
    state = play(state, role("trader"))
    assert actor(state) == ANA and governor(state) == ANA
    state = play(state, role("builder"))  # Ana's second role (no cards to
    assert governor(state) == BO and actor(state) == BO  # build but the hero: too dear)
    assert len(offered(state)) == 5
    # Round 2: Bo, Ana, Bo.
    state = play(state, role("prospector"), role("trader"))
    assert actor(state) == BO and governor(state) == BO


# --- the library with two players -------------------------------------------------------------
LIBRARY = {"hand": [], "buildings": ["indigo_plant", "library"]}


def library_game():
    """Ana, the governor, owns the library; Bo nothing; nine cards on top of the pile."""
    pile = ("hero", "tower", "statue", "palace", "well", "smithy", "quarry", "chapel", "guild_hall")
    return top_of_pile(game(LIBRARY, NOTHING), *pile)


def test_two_players_the_library_doubles_once_a_round():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Als je dit spel met 2 personen
    speelt, dan mag de bibliotheek maar 1 keer per ronde door haar eigenaar worden gebruikt. Als de
    gouverneur de bibliotheek in zijn eerste beurt gebruikt, dan mag hij haar in zijn tweede beurt
    dus niet gebruiken!"."""
    state = play(start(library_game()), role("prospector"))  # doubled: 2 cards
    assert hand(state, ANA) == cards("hero", "tower")
    state = play(state, role("trader"), role("councillor"))  # Bo; Ana again: 5 cards, not 8
    assert view(state)["phase"]["library"] is False
    assert len(view(state)["phase"]["drawn"]) == 5


def test_two_players_the_governor_may_keep_the_library_for_his_second_role():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": the governor who does not use
    the library with his first role may use it with his second (save_library)."""
    state = play(start(library_game()), role("prospector", save_library=True))
    assert hand(state, ANA) == cards("hero")  # 1 card: the library kept
    state = play(state, role("trader"), role("councillor"))
    assert view(state)["phase"]["library"] is True
    assert len(view(state)["phase"]["drawn"]) == 8


def test_two_players_the_library_is_new_each_round_and_kept_only_by_the_governor():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": once "per ronde"; keeping it
    for later concerns the governor's two roles only (the other player chooses once a round)."""
    doc = top_of_pile(game(LIBRARY, NOTHING), *["hero", "tower", "statue", "palace"])
    state = play(start(doc), role("prospector"), role("trader"), role("builder"))
    assert view(state)["library_used"] == []  # a new round
    state = play(state, role("builder"))  # Bo's first
    assert not any(a.get("save_library") for a in offered(state))
    state = play(state, role("prospector"))  # Ana, not governor: doubled
    assert hand(state, ANA) == cards("hero", "tower", "statue", "palace")
    # Three players: no once-a-round, nothing to keep.
    state = start(game(LIBRARY, NOTHING, NOTHING))
    assert not any(a.get("save_library") for a in offered(state))


# --- the start of a round ---------------------------------------------------------------------
EIGHT_A = ["sugar_mill"] * 4 + ["coffee_roaster"] * 4
EIGHT_B = ["tobacco_storage"] * 4 + ["silver_smelter"] * 4
ELEVEN_C = ["indigo_plant"] * 5 + ["sugar_mill"] * 3 + ["tobacco_storage"] * 3


def end_of_round_3p(ana, bo, cy):
    """The last role of a round (Cy picks the producer; nobody produces): the next round starts
    with Bo as governor."""
    doc = game(ana, bo, cy, roles={"builder": ANA, "trader": BO})
    return play(start(doc), role("producer"))


def test_start_of_a_round_chapel_first_then_the_hand_limit_of_seven_governor_included():
    """docs/rules/san-juan.md#round-start; Dutch edition, "Een nieuwe ronde": "De nieuwe gouverneur
    herinnert als eerste de eigenaar van de kapel eraan, dat hij 1 van zijn handkaarten onder de
    kapel mag schuiven. Daarna gaat de gouverneur na of er spelers zijn die meer dan 7 kaarten in
    hun handen hebben ... moeten zoveel kaarten op de aflegstapel leggen totdat ze weer 7 kaarten
    hebben (geldt ook voor de gouverneur!)"; "Kapel" (docs/rules/san-juan.md#chapel): "aan het begin
    van een ronde, voordat de gouverneur de handlimiet van 7 (of 12) checkt"."""
    ana = {"hand": EIGHT_A, "buildings": ["coffee_roaster", "chapel"]}  # no indigo: no goods
    bo = {"hand": EIGHT_B, "buildings": ["coffee_roaster"]}
    cy = {"hand": [], "buildings": ["coffee_roaster"]}
    state = end_of_round_3p(ana, bo, cy)
    state = play(state, NO_PRODUCE, NO_PRODUCE, NO_PRODUCE)
    assert governor(state) == BO
    # The chapel comes first, though Bo (the governor) holds 8 cards too.
    assert phase(state) == "round_start" and actor(state) == ANA
    assert view(state)["phase"]["step"] == "chapel"
    assert sorted(a.get("card", "-") for a in offered(state)) == [
        "-",
        "coffee_roaster",
        "sugar_mill",
    ]
    state = play(state, tuck("sugar_mill"))
    assert chapel(state, ANA) == cards("sugar_mill") and hand_size(state, ANA) == 7
    # Then the governor himself: 8 cards, one to discard, his choice.
    assert actor(state) == BO and view(state)["phase"] == {
        "name": "round_start",
        "actor": BO,
        "step": "hand_limit",
        "discard": 1,
    }
    state = play(state, discard("silver_smelter"))
    assert hand(state, BO) == cards(*EIGHT_B[:7])
    # Ana, at 7 after her chapel, keeps hers; the round begins with the governor.
    assert phase(state) == "role_selection" and actor(state) == BO
    assert hand_size(state, ANA) == 7 and "silver_smelter" in discards(state)


def test_start_of_a_round_the_chapel_owner_who_tucks_nothing_discards_to_seven():
    """docs/rules/san-juan.md#round-start and docs/rules/san-juan.md#chapel; Dutch edition, "Een
    nieuwe ronde" and "Kapel": tucking is his choice ("mag"); the hand limit then applies."""
    ana = {"hand": EIGHT_A, "buildings": ["coffee_roaster", "chapel"]}
    cy = {"hand": [], "buildings": ["coffee_roaster"]}
    state = play(end_of_round_3p(ana, cy, cy), NO_PRODUCE, NO_PRODUCE, NO_PRODUCE, NO_TUCK)
    assert actor(state) == ANA and view(state)["phase"]["discard"] == 1
    state = play(state, discard("coffee_roaster"))
    assert hand_size(state, ANA) == 7 and chapel(state, ANA) == cards()


def test_tower_raises_the_hand_limit_to_twelve():
    """docs/rules/san-juan.md#tower; Dutch edition, "Toren": "De eigenaar van een toren mag 5
    kaarten extra, dus 12 kaarten in zijn handen hebben. Heeft hij meer dan 12 kaarten in zijn
    handen, dan moet hij de rest op de aflegstapel leggen" (and "Een nieuwe ronde";
    docs/rules/san-juan.md#round-start)."""
    twelve = ELEVEN_C + ["silver_smelter"]
    fourteen = twelve + ["silver_smelter", "silver_smelter"]
    for hand_cards, to_discard in ((twelve, 0), (fourteen, 2)):
        tower = {"hand": hand_cards, "buildings": ["coffee_roaster", "tower"]}
        cy = {"hand": [], "buildings": ["coffee_roaster"]}
        state = play(end_of_round_3p(cy, tower, cy), NO_PRODUCE, NO_PRODUCE, NO_PRODUCE)
        if to_discard:
            assert actor(state) == BO and view(state)["phase"]["discard"] == 2
            state = play(state, discarding("indigo_plant", "silver_smelter"))
        assert phase(state) == "role_selection" and hand_size(state, BO) == 12


def test_more_than_seven_cards_during_a_round_is_allowed():
    """docs/rules/san-juan.md#round-start; Dutch edition, "Een nieuwe ronde": "Gedurende een ronde
    mogen de spelers ook meer dan 7 kaarten in hun hand houden. Alleen bij begin van een nieuwe
    ronde wordt gecontroleerd"."""
    doc = game({"hand": EIGHT_A, "buildings": ["coffee_roaster"]}, NOTHING, NOTHING)
    state = play(start(doc), role("prospector"))
    assert hand_size(state, ANA) == 9 and phase(state) == "role_selection" and actor(state) == BO
    state = play(state, role("trader"), role("councillor"))  # Bo, then Cy
    # Cy's councillor phase: everybody keeps a card; Ana is at 10, still not asked.
    while phase(state) == "councillor":
        state = play(state, offered(state)[0])
    assert phase(state) == "round_start" and actor(state) == ANA
    assert view(state)["phase"]["discard"] == 3


# --- the end ----------------------------------------------------------------------------------
ELEVEN = ["indigo_plant"] * 3 + ["sugar_mill"] * 4 + ["coffee_roaster"] * 4


def test_the_game_ends_right_after_the_builder_phase_with_a_twelfth_building():
    """docs/rules/san-juan.md#game-end; Dutch edition, "Einde van het spel": "Het spel eindigt
    direkt na de bouwmeesterfase, waarin een speler zijn twaalfde gebouw op tafel heeft gelegd. De
    ronde wordt dus niet afgespeeld!"; the other players still build in that phase ("Bouwmeester";
    docs/rules/san-juan.md#builder)."""
    a = {"hand": ["smithy", "hero"], "buildings": ELEVEN}
    b = {
        "hand": ["tobacco_storage", "silver_smelter", "silver_smelter", "silver_smelter"],
        "buildings": ["indigo_plant"] * 3 + ["tobacco_storage"] * 4 + ["silver_smelter"] * 4,
    }
    c = {"hand": ["indigo_plant", "hero"]}
    state = play(start(game(a, b, c)), role("builder"), build("smithy"))  # Ana: 12
    assert not sj.is_terminal(state) and actor(state) == BO
    state = play(state, build("tobacco_storage"))  # Bo: 12 too
    assert not sj.is_terminal(state) and actor(state) == CY
    state = play(state, build("indigo_plant"), {"type": "pay", "card": "hero"})
    assert sj.is_terminal(state) and state.current_player is None
    assert sj.legal_actions(state) == ()
    assert events(state, "game_over")
    # Bo and Cy never chose a role this round.
    assert view(state)["roles"] == {"builder": ANA}
    assert scores(state)["end_reasons"] == ["city_complete"]


def test_a_builder_phase_without_a_twelfth_building_goes_on():
    """docs/rules/san-juan.md#game-end; Dutch edition, "Einde van het spel": only the twelfth
    building ends the game."""
    a = {"hand": ["smithy", "hero"], "buildings": ELEVEN[:10]}
    state = play(start(game(a, NOTHING, NOTHING)), role("builder"), build("smithy"))
    assert not sj.is_terminal(state) and phase(state) == "role_selection"


# --- the piles --------------------------------------------------------------------------------
def test_an_empty_pile_is_refilled_by_shuffling_the_discards():
    """docs/rules/san-juan.md#draw-pile; Dutch edition, margin note of "Bouwmeester": "Als de
    trekstapel op is, worden de kaarten van de aflegstapel geschud. Zij vormen de nieuwe
    trekstapel"."""
    doc = only_pile(game(LIBRARY, NOTHING, NOTHING), "hero")
    state = start(doc)
    waiting = sum(discards(state).values())
    state = play(state, role("prospector"))  # 2 cards: the hero, then one more
    assert events(state, "reshuffled") == [{"type": "reshuffled", "cards": waiting}]
    assert hand_size(state, ANA) == 2 and "hero" in hand(state, ANA)
    assert not discards(state) and len(pile(state)) == waiting - 1


def test_the_reshuffled_pile_is_the_discards_in_a_new_order_from_the_games_generator():
    """docs/rules/san-juan.md#draw-pile (Dutch edition, margin note of "Bouwmeester") with the
    determinism of the engine: the same position reshuffles the same way, and the new pile holds
    exactly the discarded cards."""
    doc = only_pile(game(NOTHING, NOTHING), "hero")
    before = discards(start(doc))
    one = play(start(doc), role("councillor"))  # 5 cards: hero + 4 reshuffled
    two = play(start(doc), role("councillor"))
    assert view(one) == view(two)
    drawn_now = sorted(view(one)["phase"]["drawn"])
    assert drawn_now.count("hero") >= 1
    rest = before.copy()
    rest.subtract(cards(*drawn_now) - cards("hero"))
    assert sorted(view(one)["pile"]) == sorted(rest.elements())


def test_a_stalled_game_ends_at_the_end_of_the_round():
    """Not in the rulebook (an engine decision, rounds.stalled): with the crane putting
    buildings out of the game, the pile and the discards can be empty, no good left to sell and
    nobody able to build; the game then ends at the end of the round and is scored."""
    doc = game({"hand": ["palace"], "buildings": ["indigo_plant", "crane"]}, NOTHING)
    derived = start(doc)
    doc["out"] = list(pile(derived))
    doc["pile"] = []
    state = play(start(doc), role("prospector"))  # nothing to draw
    assert not sj.is_terminal(state)
    state = play(state, role("trader"), role("councillor"))
    assert sj.is_terminal(state) and scores(state)["end_reasons"] == ["stalled"]
    assert events(state, "game_over") == [{"type": "game_over", "reason": "stalled"}]


# --- the start-hand variant -------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_start_hand_variant_five_six_seven_eight_cards_keep_four(n):
    """docs/rules/san-juan.md#start-hands; Dutch edition, "Varianten": "Iedere speler krijgt naast
    de 4 kaarten die hij in het begin krijgt nog zoveel extra kaarten als zijn startpositie is. De
    startspeler krijgt dus 5 kaarten, de tweede speler krijgt 6 kaarten, de derde speler krijgt 7
    kaarten en de vierde speler krijgt 8 kaarten. Iedere speler bekijkt zijn kaarten, beslist welke
    4 kaarten hij wil houden en legt de overige (1 tot 4) kaarten op de aflegstapel"."""
    state = sj.new_game(n, 11, start_hands=True)
    assert [hand_size(state, seat) for seat in range(n)] == [5, 6, 7, 8][:n]
    assert len(pile(state)) == 110 - n - sum([5, 6, 7, 8][:n])
    gone = []
    for seat in range(n):
        assert phase(state) == "start_hands" and actor(state) == seat
        assert view(state)["phase"]["discard"] == seat + 1
        # The others learn nothing of his cards.
        for other in range(n):
            if other != seat:
                assert sj.player_view(state, other)["players"][seat]["hand"] is None
        own = sorted(hand(state, seat).elements())
        chosen = own[: seat + 1]
        state = play(state, discarding(*chosen))
        gone += chosen
        assert hand_size(state, seat) == 4
    assert phase(state) == "role_selection" and actor(state) == governor(state) == 0
    assert discards(state) == cards(*gone)


def test_start_hand_discards_are_hidden_from_the_others():
    """docs/rules/san-juan.md#start-hands; Dutch edition, "Varianten": the cards go face down to the
    discard pile."""
    state = sj.new_game(2, 3, start_hands=True)
    own = sorted(hand(state, ANA).elements())
    after = play(state, discard(own[0]))
    for event in sj.events_for(sj.step_events(after), BO):
        assert "card" not in event or event["type"] != "discarded"
        if event["type"] == "action" and event["player"] == ANA:
            assert event["action"] == {"type": "discard"}


def test_a_game_is_not_stalled_while_a_hand_limit_will_bring_cards_back():
    """rounds.stalled ends a game in which no card can come into play again; cards a player must
    discard at the start of the next round ("Een nieuwe ronde"; docs/rules/san-juan.md#round-start)
    come back through the discard pile, so the game goes on. Ana holds 8 copies of violet buildings
    she has: she can build none."""
    own = ["indigo_plant", "smithy", "gold_mine", "archive", "poor_house"]
    doc = game(
        {
            "hand": [
                "smithy",
                "smithy",
                "gold_mine",
                "gold_mine",
                "archive",
                "archive",
                "poor_house",
                "poor_house",
            ],
            "buildings": own,
        },
        NOTHING,
    )
    doc["out"] = list(pile(start(doc)))
    doc["pile"] = []
    state = play(start(doc), role("prospector"), role("trader"), role("councillor"))
    assert not sj.is_terminal(state)
    assert phase(state) == "round_start" and actor(state) == ANA
    state = play(state, discard("archive"))
    assert discards(state) == cards("archive") and actor(state) == BO
    state = play(state, role("prospector"))
    assert hand(state, BO) == cards("archive")


# --- the cards --------------------------------------------------------------------------------
def test_the_deck_is_the_rulebooks_110_cards():
    """docs/rules/san-juan.md#components and docs/rules/san-juan.md#cards; Dutch edition,
    "Spelmateriaal": "110 Speelkaarten (42 produktie- en 68 paarse gebouwen)"; "De (gekleurde)
    productiegebouwen": "indigoververijen (10), suikermolens, tabaksfabrieken, koffiebranderijen en
    zilversmederijen (ieder 8 keer)"; "De paarse gebouwen": "Er zijn 24 paarse gebouwen; van ieder
    gebouw zijn er 3, met uitzondering van de 4 6-gebouwen, daarvan zijn er 2 per stuk"."""
    state = sj.new_game(2, 0)
    every = [c for p in state.players for c in p.hand + p.buildings] + list(state.pile)
    counts = {sj.data.CARD_NAMES[k]: every.count(k) for k in sj.data.KINDS}
    assert len(every) == 110
    production = [
        "indigo_plant",
        "sugar_mill",
        "tobacco_storage",
        "coffee_roaster",
        "silver_smelter",
    ]
    assert [counts[c] for c in production] == [10, 8, 8, 8, 8]
    violet = {c: n for c, n in counts.items() if c not in production}
    assert len(violet) == 24 and sum(violet.values()) == 68
    six = {c for c in violet if sj.data.COST[sj.data.CARD_INDEX[c]] == 6}
    assert six == {"guild_hall", "city_hall", "triumphal_arch", "palace"}
    assert all(n == (2 if c in six else 3) for c, n in violet.items())


def test_a_violet_building_works_from_the_end_of_its_builder_phase():
    """docs/rules/san-juan.md#violet-buildings; Dutch edition, "De paarse gebouwen": a violet
    building "krijgt op zijn vroegst pas werking na de bouwmeesterfase waarin het gebouw gebouwd
    is": with two players, the library Ana builds with her first role doubles her second role's
    privilege in the same round."""
    doc = top_of_pile(
        game({"hand": ["library", "hero", "palace", "well", "smithy"]}, NOTHING),
        "statue",
        "tower",
        "quarry",
    )
    state = play(start(doc), role("builder"), build("library"))  # 5 - 1: all four others
    assert buildings(state, ANA)[-1] == "library"
    state = play(state, role("trader"), role("prospector"))  # Bo; Ana again
    assert hand(state, ANA) == cards("statue", "tower")
