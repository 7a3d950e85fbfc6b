// @ts-check
/**
 * Puerto Rico's board layout, the shared blocks (layout.js places them): the role cards, the
 * common supply (colonists, VP chips, goods, trading house, cargo ships, plantations), the
 * buildings market, and Expansion I's draft. Pure, as layout.js.
 */
import { BUILDING, GOODS, MARKET_COLUMNS, VIOLET, marketColumns } from './catalog.js';
import { frame, grid, inset, split, splitW } from '../../kit/layout.js';
import { TOUCH } from './layout-players.js';

/** @typedef {import('../../kit/layout.js').Rect} Rect */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').Expansion} Expansion */
/** @typedef {import('./layout.js').Blocks} Blocks */

// --- blocks ------------------------------------------------------------------------------------

/**
 * The role cards in `rows` rows, as many in each as it takes (an odd one short at the end).
 * @param {Item[]} items @param {PuertoRicoView} view @param {Rect} r @param {number} rows
 */
export function rolesBlock(items, view, r, rows) {
  const cards = view.roles;
  const cells = grid(r, Math.ceil(cards.length / rows), rows, 5);
  cards.forEach((card, i) => {
    items.push({ id: `role:${card.role}`, kind: 'role', name: card.role, ...cells[i] });
  });
}

/** The common supply: colonists, VP chips, goods, trading house, cargo ships, plantations.
 * @param {Item[]} items @param {PuertoRicoView} view @param {Rect} r */
export function commonBlock(items, view, r) {
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
export function commonTouchBlock(items, view, r) {
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
export function goodsRow(items, r) {
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
 * @param {Blocks} blocks @param {string} sheet
 */
export function draftBlocks(items, view, blocks, sheet) {
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
export function marketBlock(items, view, r, gap) {
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
