// @ts-check
/**
 * The saved game, kept by the engine's worker in IndexedDB (docs/saves.md). A save holds the
 * whole game, hidden parts included, so it stays in the worker: the page only ever sees
 * snapshots. One save per slot ("app" for the app itself; embeds do not save).
 *
 * Every function resolves, never rejects: a browser without storage (private modes, blocked
 * IndexedDB) simply has no saved game, and a write says whether it was made (the page tells
 * the player when his game is not being saved).
 */

const DB_NAME = 'puerto-rico';
const STORE = 'saves';

// The worker's one connection to the database, opened on first use: the same for every call
// (memoised), so it is not passed.
/** @type {Promise<IDBDatabase | null> | null} */
let opening = null;

/** @returns {Promise<IDBDatabase | null>} */
function open() {
  if (!opening) {
    opening = new Promise((resolve) => {
      let request;
      try {
        request = indexedDB.open(DB_NAME, 1);
      } catch {
        resolve(null);
        return;
      }
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    });
  }
  return opening;
}

/**
 * @template T
 * @param {"readonly" | "readwrite"} mode
 * @param {(store: IDBObjectStore) => IDBRequest<T>} action
 * @returns {Promise<T | undefined>} the request's result, or undefined if storage failed
 */
async function run(mode, action) {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      // Resolved when the transaction is durable, not when the request returns.
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => resolve(undefined);
      tx.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/**
 * @param {string} slot @param {string} text
 * @returns {Promise<boolean>} whether it is written (false: storage full, blocked or missing)
 */
export async function writeSave(slot, text) {
  return (await run('readwrite', (store) => store.put(text, slot))) !== undefined;
}

/** @param {string} slot @returns {Promise<string | null>} */
export async function readSave(slot) {
  const text = await run('readonly', (store) => store.get(slot));
  return typeof text === 'string' ? text : null;
}

/** @param {string} slot @returns {Promise<void>} */
export async function deleteSave(slot) {
  await run('readwrite', (store) => store.delete(slot));
}
