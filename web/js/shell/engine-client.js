// @ts-check
/**
 * The engine client, the page's side of the engine: starts the module worker (js/worker.js, where
 * pr_core's bridge answers: docs/bridge.md) and turns its messages into Promises.
 *
 *   const engine = new Engine();
 *   const { engine_version } = await engine.start(({ step, loaded, total }) => showProgress(...));
 *   const snapshot = await engine.request("new_game", { players: 4, seat: 0, ... });
 *
 * start() rejects with an EngineStartError (`step`, `detail`, a plain-words `message`): show it
 * with a Retry that makes a new Engine. request() rejects with an EngineRequestError (`code`, a
 * plain-words `message`, `detail` for "internal"); after a refusal the game is unchanged.
 * Besides the worker's codes, the client itself uses `engine_stopped`: the worker is gone
 * (never started, start failed, it crashed or was terminated, or it stopped answering).
 *
 * The watchdog (docs/bridge.md, "Watchdog"): a worker that has said nothing for longer than its
 * limit while a request waits (or while it starts) is taken for stuck: it is ended and the crash
 * listeners hear an `engine_stopped` error with `hung` set. Any message from the worker counts
 * as a sign of life, so a search answering chunk after chunk stays alive however long it runs.
 * A worker that dies (an `error` or `messageerror` event, or its own "died" message after a
 * WebAssembly trap) is noticed at once.
 */

import { EngineRequestError, EngineStartError, crashError } from './engine-errors.js';

export { EngineRequestError, EngineStartError };

/** @typedef {import('#bridge').BridgeRequests} BridgeRequests made by build/bridge_types.mjs */
/** @typedef {keyof BridgeRequests} RequestType */
/**
 * A request's result as the page gets it: the worker takes a snapshot's (a hint's, a review's,
 * a replay step's) `save` out and keeps it; `export` and `saved_file` hand it over.
 * @template {RequestType} K
 * @typedef {K extends 'export' | 'saved_file'
 *   ? BridgeRequests[K]['result'] : WithoutSave<BridgeRequests[K]['result']>} Result
 */
/**
 * @template R
 * @typedef {R extends {save?: string} ? Omit<R, 'save'> : R} WithoutSave
 */
/** @typedef {import('./engine-errors.js').StartStep} StartStep */
/** @typedef {{step: StartStep, loaded: number, total: number}} Progress */
/** @typedef {import('#bridge').BotLevel} BotLevel */
/** @typedef {string|boolean|null} OptionValue */
/**
 * What `hello` says of a game (docs/bridge.md): the page's new-game screen and its tables are
 * built from these facts alone. `options`: new_game's options with their allowed values, the
 * rulebook's game first; `catalog`: the game's static tables.
 * @typedef {import('#bridge').GameFacts} GameFacts
 */
/** @typedef {import('#bridge').Hello} Hello */
/** @typedef {{engine_version: string, pyodide_version: string, boot: string}} EngineInfo
 * boot: "memory snapshot" or "plain" (docs/bridge.md, "Start-up") */
/** @typedef {{resolve: (result: unknown) => void, reject: (error: EngineRequestError) => void,
 *             type: string, sent: number}} Pending */

/**
 * The longest silence (ms) of a worker that is still working, by what it is doing; measured in
 * docs/bridge.md ("Watchdog"), each many times the slowest seen. `search`: the chunked
 * searches, each chunk an answer (`think_ms`); `request`: any other request (opening a 1 MB game
 * file included); `start`: between two start-up progress reports.
 */
export const SILENCE_LIMITS_MS = Object.freeze({ start: 60_000, request: 30_000, search: 60_000 });
/** Requests that search (their answers come chunk by chunk). */
const SEARCHES = new Set(['hint', 'review', 'bot_step']);
/** A check that runs this much later than due: the page itself was asleep (a suspended laptop,
 * a throttled tab), so the worker's silence proves nothing; it gets a new limit from now. */
const LATE_CHECK_MS = 5_000;

