// @ts-check
/// <reference lib="webworker" />
/**
 * Compiles Pyodide's JavaScript once, from the service worker's copy, and closes (started by
 * js/runtime-code.js). Chromium keeps a module's compiled code beside the copy it was loaded from,
 * but only from that copy's second load on: without this, the first visit the service worker
 * answers compiled pyodide.asm.mjs (1.25 MB) and its module factory from scratch, on the start's
 * critical path; with it, that visit already starts from compiled code.
 *
 * V8 compiles a function when it is first called: the factory is called with settings that stop
 * it at its first look at them, so nothing is downloaded, allocated or run. Posts "compiled".
 */

const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** The factory's settings stopped it: what was wanted. */
class Stopped extends Error {}

const stopAtFirstLook = new Proxy({}, {
  get() { throw new Stopped(); },
  has() { throw new Stopped(); },
});

try {
  const runtime = await import(new URL('../pyodide/pyodide.asm.mjs', import.meta.url).href);
  await runtime.default(stopAtFirstLook);
} catch (error) {
  // Anything else only means the next visit compiles as it did before: no need to say more.
  if (!(error instanceof Stopped)) console.debug(`runtime code: not compiled ahead (${error})`);
}
// Chromium writes the module's code cache in a task of its own after the module's evaluation:
// the page is told (and ends this worker) a task later.
setTimeout(() => scope.postMessage('compiled'), 0);
