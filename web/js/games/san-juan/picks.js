// @ts-check
/**
 * San Juan's decisions of several picks, edited on the page before they are sent: the cards
 * (and black-market goods) that pay for a building, the councillor's cards kept, the cards
 * discarded (hand limit, archive, start hands), the card tucked under the chapel, the goods
 * produced and sold. The player toggles cards and buildings on the table (click, tap, or the
 * panel's buttons from the keyboard) and confirms; the page then sends the whole decision as one
 * `act` with `"actions"` in the engine's ascending order of kinds (docs/bridge.md), so that it
 * is one decision, undone whole. The cheapest payment is suggested (pre-selected for a build,
 * a button elsewhere), never sent without the player's confirmation. Here the drafts (what a
 * decision offers and what its picks send); the editor and its panel are pick-editor.js.
 */
import { t } from '../../kit/text.js';
import { CARD, CARD_ORDER, GOODS } from './catalog.js';
import { cards, goodName } from './moves.js';

/** @typedef {import('./view.js').SanJuanSnapshot} SanJuanSnapshot */
/** @typedef {import('./view.js').SanJuanEntry} SanJuanEntry */
/** @typedef {import('./view.js').SanJuanAction} SanJuanAction */
/** An action that names a card. @typedef {Extract<SanJuanAction, {card: string}>} CardAction */
/**
 * A legal `build` or `build_over`: the card of the hand it builds is its action's `card`.
 * @typedef {SanJuanEntry & {action: Extract<SanJuanAction, {type: 'build'|'build_over'}>}}
 *   BuildEntry
 */
/**
 * @typedef {{id: string, card?: string, good?: string, label: string}} Option
 * @typedef {'pay'|'keep'|'discard'|'tuck'|'produce'|'sell'} PickMode
 */
/**
 * A decision being edited: `mode` the kind of its picks, cards or goods (a build's `entry` the
 * legal build they pay for), its options and those selected, how many it takes.
 * @typedef {{
 *   options: Option[], selected: Set<string>, min: number, max: number,
 *   building?: string|null, suggest: boolean, prices?: Record<string, number>,
 * } & ({mode: 'build', entry: BuildEntry} | {mode: 'pay'|'keep'|'discard'|'tuck'}
 *   | {mode: 'produce'|'sell'})} Draft
 */

/** Order of a card kind or a good in the engine's ascending picks. @param {Option} o */
function rank(o) {
  return o.card !== undefined ? CARD_ORDER.indexOf(o.card) : GOODS.indexOf(o.good ?? '');
}

/**
 * The cheapest cards to give up: lowest cost, then lowest VP, then the card list's order.
 * @param {Option[]} options @param {number} n
 */
export function cheapest(options, n) {
  const cardsOnly = options.filter((o) => o.card !== undefined);
  const sorted = [...cardsOnly].sort(
    (a, b) =>
      CARD[a.card ?? ''].cost - CARD[b.card ?? ''].cost ||
      CARD[a.card ?? ''].vp - CARD[b.card ?? ''].vp ||
      rank(a) - rank(b),
  );
  const out = sorted.slice(0, n).map((o) => o.id);
  // Not enough cards: the black market's goods make up the rest.
  for (const o of options) if (out.length < n && o.good !== undefined) out.push(o.id);
  return new Set(out);
}

/**
 * The hand's cards as options, but the one being built.
 * @param {string[]} hand @param {number} skip
 */
function handOptions(hand, skip = -1) {
  /** @type {Option[]} */
  const out = [];
  hand.forEach((card, i) => {
    if (i !== skip) out.push({ id: `hand:${i}`, card, label: t(`sj.card.${card}`) });
  });
  return out;
}

/**
 * The draft a snapshot asks for by itself (no build: that one starts from the card clicked), or
 * null.
 * @param {SanJuanSnapshot} snap @returns {Draft|null}
 */
