// @ts-check
/**
 * What San Juan's legal actions mean to the page: their labels, the table elements that take
 * them, the prompt for the decision at hand, and which deserve a confirmation. The engine
 * decides what is legal (docs/san-juan/engine.md); this module only names and places it.
 */
import { t, capital } from '../../kit/text.js';
import { CARD } from './catalog.js';

/** @typedef {import('./view.js').SanJuanEntry} SanJuanEntry */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */
/** @typedef {import('./view.js').SanJuanPlayer} SanJuanPlayer */
/** @typedef {import('./view.js').SanJuanSnapshot} SanJuanSnapshot */

/** "a smithy" @param {string} card */
export const aCard = (card) => t(`sj.card.${card}.a`);
/** "indigo" @param {string} good */
export const goodName = (good) => t(`sj.good.${good}`);
/** "3 cards" @param {number} n */
export const cards = (n) => t('sj.n.cards', { n });

/**
 * The building an action over with the crane gives up, in words.
 * @param {Extract<import('./view.js').SanJuanAction, {type: 'build_over'}>} a
 */
function overText(a) {
  const name = t(`sj.card.${a.over}`).replaceAll('\u00AD', '').toLowerCase();
  return t(a.good ? 'sj.over.good' : 'sj.over', { building: name });
}

/** The labels of the actions on one card, by type: each names the card ("a smithy").
 * @type {Record<string, string>} */
const ON_A_CARD = {
  pay: 'sj.action.pay',
  keep: 'sj.action.keep',
  discard: 'sj.action.discard',
  tuck: 'sj.action.tuck',
  gold_mine: 'sj.action.goldMine',
};
/** The labels of the actions on one good but the sale, by type: each names the good.
 * @type {Record<string, string>} */
const ON_A_GOOD = { black_market: 'sj.action.blackMarket', produce: 'sj.action.produce' };

/**
 * The label of a legal action for the action list and menus.
 * @param {SanJuanEntry} entry @param {SanJuanView} view @param {number} seat
 */
export function actionLabel(entry, view, seat) {
  const a = entry.action;
  void seat;
  const onACard = ON_A_CARD[a.type];
  if (onACard && 'card' in a) return t(onACard, { card: aCard(a.card) });
  const onAGood = ON_A_GOOD[a.type];
  if (onAGood && 'good' in a && typeof a.good === 'string')
    return t(onAGood, { good: goodName(a.good) });
  switch (a.type) {
    case 'role':
      return t(a.save_library ? 'sj.action.role.saveLibrary' : 'sj.action.role', {
        role: t(`sj.role.${a.role}.lc`),
      });
    case 'build':
      return t('sj.action.build', { building: aCard(a.card), cost: cards(entry.cost ?? 0) });
    case 'build_over':
      return t('sj.action.buildOver', {
        building: aCard(a.card),
        over: overText(a),
        cost: cards(entry.cost ?? 0),
      });
    case 'sell':
      return t('sj.action.sell', { good: goodName(a.good), price: cards(entry.price ?? 0) });
    case 'use':
      return t(`sj.action.use.${a.building}`);
    case 'pass': {
      // "Sell nothing more" only once something is sold: before, "Sell nothing".
      const none =
        (a.decision === 'sell' && !view.phase.sold) ||
        (a.decision === 'produce' && !view.phase.produced);
      return t(none ? `sj.pick.none.${a.decision}` : `sj.action.pass.${a.decision}`);
    }
    default:
      return String(entry.code);
  }
}

/**
 * Item ids of the hand (`kind` 'hand') or the cards drawn ('drawn') that hold `card`.
 * @param {string[]|null|undefined} list (none: hidden or not drawn) @param {string} kind
 * @param {string} card
 */
function cardItems(list, kind, card) {
  return (list ?? []).flatMap((c, i) => (c === card ? [`${kind}:${i}`] : []));
}

/**
 * Item ids of the player's buildings of a good, with a good on them or empty.
 * @param {SanJuanPlayer} p @param {number} seat @param {string} good @param {boolean} full
 */
