// @ts-check
/**
 * Puerto Rico's board layout: where every element of the board goes, for a canvas of a given
 * CSS size. Pure: (view, seat, width, height) -> Layout. Nothing here draws or knows a rule.
 *
 * The board is designed on one of three virtual sheets (wide 1060x760 for landscape canvases,
 * square 750x750 otherwise, tall 450x1557 for narrow embeds), whichever fills the canvas better,
 * and scaled uniformly (kit/layout.js): the renderer draws in sheet units under one transform,
 * and hit-testing maps CSS pixels back.
 *
 * The square sheet is the tablets' (1024x768 minus the panel, 768x1024 above it): there its
 * scale is at least 1, so every element a player taps in a decision (role, market building,
 * ship, plantation, supply good, own tile, building and good) is drawn at least TOUCH units,
 * i.e. 44 CSS px, in both directions or is at least that far from any other such element
 * (kit/hit.js grows its hit area into the room around it).
 *
 * The tall sheet is a narrow embed's (a rules site's column, a phone: web/css/embed.css gives
 * the board its aspect below 560 CSS px). The same blocks one above the other, each as wide as
 * the sheet, so that at 400 CSS px its scale is 0.89 where the square sheet's would be 0.53: the
 * renderer's smallest text (9 units) is 8 CSS px there. Every target keeps the square sheet's
 * size in units (up to TOUCH), so it is at least as easy to tap, relative to the scale. Its
 * height grows with the number of opponents (tallSheetHeight): each keeps a 5-player game's row.
 */
import { BUILDING, GOODS, MARKET_COLUMNS, VIOLET, marketColumns } from './catalog.js';
import { frame, grid, inset, layoutOf, placeSheet, split, splitW } from '../../kit/layout.js';

/** @typedef {import('../../kit/layout.js').Rect} Rect */
/**
 * An element of the board (kit/layout.js's, with what the board's elements carry).
 * @typedef {import('../../kit/layout.js').Item & {index?: number, name?: string, good?: string,
 *   tile?: string|null, building?: string, circle?: number, large?: boolean, capacity?: number,
 *   cells?: Rect[]}} Item
 */
/** @typedef {import('../../kit/layout.js').Layout<Item>} Layout */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').PuertoRicoPlayer} PuertoRicoPlayer */
/** @typedef {import('./view.js').Expansion} Expansion */

/** The three sheets (kit/layout.js): the tall sheet's 9 units of `minText` are 8 CSS px at 400
 * px wide. On the wide and square sheets (a laptop's, a tablet's: scale 1 or a little less) every
 * text is at least 10 CSS px (`minCss`), about 10 units: their blocks leave every name room for
 * that (opponents' city cells CITY_NAME_W units wide, role cards whose band holds two lines).
 * @type {Record<string, import('../../kit/layout.js').Sheet>} */
const TEMPLATES = {
  wide: { vw: 1060, vh: 760, minText: 0, minCss: 10 },
  square: { vw: 750, vh: 750, minText: 0, minCss: 10 },
  tall: { vw: 450, vh: 1557, minText: 9 }, // vh: tallSheetHeight(players)
};

/** Units of an opponent's city cell on the wide and square sheets: room for each building's
 * name (or its short form) at 10 units beside its colonist circles (buildingCircles). */
const CITY_NAME_W = 84;

/** Sheet units of a touch target on the square sheet (44 CSS px at its tablet scales). */
export const TOUCH = 44;

/**
 * @param {PuertoRicoView} view the player view (position format)
 * @param {number} seat the human's seat
 * @param {number} width canvas CSS width
 * @param {number} height canvas CSS height
 * @returns {Layout}
 */
