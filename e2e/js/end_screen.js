// What e2e/test_end_screen.py measures of the end screen and its figures.

/**
 * The element `id` (a test id) is inside the window and nothing covers its middle (the end
 * card's sticky row of buttons, the card's edge): a player sees it without scrolling.
 * @param {string} id
 * @returns {boolean}
 */
export function inSight(id) {
  const e = /** @type {Element} */ (document.querySelector(`[data-testid=${id}]`));
  const r = e.getBoundingClientRect();
  if (r.width === 0 || r.top < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit === e || e.contains(hit);
}

/**
 * Every text of the SVG figure `id` (a test id): its box in the figure's own units, and the
 * figure's viewBox.
 * @param {string} id
 * @returns {{ width: number, height: number, texts: { text: string | null, cls: string | null,
 *   x: number, y: number, w: number, h: number }[] }}
 */
export function figureTexts(id) {
  const svg = /** @type {SVGSVGElement} */ (document.querySelector(`[data-testid=${id}]`));
  const box = svg.viewBox.baseVal;
  return {
    width: box.width,
    height: box.height,
    texts: [...svg.querySelectorAll('text')].map((t) => {
      const b = t.getBBox();
      const cls = t.getAttribute('class');
      return { text: t.textContent, cls, x: b.x, y: b.y, w: b.width, h: b.height };
    }),
  };
}
