// @ts-check
/**
 * What matters in the player's Puerto Rico decision at hand, in a sentence or two read from his
 * view and his legal actions: the guided game's "Now" line (shell/guide.js). It names what to
 * look at (the doubloons on the roles, the colonists against the circles, the buildings within
 * reach, the ships his goods fit), never what to choose: the hint's suggestion does that.
 */
import { t, list } from '../../kit/text.js';
import { GOODS } from './catalog.js';
import { goodsList, shipLabel } from './moves.js';

/** @typedef {import('./view.js').PuertoRicoSnapshot} PuertoRicoSnapshot */
/** @typedef {import('./view.js').PuertoRicoEntry} PuertoRicoEntry */
/** @typedef {import('./view.js').PuertoRicoAction} PuertoRicoAction */
/** @typedef {Extract<PuertoRicoAction, {type: 'plant'}>} PlantAction */
/** @typedef {Extract<PuertoRicoAction, {good: string}>} GoodAction an action on one good */

/**
 * The "Now" line of the decision on screen, or null where there is nothing to add.
 * @param {PuertoRicoSnapshot} snap
 * @returns {string|null}
 */
export function guideNow(snap) {
  if (!snap.your_turn || snap.scores) return null;
  const view = snap.view;
  const me = view.players[snap.seat];
  const of = (/** @type {string} */ type) => snap.legal.filter((e) => e.action.type === type);
  const gold = t('n.doubloons', { n: me.doubloons });
  const held = GOODS.filter((g) => me.goods[g] > 0);
  if (snap.mayor) return mayorNow(snap.mayor);
  if (snap.keep || of('store').length || of('keep').length)
    return t('guide.now.pr.storing', { goods: goodsList(me.goods) });
  switch (view.phase.name) {
    case 'role_selection': {
      const purse = held.length
        ? t('guide.now.purse', { gold, goods: goodsList(me.goods) })
        : t('guide.now.purse.noGoods', { gold });
      const paying = view.roles.filter((r) => r.taken_by === null && r.doubloons > 0);
      if (!paying.length) return purse;
      const roles = list(paying.map((r) => t(`role.${r.role}`)));
      return `${purse} ${t('guide.now.pr.roleGold', { roles })}`;
    }
    case 'settler': {
      const tiles = [
        ...new Set(of('plant').map((e) => /** @type {PlantAction} */ (e.action).tile)),
      ];
      const plantations = tiles.filter((x) => x !== 'quarry').map((x) => t(`tile.${x}`));
      if (!plantations.length) return null;
      const key = tiles.includes('quarry') ? 'guide.now.pr.settler.quarry' : 'guide.now.pr.settler';
      return t(key, { tiles: list(plantations) });
    }
    case 'mayor':
      return of('extra_colonist').length ? t('guide.now.pr.mayorExtra') : null;
    case 'builder': {
      const builds = of('build').length;
      if (!builds) return t('guide.now.pr.builder.none', { gold });
      return t('guide.now.pr.builder', { gold, n: builds });
    }
    case 'craftsman': {
      const goods = of('extra_good').map((e) =>
        t(`good.${/** @type {GoodAction} */ (e.action).good}`),
      );
      return goods.length ? t('guide.now.pr.craftsman', { goods: list(goods) }) : null;
    }
    case 'trader': {
      const sales = of('sell').map((e) =>
        t('guide.now.sale', {
          good: t(`good.${/** @type {GoodAction} */ (e.action).good}`),
          price: t('n.doubloons', { n: Number(e.price ?? 0) }),
        }),
      );
      const free = Math.max(0, 4 - view.trading_house.length);
      return sales.length
        ? t('guide.now.pr.trader', { sales: list(sales), n: free })
        : t('guide.now.pr.trader.none');
    }
    case 'captain': {
      const loads = of('load').map((e) => {
        const a = /** @type {{ship: number, good: string}} */ (e.action);
        const count = Number(e.count ?? me.goods[a.good] ?? 0);
        return t('guide.now.load', {
          goods: t('goods.count', { n: count, good: t(`good.${a.good}`) }),
          ship: shipLabel(view, a.ship),
        });
      });
      return loads.length ? t('guide.now.pr.captain', { loads: list(loads) }) : null;
    }
    default:
      return null;
  }
}

/**
 * The mayor's placing: his colonists, and the circles they leave empty or the colonists left
 * over.
 * @param {import('./view.js').MayorPlacing} mayor
 */
function mayorNow(mayor) {
  const colonists = mayor.hand + mayor.targets.reduce((n, x) => n + (x.placed ?? 0), 0);
  const circles = mayor.targets.reduce((n, x) => n + x.circles, 0);
  const have = t('guide.now.pr.mayor', { colonists: t('n.colonists', { n: colonists }) });
  const rest =
    colonists < circles
      ? t('guide.now.pr.mayor.short', { n: circles - colonists })
      : colonists > circles
        ? t('guide.now.pr.mayor.spare', { n: colonists - circles })
        : t('guide.now.pr.mayor.exact');
  return `${have} ${rest}`;
}
