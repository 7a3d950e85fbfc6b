// What e2e/test_decision_panel.py measures of the action list.

/**
 * Where each button of the action list is once scrolled into view within its own box: in the
 * window, and the element the player would hit there. How many, the passes and whether each is
 * in sight, those that cannot be reached, and how far the page itself was scrolled.
 * @returns {{ count: number, passes: string[], passInSight: boolean[], unreachable: string[],
 *   pageScrolled: number }}
 */
export function reachableButtons() {
  const list = /** @type {Element} */ (document.querySelector('[data-testid=action-list]'));
  /** @param {HTMLElement} b */
  const seen = (b) => {
    const r = b.getBoundingClientRect();
    const x = r.left + r.width / 2,
      y = r.top + r.height / 2;
    const inside =
      r.top >= 0 &&
      r.bottom <= innerHeight + 0.5 &&
      r.left >= 0 &&
      r.right <= innerWidth + 0.5 &&
      r.height > 0;
    const hit = document.elementFromPoint(x, y);
    return inside && !!hit && (hit === b || b.contains(hit));
  };
  const buttons = /** @type {HTMLElement[]} */ ([...list.querySelectorAll('button[data-code]')]);
  const passes = buttons.filter((b) => b.classList.contains('pass'));
  const passInSight = passes.map((b) => seen(b));
  const unreachable = [];
  for (const b of buttons) {
    b.scrollIntoView({ block: 'nearest' });
    if (!seen(b)) unreachable.push(b.innerText);
  }
  return {
    count: buttons.length,
    passes: passes.map((b) => b.innerText),
    passInSight,
    unreachable,
    pageScrolled: /** @type {Element} */ (document.scrollingElement).scrollTop,
  };
}
