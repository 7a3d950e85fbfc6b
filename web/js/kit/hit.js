// @ts-check
/**
 * Hit-testing: a point -> the board element under it -> the legal actions it takes.
 * Pure functions over a layout (kit/layout.js); they know no game and no rules.
 *
 * A finger needs about 44 CSS px: an element that takes an action in the decision at hand is hit
 * not only on its drawing but on its hit rectangle, the drawing grown to MIN_HIT CSS px each way
 * where it is smaller, cut at the middle of the gap to any other element drawn there (two
 * targets never share a point, and a tap on something else never takes the action) and at the
 * canvas's edges.
 */
import { toCss, toSheet } from './layout.js';

/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./layout.js').Rect} Rect */
/** @typedef {import('./snapshot.js').LegalEntry} LegalEntry */
/** @typedef {import('./snapshot.js').Snapshot} Snapshot */
/** @typedef {(entry: LegalEntry, view: unknown, seat: number) => string[]} RegionsOf */

/** The smallest hit rectangle a target gets where there is room, in CSS px. */
export const MIN_HIT = 44;

/** Kinds that only frame others: never the answer to "what is under the pointer". */
const BACKGROUND = new Set(['frame', 'label', 'playerFrame']);

/**
 * Region id -> the legal actions a click on it takes.
 * @param {Layout} layout @param {Snapshot|null} snap
 * @param {RegionsOf} actionRegions the board elements that take an action (the game's table's)
 * @returns {Map<string, LegalEntry[]>}
 */
export function actionTargets(layout, snap, actionRegions) {
  /** @type {Map<string, LegalEntry[]>} */
  const map = new Map();
  if (!snap || !snap.your_turn) return map;
  for (const entry of snap.legal) {
    for (const id of actionRegions(entry, snap.view, snap.seat)) {
      if (!layout.byId.has(id)) continue;
      const list = map.get(id) ?? [];
      list.push(entry);
      map.set(id, list);
    }
  }
  return map;
}

/** @param {Rect} it @param {number} x @param {number} y */
function contains(it, x, y) {
  return x >= it.x && x <= it.x + it.w && y >= it.y && y <= it.y + it.h;
}

/**
 * Items under a point (canvas CSS pixels), smallest first.
 * @param {Layout} layout @param {number} cx @param {number} cy @returns {Item[]}
 */
export function itemsAt(layout, cx, cy) {
  const { x, y } = toSheet(layout, cx, cy);
  return layout.items
    .filter((it) => !BACKGROUND.has(it.kind) && contains(it, x, y))
    .sort((a, b) => a.w * a.h - b.w * b.h);
}

/**
 * The hit rectangles (sheet units) of the elements that take an action now.
 * @param {Layout} layout @param {Iterable<string>} ids @returns {Map<string, Rect>}
 */
export function hitRects(layout, ids) {
  const min = MIN_HIT / layout.scale;
  const edge = {
    x0: -layout.ox / layout.scale,
    y0: -layout.oy / layout.scale,
    x1: (layout.width - layout.ox) / layout.scale,
    y1: (layout.height - layout.oy) / layout.scale,
  };
  /** @type {Box[]} */
  const boxes = [];
  for (const id of ids) {
    const it = layout.byId.get(id);
    if (!it) continue;
    const gx = Math.max(0, min - it.w) / 2;
    const gy = Math.max(0, min - it.h) / 2;
    boxes.push({
      id,
      it,
      x0: Math.max(edge.x0, it.x - gx),
      y0: Math.max(edge.y0, it.y - gy),
      x1: Math.min(edge.x1, it.x + it.w + gx),
      y1: Math.min(edge.y1, it.y + it.h + gy),
    });
  }
  const grown = boxes.filter(
    (b) => b.x0 < b.it.x || b.y0 < b.it.y || b.x1 > b.it.x + b.it.w || b.y1 > b.it.y + b.it.h,
  );
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) separate(boxes[i], boxes[j], true);
  }
  // Nor onto another element's drawing: a tap on a greyed-out building never builds its neighbour.
  if (grown.length) {
    const solid = layout.items.filter((it) => !BACKGROUND.has(it.kind) && !it.around);
    for (const box of grown) {
      for (const it of solid) {
        if (it !== box.it)
          separate(
            box,
            { id: it.id, it, x0: it.x, y0: it.y, x1: it.x + it.w, y1: it.y + it.h },
            false,
          );
      }
    }
  }
  return new Map(boxes.map((b) => [b.id, { x: b.x0, y: b.y0, w: b.x1 - b.x0, h: b.y1 - b.y0 }]));
}

/** @typedef {{id: string, it: Item, x0: number, y0: number, x1: number, y1: number}} Box */

/**
 * Cuts overlapping boxes at the middle of the gap between their drawings, along the axis where
 * that gap is wider (the cut costs less there). `both`: b is a target's box too, else a drawing
 * that stays as it is (one that `a` is drawn over, a container, is no obstacle).
 * @param {Box} a @param {Box} b @param {boolean} both
 */