export function computeLayout(view, seat, width, height) {
  const n = view.players.length;
  const sheet = placeSheet(sheetsFor(n), width, height);
  const best = sheet.template;
  /** @type {Item[]} */
  const items = [];
  const wide = best === 'wide';
  const blocks = best === 'tall' ? tallBlocks(sheet.vh) : BLOCKS[best];

  frame(items, 'roles', blocks.roles, '');
  rolesBlock(items, view, inset(blocks.roles, 6), best === 'tall' ? 2 : 1);
  if (view.phase.name === 'draft') {
    draftBlocks(items, view, blocks, best);
  } else if (wide) {
    commonBlock(items, view, blocks.common);
    frame(items, 'market', blocks.market, 'board.buildings');
    marketBlock(items, view, inset(blocks.market, 6, 22, 6, 6), 4);
  } else {
    // No title: six rows of touch-sized buildings take the market's whole height.
    commonTouchBlock(items, view, blocks.common);
    frame(items, 'market', blocks.market, '');
    marketBlock(items, view, inset(blocks.market, 5), 3);
  }
  if (view.phase.name !== 'draft') playerBoard(items, view, seat, blocks.own, true, best);
  const others = [];
  for (let i = 1; i < n; i++) others.push((seat + i) % n);
  const slots = split(
    blocks.others,
    others.length,
    best === 'square' ? 'h' : 'v',
    best === 'tall' ? TALL_OPPONENT_GAP : 5,
  );
  others.forEach((s, i) => playerBoard(items, view, s, slots[i], false, best));

  return layoutOf(sheet, width, height, items);
}

const WIDE_BLOCKS = {
  roles: { x: 0, y: 0, w: 690, h: 70 },
  common: { x: 0, y: 76, w: 262, h: 360 },
  market: { x: 268, y: 76, w: 422, h: 360 },
  own: { x: 0, y: 442, w: 690, h: 318 },
  others: { x: 698, y: 0, w: 362, h: 760 },
};

// Heights: six market rows and three own rows of TOUCH units (plus gaps), role cards taller (a
// band of two lines for a long name, the doubloons and the privilege below); the opponents get
// the rest.
const SQUARE_BLOCKS = {
  roles: { x: 0, y: 0, w: 750, h: 63 },
  common: { x: 0, y: 67, w: 337, h: 289 },
  market: { x: 343, y: 67, w: 407, h: 289 },
  own: { x: 0, y: 360, w: 750, h: 178 },
  others: { x: 0, y: 542, w: 750, h: 208 },
};

// The square sheet's rows at the tall sheet's width: role cards in two rows, the supply and the
// market as tall as there, the own board with the island and the city in four rows of TOUCH
// units over the goods (see ownTallBoard); the opponents one above the other, each as wide as
// the sheet: in two columns their buildings' names would be too small to read.
const TALL_BLOCKS = {
  roles: { x: 0, y: 0, w: 450, h: 110 },
  common: { x: 0, y: 115, w: 450, h: 292 },
  market: { x: 0, y: 412, w: 450, h: 292 },
  own: { x: 0, y: 709, w: 450, h: 275 },
  others: { x: 0, y: 989, w: 450, h: 568 }, // h for four opponents: see tallSheetHeight
};
const TALL_OPPONENT_H = 137.5;
const TALL_OPPONENT_GAP = 6;

/**
 * The tall sheet's height in units for a game of `players`: one opponent's row each, so that a
 * 2-player game's lone opponent is not stretched over four rows' height (1557 units at 5).
 * @param {number} players
 */
export function tallSheetHeight(players) {
  const opponents = Math.max(1, players - 1);
  return TALL_BLOCKS.others.y + opponents * TALL_OPPONENT_H + (opponents - 1) * TALL_OPPONENT_GAP;
}

/**
 * The tall sheet's CSS aspect-ratio for a game of `players` (embed.css sizes the board by it).
 * @param {number} players
 */
export function tallSheetAspect(players) {
  return `${TEMPLATES.tall.vw} / ${tallSheetHeight(players)}`;
}

/** The tall sheet's blocks, the opponents taking what its height `vh` leaves. @param {number} vh */
function tallBlocks(vh) {
  return { ...TALL_BLOCKS, others: { ...TALL_BLOCKS.others, h: vh - TALL_BLOCKS.others.y } };
}

/**
 * The three sheets for a game of `players`.
 * @param {number} players @returns {Record<string, {vw: number, vh: number, minText: number}>}
 */
