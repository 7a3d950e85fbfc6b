#!/usr/bin/env bash
# The JavaScript checks, over web/ (the page, its workers, the service worker), build/*.mjs and
# the tests' scripts (tests/**/*.mjs, e2e/bench_pages/):
#   tsc       TypeScript's checker over the JSDoc types, four programs (build/tsconfig.*.json:
#             the page with the DOM's globals, the workers with a worker's, the build with Node's,
#             the end-to-end tests' scripts e2e/js with the DOM's),
#             after build/bridge_types.mjs wrote the bridge's types from its JSON Schemas
#   eslint    ESLint's recommended rules and max-len at 100, comments and strings included
#             (build/eslint.config.mjs); a warning fails too
#   prettier  the formatting (.prettierrc.json: width 100, single quotes), the style sheets too
#   stylelint the style sheets web/**/*.css (build/stylelint.config.mjs: the standard rules);
#             a warning fails too
# Every check runs; any finding fails the script. build/test.sh runs it after setup (the tools
# are pinned in build/package.json, installed by build/setup.sh). `bash build/check-js.sh --fix`
# first rewrites the files' formatting (prettier --write) and fixes what ESLint can.
set -uo pipefail
cd "$(dirname "$0")/.."

bin=build/node_modules/.bin
for tool in tsc eslint prettier stylelint; do
  if [ ! -x "$bin/$tool" ]; then
    echo "check-js: $bin/$tool is missing: run build/setup.sh" >&2
    exit 2
  fi
done
# The files Prettier checks (build/node_modules and the rest of .prettierignore left out): the
# app and its style sheets, the build, and the tests' own scripts (the Node harnesses, the
# benchmark's pages).
CSS='web/**/*.css'
FILES=('web/**/*.{js,mjs}' "$CSS" 'build/**/*.{js,mjs}' 'tests/**/*.mjs' 'e2e/**/*.js')
DIRS=(web build tests e2e)

if [ "${1:-}" = "--fix" ]; then
  "$bin/prettier" --write --log-level warn "${FILES[@]}"
  "$bin/eslint" --config build/eslint.config.mjs --fix "${DIRS[@]}"
  "$bin/stylelint" --config build/stylelint.config.mjs --fix "$CSS"
fi

failed=()
run() {
  local name=$1
  shift
  if ! "$@"; then
    failed+=("$name")
  fi
}

# The page's types of the bridge's protocol, from its JSON Schemas (build/generated/bridge.d.ts).
echo "check-js: the bridge's types from its JSON Schemas (build/bridge_types.mjs)"
run "bridge types" node build/bridge_types.mjs
for program in web worker node e2e; do
  echo "check-js: tsc: types of build/tsconfig.$program.json's files"
  run "tsc ($program)" "$bin/tsc" --project "build/tsconfig.$program.json" --pretty false
done
echo "check-js: eslint: ${DIRS[*]} (build/eslint.config.mjs, no warnings allowed)"
run eslint "$bin/eslint" --config build/eslint.config.mjs --max-warnings 0 "${DIRS[@]}"
echo "check-js: prettier: formatting of ${FILES[*]}"
run prettier "$bin/prettier" --check --log-level warn "${FILES[@]}"
echo "check-js: stylelint: $CSS (build/stylelint.config.mjs, no warnings allowed)"
run stylelint "$bin/stylelint" --config build/stylelint.config.mjs --max-warnings 0 "$CSS"

if [ ${#failed[@]} -gt 0 ]; then
  echo "check-js: FAILED: ${failed[*]}" >&2
  [[ " ${failed[*]} " != *" prettier "* ]] || echo "check-js: bash build/check-js.sh --fix formats" >&2
  exit 1
fi
echo "check-js: ok (tsc, eslint, prettier, stylelint)"
