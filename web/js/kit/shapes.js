// @ts-check
/**
 * Drawing primitives: goods by shape and mark, told apart without their colours (in greyscale,
 * e2e/test_colour_and_zoom.py): corn an upright ear with its rows of kernels, indigo ■, sugar ◆,
 * tobacco ▲ with a leaf's vein, coffee ⬣ with a bean's light slit, San Juan's silver an ingot ⏢;
 * the doubloon a round coin with a ring and a square hole. Colonists, VP chips, text that fits.
 * Each takes a 2D context in sheet units.
 */
import { COLORS, FONT, GOOD_COLORS, STROKE } from './theme.js';

/** @typedef {CanvasRenderingContext2D} Ctx */

/**
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/**
 * Fills the path just traced in `fill` and draws its edge in `edge`, `width` units wide.
 * @param {Ctx} ctx @param {string} fill @param {string} edge @param {number} width
 */
export function fillAndEdge(ctx, fill, edge, width) {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = width;
  ctx.strokeStyle = edge;
  ctx.stroke();
}

/**
 * The path of a circle centred on (x, y), radius r.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} r
 */
function circlePath(ctx, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

/**
 * The path of a good's shape centred on (x, y), radius r.
 * @param {Ctx} ctx @param {string} good @param {number} x @param {number} y @param {number} r
 */
export function goodPath(ctx, good, x, y, r) {
  ctx.beginPath();
  switch (good) {
    case 'corn': // an ear, upright
      ctx.ellipse(x, y, r * 0.58, r * 1.05, 0, 0, Math.PI * 2);
      break;
    case 'indigo':
      ctx.rect(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6);
      break;
    case 'sugar':
      ctx.moveTo(x, y - r * 1.05);
      ctx.lineTo(x + r * 0.95, y);
      ctx.lineTo(x, y + r * 1.05);
      ctx.lineTo(x - r * 0.95, y);
      ctx.closePath();
      break;
    case 'tobacco':
      ctx.moveTo(x, y - r * 1.0);
      ctx.lineTo(x + r * 1.02, y + r * 0.78);
      ctx.lineTo(x - r * 1.02, y + r * 0.78);
      ctx.closePath();
      break;
    case 'silver': // an ingot: a trapezoid
      ctx.moveTo(x - r * 0.55, y - r * 0.6);
      ctx.lineTo(x + r * 0.55, y - r * 0.6);
      ctx.lineTo(x + r * 1.05, y + r * 0.6);
      ctx.lineTo(x - r * 1.05, y + r * 0.6);
      ctx.closePath();
      break;
    default: // coffee: hexagon
      for (let i = 0; i < 6; i++) {
        const a = Math.PI / 6 + (i * Math.PI) / 3;
        const px = x + Math.cos(a) * r;
        const py = y + Math.sin(a) * r;
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
  }
}

/**
 * A barrel of a good.
 * @param {Ctx} ctx @param {string} good @param {number} x @param {number} y @param {number} r
 * @param {number} [alpha]
 */
export function drawGood(ctx, good, x, y, r, alpha = 1) {
  const c = GOOD_COLORS[good];
  ctx.save();
  ctx.globalAlpha *= alpha;
  goodPath(ctx, good, x, y, r);
  fillAndEdge(ctx, c.fill, c.edge, Math.max(1, r * 0.16) * STROKE.scale);
  goodMark(ctx, good, x, y, r, c.edge);
  ctx.restore();
}

/**
 * The mark inside a good's shape that tells it apart where shapes alone are alike when small:
 * corn's rows of kernels, tobacco's vein, coffee's bean slit.
 * @param {Ctx} ctx @param {string} good @param {number} x @param {number} y @param {number} r
 * @param {string} edge
 */
function goodMark(ctx, good, x, y, r, edge) {
  ctx.beginPath();
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(0.8, r * 0.13) * STROKE.scale;
  ctx.strokeStyle = edge;
  if (good === 'corn') {
    ctx.moveTo(x, y - r * 0.8);
    ctx.lineTo(x, y + r * 0.8);
    for (const dy of [-0.42, 0, 0.42]) {
      const half = r * 0.58 * Math.sqrt(1 - (dy / 1.05) ** 2);
      ctx.moveTo(x - half, y + dy * r);
      ctx.lineTo(x + half, y + dy * r);
    }
  } else if (good === 'tobacco') {
    ctx.moveTo(x, y - r * 0.45);
    ctx.lineTo(x, y + r * 0.6);
  } else if (good === 'coffee') {
    ctx.moveTo(x - r * 0.12, y - r * 0.62);
    ctx.quadraticCurveTo(x + r * 0.38, y, x - r * 0.12, y + r * 0.62);
    ctx.strokeStyle = '#f0dcc0';
    ctx.lineWidth = Math.max(1.2, r * 0.26);
  } else return;
  ctx.stroke();
}

/**
 * An empty colonist circle.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} r
 */
export function drawCircle(ctx, x, y, r) {
  circlePath(ctx, x, y, r);
  fillAndEdge(ctx, COLORS.circle, COLORS.circleEdge, Math.max(0.8, r * 0.15) * STROKE.scale);
}

/** A colonist disc. @param {Ctx} ctx @param {number} x @param {number} y @param {number} r */
export function drawColonist(ctx, x, y, r) {
  circlePath(ctx, x, y, r * 0.8);
  fillAndEdge(ctx, COLORS.colonist, COLORS.colonistRim, Math.max(0.8, r * 0.14) * STROKE.scale);
  circlePath(ctx, x - r * 0.25, y - r * 0.28, r * 0.22);
  ctx.fillStyle = 'rgba(255,255,255,0.25)';
  ctx.fill();
}

/** A doubloon. @param {Ctx} ctx @param {number} x @param {number} y @param {number} r */
export function drawCoin(ctx, x, y, r) {
  circlePath(ctx, x, y, r);
  fillAndEdge(ctx, COLORS.gold, COLORS.goldEdge, Math.max(0.8, r * 0.15) * STROKE.scale);
  // A broad ring and the square hole of a cash coin: marks no good has.
  circlePath(ctx, x, y, r * 0.6);
  ctx.strokeStyle = COLORS.goldEdge;
  ctx.lineWidth = Math.max(1, r * 0.2) * STROKE.scale;
  ctx.stroke();
  const h = r * 0.3;
  ctx.fillStyle = COLORS.goldEdge;
  ctx.fillRect(x - h, y - h, h * 2, h * 2);
}

/**
 * A VP chip: a small shield.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} r
 */
export function drawVp(ctx, x, y, r) {
  ctx.beginPath();
  ctx.moveTo(x - r * 0.9, y - r * 0.85);
  ctx.lineTo(x + r * 0.9, y - r * 0.85);
  ctx.lineTo(x + r * 0.9, y + r * 0.1);
  ctx.quadraticCurveTo(x + r * 0.8, y + r * 0.8, x, y + r * 1.05);
  ctx.quadraticCurveTo(x - r * 0.8, y + r * 0.8, x - r * 0.9, y + r * 0.1);
  ctx.closePath();
  fillAndEdge(ctx, COLORS.vp, COLORS.vpEdge, Math.max(0.8, r * 0.14) * STROKE.scale);
}

/** The governor's crown. @param {Ctx} ctx @param {number} x @param {number} y @param {number} s */
export function drawCrown(ctx, x, y, s) {
  ctx.beginPath();
  ctx.moveTo(x - s, y + s * 0.6);
  ctx.lineTo(x - s, y - s * 0.4);
  ctx.lineTo(x - s * 0.5, y + s * 0.05);
  ctx.lineTo(x, y - s * 0.75);
  ctx.lineTo(x + s * 0.5, y + s * 0.05);
  ctx.lineTo(x + s, y - s * 0.4);
  ctx.lineTo(x + s, y + s * 0.6);
  ctx.closePath();
  fillAndEdge(ctx, COLORS.gold, COLORS.goldEdge, Math.max(0.8, s * 0.14));
}

/** The soft hyphen: a place to break a long word, invisible unless the line breaks there. */
const SHY = '\u00AD';

// The text floor of the sheet being drawn: set by kit/parts.js at the start of each frame and read
// within it by every text drawn (the games' drawings included), so it is not passed to each.
/** The size (units) below which no text shrinks to fit, on the sheet being drawn: the tall sheet
 * has one, so that its text stays readable at its small scales (render() sets it per frame). */
let floor = 0;
/** Every text of the sheet being drawn is at least `floor`, its own size raised to it where that
 * is smaller (a sheet with a floor in CSS px: kit/layout.js `minCss`). */
let lift = false;

/** @param {number} units @param {boolean} [lifted] every text raised to the floor */
export function setTextFloor(units, lifted = false) {
  floor = units;
  lift = lifted;
}

/**
 * The size (units) a text of `size` is drawn at on the sheet being drawn: raised to its floor
 * where the sheet lifts its texts. For text drawn or measured with a font of its own.
 * @param {number} size
 */
export function textSize(size) {
  return lift ? Math.max(size, floor) : size;
}

/** The floor every text of the sheet being drawn is raised to, in units (0: its texts keep
 * their own sizes). */
export function textFloor() {
  return lift ? floor : 0;
}

/**
 * The smallest size a text of `size` may shrink to: `min` (7 units unless told, never above the
 * size itself), not below the sheet's floor.
 * @param {number} size @param {number|undefined} min
 */
function smallest(size, min) {
  if (lift) return Math.max(floor, Math.min(min ?? 7, size));
  return Math.max(min ?? Math.min(size, 7), Math.min(size, floor));
}

/** Every text the board had to cut short (…) since the page opened: tests check that no
 * language's words are too long for their place (e2e/test_languages.py). */
export const clippedTexts = new Set();

// The board draws the same labels in the same places at every frame, and fitting one measures it
// at each size it tries (each a font to set and a text to shape): so each fit is remembered, by
// everything it depends on (the text, its room, the sizes asked, the sheet's floor). The fonts are
// the system's, whose widths do not change while the page is open.
const FITS_KEPT = 4096; // per kind of fit; a new language or window size soon fills them anew
/** @type {Map<string, {font: string, shown: string}>} */
const fits = new Map();
/** @type {Map<string, {font: string, lines: string[], size: number}>} */
const lineFits = new Map();
/** @type {Map<string, {font: string, fits: boolean}>} */
const fitTests = new Map();

/**
 * The fit remembered under `key`, else `measure()`'s, then remembered.
 * @template {{font: string}} F
 * @param {Map<string, F>} kept @param {string} key @param {() => F} measure
 * @returns {F}
 */
function remembered(kept, key, measure) {
  let found = kept.get(key);
  if (found === undefined) {
    found = measure();
    if (kept.size >= FITS_KEPT) kept.clear();
    kept.set(key, found);
  }
  return found;
}

/**
 * Sets a font whose size makes `text` fit in maxW (down to minSize), returns the text to draw
 * (ellipsised if even the smallest size is too wide).
 * @param {Ctx} ctx @param {string} text @param {number} maxW @param {number} size
 * @param {{weight?: string, family?: string, min?: number}} [opts]
 */
export function fit(ctx, text, maxW, size, opts = {}) {
  const weight = opts.weight ?? '600';
  const family = opts.family ?? FONT;
  const key = `${weight}|${family}|${size}|${opts.min}|${maxW}|${floor}|${lift}|${text}`;
  const found = remembered(fits, key, () => {
    const shown = measureFit(ctx, text.replaceAll(SHY, ''), maxW, size, weight, family, opts.min);
    return { font: ctx.font, shown };
  });
  ctx.font = found.font;
  return found.shown;
}

/**
 * fit()'s measuring: leaves the font it found set.
 * @param {Ctx} ctx @param {string} text @param {number} maxW @param {number} size
 * @param {string} weight @param {string} family @param {number|undefined} least
 */
function measureFit(ctx, text, maxW, size, weight, family, least) {
  const min = smallest(size, least);
  let s = textSize(size);
  ctx.font = `${weight} ${s}px ${family}`;
  while (s > min && ctx.measureText(text).width > maxW) {
    s = lift ? Math.max(min, s - 0.5) : s - 0.5; // a lifted sheet's steps end at its floor
    ctx.font = `${weight} ${s}px ${family}`;
  }
  if (ctx.measureText(text).width <= maxW) return text;
  clippedTexts.add(text);
  let cut = text;
  while (cut.length > 1 && ctx.measureText(cut + '…').width > maxW) cut = cut.slice(0, -1);
  return cut + '…';
}

/**
 * Draws text fitted into a box. align: 'left'|'center'|'right'.
 * @param {Ctx} ctx @param {string} text @param {number} x @param {number} y @param {number} maxW
 * @param {number} size @param {string} color
 * @param {{
 *   weight?: string,
 *   family?: string,
 *   min?: number,
 *   align?: CanvasTextAlign,
 *   baseline?: CanvasTextBaseline,
 * }} [opts]
 */
export function text(ctx, text, x, y, maxW, size, color, opts = {}) {
  const shown = fit(ctx, text, maxW, size, opts);
  ctx.fillStyle = color;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = opts.baseline ?? 'middle';
  ctx.fillText(shown, x, y);
}

/**
 * A dotted outline for an empty space.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {number} r
 */
export function emptySpace(ctx, x, y, w, h, r) {
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, r);
  ctx.fillStyle = COLORS.empty;
  ctx.fill();
  ctx.setLineDash([3, 3]);
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLORS.emptyEdge;
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * A small cargo-ship hull.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} fill
 */
export function drawHull(ctx, x, y, w, h, fill) {
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + w, y);
  ctx.lineTo(x + w - h * 0.45, y + h);
  ctx.lineTo(x + h * 0.3, y + h);
  ctx.closePath();
  fillAndEdge(ctx, fill, COLORS.shipEdge, 1.2);
}

