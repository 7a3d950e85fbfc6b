"""A game's JSON Schemas (its position and its player view) and validators for them, for the
tests that check documents against them (tests/contract/, tests/test_position.py,
tests/san_juan/test_sj_position_format.py)."""

from __future__ import annotations

import functools
import importlib.resources
import json
from collections.abc import Iterator
from typing import Any

from schema_check import SchemaCheck

from pr_core.game import AnyGame
from pr_core.json_checks import JSON


def schema_folder(game: AnyGame) -> Any:
    """schema/ in the package of the game's `to_dict` (pr_core/<game>/schema/)."""
    package = game.to_dict.__module__.rpartition(".")[0]
    return importlib.resources.files(package) / "schema"


@functools.cache
def schemas(game_id: str) -> tuple[JSON, JSON]:
    """(position schema, player view schema) of the game."""
    from pr_core import games

    folder = schema_folder(games.get(game_id))
    position, view = (
        json.loads((folder / name).read_text(encoding="utf-8"))
        for name in ("position.schema.json", "player_view.schema.json")
    )
    return position, view


@functools.cache
def validators(game_id: str) -> tuple[SchemaCheck, SchemaCheck]:
    """(position check, player view check) of the game; each resolves the other's $id."""
    position, view = schemas(game_id)
    return SchemaCheck(position, (position, view)), SchemaCheck(view, (position, view))


def schema_errors(validator: SchemaCheck, doc: JSON) -> list[str]:
    """The schema's complaints about `doc`, one readable line each ([] if it is valid), each
    followed by the first few complaints of the alternatives it tried (anyOf, oneOf)."""
    out = []
    for error in validator.iter_errors(doc):
        out.append(f"/{'/'.join(map(str, error.absolute_path))}: {error.message[:200]}")
        out += [
            f"  /{'/'.join(map(str, sub.absolute_path))}: {sub.message[:200]}"
            for sub in (error.context or [])[:4]
        ]
    return out


def undescribed_fields(node: Any, path: str = "") -> Iterator[str]:
    """Fields declared under "properties" without a "description" (a "$ref" is described where
    it points), following "$defs", "properties", "items" and the alternatives of "anyOf" and
    "oneOf" (the narrowing rules of "allOf", "if", "then" and "else" are not declarations)."""
    for key, value in node.get("properties", {}).items():
        if isinstance(value, dict) and "description" not in value and "$ref" not in value:
            yield f"{path}/properties/{key}"
    for key in ("$defs", "properties"):
        for name, value in node.get(key, {}).items():
            if isinstance(value, dict):
                yield from undescribed_fields(value, f"{path}/{key}/{name}")
    if isinstance(node.get("items"), dict):
        yield from undescribed_fields(node["items"], f"{path}/items")
    for key in ("anyOf", "oneOf"):
        for i, value in enumerate(node.get(key, [])):
            yield from undescribed_fields(value, f"{path}/{key}/{i}")