export function draftFor(snap) {
  if (!snap.your_turn || snap.scores) return null;
  const phase = snap.view.phase;
  const hand = snap.view.players[snap.seat].hand ?? [];
  const types = new Set(snap.legal.map((e) => e.action.type));
  // The view writes the count a step asks for: `cost` in the builder's pay step, `keep` in the
  // councillor's, `discard` where cards are discarded.
  if (types.has('pay') && phase.step === 'pay') {
    const cost = /** @type {number} */ (phase.cost);
    const d = newDraft(snap, 'pay', handOptions(hand), cost, cost, true);
    d.selected = cheapest(d.options, cost);
    return d;
  }
  if (types.has('keep')) {
    const drawn = phase.drawn ?? [];
    return newDraft(
      snap,
      'keep',
      drawn.map((card, i) => ({
        id: `drawn:${i}`,
        card,
        label: t(`sj.card.${card}`),
      })),
      /** @type {number} */ (phase.keep),
      /** @type {number} */ (phase.keep),
      false,
    );
  }
  if (types.has('discard')) {
    const n = /** @type {number} */ (phase.discard);
    return newDraft(snap, 'discard', handOptions(hand), n, n, true);
  }
  if (types.has('tuck')) return newDraft(snap, 'tuck', handOptions(hand), 0, 1, false);
  if (types.has('produce') || (phase.name === 'producer' && types.has('pass')))
    return produceDraft(snap);
  if (types.has('sell') || (phase.name === 'trader' && types.has('pass'))) return sellDraft(snap);
  return null;
}

/**
 * A draft of `mode`. A decision already begun (picks made one at a time from the action list)
 * goes on from its last pick: no card below the lowest one the engine still offers.
 * @param {SanJuanSnapshot} snap @param {PickMode} mode @param {Option[]} options
 * @param {number} min @param {number} max @param {boolean} suggest
 * @returns {Draft}
 */
function newDraft(snap, mode, options, min, max, suggest) {
  // The picks of this mode still offered that name a card (a produce or sell names a good).
  const open = snap.legal
    .filter((e) => e.action.type === mode && /** @type {CardAction} */ (e.action).card)
    .map((e) => CARD_ORDER.indexOf(/** @type {CardAction} */ (e.action).card));
  const lowest = open.length ? Math.min(...open) : 0;
  const kept = options.filter((o) => o.card === undefined || CARD_ORDER.indexOf(o.card) >= lowest);
  return /** @type {Draft} */ ({ mode, options: kept, selected: new Set(), min, max, suggest });
}

/**
 * The producer's draft: the player's empty production buildings of the goods still offered.
 * @param {SanJuanSnapshot} snap @returns {Draft}
 */
function produceDraft(snap) {
  const seat = snap.seat;
  const p = snap.view.players[seat];
  const open = new Set(
    snap.legal
      .filter(
        /** @returns {e is SanJuanEntry & {action: {good: string}}} */
        (e) => e.action.type === 'produce',
      )
      .map((e) => e.action.good),
  );
  const options = p.buildings.flatMap((b, i) => {
    const good = CARD[b.card].good;
    return good && !b.good && open.has(good)
      ? [
          {
            id: `p${seat}:b:${i}`,
            good,
            label: t('sj.pick.produceOption', { good: goodName(good) }),
          },
        ]
      : [];
  });
  return newDraft(
    snap,
    'produce',
    distinct(options, p),
    0,
    Math.min(snap.allowance ?? 1, options.length),
    false,
  );
}

/**
 * The trader's draft: the player's goods that can be sold, each with its price.
 * @param {SanJuanSnapshot} snap @returns {Draft}
 */
function sellDraft(snap) {
  const seat = snap.seat;
  const p = snap.view.players[seat];
  /** @type {Record<string, number>} */
  const prices = {};
  // a sale's entry has its price
  for (const e of snap.legal)
    if (e.action.type === 'sell') prices[e.action.good] = /** @type {number} */ (e.price);
  const options = p.buildings.flatMap((b, i) => {
    const good = CARD[b.card].good;
    return good && b.good && good in prices
      ? [
          {
            id: `p${seat}:b:${i}`,
            good,
            label: t('sj.pick.sellOption', { good: goodName(good), price: cards(prices[good]) }),
          },
        ]
      : [];
  });
  const d = newDraft(
    snap,
    'sell',
    distinct(options, p),
    0,
    Math.min(snap.allowance ?? 1, options.length),
    false,
  );
  d.prices = prices;
  return d;
}

/**
 * The draft of a build (a `build` or `build_over` entry): the cards of the hand but the one
 * built, and the goods a black market may take; the cheapest payment picked.
 * @param {SanJuanSnapshot} snap @param {BuildEntry} entry
 * @param {number} handIndex the card clicked (-1: the first of its kind)
 * @returns {Draft}
 */
