// @ts-check
/**
 * The service worker's page side (docs/ui.md, "PWA / offline"): registers sw.js, which keeps the
 * whole game for offline play, and tells the page when a new version is waiting. A new version
 * never replaces the running one by itself: the setup, end and "open in another tab" screens
 * offer it (update.js), and `applyUpdate()` activates it. Once a newer version controls the
 * app (taken in this tab or another), this page is outdated: sw.js still gives it its own
 * version's files, and the page reloads as soon as it is idle (`reloadWhenIdle`).
 */

import { compileRuntimeCode } from './runtime-code.js';

/** Between games, look for a new version at most this often (a navigation always looks). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** How often an outdated page looks whether its requests are done. */
const POLL_MS = 100;

/**
 * The service worker as this page knows it: its registration, the new version waiting, when it
 * was last asked for one, and who wants to know.
 * @typedef {{
 *   registration: ServiceWorkerRegistration | null,
 *   waiting: ServiceWorker | null,
 *   checkedAt: number,
 *   listeners: Set<(ready: boolean) => void>,
 * }} Versions
 */

/**
 * The page's service worker and its versions, made once by the app (app.pwa) and passed to the
 * screens that offer an update.
 */
export function createPwa() {
  /** @type {Versions} */
  const versions = { registration: null, waiting: null, checkedAt: 0, listeners: new Set() };
  const outdated = whenOutdated();
  let following = false;
  return {
    /**
     * Registers the service worker (once; later calls do nothing). Never throws. The URLs come
     * from main.js: inside the bundle (build/bundle.mjs) a module of shell/ has no URL of its
     * own.
     * @param {{serviceWorker: URL, runtimeCodeWorker: URL}} urls sw.js, and
     *   js/runtime-code-worker.js (runtime-code.js)
     */
    register: (urls) => register(versions, urls),

    /**
     * Calls fn(true) whenever a new version is waiting, fn(false) when it is gone; at once with
     * the current state.
     * @param {(ready: boolean) => void} fn
     * @returns {() => void} unsubscribe
     */
    onUpdateReady(fn) {
      versions.listeners.add(fn);
      fn(!!versions.waiting);
      return () => {
        versions.listeners.delete(fn);
      };
    },

    /** Asks the server for a new version, unless it was asked lately or the device is offline. */
    checkForUpdate: () => checkForUpdate(versions),

    /** Whether a newer version than this page's has taken over the app. */
    isOutdated: outdated.now,

    /**
     * Every tab moves to a new version together: once a newer version has taken over the app,
     * this page reloads into it as soon as it has no request in flight. Until then sw.js keeps
     * giving it its own version's files, so a bot's move or a hint under way ends in the
     * version it began in, and its result is saved before the reload; the game then resumes
     * from the save in the new version. (Once; later calls do nothing.)
     * @param {() => boolean} isIdle no engine request in flight
     */
    reloadWhenIdle(isIdle) {
      if (following) return;
      following = true;
      outdated.then(() => {
        const tryNow = () => {
          if (isIdle()) location.reload();
          else setTimeout(tryNow, POLL_MS);
        };
        tryNow();
      });
    },

    /**
     * Switches to the waiting version: activates it; every page of the old one then reloads when
     * idle (reloadWhenIdle). Its controllerchange is what tells them, this page included.
     */
    applyUpdate: () => applyUpdate(versions),
  };
}

/** @param {Versions} versions @param {ServiceWorker | null} worker */
function setWaiting(versions, worker) {
  if (worker === versions.waiting) return;
  versions.waiting = worker;
  versions.listeners.forEach((fn) => fn(!!worker));
}

/**
 * Follows a worker of the registration: once installed while an older one controls the page,
 * it is a new version waiting. (The first version activates at once: nothing to offer.)
 * @param {Versions} versions @param {ServiceWorker} worker
 */
function follow(versions, worker) {
  const check = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) {
      setWaiting(versions, worker);
    } else if (worker.state === 'redundant' && versions.waiting === worker) {
      setWaiting(versions, null);
    }
  };
  worker.addEventListener('statechange', check);
  check();
}

/**
 * @param {Versions} versions
 * @param {{serviceWorker: URL, runtimeCodeWorker: URL}} urls
 */
async function register(versions, urls) {
  if (versions.registration || !('serviceWorker' in navigator)) return;
  /** @type {ServiceWorkerRegistration | undefined} */
  let reg;
  try {
    reg = await navigator.serviceWorker.register(urls.serviceWorker);
  } catch (error) {
    // The game still works online; only offline play is missing.
    console.warn('Offline play is not available:', error);
    return;
  }
  // A browser told to block service workers may answer with no registration at all.
  if (!reg) return;
  versions.registration = reg;
  versions.checkedAt = Date.now();
  if (!navigator.serviceWorker.controller) {
    // The first version is about to take the page (sw.js): from now on the runtime comes from
    // its copy, which has no compiled code yet.
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        void compileRuntimeCode(urls.runtimeCodeWorker);
      },
      { once: true },
    );
  }
  if (reg.waiting) follow(versions, reg.waiting);
  if (reg.installing) follow(versions, reg.installing);
  reg.addEventListener('updatefound', () => {
    if (reg.installing) follow(versions, reg.installing);
  });
}

/** @param {Versions} versions */
function checkForUpdate(versions) {
  const { registration } = versions;
  if (!registration || versions.waiting || !navigator.onLine) return;
  if (Date.now() - versions.checkedAt < CHECK_EVERY_MS) return;
  versions.checkedAt = Date.now();
  registration.update().catch(() => {
    /* the server is away: the next check will tell */
  });
}

/** @param {Versions} versions */
function applyUpdate(versions) {
  const worker = versions.waiting;
  if (!worker) return;
  if (worker.state !== 'installed') {
    // Another tab has activated it already.
    location.reload();
    return;
  }
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Whether a newer version than this page's has taken over the app: a page with a controller that
 * sees it change. (The first version claiming a page that had none is the same version as the
 * page.)
 * @returns {{now: () => boolean, then: (fn: () => void) => void}} `then`: calls fn once it has
 *   (at once if it has already)
 */
function whenOutdated() {
  let outdated = false;
  /** @type {Set<() => void>} */
  const listeners = new Set();
  if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
    let controlled = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (controlled && !outdated) {
        outdated = true;
        listeners.forEach((fn) => fn());
      }
      controlled = true;
    });
  }
  return {
    now: () => outdated,
    then: (fn) => {
      if (outdated) fn();
      else listeners.add(fn);
    },
  };
}
