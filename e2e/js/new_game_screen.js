// What e2e/test_new_game_screen.py checks of the new-game screen's form in the window.

/**
 * For each of `parts` (selectors inside the new-game screen): [it, whether it is shown whole
 * inside the window and, if it is in the form's scrolling body, above that body's bottom].
 * @param {string[]} parts
 * @returns {[string, boolean][]}
 */
export function partsInSight(parts) {
  return parts.map((s) => {
    const e = /** @type {Element} */ (document.querySelector(`[data-testid=setup-screen] ${s}`));
    const r = e.getBoundingClientRect();
    const body = e.closest('.setup-body');
    return [
      s,
      r.top >= 0 &&
        r.bottom <= innerHeight &&
        r.height > 0 &&
        (!body || r.bottom <= body.getBoundingClientRect().bottom + 1),
    ];
  });
}
