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
 * @typedef {import('../../kit/tell.js').Tellers<PuertoRicoEvent, Telling>} Tellers
 */

/**
 * @param {PuertoRicoEvent[]} events a section of the log's events (from a role chosen), in order
 * @param {PuertoRicoView} view the view after those events (names, ship sizes)
 * @returns {LogLine[]}
 */
export function eventLines(events, view) {
  return tellSection(events, view, { placed: {}, told: new Set() }, TELLERS);
}

/** A pass, a role taken, the round's and the game's end. @type {Tellers} */
const TURN = {
  action(e, { player, say, push, told }) {
    if (e.action.type !== 'pass') return;
    const decision = e.action.decision;
    // (a captain's pass that declined a wharf: the `wharves_declined` after it says which;
    // declining the last VP chips: `vp_declined` says whose and how many)
    if ((decision === 'load' || decision === 'vp') && !e.forced) return;
    if (!e.forced) push(say(`log.pass.${decision}`, { player }));
    else if (!told.has(`${e.player}:${decision}`)) {
      // No decision, but the player sees why nothing happened: once, not at every turn of
      // a captain's loading, nor after his last load.
      told.add(`${e.player}:${decision}`);
      const key = has(`log.forced.${decision}`) ? `log.forced.${decision}` : `log.pass.${decision}`;
      push(say(key, { player }), true);
    }
  },
  role_chosen(e, { player, say, push }) {
    push(
      e.doubloons
        ? say('log.role_chosen.gold', {
            player,
            role: t(`role.${e.role}.lc`),
            gold: t('n.doubloons', { n: e.doubloons }),
          })
        : say('log.role_chosen', { player, role: t(`role.${e.role}.lc`) }),
    );
  },
  end_triggered: (e, { push }) => push(t(`log.end_triggered.${e.reason}`)),
  round_ended: (e, { push }) => push(t('log.round_ended'), true),
  new_governor(e, { player, say, out }) {
    out.push({ text: say('log.new_governor', { player }), seat: e.player, kind: 'new_governor' });
  },
  game_over: (e, { push }) => push(t('log.game_over')),
  privilege_doubled(e, { player, say, push }) {
    push(say('log.privilege_doubled', { player, role: t(`role.${e.role}.lc`) }));
  },
};

/** The settler's phase: plantations and quarries, the hacienda, the forest. @type {Tellers} */
const SETTLER = {
  hacienda_draw(e, { player, say, push }) {
    push(say('log.hacienda_draw', { player, tile: t(`tile.${e.tile}.a`) }));
  },
  tile_taken(e, { player, say, push }) {
    push(say('log.tile_taken', { player, tile: t(`tile.${e.tile}.a`) }));
  },
  plantations_reshuffled: (e, { push }) => push(t('log.plantations_reshuffled'), true),
  plantations_turned_up(e, { push }) {
    push(t('log.plantations_turned_up', { tiles: list(e.tiles.map((k) => t(`tile.${k}`))) }), true);
  },
  hacienda_tile_placed(e, { player, say, push }) {
    push(say('log.hacienda_tile_placed', { player, tile: t(`tile.${e.tile}.a`) }));
  },
  forest_planted(e, { player, say, push }) {
    push(
      say(e.drawn ? 'log.forest_planted.drawn' : 'log.forest_planted', {
        player,
        tile: t(`tile.${e.discarded}.a`),
      }),
    );
  },
};

/**
 * Colonists: the mayor's ship and arrangements, the hospice, university and guest house.
 * @type {Tellers}
 */
