// @ts-check
/**
 * San Juan's table layout: where every element goes, for a canvas of a given CSS size. Pure:
 * (view, seat, width, height) -> Layout, on three sheets the size of Puerto Rico's board's
 * (wide 1060x760, square 750x750 for tablets, tall 450 wide for narrow embeds), whichever fills
 * the canvas better, scaled uniformly (kit/layout.js).
 *
 * - the role cards (who took each this round);
 * - a strip with the trading-house tile turned up (or the stack), the draw pile and the discards;
 * - the player's own city (12 places), the cards he holds in a fan below it, and beside them the
 *   cards drawn that he chooses from (the councillor's, a gold mine's);
 * - every other player: name, governor, role, hand size and chapel as counts, his 12 places.
 *
 * A hand card's item is the part of it that shows (`x`, `w`), the card itself `card`: the cards
 * of a fan overlap only when they must, and no two items share a point.
 */
import {
  frame,
  grid,
  growingTall,
  inset,
  layoutOf,
  placeSheet,
  split,
  splitW,
} from '../../kit/layout.js';
import { CITY_SIZE, ROLES } from './catalog.js';

/** @typedef {import('../../kit/layout.js').Rect} Rect */
/**
 * An element of the table: `card` a card's kind, `good` whether a good lies on a building,
 * `full` a hand card's whole rectangle (the item is the part that shows), `covered` if the
 * next card covers some of it.
 * @typedef {import('../../kit/layout.js').Item & {index?: number, name?: string, card?: string,
 *   full?: Rect, good?: boolean, covered?: boolean}} Item
 */
/** @typedef {import('../../kit/layout.js').Layout<Item>} Layout */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */
/** @typedef {import('./view.js').SanJuanPlayer} SanJuanPlayer */

/** Units of an opponent's place on the wide and square sheets: room for the longest short name
 * of a card (Spanish "Contrabando", 62 units at 10) at their text floor. */
const CITY_NAME_W = 74;

/** Sheet units a hand card rises when picked (drawn inside its item). */
export const LIFT = 12;

const WIDE = {
  roles: { x: 0, y: 0, w: 690, h: 70 },
  common: { x: 0, y: 76, w: 690, h: 50 },
  own: { x: 0, y: 132, w: 690, h: 628 },
  others: { x: 698, y: 0, w: 362, h: 760 },
  cityCols: 6,
  cityH: 262,
  cardH: 250,
  otherCols: 4,
  otherNameW: CITY_NAME_W,
  othersAxis: 'v',
};
const SQUARE = {
  roles: { x: 0, y: 0, w: 750, h: 56 },
  common: { x: 0, y: 61, w: 750, h: 44 },
  own: { x: 0, y: 110, w: 750, h: 426 },
  others: { x: 0, y: 541, w: 750, h: 209 },
  cityCols: 6,
  cityH: 132,
  cardH: 230,
  otherCols: 4,
  otherNameW: CITY_NAME_W,
  othersAxis: 'h',
};
const TALL = {
  roles: { x: 0, y: 0, w: 450, h: 110 },
  common: { x: 0, y: 115, w: 450, h: 96 },
  own: { x: 0, y: 216, w: 450, h: 500 },
  others: { x: 0, y: 722, w: 450, h: 411 },
  cityCols: 4,
  cityH: 168,
  cardH: 220,
  otherCols: 6,
  otherNameW: 0,
  othersAxis: 'v',
};
const GAP = 6;
/** Units between an opponent's places (the player's own: GAP). */
const OTHER_CITY_GAP = 3;

/** The tall sheet, one row of 133 units each opponent. */
const GROWING = growingTall({ top: TALL.others.y, rowH: 133, gap: GAP });
export const sheetAspect = GROWING.aspect;

/**
 * @param {SanJuanView} view San Juan's player view
 * @param {number} seat the human's seat
 * @param {number} width @param {number} height the canvas's CSS size
 * @returns {Layout}
 */
