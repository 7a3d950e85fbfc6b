"""The bots and the optional buildings whose use the engine asks (docs/san-juan/rules-decisions.md,
"Who decides what"): the gold mine. Every level takes this decision by the heuristic's rule
(heuristic.use_gold_mine; the searching levels leave it to the heuristic), so each level is
checked where using is clearly right and where declining is.

The Dutch edition: "de eigenaar van het gebouw is niet verplicht de eigenschap(pen) van het gebouw
te benutten" ("De paarse gebouwen"; docs/rules/san-juan.md#violet-buildings); the gold mine pays
only with 4 cards of 4 different costs ("Goudgroeve"; docs/rules/san-juan.md#gold-mine).
"""

import pytest
from bot_games import make
from sj_scenario import (
    ANA,
    BO,
    LEAVE_GOLD_MINE,
    USE_GOLD_MINE,
    actor,
    game,
    only_pile,
    play,
    role,
    start,
    top_of_pile,
)

import pr_core.san_juan as sj
from pr_core.rng import Random

LEVELS = ("beginner", "medium", "strong", "expert")
MINE = {"hand": ["smithy"], "buildings": ["indigo_plant", "gold_mine"]}
LUCKY = ("quarry", "smithy", "tobacco_storage", "library")  # 4, 1, 3, 5


def choice(level, state):
    seat = state.current_player
    bot = make(sj.GAME, level)
    action = bot.choose(sj.player_view(state, seat), sj.legal_actions(state), Random(1))
    return action.to_json()


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_uses_its_gold_mine_when_its_cards_could_pay(level):
    """A full pile: turning up costs nothing and may give a card (docs/rules/san-juan.md#gold-mine:
    "pakt hij 1 van deze 4 kaarten in zijn hand")."""
    doc = top_of_pile(game({"hand": ["well"]}, MINE), "hero", *LUCKY)
    state = play(start(doc), role("prospector"))  # Ana picks, Bo owns the mine
    assert actor(state) == BO
    assert choice(level, state) == USE_GOLD_MINE


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_leaves_its_gold_mine_unused_when_no_card_can_come_of_it(level):
    """3 cards left in the pile and none in the discards: the 4 cards of different costs the gold
    mine needs cannot be turned up (docs/rules/san-juan.md#gold-mine), so using it would only show
    the last cards to all and throw them away (docs/rules/san-juan.md#violet-buildings: "niet
    verplicht")."""
    doc = only_pile(game({"hand": ["well"]}, MINE), "hero", "quarry", "smithy", "library")
    doc["out"] = doc.pop("discards")  # (as if the crane had taken them out of the game)
    state = play(start(doc), role("prospector"))
    assert actor(state) == BO and sj.player_view(state, BO)["pile_size"] == 3
    assert choice(level, state) == LEAVE_GOLD_MINE
    assert sj.player_view(state, ANA)["discards_size"] == 0
