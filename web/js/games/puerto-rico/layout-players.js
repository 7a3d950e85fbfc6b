// @ts-check
/**
 * Puerto Rico's board layout, the players' boards (layout.js places them): header, goods, San
 * Juan, island and city, the own board's at TOUCH units on the square and tall sheets; and where
 * a building's colonist circles and a tile's circle go (the renderer and hit-testing share them).
 */
import { BUILDING, GOODS } from './catalog.js';
import { grid, inset, split, splitW } from '../../kit/layout.js';

/** @typedef {import('../../kit/layout.js').Rect} Rect */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').PuertoRicoPlayer} PuertoRicoPlayer */

/** Units of an opponent's city cell on the wide and square sheets: room for each building's
 * name (or its short form) at 10 units beside its colonist circles (buildingCircles). */
const CITY_NAME_W = 84;

/** Sheet units of a touch target on the square sheet (44 CSS px at its tablet scales). */
export const TOUCH = 44;

/**
 * One player's board: header (name, governor, doubloons, VP), goods, San Juan, island and city.
 * @param {Item[]} items @param {PuertoRicoView} view @param {number} seat @param {Rect} r
 * @param {boolean} own
 * @param {string} sheet the template: on the square and tall ones, own tiles, buildings and
 *   goods of TOUCH units
 */
export function playerBoard(items, view, seat, r, own, sheet) {
  const touch = sheet !== 'wide';
  const p = view.players[seat];
  const pid = `p${seat}`;
  const headerH = own ? (touch ? 24 : 26) : 21;
  items.push({
    id: `${pid}:frame`,
    kind: 'playerFrame',
    seat,
    own,
    band: headerH + (own ? 8 : 6),
    ...r,
  });
  const header = { x: r.x + 6, y: r.y + 4, w: r.w - 12, h: headerH };
  items.push({ id: `${pid}:header`, kind: 'playerHeader', seat, own, ...header });
  if (own && touch) {
    const body = inset(r, 6, headerH + 8, 6, 5);
    if (sheet === 'tall') ownTallBoard(items, p, seat, body);
    else ownTouchBoard(items, p, seat, body);
  } else if (own) {
    ownWideBoard(items, p, seat, inset(r, 6, headerH + 8, 6, 6));
  } else {
    opponentBoard(items, p, seat, inset(r, 5, headerH + 8, 5, 5), sheet);
  }
}

/**
 * The player's own board on the wide sheet: island and city side by side, the goods and San Juan
 * in a column at their right, or in a strip under them where the board is tall.
 * @param {Item[]} items @param {PuertoRicoPlayer} p @param {number} seat @param {Rect} body
 */
function ownWideBoard(items, p, seat, body) {
  const strip = body.h > 200;
  const goodsW = strip ? body.w : Math.min(92, body.w * 0.13);
  const middle = strip ? inset(body, 0, 0, 0, 46) : inset(body, 0, 0, goodsW + 10, 0);
  const tile = Math.min((middle.h - 10) / 3, 68);
  const islandW = tile * 4 + 15;
  const islandR = { x: middle.x, y: middle.y, w: islandW, h: middle.h };
  const cityR = {
    x: middle.x + islandW + 12,
    y: middle.y,
    w: middle.w - islandW - 12,
    h: middle.h,
  };
  islandItems(items, p, seat, islandR, 4, 3, true);
  cityItems(items, p, seat, cityR, 4, 3, true);
  if (strip) {
    const stripR = { x: body.x, y: body.y + body.h - 40, w: body.w, h: 40 };
    const [goodsRow, poolR] = splitW(stripR, [5, 1.2], 'h', 6);
    goodsItems(items, seat, true, goodsRow, 'h', 6, poolR);
    return;
  }
  const goodsR = { x: body.x + body.w - goodsW, y: body.y, w: goodsW, h: body.h };
  const [goodsCol, poolR] = splitW(goodsR, [5, 1.1], 'v', 4);
  goodsItems(items, seat, true, goodsCol, 'v', 3, poolR);
}

