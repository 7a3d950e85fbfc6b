// @ts-check
/**
 * The page's first module: starts the engine's worker at once, then loads the UI (main.js, one
 * bundled module in the site: build/bundle.mjs) once the worker's first downloads are under way:
 * at its first progress report (or its failure), or after UI_WAIT_MS at the latest. Loaded beside
 * the worker's start, the UI's 40 modules (before the bundle) held it back: they went through the
 * same service worker and were compiled on the same two cores (about 90 ms of a repeat visit);
 * the bundle loaded at once gained nothing either (651 ms against 620, medians of 10 rounds).
 * main.js takes this engine for the first start (with the progress reported so far); a Retry
 * starts a new one.
 */
import { Engine } from './shell/engine-client.js';

/** @typedef {{step: string, loaded: number, total: number}} StartProgress */

/** The UI is loaded after this long even if the worker has reported nothing yet. */
const UI_WAIT_MS = 1000;

/**
 * Starts the engine and, a little later, the UI; the engine is held for main.js, which takes it
 * once (its `takeEarlyEngine` dep, shell/app-state.js).
 * @returns {(onProgress: (progress: StartProgress) => void) =>
 *   {engine: Engine, started: ReturnType<Engine['start']>} | null}
 */
function startWithPage() {
  const loadUi = uiLoader();
  const engine = new Engine();
  /** @type {StartProgress[]} */
  const reported = [];
  /** @type {((progress: StartProgress) => void) | null} */
  let listener = null;
  const started = engine.start((progress) => {
    reported.push(progress);
    listener?.(progress);
    loadUi();
  });
  // main.js shows a failed start; here it only loads the UI that shows it.
  started.then(loadUi, loadUi);
  setTimeout(loadUi, UI_WAIT_MS);
  let taken = false;
  return (onProgress) => {
    if (taken) return null;
    taken = true;
    reported.forEach(onProgress);
    listener = onProgress;
    return { engine, started };
  };
}

/**
 * Loads the UI, the first time it is called; window.__prUi settles once the UI is loaded, or
 * could not be: js/watchdog.js then shows the error screen.
 * @returns {() => void}
 */
function uiLoader() {
  let asked = false;
  /** @type {(ui: Promise<unknown>) => void} */
  let settle = () => {};
  /** @type {Window & {__prUi?: Promise<unknown>}} */ (window).__prUi = new Promise((resolve) => {
    settle = resolve;
  });
  return () => {
    if (asked) return;
    asked = true;
    settle(import('./main.js'));
  };
}

/** The engine started with the page, the first time it is asked for (with the reports so far,
 * then the rest); null afterwards. The entry module runs once: this is the page's one start. */
export const takeEarlyEngine = startWithPage();
