"""The page's types come from the bridge's JSON Schemas (build/bridge_types.mjs, docs/bridge.md,
"Schemas"): a snapshot field renamed in a copy of the schemas fails TypeScript's check of the page
where the page reads it, and the unchanged copy passes. One tsc run each, with the page's own
configuration (build/tsconfig.web.json) pointed at the types made from the copy."""

import json
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
SCHEMA_FOLDERS = ("schema", "puerto_rico/schema", "san_juan/schema")


def check_page(schemas: pathlib.Path) -> subprocess.CompletedProcess[str]:
    """TypeScript's check of the page with the types made from `schemas` (laid out as
    pr_core/)."""
    types = schemas / "bridge.d.ts"
    subprocess.run(
        ["node", str(BUILD / "bridge_types.mjs"), "--schemas", str(schemas), "--out", str(types)],
        check=True,
        capture_output=True,
        text=True,
    )
    config = schemas / "tsconfig.json"
    config.write_text(
        json.dumps(
            {
                "extends": str(BUILD / "tsconfig.web.json"),
                "compilerOptions": {"paths": {"#bridge": [str(types)]}},
            }
        ),
        encoding="utf-8",
    )
    tsc = BUILD / "node_modules" / ".bin" / "tsc"
    return subprocess.run(
        [str(tsc), "--project", str(config), "--pretty", "false"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )


@pytest.fixture
def schemas(tmp_path):
    """A copy of the engine's schemas, laid out as pr_core/."""
    for folder in SCHEMA_FOLDERS:
        shutil.copytree(ROOT / "pr_core" / folder, tmp_path / folder)
    return tmp_path


def test_the_page_checks_against_the_types_of_the_unchanged_schemas(schemas):
    checked = check_page(schemas)
    assert checked.returncode == 0, checked.stdout[-3000:]


def test_a_snapshot_field_renamed_in_the_schema_fails_the_pages_check_where_it_is_read(schemas):
    bridge = schemas / "schema" / "bridge.schema.json"
    schema = json.loads(bridge.read_text(encoding="utf-8"))
    snapshot = schema["$defs"]["snapshot"]
    snapshot["properties"]["your_move"] = snapshot["properties"].pop("your_turn")
    snapshot["required"] = ["your_move" if f == "your_turn" else f for f in snapshot["required"]]
    bridge.write_text(json.dumps(schema), encoding="utf-8")
    checked = check_page(schemas)
    assert checked.returncode != 0
    errors = [line for line in checked.stdout.splitlines() if "error TS" in line]
    reads = [line for line in errors if "Property 'your_turn' does not exist" in line]
    assert any(line.startswith("web/js/games/") for line in reads), errors[:5]
