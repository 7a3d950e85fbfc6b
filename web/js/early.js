// @ts-check
/**
 * The page's first module: starts the engine's worker at once, before the UI's other modules
 * have arrived, so that Pyodide's boot (seconds) overlaps their download. main.js takes this
 * engine for the first start (with the progress reported so far); a Retry starts a new one.
 */
import { Engine } from './bridge.js';

/** @typedef {{step: string, loaded: number, total: number}} StartProgress */

const engine = new Engine();
/** @type {StartProgress[]} */
const reported = [];
/** @type {((progress: StartProgress) => void) | null} */
let listener = null;
const started = engine.start((progress) => {
  reported.push(progress);
  listener?.(progress);
});
started.catch(() => {}); // main.js shows a failed start; this only marks the rejection handled
let taken = false;

/**
 * The engine started with the page, the first time it is asked for; null afterwards.
 * @param {(progress: StartProgress) => void} onProgress gets the reports so far, then the rest
 * @returns {{engine: Engine, started: ReturnType<Engine['start']>} | null}
 */
export function takeEarlyEngine(onProgress) {
  if (taken) return null;
  taken = true;
  reported.forEach(onProgress);
  listener = onProgress;
  return { engine, started };
}
