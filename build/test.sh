#!/usr/bin/env bash
# Sets everything up, checks the Python (build/check-python.sh: ruff, mypy) and the JavaScript
# (build/check-js.sh: tsc, ESLint, Prettier), builds the site, then runs every test: engine,
# properties, thousands of random games, the same games inside Pyodide, and the end-to-end tests
# in Chromium against the built site (e2e/). Extra arguments go to pytest. A finding of the
# checks fails the run, once the tests have run too.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/setup.sh
py_checks=0
bash build/check-python.sh || py_checks=$?
js_checks=0
bash build/check-js.sh || js_checks=$?
# A site that does not build fails the end-to-end tests (with the reason); the rest still run.
.venv/bin/python build/site.py || echo "test: the site did not build; the end-to-end tests will fail" >&2
status=0
.venv/bin/python -m pytest -n 2 "$@" || status=$?
if [ "$py_checks" -ne 0 ]; then
  echo "test: the Python checks failed (build/check-python.sh, above)" >&2
  [ "$status" -ne 0 ] || status=1
fi
if [ "$js_checks" -ne 0 ]; then
  echo "test: the JavaScript checks failed (build/check-js.sh, above)" >&2
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
