"""The coach's reasons and its honesty (pr_core/coach/reasons.py, docs/coach.md, "Reasons" and
"About equal"): every hint choice says why, in the game's own terms, against the choice it is
compared with; a role choice always has a reason; a reason never names what the player cannot
see (a drawn plantation, another player's card); twins that differ only in what he cannot see
get the same reasons; a decision of the page's own is weighed beside the search's; the review
calls a decision a mistake only where the hint at that position agrees and the loss is beyond
the search's noise."""

import json

import pytest
from bot_games import positions, puerto_rico_hidden_twins, san_juan_hidden_twins
from test_coach import call, hint_of, new_game, ok, until_done

from pr_core import bots, bridge, games
from pr_core.coach.parts import Fact
from pr_core.coach.reasons import compare, look_ahead
from pr_core.rng import Random
from pr_core.san_juan.data import CARD_NAMES

PUERTO_RICO = games.get("puerto-rico")
SAN_JUAN = games.get("san-juan")


def is_role_choice(game, state):
    return all(a.to_json()["type"] == "role" for a in game.legal_actions(state))


def role_positions(game, count=3):
    """Role choices of the player to act, from random games at every player count."""
    found = positions(game, lambda s: "role" if is_role_choice(game, s) else "other")
    return found["role"][:count]


@pytest.mark.parametrize(
    "game_id,twins",
    [("puerto-rico", puerto_rico_hidden_twins), ("san-juan", san_juan_hidden_twins)],
)
def test_twins_that_differ_only_in_what_is_hidden_get_the_same_reasons(game_id, twins):
    game = games.get(game_id)
    told = 0
    for state, twin in twins():
        reasons = [c["reasons"] for c in hint_of(game, state)["choices"]]
        assert reasons == [c["reasons"] for c in hint_of(game, twin)["choices"]]
        told += sum(len(r) for r in reasons)
    assert told  # (reasons were given, not merely none twice)


@pytest.mark.parametrize("game", [PUERTO_RICO, SAN_JUAN], ids=lambda g: g.id)
def test_a_role_choice_always_has_a_reason(game):
    for state in role_positions(game):
        hint = hint_of(game, state)
        assert len(hint["choices"]) >= 2
        for choice in hint["choices"]:
            assert 1 <= len(choice["reasons"]) <= 3, choice["actions"]
            for reason in choice["reasons"]:
                assert reason["amount"] != 0 and 0 <= reason["player"] < state.n


def test_every_choice_is_compared_with_the_next_best():
    state = role_positions(PUERTO_RICO, 1)[0]
    choices = hint_of(PUERTO_RICO, state)["choices"]
    assert [c["versus"] for c in choices] == [1] + [0] * (len(choices) - 1)
    first, second = choices[0], choices[1]
    # The same difference, seen from either side, is told the other way round.
    mine = {(r["kind"], r["player"], r["subject"]): r["amount"] for r in first["reasons"]}
    theirs = {(r["kind"], r["player"], r["subject"]): r["amount"] for r in second["reasons"]}
    for key in mine.keys() & theirs.keys():
        assert mine[key] == -theirs[key]
    assert first["equal"] == second["equal"]  # "about equal" goes both ways


def shipping_captain_choice():
    """A role choice with the captain open, where the player to act holds three barrels or
    more of a good no ship carries."""
    for seed in range(40):
        state = PUERTO_RICO.new_game(3, seed)
        medium = bots.make("medium", PUERTO_RICO)
        rng = Random(seed)
        while not PUERTO_RICO.is_terminal(state):
            legal = PUERTO_RICO.legal_actions(state)
            p = state.players[state.actor]
            captain = [a for a in legal if a.to_json() == {"type": "role", "role": "captain"}]
            if captain and max(p.goods) >= 3 and not any(state.ship_load):
                return state, captain[0], legal
            view = PUERTO_RICO.player_view(state, state.actor)
            state = PUERTO_RICO.apply_action(state, medium.choose(view, legal, rng))
    raise AssertionError("no such position in 40 games")


def test_the_captain_with_barrels_in_store_ships_victory_points():
    state, captain, legal = shipping_captain_choice()
    seat = state.actor
    view = PUERTO_RICO.player_view(state, seat)
    coach = PUERTO_RICO.coach
    other = next(a for a in legal if a.to_json()["role"] not in ("captain", "craftsman"))
    with_captain = look_ahead(PUERTO_RICO, coach, view, (captain,), seat, 3)
    without = look_ahead(PUERTO_RICO, coach, view, (other,), seat, 3)
    told = compare(coach, with_captain, without, seat)
    shipped = [r for r in compare(coach, with_captain, [{}] * 4, seat) if r["kind"] == "shipped"]
    assert shipped and shipped[0]["player"] == seat and shipped[0]["amount"] >= 3
    assert told and all(r["difference"] for r in told)


def test_a_plantation_drawn_face_down_and_another_players_card_are_never_named():
    pr_teller, sj_teller = PUERTO_RICO.coach.teller, SAN_JUAN.coach.teller
    state = PUERTO_RICO.new_game(3, 1)
    drawn = [{"type": "hacienda_draw", "player": 0, "tile": "coffee"}]
    assert pr_teller.tally(state, drawn, state, 0) == {Fact("drawn", 0): 1}
    sj = SAN_JUAN.new_game(3, 1)
    hand = SAN_JUAN.to_dict(sj)["players"][0]["hand"]
    mine = hand[0]
    unseen = next(card for card in CARD_NAMES if card not in hand)
    built = [
        {"type": "built", "player": 1, "card": mine},
        {"type": "built", "player": 0, "card": mine},
        {"type": "built", "player": 0, "card": unseen},
    ]
    tally = sj_teller.tally(sj, built, sj, 0)
    assert tally[Fact("built", 1)] == 1  # another player's card: counted, not named
    assert tally[Fact("built", 0, mine)] == 1  # his own, from his hand: named
    assert tally[Fact("built", 0)] == 1  # one he had not in hand at the decision: a guess


