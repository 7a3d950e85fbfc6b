// @ts-check
/**
 * What the tooltip says about a board element (buildings and roles explained in the language
 * file's words).
 */
import { BUILDING, GOODS } from './catalog.js';
import { t, capital } from '../../kit/text.js';
import { about } from '../../kit/you.js';
import { goodsList, shipLabel } from './moves.js';

/** @typedef {import('../../kit/tooltip.js').Tip} Tip */
/** @typedef {import('./view.js').PuertoRicoSnapshot} PuertoRicoSnapshot */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */

/**
 * "Costs you 2 doubloons", with Expansion I the price's breakdown ("6 − 1 builder − 2 quarries
 * − 3 forests = 0") and what the black market must make up.
 * @param {PuertoRicoSnapshot} snap @param {string} name @param {number} printed
 * @param {number} cost
 */
function costText(snap, name, printed, cost) {
  const entry = snap.legal.find((e) => e.action.type === 'build' && e.action.building === name);
  const base = t('building.costForYou', { cost: t('n.doubloons', { n: cost }) });
  if (!entry || !entry.discounts || !Object.keys(entry.discounts).length) return base;
  const parts = [
    String(printed),
    ...Object.entries(entry.discounts).map(([why, n]) => t(`discount.${why}`, { n })),
  ];
  let text = `${base} (${parts.join(' − ')} = ${cost})`;
  if (entry.black_market) {
    const short = t('n.doubloons', { n: entry.black_market });
    text += ` ${t('building.blackMarketMakesUp', { n: short })}`;
  }
  return text;
}
/** @typedef {import('./layout.js').Item} Item */

/**
 * A cargo ship: its load and capacity.
 * @param {Item} it @param {PuertoRicoView} view
 * @returns {Tip|null}
 */
function shipTip(it, view) {
  const ship = view.cargo_ships[it.index ?? 0];
  const facts = ship.good ? [`${t(`good.${ship.good}.title`)} ${ship.count}/${ship.capacity}`] : [];
  return {
    title: capital(shipLabel(view, it.index ?? 0)),
    facts,
    body: t('board.cargoShip.tip', { n: ship.capacity }),
  };
}

/**
 * A plantation or quarry on a player's island.
 * @param {Item} it @param {PuertoRicoView} view
 * @returns {Tip|null}
 */
function islandTip(it, view) {
  if (!it.tile) return null;
  return {
    title: capital(t(`tile.${it.tile}`)),
    facts: [view.players[it.seat ?? 0].name],
    body: t(`tile.${it.tile}.tip`),
  };
}

/**
 * A role card: its bonus doubloons, who took it.
 * @param {Item} it @param {PuertoRicoSnapshot} snap
 * @returns {Tip|null}
 */
function roleTip(it, snap) {
  const view = snap.view;
  const card = view.roles.find((r) => r.role === it.name);
  if (!card) return null;
  const facts = [];
  if (card.doubloons) facts.push(`+${t('n.doubloons.alone', { n: card.doubloons })}`);
  if (card.taken_by !== null && card.taken_by !== undefined)
    facts.push(
      t(about('role.taken', view.players[card.taken_by]), {
        name: view.players[card.taken_by].name,
      }),
    );
  return { title: t(`role.${card.role}`), facts, body: t(`role.${card.role}.tip`) };
}

/**
 * A building for sale: its facts, and whether (and at what cost) the player may build it.
 * @param {Item} it @param {PuertoRicoSnapshot} snap @param {Map<string, number>} costs
 * @returns {Tip|null}
 */
function marketTip(it, snap, costs) {
  const view = snap.view;
  const name = it.building ?? '';
  const b = BUILDING[name];
  const left = view.buildings[name] ?? 0;
  const facts = [
    t('building.facts', {
      cost: b.cost,
      vp: b.vp,
      circles: t('n.circles', { n: b.circles }),
      left,
      n: left,
    }),
  ];
  let body = t(`building.${name}.tip`);
  const own = view.players[snap.seat].city.some((c) => c.building === name);
  if (view.phase.name === 'draft') body += ` ${t('building.onBoard')}`;
  else if (own) body += ` ${t('building.owned')}`;
  else if (left === 0) body += ` ${t('building.soldOut')}`;
  else if (costs.has(name)) body += ` ${costText(snap, name, b.cost, costs.get(name) ?? 0)}`;
  return { title: t(`building.${name}`), facts, body };
}

/**
 * A building of Expansion I's draft: its facts, and whether its space is still free.
 * @param {Item} it @param {PuertoRicoSnapshot} snap
 * @returns {Tip|null}
 */
