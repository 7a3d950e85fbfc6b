#!/usr/bin/env bash
# Sets up everything the tests need, from nothing: a virtual environment with the pinned tools
# (requirements/dev.txt, hash-checked), pr_core installed editable, and the Pyodide runtime from
# npm (tests/pyodide/package-lock.json). Safe to run again: it skips what is already up to date.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "setup: Python 3.11 or newer is needed as '$PYTHON' (set PYTHON=...)" >&2
  exit 1
fi

stamp=.venv/.installed
want=$(cat requirements/dev.txt pyproject.toml | sha256sum | cut -d' ' -f1)
if [ ! -x .venv/bin/python ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "setup: creating .venv"
  rm -rf .venv
  "$PYTHON" -m venv .venv
  # (Some machines' pip configuration names local mirrors that do not exist; hide that noise.)
  {
    .venv/bin/python -m pip install --quiet --require-hashes -r requirements/dev.txt
    .venv/bin/python -m pip install --quiet --no-deps --no-build-isolation -e .
  } 2> >(grep -v "WARNING: Location '.*' is ignored" >&2)
  echo "$want" > "$stamp"
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "setup: Node.js and npm are needed for the Pyodide tests; installing from Debian"
  apt-get update -qq && apt-get install -y -qq nodejs npm
fi
npm_stamp=tests/pyodide/node_modules/.installed
npm_want=$(sha256sum tests/pyodide/package-lock.json | cut -d' ' -f1)
if [ "$(cat "$npm_stamp" 2>/dev/null)" != "$npm_want" ]; then
  echo "setup: installing Pyodide from npm"
  (cd tests/pyodide && npm ci --silent --no-audit --no-fund)
  echo "$npm_want" > "$npm_stamp"
fi
echo "setup: ready"
