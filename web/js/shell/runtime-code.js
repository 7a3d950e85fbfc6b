// @ts-check
/**
 * Has Pyodide's JavaScript compiled once from the service worker's copy, in a worker of its own
 * (js/runtime-code-worker.js), so that the next visit starts from the browser's cache of compiled
 * code (docs/bridge.md, "Start-up"). pwa.js calls it when the service worker first takes the
 * page: that visit's engine loaded the runtime from the network, the next one loads it from the
 * service worker, whose copy has no compiled code yet.
 */

/**
 * Starts the compilation; never throws: if it cannot be done, the next visit compiles the
 * runtime's JavaScript itself, as without it. Called once per page: by the app's one
 * registration of the service worker (pwa.js), when that first takes the page.
 * @param {URL} workerUrl js/runtime-code-worker.js's (pwa.js has it from main.js)
 * @returns {Promise<void>} settles when it is done (or could not be)
 */
export function compileRuntimeCode(workerUrl) {
  return new Promise((resolve) => {
    /** @type {Worker} */
    let worker;
    try {
      worker = new Worker(workerUrl, { type: 'module', name: 'runtime code' });
    } catch {
      resolve();
      return;
    }
    const end = () => {
      worker.terminate();
      resolve();
    };
    worker.addEventListener('message', end);
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      end();
    });
  });
}
