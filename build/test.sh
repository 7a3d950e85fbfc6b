#!/usr/bin/env bash
# Sets everything up, checks the Python (build/check-python.sh: ruff, mypy) and the JavaScript
# (build/check-js.sh: tsc, ESLint, Prettier) while it builds the site, then runs every test:
# engine, properties, thousands of random games, the same games inside Pyodide, and the
# end-to-end tests in Chromium against the built site (e2e/). Extra arguments go to pytest. A
# finding of the checks fails the run, once the tests have run too.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/setup.sh
# Some machines (the one these figures come from among them) set PYTHONDONTWRITEBYTECODE=1:
# then every process compiles its Python again, and pytest rewrites the asserts of every test
# module again in each xdist worker (10.5 s a worker here; 2.6 s from the written bytecode).
unset PYTHONDONTWRITEBYTECODE
# The checks run beside the site's build (each of the three mostly keeps one core busy); their
# output is kept and shown in order once they end, so that it reads as if they ran one by one.
checks=$(mktemp -d)
trap 'rm -rf "$checks"' EXIT
bash build/check-python.sh >"$checks/python" 2>&1 &
py_pid=$!
bash build/check-js.sh >"$checks/js" 2>&1 &
js_pid=$!
# pytest's collection, once, writes the test modules' rewritten bytecode that every worker reads.
# Its findings are pytest's own below; here it is only the warm-up.
.venv/bin/python -m pytest --collect-only -q -p no:cacheprovider >/dev/null 2>&1 &
collect_pid=$!
# A site that does not build fails the end-to-end tests (with the reason); the rest still run.
.venv/bin/python build/site.py || echo "test: the site did not build; the end-to-end tests will fail" >&2
wait "$collect_pid" || true
py_checks=0
wait "$py_pid" || py_checks=$?
cat "$checks/python"
js_checks=0
wait "$js_pid" || js_checks=$?
cat "$checks/js"
status=0
# One worker more than there are cores: an end-to-end test spends part of its time waiting on the
# page (its timers, the browser's answers), and the third worker's tests fill those gaps (the
# end-to-end half on 2 cores, back to back: 520 s with 2 workers, 470 s with 3).
# worksteal: a worker that runs out of tests takes some of another's queue, so that the long
# tests (the slow contract set, the bots' whole games) do not leave a core idle at the end.
workers=$(($(nproc) + 1))
.venv/bin/python -m pytest -n "$workers" --dist worksteal "$@" || status=$?
if [ "$py_checks" -ne 0 ]; then
  echo "test: the Python checks failed (build/check-python.sh, above)" >&2
  [ "$status" -ne 0 ] || status=1
fi
if [ "$js_checks" -ne 0 ]; then
  echo "test: the JavaScript checks failed (build/check-js.sh, above)" >&2
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
