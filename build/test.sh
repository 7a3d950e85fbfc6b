#!/usr/bin/env bash
# Sets everything up, then runs every test (engine, properties, thousands of random games, the
# same games inside Pyodide). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/setup.sh
exec .venv/bin/python -m pytest -n 2 "$@"
