"""The page's types come from the bridge's JSON Schemas (build/bridge_types.mjs, docs/bridge.md,
"Schemas"): a snapshot field renamed in a copy of the schemas fails TypeScript's check of the page
where the page reads it, and nowhere else (so the unchanged copy passes). One tsc run (about 14
CPU seconds), with the page's own configuration (build/tsconfig.web.json) pointed at the types
made from the copy."""

import json
import pathlib
import re
import shutil
import subprocess
from itertools import takewhile

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


def test_a_snapshot_field_renamed_in_the_schema_fails_the_pages_check_where_it_is_read(schemas):
    """One tsc run holds both halves: the renamed field fails the check where a game reads it,
    and every error of that run is about the renamed field, so the unchanged copy would pass
    (build/check-js.sh checks the page against the real schemas' types besides)."""
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
    # Every error comes of the rename: it names the field, or the line it points at reads it.
    told = checked.stdout.split("\n")
    for k, line in enumerate(told):
        if "error TS" in line:
            said = [line, *takewhile(lambda more: more.startswith(" "), told[k + 1 :])]
            said.append(source_line(line))
            assert any("your_turn" in s or "your_move" in s for s in said), said


def source_line(error: str) -> str:
    """The line of the page an error of tsc points at (`path(line,col): error ...`)."""
    where = re.match(r"(.+?)\((\d+),\d+\): error", error)
    if where is None:
        return ""
    lines = (ROOT / where[1]).read_text(encoding="utf-8").splitlines()
    return lines[int(where[2]) - 1]
