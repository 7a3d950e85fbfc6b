// @ts-check
/**
 * One game, one tab (docs/saves.md): the app's tabs share one saved game, so only the tab that
 * holds a Web Lock plays and saves it. Another tab that opens the app learns that the game is
 * open elsewhere and may take it over: it asks the holder (BroadcastChannel), which stops saving,
 * lets the lock go and says so; then it holds the lock and resumes the game from the save.
 * Without Web Locks (old browsers) every tab plays, as before.
 *
 * A tab whose version has been replaced (pwa.js: a newer one took over the app) never takes the
 * game: granted the lock, it lets it go at once and is told it does not hold it; it is about to
 * reload into the new version (pwa.js, `reloadWhenIdle`), which then takes the game.
 */

const LOCK = 'puerto-rico-app-game';
const CHANNEL = 'puerto-rico-app-game';
const TAKE_OVER = 'take-over';

/**
 * @param {() => Promise<void>} onTakenOver called when another tab takes the game: stop saving
 *   and say so; the lock is let go once it resolves
 * @param {() => boolean} isOutdated whether this tab runs a version that has been replaced
 */
export function createTabLock(onTakenOver, isOutdated) {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  /** @type {(() => void) | null} lets the held lock go */
  let letGo = null;

  channel?.addEventListener('message', (event) => {
    if (event.data !== TAKE_OVER || !letGo) return;
    const release = letGo;
    letGo = null;
    void onTakenOver().finally(release);
  });

  /** @type {Promise<boolean> | null} a request for the lock still waiting */
  let waiting = null;

  /** @param {boolean} ifFree @returns {Promise<boolean>} whether this tab now holds the lock */
  function hold(ifFree) {
    if (isOutdated()) return Promise.resolve(false);
    if (!locks || letGo) return Promise.resolve(true);
    if (waiting) return waiting;
    const asked = new Promise((/** @type {(held: boolean) => void} */ resolve) => {
      locks
        .request(LOCK, { ifAvailable: ifFree }, (lock) => {
          if (!lock || isOutdated()) {
            resolve(false);
            return undefined;
          }
          resolve(true);
          // Held until letGo is called (or the tab closes).
          return new Promise((/** @type {(v?: unknown) => void} */ done) => {
            letGo = () => done();
          });
        })
        .catch(() => resolve(true)); // locks refused (a sandboxed frame): play, as before
    });
    if (!ifFree) {
      waiting = asked;
      void asked.finally(() => {
        waiting = null;
      });
    }
    return asked;
  }

  return {
    /** Holds the game if no other tab does. @returns {Promise<boolean>} */
    claim: () => hold(true),
    /**
     * Resolves once the tab that has the game closes or lets it go: true if this tab now holds
     * it, false if it may not (its version has been replaced).
     * @returns {Promise<boolean>}
     */
    wait: () => hold(false),
    /** Asks the tab that holds the game to let it go (wait() then resolves). */
    askHolder() {
      if (!isOutdated()) channel?.postMessage(TAKE_OVER);
    },
  };
}