/**
 * An opponent's board: a row of goods, then the island and the city side by side (wide) or
 * stacked (narrow).
 * @param {Item[]} items @param {PuertoRicoPlayer} p @param {number} seat @param {Rect} body
 * @param {string} sheet
 */
function opponentBoard(items, p, seat, body, sheet) {
  const goodsRow = { x: body.x, y: body.y, w: body.w, h: 18 };
  const rest = inset(body, 0, 22, 0, 0);
  const [goodsR, poolR] = splitW(goodsRow, [5, 1.3], 'h', 4);
  goodsItems(items, seat, false, goodsR, 'h', 3, poolR);
  const best = compactConfig(rest, sheet === 'tall' ? 0 : CITY_NAME_W);
  if (best.side) {
    const islandR = { x: rest.x, y: rest.y, w: best.tile * 4 + 9, h: rest.h };
    islandItems(items, p, seat, islandR, 4, 3, false);
    const cityR = { x: rest.x + islandR.w + 6, y: rest.y, w: rest.w - islandR.w - 6, h: rest.h };
    cityItems(items, p, seat, cityR, best.cols, 12 / best.cols, false);
  } else {
    const islandR = { x: rest.x, y: rest.y, w: rest.w, h: best.tile * 2 + 3 };
    islandItems(items, p, seat, islandR, 6, 2, false);
    const cityR = inset(rest, 0, islandR.h + 5, 0, 0);
    cityItems(items, p, seat, cityR, best.cols, 12 / best.cols, false);
  }
}

/**
 * A player's five goods in a row or a column (`dir`), the area around them, and San Juan.
 * @param {Item[]} items @param {number} seat @param {boolean} own @param {Rect} goodsR
 * @param {'h'|'v'} dir @param {number} gap @param {Rect} poolR
 */
function goodsItems(items, seat, own, goodsR, dir, gap, poolR) {
  const pid = `p${seat}`;
  split(goodsR, 5, dir, gap).forEach((cell, i) => {
    items.push({
      id: `${pid}:good:${GOODS[i]}`,
      kind: 'playerGood',
      seat,
      own,
      good: GOODS[i],
      ...cell,
    });
  });
  items.push({ id: `${pid}:goods`, kind: 'playerGoods', around: true, seat, own, ...goodsR });
  items.push({ id: `${pid}:colonistPool`, kind: 'colonistPool', seat, own, ...poolR });
}

/**
 * The player's own board on the square sheet: island 4x3, city 4x3 and the goods with San Juan
 * in a 2x3 grid, all in rows of TOUCH units (the mayor's editor and storing tap them).
 * @param {Item[]} items @param {PuertoRicoPlayer} p @param {number} seat @param {Rect} body
 */
function ownTouchBoard(items, p, seat, body) {
  const gap = 4;
  const tile = (body.h - 2 * gap) / 3;
  const islandW = tile * 4 + 3 * gap;
  const goodsW = 148;
  islandItems(items, p, seat, { x: body.x, y: body.y, w: islandW, h: body.h }, 4, 3, true, gap);
  const cityX = body.x + islandW + 10;
  cityItems(
    items,
    p,
    seat,
    { x: cityX, y: body.y, w: body.x + body.w - goodsW - 10 - cityX, h: body.h },
    4,
    3,
    true,
    gap,
  );
  const goodsR = { x: body.x + body.w - goodsW, y: body.y, w: goodsW, h: body.h };
  const cells = grid(goodsR, 2, 3, gap);
  ownGoodsItems(items, seat, cells, goodsR);
}

/**
 * The player's own board on the tall sheet, which is too narrow for the square sheet's row of
 * island, city and goods: island 3x4 and city 3x4 side by side (three columns leave the
 * buildings as wide as on the square sheet, room for their whole names), the goods and San Juan
 * in a row of TOUCH units below.
 * @param {Item[]} items @param {PuertoRicoPlayer} p @param {number} seat @param {Rect} body
 */