function sheetsFor(players) {
  return { ...TEMPLATES, tall: { ...TEMPLATES.tall, vh: tallSheetHeight(players) } };
}

/** @type {Record<string, typeof WIDE_BLOCKS>} */
const BLOCKS = { wide: WIDE_BLOCKS, square: SQUARE_BLOCKS, tall: TALL_BLOCKS };

// --- blocks ------------------------------------------------------------------------------------

/**
 * The role cards in `rows` rows, as many in each as it takes (an odd one short at the end).
 * @param {Item[]} items @param {PuertoRicoView} view @param {Rect} r @param {number} rows
 */
function rolesBlock(items, view, r, rows) {
  const cards = view.roles;
  const cells = grid(r, Math.ceil(cards.length / rows), rows, 5);
  cards.forEach((card, i) => {
    items.push({ id: `role:${card.role}`, kind: 'role', name: card.role, ...cells[i] });
  });
}

/** The common supply: colonists, VP chips, goods, trading house, cargo ships, plantations.
 * @param {Item[]} items @param {PuertoRicoView} view @param {Rect} r */
function commonBlock(items, view, r) {
  const [top, goodsR, houseR, shipsR, plantR] = splitW(r, [52, 40, 48, 100, 74], 'v', 6);
  colonistsRow(items, top);
  goodsRow(items, goodsR);
  houseRow(items, houseR);
  shipsBlock(items, view, shipsR);
  // plantations: face-up tiles, quarry stack, face-down stack in one row
  frame(items, 'plantations', plantR, '');
  const inner = inset(plantR, 4, 18, 4, 4);
  const faceUp = view.plantations.face_up;
  const slots = Math.max(view.players.length + 1, faceUp.length) + 2;
  const size = Math.min(inner.h, (inner.w - 4 * (slots - 1) - 6) / slots);
  let x = inner.x;
  const y = inner.y + (inner.h - size) / 2;
  plantLabel(items, inner, plantR);
  for (let i = 0; i < slots - 2; i++) {
    items.push({
      id: `plant:${i}`,
      kind: 'plantation',
      index: i,
      tile: faceUp[i] ?? null,
      x,
      y,
      w: size,
      h: size,
    });
    x += size + 4;
  }
  x += 6;
  items.push({ id: 'quarries', kind: 'quarries', x, y, w: size, h: size });
  x += size + 4;
  items.push({ id: 'faceDown', kind: 'faceDown', x, y, w: size, h: size });
}

/**
 * The common supply on the square sheet: the same rows, then the cargo ships beside the
 * plantations, which lie in two rows (six face-up tiles and both stacks would not fit one row
 * at touch size).
 * @param {Item[]} items @param {PuertoRicoView} view @param {Rect} r
 */
function commonTouchBlock(items, view, r) {
  const [top, goodsR, houseR, lower] = splitW(r, [46, 42, 42, 150], 'v', 4);
  colonistsRow(items, top);
  goodsRow(items, goodsR);
  houseRow(items, houseR);
  const plantW = TOUCH * 4 + 24;
  shipsBlock(items, view, { ...lower, w: lower.w - plantW - 4 });
  const plantR = { ...lower, x: lower.x + lower.w - plantW, w: plantW };
  frame(items, 'plantations', plantR, '');
  const inner = inset(plantR, 4, 18, 4, 4);
  plantLabel(items, inner, plantR);
  const gap = 4;
  const size = Math.min((inner.w - 3 * gap) / 4, (inner.h - gap) / 2);
  const y0 = inner.y + (inner.h - size * 2 - gap) / 2;
  /** @param {number} cell */
  const at = (cell) => ({
    x: inner.x + (cell % 4) * (size + gap),
    y: y0 + Math.floor(cell / 4) * (size + gap),
    w: size,
    h: size,
  });
  const faceUp = view.plantations.face_up;
  const slots = Math.min(6, Math.max(view.players.length + 1, faceUp.length));
  for (let i = 0; i < slots; i++)
    items.push({
      id: `plant:${i}`,
      kind: 'plantation',
      index: i,
      tile: faceUp[i] ?? null,
      ...at(i),
    });
  items.push({ id: 'quarries', kind: 'quarries', ...at(6) });
  items.push({ id: 'faceDown', kind: 'faceDown', ...at(7) });
}

