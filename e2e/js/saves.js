// The app's saved game as the end-to-end tests set it up (e2e/saved_games.py): written where the
// engine's worker keeps it.

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