function ownTallBoard(items, p, seat, body) {
  const gap = 4;
  const goodsR = { x: body.x, y: body.y + body.h - TOUCH, w: body.w, h: TOUCH };
  const upper = inset(body, 0, 0, 0, TOUCH + 6);
  const tile = (upper.h - 3 * gap) / 4;
  const islandW = tile * 3 + 2 * gap;
  islandItems(items, p, seat, { ...upper, w: islandW }, 3, 4, true, gap);
  cityItems(items, p, seat, inset(upper, islandW + 10, 0, 0, 0), 3, 4, true, gap);
  const cells = split(goodsR, 6, 'h', gap);
  ownGoodsItems(items, seat, cells, { ...goodsR, w: cells[4].x + cells[4].w - goodsR.x });
}

/**
 * How an opponent's board fits its rect: island beside the city (4x3) or above it (6x2), and
 * the city's columns, whichever gives readable tiles and building labels: city cells `nameW`
 * units wide at least where some arrangement has them.
 * @param {Rect} r @param {number} nameW
 * @returns {{side: boolean, tile: number, cols: number}}
 */
function compactConfig(r, nameW) {
  let best = { side: false, tile: 0, cols: 2 };
  let bestScore = -Infinity;
  for (const side of [true, false]) {
    for (let tile = 16; tile <= 46; tile += 1) {
      const islandW = side ? tile * 4 + 9 : tile * 6 + 15;
      const islandH = side ? tile * 3 + 6 : tile * 2 + 3;
      if (islandW > r.w || islandH > r.h) break;
      const cw = side ? r.w - islandW - 6 : r.w;
      const ch = side ? r.h : r.h - islandH - 5;
      for (const cols of [2, 3, 4, 6]) {
        const cellW = (cw - 3 * (cols - 1)) / cols;
        const cellH = (ch - 3 * (12 / cols - 1)) / (12 / cols);
        if (cellW < 40 || cellH < 14) continue;
        // (a cell too narrow for the names counts for less than any wide enough)
        const score =
          (cellW < nameW ? -1000 : 0) +
          Math.min(tile, 40) * 1.2 +
          Math.min(cellW, 120) * 0.5 +
          Math.min(cellH, 34) * 1.0;
        if (score > bestScore) {
          bestScore = score;
          best = { side, tile, cols };
        }
      }
    }
  }
  return best;
}

/**
 * The island's 12 spaces as a grid of square tiles.
 * @param {Item[]} items @param {PuertoRicoPlayer} p @param {number} seat @param {Rect} r
 * @param {number} cols @param {number} rows @param {boolean} own @param {number} [gap]
 */
function islandItems(items, p, seat, r, cols, rows, own, gap = own ? 5 : 3) {
  const size = Math.min((r.w - gap * (cols - 1)) / cols, (r.h - gap * (rows - 1)) / rows);
  const gx = r.x + (r.w - (size * cols + gap * (cols - 1))) / 2;
  const gy = r.y + (r.h - (size * rows + gap * (rows - 1))) / 2;
  for (let i = 0; i < cols * rows; i++) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const tile = p.island[i] ? p.island[i].tile : null;
    items.push({
      id: `p${seat}:island:${i}`,
      kind: 'island',
      seat,
      own,
      index: i,
      tile,
      x: gx + col * (size + gap),
      y: gy + row * (size + gap),
      w: size,
      h: size,
    });
  }
}

/**
 * The city's 12 spaces; a large building covers two (one above the other where possible).
 * @param {Item[]} items @param {PuertoRicoPlayer} p @param {number} seat @param {Rect} r
 * @param {number} cols @param {number} rows @param {boolean} own @param {number} [gap]
 */
function cityItems(items, p, seat, r, cols, rows, own, gap = own ? 5 : 3) {
  const cells = grid(r, cols, rows, gap);
  const placed = packCity(
    p.city.map((c) => c.building),
    cols,
    rows,
  );
  const used = new Set();
  placed.forEach(({ building, cells: idx }) => {
    idx.forEach((i) => used.add(i));
    const a = cells[idx[0]];
    const b = cells[idx[idx.length - 1]];
    const rect = { x: a.x, y: a.y, w: b.x + b.w - a.x, h: b.y + b.h - a.y };
    items.push({
      id: `p${seat}:city:${building}`,
      kind: 'city',
      seat,
      own,
      building,
      large: BUILDING[building].large,
      ...rect,
    });
  });
  cells.forEach((cell, i) => {
    if (!used.has(i))
      items.push({ id: `p${seat}:space:${i}`, kind: 'citySpace', seat, own, index: i, ...cell });
  });
}

