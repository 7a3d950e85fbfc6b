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
import { frame, growingTall, inset, layoutOf, placeSheet, split } from '../../kit/layout.js';
import { playerBoard } from './layout-players.js';
import {
  commonBlock,
  commonTouchBlock,
  draftBlocks,
  marketBlock,
  rolesBlock,
} from './layout-supply.js';

/** @typedef {import('../../kit/layout.js').Rect} Rect */
/**
 * An element of the board (kit/layout.js's, with what the board's elements carry).
 * @typedef {import('../../kit/layout.js').Item & {index?: number, name?: string, good?: string,
 *   tile?: string|null, building?: string, circle?: number, large?: boolean, capacity?: number,
 *   cells?: Rect[]}} Item
 */
/** @typedef {import('../../kit/layout.js').Layout<Item>} Layout */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */

/**
 * @param {PuertoRicoView} view the player view (position format)
 * @param {number} seat the human's seat
 * @param {number} width canvas CSS width
 * @param {number} height canvas CSS height
 * @returns {Layout}
 */
export function computeLayout(view, seat, width, height) {
  const n = view.players.length;
  const sheet = placeSheet(GROWING.sheetsFor(n), width, height);
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

// The sheets are kit/layout.js's: on the wide and square ones every text is at least 10 CSS px,
// about 10 units, and their blocks leave every name room for that (opponents' city cells
// CITY_NAME_W units wide, role cards whose band holds two lines).
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
const TALL_OPPONENT_GAP = 6;
/** The tall sheet, one opponent's row each (1557 units at 5 players). */
const GROWING = growingTall({
  top: TALL_BLOCKS.others.y,
  rowH: 137.5,
  gap: TALL_OPPONENT_GAP,
});
export const tallSheetHeight = GROWING.height;
export const tallSheetAspect = GROWING.aspect;

/** The tall sheet's blocks, the opponents taking what its height `vh` leaves. @param {number} vh */
function tallBlocks(vh) {
  return { ...TALL_BLOCKS, others: { ...TALL_BLOCKS.others, h: vh - TALL_BLOCKS.others.y } };
}

/** A sheet's blocks (the places of the board's parts). @typedef {typeof WIDE_BLOCKS} Blocks */

/** @type {Record<string, Blocks>} */
const BLOCKS = { wide: WIDE_BLOCKS, square: SQUARE_BLOCKS, tall: TALL_BLOCKS };
