"""The bridge's JSON Schemas (pr_core/schema/bridge.schema.json, each game's
schema/snapshot.schema.json; docs/bridge.md, "Schemas") are valid draft 2020-12 schemas, name
every request the bridge answers, and refuse an answer the page could not read: a field renamed,
a legal entry's fact of another name, another game's field. That every answer matches them is
checked where the answers come: the contract suite and the fuzz."""

import copy
import json

import bridge_schemas
import pytest
from jsonschema import Draft202012Validator

from pr_core import bridge, games

# Requests the worker answers itself (docs/saves.md); the bridge never sees them.
WORKER_REQUESTS = {"save_slot", "resume_saved", "saved_file"}


def ok(kind, payload=None):
    answer = json.loads(bridge.handle(json.dumps({"type": kind, "payload": payload or {}})))
    assert answer["ok"], answer
    return answer["result"]


@pytest.fixture
def snapshots():
    """A snapshot of each game at the human's decision."""
    found = {}
    for game_id in games.GAMES:
        bridge.reset()
        snap = ok("new_game", {"game": game_id, "players": 3, "seed": 4, "bots": None})
        while not snap["your_turn"]:
            snap = ok("bot_step")
        found[game_id] = snap
    bridge.reset()
    return found


def test_the_schemas_are_draft_2020_12_schemas_with_an_id_and_a_description():
    documents = [bridge_schemas.bridge_schema()]
    for game_id in games.GAMES:
        documents.append(bridge_schemas.game_schemas(game_id)["snapshot.schema.json"])
    for schema in documents:
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert schema["$id"] and schema["description"]
        Draft202012Validator.check_schema(schema)


def test_every_request_the_bridge_answers_has_its_payload_and_result_in_the_schema():
    """...with the payload's fields the bridge takes (new_game's options aside: a game's own,
    as hello lists them)."""
    schema = bridge_schemas.bridge_schema()
    requests = schema["$defs"]["requests"]["properties"]
    assert set(requests) == set(bridge._HANDLERS) | WORKER_REQUESTS
    options = {key for game in games.GAMES.values() for key in game.options}
    for kind, fields in bridge._FIELDS.items():
        payload = schema["$defs"][requests[kind]["properties"]["payload"]["$ref"].split("/")[-1]]
        assert set(payload["properties"]) == fields - options, kind
        assert "result" in requests[kind]["properties"], kind


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_a_snapshot_matches_and_one_the_page_could_not_read_does_not(game_id, snapshots):
    snap = snapshots[game_id]
    assert bridge_schemas.result_errors("act", snap, game_id) == []
    renamed = copy.deepcopy(snap)
    renamed["your_move"] = renamed.pop("your_turn")
    assert bridge_schemas.result_errors("act", renamed, game_id)
    fact = copy.deepcopy(snap)
    fact["legal"][0]["price_paid"] = 1
    assert bridge_schemas.result_errors("act", fact, game_id)
    other = copy.deepcopy(snap)
    other["allowance" if game_id == "puerto-rico" else "mayor"] = None
    assert bridge_schemas.result_errors("act", other, game_id)
    view = copy.deepcopy(snap)
    view["view"]["players"][0]["name"] = 7
    assert bridge_schemas.result_errors("act", view, game_id)
    assert bridge_schemas.result_errors("act", {**snap, "current_player": -1}, game_id)


def test_a_refusal_matches_the_envelope_and_an_unknown_code_does_not():
    answer = json.loads(bridge.handle('{"type": "act", "payload": {}}'))
    assert answer["error"]["code"] == "no_game"
    assert bridge_schemas.answer_errors(answer) == []
    answer["error"]["code"] = "no_such_code"
    assert bridge_schemas.answer_errors(answer)
