// @ts-check
/**
 * Hit-testing: a point -> the board element under it -> the legal actions it takes.
 * Pure functions over a layout; they know no rules.
 */
import { toCss, toSheet } from './layout.js';
import { actionRegions } from '../moves.js';

/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('../moves.js').LegalEntry} LegalEntry */

/** Kinds that only frame others: never the answer to "what is under the pointer". */
const BACKGROUND = new Set(['frame', 'label', 'playerFrame']);

/**
 * Region id -> the legal actions a click on it takes.
 * @param {Layout} layout @param {any} snap @returns {Map<string, LegalEntry[]>}
 */
export function actionTargets(layout, snap) {
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

/** @param {Item} it @param {number} x @param {number} y */
function contains(it, x, y) {
  return x >= it.x && x <= it.x + it.w && y >= it.y && y <= it.y + it.h;
}

/**
 * Items under a point (canvas CSS pixels), smallest first.
 * @param {Layout} layout @param {number} cx @param {number} cy @returns {Item[]}
 */
export function itemsAt(layout, cx, cy) {
  const { x, y } = toSheet(layout, cx, cy);
  return layout.items.filter((it) => !BACKGROUND.has(it.kind) && contains(it, x, y))
    .sort((a, b) => a.w * a.h - b.w * b.h);
}

/**
 * The element a click at (cx, cy) acts on: the smallest one under the point that takes a legal
 * action, or null.
 * @param {Layout} layout @param {Map<string, LegalEntry[]>} targets @param {number} cx @param {number} cy
 * @returns {{id: string, entries: LegalEntry[]}|null}
 */
export function pick(layout, targets, cx, cy) {
  for (const it of itemsAt(layout, cx, cy)) {
    const entries = targets.get(it.id);
    if (entries && entries.length) return { id: it.id, entries };
  }
  return null;
}

/**
 * The element to explain under a point (tooltip), or null.
 * @param {Layout} layout @param {number} cx @param {number} cy @returns {Item|null}
 */
export function hoverItem(layout, cx, cy) {
  return itemsAt(layout, cx, cy)[0] ?? null;
}

/**
 * For each legal action, a point (canvas CSS pixels) whose click takes it: a region where it is
 * the only action if there is one (else `menu`: the click opens a chooser listing it).
 * @param {Layout} layout @param {Map<string, LegalEntry[]>} targets
 * @returns {{code: number, x: number, y: number, region: string, menu: boolean}[]}
 */
export function targetPoints(layout, targets) {
  /** @type {Map<number, {code: number, x: number, y: number, region: string, menu: boolean}>} */
  const out = new Map();
  for (const [id, entries] of targets) {
    const it = layout.byId.get(id);
    if (!it) continue;
    const r = toCss(layout, it);
    const point = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
    for (const e of entries) {
      const menu = entries.length > 1;
      const prev = out.get(e.code);
      if (!prev || (prev.menu && !menu)) out.set(e.code, { code: e.code, ...point, region: id, menu });
    }
  }
  return [...out.values()];
}
