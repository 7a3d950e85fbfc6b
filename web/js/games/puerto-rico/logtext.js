// @ts-check
/**
 * The game log in words: the engine's structured events -> sentences from the language file
 * (never Python's English), and the board elements each step touched (for the highlight).
 */
import { t, list, has } from '../../kit/text.js';
import { tellSection, touchedBy } from '../../kit/tell.js';
import { blackMarketItems, goodsList, shipLabel, targetLabel } from './moves.js';

/** @typedef {import('../../kit/logbook.js').LogLine} LogLine */
/** @typedef {import('./view.js').PuertoRicoEvent} PuertoRicoEvent */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */

/**
 * What one event's sentence needs: the kit's telling and the section's memory.
 * @typedef {object} Memory
 * @property {Record<number, string[]>} placed colonists placed, folded into the arrangement line
 * @property {Set<string>} told forced passes told: once per player and decision in a phase
 * @typedef {import('../../kit/tell.js').Telling<PuertoRicoEvent, PuertoRicoView> & Memory} Telling
 * @typedef {(e: PuertoRicoEvent, c: Telling) => boolean} Teller told if of its kinds
 */

/** Each kind of event is told by one of these (by the phase it belongs to). */
const TELLERS = [turnLines, settlerLines, mayorLines, builderLines, traderLines, captainLines];

/**
 * @param {PuertoRicoEvent[]} events a section of the log's events (from a role chosen), in order
 * @param {PuertoRicoView} view the view after those events (names, ship sizes)
 * @returns {LogLine[]}
 */
export function eventLines(events, view) {
  return tellSection(events, view, { placed: {}, told: new Set() }, TELLERS);
}

/** A pass, a role taken, the round's and the game's end. @type {Teller} */
function turnLines(e, c) {
  const { player, say, push, told, out } = c;
  switch (e.type) {
    case 'action': {
      if (e.action.type !== 'pass') break;
      const decision = e.action.decision;
      // (a captain's pass that declined a wharf: the `wharves_declined` after it says which;
      // declining the last VP chips: `vp_declined` says whose and how many)
      if ((decision === 'load' || decision === 'vp') && !e.forced) break;
      if (!e.forced) push(say(`log.pass.${decision}`, { player }));
      else if (!told.has(`${e.player}:${decision}`)) {
        // No decision, but the player sees why nothing happened: once, not at every turn of
        // a captain's loading, nor after his last load.
        told.add(`${e.player}:${decision}`);
        const key = has(`log.forced.${decision}`)
          ? `log.forced.${decision}`
          : `log.pass.${decision}`;
        push(say(key, { player }), true);
      }
      break;
    }
    case 'role_chosen':
      push(
        e.doubloons
          ? say('log.role_chosen.gold', {
              player,
              role: t(`role.${e.role}.lc`),
              gold: t('n.doubloons', { n: e.doubloons }),
            })
          : say('log.role_chosen', { player, role: t(`role.${e.role}.lc`) }),
      );
      break;
    case 'end_triggered':
      push(t(`log.end_triggered.${e.reason}`));
      break;
    case 'round_ended':
      push(t('log.round_ended'), true);
      break;
    case 'new_governor':
      out.push({
        text: say('log.new_governor', { player }),
        seat: e.player,
        kind: 'new_governor',
      });
      break;
    case 'game_over':
      push(t('log.game_over'));
      break;
    case 'privilege_doubled':
      push(say('log.privilege_doubled', { player, role: t(`role.${e.role}.lc`) }));
      break;
    default:
      return false;
  }
  return true;
}

/** The settler's phase: plantations and quarries, the hacienda, the forest. @type {Teller} */
function settlerLines(e, c) {
  const { player, say, push } = c;
  switch (e.type) {
    case 'hacienda_draw':
      push(say('log.hacienda_draw', { player, tile: t(`tile.${e.tile}.a`) }));
      break;
    case 'tile_taken':
      push(say('log.tile_taken', { player, tile: t(`tile.${e.tile}.a`) }));
      break;
    case 'plantations_reshuffled':
      push(t('log.plantations_reshuffled'), true);
      break;
    case 'plantations_turned_up':
      push(
        t('log.plantations_turned_up', {
          tiles: list(e.tiles.map((k) => t(`tile.${k}`))),
        }),
        true,
      );
      break;
    case 'hacienda_tile_placed':
      push(say('log.hacienda_tile_placed', { player, tile: t(`tile.${e.tile}.a`) }));
      break;
    case 'forest_planted':
      push(
        say(e.drawn ? 'log.forest_planted.drawn' : 'log.forest_planted', {
          player,
          tile: t(`tile.${e.discarded}.a`),
        }),
      );
      break;
    default:
      return false;
  }
  return true;
}

