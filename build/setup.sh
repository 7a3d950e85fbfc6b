#!/usr/bin/env bash
# Sets up everything the build and the tests need, from nothing:
#   .venv/        the pinned tools (requirements/dev.txt, hash-checked: pytest, build, playwright...)
#                 with pr_core installed editable;
#   .venv-build/  pyodide-lock's `pyodide lockfile add-wheels` (requirements/build.txt,
#                 hash-checked), which needs Python >= 3.12 (see build/README.md);
#   build/node_modules/  Pyodide, Workbox and Rollup from npm (build/package-lock.json), and
#                 the JavaScript checkers (devDependencies: TypeScript, ESLint, Prettier) and
#                 axe-core, the accessibility checker the end-to-end tests inject (e2e/axe.py);
#   build/pyodide-wheels/  micropip and packaging for Pyodide (requirements/pyodide.txt, hash-checked);
#   /usr/bin/chromium    Debian's Chromium, a player's browser: the benchmarks' (never
#                 `playwright install`); /usr/bin/chromium-headless-shell, its headless shell: the
#                 end-to-end tests'.
# Safe to run again: it skips what is already up to date.
set -euo pipefail
cd "$(dirname "$0")/.."

# (Some machines' pip configuration names local mirrors that do not exist; hide that noise.)
quiet_pip() { "$@" 2> >(grep -v "WARNING: Location '.*' is ignored" >&2); }

# apt's and dpkg's progress goes to a log, shown only if the install fails.
apt_install() {
  local log
  log=$(mktemp)
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"; } \
      >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "setup: apt-get install $* failed" >&2
    return 1
  fi
  rm -f "$log"
}

PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "setup: Python 3.11 or newer is needed as '$PYTHON' (set PYTHON=...)" >&2
  exit 1
fi

# .venv (the pinned tools, pr_core editable) and the wheels micropip loads into Pyodide.
setup_venv() {
  local stamp=.venv/.installed want
  want=$(cat requirements/dev.txt pyproject.toml | sha256sum | cut -d' ' -f1)
  if [ ! -x .venv/bin/python ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    echo "setup: creating .venv"
    rm -rf .venv
    "$PYTHON" -m venv .venv
    quiet_pip .venv/bin/python -m pip install --quiet --require-hashes -r requirements/dev.txt
    quiet_pip .venv/bin/python -m pip install --quiet --no-deps --no-build-isolation -e .
    echo "$want" > "$stamp"
  fi
  # The wheels loaded into Pyodide for the micropip test (requirements/pyodide.txt), hash-checked.
  local wheels_want
  wheels_want=$(sha256sum requirements/pyodide.txt | cut -d' ' -f1)
  if [ "$(cat build/pyodide-wheels/.stamp 2>/dev/null)" != "$wheels_want" ]; then
    rm -rf build/pyodide-wheels
    quiet_pip .venv/bin/python -m pip download --quiet --no-deps --only-binary=:all: \
      --python-version 3.14 --implementation py --abi none --platform any --require-hashes \
      -r requirements/pyodide.txt -d build/pyodide-wheels
    echo "$wheels_want" > build/pyodide-wheels/.stamp
  fi
}

# The lock-file tool needs Python >= 3.12: PYTHON_BUILD, else the first one found on PATH or in
# pyenv. Without one, build/site.py writes the lock entry itself (and says so).
find_python312() {
  local c candidates=()
  [ -n "${PYTHON_BUILD:-}" ] && candidates+=("$PYTHON_BUILD")
  candidates+=(python3.14 python3.13 python3.12)
  if command -v pyenv >/dev/null; then
    for c in "$(pyenv root)"/versions/3.1[2-9]*/bin/python3; do candidates+=("$c"); done
  fi
  for c in "${candidates[@]}"; do
    if "$c" -c 'import sys, venv; sys.exit(sys.version_info < (3, 12))' >/dev/null 2>&1; then
      command -v "$c"
      return 0
    fi
  done
  return 1
}

# .venv-build: pyodide-lock's lock-file tool.
setup_venv_build() {
  local build_stamp=.venv-build/.installed build_want py312
  build_want=$(sha256sum requirements/build.txt | cut -d' ' -f1)
  if [ ! -x .venv-build/bin/pyodide ] || [ "$(cat "$build_stamp" 2>/dev/null)" != "$build_want" ]; then
    if py312=$(find_python312); then
      echo "setup: creating .venv-build with $py312"
      rm -rf .venv-build
      "$py312" -m venv .venv-build
      quiet_pip .venv-build/bin/python -m pip install --quiet --require-hashes -r requirements/build.txt
      echo "$build_want" > "$build_stamp"
    else
      echo "setup: warning: no Python >= 3.12 found (set PYTHON_BUILD=...); build/site.py will" \
           "write the engine's lock-file entry itself instead of with pyodide-lock" >&2
    fi
  fi
}

# build/node_modules: Pyodide, Workbox, Rollup, the JavaScript checkers and axe-core.
setup_npm() {
  local npm_stamp=build/node_modules/.installed npm_want
  npm_want=$(sha256sum build/package-lock.json | cut -d' ' -f1)
  if [ "$(cat "$npm_stamp" 2>/dev/null)" != "$npm_want" ]; then
    echo "setup: installing Pyodide, Workbox, Rollup, the JavaScript checkers and axe-core from npm"
    # Errors only: --silent would hide why an install failed.
    (cd build && npm ci --include=dev --loglevel=error --no-audit --no-fund)
    echo "$npm_want" > "$npm_stamp"
  fi
}

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "setup: Node.js and npm are needed for Pyodide; installing from Debian"
  apt_install nodejs npm
fi

# The installs share nothing and each mostly waits on one core, the disk or the network: they run
# side by side (a third of the set-up's time on a fresh machine), Chromium's from Debian too (apt
# is done with Node's above). Each one's output is kept and shown in order once all end, so that
# it reads as if they ran one by one.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
setup_venv >"$logs/venv" 2>&1 &
venv_pid=$!
setup_venv_build >"$logs/venv-build" 2>&1 &
build_pid=$!
setup_npm >"$logs/npm" 2>&1 &
npm_pid=$!
chromium_pid=
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  {
    echo "setup: installing Chromium and its headless shell from Debian (for the end-to-end tests)"
    apt_install chromium chromium-headless-shell
  } >"$logs/chromium" 2>&1 &
  chromium_pid=$!
fi
failed=()
wait "$venv_pid" || failed+=(".venv (requirements/dev.txt)")
cat "$logs/venv"
wait "$build_pid" || failed+=(".venv-build (requirements/build.txt)")
cat "$logs/venv-build"
wait "$npm_pid" || failed+=("build/node_modules (npm ci)")
cat "$logs/npm"
if [ -n "$chromium_pid" ]; then
  wait "$chromium_pid" || failed+=("Chromium (apt-get install chromium chromium-headless-shell)")
  cat "$logs/chromium"
fi
if [ ${#failed[@]} -ne 0 ]; then
  printf 'setup: failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "setup: ready"
