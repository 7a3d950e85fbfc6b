// What e2e/test_board_layout.py asks of the board's pure layout (window.__prTest.computeLayout).

/**
 * @typedef {{ id: string, kind: string, own: boolean, x: number, y: number, w: number,
 *   h: number }} Item
 * @typedef {{ template: string, scale: number, vw: number, vh: number, items: Item[] }} Layout
 */

/**
 * The layout the app drew for the present position at the canvas's size (`w` x `h` CSS px), and
 * the square sheet's (750 x 750) for comparison: their template, scale, size and items.
 * @param {[number, number]} size
 * @returns {{ drawn: Layout, square: Layout }}
 */
export function drawnAndSquareLayouts([w, h]) {
  const { computeLayout } = window.__prTest;
  const snap = window.__prTest.snapshot();
  /**
   * @param {Layout} l
   * @returns {Layout}
   */
  const brief = (l) => ({
    template: l.template,
    scale: l.scale,
    vw: l.vw,
    vh: l.vh,
    items: l.items.map((it) => ({
      id: it.id,
      kind: it.kind,
      own: !!it.own,
      x: it.x,
      y: it.y,
      w: it.w,
      h: it.h,
    })),
  });
  return {
    drawn: brief(computeLayout(snap.view, snap.seat, w, h)),
    square: brief(computeLayout(snap.view, snap.seat, 750, 750)),
  };
}
