// What e2e/layout_checks.py reads of the page's layout outside the canvas.

/**
 * The page's scrollable size and the window's.
 * @returns {{ sh: number, ih: number, sw: number, iw: number }}
 */
export function pageAndWindow() {
  const root = document.documentElement;
  return { sh: root.scrollHeight, ih: innerHeight, sw: root.scrollWidth, iw: innerWidth };
}

/**
 * Visible text that does not fit where it is: a page that scrolls sideways, an element that
 * leaves the window, or a box whose text is wider than the box (cut off or spilling out).
 * @returns {string[]}
 */
export function overflowingTexts() {
  const out = [];
  const root = document.documentElement;
  if (root.scrollWidth > innerWidth + 1)
    out.push(`the page scrolls sideways: ${root.scrollWidth} > ${innerWidth}`);
  /** @param {Element} el */
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const texty =
    'button, label, select, h1, h2, h3, p, li, td, th, span, .status, .prompt, .label, .hint';
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(texty))) {
    const text = (el.textContent ?? '').trim();
    if (!visible(el) || !text) continue;
    const r = el.getBoundingClientRect();
    const testid = el.dataset.testid ? `[${el.dataset.testid}]` : '';
    const name = `${el.tagName.toLowerCase()}${testid} "${text.slice(0, 40)}"`;
    if (r.left < -1 || r.right > innerWidth + 1)
      out.push(`${name} leaves the window (${Math.round(r.left)}..${Math.round(r.right)})`);
    const display = getComputedStyle(el).display;
    if (display.startsWith('inline') && display !== 'inline-block' && display !== 'inline-flex')
      continue;
    // (A label hidden for the eye but read to screen readers is 1 px wide on purpose.)
    if (el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1)
      out.push(`${name} is wider than its box (${el.scrollWidth} > ${el.clientWidth})`);
  }
  return out;
}