function separate(a, b, both) {
  if (a.x0 >= b.x1 || b.x0 >= a.x1 || a.y0 >= b.y1 || b.y0 >= a.y1) return;
  const gapX = Math.max(b.it.x - (a.it.x + a.it.w), a.it.x - (b.it.x + b.it.w));
  const gapY = Math.max(b.it.y - (a.it.y + a.it.h), a.it.y - (b.it.y + b.it.h));
  if (gapX < 0 && gapY < 0) {
    if (!both) return;
    // Drawn over each other: neither grows towards the other.
    for (const box of [a, b]) {
      box.x0 = Math.max(box.x0, box.it.x);
      box.y0 = Math.max(box.y0, box.it.y);
      box.x1 = Math.min(box.x1, box.it.x + box.it.w);
      box.y1 = Math.min(box.y1, box.it.y + box.it.h);
    }
    return;
  }
  const alongX = gapX >= gapY;
  const [first, second] = alongX
    ? a.it.x < b.it.x
      ? [a, b]
      : [b, a]
    : a.it.y < b.it.y
      ? [a, b]
      : [b, a];
  const mid = alongX
    ? (first.it.x + first.it.w + second.it.x) / 2
    : (first.it.y + first.it.h + second.it.y) / 2;
  for (const box of both ? [first, second] : [a]) {
    if (alongX && box === first) box.x1 = Math.min(box.x1, mid);
    else if (alongX) box.x0 = Math.max(box.x0, mid);
    else if (box === first) box.y1 = Math.min(box.y1, mid);
    else box.y0 = Math.max(box.y0, mid);
  }
}

/**
 * Of the given elements, the one a click at (cx, cy) means: the smallest one drawn under the
 * point, else the one whose hit rectangle holds it.
 * @param {Layout} layout @param {Iterable<string>} ids @param {number} cx @param {number} cy
 * @returns {Item|null}
 */
export function pickAmong(layout, ids, cx, cy) {
  const wanted = new Set(ids);
  const drawn = itemsAt(layout, cx, cy).find((it) => wanted.has(it.id));
  if (drawn) return drawn;
  const { x, y } = toSheet(layout, cx, cy);
  for (const [id, r] of hitRects(layout, wanted)) {
    if (contains(r, x, y)) return layout.byId.get(id) ?? null;
  }
  return null;
}

/**
 * The element a click at (cx, cy) acts on, with its legal actions, or null.
 * @param {Layout} layout @param {Map<string, LegalEntry[]>} targets
 * @param {number} cx @param {number} cy
 * @returns {{id: string, entries: LegalEntry[]}|null}
 */
export function pick(layout, targets, cx, cy) {
  const ids = [...targets.keys()].filter((id) => (targets.get(id) ?? []).length);
  const it = pickAmong(layout, ids, cx, cy);
  return it ? { id: it.id, entries: targets.get(it.id) ?? [] } : null;
}

/**
 * The element to explain under a point (tooltip), or null.
 * @param {Layout} layout @param {number} cx @param {number} cy @returns {Item|null}
 */
export function hoverItem(layout, cx, cy) {
  return itemsAt(layout, cx, cy)[0] ?? null;
}

/**
 * @typedef {{x: number, y: number, w: number, h: number}} CssRect
 * @typedef {{region: string, menu: boolean, hit: CssRect}} RegionHit
 * @typedef {{code: number, x: number, y: number, region: string, menu: boolean, hit: CssRect,
 *   regions: RegionHit[]}} TargetPoint
 */

/**
 * For each legal action, a point (canvas CSS pixels) whose click takes it: in a region where it
 * is the only action if there is one (else `menu`: the click opens a chooser listing it), the
 * largest such. `hit` is that region's hit rectangle; `regions` every region that takes it.
 * @param {Layout} layout @param {Map<string, LegalEntry[]>} targets
 * @returns {TargetPoint[]}
 */
export function targetPoints(layout, targets) {
  const hits = hitRects(layout, targets.keys());
  /** @type {Map<number, TargetPoint>} */
  const out = new Map();
  for (const [id, entries] of targets) {
    const it = layout.byId.get(id);
    const box = hits.get(id);
    if (!it || !box) continue;
    const r = toCss(layout, it);
    const hit = toCss(layout, box);
    const menu = entries.length > 1;
    for (const e of entries) {
      const prev = out.get(e.code);
      const region = { region: id, menu, hit };
      if (prev) prev.regions.push(region);
      const better =
        !prev ||
        (prev.menu && !menu) ||
        (prev.menu === menu && Math.min(hit.w, hit.h) > Math.min(prev.hit.w, prev.hit.h));
      if (better) {
        out.set(e.code, {
          code: e.code,
          x: r.x + r.w / 2,
          y: r.y + r.h / 2,
          region: id,
          menu,
          hit,
          regions: prev ? prev.regions : [region],
        });
      }
    }
  }
  return [...out.values()];
}
