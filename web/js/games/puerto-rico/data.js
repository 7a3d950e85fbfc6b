// @ts-check
/**
 * Static tables of the base game and Expansion I, mirrored from pr_core/puerto_rico/data.py (data only, no
 * rules; tests/test_web_data.py checks the mirror).
 * The board needs them to draw what the view leaves implicit: a building's cost, VP, circles,
 * size and the good it produces. Names are the position format's names.
 */

/** @typedef {'corn'|'indigo'|'sugar'|'tobacco'|'coffee'} Good */

/** @type {Good[]} */
export const GOODS = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'];
/** Island tile kinds with a circle: the goods' plantations and the quarry (mayor targets). */
export const TILES = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry'];
/** Expansion I's island tile without a circle. */
export const FOREST = 'forest';
/** Trading-house prices. */
/** @type {Record<string, number>} */
export const PRICE = { corn: 0, indigo: 1, sugar: 2, tobacco: 3, coffee: 4 };

/**
 * @typedef {{name: string, cost: number, vp: number, circles: number, column: number,
 *   good: Good|null, large: boolean}} BuildingInfo
 */

/** @type {BuildingInfo[]} in pr_core's order (building ids). */
export const BUILDINGS = [
  ['small_indigo_plant', 1, 1, 1, 1, 'indigo', false],
  ['small_sugar_mill', 2, 1, 1, 1, 'sugar', false],
  ['indigo_plant', 3, 2, 3, 2, 'indigo', false],
  ['sugar_mill', 4, 2, 3, 2, 'sugar', false],
  ['tobacco_storage', 5, 3, 3, 3, 'tobacco', false],
  ['coffee_roaster', 6, 3, 2, 3, 'coffee', false],
  ['small_market', 1, 1, 1, 1, null, false],
  ['hacienda', 2, 1, 1, 1, null, false],
  ['construction_hut', 2, 1, 1, 1, null, false],
  ['small_warehouse', 3, 1, 1, 1, null, false],
  ['hospice', 4, 2, 1, 2, null, false],
  ['office', 5, 2, 1, 2, null, false],
  ['large_market', 5, 2, 1, 2, null, false],
  ['large_warehouse', 6, 2, 1, 2, null, false],
  ['factory', 7, 3, 1, 3, null, false],
  ['university', 8, 3, 1, 3, null, false],
  ['harbor', 8, 3, 1, 3, null, false],
  ['wharf', 9, 3, 1, 3, null, false],
  ['guild_hall', 10, 4, 1, 4, null, true],
  ['residence', 10, 4, 1, 4, null, true],
  ['fortress', 10, 4, 1, 4, null, true],
  ['customs_house', 10, 4, 1, 4, null, true],
  ['city_hall', 10, 4, 1, 4, null, true],
  // Expansion I
  ['aqueduct', 1, 1, 1, 1, null, false],
  ['forest_house', 2, 1, 1, 1, null, false],
  ['black_market', 2, 1, 1, 1, null, false],
  ['storehouse', 3, 1, 1, 1, null, false],
  ['guest_house', 4, 2, 2, 2, null, false],
  ['trading_post', 5, 2, 1, 2, null, false],
  ['church', 5, 2, 1, 2, null, false],
  ['small_wharf', 6, 2, 1, 2, null, false],
  ['lighthouse', 7, 3, 1, 3, null, false],
  ['specialty_factory', 8, 3, 1, 3, null, false],
  ['library', 8, 3, 1, 3, null, false],
  ['union_hall', 9, 3, 1, 3, null, false],
  ['statue', 10, 8, 0, 4, null, true],
  ['cloister', 10, 4, 1, 4, null, true],
].map(
  ([name, cost, vp, circles, column, good, large]) =>
    /** @type {BuildingInfo} */ ({ name, cost, vp, circles, column, good, large }),
);

/** @type {Record<string, BuildingInfo>} */
export const BUILDING = Object.fromEntries(BUILDINGS.map((b) => [b.name, b]));

/** The buildings for sale as the printed board shows them: four columns by VP. Expansion I's
 * board puts a building of the same cost on each violet space (marketColumns). */
export const MARKET_COLUMNS = [
  [
    'small_indigo_plant',
    'small_sugar_mill',
    'small_market',
    'hacienda',
    'construction_hut',
    'small_warehouse',
  ],
  ['indigo_plant', 'sugar_mill', 'hospice', 'office', 'large_market', 'large_warehouse'],
  ['tobacco_storage', 'coffee_roaster', 'factory', 'university', 'harbor', 'wharf'],
  ['guild_hall', 'residence', 'fortress', 'customs_house', 'city_hall'],
];

/** The violet buildings of the base game, Expansion I's board spaces (named by the printed
 * building), and those of the expansion. */
const BASE_COUNT = 23;
export const NEW_BUILDINGS = BUILDINGS.slice(BASE_COUNT).map((b) => b.name);
export const VIOLET = BUILDINGS.filter((b) => !b.good).map((b) => b.name);

/**
 * The market's columns for a game (the view's `expansion`): the printed board's; with Expansion
 * I each violet space holds the board's building of its cost (the draft's picks in order fill a
 * cost's spaces from the top: the black market on the hacienda's space in the Swedish edition's
 * example, docs/rules/expansion-i.md#draft), a space still empty during the draft holds `null`;
 * with every building for sale (the Swedish edition's variant,
 * docs/rules/expansion-i.md#all-buildings) the columns are the four VP columns with the new
 * buildings below the base ones.
 * @param {any} expansion the view's "expansion" object, or undefined
 * @returns {(string|null)[][]}
 */
export function marketColumns(expansion) {
  if (!expansion) return MARKET_COLUMNS;
  if (expansion.setup === 'all') {
    return [1, 2, 3, 4].map((column) =>
      BUILDINGS.filter((b) => b.column === column).map((b) => b.name),
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

/** The role a card stands for (the 5-player game has two prospector cards). */
/** @type {Record<string, string>} */
export const CARD_ROLE = {
  settler: 'settler',
  mayor: 'mayor',
  builder: 'builder',
  craftsman: 'craftsman',
  trader: 'trader',
  captain: 'captain',
  prospector: 'prospector',
  prospector_2: 'prospector',
};

/** Mayor targets in placing order: tile kinds, then buildings by id. @param {string} name */
export function targetOrder(name) {
  const t = TILES.indexOf(name);
  return t >= 0 ? t : 8 + BUILDINGS.findIndex((b) => b.name === name);
}
