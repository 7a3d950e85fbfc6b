#!/usr/bin/env bash
# The Python code's lint and format (ruff, pinned in requirements/dev.txt, configured in
# pyproject.toml [tool.ruff]): any finding fails. `.venv/bin/ruff format .` fixes the format.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "check: ruff check (Python lint)"
.venv/bin/ruff check --no-fix .
echo "check: ruff format --check (Python format)"
.venv/bin/ruff format --check .
