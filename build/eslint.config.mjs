// ESLint's flat config for our JavaScript: web/ (the page, its workers, the service worker) and
// build/*.mjs (Node). Run by build/check-js.sh from the repository's root, with this file given
// by --config (so its patterns are relative to the root); no warnings are allowed.
import js from '@eslint/js';
import globals from 'globals';

/** The scripts run in a worker, not in the page: tsconfig.worker.json's, with their imports. */
const WORKERS = [
  'web/js/worker.js',
  'web/js/runtime-code-worker.js',
  'web/js/memory-image-unpacker.js',
  'web/js/shell/memory-image.js',
  'web/js/shell/kept-image.js',
  'web/js/shell/savestore.js',
  'web/js/shell/worker-*.js',
];

export default [
  { ignores: ['dist/', 'build/node_modules/', 'build/pyodide-wheels/', '.venv*/'] },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // One line length for the whole repository (ruff's for Python, Prettier's printWidth for
    // code): this also holds comments, JSDoc and strings, which Prettier leaves alone.
    rules: { 'max-len': ['error', { code: 100, ignoreUrls: true }] },
  },
  {
    files: ['web/**/*.js'],
    ignores: [...WORKERS, 'web/sw.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: WORKERS,
    languageOptions: { globals: globals.worker },
  },
  {
    // Small modules and functions (docs/ui.md): a module of web/js at most 500 lines, its
    // comments and blank lines counted; a function at most 80.
    files: ['web/js/**/*.js'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    // A classic script (importScripts), not a module.
    files: ['web/sw.js'],
    languageOptions: { sourceType: 'script', globals: globals.serviceworker },
  },
  {
    files: ['build/**/*.mjs', 'tests/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The benchmark's pages (e2e/benchmark.py serves them beside the site).
    files: ['e2e/bench_pages/**/*.js'],
    ignores: ['e2e/bench_pages/bare-worker.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The end-to-end tests' scripts, run in the page (e2e/scripts.py), and the placeholder UI
    // e2e/test_site.py builds.
    files: ['e2e/js/**/*.js', 'e2e/bundled_web/**/*.js', 'e2e/bundled_web_cases/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['e2e/bench_pages/bare-worker.js'],
    languageOptions: { globals: globals.worker },
  },
];