/**
 * Lays text out on one or two lines at the largest size (down to opts.min) that fits maxW.
 * Sets ctx.font to that size; returns the lines and the size.
 * @param {Ctx} ctx @param {string} text @param {number} maxW @param {number} maxLines
 * @param {number} size
 * @param {{weight?: string, family?: string, min?: number}} [opts]
 * @returns {{lines: string[], size: number}}
 */
export function fitLines(ctx, text, maxW, maxLines, size, opts = {}) {
  const weight = opts.weight ?? '600';
  const family = opts.family ?? FONT;
  const sizes = `${size}|${opts.min}|${floor}|${lift}`;
  const key = `${weight}|${family}|${sizes}|${maxW}|${maxLines}|${text}`;
  const found = remembered(lineFits, key, () => {
    const { lines, size: s } = measureLines(ctx, text, maxW, maxLines, size, opts);
    return { font: ctx.font, lines, size: s };
  });
  ctx.font = found.font;
  return { lines: found.lines, size: found.size };
}

/**
 * fitLines()'s measuring: leaves the font it found set.
 * @param {Ctx} ctx @param {string} text @param {number} maxW @param {number} maxLines
 * @param {number} size @param {{weight?: string, family?: string, min?: number}} opts
 * @returns {{lines: string[], size: number}}
 */
