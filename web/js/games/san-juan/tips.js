// @ts-check
/** What the tooltip says about an element of San Juan's table: each card's cost, VP and effect,
 * the roles, the trading-house tile, the piles, a player's counts. */
import { t } from '../../kit/text.js';
import { about } from '../../kit/you.js';
import { CARD, GOODS, TILES } from './catalog.js';
import { cards, goodName } from './moves.js';

/** @typedef {import('../../kit/tooltip.js').Tip} Tip */
/** @typedef {import('./view.js').SanJuanSnapshot} SanJuanSnapshot */

/** A card's facts: cost, VP, copies in the game. @param {string} name */
function cardFacts(name) {
  const c = CARD[name];
  return [
    t('sj.tip.facts', { cost: cards(c.cost), vp: c.vp, copies: c.copies, n: c.vp }),
    t(`sj.kind.${c.good ? 'production' : c.kind}`),
  ];
}

/**
 * What building `name` costs the player now, from the legal builds (the cheapest way).
 * @param {SanJuanSnapshot} snap @param {string} name
 */
function costNow(snap, name) {
  const builds = (snap.legal ?? []).filter(
    (e) => (e.action.type === 'build' || e.action.type === 'build_over') && e.action.card === name,
  );
  if (!builds.length) return '';
  const cost = Math.min(...builds.map((e) => e.cost ?? 0));
  return t('sj.tip.costNow', { cost: cards(cost) });
}

/**
 * @param {import('./layout.js').Item} it @param {SanJuanSnapshot} snap
 * @returns {Tip|null}
 */
export function tipFor(it, snap) {
  const view = snap.view;
  // Each kind of item has its fields (layout.js): a role its name, a card its card, a player's
  // element his seat.
  switch (it.kind) {
    case 'role': {
      const by = view.roles[/** @type {string} */ (it.name)];
      const facts =
        by !== undefined && by !== null
          ? [t(about('role.taken', view.players[by]), { name: view.players[by].name })]
          : [];
      return { title: t(`sj.role.${it.name}`), facts, body: t(`sj.role.${it.name}.tip`) };
    }
    case 'tile': {
      const up = view.trading_house.up;
      const facts =
        up === null || up === undefined ? [] : GOODS.map((g) => `${goodName(g)} ${TILES[up][g]}`);
      return {
        title: t('sj.board.tradingHouse'),
        facts,
        body: t('sj.board.tradingHouse.tip', { seen: view.trading_house.seen }),
      };
    }
    case 'pile':
      return {
        title: t('sj.board.pile'),
        body: t('sj.board.pile.tip', { n: cards(view.pile_size) }),
      };
    case 'discards':
      return {
        title: t('sj.board.discards'),
        body: t('sj.board.discards.tip', { n: cards(view.discards_size) }),
      };
    case 'hand':
    case 'drawn': {
      const name = /** @type {string} */ (it.card);
      const now = it.kind === 'hand' ? costNow(snap, name) : '';
      return {
        title: t(`sj.card.${name}`),
        facts: cardFacts(name),
        body: `${t(`sj.card.${name}.tip`)}${now ? ` ${now}` : ''}`,
      };
    }
    case 'building': {
      const name = /** @type {string} */ (it.card);
      const p = view.players[/** @type {number} */ (it.seat)];
      const facts = [p.name, ...cardFacts(name)];
      let body = t(`sj.card.${name}.tip`);
      if (CARD[name].good) body += ` ${t(it.good ? 'sj.tip.goodOn' : 'sj.tip.noGood')}`;
      if (name === 'chapel')
        body += ` ${
          p.chapel_size === null
            ? t('sj.tip.chapelSecret')
            : t('sj.tip.chapel', { n: cards(p.chapel_size) })
        }`;
      return { title: t(`sj.card.${name}`), facts, body };
    }
    case 'playerHeader': {
      const p = view.players[/** @type {number} */ (it.seat)];
      const facts = [
        t('sj.tip.hand', { n: cards(p.hand_size) }),
        t('sj.tip.city', { n: t('sj.n.buildings', { n: p.buildings.length }) }),
      ];
      if (p.chapel_size) facts.push(t('sj.tip.chapel', { n: cards(p.chapel_size) }));
      if (view.governor === it.seat) facts.push(t('board.governor'));
      return { title: p.name, facts, body: t('sj.tip.player') };
    }
    default:
      return null;
  }
}
