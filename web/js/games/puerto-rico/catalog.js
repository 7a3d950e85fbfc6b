// @ts-check
/**
 * Puerto Rico's static facts (buildings, goods, island tiles, role cards) as the engine's `hello`
 * hands them (docs/bridge.md, pr_core/puerto_rico/page.py's CATALOG): the page keeps no copy of
 * the engine's tables. The tables below are empty until `useCatalog` fills them in place, once
 * before anything is drawn; the modules that import them then read the filled contents.
 * Names are the position format's names.
 */
import { catalogReader, refill, refillRecord } from '../../kit/catalog.js';

/** @typedef {'corn'|'indigo'|'sugar'|'tobacco'|'coffee'} Good */

/**
 * @typedef {{name: string, cost: number, vp: number, circles: number, column: number,
 *   good: Good|null, large: boolean, expansion: boolean}} BuildingInfo
 */

/** @type {Good[]} the goods in the engine's order */
export const GOODS = [];
/** @type {Record<string, number>} the trading house's price of each good */
export const PRICE = {};
/** @type {string[]} the island tile kinds with a circle: the mayor's targets besides buildings */
export const TILES = [];
/** @type {string[]} every island tile kind, Expansion I's forest (no circle) included */
export const ISLAND_TILES = [];
/** @type {BuildingInfo[]} in the engine's order (building ids) */
export const BUILDINGS = [];
/** @type {Record<string, BuildingInfo>} */
export const BUILDING = {};
/** @type {string[]} the violet buildings, base game's and Expansion I's */
export const VIOLET = [];
/**
 * @type {string[][]} the buildings for sale as the printed board shows them: the base game's by
 * column; Expansion I's board has a space for each violet building of these (marketColumns)
 */
export const MARKET_COLUMNS = [];
/** @type {Record<string, string>} the role each card stands for (5 players: two prospectors) */
export const CARD_ROLE = {};

/**
 * Fills the tables from Puerto Rico's catalog, replacing what an earlier catalog put there.
 * Throws an Error naming what is missing if the catalog lacks a fact the page needs.
 * @param {unknown} catalog the `catalog` of Puerto Rico's entry in hello's `games`
 */
export function useCatalog(catalog) {
  const read = catalogReader(catalog, 'Puerto Rico');
  const buildings = read
    .rows('buildings', {
      building: 'string',
      cost: 'number',
      vp: 'number',
      circles: 'number',
      column: 'number',
      spaces: 'number',
      good: 'string|null',
      expansion: 'boolean',
    })
    .map((b) => ({
      name: String(b.building),
      cost: Number(b.cost),
      vp: Number(b.vp),
      circles: Number(b.circles),
      column: Number(b.column),
      good: /** @type {Good|null} */ (b.good),
      large: Number(b.spaces) > 1,
      expansion: Boolean(b.expansion),
    }));
  const goods = read.rows('goods', { good: 'string', price: 'number' });
  const tiles = read.rows('tiles', { tile: 'string', circles: 'number' });
  const cards = read.rows('role_cards', { card: 'string', role: 'string' });

  refill(
    GOODS,
    goods.map((g) => /** @type {Good} */ (g.good)),
  );
  refillRecord(PRICE, Object.fromEntries(goods.map((g) => [g.good, Number(g.price)])));
  refill(
    TILES,
    tiles.filter((x) => Number(x.circles) > 0).map((x) => String(x.tile)),
  );
  refill(
    ISLAND_TILES,
    tiles.map((x) => String(x.tile)),
  );
  refill(BUILDINGS, buildings);
  refillRecord(BUILDING, Object.fromEntries(buildings.map((b) => [b.name, b])));
  refill(
    VIOLET,
    buildings.filter((b) => !b.good).map((b) => b.name),
  );
  const base = buildings.filter((b) => !b.expansion);
  const columns = [...new Set(base.map((b) => b.column))].sort((a, b) => a - b);
  refill(
    MARKET_COLUMNS,
    columns.map((c) => base.filter((b) => b.column === c).map((b) => b.name)),
  );
  refillRecord(CARD_ROLE, Object.fromEntries(cards.map((c) => [c.card, String(c.role)])));
}

/**
 * The market's columns for a game (the view's `expansion`): the printed board's; with Expansion
 * I each violet space holds the board's building of its cost (the draft's picks in order fill a
 * cost's spaces from the top: the black market on the hacienda's space in the Swedish edition's
 * example, docs/rules/expansion-i.md#draft), a space still empty during the draft holds `null`;
 * with every building for sale (the Swedish edition's variant,
 * docs/rules/expansion-i.md#all-buildings) the columns are the VP columns with the new
 * buildings below the base ones.
 * @param {import('./view.js').Expansion|undefined} expansion the view's `expansion`, if any
 * @returns {(string|null)[][]}
 */
export function marketColumns(expansion) {
  if (!expansion) return MARKET_COLUMNS;
  if (expansion.setup === 'all') {
    return MARKET_COLUMNS.map(([first]) =>
      BUILDINGS.filter((b) => b.column === BUILDING[first].column).map((b) => b.name),
    );
  }
  /** @type {Record<number, string[]>} */
  const byCost = {};
  for (const name of expansion.board) (byCost[BUILDING[name].cost] ??= []).push(name);
  /** @type {Record<number, number>} */
  const used = {};
  return MARKET_COLUMNS.map((column) =>
    column.map((space) => {
      const info = BUILDING[space];
      if (info.good) return space;
      const k = used[info.cost] ?? 0;
      used[info.cost] = k + 1;
      return byCost[info.cost]?.[k] ?? null;
    }),
  );
}

/** The role a role card stands for ("prospector_2" -> "prospector"). @param {string} card */
export function roleOf(card) {
  return CARD_ROLE[card] ?? card;
}
