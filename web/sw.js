// @ts-check
/// <reference lib="webworker" />
/**
 * The service worker (docs/ui.md, "PWA / offline"): keeps every file of the site, Pyodide's
 * runtime and the engine's wheel included, in one precache and answers from it, so the game
 * starts and plays offline. build/site.py does not copy this file as it is: build/sw.mjs
 * (Workbox's injectManifest) writes the site's file list, with a revision and an integrity hash
 * for each, in place of the placeholder below. The Workbox runtime comes from our own origin
 * (workbox/, copied from build/node_modules by build/site.py).
 *
 * A new version installs in the background (only the changed files are downloaded) and waits:
 * no skipWaiting of its own. The page offers it between games and posts {type: "SKIP_WAITING"}
 * when the player accepts (web/js/pwa.js).
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
// Workbox downloads with cache: 'reload'. Revalidating instead lets the files the page has just
// fetched come from the HTTP cache (304s) rather than being downloaded a second time.
precaching.addPlugins([
  {
    requestWillFetch: async (/** @type {{request: Request}} */ { request }) =>
      new Request(request, { cache: 'no-cache' }),
  },
]);
// @ts-expect-error replaced by the file list at build time (build/sw.mjs)
const manifest = self.__WB_MANIFEST;
// The page's own URL carries settings (?players=4&seed=3): any query still means index.html.
precaching.precacheAndRoute(manifest, { ignoreURLParametersMatching: [/.*/] });
precaching.cleanupOutdatedCaches();

sw.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void sw.skipWaiting();
});
// The first version takes the open page at once, so that "load once, go offline, reload"
// works. A later one activates only when the page asks (above) or no page uses the old one.
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));
