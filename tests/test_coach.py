"""The coach (pr_core/coach/, docs/coach.md): hints at the human's decision and the review of a
finished game, in both games. A hint reads only the player's view (twins that differ only in what
he cannot see get the same hint, to the byte); it shows at most three choices, best first, each a
whole decision; the hints taken and the review are kept in the save; the review singles out the
decisions that cost the most; bad requests and damaged saves are refused or put right without
losing the game."""

import json

import pytest
from bot_games import puerto_rico_hidden_twins, san_juan_hidden_twins, san_juan_positions

from pr_core import bots, bridge, games
from pr_core.coach.hints import Hint
from pr_core.coach.review import decisions, kept
from pr_core.record import Record
from pr_core.rng import Random


def call(kind, **payload):
    return json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload})))


def ok(kind, **payload):
    answer = call(kind, **payload)
    assert answer["ok"], answer
    return answer["result"]


def until_done(kind, key, **payload):
    for _ in range(1000):
        result = ok(kind, think_ms=500, **payload)
        if key in result:
            return result
        assert "thinking" in result
    raise AssertionError(f"{kind} never finished")


def hint_of(game, state, seed=5):
    seat = state.current_player
    hint = Hint(game, game.coach, state, seat, Random(seed))
    while not hint.think(1.0):
        pass
    return hint.result(game, game.coach, seat, seed)


@pytest.mark.parametrize(
    "game_id,twins",
    [("puerto-rico", puerto_rico_hidden_twins), ("san-juan", san_juan_hidden_twins)],
)
def test_a_hint_is_the_same_whatever_the_player_cannot_see(game_id, twins):
    game = games.get(game_id)
    for state, twin in twins():
        seat = state.current_player
        assert game.player_view(state, seat) == game.player_view(twin, seat)
        assert game.to_dict(state) != game.to_dict(twin)  # something hidden differs
        assert json.dumps(hint_of(game, state)) == json.dumps(hint_of(game, twin))


@pytest.mark.parametrize("game_id", ["puerto-rico", "san-juan"])
def test_a_hint_shows_up_to_three_legal_choices_best_first(game_id):
    game = games.get(game_id)
    state = game.new_game(3, 11)
    hint = hint_of(game, state)
    choices = hint["choices"]
    legal = {int(a) for a in game.legal_actions(state)}
    assert 1 <= len(choices) <= 3 and len(choices) == min(3, len(legal))
    assert all(c["codes"][0] in legal for c in choices)
    estimates = [c["estimate"] for c in choices]
    assert all(e is not None for e in estimates)
    if hint["measure"] == "chance":
        assert all(0 <= e <= 1 for e in estimates)
    # Best first: the most walked, and (by far the usual case) the best estimate.
    assert choices[0]["walks"] >= max(c["walks"] for c in choices)
    # The changes are shown on samples of the position, from the player's view.
    assert all(1 <= len(c["after"]) <= 4 for c in choices)


def test_a_hint_at_the_councillor_is_the_whole_decision():
    game = games.get("san-juan")
    state = next(
        s
        for s in san_juan_positions()["councillor/keep"]
        if sum(a.kind == 8 for a in game.legal_actions(s)) >= 3
    )
    seat = state.current_player
    for choice in hint_of(game, state)["choices"]:
        after = state
        for code in choice["codes"]:
            after = game.apply_action(after, game.action_from_code(code))
        # After the plan the player keeps no more: the whole keep was one hint.
        assert after.current_player != seat or all(
            a.kind != 8 for a in game.legal_actions(after)
        ), choice["actions"]


def new_game(game_id="puerto-rico", players=3, seed=9):
    return ok("new_game", game=game_id, players=players, seat=0, seed=seed)


def test_a_hint_is_counted_kept_in_the_save_and_refused_out_of_turn():
    bridge.reset()
    new_game()
    result = until_done("hint", "hint")
    assert result["hints"] == [0]
    saved = ok("export")["save"]
    assert json.loads(saved)["hints"] == [0]
    assert ok("resume", save=saved)["hints"] == [0]
    # Play the hint's first choice; then it is a bot's turn: no hint.
    snap = ok("act", actions=result["hint"]["choices"][0]["codes"])
    assert snap["hints"] == [0]
    while snap["your_turn"] is False and snap["bot_to_act"]:
        refused = call("hint", think_ms=10)
        assert not refused["ok"] and refused["error"]["code"] == "not_your_turn"
        snap = ok("bot_step")
    assert call("hint", think_ms=0)["error"]["code"] == "bad_request"
    assert call("review")["error"]["code"] == "illegal_action"  # the game is not over


