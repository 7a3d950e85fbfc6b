"""The worked examples of the Dutch edition (the Dutch San Juan rulebook) as named scenarios
(pr_core/san_juan/scenarios/), replayed move by move to the rulebook's numbers.

Each test starts from the scenario's position file, checks the example's starting situation,
plays the scenario's moves (the rulebook's; only real choices, the engine making the others) and
asserts what the rulebook says happens. The tests quote the Dutch edition by section, and cite
the project's digest docs/rules/san-juan.md by anchor.
"""

import importlib.resources
import json
from collections import Counter

import pytest
from sj_scenario import (
    ANA,
    BO,
    CY,
    buildings,
    cards,
    chapel,
    discards,
    drawn,
    goods_count,
    hand,
    hand_size,
    out_of_game,
    phase,
    pile,
    player,
    scores,
    total,
    view,
)

import pr_core.san_juan as sj
from pr_core import games
from pr_core.puerto_rico import scenarios as puerto_rico_scenarios
from pr_core.san_juan import scenarios

FOLDER = importlib.resources.files("pr_core.san_juan") / "scenarios"


def steps_of(scenario_id):
    """The scenario's start state and, one by one, (move, state after it)."""
    scenario = scenarios.ALL[scenario_id]
    state = scenarios.start_state(scenario)
    return state, scenario, scenarios.actions(scenario)


def replay(scenario_id):
    """(start state, [(move JSON, the state after it, its events)])."""
    state, _, moves = steps_of(scenario_id)
    first, out = state, []
    for move in moves:
        assert move in sj.legal_actions(state), f"{move.to_json()} is not legal"
        state = sj.apply_action(state, move)
        out.append((move.to_json(), state, sj.step_events(state)))
    return first, out


# --- the scenarios as a whole ------------------------------------------------------------------
def test_scenario_ids_are_unique_across_the_games_and_marked_as_san_juans():
    """The bridge finds a scenario by its id alone (pr_core/bridge.py, _find_scenario)."""
    others = {
        s for game in games.GAMES.values() if game.id != "san-juan" for s in game.scenarios.ALL
    } | set(puerto_rico_scenarios.ALL)
    ours = [s.id for s in scenarios.SCENARIOS]
    assert len(ours) == len(set(ours)) and not others & set(ours)
    assert all(s.startswith("sj-") for s in scenarios.ALL)
    assert len(scenarios.ALL) == len(scenarios.SCENARIOS)
    assert sj.GAME.scenarios is scenarios


@pytest.mark.parametrize("scenario", scenarios.SCENARIOS, ids=lambda s: s.id)
def test_every_scenario_plays_its_moves_as_choices_and_hands_over_to_its_reader(scenario):
    text = (FOLDER / scenario.file).read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["format"] == "san-juan-position" and "rng" not in doc
    state = scenarios.start_state(scenario)
    assert sj.to_dict(sj.from_json(text)) == sj.to_dict(state)
    assert scenario.example.startswith("Dutch edition, ")
    for i, move in enumerate(scenarios.actions(scenario)):
        if i == scenario.start:
            assert state.current_player == scenario.seat, "the reader's first decision"
        legal = sj.legal_actions(state)
        assert move in legal and len(legal) >= 2, f"move {i} is no choice: {move.to_json()}"
        state = sj.apply_action(state, move)
    if not scenario.steps:
        assert sj.is_terminal(state), "an example without moves shows the end of a game"


# --- the trader ---------------------------------------------------------------------------------
def test_trader_example_player_a_gets_one_two_three_and_one_cards():
    """docs/rules/san-juan.md#trader; Dutch edition, "Handelaar": "Speler A is de handelaar. Hij
    bezit een marktstand en een handelsstation ... 1 kaart voor de indigo, 2 voor de tabak, 3 voor
    het zilver en 1 voor de marktstand. Vervolgens is de volgende speler aan de beurt om te
    verkopen"."""
    start, out = replay("sj-trader-three-goods")
    assert goods_count(start, ANA) == 3 and hand_size(start, ANA) == 0
    state, events = out[-1][1], [e for _, _, ev in out for e in ev]
    assert view(state)["trading_house"]["up"] == 4  # 1-2-2-3-3
    assert [e["price"] for e in events if e["type"] == "sold"] == [1, 2, 3]
    assert sum(drawn(state, ANA, "sale").values()) == 6
    assert sum(drawn(state, ANA, "market_stand").values()) == 1
    assert hand_size(state, ANA) == 7 and goods_count(state, ANA) == 0
    # The next player's turn to sell: B, who has a good.
    assert phase(state) == "trader" and state.current_player == BO