/** Colonist ship, colonist supply, VP chips (room for "Last round!" in every language).
 * @param {Item[]} items @param {Rect} r */
function colonistsRow(items, r) {
  frame(items, 'top', r, '');
  const [shipR, supplyR, vpR] = splitW(inset(r, 4), [37, 27, 36], 'h', 4);
  items.push({ id: 'colonistShip', kind: 'colonistShip', ...shipR });
  items.push({ id: 'colonistSupply', kind: 'colonistSupply', ...supplyR });
  items.push({ id: 'vpChips', kind: 'vpChips', ...vpR });
}

/** The goods supply. @param {Item[]} items @param {Rect} r */
function goodsRow(items, r) {
  frame(items, 'goods', r, '');
  split(inset(r, 4), 5, 'h', 3).forEach((cell, i) => {
    items.push({ id: `supplyGood:${GOODS[i]}`, kind: 'supplyGood', good: GOODS[i], ...cell });
  });
}

/** The trading house: its name, then its four places. @param {Item[]} items @param {Rect} r */
function houseRow(items, r) {
  frame(items, 'house', r, '');
  const [houseLabel, houseSlots] = splitW(inset(r, 4), [34, 66], 'h', 4);
  items.push({ id: 'tradingHouse', kind: 'tradingHouse', ...houseLabel });
  split(houseSlots, 4, 'h', 4).forEach((cell, i) => {
    items.push({ id: `thSlot:${i}`, kind: 'thSlot', index: i, ...cell });
  });
}

/**
 * The cargo ships, one above the other.
 * @param {Item[]} items @param {PuertoRicoView} view @param {Rect} r
 */
function shipsBlock(items, view, r) {
  frame(items, 'ships', r, '');
  const ships = view.cargo_ships;
  split(inset(r, 4), ships.length, 'v', 3).forEach((row, i) => {
    items.push({ id: `ship:${i}`, kind: 'ship', index: i, capacity: ships[i].capacity, ...row });
  });
}

/** @param {Item[]} items @param {Rect} inner @param {Rect} frameR */
function plantLabel(items, inner, frameR) {
  items.push({
    id: 'plantLabel',
    kind: 'label',
    title: 'board.plantations',
    x: inner.x,
    y: frameR.y + 3,
    w: inner.w,
    h: 14,
  });
}

/**
 * Expansion I's draft, before the first round: the supply's and the market's place shows the
 * violet buildings still to choose, by cost (touch-sized: six columns), and the own board's place
 * the board being filled, its 17 violet spaces by cost. Nobody has a building or a colonist yet,
 * so there is nothing of the own board to show; the opponents stay where they are.
 * @param {Item[]} items @param {PuertoRicoView} view
 * @param {typeof WIDE_BLOCKS} blocks @param {string} sheet
 */