@pytest.mark.parametrize("game", [PUERTO_RICO, SAN_JUAN], ids=lambda g: g.id)
def test_reasons_name_only_what_the_player_could_see(game):
    kinds = positions(game, lambda s: str(s.phase), per_kind=1, count=6)
    for state in [s for found in kinds.values() for s in found]:
        seat = state.current_player
        view = game.player_view(state, seat)
        for choice in hint_of(game, state)["choices"]:
            for reason in choice["reasons"]:
                subject = reason["subject"]
                if game is SAN_JUAN and reason["kind"] == "built" and subject is not None:
                    assert subject in view["players"][seat]["hand"], reason
                if game is PUERTO_RICO and reason["kind"] == "tile":
                    assert subject == "quarry" or subject in view["plantations"]["face_up"], reason


def test_a_decision_of_the_pages_own_is_weighed_beside_the_search():
    bridge.reset()
    snap = new_game()
    legal = [e["code"] for e in snap["legal"]]
    before = ok("snapshot")
    hint = until_done("hint", "hint", consider=[[legal[-1]], [legal[0]]])["hint"]
    weighed = hint["considered"]
    assert len(weighed) == 2
    for entry, code in zip(weighed, (legal[-1], legal[0]), strict=True):
        assert entry["codes"] == [code] and entry["estimate"] is not None
        assert entry["versus"] in (0, 1) and isinstance(entry["equal"], bool)
        assert entry["reasons"]
    after = ok("snapshot")
    assert after["view"] == before["view"] and after["legal"] == before["legal"]
    by_object = [e["action"] for e in snap["legal"]][-1]
    again = until_done("hint", "hint", consider=[[by_object]])["hint"]["considered"][0]
    assert again["codes"] == [legal[-1]]  # an action object is weighed as its code is
    assert call("hint", consider=[[999_999]])["error"]["code"] == "bad_request"
    assert call("hint", consider=[[{"type": "nonsense"}]])["error"]["code"] == "bad_request"
    assert call("hint", consider=[["x"]])["error"]["code"] == "bad_request"
    assert call("hint", consider=[[]])["error"]["code"] == "bad_request"
    assert call("hint", consider=[[legal[0]]] * 5)["error"]["code"] == "bad_request"
    taken = [c for c in range(4096) if c not in legal][:1]
    assert call("hint", consider=[taken])["error"]["code"] in ("illegal_action", "bad_request")


def played_game(game_id, players, seed):
    """A whole game through the bridge in which the human plays as the beginner bot would: his
    actions in order."""
    bridge.reset()
    snap = new_game(game_id, players, seed)
    game = games.get(game_id)
    beginner = bots.make("beginner", game)
    rng = Random(seed)
    actions = []
    while snap["scores"] is None:
        if not snap["your_turn"]:
            snap = ok("bot_step")
            continue
        state = bridge._session.state
        view = game.player_view(state, 0)
        actions.append(int(beginner.choose(view, game.legal_actions(state), rng)))
        snap = ok("act", action=actions[-1])
    return actions


def hint_at(game_id, players, seed, actions, step):
    """(the hint's first choice, the action the player took) at move `step` of the played game,
    the hint asked in a new session that plays the game again up to that position, as a player
    who asks for a hint there would."""
    bridge.reset()
    snap = new_game(game_id, players, seed)
    mine = iter(actions)
    while len(bridge._session.record) < step:
        snap = ok("act", action=next(mine)) if snap["your_turn"] else ok("bot_step")
    assert snap["your_turn"], step
    return until_done("hint", "hint")["hint"]["choices"][0]["codes"][0], next(mine)


@pytest.mark.parametrize("game_id,players", [("puerto-rico", 3), ("san-juan", 2)])
def test_the_review_calls_a_mistake_only_where_the_hint_agrees(game_id, players):
    actions = played_game(game_id, players, 5)
    review = until_done("review", "review")["review"]
    entries = {e["step"]: e for e in review["decisions"]}
    checked = [e for e in entries.values() if e["checked"]]
    assert checked
    for e in checked:
        # The same position, the same verdict: the review's preferred move is the hint's.
        hinted, taken = hint_at(game_id, players, 5, actions, e["step"])
        assert taken == e["played"][0]["code"], e["step"]  # (the position reviewed)
        assert e["best"][0]["code"] == hinted, e["step"]
        assert e["same"] == (e["played"][0]["code"] == e["best"][0]["code"])
    costliest = review["costliest"]
    assert len(costliest) <= 3
    for step in costliest:
        e = entries[step]
        assert e["checked"] and not e["same"] and not e["equal"] and e["loss"] > 0
    losses = [entries[s]["loss"] for s in costliest]
    assert losses == sorted(losses, reverse=True)
    told = [e for e in checked if not e["same"] and not e["equal"]]
    assert set(costliest) == {e["step"] for e in sorted(told, key=lambda e: -e["loss"])[:3]}
    json.dumps(review)  # (a plain document: saved with the game)
