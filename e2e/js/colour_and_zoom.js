// What e2e/test_colour_and_zoom.py measures of the page under forced colours, contrast and zoom.

/**
 * The shares of white and of dark pixels (relative luminance under 40) of the board's canvas.
 * @returns {{ white: number, dark: number }}
 */
export function boardPixels() {
  const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('[data-testid=board]'));
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const d = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let white = 0,
    dark = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i] === 255 && d[i + 1] === 255 && d[i + 2] === 255) white++;
    if (0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2] < 40) dark++;
  }
  const n = d.length / 4;
  return { white: white / n, dark: dark / n };
}

/**
 * A panel button's border and, focused from the keyboard, the focused element's outline.
 * @returns {{ border: string, borderWidth: number, focus: string, outline: string,
 *   outlineWidth: number }}
 */
export function controlLines() {
  const button = /** @type {HTMLElement} */ (document.querySelector('[data-testid=menu-more]'));
  const s = getComputedStyle(button);
  const active = /** @type {HTMLElement} */ (document.activeElement);
  const focused = getComputedStyle(active);
  return {
    border: s.borderTopStyle,
    borderWidth: parseFloat(s.borderTopWidth),
    focus: active.dataset.testid ?? active.tagName,
    outline: focused.outlineStyle,
    outlineWidth: parseFloat(focused.outlineWidth),
  };
}
