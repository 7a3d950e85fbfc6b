// The app's saved game as the end-to-end tests set it up (e2e/saved_games.py) and read what is
// kept beside it (e2e/test_autostart.py): in the store where the engine's worker keeps it; and
// when a game file opened has replaced the game shown (e2e/test_saves.py).

/**
 * Writes `text` as the app's saved game in the worker's IndexedDB store.
 * @param {string} text
 * @returns {Promise<void>}
 */
export function putSave(text) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('puerto-rico', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('saves');
    open.onsuccess = () => {
      const tx = open.result.transaction('saves', 'readwrite');
      tx.objectStore('saves').put(text, 'app');
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
    open.onerror = () => reject(open.error);
  });
}

/**
 * The original file the worker keeps beside the app's save (an old version's, its game brought
 * up to date), as stored; null if it keeps none.
 * @returns {Promise<unknown>}
 */
export function keptOriginal() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('puerto-rico', 1);
    open.onsuccess = () => {
      const request = open.result.transaction('saves').objectStore('saves').get('app.original');
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result ?? null);
      };
      request.onerror = () => reject(request.error);
    };
    open.onerror = () => reject(open.error);
  });
}

/** Remembers the game shown now: shownAnew tells when a game opened has replaced it. */
export function rememberShownGame() {
  window.__shownBefore = window.__prTest.snapshot();
}

/**
 * Whether another game than the one remembered is shown, `steps` decisions into it (a file of
 * the same game opened again replaces it too, with another snapshot).
 * @param {number} steps
 * @returns {boolean}
 */
export function shownAnew(steps) {
  const snap = window.__prTest.snapshot();
  return !!snap && snap !== window.__shownBefore && snap.steps === steps;
}
