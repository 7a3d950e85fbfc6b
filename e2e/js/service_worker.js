// The service worker as the end-to-end tests wait for it (e2e/service_worker.py, test_pwa.py,
// test_update.py): its control of the page, a new version, what a tab or worker gets from it.

/**
 * Resolves once a service worker controls the page and has finished precaching (a worker is
 * active only after its install, the precache, succeeded).
 * @returns {Promise<string>} the controlling worker's script URL
 */
export async function controlledBy() {
  const sw = navigator.serviceWorker;
  await sw.ready;
  if (!sw.controller) {
    await new Promise((r) => sw.addEventListener('controllerchange', r, { once: true }));
  }
  return /** @type {ServiceWorker} */ (sw.controller).scriptURL;
}

/**
 * What the browser does on its own now and then: look for a new sw.js. Resolves once the new
 * version has installed (precached) and waits.
 * @returns {Promise<string>} the new worker's state, or 'no new version'
 */
export async function newVersionWaiting() {
  const reg = /** @type {ServiceWorkerRegistration} */ (
    await navigator.serviceWorker.getRegistration()
  );
  await reg.update();
  const worker = reg.installing || reg.waiting;
  if (!worker) return 'no new version';
  while (worker.state === 'installing') {
    await new Promise((r) => worker.addEventListener('statechange', r, { once: true }));
  }
  return worker.state;
}

/**
 * Which version this page's document, its texts and the files it fetches now are: 2 where the
 * new version's mark is found, 1 where it is not.
 * @returns {Promise<Record<string, number>>}
 */
export async function pageEdition() {
  const mark = (/** @type {boolean} */ found) => (found ? 2 : 1);
  const texts = await (await fetch('i18n/en.json')).text();
  const worker = await (await fetch('js/worker.js')).text();
  return {
    document: mark(document.head.innerHTML.includes('edition 2')),
    title: mark(document.title === 'Puerto Rico, new edition'),
    fetched_texts: mark(texts.includes('new edition')),
    fetched_worker: mark(worker.includes('edition = 2')),
  };
}

/**
 * The same from inside the engine worker: its own code, and what it fetches now.
 * @returns {Promise<Record<string, unknown>>}
 */
export async function workerEdition() {
  const own = await (await fetch('../build-info.json')).json();
  const code = await (await fetch('worker.js')).text();
  // The second version's worker sets `edition` on its global (service_worker.py's build).
  const edition = /** @type {{ edition?: number }} */ (/** @type {unknown} */ (globalThis)).edition;
  return {
    worker: edition === 2 ? 2 : 1,
    fetched_worker: code.includes('edition = 2') ? 2 : 1,
    engine_version: own.engine_version,
  };
}

/**
 * How many files the service worker's precache holds (run in the service worker).
 * @returns {Promise<number>}
 */
export async function precachedCount() {
  const names = (await caches.keys()).filter((n) => n.includes('-precache-'));
  let count = 0;
  for (const name of names) count += (await (await caches.open(name)).keys()).length;
  return count;
}

/**
 * What the release before did on Update (its pwa.js): activate the waiting version; resolves
 * once it controls the page.
 */
export async function activateWaitingVersion() {
  const reg = /** @type {ServiceWorkerRegistration} */ (
    await navigator.serviceWorker.getRegistration()
  );
  const changed = new Promise((r) =>
    navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
  );
  /** @type {ServiceWorker} */ (reg.waiting).postMessage({ type: 'SKIP_WAITING' });
  await changed;
}