# --- the builder --------------------------------------------------------------------------------
def test_builder_example_surplus_discounts_are_not_paid_out():
    """docs/rules/san-juan.md#builder; Dutch edition, "Bouwmeester": the builder with a smithy and a
    library builds a sugar mill: 2 - 1 - 2, "de extra korting ... krijgt hij niet uitbetaald"."""
    start, out = replay("sj-builder-no-surplus")
    state = out[-1][1]
    assert buildings(state, ANA)[-1] == "sugar_mill"
    assert hand(state, ANA) == cards("tower", "statue")  # nothing paid, nothing got
    assert len(pile(state)) == len(pile(start)) and not discards(state)


def test_black_market_example_a_library_for_two_goods_and_three_cards():
    """docs/rules/san-juan.md#black-market; Dutch edition, "Zwarte markt": "De speler bouwt een
    bibliotheek (5): Hij legt 1 goederenkaart van zijn indigoververij en 1 goederenkaart van zijn
    tabaksfabriek op de aflegstapel. Hij betaalt daarna nog slechts 3 kaarten voor de
    bibliotheek"."""
    start, out = replay("sj-black-market-library")
    assert goods_count(start, BO) == 2
    (_, after_goods, _) = out[3]
    assert view(after_goods)["phase"]["cost"] == 3  # after the two goods
    state = out[-1][1]
    built = [e for e in out[-1][2] if e["type"] == "built"][0]
    assert (built["goods_paid"], built["cards_paid"]) == (2, 3)
    assert buildings(state, BO)[-1] == "library" and goods_count(state, BO) == 0
    assert hand(state, BO) == cards("hero")
    assert sum(discards(state).values()) == 5


def test_crane_example_a_palace_over_the_chapel_for_three_cards():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "De speler bouwt over zijn kapel (3)
    een paleis(6) en betaalt 3 in plaats van 6 kaarten"; and: the chapel's cards stay as points."""
    start, out = replay("sj-crane-palace-over-chapel")
    under = sum(chapel(start, BO).values())
    assert under == 2
    state = out[-1][1]
    assert buildings(state, BO) == ["indigo_plant", "crane", "palace"]
    assert hand(state, BO) == cards("hero")  # 3 of his 4 other cards
    assert out_of_game(state) == cards("chapel")
    assert sum(chapel(state, BO).values()) == under
    assert scores(state)["players"][BO]["chapel_vp"] == under


def test_crane_example_a_statue_over_a_coffee_roaster_for_nothing():
    """docs/rules/san-juan.md#crane; Dutch edition, "Kraan": "Voor het standbeeld betaalt hij niets,
    hij krijgt echter de ene kaart verschil niet uitbetaald!"."""
    start, out = replay("sj-crane-statue-over-coffee-roaster")
    state = out[-1][1]
    assert buildings(state, BO) == ["indigo_plant", "crane", "statue"]
    assert hand(state, BO) == cards("hero") and len(pile(state)) == len(pile(start))


def test_quarry_example_the_builder_builds_a_crane_for_free():
    """docs/rules/san-juan.md#quarry; Dutch edition, "Steengroeve": "De speler is zelf bouwmeester
    en bezit een steengroeve: hij bouwt een kraan gratis"."""
    _, out = replay("sj-quarry-crane")
    state = out[-1][1]
    assert buildings(state, ANA) == ["indigo_plant", "quarry", "crane"]
    assert hand(state, ANA) == cards("hero", "well")


def test_poor_house_after_the_carpenter_two_cards():
    """docs/rules/san-juan.md#poor-house; Dutch edition, "Armenhuis": "Bezit hij ook de werkplaats,
    dan krijgt hij eerst de extra kaart van de werkplaats en pas dan eventueel nog een kaart van het
    armenhuis": no card left after paying, the carpenter's card (1 in hand), then the poor
    house's."""
    _, out = replay("sj-poor-house-carpenter")
    state = out[-1][1]
    reasons = [e["reason"] for e in out[-1][2] if e["type"] == "cards_drawn"]
    assert reasons == ["carpenter", "poor_house"] and hand_size(state, ANA) == 2


