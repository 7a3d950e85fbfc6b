// @ts-check
/// <reference lib="webworker" />
/**
 * Runs Pyodide's loader once, from the service worker's copy of its JavaScript, as far as it goes
 * without the wasm, and closes (started by js/runtime-code.js). Chromium keeps a module's compiled
 * code beside the copy it was loaded from, but only from that copy's second load on: without
 * this, the first visit the service worker answers compiled pyodide.asm.mjs (1.25 MB) and its
 * module factory from scratch, on the start's critical path; with it, that visit starts from
 * compiled code.
 *
 * V8 compiles a function when it is first called, and Chromium writes a module's compiled code
 * in a task after the module's evaluation, with what was compiled by then: so loadPyodide and
 * the factory are run here, in the same turn as the import, up to the wasm's instantiation.
 * Nothing is downloaded or instantiated: this worker's fetch never answers (the loader asks for
 * the wasm, the standard library and the lock file as it starts), and the factory's
 * `instantiateWasm` hook (Emscripten's) never instantiates. Posts "compiled".
 */

const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const PYODIDE = new URL('../pyodide/', import.meta.url).href;

scope.fetch = () => new Promise(() => {});

try {
  const [{ loadPyodide }, runtime] = await Promise.all([
    import(`${PYODIDE}pyodide.mjs`),
    import(`${PYODIDE}pyodide.asm.mjs`),
  ]);
  loadPyodide({
    indexURL: PYODIDE,
    createPyodideModule: (/** @type {Record<string, unknown>} */ settings) => {
      settings.instantiateWasm = () => ({}); // "instantiating": the factory waits for it for ever
      return runtime.default(settings);
    },
  }).catch(() => {});
} catch (error) {
  // Only means the next visit compiles it as it did before: no need to say more.
  console.debug(`runtime code: not compiled ahead (${error})`);
}
// The module's compiled code is written in a task of its own: the page is told (and ends this
// worker) a task later.
setTimeout(() => scope.postMessage('compiled'), 0);
