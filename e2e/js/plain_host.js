// What e2e/test_plain_host.py asks of the page and of the engine's worker about their
// Content-Security-Policy (answerCspProbe is prepended to the worker's script by the test).

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
 * In the engine's worker, before its own script: answers a 'csp-probe' message with whether eval
 * and a request to `other` (another origin's URL) worked there, and the directives its policy
 * refused.
 * @param {string} other
 */
export function answerCspProbe(other) {
  /** @type {string[]} */
  const violated = [];
  self.addEventListener('securitypolicyviolation', (e) => violated.push(e.effectiveDirective));
  self.addEventListener('message', async (event) => {
    if (!event.data || event.data.kind !== 'csp-probe') return;
    let evaluated = false,
      fetched = false;
    try {
      evaluated = eval('1 + 1') === 2;
    } catch {
      // refused: evaluated stays false
    }
    try {
      fetched = (await (await fetch(other)).text()) === 'reached';
    } catch {
      // refused: fetched stays false
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    self.postMessage({ kind: 'csp-probe', evaluated, fetched, violated: [...new Set(violated)] });
  });
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
