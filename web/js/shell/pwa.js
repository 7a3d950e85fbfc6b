// @ts-check
/**
 * The service worker's page side (docs/ui.md, "PWA / offline"): registers sw.js, which keeps the
 * whole game for offline play, and tells the page when a new version is waiting. A new version
 * never replaces the running one by itself: the setup, end and "open in another tab" screens
 * offer it (update.js), and `applyUpdate()` activates it. Once a newer version controls the
 * app (taken in this tab or another), this page is outdated: sw.js still gives it its own
 * version's files, and the page reloads as soon as it is idle (version-switch.js).
 */

import { compileRuntimeCode } from './runtime-code.js';

/** Between games, look for a new version at most this often (a navigation always looks). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** @type {ServiceWorkerRegistration | null} */
let registration = null;
/** @type {ServiceWorker | null} */
let waiting = null;
let checkedAt = 0;
/** @type {Set<(ready: boolean) => void>} */
const listeners = new Set();
/** Whether a newer version than this page's has taken over the app. */
let outdated = false;
/** @type {Set<() => void>} */
const outdatedListeners = new Set();

// A page with a controller that sees it change: a newer version took over. (The first version
// claiming a page that had none is the same version as the page.)
if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
  let controlled = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled && !outdated) {
      outdated = true;
      outdatedListeners.forEach((fn) => fn());
    }
    controlled = true;
  });
}

/** @param {ServiceWorker | null} worker */
function setWaiting(worker) {
  if (worker === waiting) return;
  waiting = worker;
  listeners.forEach((fn) => fn(!!waiting));
}

/**
 * Follows a worker of the registration: once installed while an older one controls the page,
 * it is a new version waiting. (The first version activates at once: nothing to offer.)
 * @param {ServiceWorker} worker
 */
function follow(worker) {
  const check = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    else if (worker.state === 'redundant' && waiting === worker) setWaiting(null);
  };
  worker.addEventListener('statechange', check);
  check();
}

/**
 * Registers the service worker (once; later calls do nothing). Never throws. The URLs come from
 * main.js: inside the bundle (build/bundle.mjs) a module of shell/ has no URL of its own.
 * @param {{serviceWorker: URL, runtimeCodeWorker: URL}} urls sw.js, and js/runtime-code-worker.js
 *   (runtime-code.js)
 */
export async function registerServiceWorker(urls) {
  if (registration || !('serviceWorker' in navigator)) return;
  try {
    registration = await navigator.serviceWorker.register(urls.serviceWorker);
  } catch (error) {
    // The game still works online; only offline play is missing.
    console.warn('Offline play is not available:', error);
    return;
  }
  checkedAt = Date.now();
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
  const reg = registration;
  if (reg.waiting) follow(reg.waiting);
  if (reg.installing) follow(reg.installing);
  reg.addEventListener('updatefound', () => {
    if (reg.installing) follow(reg.installing);
  });
}

/**
 * Calls fn(true) whenever a new version is waiting, fn(false) when it is gone; at once with the
 * current state.
 * @param {(ready: boolean) => void} fn
 * @returns {() => void} unsubscribe
 */
export function onUpdateReady(fn) {
  listeners.add(fn);
  fn(!!waiting);
  return () => {
    listeners.delete(fn);
  };
}

/** Asks the server for a new version, unless it was asked lately or the device is offline. */
export function checkForUpdate() {
  if (!registration || waiting || !navigator.onLine) return;
  if (Date.now() - checkedAt < CHECK_EVERY_MS) return;
  checkedAt = Date.now();
  registration.update().catch(() => {
    /* the server is away: the next check will tell */
  });
}

/**
 * Calls fn once a newer version has taken over the app (at once if it has already).
 * @param {() => void} fn
 */
export function onOutdated(fn) {
  if (outdated) fn();
  else outdatedListeners.add(fn);
}

/** Whether a newer version than this page's has taken over the app. */
export function isOutdated() {
  return outdated;
}

/**
 * Switches to the waiting version: activates it; every page of the old one then reloads when
 * idle (onOutdated). Its controllerchange is what tells them, this page included.
 */
export function applyUpdate() {
  const worker = waiting;
  if (!worker) return;
  if (worker.state !== 'installed') {
    // Another tab has activated it already.
    location.reload();
    return;
  }
  worker.postMessage({ type: 'SKIP_WAITING' });
}
