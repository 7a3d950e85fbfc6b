"""Expansion I: the church's and the union hall's VP when they would be the last VP chips
(docs/rules-decisions.md, "The church's and the union hall's VP").

Using a violet building is optional (Swedish edition, "Expansionsbyggnaderna": «Man är aldrig
tvungen att utnyttja dessa funktioner. De är alltid frivilliga»; Spanish edition: «Un jugador no
tiene que usar la función especial de un edificio morado ocupado si no quiere»), and taking the
last VP chips ends the game with the round (docs/rules/expansion-i.md#game-end). So the owner is
asked exactly when his VP would take the last chips while no end condition is met yet; otherwise
the VP are taken without asking (docs/rules/expansion-i.md#church, #union-hall, #rulings).
"""

import pytest
from bot_games import options_of
from expansion_scenario import (
    game,
)
from scenario import (
    ANA,
    BO,
    BUILDER,
    CAPTAIN,
    CY,
    build,
    colonist_supply,
    events,
    no_event,
    offered,
    only_event,
    phase,
    play,
    start,
    view,
    vp,
)

import pr_core as pr
from pr_core import bots, games
from pr_core.rng import Random

GAME = games.get("puerto-rico")
TAKE_CHURCH = {"type": "take_vp", "building": "church"}
TAKE_UNION_HALL = {"type": "take_vp", "building": "union_hall"}
DECLINE = {"type": "pass", "decision": "vp"}
CHIPS = 75  # a 3-player game's VP chips
# Every cargo ship full of something: nobody can load, so the captain phase is only its start.
NOTHING_LOADS = [
    {"capacity": 4, "good": "indigo", "count": 4},
    {"capacity": 5, "good": "coffee", "count": 5},
    {"capacity": 6, "good": "tobacco", "count": 6},
]


def chips_left(state):
    return view(state)["vp_chips"]


def end_reasons(state):
    return view(state)["end_reasons"]


def church_game(left, **fields):
    """Ana, the builder, with an occupied church and money for a residence (2 VP from the
    church); Cy holds every VP chip but `left`."""
    ana = {"city": [{"building": "church", "colonists": 1}], "doubloons": 10}
    return game(ana, {}, {"vp_chips": CHIPS - left}, **fields)


# === the church =================================================================================
@pytest.mark.parametrize("left", [1, 2])
def test_the_church_asks_when_its_vp_would_take_the_last_chips(left):
    """docs/rules/expansion-i.md#church: a large building gives 2 VP chips (Swedish edition,
    "Kyrka": «för en stor byggnad får man 2 AP-marker»); 2 or 1 chips left: taking them ends the
    game, so Ana decides."""
    state = play(start(church_game(left)), BUILDER, build("residence"))
    assert state.current_player == ANA
    assert view(state)["phase"]["step"] == "church"
    assert offered(state) == [TAKE_CHURCH, DECLINE]
    assert chips_left(state) == left and vp(state, ANA) == 0
    no_event(state, "church")


def test_the_church_does_not_ask_with_chips_left_after_its_vp():
    """docs/rules-decisions.md, "Choices that are not asked": 3 chips left, 2 VP: declining
    would only give up VP."""
    state = play(start(church_game(3)), BUILDER, build("residence"))
    assert only_event(state, "church", player=ANA)["vp"] == 2
    assert vp(state, ANA) == 2 and chips_left(state) == 1
    assert end_reasons(state) == []
    assert state.current_player == BO  # the builder phase goes on


def test_the_church_does_not_ask_once_the_chips_are_gone():
    """docs/rules/expansion-i.md#game-end: «VP earned after the chips run out are recorded on
    paper and scored»; the end is already set, so declining would only lose VP."""
    doc = church_game(0, end_reasons=["vp_chips"])
    state = play(start(doc), BUILDER, build("residence"))
    assert only_event(state, "church", player=ANA)["vp"] == 2
    assert vp(state, ANA) == 2 and chips_left(state) == 0


def test_the_church_does_not_ask_when_another_end_condition_is_met():
    """docs/rules-decisions.md, "The church's and the union hall's VP": the colonists ran out,
    so this round is the last anyway."""
    doc = church_game(2, end_reasons=["colonists"])
    colonist_supply(doc, supply=0, ship=3, holder=BO)
    state = play(start(doc), BUILDER, build("residence"))
    assert only_event(state, "church", player=ANA)["vp"] == 2
    assert end_reasons(state) == ["colonists", "vp_chips"]


def test_the_church_does_not_ask_when_the_building_fills_the_city():
    """docs/rules/expansion-i.md#game-end: a player's 12th city space ends the game anyway."""
    doc = church_game(2)
    small = ["small_market", "hacienda", "construction_hut", "small_warehouse", "hospice"]
    small += ["office", "large_market", "large_warehouse", "factory"]
    doc["players"][ANA]["city"] += [{"building": b, "colonists": 0} for b in small]
    state = play(start(doc), BUILDER, build("residence"))  # spaces 11 and 12
    assert only_event(state, "church", player=ANA)["vp"] == 2
    assert end_reasons(state) == ["city_full", "vp_chips"]