function draftBlocks(items, view, blocks, sheet) {
  const top =
    sheet === 'wide'
      ? {
          x: blocks.common.x,
          y: blocks.common.y,
          w: blocks.market.x + blocks.market.w - blocks.common.x,
          h: blocks.common.h,
        }
      : sheet === 'tall'
        ? { ...blocks.common, h: blocks.market.y + blocks.market.h - blocks.common.y }
        : { ...blocks.common, w: blocks.market.x + blocks.market.w - blocks.common.x };
  frame(items, 'candidates', top, 'board.draft.candidates');
  const inner = inset(top, 6, 22, 6, 6);
  // The draft is Expansion I's: its view has `expansion`.
  const placed = new Set(/** @type {Expansion} */ (view.expansion).board);
  // Each candidate keeps its cell for the whole draft (a pick leaves a gap, it does not
  // reshuffle the rest): the player finds a building where he saw it.
  const all = [...VIOLET].sort(
    (a, b) => BUILDING[a].cost - BUILDING[b].cost || VIOLET.indexOf(a) - VIOLET.indexOf(b),
  );
  // 31 buildings at most, at least TOUCH units each way on the square and tall sheets
  const cols = { wide: 6, square: 7, tall: 3 }[sheet] ?? 6;
  const rows = Math.max(1, Math.ceil(all.length / cols));
  const cells = grid(inner, cols, rows, 4);
  all.forEach((name, i) => {
    if (placed.has(name)) return;
    items.push({
      id: `candidate:${name}`,
      kind: 'candidate',
      building: name,
      large: BUILDING[name].large,
      ...cells[i],
    });
  });
  frame(items, 'board', blocks.own, 'board.draft.board');
  const boardR = inset(blocks.own, 6, 22, 6, 6);
  const spaces = MARKET_COLUMNS.flat().filter((name) => !BUILDING[name].good);
  // (as wide as the market's buildings: room for a drafted building's name at 10 units beside
  // its copies; three rows of TOUCH units on the square sheet)
  const spaceCols = { wide: 6, square: 6, tall: 4 }[sheet] ?? 6;
  const spaceCells = grid(boardR, spaceCols, Math.ceil(spaces.length / spaceCols), 4);
  const columns = marketColumns(view.expansion);
  let k = 0;
  MARKET_COLUMNS.forEach((column, c) =>
    column.forEach((space, i) => {
      if (BUILDING[space].good) return;
      const building = columns[c][i];
      const cell = spaceCells[k++];
      if (building)
        items.push({
          id: `market:${building}`,
          kind: 'market',
          building,
          large: BUILDING[building].large,
          ...cell,
        });
      else
        items.push({
          id: `space:${space}`,
          kind: 'marketSpace',
          building: space,
          index: BUILDING[space].cost,
          ...cell,
        });
    }),
  );
}

/**
 * The buildings for sale, in the printed board's four columns (with Expansion I, the board's
 * buildings on its spaces; a space the draft has not filled yet is an empty `marketSpace`
 * with the printed building's cost).
 * @param {Item[]} items @param {PuertoRicoView} view @param {Rect} r
 * @param {number} gap between the buildings of a column
 */
function marketBlock(items, view, r, gap) {
  const cols = split(r, 4, 'h', 5);
  const columns = marketColumns(view.expansion);
  columns.forEach((names, c) => {
    const cells = split(cols[c], names.length, 'v', gap);
    names.forEach((name, i) => {
      if (name) {
        items.push({
          id: `market:${name}`,
          kind: 'market',
          building: name,
          large: BUILDING[name].large,
          ...cells[i],
        });
      } else {
        const space = MARKET_COLUMNS[c][i];
        items.push({
          id: `space:${space}`,
          kind: 'marketSpace',
          building: space,
          index: BUILDING[space].cost,
          ...cells[i],
        });
      }
    });
  });
}

/**
 * One player's board: header (name, governor, doubloons, VP), goods, San Juan, island and city.
 * @param {Item[]} items @param {PuertoRicoView} view @param {number} seat @param {Rect} r
 * @param {boolean} own
 * @param {string} sheet the template: on the square and tall ones, own tiles, buildings and
 *   goods of TOUCH units
 */
