// @ts-check
/**
 * San Juan's static facts (the 29 kinds of card, the goods, the roles, the trading-house tiles,
 * a city's places) as the engine's `hello` hands them (docs/bridge.md,
 * pr_core/san_juan/page.py's CATALOG): the page keeps no copy of the engine's tables. The tables
 * below are empty until `useCatalog` fills them in place, once before anything is drawn; the
 * modules that import them then read the filled contents.
 */
import { catalogReader, refill, refillRecord } from '../../kit/catalog.js';

/**
 * A kind of card: its cost in cards, printed VP, copies in the game, kind (production, violet,
 * monument, or bonus: the 6-cost buildings, which score at the end) and the good it produces.
 * @typedef {{name: string, cost: number, vp: number, copies: number, kind: string,
 *   good: string|null}} Card
 */

/** @type {Card[]} in the engine's order, which is also the order of ascending picks */
export const CARDS = [];
/** @type {Record<string, Card>} */
export const CARD = {};
/** @type {string[]} the card kinds' names in the engine's order */
export const CARD_ORDER = [];
/** @type {string[]} the 6-cost buildings (each a part of the scores), in the engine's order */
export const BONUSES = [];
/** @type {string[]} */
export const GOODS = [];
/** @type {string[]} */
export const ROLES = [];
/** @type {Record<string, number>[]} the trading-house tiles: cards paid per good */
export const TILES = [];
/** The places of a city: a game ends after a builder phase that completes one. */
export let CITY_SIZE = 0;

/**
 * Fills the tables from San Juan's catalog, replacing what an earlier catalog put there.
 * Throws an Error naming what is missing if the catalog lacks a fact the page needs.
 * @param {unknown} catalog the `catalog` of San Juan's entry in hello's `games`
 */
export function useCatalog(catalog) {
  const read = catalogReader(catalog, 'San Juan');
  const cards = read
    .rows('cards', {
      card: 'string',
      cost: 'number',
      vp: 'number',
      copies: 'number',
      kind: 'string',
      good: 'string|null',
    })
    .map((c) => ({
      name: String(c.card),
      cost: Number(c.cost),
      vp: Number(c.vp),
      copies: Number(c.copies),
      kind: String(c.kind),
      good: c.good === null ? null : String(c.good),
    }));
  const goods = read.names('goods');
  const roles = read.names('roles');
  const tiles = read
    .rows('tiles', Object.fromEntries(goods.map((g) => [g, 'number'])))
    .map((tile) => Object.fromEntries(goods.map((g) => [g, Number(tile[g])])));
  const citySize = read.number('city_size');

  refill(CARDS, cards);
  refillRecord(CARD, Object.fromEntries(cards.map((c) => [c.name, c])));
  refill(
    CARD_ORDER,
    cards.map((c) => c.name),
  );
  refill(
    BONUSES,
    cards.filter((c) => c.kind === 'bonus').map((c) => c.name),
  );
  refill(GOODS, goods);
  refill(ROLES, roles);
  refill(TILES, tiles);
  CITY_SIZE = citySize;
}