# --- producer and trader with the library -------------------------------------------------------
def test_aqueduct_example_the_producer_with_a_library_makes_four_goods():
    """docs/rules/san-juan.md#aqueduct; Dutch edition, "Aquaduct": "als opzichter met bibliotheek
    maximaal 4 goederen"."""
    _, out = replay("sj-aqueduct-library")
    state = out[-1][1]
    assert goods_count(state, ANA) == 4 and phase(state) == "role_selection"
    assert goods_count(out[0][1], BO) == 1  # the others: full already


def test_trading_post_example_the_trader_with_a_library_sells_four_goods():
    """docs/rules/san-juan.md#trading-post; Dutch edition, "Handelsstation": "als hij handelaar is
    met een bibliotheek: maximaal 4 goederen"."""
    start, out = replay("sj-trading-post-library")
    state = out[-1][1]
    assert goods_count(start, ANA) == 5 and goods_count(state, ANA) == 1
    assert hand_size(state, ANA) == 1 + 1 + 2 + 3  # tile 1-1-2-2-3


# --- the councillor -----------------------------------------------------------------------------
def test_archive_example_councillor_with_prefecture_five_in_hand_three_back():
    """docs/rules/san-juan.md#archive; Dutch edition, "Archief": "De speler is raadsheer, bezit de
    prefectuur en het archief: hij trekt 5 kaarten, neemt ze allen in zijn hand en doet 3
    handkaarten terug naar de aflegstapel"."""
    start, out = replay("sj-archive-prefecture")
    after_role = out[0][1]
    assert hand_size(after_role, ANA) == hand_size(start, ANA) + 5
    assert view(after_role)["phase"]["discard"] == 3
    state = out[-1][1]
    assert hand_size(state, ANA) == hand_size(start, ANA) + 2
    # Among the 3 given back, two cards he held before ("Archief").
    assert hand(state, ANA) == cards("hero", "tower", "palace", "aqueduct")


def test_library_example_with_archive_and_prefecture_eight_in_hand_six_back():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "dan pakt hij als raadsheer
    alle 8 de kaarten in zijn handen en legt vervolgens 6 kaarten op de aflegstapel"."""
    _, out = replay("sj-library-councillor")
    after_role = out[0][1]
    assert hand_size(after_role, ANA) == 8 and view(after_role)["phase"]["discard"] == 6
    state = out[-1][1]
    assert hand(state, ANA) == cards("palace", "chapel")
    assert phase(state) == "councillor" and state.current_player == BO  # Bo: 1 of 2


def test_two_players_the_governors_library_once_a_round():
    """docs/rules/san-juan.md#library; Dutch edition, "Bibliotheek": "Als de gouverneur de
    bibliotheek in zijn eerste beurt gebruikt, dan mag hij haar in zijn tweede beurt dus niet
    gebruiken!"."""
    _, out = replay("sj-two-player-library")
    after_prospector = out[0][1]
    assert hand(after_prospector, ANA) == cards("hero", "tower")  # doubled: 2
    councillor = out[2][1]
    assert view(councillor)["phase"]["library"] is False
    assert len(view(councillor)["phase"]["drawn"]) == 5  # not 8
    assert hand(out[-1][1], ANA) == cards("hero", "tower", "palace")


# --- the gold mine ------------------------------------------------------------------------------
def test_gold_mine_example_equal_costs_all_four_discarded():
    """docs/rules/san-juan.md#gold-mine; Dutch edition, "Goudgroeve": "Bibliotheek (5), prefectuur
    (3), smederij (1) en tabaksfabriek (3): hij moet alle 4 de kaarten op de aflegstapel leggen"."""
    start, out = replay("sj-gold-mine-equal-costs")
    state, events = out[-1][1], out[-1][2]
    mine = [e for e in events if e["type"] == "gold_mine"]
    assert mine == [
        {
            "type": "gold_mine",
            "player": BO,
            "cards": ["library", "prefecture", "smithy", "tobacco_storage"],
            "lucky": False,
        }
    ]
    assert hand(state, BO) == hand(start, BO)
    assert discards(state) == cards("library", "prefecture", "smithy", "tobacco_storage")
    # Everybody saw them (the engine turns them up).
    assert [e["cards"] for e in sj.events_for(events, ANA) if e["type"] == "gold_mine"]
    assert state.current_player == BO


