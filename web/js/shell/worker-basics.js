// @ts-check
/// <reference lib="webworker" />
/**
 * The engine worker's basics (js/worker.js; docs/bridge.md): its global scope, the site's root,
 * the messages it posts (progress), and a start-up failure in plain words (StartError).
 */

/** @typedef {"download" | "runtime" | "engine"} Step */
/** @typedef {{path: string, bytes?: number}} SiteFile */
/** @typedef {{engine_version?: string, wheel?: string, pyodide_version?: string,
 *             files?: SiteFile[],
 *             memory_snapshot?: import("./memory-image.js").MemoryImageFile}} BuildInfo */
/** @typedef {(request: string) => string} Handle */

export const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));
/** The site's root (this module is js/shell/worker-basics.js). */
export const SITE = new URL('../../', import.meta.url);
export const RETRY_WORDS = 'Check the connection and try again.';

/** A start-up failure: the step it happened in, plain words and technical detail. */
export class StartError extends Error {
  /**
   * @param {Step} step
   * @param {string} message
   * @param {string} detail
   */
  constructor(step, message, detail) {
    super(message);
    this.step = step;
    this.detail = detail;
  }
}

/** @param {unknown} message */
export function post(message) {
  scope.postMessage(message);
}

/**
 * @param {Step} step
 * @param {number} loaded
 * @param {number} total
 */
export function progress(step, loaded, total) {
  post({ kind: 'progress', step, loaded, total });
}

/** @param {unknown} error */
export function describe(error) {
  if (error instanceof Error) {
    if (!error.stack) return error.message;
    // V8's stack begins with the message; other engines' does not.
    return error.stack.includes(error.message) ? error.stack : `${error.message}\n${error.stack}`;
  }
  return String(error);
}

/** @param {string} path */
export function fileName(path) {
  return path.split('/').pop() || path;
}
