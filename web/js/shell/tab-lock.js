// @ts-check
/**
 * One game, one tab (docs/saves.md): the app's tabs share one saved game, so only the tab that
 * holds a Web Lock plays and saves it. Another tab that opens the app learns that the game is
 * open elsewhere and may take it over: it asks the holder (BroadcastChannel), which stops saving,
 * lets the lock go and says so; then it holds the lock and resumes the game from the save.
 * Without Web Locks (old browsers) every tab plays, as before.
 */

const LOCK = 'puerto-rico-app-game';
const CHANNEL = 'puerto-rico-app-game';
const TAKE_OVER = 'take-over';

/**
 * @param {() => Promise<void>} onTakenOver called when another tab takes the game: stop saving
 *   and say so; the lock is let go once it resolves
 */
export function createTabLock(onTakenOver) {
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
    if (!locks || letGo) return Promise.resolve(true);
    if (waiting) return waiting;
    const asked = new Promise((/** @type {(held: boolean) => void} */ resolve) => {
      locks
        .request(LOCK, { ifAvailable: ifFree }, (lock) => {
          if (!lock) {
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
    /** Resolves once this tab holds the game: when the tab that has it closes or lets it go. */
    wait: () => hold(false),
    /** Asks the tab that holds the game to let it go (wait() then resolves). */
    askHolder() {
      channel?.postMessage(TAKE_OVER);
    },
  };
}