function candidateTip(it, snap) {
  const name = it.building ?? '';
  const b = BUILDING[name];
  const facts = [
    t('building.factsDraft', {
      cost: b.cost,
      vp: b.vp,
      circles: t('n.circles', { n: b.circles }),
    }),
  ];
  const free = snap.legal.some(
    (e) => e.action.type === 'draft' && BUILDING[e.action.building].cost === b.cost,
  );
  const note = free || !snap.your_turn ? '' : ` ${t('draft.noSpace', { cost: b.cost })}`;
  return { title: t(`building.${name}`), facts, body: `${t(`building.${name}.tip`)}${note}` };
}

/**
 * A building in a player's city: its owner, points and workers.
 * @param {Item} it @param {PuertoRicoSnapshot} snap
 * @returns {Tip|null}
 */
function cityTip(it, snap) {
  const view = snap.view;
  const name = it.building ?? '';
  const b = BUILDING[name];
  const p = view.players[it.seat ?? 0];
  const entry = p.city.find((c) => c.building === name);
  return {
    title: t(`building.${name}`),
    facts: [
      p.name,
      t('building.factsOwned', {
        vp: b.vp,
        workers: entry ? entry.colonists : 0,
        circles: b.circles,
      }),
    ],
    body: t(`building.${name}.tip`),
  };
}

/**
 * A player's name plate: doubloons, points (when shown), the governor.
 * @param {Item} it @param {PuertoRicoSnapshot} snap
 * @returns {Tip|null}
 */
function playerHeaderTip(it, snap) {
  const view = snap.view;
  const p = view.players[it.seat ?? 0];
  const vp =
    p.vp_chips === null || p.vp_chips === undefined ? t('board.vpHidden') : String(p.vp_chips);
  return {
    title: p.name,
    facts: [
      t('n.doubloons.alone', { n: p.doubloons }),
      `${t('board.vp')} ${vp}`,
      view.governor === it.seat ? t('board.governor') : '',
    ].filter(Boolean),
    body: capital(goodsList(p.goods)),
  };
}

/**
 * @param {Item} it @param {PuertoRicoSnapshot} snap
 * @param {Map<string, number>} costs costs for the player now
 * @returns {Tip|null}
 */
export function tipFor(it, snap, costs) {
  const view = snap.view;
  switch (it.kind) {
    case 'role':
      return roleTip(it, snap);
    case 'colonistShip':
      return {
        title: t('board.colonistShip'),
        body: t('board.colonistShip.tip', {
          n: view.colonists.ship,
          supply: view.colonists.supply,
        }),
      };
    case 'vpChips':
      return { title: t('board.vpChips'), body: t('board.vpChips.tip', { n: view.vp_chips }) };
    case 'supplyGood':
      return {
        title: t(`good.${it.good}.title`),
        body: t('board.goodsSupply.tip', {
          good: t(`good.${it.good}.title`),
          n: view.goods_supply[it.good ?? ''],
        }),
      };
    case 'tradingHouse':
    case 'thSlot':
      return {
        title: t('board.tradingHouse'),
        facts: view.trading_house.map((g) => t(`good.${g}.title`)),
        body: t('board.tradingHouse.tip'),
      };
    case 'ship':
      return shipTip(it, view);
    case 'plantation':
      return it.tile
        ? { title: capital(t(`tile.${it.tile}`)), body: t(`tile.${it.tile}.tip`) }
        : null;
    case 'island':
      return islandTip(it, view);
    case 'quarries':
      return { title: t('board.quarries'), body: t('tile.quarries.tip', { n: view.quarries }) };
    case 'faceDown': {
      const fd = view.plantations.face_down;
      return {
        title: t('board.plantations'),
        body: t('tile.faceDown.tip', { n: GOODS.reduce((a, g) => a + (fd[g] ?? 0), 0) }),
      };
    }
    case 'market':
      return marketTip(it, snap, costs);
    case 'candidate':
      return candidateTip(it, snap);
    case 'marketSpace':
      return {
        title: t('board.draft.space', { cost: it.index ?? 0 }),
        body: t('board.draft.space.tip', { cost: it.index ?? 0 }),
      };
    case 'city':
      return cityTip(it, snap);
    case 'playerGood':
    case 'playerGoods': {
      const p = view.players[it.seat ?? 0];
      return { title: p.name, body: capital(goodsList(p.goods)) };
    }
    case 'playerHeader':
      return playerHeaderTip(it, snap);
    case 'colonistPool':
      return {
        title: t('board.sanJuan'),
        facts: [t('n.colonists.alone', { n: view.players[it.seat ?? 0].san_juan })],
        body: t('board.sanJuan.tip'),
      };
    default:
      return null;
  }
}
