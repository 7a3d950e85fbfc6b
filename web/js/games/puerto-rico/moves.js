// @ts-check
/**
 * What the legal actions mean to the page: their labels, the board elements that take them,
 * the prompt for the decision at hand, and which ones deserve a confirmation. The engine decides
 * what is legal; this module only names and places it.
 */
import { BUILDINGS, GOODS, ISLAND_TILES, TILES } from './catalog.js';
import { t, list, capital } from '../../kit/text.js';

/** @typedef {import('./view.js').PuertoRicoEntry} PuertoRicoEntry */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').PuertoRicoSnapshot} PuertoRicoSnapshot */
/** @typedef {import('./view.js').PuertoRicoAction} PuertoRicoAction */

/**
 * A mayor target's name in words ("corn plantations", "indigo plant").
 * @param {string} target @param {number} n
 */
export function targetLabel(target, n = 2) {
  if (ISLAND_TILES.includes(target)) return t(n === 1 ? `tile.${target}` : `tile.${target}.pl`);
  return t(`building.${target}`).toLowerCase();
}

/**
 * What the black market takes back, in words ("a colonist from the harbor and a VP chip").
 * @param {{colonist: string|null, good: string|null, vp_chip: boolean}} a its action or event
 */
export function blackMarketItems(a) {
  const items = [];
  if (a.colonist === 'san_juan') items.push(t('bm.colonist.sanJuan'));
  else if (a.colonist) items.push(t('bm.colonist', { target: targetLabel(a.colonist, 1) }));
  if (a.good) items.push(t('goods.one', { good: t(`good.${a.good}`) }));
  if (a.vp_chip) items.push(t('bm.vpChip'));
  return list(items);
}

/** The name of cargo ship i ("5-ship"). @param {PuertoRicoView} view @param {number} i */
export function shipLabel(view, i) {
  const ship = view.cargo_ships[i];
  return t('board.ship', { n: ship ? ship.capacity : i + 1 });
}

/**
 * What keeping this store choice would lose, per good.
 * @param {Extract<PuertoRicoAction, {type: 'store'}>} action @param {Record<string, number>} goods
 * @returns {{kept: Record<string, number>, lost: Record<string, number>}}
 */
export function storeOutcome(action, goods) {
  /** @type {Record<string, number>} */
  const kept = {};
  /** @type {Record<string, number>} */
  const lost = {};
  for (const g of GOODS) {
    const n = goods[g] ?? 0;
    if (!n) continue;
    let keep = 0;
    if (action.warehouse.includes(g)) keep = n;
    else if (action.single === g) keep = 1;
    if (keep) kept[g] = keep;
    if (n - keep) lost[g] = n - keep;
  }
  return { kept, lost };
}

/** "2 corn and 1 indigo". @param {Record<string, number>} counts */
export function goodsList(counts) {
  return list(
    GOODS.filter((g) => counts[g]).map((g) =>
      t('goods.count', { n: counts[g], good: t(`good.${g}`) }),
    ),
  );
}

/**
 * The action list's order: the buildings by what the player pays, the number each label shows
 * (after quarries and the builder's privilege), cheapest first, ties by the listed cost; the
 * rest as the engine gives them (the buildings come in the board's columns, Expansion I's
 * last).
 * @param {PuertoRicoEntry[]} legal @returns {PuertoRicoEntry[]}
 */
export function listOrder(legal) {
  const builds = legal.filter((e) => e.action.type === 'build');
  if (builds.length < 2) return legal;
  /** @param {PuertoRicoEntry} e */
  const listed = (e) =>
    BUILDINGS.find((b) => 'building' in e.action && b.name === e.action.building)?.cost ?? 0;
  const sorted = [...builds].sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0) || listed(a) - listed(b));
  let next = 0;
  return legal.map((e) => (e.action.type === 'build' ? sorted[next++] : e));
}