/**
 * Colonists: the mayor's ship and arrangements, the hospice, university and guest house.
 * @type {Teller}
 */
function mayorLines(e, c) {
  const { name, player, say, push, placed } = c;
  switch (e.type) {
    case 'colonist_added':
      if (e.san_juan) push(say(`log.colonist_added.${e.building}.sanJuan`, { player }));
      else if (e.building === 'hospice')
        push(say('log.colonist_added.hospice', { player, tile: t(`tile.${e.tile}`) }));
      else
        push(
          say('log.colonist_added.university', {
            player,
            building: t(`building.${e.target}`).toLowerCase(),
          }),
        );
      break;
    case 'extra_colonist':
      push(say('log.extra_colonist', { player }));
      break;
    case 'colonists_handed_out': {
      const parts = e.received.flatMap((n, s) =>
        n ? [t('log.colonists_handed_out.item', { name: name(s), n })] : [],
      );
      push(t('log.colonists_handed_out', { list: list(parts) }), true);
      break;
    }
    case 'colonists_placed':
      (placed[e.player] ??= []).push(
        t('log.colonists_placed.item', { n: e.count, target: targetLabel(e.target, e.count) }),
      );
      break;
    case 'colonists_arranged': {
      const items = placed[e.player] ?? [];
      delete placed[e.player];
      if (!items.length && !e.san_juan) push(say('log.colonists_arranged.none', { player }), true);
      else if (!items.length) push(say('log.colonists_arranged.sjOnly', { player, n: e.san_juan }));
      else if (e.san_juan)
        push(say('log.colonists_arranged.sj', { player, list: list(items), n: e.san_juan }));
      else push(say('log.colonists_arranged', { player, list: list(items) }));
      break;
    }
    case 'colonist_ship_refilled':
      push(t('log.colonist_ship_refilled', { n: t('n.colonists', { n: e.count }) }), true);
      break;
    case 'colonist_ship_not_refilled':
      push(t('log.colonist_ship_not_refilled', { supply: e.supply, needed: e.needed }));
      break;
    case 'guest_moved':
      push(say('log.guest_moved', { player, target: targetLabel(e.target, 1) }));
      break;
    default:
      return false;
  }
  return true;
}

/** Building (and the draft of Expansion I), production and the prospector. @type {Teller} */
function builderLines(e, c) {
  const { player, say, push } = c;
  switch (e.type) {
    case 'built':
      push(
        say('log.built', {
          player,
          building: t(`building.${e.building}.a`),
          cost: t('n.doubloons', { n: e.cost }),
        }),
      );
      break;
    case 'building_drafted':
      push(say('log.building_drafted', { player, building: t(`building.${e.building}.a`) }));
      break;
    case 'draft_ended':
      push(
        t('log.draft_ended', {
          list: list(e.removed.map((b) => t(`building.${b}`))),
        }),
        true,
      );
      break;
    case 'black_market':
      push(
        say('log.black_market', {
          player,
          items: blackMarketItems({ colonist: e.colonist, good: e.good, vp_chip: e.vp_chip }),
        }),
      );
      break;
    case 'church':
      push(say('log.church', { player, vp: t('n.vp', { n: e.vp }) }));
      break;
    case 'produced': {
      const goods = goodsList(e.goods);
      if (!Object.keys(e.goods).length) push(say('log.produced.none', { player }), true);
      else if (e.factory_doubloons)
        push(
          say('log.produced.factory', {
            player,
            goods,
            gold: t('n.doubloons', { n: e.factory_doubloons }),
          }),
        );
      else push(say('log.produced', { player, goods }));
      break;
    }
    case 'extra_good':
      push(say('log.extra_good', { player, good: t(`good.${e.good}`) }));
      break;
    case 'aqueduct':
      push(say('log.aqueduct', { player, goods: goodsList(e.goods) }));
      break;
    case 'specialty_factory':
      push(say('log.specialty_factory', { player, gold: t('n.doubloons', { n: e.doubloons }) }));
      break;
    case 'prospected':
      push(say('log.prospected', { player, gold: t('n.doubloons', { n: e.doubloons }) }));
      break;
    default:
      return false;
  }
  return true;
}