export function buildDraft(snap, entry, handIndex) {
  const seat = snap.seat;
  const p = snap.view.players[seat];
  const hand = p.hand ?? [];
  const at =
    handIndex >= 0 && hand[handIndex] === entry.action.card
      ? handIndex
      : hand.indexOf(entry.action.card);
  const options = handOptions(hand, at);
  /** @type {Record<string, number>} the goods the black market may take, by good */
  const goods = {};
  for (const g of entry.black_market ?? []) goods[g] = (goods[g] ?? 0) + 1;
  const over =
    entry.action.type === 'build_over'
      ? p.buildings.findIndex(
          (b) => b.card === entry.action.over && !!b.good === !!entry.action.good,
        )
      : -1;
  p.buildings.forEach((b, i) => {
    const good = CARD[b.card].good;
    if (good && b.good && i !== over && (goods[good] ?? 0) > 0) {
      goods[good]--;
      options.push({
        id: `p${seat}:b:${i}`,
        good,
        label: t('sj.pick.goodOption', { good: goodName(good) }),
      });
    }
  });
  const cost = entry.cost ?? 0;
  /** @type {Draft} */
  const d = {
    mode: 'build',
    options,
    selected: cheapest(options, cost),
    min: cost,
    max: cost,
    entry,
    building: `hand:${at}`,
    suggest: true,
  };
  return d;
}

/**
 * The actions of a complete draft, in the engine's order: a build's card, its goods and (if the
 * black market would still ask) the pass that ends them, then the cards; the picks of the
 * other decisions in ascending order, and a pass where fewer than allowed leave the engine
 * asking for more.
 * @param {Draft} d @returns {(number|SanJuanAction)[]} the build's by its code, the rest as JSON
 */
export function draftActions(d) {
  const picked = d.options.filter((o) => d.selected.has(o.id)).sort((a, b) => rank(a) - rank(b));
  const cardsPicked = picked.filter(
    /** @returns {o is Option & {card: string}} */ (o) => o.card !== undefined,
  );
  const goodsPicked = picked.filter(
    /** @returns {o is Option & {good: string}} */ (o) => o.good !== undefined,
  );
  switch (d.mode) {
    case 'build': {
      /** @type {(number|SanJuanAction)[]} */
      const out = [d.entry.code];
      const all = (d.entry.black_market ?? []).length;
      const cost = d.entry.cost ?? 0;
      for (const o of goodsPicked) out.push({ type: 'black_market', good: o.good });
      const k = goodsPicked.length;
      if (all > 0 && cost - k > 0 && k < 2 && all - k > 0)
        out.push({ type: 'pass', decision: 'black_market' });
      for (const o of cardsPicked) out.push({ type: 'pay', card: o.card });
      return out;
    }
    case 'pay':
      return cardsPicked.map((o) => ({ type: 'pay', card: o.card }));
    case 'keep':
      return cardsPicked.map((o) => ({ type: 'keep', card: o.card }));
    case 'discard':
      return cardsPicked.map((o) => ({ type: 'discard', card: o.card }));
    case 'tuck':
      return cardsPicked.length
        ? [{ type: 'tuck', card: cardsPicked[0].card }]
        : [{ type: 'pass', decision: 'tuck' }];
    case 'produce':
    case 'sell': {
      /** @type {SanJuanAction[]} */
      const out = goodsPicked.map((o) => ({ type: d.mode, good: o.good }));
      if (out.length < d.max || !out.length) out.push({ type: 'pass', decision: d.mode });
      return out;
    }
    default:
      return [];
  }
}

/** Is the draft ready to send? @param {Draft} d */
export function complete(d) {
  return d.selected.size >= d.min && d.selected.size <= d.max;
}

/**
 * The options of buildings whose labels would repeat ("Produce indigo" for two indigo plants),
 * each told by its building and number ("Produce indigo: Indigo plant 2").
 * @param {Option[]} options of the player's buildings (ids `p<seat>:b:<index>`)
 * @param {{buildings: {card: string}[]}} player
 * @returns {Option[]}
 */
function distinct(options, player) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  const repeated = new Set(
    options
      .filter((o, i) => options.findIndex((x) => x.label === o.label) !== i)
      .map((o) => o.label),
  );
  return options.map((o) => {
    if (!repeated.has(o.label)) return o;
    const n = (seen.get(o.label) ?? 0) + 1;
    seen.set(o.label, n);
    const card = player.buildings[Number(o.id.split(':')[2])]?.card;
    return { ...o, label: t('sj.pick.which', { label: o.label, card: t(`sj.card.${card}`), n }) };
  });
}
