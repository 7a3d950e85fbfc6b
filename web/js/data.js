// @ts-check
/**
 * Static tables of the base game, mirrored from pr_core/data.py (data only, no rules).
 * The board needs them to draw what the view leaves implicit: a building's cost, VP, circles,
 * size and the good it produces. Names are the position format's names.
 */

/** @typedef {'corn'|'indigo'|'sugar'|'tobacco'|'coffee'} Good */

/** @type {Good[]} */
export const GOODS = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'];
/** Island tile kinds: the goods' plantations and the quarry. */
export const TILES = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry'];
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
].map(([name, cost, vp, circles, column, good, large]) => (
  /** @type {BuildingInfo} */ ({ name, cost, vp, circles, column, good, large })));

/** @type {Record<string, BuildingInfo>} */
export const BUILDING = Object.fromEntries(BUILDINGS.map((b) => [b.name, b]));

/** The buildings for sale as the printed board shows them: four columns by VP. */
export const MARKET_COLUMNS = [
  ['small_indigo_plant', 'small_sugar_mill', 'small_market', 'hacienda', 'construction_hut',
    'small_warehouse'],
  ['indigo_plant', 'sugar_mill', 'hospice', 'office', 'large_market', 'large_warehouse'],
  ['tobacco_storage', 'coffee_roaster', 'factory', 'university', 'harbor', 'wharf'],
  ['guild_hall', 'residence', 'fortress', 'customs_house', 'city_hall'],
];

/** The role a card stands for (the 5-player game has two prospector cards). */
/** @type {Record<string, string>} */
export const CARD_ROLE = {
  settler: 'settler', mayor: 'mayor', builder: 'builder', craftsman: 'craftsman',
  trader: 'trader', captain: 'captain', prospector: 'prospector', prospector_2: 'prospector',
};

/** Mayor targets in placing order: tile kinds, then buildings by id. @param {string} name */
export function targetOrder(name) {
  const t = TILES.indexOf(name);
  return t >= 0 ? t : 8 + BUILDINGS.findIndex((b) => b.name === name);
}
