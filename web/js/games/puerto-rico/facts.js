// @ts-check
/**
 * Puerto Rico's board in words, for the table as a document (kit/table-doc.js): every fact the
 * canvas shows of the player's view, each player's (the viewer first, then in turn order) and
 * the shared parts', in the words of the board, the log and the tooltips. Only the view is read,
 * so what it hides (the others' VP chips while they are hidden) is said to be hidden.
 */
import { t, capital } from '../../kit/text.js';
import { BUILDING, GOODS, VIOLET, marketColumns } from './catalog.js';
import { shipLabel } from './moves.js';
import { fact, playerHeading, playerSections } from '../../kit/table-doc.js';
import { about } from '../../kit/you.js';

/** @typedef {import('./view.js').PuertoRicoSnapshot} PuertoRicoSnapshot */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').PuertoRicoPlayer} PuertoRicoPlayer */
/** @typedef {import('../../kit/table-doc.js').FactSection} FactSection */

const CITY_SPACES = 12;
const ISLAND_SPACES = 12;
const TRADING_HOUSE_PLACES = 4;

/** Barrels of a good, a fact of its own: "2 corn". @param {number} n @param {string} good */
const barrels = (n, good) => t('doc.n.barrels', { n, good: t(`good.${good}`) });

/**
 * @param {PuertoRicoSnapshot} snap
 * @returns {import('../../kit/table-doc.js').Facts}
 */
export function facts(snap) {
  const view = snap.view;
  return [
    ...playerSections(snap, playerSection),
    rolesSection(view),
    supplySection(view),
    view.phase.name === 'draft'
      ? draftSection(view)
      : marketSection(view, snap.seat ?? view.viewer),
  ];
}

/**
 * @param {PuertoRicoView} view @param {number} seat @param {number} viewer
 * @param {number|null} current
 * @returns {FactSection}
 */
function playerSection(view, seat, viewer, current) {
  const p = view.players[seat];
  const role = view.roles.find((r) => r.taken_by === seat);
  const vp = p.vp_chips === null || p.vp_chips === undefined ? t('doc.hidden') : p.vp_chips;
  const summary = [
    fact(t('doc.doubloons'), p.doubloons),
    fact(t('board.vpChips'), vp),
    fact(t('board.sanJuan'), t('n.colonists.alone', { n: p.san_juan })),
    ...(role ? [fact(t('doc.role'), t(`role.${role.role}`))] : []),
  ];
  const goods = GOODS.filter((g) => p.goods[g]).map((g) => barrels(p.goods[g], g));
  return {
    heading: playerHeading(view, seat, viewer, current),
    lists: [
      { items: summary },
      { heading: t('board.goods'), items: goods.length ? goods : [t('doc.none')] },
      { heading: t('doc.island'), items: islandFacts(p) },
      { heading: t('board.buildings'), items: cityFacts(p) },
    ],
  };
}

/** Each island space's tile and whether a colonist is on it; the empty spaces counted.
 * @param {PuertoRicoPlayer} p */
function islandFacts(p) {
  const items = p.island.map((s) => {
    const tile = capital(t(`tile.${s.tile}`));
    if (s.tile === 'forest') return tile; // no circle
    return `${tile}, ${t(s.colonist ? 'doc.occupied' : 'doc.unoccupied')}`;
  });
  const empty = ISLAND_SPACES - p.island.length;
  if (empty > 0) items.push(capital(t('doc.n.emptySpaces', { n: empty })));
  return items;
}

/** Each building with its colonists, circles and VP; the empty spaces counted.
 * @param {PuertoRicoPlayer} p */
function cityFacts(p) {
  let used = 0;
  const items = p.city.map((c) => {
    const b = BUILDING[c.building];
    used += b.large ? 2 : 1;
    const parts = [
      t(`building.${c.building}`),
      t('n.colonists.alone', { n: c.colonists }),
      t('n.circles', { n: b.circles }),
      t('n.vp', { n: b.vp }),
      b.large ? t('doc.large') : '',
    ];
    return parts.filter(Boolean).join(', ');
  });
  const empty = CITY_SPACES - used;
  if (empty > 0) items.push(capital(t('doc.n.emptySpaces', { n: empty })));
  return items;
}

