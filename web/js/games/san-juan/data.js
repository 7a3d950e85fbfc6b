// @ts-check
/**
 * San Juan's static tables, mirrored from pr_core/san_juan/data.py (tests/san_juan/test_sj_web_data.py
 * checks that they match): the 29 kinds of card (cost in cards, VP printed, copies, kind, the
 * good a production building makes), the goods, the roles and the five trading-house tiles.
 * Data only: the page keeps no rules.
 */

/** @typedef {{name: string, cost: number, vp: number, copies: number, kind: string, good: string|null}} Card */

/** [name, cost, vp, copies, kind (production, violet, monument, bonus: the 6-cost buildings), good] */
export const CARDS = [
  ['indigo_plant', 1, 1, 10, 'production', 'indigo'],
  ['sugar_mill', 2, 1, 8, 'production', 'sugar'],
  ['tobacco_storage', 3, 2, 8, 'production', 'tobacco'],
  ['coffee_roaster', 4, 2, 8, 'production', 'coffee'],
  ['silver_smelter', 5, 3, 8, 'production', 'silver'],
  ['smithy', 1, 1, 3, 'violet', null],
  ['gold_mine', 1, 1, 3, 'violet', null],
  ['archive', 1, 1, 3, 'violet', null],
  ['poor_house', 2, 1, 3, 'violet', null],
  ['black_market', 2, 1, 3, 'violet', null],
  ['trading_post', 2, 1, 3, 'violet', null],
  ['well', 2, 1, 3, 'violet', null],
  ['market_stand', 2, 1, 3, 'violet', null],
  ['crane', 2, 1, 3, 'violet', null],
  ['chapel', 3, 2, 3, 'violet', null],
  ['tower', 3, 2, 3, 'violet', null],
  ['aqueduct', 3, 2, 3, 'violet', null],
  ['carpenter', 3, 2, 3, 'violet', null],
  ['prefecture', 3, 2, 3, 'violet', null],
  ['market_hall', 4, 2, 3, 'violet', null],
  ['quarry', 4, 2, 3, 'violet', null],
  ['library', 5, 3, 3, 'violet', null],
  ['statue', 3, 3, 3, 'monument', null],
  ['victory_column', 4, 4, 3, 'monument', null],
  ['hero', 5, 5, 3, 'monument', null],
  ['guild_hall', 6, 0, 2, 'bonus', null],
  ['city_hall', 6, 0, 2, 'bonus', null],
  ['triumphal_arch', 6, 0, 2, 'bonus', null],
  ['palace', 6, 0, 2, 'bonus', null],
].map(
  ([name, cost, vp, copies, kind, good]) =>
    /** @type {Card} */ ({
      name: String(name),
      cost: Number(cost),
      vp: Number(vp),
      copies: Number(copies),
      kind: String(kind),
      good: good === null ? null : String(good),
    }),
);

/** @type {Record<string, Card>} */
export const CARD = Object.fromEntries(CARDS.map((c) => [c.name, c]));

/** The card kinds in the engine's order (the order of ascending picks). */
export const CARD_ORDER = CARDS.map((c) => c.name);

export const GOODS = ['indigo', 'sugar', 'tobacco', 'coffee', 'silver'];

export const ROLES = ['builder', 'producer', 'trader', 'councillor', 'prospector'];

/** The trading-house tiles: cards paid per good, in the order of GOODS. */
export const TILES = [
  [1, 1, 1, 2, 2],
  [1, 1, 2, 2, 2],
  [1, 1, 2, 2, 3],
  [1, 2, 2, 2, 3],
  [1, 2, 2, 3, 3],
];

/** The hand limit at the start of a round (12 with a tower). */
export const HAND_LIMIT = 7;