/**
 * The label of a captain's (and his wharves' and warehouses') action; null for another's.
 * @param {PuertoRicoEntry} entry @param {PuertoRicoView} view @param {number} seat
 * @returns {string|null}
 */
function captainLabel(entry, view, seat) {
  const a = entry.action;
  switch (a.type) {
    case 'load':
      return withVp(
        t('action.load', {
          goods:
            entry.count === undefined
              ? t(`good.${a.good}`)
              : t('goods.count', { n: entry.count, good: t(`good.${a.good}`) }),
          ship: shipLabel(view, a.ship),
        }),
        entry,
      );
    case 'wharf':
      return withVp(
        t('action.wharf', {
          goods:
            entry.count === undefined
              ? t('goods.all', { good: t(`good.${a.good}`) })
              : t('goods.count', { n: entry.count, good: t(`good.${a.good}`) }),
        }),
        entry,
      );
    case 'store': {
      const parts = a.warehouse.map((g) => t('goods.all', { good: t(`good.${g}`) }));
      if (a.single) parts.push(t('goods.one', { good: t(`good.${a.single}`) }));
      const kept = parts.length ? list(parts) : t('goods.none');
      const lost = entry.lost ?? storeOutcome(a, view.players[seat].goods).lost;
      return Object.keys(lost).length
        ? t('action.store.lose', { kept, lost: goodsList(lost) })
        : t('action.store', { kept });
    }
    case 'pass':
      if (a.decision === 'load') return t(wharfPassKey(view, seat));
      if (a.decision === 'vp')
        return t(`action.pass.vp.${entry.building}`, { vp: t('n.vp', { n: entry.vp ?? 0 }) });
      return withVp(t(`action.pass.${a.decision}`), entry);
    case 'small_wharf':
      return withVp(
        t('action.small_wharf', {
          goods: t('goods.count', { n: a.count, good: t(`good.${a.good}`) }),
        }),
        entry,
      );
    case 'keep': {
      const good = t(`good.${a.good}`);
      if (a.count === 0) return t('action.keep.none', { good });
      const all = a.count === view.players[seat].goods[a.good];
      return t('action.keep', {
        goods: all ? t('goods.all', { good }) : t('goods.count', { n: a.count, good }),
      });
    }
    case 'take_vp':
      return t('action.take_vp', { vp: t('n.vp', { n: entry.vp ?? 0 }) });
    default:
      return null;
  }
}

/**
 * The label of a legal action for the action list and menus.
 * @param {PuertoRicoEntry} entry @param {PuertoRicoView} view @param {number} seat
 */
export function actionLabel(entry, view, seat) {
  const a = entry.action;
  switch (a.type) {
    case 'role': {
      const card = view.roles.find((r) => r.role === a.role);
      const gold = card && card.doubloons ? t('n.doubloons', { n: card.doubloons }) : '';
      return gold
        ? t('action.role.gold', { role: t(`role.${a.role}.lc`), gold })
        : t('action.role', { role: t(`role.${a.role}.lc`) });
    }
    case 'plant':
      return t('action.plant', { tile: t(`tile.${a.tile}.a`) });
    case 'hacienda':
      return t('action.hacienda');
    case 'extra_colonist':
      return t('action.extra_colonist');
    case 'place':
      return t('action.place', {
        n: t('n.colonists', { n: a.count }),
        target: targetLabel(a.target),
      });
    case 'leave_empty':
      return t('action.leave_empty', {
        n: t('n.circles.empty', { n: a.count }),
        target: targetLabel(a.target),
      });
    case 'build':
      if (entry.cost === undefined)
        return t('action.build.nocost', { building: t(`building.${a.building}.a`) });
      // Affordable only with the black market's help: said, with what it must make up.
      return t(entry.black_market ? 'action.build.blackMarket' : 'action.build', {
        building: t(`building.${a.building}.a`),
        cost: t('n.doubloons', { n: entry.cost }),
        short: t('n.doubloons', { n: entry.black_market ?? 0 }),
      });
    case 'extra_good':
      return t('action.extra_good', { good: t(`good.${a.good}`) });
    case 'sell':
      return entry.price === undefined
        ? t('action.sell', { good: t(`good.${a.good}`) })
        : t('action.sell.price', {
            good: t(`good.${a.good}`),
            price: t('n.doubloons', { n: entry.price }),
          });
    // Expansion I
    case 'draft':
      return t('action.draft', { building: t(`building.${a.building}.a`) });
    case 'forest':
      return a.discard === 'drawn'
        ? t('action.forest.drawn', { tile: t(`tile.${view.phase.drawn}`) })
        : t('action.forest', { tile: t(`tile.${a.discard}.a`) });
    case 'guest':
      return t('action.guest', { target: targetLabel(a.target, 1) });
    case 'black_market':
      return t('action.black_market', { items: blackMarketItems(a) });
    case 'trading_post':
      return t('action.trading_post', {
        good: t(`good.${a.good}`),
        price: t('n.doubloons', { n: entry.price ?? 0 }),
      });
    default:
      return captainLabel(entry, view, seat) ?? String(entry.code);
  }
}

