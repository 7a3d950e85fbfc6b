#!/usr/bin/env bash
# The Python checks (tools pinned in requirements/dev.txt, configured in pyproject.toml):
#   ruff check     lint over the whole repository's Python ([tool.ruff])
#   ruff format    the formatting (line length 100); `--fix` rewrites it
#   mypy           strict types over pr_core, tools, build/*.py and tests/third_game ([tool.mypy])
# Every check runs; any finding fails the script. build/test.sh runs it after setup.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv/bin/ruff ] || [ ! -x .venv/bin/mypy ]; then
  echo "check-python: ruff or mypy is missing from .venv: run build/setup.sh" >&2
  exit 2
fi
if [ "${1:-}" = "--fix" ]; then
  .venv/bin/ruff format .
  .venv/bin/ruff check --fix .
fi

failed=()
run() {
  local name=$1
  shift
  echo "check-python: $name"
  "$@" || failed+=("$name")
}
run "ruff check (lint)" .venv/bin/ruff check --no-fix .
run "ruff format (format)" .venv/bin/ruff format --check .
run "mypy (strict types over pr_core, tools, build, tests/third_game)" .venv/bin/mypy
if [ ${#failed[@]} -ne 0 ]; then
  echo "check-python: FAILED: ${failed[*]}" >&2
  exit 1
fi
echo "check-python: ok (ruff check, ruff format, mypy)"