function playerBoard(items, view, seat, r, own, sheet) {
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
    return;
  }
  const body = own ? inset(r, 6, headerH + 8, 6, 6) : inset(r, 5, headerH + 8, 5, 5);

  if (own) {
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
    islandItems(items, p, seat, islandR, 4, 3, own);
    cityItems(items, p, seat, cityR, 4, 3, own);
    if (strip) {
      const stripR = { x: body.x, y: body.y + body.h - 40, w: body.w, h: 40 };
      const [goodsRow, poolR] = splitW(stripR, [5, 1.2], 'h', 6);
      split(goodsRow, 5, 'h', 6).forEach((cell, i) => {
        items.push({
          id: `${pid}:good:${GOODS[i]}`,
          kind: 'playerGood',
          seat,
          own,
          good: GOODS[i],
          ...cell,
        });
      });
      items.push({ id: `${pid}:goods`, kind: 'playerGoods', around: true, seat, own, ...goodsRow });
      items.push({ id: `${pid}:colonistPool`, kind: 'colonistPool', seat, own, ...poolR });
      return;
    }
    const goodsR = { x: body.x + body.w - goodsW, y: body.y, w: goodsW, h: body.h };
    const [goodsCol, poolR] = splitW(goodsR, [5, 1.1], 'v', 4);
    split(goodsCol, 5, 'v', 3).forEach((cell, i) => {
      items.push({
        id: `${pid}:good:${GOODS[i]}`,
        kind: 'playerGood',
        seat,
        own,
        good: GOODS[i],
        ...cell,
      });
    });
    items.push({ id: `${pid}:goods`, kind: 'playerGoods', around: true, seat, own, ...goodsCol });
    items.push({ id: `${pid}:colonistPool`, kind: 'colonistPool', seat, own, ...poolR });
    return;
  }
  // compact: goods row, then island and city side by side (wide) or stacked (narrow)
  const goodsRow = { x: body.x, y: body.y, w: body.w, h: 18 };
  const rest = inset(body, 0, 22, 0, 0);
  const [goodsR, poolR] = splitW(goodsRow, [5, 1.3], 'h', 4);
  split(goodsR, 5, 'h', 3).forEach((cell, i) => {
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
  const best = compactConfig(rest, sheet === 'tall' ? 0 : CITY_NAME_W);
  if (best.side) {
    const islandR = { x: rest.x, y: rest.y, w: best.tile * 4 + 9, h: rest.h };
    islandItems(items, p, seat, islandR, 4, 3, own);
    const cityR = { x: rest.x + islandR.w + 6, y: rest.y, w: rest.w - islandR.w - 6, h: rest.h };
    cityItems(items, p, seat, cityR, best.cols, 12 / best.cols, own);
  } else {
    const islandR = { x: rest.x, y: rest.y, w: rest.w, h: best.tile * 2 + 3 };
    islandItems(items, p, seat, islandR, 6, 2, own);
    const cityR = inset(rest, 0, islandR.h + 5, 0, 0);
    cityItems(items, p, seat, cityR, best.cols, 12 / best.cols, own);
  }
}

/**
 * The player's own board on the square sheet: island 4x3, city 4x3 and the goods with San Juan
 * in a 2x3 grid, all in rows of TOUCH units (the mayor's editor and storing tap them).
 * @param {Item[]} items @param {PuertoRicoPlayer} p @param {number} seat @param {Rect} body
 */
function ownTouchBoard(items, p, seat, body) {
  const pid = `p${seat}`;
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
  items.push({ id: `${pid}:goods`, kind: 'playerGoods', around: true, seat, own: true, ...goodsR });
  items.push({ id: `${pid}:colonistPool`, kind: 'colonistPool', seat, own: true, ...cells[5] });
}

/**
 * The player's own board on the tall sheet, which is too narrow for the square sheet's row of
 * island, city and goods: island 3x4 and city 3x4 side by side (three columns leave the
 * buildings as wide as on the square sheet, room for their whole names), the goods and San Juan
 * in a row of TOUCH units below.
 * @param {Item[]} items @param {PuertoRicoPlayer} p @param {number} seat @param {Rect} body
 */
function ownTallBoard(items, p, seat, body) {
  const pid = `p${seat}`;
  const gap = 4;
  const goodsR = { x: body.x, y: body.y + body.h - TOUCH, w: body.w, h: TOUCH };
  const upper = inset(body, 0, 0, 0, TOUCH + 6);
  const tile = (upper.h - 3 * gap) / 4;
  const islandW = tile * 3 + 2 * gap;
  islandItems(items, p, seat, { ...upper, w: islandW }, 3, 4, true, gap);
  cityItems(items, p, seat, inset(upper, islandW + 10, 0, 0, 0), 3, 4, true, gap);
  const cells = split(goodsR, 6, 'h', gap);
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
  items.push({
    id: `${pid}:goods`,
    kind: 'playerGoods',
    around: true,
    seat,
    own: true,
    ...goodsR,
    w: cells[4].x + cells[4].w - goodsR.x,
  });
  items.push({ id: `${pid}:colonistPool`, kind: 'colonistPool', seat, own: true, ...cells[5] });
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
