// @ts-check
/**
 * San Juan's table in words, for the table as a document (kit/table-doc.js): every fact the
 * canvas shows of the player's view, each player's (the viewer first, then in turn order) and
 * the shared parts', in the words of the table, the log and the tooltips. Only the view is read:
 * another player's hand is a count, and the cards under his chapel are hidden until the end.
 */
import { t, capital } from '../../kit/text.js';
import { about } from '../../kit/you.js';
import { fact, playerHeading, playerSections } from '../../kit/table-doc.js';
import { CARD, CITY_SIZE, GOODS, ROLES, TILES } from './catalog.js';
import { cards, goodName } from './moves.js';

/** @typedef {import('./view.js').SanJuanSnapshot} SanJuanSnapshot */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */
/** @typedef {import('../../kit/table-doc.js').FactSection} FactSection */

/** A card's name. @param {string} card */
const cardName = (card) => t(`sj.card.${card}`);

/**
 * @param {SanJuanSnapshot} snap
 * @returns {import('../../kit/table-doc.js').Facts}
 */
export function facts(snap) {
  return [
    ...playerSections(snap, playerSection),
    { heading: t('doc.roles'), lists: [{ items: roleFacts(snap.view) }] },
    sharedSection(snap.view),
  ];
}

/**
 * @param {SanJuanView} view @param {number} seat @param {number} viewer
 * @param {number|null} current
 * @returns {FactSection}
 */
function playerSection(view, seat, viewer, current) {
  const p = view.players[seat];
  const role = ROLES.find((r) => view.roles[r] === seat);
  const buildingVp = p.buildings.reduce((n, b) => n + (CARD[b.card]?.vp ?? 0), 0);
  const hasChapel = p.buildings.some((b) => b.card === 'chapel');
  const summary = [
    t('sj.tip.hand', { n: cards(p.hand_size) }),
    fact(t('doc.sj.buildingVp'), buildingVp),
    ...(hasChapel
      ? [
          p.chapel_size === null || p.chapel_size === undefined
            ? fact(t('doc.sj.underChapel'), t('doc.hidden'))
            : capital(t('sj.n.chapel', { n: p.chapel_size })),
        ]
      : []),
    ...(role ? [fact(t('doc.role'), t(`sj.role.${role}`))] : []),
  ];
  const phase = view.phase;
  const drawing = phase.actor === seat && (phase.drawn_size ?? phase.drawn?.length ?? 0) > 0;
  if (drawing && !phase.drawn)
    summary.push(fact(t('sj.board.drawn'), cards(phase.drawn_size ?? 0)));
  return {
    heading: playerHeading(view, seat, viewer, current),
    lists: [
      { items: summary },
      // His own hand by name; another's is only counted (above).
      { heading: t('sj.board.hand'), items: seat === viewer ? (p.hand ?? []).map(cardName) : [] },
      { heading: t('sj.board.drawn'), items: drawing ? (phase.drawn ?? []).map(cardName) : [] },
      { heading: t('board.buildings'), items: buildingFacts(p) },
    ],
  };
}

/**
 * Each building with its VP and, a production building, whether a good lies on it; the empty
 * places.
 * @param {import('./view.js').SanJuanPlayer} p
 */
function buildingFacts(p) {
  const items = p.buildings.map((b) => {
    const card = CARD[b.card];
    const parts = [cardName(b.card), t('n.vp', { n: card?.vp ?? 0 })];
    if (card?.good) parts.push(t(b.good ? 'doc.sj.goodOn' : 'doc.sj.noGood'));
    return parts.join(', ');
  });
  // A city of CITY_SIZE buildings ends the game: how close it is, as the table shows it.
  const empty = CITY_SIZE - p.buildings.length;
  if (empty > 0) items.push(capital(t('doc.n.emptySpaces', { n: empty })));
  return items;
}

/** Who took each role this round. @param {SanJuanView} view */
function roleFacts(view) {
  return ROLES.map((r) => {
    const by = view.roles[r];
    const taken =
      by === undefined || by === null
        ? t('doc.notTaken')
        : t(about('role.taken', view.players[by]), { name: view.players[by].name });
    return fact(t(`sj.role.${r}`), taken);
  });
}

/**
 * The draw pile and the discards, and the trading-house tile turned up (its prices).
 * @param {SanJuanView} view @returns {FactSection}
 */
function sharedSection(view) {
  const up = view.trading_house.up;
  const prices =
    up === null || up === undefined
      ? [t('doc.sj.noTile')]
      : GOODS.map((g) => fact(capital(goodName(g)), cards(TILES[up][g])));
  return {
    heading: t('doc.sj.shared'),
    lists: [
      {
        items: [
          fact(t('sj.board.pile'), cards(view.pile_size)),
          fact(t('sj.board.discards'), cards(view.discards_size)),
        ],
      },
      { heading: t('sj.board.tradingHouse'), items: prices },
    ],
  };
}