def play_out(game_id, players, seed):
    """A whole game through the bridge, the human's moves by the medium bot."""
    bridge.reset()
    snap = new_game(game_id, players, seed)
    game = games.get(game_id)
    medium = bots.make("medium", game)
    rng = Random(seed)
    while snap["scores"] is None:
        if snap["your_turn"]:
            state = bridge._session.state  # the human's choice, made from his view
            action = medium.choose(game.player_view(state, 0), game.legal_actions(state), rng)
            snap = ok("act", action=int(action))
        else:
            snap = ok("bot_step")
    return snap


@pytest.mark.parametrize("game_id,players", [("puerto-rico", 3), ("san-juan", 2)])
def test_a_finished_game_is_reviewed_once_and_kept_with_it(game_id, players):
    play_out(game_id, players, 21)
    first = ok("review", think_ms=1)["thinking"]
    assert first["stage"] == "screening" and first["done"] < first["total"]
    stages = [first["stage"]]
    while "review" not in (answer := ok("review", think_ms=50)):
        stages.append(answer["thinking"]["stage"])
        assert answer["thinking"]["done"] <= answer["thinking"]["total"]
    # Every decision screened, then the costliest-looking checked (at most six).
    assert stages == sorted(stages, reverse=True) and "checking" in stages
    review = answer["review"]
    entries = review["decisions"]
    assert len(entries) == first["total"] and sum(e["checked"] for e in entries) <= 6
    steps = [e["step"] for e in entries]
    assert steps == sorted(steps) and len(set(steps)) == len(steps)
    losses = {e["step"]: e["loss"] for e in entries}
    assert all(loss is None or loss >= 0 for loss in losses.values())
    costliest = review["costliest"]
    assert len(costliest) <= 3
    told = sorted(
        (e for e in entries if e["checked"] and not e["same"] and not e["equal"] and e["loss"]),
        key=lambda e: -e["loss"],
    )
    assert costliest == [e["step"] for e in told[:3]]
    for e in entries:
        assert isinstance(e["played"][0]["code"], int) and isinstance(e["best"][0]["code"], int)
        assert e["same"] == (e["played"][0]["code"] == e["best"][0]["code"])
        assert not (e["same"] and e["equal"])  # "about equal" is said of another choice
    # Kept: asked again, it answers at once; saved, it comes back with the game.
    assert ok("review", think_ms=1)["review"] == review
    saved = ok("export")["save"]
    assert ok("resume", save=saved)["review"] == review


def test_a_damaged_review_in_a_save_is_dropped_and_damaged_hints_refuse_the_save():
    play_out("puerto-rico", 3, 33)
    until_done("review", "review")
    doc = json.loads(ok("export")["save"])
    doc["review"]["decisions"] = "nonsense"
    snap = ok("resume", save=json.dumps(doc))
    assert snap["review"] is None and snap["scores"] is not None  # the game is all there
    doc["hints"] = ["three"]
    refused = call("resume", save=json.dumps(doc))
    assert refused["error"]["code"] == "bad_save" and refused["error"]["reason"] == "damaged"
    assert kept({"version": 2, "steps": 3, "decisions": [], "costliest": []}, 4) is None
    assert kept({"version": 1, "steps": 3, "decisions": [], "costliest": []}, 3) is None


def test_a_decision_of_several_actions_is_reviewed_as_one():
    game = games.get("puerto-rico")
    record = Record(game.new_game(3, 5), game)
    medium = bots.make("medium", game)
    rng = Random(5)
    while not game.is_terminal(record.state):
        state = record.state
        seat = state.current_player
        if seat == 0 and (not record.actions or record.states[-2].current_player != 0):
            record.begin_decision()  # the human's turn: one decision until another plays
        record.play(medium.choose(game.player_view(state, seat), game.legal_actions(state), rng))
    found = decisions(record, 0)
    assert any(len(plan) > 1 for _, plan in found)  # a mayor's arrangement, at least
    for first, plan in found:
        assert first in record.decisions
        for k in range(len(plan)):
            assert record.states[first + k].current_player == 0