def test_declining_the_churchs_vp_leaves_the_chips_and_the_end_unset():
    """docs/rules-decisions.md, "The church's and the union hall's VP": declining leaves the
    chips in the supply and the game goes on."""
    state = play(start(church_game(2)), BUILDER, build("residence"), DECLINE)
    assert only_event(state, "vp_declined", player=ANA) == {
        "type": "vp_declined",
        "player": ANA,
        "building": "church",
        "vp": 2,
    }
    no_event(state, "church")
    assert vp(state, ANA) == 0 and chips_left(state) == 2
    assert end_reasons(state) == []
    assert state.current_player == BO


def test_taking_the_churchs_vp_takes_the_last_chips_and_sets_the_end():
    """docs/rules/expansion-i.md#church: «Taking the last VP chip here also ends the game»."""
    state = play(start(church_game(1)), BUILDER, build("residence"), TAKE_CHURCH)
    assert only_event(state, "church", player=ANA) == {
        "type": "church",
        "player": ANA,
        "building": "residence",
        "vp": 2,
    }
    only_event(state, "end_triggered", reason="vp_chips")
    assert vp(state, ANA) == 2 and chips_left(state) == 0
    assert end_reasons(state) == ["vp_chips"]
    assert phase(state) == "role_selection"  # Bo and Cy cannot build: the round goes on
    assert not pr.is_terminal(state)


def test_the_church_is_asked_before_the_universitys_colonist():
    """docs/rules-decisions.md, "The church's and the union hall's VP": the church's question
    comes once the building is placed, then the university's (docs/rules/expansion-i.md#church,
    puerto-rico.md#university)."""
    doc = church_game(2)
    doc["players"][ANA]["city"].append({"building": "university", "colonists": 1})
    state = play(start(doc), BUILDER, build("residence"))
    assert offered(state) == [TAKE_CHURCH, DECLINE]
    state = play(state, DECLINE)
    assert offered(state) == [{"type": "extra_colonist"}, {"type": "pass", "decision": "colonist"}]


# === the union hall =============================================================================
def union_hall_game(left, bo=None, **fields):
    """Ana will choose the captain; Bo has an occupied union hall and 2 corn, 2 sugar (2 VP);
    Cy holds every VP chip but `left`; no ship can be loaded."""
    bo = bo or {
        "city": [{"building": "union_hall", "colonists": 1}],
        "goods": {"corn": 2, "sugar": 2},
    }
    return game({}, bo, {"vp_chips": CHIPS - left}, cargo_ships=NOTHING_LOADS, **fields)


@pytest.mark.parametrize("left", [1, 2])
def test_the_union_hall_asks_when_its_vp_would_take_the_last_chips(left):
    """docs/rules/expansion-i.md#union-hall: 1 VP chip for every 2 barrels of a kind, when the
    captain phase begins (Swedish edition, "Fackföreningslokal")."""
    state = play(start(union_hall_game(left)), CAPTAIN)
    assert state.current_player == BO
    assert view(state)["phase"]["step"] == "union_hall"
    assert offered(state) == [TAKE_UNION_HALL, DECLINE]
    no_event(state, "union_hall")


def test_the_union_hall_does_not_ask_with_chips_left_after_its_vp():
    state = play(start(union_hall_game(3)), CAPTAIN)
    assert only_event(state, "union_hall", player=BO)["vp"] == 2
    assert vp(state, BO) == 2 and chips_left(state) == 1 and end_reasons(state) == []


def test_the_union_hall_does_not_ask_once_the_chips_are_gone():
    """docs/rules/expansion-i.md#game-end: VP after the chips run out are recorded on paper."""
    state = play(start(union_hall_game(0, end_reasons=["vp_chips"])), CAPTAIN)
    assert only_event(state, "union_hall", player=BO)["vp"] == 2
    assert vp(state, BO) == 2 and chips_left(state) == 0


def test_declining_the_union_halls_vp_leaves_the_chips_and_the_end_unset():
    state = play(start(union_hall_game(2)), CAPTAIN, DECLINE)
    only_event(state, "vp_declined", player=BO, building="union_hall", vp=2)
    no_event(state, "union_hall")
    assert vp(state, BO) == 0 and chips_left(state) == 2 and end_reasons(state) == []
    assert view(state)["phase"]["step"] != "union_hall"  # the phase goes on past the union halls