export function computeLayout(view, seat, width, height) {
  const n = view.players.length;
  const placed = placeSheet(GROWING.sheetsFor(n), width, height);
  const sheet = placed.template;
  const b =
    sheet === 'wide'
      ? WIDE
      : sheet === 'square'
        ? SQUARE
        : { ...TALL, others: { ...TALL.others, h: placed.vh - TALL.others.y } };
  /** @type {Item[]} */
  const items = [];

  frame(items, 'roles', b.roles, '');
  const rows = sheet === 'tall' ? 2 : 1;
  const cells = grid(inset(b.roles, 6), Math.ceil(ROLES.length / rows), rows, 6);
  ROLES.forEach((role, i) => {
    items.push({ id: `role:${role}`, kind: 'role', name: role, ...cells[i] });
  });

  commonStrip(items, b.common);
  ownArea(items, view, seat, b.own, b.cityCols, b.cityH, b.cardH);
  const others = [];
  for (let i = 1; i < n; i++) others.push((seat + i) % n);
  const slots = split(b.others, others.length, /** @type {'h'|'v'} */ (b.othersAxis), GAP);
  others.forEach((s, i) => opponent(items, view, s, slots[i], b.otherCols, b.otherNameW));

  return layoutOf(placed, width, height, items);
}

/**
 * The trading-house tile, the draw pile and the discards (in two rows where the strip is tall).
 * @param {Item[]} items @param {Rect} r
 */
function commonStrip(items, r) {
  frame(items, 'common', r, '');
  if (r.h > 80) {
    const [tileR, rest] = split(inset(r, 5), 2, 'v', 4);
    const [pileR, discardsR] = split(rest, 2, 'h', 6);
    items.push({ id: 'tile', kind: 'tile', ...tileR });
    items.push({ id: 'pile', kind: 'pile', ...pileR });
    items.push({ id: 'discards', kind: 'discards', ...discardsR });
    return;
  }
  const [tileR, pileR, discardsR] = splitW(inset(r, 5), [60, 20, 20], 'h', 6);
  items.push({ id: 'tile', kind: 'tile', ...tileR });
  items.push({ id: 'pile', kind: 'pile', ...pileR });
  items.push({ id: 'discards', kind: 'discards', ...discardsR });
}

/**
 * The player's own area: header, city, hand (and the cards drawn to choose from).
 * @param {Item[]} items @param {SanJuanView} view @param {number} seat @param {Rect} r
 * @param {number} cols the city's columns @param {number} cityH @param {number} cardH
 */
function ownArea(items, view, seat, r, cols, cityH, cardH) {
  const p = view.players[seat];
  const pid = `p${seat}`;
  const headerH = 24;
  items.push({ id: `${pid}:frame`, kind: 'playerFrame', seat, own: true, band: headerH + 8, ...r });
  items.push({
    id: `${pid}:header`,
    kind: 'playerHeader',
    seat,
    own: true,
    x: r.x + 6,
    y: r.y + 4,
    w: r.w - 12,
    h: headerH,
  });
  const body = inset(r, 6, headerH + 10, 6, 6);
  city(items, p, seat, { ...body, h: cityH }, cols, Math.ceil(CITY_SIZE / cols), true);
  // Below the city: a line of labels, then the cards (as tall as cardH at most), at the top.
  const labelR = { x: body.x, y: body.y + cityH + 4, w: body.w, h: 16 };
  const top = labelR.y + labelR.h + 2;
  const handR = { x: body.x, y: top, w: body.w, h: Math.min(cardH + LIFT, body.y + body.h - top) };
  const drawn = view.phase.drawn ?? null;
  const hand = p.hand ?? [];
  if (drawn && drawn.length) {
    // The cards drawn (the decision) in a row above the hand's, each row half the room.
    const rowH = Math.min(cardH + LIFT, (body.y + body.h - top - 18) / 2);
    const drawnR = { ...handR, h: rowH };
    label(
      items,
      'label:drawn',
      view.phase.name === 'prospector' ? 'sj.board.goldMine' : 'sj.board.drawn',
      labelR,
    );
    fan(items, 'drawn', drawn, drawnR);
    const handLabel = { ...labelR, y: drawnR.y + rowH + 1 };
    label(items, 'label:hand', 'sj.board.hand', handLabel);
    fan(items, 'hand', hand, { ...handR, y: handLabel.y + handLabel.h + 1, h: rowH });
  } else {
    label(items, 'label:hand', 'sj.board.hand', labelR);
    fan(items, 'hand', hand, handR);
  }
}

