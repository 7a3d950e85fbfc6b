// @ts-check
/**
 * What moved on San Juan's table in a step, for the kit's flights (kit/motion.js), in the
 * layout's ids: a role card taken, a card from the hand to the city, goods from the pile onto
 * the production buildings, cards drawn from the pile and discarded. The view is the one after
 * the step. Another player's cards fly face down: the events name none of them.
 */
import { COLORS, GOOD_COLORS, BUILDING_COLORS } from '../../kit/theme.js';
import { moveList } from '../../kit/motion.js';
import { CARD } from './catalog.js';
import { ROLE_COLORS } from './render.js';

/** @typedef {import('../../kit/motion.js').Move} Move */
/** @typedef {import('../../kit/motion.js').Token} Token */
/** @typedef {import('./view.js').SanJuanEvent} SanJuanEvent */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */

/** @type {Token} a card's back */
const BACK = { shape: 'card', fill: '#6b4a2b', edge: '#3d2914' };
/**
 * @param {SanJuanEvent[]} events one step's events @param {SanJuanView} view after them
 * @returns {Move[]}
 */
export function stepMoves(events, view) {
  const { moves, add } = moveList();
  for (const e of events) {
    const p = e.player !== undefined ? `p${e.player}` : '';
    switch (e.type) {
      case 'role_chosen':
        add(`role:${e.role}`, `${p}:header`, {
          shape: 'card',
          fill: ROLE_COLORS[e.role] ?? COLORS.paperDark,
        });
        break;
      case 'built': {
        const buildings = view.players[e.player].buildings;
        const i = buildings.map((b) => b.card).lastIndexOf(e.card);
        const info = CARD[e.card];
        const colour = BUILDING_COLORS[info?.good ?? 'violet'] ?? BUILDING_COLORS.violet;
        add(`${p}:header`, `${p}:b:${Math.max(0, i)}`, {
          shape: 'card',
          fill: colour.fill,
          edge: colour.edge,
        });
        add(`${p}:header`, 'discards', BACK, e.cards_paid);
        break;
      }
      case 'produced': {
        const buildings = view.players[e.player].buildings;
        const i = buildings.findIndex((b) => b.good && CARD[b.card]?.good === e.good);
        add('pile', i >= 0 ? `${p}:b:${i}` : `${p}:header`, BACK);
        break;
      }
      case 'sold': {
        const good = GOOD_COLORS[e.good];
        add(`${p}:header`, 'tile', {
          shape: 'disc',
          fill: good?.fill ?? COLORS.paper,
          edge: good?.edge,
        });
        add('pile', `${p}:header`, BACK, e.price);
        break;
      }
      case 'cards_drawn':
        add('pile', `${p}:header`, BACK, e.count);
        break;
      case 'discarded':
      case 'discarded_drawn':
        add(`${p}:header`, 'discards', BACK, e.type === 'discarded_drawn' ? e.count : 1);
        break;
      default:
        break;
    }
  }
  return moves;
}
