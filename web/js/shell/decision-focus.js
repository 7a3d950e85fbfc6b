// @ts-check
/**
 * The keyboard's focus across the bots' moves: a player who works from the keyboard finds it on
 * his decision when his turn comes again (an editor's choices, else the list of moves), never
 * lost on the page's body because the control he used was drawn again or disabled meanwhile.
 * A player who uses the pointer keeps the page as he left it.
 */

/** Keys that move or press: the player works from the keyboard. */
const KEYBOARD = new Set(['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * @param {() => HTMLElement[]} places where a decision is, first found first: the editors'
 *   panels, then the list of moves
 * @param {() => boolean} dialogOpen a dialog holds the focus
 * @param {AbortSignal} signal ends the listening with the game
 */
export function createDecisionFocus(places, dialogOpen, signal) {
  let keyboard = false;
  const opts = { capture: true, passive: true, signal };
  document.addEventListener(
    'keydown',
    (ev) => {
      if (KEYBOARD.has(ev.key)) keyboard = true;
    },
    opts,
  );
  document.addEventListener(
    'pointerdown',
    () => {
      keyboard = false;
    },
    opts,
  );
  return {
    /**
     * After the panels are drawn: the focus back on the decision if it was lost.
     * @param {boolean} enabled the player may decide now
     */
    restore(enabled) {
      if (!keyboard || !enabled || dialogOpen()) return;
      const at = document.activeElement;
      const lost = !at || at === document.body || !at.isConnected || !!at.closest('[hidden]');
      if (!lost) return;
      for (const place of places()) {
        if (place.hidden) continue;
        const stop =
          place.querySelector('button[tabindex="0"]:not([disabled])') ??
          place.querySelector('button:not([disabled])');
        if (stop instanceof HTMLElement && stop.offsetParent !== null) {
          stop.focus();
          return;
        }
      }
    },
  };
}
