// @ts-check
/**
 * The engine client's errors (shell/engine-client.js): a start-up that failed, a refused
 * request, a worker that died or stopped answering.
 */

/** @typedef {"download" | "runtime" | "engine"} StartStep */

/** Start-up failed: `step` says where, `message` is for a player, `detail` for a bug report. */
export class EngineStartError extends Error {
  /**
   * @param {StartStep} step
   * @param {string} message
   * @param {string} [detail]
   */
  constructor(step, message, detail = '') {
    super(message);
    this.name = 'EngineStartError';
    this.step = step;
    this.detail = detail;
  }
}

/**
 * A refused request: `code` from docs/bridge.md (or "engine_stopped"), the engine's English
 * `message`, and for a bad save the `reason` and `params` the page words it from (errors.js).
 */
export class EngineRequestError extends Error {
  /**
   * @param {string} code
   * @param {string} message
   * @param {string} [detail]
   * @param {{reason?: string, params?: Record<string, string|number>}} [why]
   */
  constructor(code, message, detail = '', why = {}) {
    super(message);
    this.name = 'EngineRequestError';
    this.code = code;
    this.detail = detail;
    this.reason = typeof why.reason === 'string' ? why.reason : null;
    this.params = why.params && typeof why.params === 'object' ? why.params : {};
    /** the worker stopped answering (the watchdog ended it) */
    this.hung = false;
  }
}

/**
 * The error of a worker that died or stopped answering (`hung`).
 * @param {string} detail @param {boolean} [hung]
 */
export function crashError(detail, hung = false) {
  const crash = new EngineRequestError(
    'engine_stopped',
    hung
      ? 'The game engine stopped answering.'
      : 'The game engine stopped ' + 'unexpectedly. Reload the page to play on.',
    detail,
  );
  crash.hung = hung;
  return crash;
}
