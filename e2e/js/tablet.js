// What e2e/test_tablet.py measures of the page on a tablet: the controls a finger taps, the
// texts' sizes, the panel's parts.

/**
 * @typedef {{ x: number, y: number, w: number, h: number }} Box
 */

/**
 * Every visible control a finger can tap: its name (test id, action code, id or tag.class), its
 * text and its box.
 * @returns {(Box & { name: string, text: string })[]}
 */
export function controls() {
  const out = [];
  const sel = 'button, select, input, textarea, summary, a[href], [role=button], [role=radio]';
  for (const el of document.querySelectorAll(sel)) {
    if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
    const r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const code = el.getAttribute('data-code');
    const name =
      el.getAttribute('data-testid') ||
      (code && `action ${code}`) ||
      el.id ||
      `${el.tagName.toLowerCase()}.${el.className}`;
    const text = (el.textContent || '').trim().slice(0, 40);
    out.push({ name, text, x: r.x, y: r.y, w: r.width, h: r.height });
  }
  return out;
}

/**
 * The font size of every visible text outside the canvas, and of what form fields show.
 * @returns {{ text: string, size: number }[]}
 */
export function fontSizes() {
  const out = [];
  /** @param {Element} el */
  const shown = (el) => {
    if (!el.checkVisibility({ checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1; // not a visually hidden label for screen readers
  };
  /** @param {Element} el */
  const size = (el) => parseFloat(getComputedStyle(el).fontSize);
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    const text = (n.textContent ?? '').trim();
    if (!el || !text || el.closest('noscript, select') || !shown(el)) continue;
    out.push({ text: text.slice(0, 30), size: size(el) });
  }
  for (const el of document.querySelectorAll('select, input')) {
    const field = /** @type {HTMLInputElement | HTMLSelectElement} */ (el);
    if (shown(field)) out.push({ text: field.value.slice(0, 30), size: size(field) });
  }
  return out;
}

/**
 * The panel's visible parts (what is heard, not seen, aside): their id or class and box.
 * @returns {(Box & { id: string })[]}
 */
export function panelParts() {
  return [...document.querySelectorAll('.panel > *')]
    .filter((el) => el.checkVisibility() && !el.classList.contains('visually-hidden'))
    .map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.id || el.className, x: r.x, y: r.y, w: r.width, h: r.height };
    });
}

/**
 * The window is `w` x `h` CSS px (page.set_viewport_size may return before the page has seen the
 * change): for a screen with no board to wait for (page.js boardFits).
 * @param {[number, number]} size
 * @returns {boolean}
 */
export function windowIs([w, h]) {
  return innerWidth === w && innerHeight === h;
}