function measureLines(ctx, text, maxW, maxLines, size, opts) {
  const weight = opts.weight ?? '600';
  const family = opts.family ?? FONT;
  const min = smallest(size, opts.min ?? 7);
  const whole = text.replaceAll(SHY, '');
  const splits = maxLines >= 2 ? twoLineSplits(text) : [];
  // (a lifted sheet's steps end at its floor)
  for (let s = textSize(size); s >= min; s = lift && s > min ? Math.max(min, s - 0.5) : s - 0.5) {
    ctx.font = `${weight} ${s}px ${family}`;
    if (ctx.measureText(whole).width <= maxW) return { lines: [whole], size: s };
    let bestSplit = null;
    let bestW = Infinity;
    for (const split of splits) {
      const w = Math.max(ctx.measureText(split[0]).width, ctx.measureText(split[1]).width);
      if (w < bestW) {
        bestW = w;
        bestSplit = split;
      }
    }
    if (bestSplit && bestW <= maxW) return { lines: bestSplit, size: s };
  }
  const shown = fit(ctx, whole, maxW, min, opts);
  return { lines: [shown], size: min };
}

/**
 * True if `text` fits maxW in at most maxLines lines at the smallest size allowed (opts.min),
 * without being cut short.
 * @param {Ctx} ctx @param {string} text @param {number} maxW @param {number} maxLines
 * @param {{weight?: string, family?: string, min?: number}} [opts]
 */
