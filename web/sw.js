// @ts-check
/// <reference lib="webworker" />
/**
 * The service worker (docs/ui.md, "PWA / offline"): keeps every file of the site, Pyodide's
 * runtime and the engine's memory image included, in one precache and answers from it, so the
 * game starts and plays offline. The engine's wheel, which only a start without the memory image
 * needs, is kept the first time such a start fetches it (`WHEELS`), not downloaded beforehand.
 * build/site.py does not copy this file as it is: build/sw.mjs (Workbox's injectManifest) writes
 * the site's file list (but the wheel), with a revision and an integrity hash
 * for each, in place of the placeholder below. The Workbox runtime comes from our own origin
 * (workbox/, copied from build/node_modules by build/site.py).
 *
 * A new version installs in the background (only the changed files are downloaded) and waits:
 * no skipWaiting of its own. The page offers it between games and posts {type: "SKIP_WAITING"}
 * when the player accepts (web/js/shell/pwa.js).
 *
 * Versions never mix: every page and its workers open when a newer version takes over are
 * pinned to the version before, and get every file from that version's list until the page
 * reloads (js/shell/pwa.js, `reloadWhenIdle`). A version's files leave the cache once no page or
 * worker of it is left.
 */
importScripts(
  'workbox/workbox-core.prod.js',
  'workbox/workbox-routing.prod.js',
  'workbox/workbox-strategies.prod.js',
  'workbox/workbox-precaching.prod.js',
);

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const { core, precaching } = /** @type {any} */ (self).workbox;

core.setCacheNameDetails({ prefix: 'puerto-rico' });
// @ts-expect-error replaced by the file list at build time (build/sw.mjs)
const manifest = self.__WB_MANIFEST;

/** @typedef {{url: string, revision: string | null}} Entry */
/** @typedef {Record<string, string>} Keys a version's files: their URL → their precache key */

const controller = new precaching.PrecacheController({
  plugins: [
    {
      // Workbox downloads with cache: 'reload'. Revalidating instead lets the files the page
      // has just fetched come from the HTTP cache (304s) rather than be downloaded again.
      requestWillFetch: async (/** @type {{request: Request}} */ { request }) =>
        new Request(request, { cache: 'no-cache' }),
    },
  ],
});
controller.addToCacheList(manifest);
const PRECACHE = /** @type {string} */ (controller.strategy.cacheName);

/** @param {Entry[]} entries @returns {Keys} the same keys as Workbox's (createCacheKey) */
function keysOf(entries) {
  /** @type {Keys} */
  const keys = {};
  for (const { url, revision } of entries) {
    const key = new URL(url, sw.registration.scope);
    const href = key.href;
    if (revision) key.searchParams.set('__WB_REVISION__', revision);
    keys[href] = key.href;
  }
  return keys;
}
const KEYS = keysOf(manifest);

