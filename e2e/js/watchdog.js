// The engine's worker watched from the page by e2e/test_watchdog.py and e2e/watchdog_benchmark.py
// (init scripts: the page's own code is not changed for them), and broken inside by breakAtHint.

/** An init script: counts in window.__enginesEnded the engine workers the page ended. */
export function countEndedEngines() {
  window.__enginesEnded = 0;
  /** @type {WeakSet<Worker>} */
  const engines = new WeakSet();
  const end = Worker.prototype.terminate;
  Worker.prototype.terminate = function () {
    if (engines.has(this)) window.__enginesEnded++;
    return end.call(this);
  };
  const Real = Worker;
  window.Worker = class extends Real {
    /**
     * @param {string | URL} url
     * @param {WorkerOptions} [options]
     */
    constructor(url, options) {
      super(url, options);
      if (options && options.name === 'pr-engine') engines.add(this);
    }
  };
}

/**
 * An init script: keeps the engine's worker in window.__timed with the time it was made and
 * every message it sends, timed (its kind); askEngine then asks it requests of the test's own.
 */
export function timeEngineMessages() {
  /** @type {{ log: [number, unknown][], worker: Worker | null, made: number }} */
  const timed = { log: [], worker: null, made: 0 };
  window.__timed = timed;
  const Real = Worker;
  window.Worker = class extends Real {
    /**
     * @param {string | URL} url
     * @param {WorkerOptions} [options]
     */
    constructor(url, options) {
      super(url, options);
      if (options && options.name === 'pr-engine') {
        timed.worker = this;
        timed.made = performance.now();
        this.addEventListener('message', (e) =>
          timed.log.push([performance.now(), e.data && e.data.kind]),
        );
      }
    }
  };
}

/**
 * The engine's answer to a request of the test's own (an id the page ignores) and the ms it
 * took; the worker kept by timeEngineMessages.
 * @param {[string, unknown]} request its type and payload
 * @returns {Promise<{ ms: number, answer: unknown }>}
 */
export function askEngine([type, payload]) {
  const worker = /** @type {Worker} */ (window.__timed.worker);
  const id = `bench-${crypto.randomUUID()}`;
  const sent = performance.now();
  return new Promise((resolve) => {
    /** @param {MessageEvent} e */
    const heard = (e) => {
      if (!e.data || e.data.id !== id) return;
      worker.removeEventListener('message', heard);
      resolve({ ms: performance.now() - sent, answer: e.data });
    };
    worker.addEventListener('message', heard);
    worker.postMessage({ kind: 'request', id, type, payload });
  });
}

/**
 * In the engine's worker, before its own script (e2e/test_watchdog.py puts it there): at a "hint"
 * request, before the engine sees it, the engine broken as `how` says.
 * @param {'hangs' | 'ends silently' | 'throws' | 'traps'} how
 */
export function breakAtHint(how) {
  self.addEventListener('message', (event) => {
    const m = event.data;
    if (!m || m.kind !== 'request' || m.type !== 'hint') return;
    if (how === 'hangs') {
      for (;;) {
        // The Python runtime busy for ever: nothing more comes from the worker.
      }
    } else if (how === 'ends silently') {
      // The worker ends without a word (as a browser may end one): no error event either.
      self.close();
    } else if (how === 'throws') {
      // An uncaught error: the worker's error event.
      setTimeout(() => {
        throw new Error('test: the engine died');
      });
    } else {
      // The runtime failing inside the engine's call, as a WebAssembly trap does: the hint's
      // answer cannot be read back (JSON.parse, right after the bridge's call, throws the trap's
      // error).
      const parse = JSON.parse;
      JSON.parse = (text, ...rest) => {
        if (typeof text === 'string' && text.includes('"hint"'))
          throw new WebAssembly.RuntimeError('unreachable (test)');
        return parse(text, ...rest);
      };
    }
  });
}