export function canFit(ctx, text, maxW, maxLines, opts = {}) {
  const font = `${opts.weight ?? '600'} ${Math.max(opts.min ?? 7, floor)}px ${opts.family ?? FONT}`;
  const key = `${font}|${maxW}|${maxLines}|${text}`;
  const found = remembered(fitTests, key, () => {
    ctx.font = font;
    return { font: ctx.font, fits: measureCanFit(ctx, text, maxW, maxLines) };
  });
  ctx.font = found.font;
  return found.fits;
}

/**
 * canFit()'s measuring, in the font set.
 * @param {Ctx} ctx @param {string} text @param {number} maxW @param {number} maxLines
 */
function measureCanFit(ctx, text, maxW, maxLines) {
  if (ctx.measureText(text.replaceAll(SHY, '')).width <= maxW) return true;
  const splits = maxLines >= 2 ? twoLineSplits(text) : [];
  return splits.some(
    ([a, b]) => Math.max(ctx.measureText(a).width, ctx.measureText(b).width) <= maxW,
  );
}

/**
 * Where a text may be broken in two: at a space, or at a soft hyphen (U+00AD), which the
 * language files put in long compound words ("Indígó\u00ADplöntu\u00ADvinnsla") and which shows
 * as a hyphen only where the line breaks.
 * @param {string} text @returns {[string, string][]}
 */
