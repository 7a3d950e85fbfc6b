// @ts-check
/**
 * What matters in the player's San Juan decision at hand, in a sentence read from his view and
 * his legal actions: the guided game's "Now" line (shell/guide.js). It names what to look at
 * (his hand against what he can build, the goods he can make or sell, the cards to keep or let
 * go), never what to choose: the hint's suggestion does that.
 */
import { t, list } from '../../kit/text.js';
import { cards, goodName } from './moves.js';

/** @typedef {import('./view.js').SanJuanSnapshot} SanJuanSnapshot */

/**
 * The "Now" line of the decision on screen, or null where there is nothing to add.
 * @param {SanJuanSnapshot} snap
 * @returns {string|null}
 */
export function guideNow(snap) {
  if (!snap.your_turn || snap.scores) return null;
  const view = snap.view;
  const phase = view.phase;
  const me = view.players[snap.seat];
  const hand = cards(me.hand_size);
  const of = (/** @type {string} */ type) => snap.legal.filter((e) => e.action.type === type);
  const goodsOf = (/** @type {string} */ type) =>
    of(type).map((e) => goodName(/** @type {{good: string}} */ (e.action).good));
  switch (phase.name) {
    case 'role_selection': {
      const goods = me.buildings.filter((b) => b.good).length;
      return goods
        ? t('guide.now.sj.role', { cards: hand, goods: t('sj.n.goods', { n: goods }) })
        : t('guide.now.sj.role.noGoods', { cards: hand });
    }
    case 'builder': {
      if (phase.step === 'pay') return t('guide.now.sj.pay', { cost: cards(phase.cost ?? 0) });
      if (phase.step !== 'choose') return null;
      const builds = new Set(
        snap.legal.flatMap((e) =>
          e.action.type === 'build' || e.action.type === 'build_over' ? [e.action.card] : [],
        ),
      ).size;
      return builds
        ? t('guide.now.sj.builder', { cards: hand, n: builds })
        : t('guide.now.sj.builder.none', { cards: hand });
    }
    case 'producer': {
      const goods = goodsOf('produce');
      if (!goods.length) return null;
      return t('guide.now.sj.producer', { n: snap.allowance ?? 1, goods: list(goods) });
    }
    case 'trader': {
      const sales = of('sell').map((e) =>
        t('guide.now.sale', {
          good: goodName(/** @type {{good: string}} */ (e.action).good),
          price: cards(e.price ?? 0),
        }),
      );
      if (!sales.length) return null;
      return t('guide.now.sj.trader', { n: snap.allowance ?? 1, sales: list(sales) });
    }
    case 'councillor':
      if (phase.step !== 'keep' || !phase.drawn) return null;
      return t('guide.now.sj.councillor', { n: phase.keep ?? 1, drawn: phase.drawn.length });
    case 'round_start':
      if (phase.step === 'hand_limit')
        return t('guide.now.sj.handLimit', { cards: hand, n: phase.discard ?? 0 });
      return phase.step === 'chapel' ? t('guide.now.sj.chapel') : null;
    default:
      return null;
  }
}