def test_taking_the_union_halls_vp_takes_the_last_chips_and_sets_the_end():
    state = play(start(union_hall_game(2)), CAPTAIN, TAKE_UNION_HALL)
    assert only_event(state, "union_hall", player=BO) == {
        "type": "union_hall",
        "player": BO,
        "vp": 2,
    }
    only_event(state, "end_triggered", reason="vp_chips")
    assert vp(state, BO) == 2 and chips_left(state) == 0 and end_reasons(state) == ["vp_chips"]


def two_union_halls(left):
    """Ana (the captain) and Bo each have an occupied union hall paying 2 VP."""
    owner = {"city": [{"building": "union_hall", "colonists": 1}], "goods": {"corn": 2, "sugar": 2}}
    doc = union_hall_game(left, bo=dict(owner))
    doc["players"][ANA].update(owner)
    return doc


def test_two_union_halls_are_asked_in_turn_from_the_captain_each_when_it_comes():
    """docs/rules-decisions.md, "The church's and the union hall's VP": the union halls pay in
    turn from the captain, and whether the VP would be the last chips is worked out as each
    owner comes to it."""
    # 3 chips: Ana's 2 leave 1, so she is not asked; Bo's 2 would take the last one.
    state = play(start(two_union_halls(3)), CAPTAIN)
    assert only_event(state, "union_hall", player=ANA)["vp"] == 2
    assert state.current_player == BO and offered(state) == [TAKE_UNION_HALL, DECLINE]
    # 2 chips: Ana is asked first; if she declines, Bo's 2 would take them: he is asked.
    state = play(start(two_union_halls(2)), CAPTAIN)
    assert state.current_player == ANA and offered(state) == [TAKE_UNION_HALL, DECLINE]
    declined = play(state, DECLINE)
    assert declined.current_player == BO and offered(declined) == [TAKE_UNION_HALL, DECLINE]
    assert view(declined)["phase"]["turn"] == 1
    # If she takes them, the chips are gone and the end is set: Bo's VP come without asking.
    taken = play(state, TAKE_UNION_HALL)
    assert only_event(taken, "union_hall", player=BO)["vp"] == 2
    assert vp(taken, ANA) == 2 and vp(taken, BO) == 2 and chips_left(taken) == 0


def test_the_question_reads_back_from_its_position():
    """docs/position-format.md: the steps "church" and "union_hall" are written and read."""
    for state in (
        play(start(church_game(2)), BUILDER, build("residence")),
        play(start(two_union_halls(2)), CAPTAIN, DECLINE),
    ):
        again = pr.from_json(pr.to_json(state))
        assert pr.to_json(again) == pr.to_json(state)
        assert pr.legal_actions(again) == pr.legal_actions(state)


def test_a_position_at_the_question_must_be_one_where_it_is_asked():
    """A church step whose VP would not take the last chips is refused (PositionError)."""
    doc = church_game(3)
    doc["players"][ANA]["city"].append({"building": "residence", "colonists": 0})
    doc["players"][ANA]["doubloons"] = 0
    doc["phase"] = {"name": "builder", "picker": ANA, "step": "church"}
    with pytest.raises(pr.PositionError, match="last VP chips"):
        start(doc)
    doc["players"][CY]["vp_chips"] = CHIPS - 2
    assert offered(start(doc)) == [TAKE_CHURCH, DECLINE]
    assert events(play(start(doc), DECLINE), "vp_declined")


# === the bots ===================================================================================
def bots_question(bo_vp, cy_vp):
    """Bo's union hall would take the last 2 chips; VP are public (the house rule), so a bot
    knows the score: Bo holds `bo_vp`, Cy `cy_vp`, Ana the rest of the taken chips."""
    doc = union_hall_game(2, visible_vp=True)
    doc["players"][BO]["vp_chips"] = bo_vp
    doc["players"][CY]["vp_chips"] = cy_vp
    doc["players"][ANA]["vp_chips"] = CHIPS - 2 - bo_vp - cy_vp
    state = play(start(doc), CAPTAIN)
    assert offered(state) == [TAKE_UNION_HALL, DECLINE]
    return state


@pytest.mark.parametrize("level", ["beginner", "medium", "strong", "expert"])
def test_a_bot_behind_declines_the_last_chips_and_a_bot_far_ahead_takes_them(level):
    """docs/rules-decisions.md, "The church's and the union hall's VP": taking them ends the game
    with the round. Bo far behind (0 VP to Cy's 60) keeps the game going; Bo far ahead (60 to
    Cy's 0) ends it."""
    bot = bots.make(level, GAME, **options_of(GAME, level))
    for bo_vp, cy_vp, expected in ((0, 60, DECLINE), (60, 0, TAKE_UNION_HALL)):
        state = bots_question(bo_vp, cy_vp)
        choice = bot.choose(pr.player_view(state, BO), pr.legal_actions(state), Random(3))
        assert choice.to_json() == expected, (level, bo_vp, cy_vp)
