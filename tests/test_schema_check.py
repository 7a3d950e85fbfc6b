"""The tests' schema checks (tests/schema_check.py) let jsonschema-rs decide what is valid and
jsonschema word the complaints: the two must give the same verdict on the documents the tests
check, and on those documents spoiled in the ways a renamed or retyped field spoils them."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import bridge_schemas
import pytest
from game_schemas import validators
from schema_check import DisagreementError, SchemaCheck

from pr_core import bridge, games, rng

JSON = Any
# What a field can be turned into: another type, nothing, an impossible number.
SPOILS: tuple[JSON, ...] = ("x", None, -1, 1.5, [], {}, True, 10**6)


def positions_and_views(game_id: str, seeds: range, every: int) -> Iterator[tuple[str, JSON]]:
    game = games.get(game_id)
    for seed in seeds:
        state, chooser, step = game.new_game(3 + seed % 2, seed), rng.Random(seed), 0
        while not game.is_terminal(state):
            if step % every == 0:
                yield "position", game.to_dict(state)
                yield "view", game.player_view(state, step % state.n)
            legal = game.legal_actions(state)
            state = game.apply_action(state, legal[chooser.below(len(legal))])
            step += 1
        yield "position", game.to_dict(state)


def places(doc: JSON, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every field's and every item's path in `doc`."""
    if isinstance(doc, dict):
        items: Any = doc.items()
    else:
        items = enumerate(doc) if isinstance(doc, list) else ()
    for key, value in items:
        yield (*path, key)
        yield from places(value, (*path, key))


def spoiled(doc: JSON, chooser: rng.Random, count: int) -> Iterator[JSON]:
    """`count` copies of `doc`, each with one field retyped, dropped or renamed, or one field
    added."""
    where = list(places(doc))
    for _ in range(count):
        copied = copy.deepcopy(doc)
        path = where[chooser.below(len(where))]
        parent = copied
        for key in path[:-1]:
            parent = parent[key]
        last, how = path[-1], chooser.below(4)
        if how == 0 or not isinstance(parent, dict):
            parent[last] = SPOILS[chooser.below(len(SPOILS))]
        elif how == 1:
            del parent[last]
        elif how == 2:
            parent[f"{last}_renamed"] = parent.pop(last)
        else:
            parent["unheard_of"] = 1
        yield copied


def verdicts(check: SchemaCheck, doc: JSON) -> tuple[bool, bool]:
    return check.compiled.is_valid(doc), check.reference.is_valid(doc)


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_the_compiled_schemas_judge_positions_and_views_as_jsonschema_does(game_id):
    position, view = validators(game_id)
    checks = {"position": position, "view": view}
    chooser, refused = rng.Random(7), 0
    for kind, doc in positions_and_views(game_id, range(2), every=25):
        check = checks[kind]
        assert verdicts(check, doc) == (True, True), (kind, doc)
        # A view is no position, nor a position a view.
        other = checks["view" if kind == "position" else "position"]
        assert verdicts(other, doc) == (False, False), kind
        for bad in spoiled(doc, chooser, 6):
            compiled, reference = verdicts(check, bad)
            assert compiled == reference, (kind, json.dumps(bad)[:400])
            refused += not reference
    assert refused > 50  # the spoils reach fields the schema constrains


def test_the_compiled_bridge_schemas_judge_answers_as_jsonschema_does():
    chooser, refused = rng.Random(11), 0
    for game_id in games.GAMES:
        bridge.reset()
        answer = json.loads(bridge.handle(json.dumps({"type": "new_game", "payload": {
            "game": game_id, "players": 3, "seed": 4, "bots": None}})))  # fmt: skip
        check = bridge_schemas._validator(game_id, bridge_schemas.result_ref("new_game"))
        assert verdicts(check, answer["result"]) == (True, True)
        for bad in spoiled(answer["result"], chooser, 40):
            compiled, reference = verdicts(check, bad)
            assert compiled == reference, json.dumps(bad)[:400]
            refused += not reference
    bridge.reset()
    assert refused > 20


def test_a_complaint_is_worded_by_jsonschema_and_a_disagreement_fails_loudly():
    check = SchemaCheck({"type": "object", "required": ["seat"]})
    assert list(check.iter_errors({"seat": 1})) == []
    (error,) = check.iter_errors({})
    assert error.message == "'seat' is a required property"
    # Were the compiled schema to refuse what the reference accepts (here it is another schema's),
    # the check says so rather than pass the document with no complaint.
    swapped = SchemaCheck({"type": "string"})
    swapped.compiled = SchemaCheck({"type": "integer"}).compiled
    with pytest.raises(DisagreementError):
        swapped.validate("2026-12-07")
