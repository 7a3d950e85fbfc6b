// @ts-check
/**
 * San Juan's static facts (the 29 kinds of card, the goods, the roles, the trading-house tiles,
 * a city's places) as the engine's `hello` hands them (docs/bridge.md,
 * pr_core/san_juan/page.py's CATALOG): the page keeps no copy of the engine's tables. The tables
 * below are empty until `useCatalog` fills them in place, once before anything is drawn; the
 * modules that import them then read the filled contents.
 */

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
  const cards = rows(catalog, 'cards', {
    card: 'string',
    cost: 'number',
    vp: 'number',
    copies: 'number',
    kind: 'string',
    good: 'string|null',
  }).map((c) => ({
    name: String(c.card),
    cost: Number(c.cost),
    vp: Number(c.vp),
    copies: Number(c.copies),
    kind: String(c.kind),
    good: c.good === null ? null : String(c.good),
  }));
  const goods = names(catalog, 'goods');
  const roles = names(catalog, 'roles');
  const tiles = rows(catalog, 'tiles', Object.fromEntries(goods.map((g) => [g, 'number']))).map(
    (tile) => Object.fromEntries(goods.map((g) => [g, Number(tile[g])])),
  );
  const citySize = field(catalog, 'city_size');
  if (typeof citySize !== 'number') throw missing('"city_size" should be a number');

  refill(CARDS, cards);
  for (const key of Object.keys(CARD)) delete CARD[key];
  Object.assign(CARD, Object.fromEntries(cards.map((c) => [c.name, c])));
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

// --- reading the catalog ---------------------------------------------------------------------

/** @param {unknown} catalog @param {string} name */
function field(catalog, name) {
  return catalog && typeof catalog === 'object' ? Reflect.get(catalog, name) : undefined;
}

/** @param {string} what */
function missing(what) {
  return new Error(`San Juan's catalog (the engine's hello): ${what}`);
}

/**
 * A table of the catalog, each row checked for the fields the page reads (their `typeof`, or
 * "null"): a catalog from another engine version fails here, in words, rather than as a
 * drawing that reads `undefined`.
 * @param {unknown} catalog @param {string} table @param {Record<string, string>} fields
 * @returns {Record<string, unknown>[]}
 */
function rows(catalog, table, fields) {
  const found = field(catalog, table);
  if (!Array.isArray(found) || !found.length) throw missing(`no "${table}" table`);
  found.forEach((row, i) => {
    for (const [name, types] of Object.entries(fields)) {
      const value = row && typeof row === 'object' ? row[name] : undefined;
      const type = value === null ? 'null' : typeof value;
      if (!types.split('|').includes(type))
        throw missing(`${table}[${i}].${name} should be ${types.replace('|', ' or ')}`);
    }
  });
  return found;
}

/** A list of names of the catalog. @param {unknown} catalog @param {string} list */
function names(catalog, list) {
  const found = field(catalog, list);
  if (!Array.isArray(found) || !found.length || found.some((x) => typeof x !== 'string'))
    throw missing(`"${list}" should be a list of names`);
  return /** @type {string[]} */ (found);
}

/** Replaces an array's items in place (importers hold the array). @template T
 * @param {T[]} target @param {T[]} items */
function refill(target, items) {
  target.splice(0, target.length, ...items);
}