/** This version's name: a hash (FNV-1a) of its file list, which changes with any file. */
const VERSION = (() => {
  let hash = 0x811c9dc5;
  for (const key of Object.values(KEYS).sort()) {
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
})();

// The book of versions, a cache of small JSON records: each installed version's keys
// (version/<name>), the active version's name (active), the versions replaced (retired) and
// the pages and workers pinned to a version other than the active one (client/<id>).
const BOOK = 'puerto-rico-versions';
/** @param {string} name */
const bookURL = (name) => new URL(`__versions__/${name}`, sw.registration.scope).href;

/** @param {string} name @returns {Promise<any>} */
async function readBook(name) {
  const found = await (await caches.open(BOOK)).match(bookURL(name));
  return found ? found.json() : null;
}
/** @param {string} name @param {unknown} value */
async function writeBook(name, value) {
  await (await caches.open(BOOK)).put(bookURL(name), new Response(JSON.stringify(value)));
}

/** @type {Promise<Map<string, string>> | null} client id → its version, for older versions' */
let pins = null;
/** @returns {Promise<Map<string, string>>} */
function loadPins() {
  pins ??= readPins();
  return pins;
}
/** @returns {Promise<Map<string, string>>} */
async function readPins() {
  const book = await caches.open(BOOK);
  const prefix = bookURL('client/');
  const found = new Map();
  for (const request of await book.keys()) {
    if (!request.url.startsWith(prefix)) continue;
    const response = await book.match(request);
    if (response) found.set(request.url.slice(prefix.length), await response.json());
  }
  return found;
}
/** @param {string} clientId @param {string} version */
async function pin(clientId, version) {
  const known = await loadPins();
  if (!clientId || known.get(clientId) === version) return;
  known.set(clientId, version);
  await writeBook(`client/${clientId}`, version);
}

/** @type {Map<string, Promise<Keys | null>>} */
const keysByVersion = new Map([[VERSION, Promise.resolve(KEYS)]]);
/** @param {string} version */
function keysFor(version) {
  let keys = keysByVersion.get(version);
  if (!keys) {
    keys = readBook(`version/${version}`);
    keysByVersion.set(version, keys);
  }
  return keys;
}

// The pages and workers open when this version activates are pinned in its activate handler.
// Chromium hands an activating worker requests before that handler has run: those wait for it
// (at most a few seconds, should the handler never run in this instance).
/** @type {() => void} */
let markPinned = () => {};
const pinning = new Promise((/** @type {(v?: unknown) => void} */ done) => {
  markPinned = done;
});
/** @returns {Promise<unknown> | void} */
function untilPinned() {
  const state = /** @type {any} */ (sw).serviceWorker?.state;
  if (state === 'activated') return;
  return Promise.race([pinning, new Promise((done) => setTimeout(done, 5000))]);
}

sw.addEventListener('install', (event) => {
  controller.install(event);
  event.waitUntil(
    (async () => {
      // A version installed but never activated (a newer one replaces it) keeps nothing.
      const active = await readBook('active');
      const retired = new Set(/** @type {string[]} */ ((await readBook('retired')) ?? []));
      const book = await caches.open(BOOK);
      for (const request of await book.keys()) {
        const name = request.url.slice(bookURL('version/').length);
        if (!request.url.startsWith(bookURL('version/')) || name === active) continue;
        if (name !== VERSION) retired.add(name);
      }
      await writeBook('retired', [...retired]);
      await writeBook(`version/${VERSION}`, KEYS);
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  // Only the pinning in memory is waited for (requests wait until this version is activated);
  // the records are written, and the versions nobody uses any more go, after that.
  const pinned = (async () => {
    const previous = (await readBook('active')) ?? (await adoptUnbookedVersion());
    /** @type {string[]} */
    let newlyPinned = [];
    if (previous && previous !== VERSION) {
      // Every page and worker open now was served by the version before: pinned to it.
      const known = await loadPins();
      const open = await sw.clients.matchAll({ type: 'all', includeUncontrolled: true });
      newlyPinned = open.map((c) => c.id).filter((id) => !known.has(id));
      newlyPinned.forEach((id) => known.set(id, previous));
    }
    return { previous: /** @type {string | null} */ (previous), newlyPinned };
  })().finally(markPinned);
  // The first version takes the open page at once, so that "load once, go offline, reload"
  // works. A later one takes none: the pages open keep their version until they reload.
  event.waitUntil(pinned.then(({ previous }) => (previous ? undefined : sw.clients.claim())));
  pinned
    .then(async ({ previous, newlyPinned }) => {
      await Promise.all(newlyPinned.map((id) => writeBook(`client/${id}`, previous)));
      if (previous && previous !== VERSION) {
        const retired = new Set(/** @type {string[]} */ ((await readBook('retired')) ?? []));
        retired.add(previous);
        retired.delete(VERSION);
        await writeBook('retired', [...retired]);
      }
      await writeBook('active', VERSION);
      await prune();
    })
    .catch((error) => console.warn('Keeping the records of the versions failed:', error));
});

/**
 * The files of a version from before the book (an earlier release deleted every other version's
 * files on activating, so the precache's keys outside this list are that version's).
 * @returns {Promise<string | null>} its name, or null: there was no version before
 */
async function adoptUnbookedVersion() {
  const cached = (await (await caches.open(PRECACHE)).keys()).map((r) => r.url);
  const mine = new Set(Object.values(KEYS));
  const theirs = cached.filter((key) => !mine.has(key));
  if (!theirs.length) return null;
  /** @type {Keys} */
  const keys = {};
  for (const key of cached) {
    const url = new URL(key);
    url.searchParams.delete('__WB_REVISION__');
    if (!mine.has(key) || !keys[url.href]) keys[url.href] = key;
  }
  await writeBook('version/unbooked', keys);
  return 'unbooked';
}

/** Forgets the clients that are gone, then the retired versions that no client uses. */
async function prune() {
  const known = await loadPins();
  const open = new Set(
    (await sw.clients.matchAll({ type: 'all', includeUncontrolled: true })).map((c) => c.id),
  );
  const book = await caches.open(BOOK);
  for (const id of [...known.keys()]) {
    if (open.has(id)) continue;
    known.delete(id);
    await book.delete(bookURL(`client/${id}`));
  }
  const used = new Set(known.values());
  const retired = /** @type {string[]} */ ((await readBook('retired')) ?? []);
  const gone = retired.filter((version) => !used.has(version) && version !== VERSION);
  if (!gone.length) return;
  const kept = new Set();
  for (const request of await book.keys()) {
    const name = request.url.slice(bookURL('version/').length);
    if (!request.url.startsWith(bookURL('version/')) || gone.includes(name)) continue;
    Object.values((await keysFor(name)) ?? {}).forEach((key) => kept.add(key));
  }
  const precache = await caches.open(PRECACHE);
  for (const version of gone) {
    for (const key of Object.values((await keysFor(version)) ?? {})) {
      if (!kept.has(key)) await precache.delete(key);
    }
    await book.delete(bookURL(`version/${version}`));
    keysByVersion.delete(version);
  }
  await writeBook(
    'retired',
    retired.filter((version) => !gone.includes(version)),
  );
}

/** @param {string} href @returns {string} the file a URL means: no query, a folder's index */
function fileOf(href) {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  return url.href;
}

/**
 * Chromium gives a dedicated worker's requests no client id (measured: ""). Its version is then
 * the older one if every worker open is pinned to it (an old tab's engine), else the active one
 * (a worker of a page loaded since, which has no pin).
 * @param {Map<string, string>} known @returns {Promise<string>}
 */
async function guess(known) {
  if (!known.size) return VERSION;
  const workers = await sw.clients.matchAll({ type: 'worker', includeUncontrolled: true });
  const versions = new Set(workers.map((w) => known.get(w.id) ?? VERSION));
  return versions.size === 1 ? [...versions][0] : VERSION;
}

/** @param {FetchEvent} event @returns {Promise<string>} the version whose files it gets */
async function versionOf(event) {
  if (event.request.mode === 'navigate') return VERSION; // a page (re)loading gets the newest
  await untilPinned();
  const known = await loadPins();
  const version = event.clientId ? (known.get(event.clientId) ?? VERSION) : await guess(known);
  // A worker started by a page of an older version is of that version too.
  const destination = event.request.destination;
  if (version !== VERSION && (destination === 'worker' || destination === 'sharedworker')) {
    await pin(event.resultingClientId, version);
  }
  return version;
}

/** @param {FetchEvent} event */
async function answer(event) {
  const keys = await keysFor(await versionOf(event));
  const key = keys?.[fileOf(event.request.url)];
  const found = key && (await caches.match(key, { cacheName: PRECACHE }));
  // Pages close and reload without telling: look for versions left unused now and then.
  if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
    prunedAt = Date.now();
    event.waitUntil(prune().catch(() => {}));
  }
  if (found) return found;
  return WHEEL.test(new URL(event.request.url).pathname) ? wheel(event) : fetch(event.request);
}

// The engine's wheel (pyodide/pr_core-<version>-py3-none-any.whl): only a start without the
// memory image loads it (a browser without DecompressionStream, a memory image that failed), so
// a first visit does not download its 1.2 MB; the first such start keeps it here, for the next
// one offline. Its name says its version: the newest kept is the only one kept.
const WHEELS = 'puerto-rico-engine-wheel';
const WHEEL = /\/pyodide\/[^/]+\.whl$/;

/** @param {FetchEvent} event @returns {Promise<Response>} */
async function wheel(event) {
  const file = fileOf(event.request.url);
  const cache = await caches.open(WHEELS);
  const kept = await cache.match(file);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        for (const old of await cache.keys()) if (old.url !== file) await cache.delete(old);
        await cache.put(file, copy);
      })().catch(() => {}),
    );
  }
  return response;
}

/** At most this often, on a request, the versions no client uses any more go. */
const PRUNE_EVERY_MS = 5000;
let prunedAt = 0;

sw.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET' || !event.request.url.startsWith(sw.registration.scope))
    return;
  event.respondWith(answer(event));
});

sw.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  if (type === 'SKIP_WAITING') void sw.skipWaiting();
  // A page asks which version it has (pwa.js): the one it was pinned to, or the active one.
  if (type === 'VERSION' && event.source) {
    const source = event.source;
    event.waitUntil(
      Promise.resolve(untilPinned())
        .then(loadPins)
        .then((known) =>
          source.postMessage({
            type: 'VERSION',
            version: known.get(/** @type {Client} */ (source).id) ?? VERSION,
            active: VERSION,
          }),
        ),
    );
  }
});
precaching.cleanupOutdatedCaches();
