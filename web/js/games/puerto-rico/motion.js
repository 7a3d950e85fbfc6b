// @ts-check
/**
 * What moved on Puerto Rico's table in a step, for the kit's flights (kit/motion.js): from the
 * element it came from to the one it went to, in the layout's ids (layout.js). The view is the
 * one after the step: a tile taken is already on the island, a building in the city.
 */
import { COLORS, GOOD_COLORS, BUILDING_COLORS } from '../../kit/theme.js';
import { moveList } from '../../kit/motion.js';
import { BUILDING } from './catalog.js';
import { ROLE_COLORS, TILE_COLORS } from './palette.js';
import { roleOf } from './catalog.js';

/** @typedef {import('../../kit/motion.js').Move} Move */
/** @typedef {import('../../kit/motion.js').Token} Token */
/** @typedef {import('./view.js').PuertoRicoEvent} PuertoRicoEvent */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {ReturnType<typeof moveList>['add']} Adder */

/** @type {Token} */
const COIN = { shape: 'disc', fill: COLORS.gold, edge: COLORS.goldEdge };
/** @type {Token} */
const COLONIST = { shape: 'disc', fill: COLORS.colonist, edge: COLORS.colonistRim };
/** @type {Token} */
const VP = { shape: 'disc', fill: COLORS.vp, edge: COLORS.vpEdge };
/** @param {string} good @returns {Token} */
const barrel = (good) => ({
  shape: 'disc',
  fill: GOOD_COLORS[good]?.fill ?? COLORS.paper,
  edge: GOOD_COLORS[good]?.edge,
});
/** @param {string} tile @returns {Token} */
const tileToken = (tile) => ({ shape: 'square', fill: TILE_COLORS[tile] ?? COLORS.paper });

/**
 * @param {PuertoRicoEvent[]} events one step's events @param {PuertoRicoView} view after them
 * @returns {Move[]}
 */
export function stepMoves(events, view) {
  const { moves, add } = moveList();
  for (const e of events) {
    const p = e.player !== undefined ? `p${e.player}` : '';
    switch (e.type) {
      case 'role_chosen': {
        const colour = ROLE_COLORS[roleOf(e.role)] ?? COLORS.paperDark;
        add(`role:${e.role}`, `${p}:header`, { shape: 'card', fill: colour });
        add(`role:${e.role}`, `${p}:header`, COIN, e.doubloons);
        break;
      }
      case 'tile_taken':
      case 'hacienda_tile_placed':
      case 'hacienda_draw': {
        const island = view.players[e.player].island;
        const from =
          e.type === 'hacienda_draw'
            ? 'faceDown'
            : e.tile === 'quarry'
              ? 'quarries'
              : 'frame:plantations';
        add(from, `${p}:island:${island.length - 1}`, tileToken(e.tile));
        break;
      }
      case 'built': {
        const info = BUILDING[e.building];
        const colour = BUILDING_COLORS[info?.good ?? (info?.large ? 'large' : 'violet')];
        add(`market:${e.building}`, `${p}:city:${e.building}`, {
          shape: 'card',
          fill: colour?.fill ?? COLORS.paper,
          edge: colour?.edge,
        });
        add(`${p}:header`, 'frame:market', COIN, e.cost);
        break;
      }
      case 'colonists_handed_out':
        e.received.forEach((n, seat) => add('colonistShip', `p${seat}:header`, COLONIST, n));
        break;
      case 'extra_colonist':
        add('colonistSupply', `${p}:header`, COLONIST);
        break;
      case 'prospected':
      case 'specialty_factory':
      case 'lighthouse':
        add('frame:top', `${p}:header`, COIN, e.doubloons);
        break;
      case 'church':
      case 'union_hall':
        add('vpChips', `${p}:header`, VP, e.vp);
        break;
      default:
        goodsMoves(e, p, view, add);
        break;
    }
  }
  return moves;
}

/**
 * The goods' moves: produced, sold, shipped, stored (and lost).
 * @param {PuertoRicoEvent} e @param {string} p the player's id prefix in the layout
 * @param {PuertoRicoView} view @param {Adder} add
 */
function goodsMoves(e, p, view, add) {
  switch (e.type) {
    case 'produced':
      for (const [good, n] of Object.entries(e.goods))
        add(`supplyGood:${good}`, `${p}:good:${good}`, barrel(good), n);
      break;
    case 'extra_good':
      add(`supplyGood:${e.good}`, `${p}:good:${e.good}`, barrel(e.good));
      break;
    case 'sold':
      add(
        `${p}:good:${e.good}`,
        `thSlot:${Math.max(0, view.trading_house.length - 1)}`,
        barrel(e.good),
      );
      add('tradingHouse', `${p}:header`, COIN, e.price);
      break;
    case 'sold_to_trading_post':
      add(`${p}:good:${e.good}`, `supplyGood:${e.good}`, barrel(e.good));
      add(`${p}:city:trading_post`, `${p}:header`, COIN, e.price);
      break;
    case 'shipped':
      add(
        `${p}:good:${e.good}`,
        e.wharf ? `${p}:city:wharf` : `ship:${e.ship}`,
        barrel(e.good),
        e.count,
      );
      add('vpChips', `${p}:header`, VP, e.vp);
      break;
    case 'small_wharf_shipped':
      for (const [good, n] of Object.entries(e.goods))
        add(`${p}:good:${good}`, `${p}:city:small_wharf`, barrel(good), n);
      add('vpChips', `${p}:header`, VP, e.vp);
      break;
    case 'stored':
      for (const [good, n] of Object.entries(e.lost))
        add(`${p}:good:${good}`, `supplyGood:${good}`, barrel(good), n);
      break;
    default:
      break;
  }
}