/**
 * The board elements (layout item ids) whose click takes this action.
 * @param {PuertoRicoEntry} entry @param {PuertoRicoView} view @param {number} seat
 * @returns {string[]}
 */
export function actionRegions(entry, view, seat) {
  const a = entry.action;
  const p = `p${seat}`;
  switch (a.type) {
    case 'role':
      return [`role:${a.role}`];
    case 'plant':
      if (a.tile === 'quarry') return ['quarries'];
      return view.plantations.face_up.flatMap((tile, i) => (tile === a.tile ? [`plant:${i}`] : []));
    case 'hacienda':
      return ['faceDown', `${p}:city:hacienda`];
    case 'extra_colonist':
      if (view.phase.name === 'settler') return [`${p}:city:hospice`];
      if (view.phase.name === 'builder') return [`${p}:city:university`];
      return ['colonistShip'];
    case 'build':
      return [`market:${a.building}`];
    case 'extra_good':
      return [`supplyGood:${a.good}`, `${p}:good:${a.good}`];
    case 'sell':
      return [`${p}:good:${a.good}`, 'tradingHouse'];
    case 'load':
      return [`ship:${a.ship}`, `${p}:good:${a.good}`];
    case 'wharf':
      return [`${p}:good:${a.good}`, `${p}:city:wharf`];
    case 'store':
      return [`${p}:goods`];
    // Expansion I
    case 'draft':
      return [`candidate:${a.building}`];
    case 'forest':
      return a.discard === 'drawn'
        ? ['faceDown']
        : view.plantations.face_up.flatMap((tile, i) => (tile === a.discard ? [`plant:${i}`] : []));
    case 'guest': {
      if (!TILES.includes(a.target)) return [`${p}:city:${a.target}`];
      const island = view.players[seat].island;
      return island.flatMap((x, i) =>
        x.tile === a.target && !x.colonist ? [`${p}:island:${i}`] : [],
      );
    }
    case 'trading_post':
      return [`${p}:good:${a.good}`, `${p}:city:trading_post`];
    case 'small_wharf':
      return [`${p}:good:${a.good}`, `${p}:city:small_wharf`];
    case 'keep':
      return [`${p}:good:${a.good}`];
    case 'take_vp':
      return [`${p}:city:${a.building}`];
    case 'place':
    case 'leave_empty': {
      // (Placing is edited in the mayor's panel: these mark the target a hint's choice names.)
      if (!TILES.includes(a.target)) return [`${p}:city:${a.target}`];
      const island = view.players[seat].island;
      return island.flatMap((x, i) => (x.tile === a.target ? [`${p}:island:${i}`] : []));
    }
    default:
      return [];
  }
}