export class Engine {
  /**
   * @param {URL | string} [workerUrl] the module worker (js/worker.js)
   * @param {Partial<typeof SILENCE_LIMITS_MS>} [limits] shorter silence limits (tests only:
   *   a longer one than SILENCE_LIMITS_MS is ignored)
   */
  constructor(workerUrl = new URL('../worker.js', import.meta.url), limits = testLimits()) {
    this.workerUrl = workerUrl;
    /** @type {{start: number, request: number, search: number}} */
    this.limits = { ...SILENCE_LIMITS_MS };
    for (const key of /** @type {const} */ (['start', 'request', 'search'])) {
      const shorter = Number(limits[key]);
      if (shorter > 0 && shorter < this.limits[key]) this.limits[key] = shorter;
    }
    /** performance.now() of the worker's latest message (or of its creation) */
    this.heard = 0;
    /** @type {number | undefined} the watchdog's next check */
    this.watchTimer = undefined;
    /** performance.now() the watchdog's next check is due */
    this.watchDue = 0;
    /** @type {Worker | null} */
    this.worker = null;
    /** @type {Promise<EngineInfo> | null} */
    this.started = null;
    /** @type {{resolve: (info: EngineInfo) => void, reject: (error: EngineStartError) => void,
     *           onProgress?: (progress: Progress) => void} | null} */
    this.starting = null;
    /** @type {StartStep} */
    this.step = 'download';
    /** @type {EngineRequestError | null} why requests are refused, once the worker is gone */
    this.stopped = null;
    this.nextId = 1;
    /** @type {Map<number, Pending>} */
    this.pending = new Map();
    /** @type {Set<(error: EngineRequestError) => void>} */
    this.crashListeners = new Set();
    /** @type {Set<(saved: boolean) => void>} */
    this.saveListeners = new Set();
    /** @type {Record<string, number>} performance.now() when the worker was created, each step
     * began and the engine was ready (start-up figures) */
    this.marks = {};
    this.onMessage = this.onMessage.bind(this);
    this.onError = this.onError.bind(this);
    this.onMessageError = this.onMessageError.bind(this);
  }

  /**
   * Starts the worker and the engine (once; later calls return the same Promise).
   * @param {(progress: Progress) => void} [onProgress] called for each progress report
   * @returns {Promise<EngineInfo>}
   */
  start(onProgress) {
    if (this.started) return this.started;
    this.started = new Promise((resolve, reject) => {
      this.starting = { resolve, reject, onProgress };
    });
    if (this.stopped) {
      this.fail(new EngineStartError(this.step, 'The game engine was stopped.', 'terminated'));
      return this.started;
    }
    let worker;
    this.marks = { worker: performance.now() };
    try {
      worker = new Worker(this.workerUrl, { type: 'module', name: 'pr-engine' });
    } catch (error) {
      this.fail(
        new EngineStartError(
          'download',
          'This browser cannot run the game (module ' +
            'workers are not available). Use an up-to-date browser.',
          String(error),
        ),
      );
      return this.started;
    }
    this.worker = worker;
    worker.addEventListener('message', this.onMessage);
    worker.addEventListener('error', this.onError);
    worker.addEventListener('messageerror', this.onMessageError);
    this.heard = performance.now();
    this.watch();
    return this.started;
  }