def test_gold_mine_example_all_costs_different_one_kept():
    """docs/rules/san-juan.md#gold-mine; Dutch edition, "Goudgroeve": "Steengroeve (4), smederij
    (1), tabaksfabriek (3) en bibliotheek (5): hij pakt 1 van deze kaarten in zijn hand en legt de
    andere 3 kaarten op de aflegstapel"."""
    start, out = replay("sj-gold-mine-all-different")
    assert view(out[0][1])["phase"]["step"] == "use"  # Bo uses his gold mine (it is optional)
    choosing = out[1][1]
    assert sorted(view(choosing)["phase"]["drawn"]) == [
        "library",
        "quarry",
        "smithy",
        "tobacco_storage",
    ]
    state = out[-1][1]
    assert hand(state, BO) == hand(start, BO) + cards("library")
    assert discards(state) == cards("quarry", "smithy", "tobacco_storage")


# --- the start of a round, the end --------------------------------------------------------------
def test_a_new_round_the_chapel_first_then_the_hand_limit_tower_twelve():
    """docs/rules/san-juan.md#round-start; Dutch edition, "Een nieuwe ronde": the new governor
    reminds the chapel's owner first, then every player above 7 cards (the governor too) discards
    down to 7; the tower's owner keeps 12."""
    start, out = replay("sj-chapel-hand-limit")
    assert view(start)["phase"]["step"] == "chapel" and view(start)["governor"] == BO
    assert [hand_size(start, s) for s in (ANA, BO, CY)] == [8, 8, 13]
    state = out[-1][1]
    assert [hand_size(state, s) for s in (ANA, BO, CY)] == [7, 7, 12]
    assert chapel(state, ANA) == cards("sugar_mill")
    assert discards(state) == cards("silver_smelter", "palace")
    assert phase(state) == "role_selection" and state.current_player == BO


def test_the_twelfth_building_ends_the_game_after_the_builder_phase():
    """docs/rules/san-juan.md#game-end; Dutch edition, "Einde van het spel": "Het spel eindigt
    direkt na de bouwmeesterfase, waarin een speler zijn twaalfde gebouw op tafel heeft gelegd. De
    ronde wordt dus niet afgespeeld!"."""
    _, out = replay("sj-twelfth-building")
    after_ana = out[1][1]
    assert len(buildings(after_ana, ANA)) == 12 and not sj.is_terminal(after_ana)
    state = out[-1][1]
    assert sj.is_terminal(state) and len(buildings(state, BO)) == 12
    assert view(state)["roles"] == {"builder": ANA}
    s = scores(state)
    assert [r["total"] for r in s["players"]][:2] == [3 + 4 + 8 + 1, 3 + 8 + 12 + 2]


# --- the scores ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "scenario_id, bonus, points",
    [
        ("sj-chapel-nine-points", {}, 9),  # "Kapel"
        ("sj-guild-hall", {"guild_hall": 8}, 1 + 1 + 1 + 2 + 8),  # "Gildehal"
        ("sj-city-hall", {"city_hall": 9}, 1 + 19 + 9),  # "Raadhuis"
        ("sj-triumphal-arch", {"triumphal_arch": 6}, 1 + 3 + 5 + 6),  # "Triomfboog"
        ("sj-palace", {"palace": 8}, 42),  # "Paleis"
    ],
)
def test_scoring_examples(scenario_id, bonus, points):
    """The Dutch edition's examples: "Kapel" (docs/rules/san-juan.md#chapel: 7 cards, 9 points),
    "Gildehal" (docs/rules/san-juan.md#guild-hall: 2 indigo plants, a sugar mill and a tobacco
    storage, 8 more), "Raadhuis" (docs/rules/san-juan.md#city-hall: 9 violet buildings, 9 more),
    "Triomfboog" (docs/rules/san-juan.md#triumphal-arch: a statue and a hero, 6 more), "Paleis"
    (docs/rules/san-juan.md#palace: 34 points, 8 more, 42)."""
    state, _, _ = steps_of(scenario_id)
    assert sj.is_terminal(state)
    row = scores(state)["players"][ANA]
    assert row["bonus_vp"] == bonus and row["total"] == points
    if scenario_id == "sj-palace":
        assert row["total"] - row["bonus_vp"]["palace"] == 34
    if scenario_id == "sj-chapel-nine-points":
        assert sum(Counter(player(state, ANA)["chapel"]).values()) == 7
    assert total(state, ANA) == points
