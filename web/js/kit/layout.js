// @ts-check
/**
 * What every game's layout is made of: a game designs its table on virtual sheets (units, not
 * pixels), one for each shape of canvas; the sheet that fills the canvas better is scaled
 * uniformly and centred, the renderer draws in sheet units under one transform, and hit-testing
 * maps CSS pixels back. Pure helpers: rectangles, their splits and grids, and the sheet's
 * placement. They know no game.
 */

/** @typedef {{x: number, y: number, w: number, h: number}} Rect */
/**
 * An element of a table. `id` names it for hit-testing, highlighting and tooltips; `around`: it
 * is drawn around other elements (a group's box), so a target's hit area may grow over it.
 * @typedef {Rect & {id: string, kind: string, seat?: number, own?: boolean, title?: string,
 *   band?: number, around?: boolean}} Item
 */
/**
 * A virtual sheet: its size in units, and `minText`, the size (units) below which no text
 * shrinks (where a name would have to, its short form is drawn). `minCss` (a game's choice): a
 * floor in CSS px instead, for every text, however small its own size: minCss / scale units, at
 * most LIFT_MAX times minCss (the sheet is designed to hold its texts at that size; on a canvas
 * smaller still, its text shrinks with it rather than be cut short).
 * @typedef {{vw: number, vh: number, minText: number, minCss?: number}} Sheet
 */
/**
 * The sheet chosen for a canvas, its scale and offset (CSS px) once centred on it; `minText`:
 * its text floor in units at that scale, and `liftText`: every text is drawn at least at it
 * (a sheet with `minCss`), not only kept from shrinking below it.
 * @typedef {{template: string, vw: number, vh: number, minText: number, liftText: boolean,
 *   scale: number, ox: number, oy: number}} Placement
 */
/**
 * @template {Item} [I=Item]
 * @typedef {Placement & {width: number, height: number, items: I[], byId: Map<string, I>}} Layout
 */

/** How far a sheet's floor in CSS px (`minCss`) raises its texts above minCss units at most: a
 * canvas a little smaller than the sheet (a laptop's 1366x768 window leaves the wide sheet 759
 * CSS px of its 760 units) keeps its minCss px. */
const LIFT_MAX = 1.05;

/**
 * The sheet that covers more of the canvas (not merely the larger scale: the smaller square
 * sheet would otherwise win on a laptop's wide canvas and leave its sides empty), by more than
 * 2% in the order given; and its scale.
 * @param {Record<string, {vw: number, vh: number}>} templates
 * @param {number} width @param {number} height
 * @returns {{name: string, scale: number}}
 */
export function pickSheet(templates, width, height) {
  let best = 'wide';
  let bestScale = 0;
  let bestFill = 0;
  for (const [name, tpl] of Object.entries(templates)) {
    const s = Math.min(width / tpl.vw, height / tpl.vh);
    const fill = s * s * tpl.vw * tpl.vh;
    if (fill > bestFill * 1.02) {
      best = name;
      bestScale = s;
      bestFill = fill;
    }
  }
  return { name: best, scale: bestScale };
}

/**
 * The sheet for a canvas of `width` x `height` CSS px (pickSheet), scaled and centred on it.
 * @param {Record<string, Sheet>} sheets @param {number} width @param {number} height
 * @returns {Placement}
 */
export function placeSheet(sheets, width, height) {
  const { name, scale: found } = pickSheet(sheets, width, height);
  const { vw, vh, minText, minCss } = sheets[name];
  const scale = Math.max(0.01, found);
  const ox = Math.round((width - vw * scale) / 2);
  const oy = Math.round((height - vh * scale) / 2);
  const floor = minCss ? Math.max(minText, Math.min(minCss / scale, minCss * LIFT_MAX)) : minText;
  return { template: name, vw, vh, minText: floor, liftText: !!minCss, scale, ox, oy };
}

/**
 * The three sheets both games design their tables on: on the wide and square sheets (a laptop's,
 * a tablet's: scale 1 or a little less) every text is at least 10 CSS px (`minCss`), about 10
 * units; the tall sheet's 9 units of `minText` are 8 CSS px at 400 px wide. The tall sheet's
 * height is the game's (growingTall).
 */
const WIDE_AND_SQUARE = {
  wide: { vw: 1060, vh: 760, minText: 0, minCss: 10 },
  square: { vw: 750, vh: 750, minText: 0, minCss: 10 },
};
const TALL_WIDTH = 450;
const TALL_MIN_TEXT = 9;