/** The role cards: the doubloons on each, or who took it. @param {PuertoRicoView} view */
function rolesSection(view) {
  const items = view.roles.map((r) => {
    const taken =
      r.taken_by === null || r.taken_by === undefined
        ? t('n.doubloons', { n: r.doubloons })
        : t(about('role.taken', view.players[r.taken_by]), {
            name: view.players[r.taken_by].name,
          });
    return fact(t(`role.${r.role}`), taken);
  });
  return { heading: t('doc.roles'), lists: [{ items }] };
}

/**
 * The common supply: ships, trading house, goods, colonists, plantations, quarries, VP chips.
 * @param {PuertoRicoView} view @returns {FactSection}
 */
function supplySection(view) {
  const ships = view.cargo_ships.map((ship, i) =>
    fact(
      capital(shipLabel(view, i)),
      ship.good
        ? t('doc.shipLoad', { good: t(`good.${ship.good}`), count: ship.count, of: ship.capacity })
        : t('doc.shipEmpty'),
    ),
  );
  const free = TRADING_HOUSE_PLACES - view.trading_house.length;
  const house = [
    ...view.trading_house.map((g) => t(`good.${g}.title`)),
    ...(free ? [capital(t('doc.n.freePlaces', { n: free }))] : []),
  ];
  const faceDown = GOODS.reduce((n, g) => n + (view.plantations.face_down[g] ?? 0), 0);
  const plantations = [
    ...view.plantations.face_up.map((tile) => capital(t(`tile.${tile}`))),
    capital(t('doc.n.faceDown', { n: faceDown })),
  ];
  const ended = view.end_reasons.length > 0;
  const rest = [
    fact(t('board.colonistShip'), t('n.colonists.alone', { n: view.colonists.ship })),
    fact(t('board.colonistSupply'), t('n.colonists.alone', { n: view.colonists.supply })),
    fact(t('board.quarries'), view.quarries),
    fact(t('board.vpChips'), view.vp_chips),
    ...(view.expansion ? [fact(capital(t('tile.forest.pl')), view.expansion.forests)] : []),
    ...(ended ? [t('board.endTriggered')] : []),
  ];
  return {
    heading: t('doc.supply'),
    lists: [
      { items: rest },
      { heading: t('doc.cargoShips'), items: ships },
      { heading: t('board.tradingHouse'), items: house },
      {
        heading: t('board.goodsSupply'),
        items: GOODS.map((g) => barrels(view.goods_supply[g] ?? 0, g)),
      },
      { heading: t('board.plantations'), items: plantations },
    ],
  };
}

/**
 * The buildings for sale (the market's, with Expansion I the board's): cost, VP, circles,
 * copies left; the player's own marked.
 * @param {PuertoRicoView} view @param {number} seat @returns {FactSection}
 */
function marketSection(view, seat) {
  const own = new Set(view.players[seat].city.map((c) => c.building));
  const names = marketColumns(view.expansion)
    .flat()
    .filter((name) => name !== null);
  const items = names.map((name) => {
    const b = BUILDING[name];
    const facts = t('building.facts', {
      cost: b.cost,
      vp: b.vp,
      circles: t('n.circles', { n: b.circles }),
      left: view.buildings[name] ?? 0,
    });
    return `${t(`building.${name}`)}: ${facts}${own.has(name) ? `, ${t('doc.yours')}` : ''}`;
  });
  return { heading: t('doc.forSale'), lists: [{ items }] };
}

/**
 * Expansion I's draft: the violet buildings still to choose, and the board's so far.
 * @param {PuertoRicoView} view @returns {FactSection}
 */
function draftSection(view) {
  const board = view.expansion?.board ?? [];
  const placed = new Set(board);
  const draftFacts = (/** @type {string} */ name) =>
    `${t(`building.${name}`)}: ${t('building.factsDraft', {
      cost: BUILDING[name].cost,
      vp: BUILDING[name].vp,
      circles: t('n.circles', { n: BUILDING[name].circles }),
    })}`;
  const candidates = [...VIOLET]
    .filter((name) => !placed.has(name))
    .sort((a, b) => BUILDING[a].cost - BUILDING[b].cost);
  return {
    heading: t('board.draft.candidates'),
    lists: [
      { items: candidates.map(draftFacts) },
      { heading: t('board.draft.board'), items: board.map(draftFacts) },
    ],
  };
}