const MAYOR = {
  colonist_added(e, { player, say, push }) {
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
  },
  extra_colonist: (e, { player, say, push }) => push(say('log.extra_colonist', { player })),
  colonists_handed_out(e, { name, push }) {
    const parts = e.received.flatMap((n, s) =>
      n ? [t('log.colonists_handed_out.item', { name: name(s), n })] : [],
    );
    push(t('log.colonists_handed_out', { list: list(parts) }), true);
  },
  colonists_placed(e, { placed }) {
    (placed[e.player] ??= []).push(
      t('log.colonists_placed.item', { n: e.count, target: targetLabel(e.target, e.count) }),
    );
  },
  colonists_arranged(e, { player, say, push, placed }) {
    const items = placed[e.player] ?? [];
    delete placed[e.player];
    if (!items.length && !e.san_juan) push(say('log.colonists_arranged.none', { player }), true);
    else if (!items.length) push(say('log.colonists_arranged.sjOnly', { player, n: e.san_juan }));
    else if (e.san_juan)
      push(say('log.colonists_arranged.sj', { player, list: list(items), n: e.san_juan }));
    else push(say('log.colonists_arranged', { player, list: list(items) }));
  },
  colonist_ship_refilled(e, { push }) {
    push(t('log.colonist_ship_refilled', { n: t('n.colonists', { n: e.count }) }), true);
  },
  colonist_ship_not_refilled(e, { push }) {
    push(t('log.colonist_ship_not_refilled', { supply: e.supply, needed: e.needed }));
  },
  guest_moved(e, { player, say, push }) {
    push(say('log.guest_moved', { player, target: targetLabel(e.target, 1) }));
  },
};

/** Building (and the draft of Expansion I), production and the prospector. @type {Tellers} */
const BUILDER = {
  built(e, { player, say, push }) {
    push(
      say('log.built', {
        player,
        building: t(`building.${e.building}.a`),
        cost: t('n.doubloons', { n: e.cost }),
      }),
    );
  },
  building_drafted(e, { player, say, push }) {
    push(say('log.building_drafted', { player, building: t(`building.${e.building}.a`) }));
  },
  draft_ended(e, { push }) {
    push(t('log.draft_ended', { list: list(e.removed.map((b) => t(`building.${b}`))) }), true);
  },
  black_market(e, { player, say, push }) {
    push(
      say('log.black_market', {
        player,
        items: blackMarketItems({ colonist: e.colonist, good: e.good, vp_chip: e.vp_chip }),
      }),
    );
  },
  church(e, { player, say, push }) {
    push(say('log.church', { player, vp: t('n.vp', { n: e.vp }) }));
  },
  produced(e, { player, say, push }) {
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
  },
  extra_good(e, { player, say, push }) {
    push(say('log.extra_good', { player, good: t(`good.${e.good}`) }));
  },
  aqueduct(e, { player, say, push }) {
    push(say('log.aqueduct', { player, goods: goodsList(e.goods) }));
  },
  specialty_factory(e, { player, say, push }) {
    push(say('log.specialty_factory', { player, gold: t('n.doubloons', { n: e.doubloons }) }));
  },
  prospected(e, { player, say, push }) {
    push(say('log.prospected', { player, gold: t('n.doubloons', { n: e.doubloons }) }));
  },
};

/** The trader's phase: a sale to the trading house or to the trading post. @type {Tellers} */
const TRADER = {
  sold: (e, c) => toldSale('log.sold', e, c),
  trading_house_emptied: (e, { push }) => push(t('log.trading_house_emptied'), true),
  sold_to_trading_post: (e, c) => toldSale('log.sold_to_trading_post', e, c),
};

/**
 * A good sold, for its price. @param {string} key
 * @param {{good: string, price: number}} e @param {Telling} c
 */
function toldSale(key, e, { player, say, push }) {
  push(say(key, { player, good: t(`good.${e.good}`), price: t('n.doubloons', { n: e.price }) }));
}