/** @param {Item[]} items @param {string} id @param {string} title @param {Rect} r */
function label(items, id, title, r) {
  if (r.w < 20 || r.h < 8) return;
  items.push({
    id,
    kind: 'label',
    title,
    x: r.x,
    y: r.y + Math.max(0, r.h - 16) / 2,
    w: r.w,
    h: Math.min(16, r.h),
  });
}

/**
 * Cards in a row, overlapping only when they must: each card's item is the part that shows.
 * @param {Item[]} items @param {string} kind 'hand' or 'drawn' @param {string[]} cards
 * @param {Rect} r
 */
function fan(items, kind, cards, r) {
  const n = cards.length;
  if (!n) return;
  // Narrower cards where many must share the row, so that what shows of each stays a finger wide.
  const w = Math.min((r.h - LIFT) * 0.64, r.w, Math.max(84, r.w - 46 * (n - 1)));
  const h = w / 0.64;
  const step = n > 1 ? Math.min(w + 6, (r.w - w) / (n - 1)) : 0;
  const used = n > 1 ? step * (n - 1) + w : w;
  const x0 = r.x + (r.w - used) / 2;
  cards.forEach((card, i) => {
    const full = { x: x0 + i * step, y: r.y + LIFT, w, h };
    const shows = i === n - 1 ? w : Math.min(w, step);
    items.push({
      id: `${kind}:${i}`,
      kind,
      card,
      index: i,
      full,
      covered: shows < w - 0.5,
      x: full.x,
      y: r.y,
      w: Math.max(1, Math.min(shows, w)),
      h: r.h,
    });
  });
}

/**
 * A city's 12 places: its buildings in the order built, then empty places.
 * @param {Item[]} items @param {SanJuanPlayer} p @param {number} seat @param {Rect} r
 * @param {number} cols @param {number} rows @param {boolean} own
 */
function city(items, p, seat, r, cols, rows, own) {
  const cells = grid(r, cols, rows, own ? GAP : OTHER_CITY_GAP);
  for (let i = 0; i < Math.max(CITY_SIZE, p.buildings.length); i++) {
    const cell = cells[i];
    if (!cell) break;
    const b = p.buildings[i];
    if (b)
      items.push({
        id: `p${seat}:b:${i}`,
        kind: 'building',
        seat,
        own,
        index: i,
        card: b.card,
        good: !!b.good,
        ...cell,
      });
    else items.push({ id: `p${seat}:space:${i}`, kind: 'space', seat, own, index: i, ...cell });
  }
}

/**
 * Another player: his header (name, governor, role, hand size, chapel) and his city, in `cols`
 * columns (6 where his slot is a long row), or fewer where a place would be narrower than
 * `nameW`.
 * @param {Item[]} items @param {SanJuanView} view @param {number} seat @param {Rect} r
 * @param {number} cols @param {number} nameW
 */
function opponent(items, view, seat, r, cols, nameW) {
  const p = view.players[seat];
  const pid = `p${seat}`;
  const headerH = 21;
  items.push({
    id: `${pid}:frame`,
    kind: 'playerFrame',
    seat,
    own: false,
    band: headerH + 6,
    ...r,
  });
  items.push({
    id: `${pid}:header`,
    kind: 'playerHeader',
    seat,
    own: false,
    x: r.x + 5,
    y: r.y + 3,
    w: r.w - 10,
    h: headerH,
  });
  const body = inset(r, 5, headerH + 8, 5, 5);
  const wide = body.w / body.h > 3.2;
  const c = cityColumns(body.w, wide ? 6 : cols, nameW);
  city(items, p, seat, body, c, Math.ceil(CITY_SIZE / c), false);
}

/**
 * The most columns, `cols` at most, that leave an opponent's places `nameW` wide in `w` (the
 * fewest where none do): 12 places in 6, 4, 3 or 2 columns.
 * @param {number} w @param {number} cols @param {number} nameW
 */
function cityColumns(w, cols, nameW) {
  const fits = [6, 4, 3, 2].filter((c) => c <= cols);
  return fits.find((c) => (w - OTHER_CITY_GAP * (c - 1)) / c >= nameW) ?? fits[fits.length - 1];
}
