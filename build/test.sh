#!/usr/bin/env bash
# Sets everything up, builds the site, then runs every test: engine, properties, thousands of
# random games, the same games inside Pyodide, and the end-to-end tests in Chromium against the
# built site (e2e/). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/setup.sh
# A site that does not build fails the end-to-end tests (with the reason); the rest still run.
.venv/bin/python build/site.py || echo "test: the site did not build; the end-to-end tests will fail" >&2
exec .venv/bin/python -m pytest -n 2 "$@"
