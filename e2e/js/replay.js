// The step-through's bar as e2e/test_saves.py drives it.

/**
 * The bar shows move `n` (its step text starts "Move n ").
 * @param {number} n
 * @returns {boolean}
 */
export function showsMove(n) {
  const step = document.querySelector('[data-testid=replay-step]');
  return Boolean(step && step.textContent?.startsWith(`Move ${n} `));
}

/**
 * The bar's buttons `ids` (next, prev) clicked one after another in one task: quicker than the
 * engine shows a move.
 * @param {string[]} ids
 */
export function pressAtOnce(ids) {
  for (const id of ids) {
    const button = /** @type {HTMLElement} */ (
      document.querySelector(`[data-testid=replay-${id}]`)
    );
    button.click();
  }
}