  /**
   * Sends one request; resolves with its result (typed by the request's name), rejects with an
   * EngineRequestError.
   * @template {RequestType} K
   * @overload
   * @param {K} type e.g. "new_game", "act", "bot_step"
   * @param {BridgeRequests[K]['payload']} [payload]
   * @returns {Promise<Result<K>>}
   */
  /**
   * A request passed on by a name only known when it runs (a controller's or an embed's
   * forwarding): its result is whatever that request's is.
   * @overload
   * @param {string} type
   * @param {object} [payload]
   * @returns {Promise<unknown>}
   */
  /**
   * @param {string} type @param {object} [payload] @returns {Promise<unknown>}
   */
  request(type, payload = {}) {
    if (this.stopped) return Promise.reject(this.stopped);
    if (!this.worker) {
      return Promise.reject(
        new EngineRequestError(
          'engine_stopped',
          'The game engine is not running.',
          'request() before start()',
        ),
      );
    }
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, type, sent: performance.now() });
      try {
        worker.postMessage({ kind: 'request', id, type, payload });
        if (this.pending.size === 1) this.watch();
      } catch (error) {
        this.pending.delete(id);
        reject(
          new EngineRequestError(
            'bad_request',
            'The request could not be sent to the ' + 'game engine.',
            String(error),
          ),
        );
      }
    });
  }

  /**
   * Calls `listener` with each answer whose game the worker tried to save: whether it could
   * (false: the browser's storage is full or blocked).
   * @param {(saved: boolean) => void} listener
   * @returns {() => void} removes the listener
   */
  onSave(listener) {
    this.saveListeners.add(listener);
    return () => this.saveListeners.delete(listener);
  }

  /**
   * Calls `listener` if the engine stops working after it started (the worker crashed).
   * @param {(error: EngineRequestError) => void} listener
   * @returns {() => void} removes the listener
   */
  onCrash(listener) {
    this.crashListeners.add(listener);
    return () => this.crashListeners.delete(listener);
  }

  /** Stops the worker; pending and later requests reject with "engine_stopped". */
  terminate() {
    this.shutDown(
      new EngineRequestError('engine_stopped', 'The game engine was stopped.', 'terminated'),
    );
    if (this.starting) {
      this.fail(new EngineStartError(this.step, 'The game engine was stopped.', 'terminated'));
    }
  }

  // --- internals ------------------------------------------------------------------------------

  /** @param {MessageEvent} event */
  onMessage(event) {
    this.heard = performance.now();
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    switch (message.kind) {
      case 'progress':
        this.step = message.step;
        if (!(message.step in this.marks)) this.marks[message.step] = performance.now();
        if (this.starting && this.starting.onProgress) {
          try {
            this.starting.onProgress({
              step: message.step,
              loaded: message.loaded,
              total: message.total,
            });
          } catch (error) {
            console.error('Engine: the progress callback failed', error);
          }
        }
        break;
      case 'ready':
        this.marks.ready = performance.now();
        if (this.starting) {
          this.starting.resolve({
            engine_version: message.engine_version,
            pyodide_version: message.pyodide_version,
            boot: String(message.boot),
          });
          this.starting = null;
        }
        break;
      case 'fatal':
        this.fail(new EngineStartError(message.step, message.message, message.detail));
        this.shutDown(new EngineRequestError('engine_stopped', message.message, message.detail));
        break;
      case 'died': // the runtime itself failed (a WebAssembly trap, out of memory): it is gone
        this.crash(String(message.detail || message.message || 'the engine died'));
        break;
      case 'response': {
        const pending = this.pending.get(message.id);
        if (!pending) break;
        this.pending.delete(message.id);
        this.watch();
        if (typeof message.saved === 'boolean') {
          for (const listener of this.saveListeners) listener(message.saved);
        }
        if (message.ok) {
          pending.resolve(message.result);
        } else {
          const error = message.error || {};
          pending.reject(
            new EngineRequestError(
              String(error.code || 'internal'),
              String(error.message || 'The game engine refused the request.'),
              error.detail || '',
              { reason: error.reason, params: error.params },
            ),
          );
        }
        break;
      }
      default:
        console.warn('Engine: unknown message from the worker', message);
    }
  }

  /** An uncaught error in the worker (or its script failed to load): the engine is gone.
   * @param {ErrorEvent} event */
  onError(event) {
    event.preventDefault();
    const where = event.filename ? ` (${event.filename}:${event.lineno})` : '';
    const detail = event.message
      ? `${event.message}${where}`
      : `the worker ${String(this.workerUrl)} failed to load or crashed`;
    const wasStarting = Boolean(this.starting);
    if (wasStarting) {
      // A script that does not load gives an event without a message.
      this.fail(
        event.message
          ? new EngineStartError(
              this.step,
              'The game could not be started (its engine stopped ' + 'unexpectedly). Try again.',
              detail,
            )
          : new EngineStartError(
              'download',
              "The game could not be downloaded (its engine's " +
                'script did not load). Check the connection and try again.',
              detail,
            ),
      );
    }
    if (wasStarting) this.shutDown(crashError(detail));
    else this.crash(detail);
  }

  /** A message that could not be read is an answer lost: its request would wait forever.
   * @param {MessageEvent} event */
  onMessageError(event) {
    console.error('Engine: a message from the worker could not be read', event);
    this.crash('a message from the worker could not be read (messageerror)');
  }

  /**
   * The worker died or is stuck after it started: it is ended, and the crash listeners told.
   * @param {string} detail @param {boolean} [hung] it stopped answering
   */
  crash(detail, hung = false) {
    if (this.stopped) return;
    const crash = crashError(detail, hung);
    this.shutDown(crash);
    for (const listener of [...this.crashListeners]) {
      try {
        listener(crash);
      } catch (error) {
        console.error('Engine: a crash listener failed', error);
      }
    }
  }

  /** Schedules the watchdog's check for the silence now under way, if anything is awaited. */
  watch() {
    clearTimeout(this.watchTimer);
    this.watchTimer = undefined;
    const limit = this.silenceLimit();
    if (limit === null || this.stopped || !this.worker) return;
    const oldest = this.pending.values().next().value;
    const since = Math.max(this.heard, oldest ? oldest.sent : 0);
    this.watchDue = since + limit;
    this.watchTimer = setTimeout(
      () => this.check(),
      Math.max(0, this.watchDue - performance.now()),
    );
  }

  /** The longest silence allowed now (ms), or null: nothing is awaited from the worker. */
  silenceLimit() {
    if (this.starting || (this.worker && !('ready' in this.marks))) return this.limits.start;
    const oldest = this.pending.values().next().value;
    if (!oldest) return null;
    return SEARCHES.has(oldest.type) ? this.limits.search : this.limits.request;
  }

  /** The watchdog's check: a worker silent past its limit is stuck. */
  check() {
    this.watchTimer = undefined;
    const now = performance.now();
    if (now - this.watchDue > LATE_CHECK_MS) this.heard = now;
    const limit = this.silenceLimit();
    if (limit === null || this.stopped) return;
    const oldest = this.pending.values().next().value;
    const silent = now - Math.max(this.heard, oldest ? oldest.sent : 0);
    if (silent < limit) {
      this.watch();
      return;
    }
    const what = oldest ? `an answer to "${oldest.type}"` : `its start (${this.step})`;
    const seconds = Math.round(silent / 1000);
    const detail = `the worker sent nothing for ${seconds} s while ${what} was awaited`;
    if (this.starting) {
      this.fail(
        new EngineStartError(
          this.step,
          'The game engine stopped answering while it started.',
          detail,
        ),
      );
      this.shutDown(crashError(detail, true));
    } else {
      this.crash(detail, true);
    }
  }

  /** Rejects start() (once). @param {EngineStartError} error */
  fail(error) {
    if (this.starting) {
      this.starting.reject(error);
      this.starting = null;
    }
  }

  /** Ends the worker and every pending request. @param {EngineRequestError} reason */
  shutDown(reason) {
    if (!this.stopped) this.stopped = reason;
    clearTimeout(this.watchTimer);
    this.watchTimer = undefined;
    const worker = this.worker;
    if (worker) {
      worker.removeEventListener('message', this.onMessage);
      worker.removeEventListener('error', this.onError);
      worker.removeEventListener('messageerror', this.onMessageError);
      worker.terminate();
      this.worker = null;
    }
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of pending) reject(reason);
  }
}

/**
 * The save the worker keeps in `slot` (shell/savestore.js), read by the page itself: a worker
 * that died or is stuck cannot hand it over. Only for the player's own download of his game.
 * (Imported when asked for: savestore.js is the worker's module, outside the UI's bundle.)
 * @param {string} slot @returns {Promise<string | null>} null: none, or storage unreadable
 */
export async function readKeptSave(slot) {
  const { readSave } = await import('./savestore.js');
  return readSave(slot);
}

/**
 * Shorter silence limits a test sets before the page loads (an init script's
 * `window.__prEngineLimits`); a page a player opens has none.
 * @returns {Partial<typeof SILENCE_LIMITS_MS>}
 */
function testLimits() {
  /** @typedef {Window & {__prEngineLimits?: Partial<typeof SILENCE_LIMITS_MS>}} TestPage */
  const limits =
    typeof window === 'undefined' ? undefined : /** @type {TestPage} */ (window).__prEngineLimits;
  return limits && typeof limits === 'object' ? limits : {};
}