/**
 * Which grid cells each building covers: large buildings first (a vertical pair in the leftmost
 * column that has one, else a horizontal pair), then small ones in reading order.
 * @param {string[]} buildings @param {number} cols @param {number} rows
 * @returns {{building: string, cells: number[]}[]}
 */
export function packCity(buildings, cols, rows) {
  const free = new Array(cols * rows).fill(true);
  const out = [];
  const large = buildings.filter((b) => BUILDING[b] && BUILDING[b].large);
  const small = buildings.filter((b) => !(BUILDING[b] && BUILDING[b].large));
  for (const b of large) {
    let cells = null;
    for (let c = 0; c < cols && !cells; c++) {
      for (let row = 0; row + 1 < rows && !cells; row++) {
        const i = row * cols + c;
        if (free[i] && free[i + cols]) cells = [i, i + cols];
      }
    }
    for (let i = 0; i + 1 < free.length && !cells; i++) {
      if (i % cols !== cols - 1 && free[i] && free[i + 1]) cells = [i, i + 1];
    }
    if (!cells) {
      const i = free.indexOf(true);
      cells = i >= 0 ? [i] : [];
    }
    cells.forEach((i) => {
      free[i] = false;
    });
    if (cells.length) out.push({ building: b, cells });
  }
  for (const b of small) {
    const i = free.indexOf(true);
    if (i < 0) break;
    free[i] = false;
    out.push({ building: b, cells: [i] });
  }
  return out;
}

/**
 * Where the colonist circles of a city building are drawn (also their hit regions): in a row at
 * its bottom right; in a cell of one line (an opponent's), in two rows at its right, which leaves
 * the name most of the width.
 * @param {Rect} r the building's rect @param {number} circles
 * @returns {{x: number, y: number, r: number}[]}
 */
export function buildingCircles(r, circles) {
  if (circles <= 0) return [];
  if (r.h < 30 && circles > 1) {
    const rad = Math.max(2, Math.min(3, (r.h - 4) / 4));
    const perRow = Math.ceil(circles / 2);
    const step = rad * 2 + 1.5;
    const right = r.x + r.w - 2 - rad;
    const mid = r.y + r.h / 2;
    // the first row's circles, then the second's, each row ending at the right
    return Array.from({ length: circles }, (_, i) => {
      const top = i < perRow;
      const fromRight = (top ? perRow : circles) - 1 - i;
      return { x: right - fromRight * step, y: mid + (top ? -1 : 1) * (rad + 0.5), r: rad };
    });
  }
  const rad = Math.max(3, Math.min(r.h * 0.2, r.w * 0.09, 11));
  const y = r.y + r.h - rad - Math.max(3, r.h * 0.1);
  const out = [];
  for (let i = 0; i < circles; i++) {
    out.push({ x: r.x + r.w - (circles - i) * (rad * 2 + 3) - 1 + rad, y, r: rad });
  }
  return out;
}

/** Where the colonist circle of an island tile is drawn. @param {Rect} r */
export function tileCircle(r) {
  const rad = Math.max(3, r.w * 0.16);
  return { x: r.x + r.w - rad - r.w * 0.1, y: r.y + r.h - rad - r.h * 0.1, r: rad };
}

/**
 * The player's own goods, a cell each, their frame, and San Juan's waiting colonists in the
 * sixth cell (both sheets).
 * @param {Item[]} items @param {number} seat @param {Rect[]} cells @param {Rect} frame
 */
function ownGoodsItems(items, seat, cells, frame) {
  const pid = `p${seat}`;
  GOODS.forEach((good, i) => {
    items.push({
      id: `${pid}:good:${good}`,
      kind: 'playerGood',
      seat,
      own: true,
      good,
      ...cells[i],
    });
  });
  items.push({ id: `${pid}:goods`, kind: 'playerGoods', around: true, seat, own: true, ...frame });
  items.push({ id: `${pid}:colonistPool`, kind: 'colonistPool', seat, own: true, ...cells[5] });
}