/** The trader's phase. @type {Teller} */
function traderLines(e, c) {
  const { player, say, push } = c;
  switch (e.type) {
    case 'sold':
      push(
        say('log.sold', {
          player,
          good: t(`good.${e.good}`),
          price: t('n.doubloons', { n: e.price }),
        }),
      );
      break;
    case 'trading_house_emptied':
      push(t('log.trading_house_emptied'), true);
      break;
    case 'sold_to_trading_post':
      push(
        say('log.sold_to_trading_post', {
          player,
          good: t(`good.${e.good}`),
          price: t('n.doubloons', { n: e.price }),
        }),
      );
      break;
    default:
      return false;
  }
  return true;
}

/** The captain's phase: shipping, storing, the wharves and their rewards. @type {Teller} */
function captainLines(e, c) {
  const { view, player, say, push, told } = c;
  switch (e.type) {
    case 'shipped': {
      told.add(`${e.player}:load`);
      const goods = t('goods.count', { n: e.count, good: t(`good.${e.good}`) });
      const vp = t('n.vp', { n: e.vp });
      push(
        e.wharf
          ? say('log.shipped.wharf', { player, goods, vp })
          : say('log.shipped', { player, goods, ship: shipLabel(view, e.ship), vp }),
      );
      break;
    }
    case 'stored': {
      const kept = goodsList(e.kept);
      if (Object.keys(e.lost).length)
        push(say('log.stored.lost', { player, kept, lost: goodsList(e.lost) }));
      else if (Object.keys(e.kept).length) push(say('log.stored', { player, kept }), true);
      break;
    }
    case 'ship_unloaded':
      push(t('log.ship_unloaded', { ship: shipLabel(view, e.ship) }), true);
      break;
    case 'union_hall':
      push(say('log.union_hall', { player, vp: t('n.vp', { n: e.vp }) }));
      break;
    case 'vp_declined':
      push(say(`log.vp_declined.${e.building}`, { player, vp: t('n.vp', { n: e.vp }) }));
      break;
    case 'wharves_declined':
      push(
        say(
          e.wharves.length > 1
            ? 'log.pass.load.both'
            : e.wharves[0] === 'small_wharf'
              ? 'log.pass.load.small'
              : 'log.pass.load',
          { player },
        ),
      );
      break;
    case 'small_wharf_shipped':
      told.add(`${e.player}:load`);
      push(
        say('log.small_wharf_shipped', {
          player,
          goods: goodsList(e.goods),
          vp: t('n.vp', { n: e.vp }),
        }),
      );
      break;
    case 'lighthouse':
      push(say('log.lighthouse', { player, gold: t('n.doubloons', { n: e.doubloons }) }));
      break;
    default:
      return false;
  }
  return true;
}

/**
 * The board elements an acting step touched, for a short highlight.
 * @param {PuertoRicoEvent[]} events @param {PuertoRicoView} view @returns {string[]}
 */
export function touchedRegions(events, view) {
  return touchedBy(events, (e, p) => {
    switch (e.type) {
      case 'role_chosen':
        return [`role:${e.role}`];
      case 'tile_taken': {
        const last = `${p}:island:${view.players[e.player].island.length - 1}`;
        return e.tile === 'quarry' ? [last, 'quarries'] : [last];
      }
      case 'hacienda_draw':
        return ['faceDown'];
      case 'built':
        return [`${p}:city:${e.building}`, `market:${e.building}`];
      case 'sold':
        return ['tradingHouse', `thSlot:${Math.max(0, view.trading_house.length - 1)}`];
      case 'shipped':
        return [e.wharf ? `${p}:city:wharf` : `ship:${e.ship}`];
      case 'produced':
      case 'stored':
        return [`${p}:goods`];
      case 'extra_good':
        return [`supplyGood:${e.good}`, `${p}:good:${e.good}`];
      case 'extra_colonist':
      case 'colonists_handed_out':
        return ['colonistShip'];
      case 'colonists_arranged':
      case 'prospected':
        return [`${p}:header`];
      case 'building_drafted':
        return [`market:${e.building}`];
      case 'forest_planted':
        return [`${p}:island:${view.players[e.player].island.length - 1}`];
      case 'guest_moved':
        return [`${p}:city:guest_house`, `${p}:city:${e.target}`];
      case 'sold_to_trading_post':
        return [`${p}:city:trading_post`];
      case 'small_wharf_shipped':
        return [`${p}:city:small_wharf`];
      default:
        return [];
    }
  });
}