export function goodBuildings(p, seat, good, full) {
  return p.buildings.flatMap((b, i) =>
    cardGood(b.card) === good && !!b.good === full ? [`p${seat}:b:${i}`] : [],
  );
}

/** The good a card makes as a production building, or null. @param {string} card */
function cardGood(card) {
  return CARD[card] ? CARD[card].good : null;
}

/**
 * The table elements whose click takes this action.
 * @param {SanJuanEntry} entry @param {SanJuanView} view @param {number} seat
 * @returns {string[]}
 */
export function actionRegions(entry, view, seat) {
  const a = entry.action;
  const p = view.players[seat];
  switch (a.type) {
    case 'role':
      return [`role:${a.role}`];
    case 'build':
    case 'build_over':
    case 'pay':
    case 'discard':
    case 'tuck':
      return cardItems(p.hand, 'hand', a.card);
    case 'keep':
    case 'gold_mine':
      return cardItems(view.phase.drawn, 'drawn', a.card);
    case 'use':
      return cardItems(
        p.buildings.map((b) => b.card),
        `p${seat}:b`,
        a.building,
      );
    case 'produce':
      return goodBuildings(p, seat, a.good, false);
    case 'sell':
    case 'black_market':
      return goodBuildings(p, seat, a.good, true);
    default:
      return [];
  }
}

/** What the player is asked now, in words. @param {SanJuanSnapshot} snap */
export function prompt(snap) {
  if (snap.scores) return t('prompt.over');
  if (!snap.your_turn) return t('prompt.wait');
  const phase = snap.view.phase;
  switch (phase.name) {
    case 'role_selection':
      return t('sj.prompt.role');
    case 'builder':
      if (phase.step === 'pay') return t('sj.prompt.pay', { n: cards(phase.cost ?? 0) });
      if (phase.step === 'black_market') return t('sj.prompt.blackMarket');
      return t('sj.prompt.build');
    case 'producer':
      return t('sj.prompt.produce', { n: snap.allowance ?? 1 });
    case 'trader':
      return t('sj.prompt.sell', { n: snap.allowance ?? 1 });
    case 'councillor':
      return phase.step === 'discard'
        ? t('sj.prompt.archive', { n: cards(phase.discard ?? 0) })
        : t('sj.prompt.keep', { n: cards(phase.keep ?? 1) });
    case 'round_start':
      return phase.step === 'hand_limit'
        ? t('sj.prompt.handLimit', { n: cards(phase.discard ?? 0) })
        : t('sj.prompt.tuck');
    case 'start_hands':
      return t('sj.prompt.startHands', { n: cards(phase.discard ?? 0) });
    case 'prospector':
      return t(phase.step === 'use' ? 'sj.prompt.useGoldMine' : 'sj.prompt.goldMine');
    default:
      return t('prompt.generic');
  }
}

/**
 * A confirmation question where a misclick would be costly, else null: building nothing when
 * something could be built.
 * @param {SanJuanEntry} entry @param {SanJuanSnapshot} snap
 */
export function confirmQuestion(entry, snap) {
  const a = entry.action;
  if (a.type === 'pass' && a.decision === 'build') {
    const n = new Set(
      snap.legal
        .filter(
          /** @returns {e is SanJuanEntry & {action: {card: string}}} */
          (e) => e.action.type === 'build' || e.action.type === 'build_over',
        )
        .map((e) => e.action.card),
    ).size;
    if (n > 0) return t('sj.confirm.passBuild', { n: t('sj.n.buildings', { n }) });
  }
  return null;
}

/** The phase in words, for the status line. @param {SanJuanView} view */
export function phaseText(view) {
  const name = t(`sj.phase.${view.phase.name}`);
  return view.phase.name in { builder: 1, producer: 1, trader: 1, councillor: 1, prospector: 1 }
    ? t('status.phase', { phase: name })
    : name;
}

export { capital };