function twoLineSplits(text) {
  /** @type {[string, string][]} */
  const out = [];
  for (let i = 1; i < text.length - 1; i++) {
    const c = text[i];
    if (c !== ' ' && c !== SHY) continue;
    const head = text.slice(0, i).replaceAll(SHY, '');
    out.push([c === SHY ? `${head}-` : head, text.slice(i + 1).replaceAll(SHY, '')]);
  }
  return out;
}

/** A line's height in textLines, in font sizes. */
export const LINE_HEIGHT = 1.12;

/**
 * Draws text on up to two lines centred vertically on cy.
 * @param {Ctx} ctx @param {string} str @param {number} x @param {number} cy @param {number} maxW
 * @param {number} maxLines @param {number} size @param {string} color
 * @param {{weight?: string, family?: string, min?: number, align?: CanvasTextAlign}} [opts]
 */
export function textLines(ctx, str, x, cy, maxW, maxLines, size, color, opts = {}) {
  const { lines, size: s } = fitLines(ctx, str, maxW, maxLines, size, opts);
  ctx.fillStyle = color;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'middle';
  const lh = s * LINE_HEIGHT;
  lines.forEach((line, i) => ctx.fillText(line, x, cy + (i - (lines.length - 1) / 2) * lh));
  return lines.length * lh;
}
