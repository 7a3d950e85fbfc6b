"""The bridge's answers checked against its JSON Schemas (docs/bridge.md, "Schemas"): the
bridge's own (pr_core/schema/bridge.schema.json: every request's payload and result) and each
game's (schema/ in its package: its snapshot, with its player view and legal entries' facts).

One validator per schema, compiled once and kept for the process; a game without a snapshot
schema of its own (the tests' third game) has its snapshots' views checked by its player view
schema. Used by the contract suite (tests/contract/) and the bridge's fuzz (tests/fuzz_bridge.py).
"""

from __future__ import annotations

import functools
import importlib.resources
import json
from collections.abc import Iterator
from typing import Any

from schema_check import SchemaCheck

BRIDGE_ID = "urn:pr-core:schema:bridge:1"
GAME_SCHEMAS = ("position.schema.json", "player_view.schema.json", "snapshot.schema.json")


def bridge_schema() -> dict[str, Any]:
    text = (importlib.resources.files("pr_core") / "schema" / "bridge.schema.json").read_text(
        encoding="utf-8"
    )
    schema: dict[str, Any] = json.loads(text)
    return schema


def game_schemas(game_id: str) -> dict[str, dict[str, Any]]:
    """The game's schemas by file name (schema/ in the package of its `to_dict`)."""
    from pr_core import games

    package = games.get(game_id).to_dict.__module__.rpartition(".")[0]
    folder = importlib.resources.files(package) / "schema"
    found = {}
    for name in GAME_SCHEMAS:
        if (folder / name).is_file():
            found[name] = json.loads((folder / name).read_text(encoding="utf-8"))
    return found


@functools.cache
def _documents(game_id: str | None) -> tuple[dict[str, Any], ...]:
    """The bridge's schema, and the game's (None: no game's)."""
    return (bridge_schema(), *(game_schemas(game_id).values() if game_id else []))


@functools.cache
def _validator(game_id: str | None, ref: str) -> SchemaCheck:
    return SchemaCheck({"$ref": ref}, _documents(game_id))


def envelope_validator() -> SchemaCheck:
    """The answer's envelope: {"ok": true, "result"} or {"ok": false, "error"}."""
    return _validator(None, BRIDGE_ID)


def result_ref(kind: str) -> str:
    return f"{BRIDGE_ID}#/$defs/requests/properties/{kind}/properties/result"


def payload_ref(kind: str) -> str:
    return f"{BRIDGE_ID}#/$defs/requests/properties/{kind}/properties/payload"


def _game_ref(game_id: str, name: str) -> str | None:
    schema = game_schemas(game_id).get(name)
    return None if schema is None else str(schema["$id"])


def _messages(validator: SchemaCheck, doc: object, where: str) -> Iterator[str]:
    for error in validator.iter_errors(doc):
        path = "/".join(map(str, error.absolute_path))
        yield f"{where}/{path}: {error.message[:200]}"


def answer_errors(answer: object) -> list[str]:
    """The envelope's complaints about a whole answer ([] if it is one)."""
    return list(_messages(envelope_validator(), answer, "answer"))


def result_errors(
    kind: str, result: object, game_id: str | None, of_game: bool = True
) -> list[str]:
    """What the schemas say against a request's result ([] if it matches): the bridge's schema
    of that request's result, and, for a game's snapshot, replay step or hint, the game's
    snapshot or player view schema (unless `of_game` is false: those cost most, the views
    being whole positions). `game_id`: the game in play (None: none)."""
    errors = list(_messages(_validator(None, result_ref(kind)), result, kind))
    if game_id is None or not of_game or errors or not isinstance(result, dict):
        return errors
    snapshot_id = _game_ref(game_id, "snapshot.schema.json")
    view_id = _game_ref(game_id, "player_view.schema.json")
    views: list[object] = []
    if "legal" in result:  # a snapshot
        if snapshot_id is not None:
            errors += _messages(_validator(game_id, snapshot_id), result, f"{kind} ({game_id})")
        else:
            views.append(result["view"])
    elif kind == "replay":
        views.append(result["view"])
    elif "hint" in result:
        views += [after["view"] for choice in _choices(result["hint"]) for after in choice["after"]]
    if view_id is not None:
        for view in views:
            errors += _messages(_validator(game_id, view_id), view, f"{kind} view ({game_id})")
    return errors


def _choices(hint: dict[str, Any]) -> list[dict[str, Any]]:
    return [*hint["choices"], *(c for c in hint.get("considered", []) if c is not None)]


class Checker:
    """Checks answers as they come: every one by the bridge's schemas, and the first of each
    request and game and one in `every` after it by the game's too (a view is a whole position:
    its check costs about ten times the rest, 10 ms of a Puerto Rico snapshot's 11)."""

    def __init__(self, every: int = 8) -> None:
        self.every = every
        self.seen: dict[tuple[str, str | None], int] = {}

    def errors(self, kind: str, answer: dict[str, Any], game_id: str | None) -> list[str]:
        errors = answer_errors(answer)
        if errors or not answer["ok"]:
            return errors
        seen = self.seen.get((kind, game_id), 0)
        self.seen[kind, game_id] = seen + 1
        return result_errors(kind, answer["result"], game_id, seen % self.every == 0)
