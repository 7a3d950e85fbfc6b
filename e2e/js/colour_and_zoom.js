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

/**
 * Each good and the doubloon drawn alone on the paper at each of `radii`, read back as grey
 * levels (the weights of CSS grayscale()), by `${kind}@${radius}`; and the page's body replaced
 * by a sheet of them all at the board's sizes and four times larger, grey, for a person. The
 * kit's modules are served under /__test__/kit/ (the site bundles them).
 * @param {{ kinds: string[], radii: number[], theme: string }} args
 * @returns {Promise<Record<string, number[]>>}
 */
export async function greyLegend({ kinds, radii, theme }) {
  const kit = '/__test__/kit/';
  /** @type {{ drawGood: DrawGood, drawCoin: DrawCoin }} */
  const { drawGood, drawCoin } = await import(kit + 'shapes.js');
  /** @type {{ COLORS: Record<string, string>, setTheme: (theme: string) => void }} */
  const { COLORS, setTheme } = await import(kit + 'theme.js');
  setTheme(theme);
  /** @type {DrawGood} */
  const draw = (ctx, kind, x, y, r) =>
    kind === 'coin' ? drawCoin(ctx, x, y, r) : drawGood(ctx, kind, x, y, r);
  /** @type {Record<string, number[]>} */
  const grey = {};
  for (const r of radii) {
    const side = Math.ceil(r * 2.6);
    for (const kind of kinds) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = side;
      const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      ctx.fillStyle = COLORS.paper;
      ctx.fillRect(0, 0, side, side);
      draw(ctx, kind, side / 2, side / 2, r);
      const d = ctx.getImageData(0, 0, side, side).data;
      const out = [];
      for (let i = 0; i < d.length; i += 4)
        out.push(0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2]);
      grey[`${kind}@${r}`] = out;
    }
  }
  const sheet = document.createElement('canvas');
  sheet.width = kinds.length * 90;
  sheet.height = 120;
  sheet.dataset.testid = 'legend';
  sheet.style.filter = 'grayscale(1)';
  const ctx = /** @type {CanvasRenderingContext2D} */ (sheet.getContext('2d'));
  ctx.fillStyle = COLORS.paper;
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  kinds.forEach((kind, i) => {
    draw(ctx, kind, i * 90 + 15, 20, 6.5);
    draw(ctx, kind, i * 90 + 45, 20, 9);
    draw(ctx, kind, i * 90 + 45, 72, 30);
    ctx.fillStyle = COLORS.ink;
    ctx.font = '12px sans-serif';
    ctx.fillText(kind, i * 90 + 25, 114);
  });
  document.body.replaceChildren(sheet);
  return grey;
}
/**
 * @typedef {(ctx: CanvasRenderingContext2D, kind: string, x: number, y: number, r: number) => void}
 *   DrawGood
 * @typedef {(ctx: CanvasRenderingContext2D, x: number, y: number, r: number) => void} DrawCoin
 */

/**
 * Every visible control of the screen (of the topmost dialog where one is open) scrolled into
 * sight as the player can: only containers that scroll may have been scrolled; then inside the
 * window and the topmost element at its middle and near its corners. How many controls were
 * seen, and what cannot be reached.
 * @returns {{ seen: number, out: string[] }}
 */
export function unreachableControls() {
  const dialogs = [...document.querySelectorAll('.overlay:not([hidden])')];
  const scope = dialogs.length ? dialogs[dialogs.length - 1] : document;
  const controls = /** @type {HTMLElement[]} */ ([
    ...scope.querySelectorAll(
      'button, select, input:not([type=hidden]), summary, a[href], [tabindex="0"]',
    ),
  ]);
  /** @type {string[]} */
  const out = [];
  let seen = 0;
  for (const el of controls) {
    const r0 = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (r0.width < 2 || r0.height < 2 || style.visibility === 'hidden') continue;
    if (el.closest('details:not([open])') && el.tagName !== 'SUMMARY') continue;
    seen++;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const label = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30);
    const name = `${el.tagName.toLowerCase()}[${el.dataset.testid ?? ''}] "${label}"`;
    out.push(...scrolledAway(el, name));
    const r = el.getBoundingClientRect();
    if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
      out.push(`${name}: out of the window at ${Math.round(r.left)},${Math.round(r.top)}`);
      continue;
    }
    const cover = coveredBy(el, r);
    if (cover) out.push(`${name}: covered by ${cover}`);
  }
  return { seen, out };
}

/**
 * The findings of control `el` (called `name`) scrolled within an ancestor that does not scroll.
 * @param {HTMLElement} el
 * @param {string} name
 * @returns {string[]}
 */
function scrolledAway(el, name) {
  const out = [];
  for (let a = el.parentElement; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    const fixed = a === document.documentElement || a === document.body;
    /** @param {string} o */
    const stuck = (o) => fixed || o === 'hidden' || o === 'clip';
    if ((a.scrollTop && stuck(s.overflowY)) || (a.scrollLeft && stuck(s.overflowX))) {
      const where = `${a.tagName.toLowerCase()}.${a.className}`;
      out.push(`${name}: hidden in a ${where} that does not scroll`);
    }
  }
  return out;
}

/**
 * What covers control `el` (at `r`) at its middle or one of its four corners (a few px in), as
 * tag.class; null where it is whole, neither clipped nor covered.
 * @param {HTMLElement} el
 * @param {DOMRect} r
 * @returns {string | null}
 */
function coveredBy(el, r) {
  const inset = Math.min(4, r.width / 4, r.height / 4);
  const points = [
    [r.left + r.width / 2, r.top + r.height / 2],
    [r.left + inset, r.top + inset],
    [r.right - inset, r.top + inset],
    [r.left + inset, r.bottom - inset],
    [r.right - inset, r.bottom - inset],
  ];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit === el || el.contains(hit) || hit?.closest('label')?.contains(el)) continue;
    return `${hit?.tagName.toLowerCase()}.${hit?.className}`;
  }
  return null;
}