/**
 * A load's label with the VP it scores, where the engine says (the captain's privilege and the
 * harbor included; a small wharf's: if the shipment ends there).
 * @param {string} label @param {PuertoRicoEntry} entry
 */
function withVp(label, entry) {
  return entry.vp === undefined
    ? label
    : t('action.scores', { action: label, vp: t('n.vp', { n: entry.vp }) });
}

/**
 * The captain's pass when nothing fits on a ship: it declines the wharves he could still use.
 * @param {PuertoRicoView} view @param {number} seat @returns {string}
 */
function wharfPassKey(view, seat) {
  const phase = view.phase;
  const usable = (/** @type {string} */ b, /** @type {number[]|undefined} */ used) =>
    view.players[seat].city.some((c) => c.building === b && c.colonists > 0) &&
    !(used ?? []).includes(seat);
  const wharf = usable('wharf', phase.wharf_used);
  const small = usable('small_wharf', phase.small_wharf_used);
  if (wharf && small) return 'action.pass.load.both';
  return small ? 'action.pass.load.small' : 'action.pass.load';
}

/**
 * What the player is asked now (a language-file key).
 * @param {PuertoRicoSnapshot} snap
 */
export function promptKey(snap) {
  if (snap.scores) return 'prompt.over';
  if (!snap.your_turn) return 'prompt.wait';
  const types = new Set(snap.legal.map((e) => e.action.type));
  const phase = snap.view.phase.name;
  if (phase === 'role_selection') return 'prompt.role';
  if (phase === 'draft') return 'prompt.draft';
  if (snap.mayor) return 'prompt.mayor';
  if (snap.view.phase.step === 'guests') return 'prompt.guests';
  if (snap.view.phase.step === 'drawn') return 'prompt.drawn';
  if (snap.view.phase.step === 'library') return 'prompt.library';
  if (types.has('take_vp')) return `prompt.lastChips.${snap.view.phase.step}`;
  if (types.has('black_market')) return 'prompt.blackMarket';
  if (snap.view.phase.step === 'small_wharf') return 'prompt.smallWharf';
  if (types.has('keep')) return 'prompt.keep';
  if (types.has('store')) return 'prompt.store';
  if (types.has('hacienda')) return 'prompt.hacienda';
  if (types.has('extra_colonist')) {
    if (phase === 'settler') return 'prompt.hospice';
    if (phase === 'builder') return 'prompt.university';
    return 'prompt.mayorExtra';
  }
  if (types.has('place') || types.has('leave_empty')) return 'prompt.mayor';
  if (phase === 'settler') return 'prompt.settler';
  if (phase === 'builder') return 'prompt.builder';
  if (phase === 'craftsman') return 'prompt.craftsman';
  if (phase === 'trader') return 'prompt.trader';
  if (phase === 'captain') return 'prompt.captain';
  return 'prompt.generic';
}

/**
 * A confirmation question if taking this action by a misclick would be costly, else null.
 * @param {PuertoRicoEntry} entry @param {PuertoRicoSnapshot} snap
 */
export function confirmQuestion(entry, snap) {
  const a = entry.action;
  if (a.type === 'pass' && a.decision === 'build') {
    const n = snap.legal.filter((e) => e.action.type === 'build').length;
    if (n > 0) return t('confirm.passBuild', { n: t('building.count', { n }) });
  }
  if (a.type === 'pass' && a.decision === 'plant') {
    const n = snap.legal.filter((e) => e.action.type === 'plant').length;
    if (n > 0) return t('confirm.passPlant');
  }
  if (a.type === 'store') {
    const outcome = storeOutcome(a, snap.view.players[snap.seat].goods);
    const kept = entry.kept ?? outcome.kept;
    const lost = entry.lost ?? outcome.lost;
    return Object.keys(lost).length
      ? t('confirm.store', { kept: goodsList(kept), lost: capital(goodsList(lost)) })
      : t('confirm.store.nolost', { kept: goodsList(kept) });
  }
  return null;
}