/**
 * The sheets of a game whose tall sheet grows with the opponents: one row of `rowH` units each
 * below `top`, `gap` between rows, so that a 2-player game's lone opponent is not stretched over
 * the height of four. Its `height` and `sheetsFor` a game of `players`, and `aspect`, the tall
 * sheet's CSS aspect-ratio (embed.css sizes a narrow embed's board by it).
 * @param {{top: number, rowH: number, gap: number}} rows
 */
export function growingTall({ top, rowH, gap }) {
  const height = (/** @type {number} */ players) => {
    const opponents = Math.max(1, players - 1);
    return top + opponents * rowH + (opponents - 1) * gap;
  };
  return {
    height,
    /** @param {number} players @returns {Record<string, Sheet>} */
    sheetsFor: (players) => ({
      ...WIDE_AND_SQUARE,
      tall: { vw: TALL_WIDTH, vh: height(players), minText: TALL_MIN_TEXT },
    }),
    /** @param {number} players */
    aspect: (players) => `${TALL_WIDTH} / ${height(players)}`,
  };
}

/**
 * The layout of `items` on a placed sheet, with its index by id.
 * @template {Item} I
 * @param {Placement} sheet @param {number} width @param {number} height @param {I[]} items
 * @returns {Layout<I>}
 */
export function layoutOf(sheet, width, height, items) {
  const byId = new Map(items.map((it) => [it.id, it]));
  return { ...sheet, width, height, items, byId };
}

/**
 * @param {Rect} r @param {number} l @param {number} [t] @param {number} [rt] @param {number} [b]
 */
export function inset(r, l, t = l, rt = l, b = t) {
  return { x: r.x + l, y: r.y + t, w: Math.max(0, r.w - l - rt), h: Math.max(0, r.h - t - b) };
}

/**
 * Splits a rect into `count` equal parts along an axis, with gaps.
 * @param {Rect} r @param {number} count @param {'h'|'v'} axis @param {number} gap
 * @returns {Rect[]}
 */
export function split(r, count, axis, gap) {
  if (count <= 0) return [];
  const out = [];
  if (axis === 'h') {
    const w = (r.w - gap * (count - 1)) / count;
    for (let i = 0; i < count; i++) out.push({ x: r.x + i * (w + gap), y: r.y, w, h: r.h });
  } else {
    const h = (r.h - gap * (count - 1)) / count;
    for (let i = 0; i < count; i++) out.push({ x: r.x, y: r.y + i * (h + gap), w: r.w, h });
  }
  return out;
}

/**
 * Splits by weights.
 * @param {Rect} r @param {number[]} weights @param {'h'|'v'} axis @param {number} gap
 */
export function splitW(r, weights, axis, gap) {
  const total = weights.reduce((a, b) => a + b, 0);
  const span = (axis === 'h' ? r.w : r.h) - gap * (weights.length - 1);
  let at = axis === 'h' ? r.x : r.y;
  return weights.map((wt) => {
    const size = (span * wt) / total;
    const rect =
      axis === 'h' ? { x: at, y: r.y, w: size, h: r.h } : { x: r.x, y: at, w: r.w, h: size };
    at += size + gap;
    return rect;
  });
}

/**
 * A paper panel behind a block of the table, with its title's language-file key ('' for none).
 * @param {Item[]} items @param {string} id @param {Rect} r @param {string} title
 */
export function frame(items, id, r, title) {
  items.push({ id: `frame:${id}`, kind: 'frame', title, ...r });
}

/**
 * A grid of cells.
 * @param {Rect} r @param {number} cols @param {number} rows @param {number} gap
 */
export function grid(r, cols, rows, gap) {
  const w = (r.w - gap * (cols - 1)) / cols;
  const h = (r.h - gap * (rows - 1)) / rows;
  /** @type {Rect[]} */
  const cells = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      cells.push({ x: r.x + col * (w + gap), y: r.y + row * (h + gap), w, h });
    }
  }
  return cells;
}

/**
 * CSS pixels (relative to the canvas) -> sheet units.
 * @param {Placement} layout @param {number} x @param {number} y
 */
export function toSheet(layout, x, y) {
  return { x: (x - layout.ox) / layout.scale, y: (y - layout.oy) / layout.scale };
}

/**
 * Sheet rect -> CSS pixels relative to the canvas.
 * @param {Placement} layout @param {Rect} r
 */
export function toCss(layout, r) {
  return {
    x: layout.ox + r.x * layout.scale,
    y: layout.oy + r.y * layout.scale,
    w: r.w * layout.scale,
    h: r.h * layout.scale,
  };
}
