// @ts-check
// The benchmark's baseline: Pyodide booted in a module worker with nothing of ours.
const worker = new Worker(new URL('bare-worker.js', import.meta.url), { type: 'module' });
/** @type {any} */ (window).__bare = new Promise((resolve, reject) => {
  worker.onmessage = (ev) => resolve({ ...ev.data, readyAt: performance.now() });
  worker.onerror = (ev) => reject(new Error(ev.message));
});