/** The captain's phase: shipping, storing, the wharves and their rewards. @type {Tellers} */
const CAPTAIN = {
  shipped(e, { view, player, say, push, told }) {
    told.add(`${e.player}:load`);
    const goods = t('goods.count', { n: e.count, good: t(`good.${e.good}`) });
    const vp = t('n.vp', { n: e.vp });
    push(
      e.wharf
        ? say('log.shipped.wharf', { player, goods, vp })
        : say('log.shipped', { player, goods, ship: shipLabel(view, e.ship), vp }),
    );
  },
  stored(e, { player, say, push }) {
    const kept = goodsList(e.kept);
    if (Object.keys(e.lost).length)
      push(say('log.stored.lost', { player, kept, lost: goodsList(e.lost) }));
    else if (Object.keys(e.kept).length) push(say('log.stored', { player, kept }), true);
  },
  ship_unloaded(e, { view, push }) {
    push(t('log.ship_unloaded', { ship: shipLabel(view, e.ship) }), true);
  },
  union_hall(e, { player, say, push }) {
    push(say('log.union_hall', { player, vp: t('n.vp', { n: e.vp }) }));
  },
  vp_declined(e, { player, say, push }) {
    push(say(`log.vp_declined.${e.building}`, { player, vp: t('n.vp', { n: e.vp }) }));
  },
  wharves_declined(e, { player, say, push }) {
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
  },
  small_wharf_shipped(e, { player, say, push, told }) {
    told.add(`${e.player}:load`);
    push(
      say('log.small_wharf_shipped', {
        player,
        goods: goodsList(e.goods),
        vp: t('n.vp', { n: e.vp }),
      }),
    );
  },
  lighthouse(e, { player, say, push }) {
    push(say('log.lighthouse', { player, gold: t('n.doubloons', { n: e.doubloons }) }));
  },
};

/** Each kind of event is told by the teller of the phase it belongs to. */
const TELLERS = { ...TURN, ...SETTLER, ...MAYOR, ...BUILDER, ...TRADER, ...CAPTAIN };

/** The kinds of event the log tells (tests/test_web_log.py: whole games reach them). */
export const TOLD_KINDS = Object.keys(TELLERS);

/**
 * The board elements an acting step touched, for a short highlight.
 * @param {PuertoRicoEvent[]} events @param {PuertoRicoView} view @returns {string[]}
 */
export function touchedRegions(events, view) {
  return touchedBy(events, view, TOUCHES);
}

/** @param {{player: number}} e @param {string} p @param {PuertoRicoView} view */
const lastTile = (e, p, view) => `${p}:island:${view.players[e.player].island.length - 1}`;
/** @param {unknown} e @param {string} p */
const ownGoods = (e, p) => [`${p}:goods`];
const colonistShip = () => ['colonistShip'];
/** @param {unknown} e @param {string} p */
const ownHeader = (e, p) => [`${p}:header`];

/** @type {import('../../kit/tell.js').Touches<PuertoRicoEvent, PuertoRicoView>} */
const TOUCHES = {
  role_chosen: (e) => [`role:${e.role}`],
  tile_taken: (e, p, view) =>
    e.tile === 'quarry' ? [lastTile(e, p, view), 'quarries'] : [lastTile(e, p, view)],
  hacienda_draw: () => ['faceDown'],
  built: (e, p) => [`${p}:city:${e.building}`, `market:${e.building}`],
  sold: (e, p, view) => ['tradingHouse', `thSlot:${Math.max(0, view.trading_house.length - 1)}`],
  shipped: (e, p) => [e.wharf ? `${p}:city:wharf` : `ship:${e.ship}`],
  produced: ownGoods,
  stored: ownGoods,
  extra_good: (e, p) => [`supplyGood:${e.good}`, `${p}:good:${e.good}`],
  extra_colonist: colonistShip,
  colonists_handed_out: colonistShip,
  colonists_arranged: ownHeader,
  prospected: ownHeader,
  building_drafted: (e) => [`market:${e.building}`],
  forest_planted: (e, p, view) => [lastTile(e, p, view)],
  guest_moved: (e, p) => [`${p}:city:guest_house`, `${p}:city:${e.target}`],
  sold_to_trading_post: (e, p) => [`${p}:city:trading_post`],
  small_wharf_shipped: (e, p) => [`${p}:city:small_wharf`],
};
