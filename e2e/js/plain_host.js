// What e2e/test_plain_host.py asks of the page and of the engine's worker about their
// Content-Security-Policy (the worker's own probe is prepended to its script by the test).

/** An init script: keeps the engine's worker in window.__engineWorker, to ask it. */
export function keepEngineWorker() {
  const Real = Worker;
  window.Worker = class extends Real {
    /**
     * @param {string | URL} url
     * @param {WorkerOptions} [options]
     */
    constructor(url, options) {
      super(url, options);
      if (options && options.name === 'pr-engine') window.__engineWorker = this;
    }
  };
}

/**
 * The worker's probe's answer: whether eval and a request to another origin worked there, and
 * the directives its policy refused.
 * @returns {Promise<unknown>}
 */
export function askWorkerProbe() {
  return new Promise((resolve) => {
    const worker = window.__engineWorker;
    worker.addEventListener('message', (event) => {
      if (event.data && event.data.kind === 'csp-probe') resolve(event.data);
    });
    worker.postMessage({ kind: 'csp-probe' });
  });
}

/**
 * Whether the page may fetch `other` (another origin's URL), and the directives its policy
 * refused. Playwright's own evaluation is exempt from the page's policy (eval works in it): the
 * page is asked for the request only, which its policy's connect-src governs.
 * @param {string} other
 * @returns {Promise<{ fetched: boolean, violated: string[] }>}
 */
export async function pageFetches(other) {
  /** @type {string[]} */
  const violated = [];
  document.addEventListener('securitypolicyviolation', (e) => violated.push(e.effectiveDirective));
  let fetched = false;
  try {
    fetched = (await (await fetch(other)).text()) === 'reached';
  } catch {
    // refused: fetched stays false
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { fetched, violated: [...new Set(violated)] };
}
