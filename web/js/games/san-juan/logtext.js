// @ts-check
/**
 * San Juan's game log in words: the engine's events as the player may see them (events_for has
 * left out the cards of the others' hands) -> sentences from the language file, and the table
 * elements each step touched. Another player's cards drawn, kept or discarded are told as counts,
 * his chapel decision only as made (whether a card went under is his secret): the events say no
 * more.
 */
import { t, list } from '../../kit/text.js';
import { tellSection, touchedBy } from '../../kit/tell.js';
import { GOODS, TILES } from './catalog.js';
import { aCard, cards, goodName } from './moves.js';

/** @typedef {import('../../kit/logbook.js').LogLine} LogLine */
/** @typedef {import('./view.js').SanJuanEvent} SanJuanEvent */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */

/** "a smithy and 2 wells" from card names. @param {string[]} names */
export function cardList(names) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const c of names) counts.set(c, (counts.get(c) ?? 0) + 1);
  return list(
    [...counts].map(([c, n]) =>
      n === 1 ? aCard(c) : t('sj.cardsOf', { n, card: t(`sj.card.${c}`) }),
    ),
  );
}

/**
 * What one event's sentence needs: the kit's telling and the section's memory.
 * @typedef {object} Memory
 * @property {Set<string>} acted who has produced or sold in this phase, or been told he cannot
 * @typedef {import('../../kit/tell.js').Telling<SanJuanEvent, SanJuanView> & Memory} Telling
 * @typedef {import('../../kit/tell.js').Tellers<SanJuanEvent, Telling>} Tellers
 */

/**
 * @param {SanJuanEvent[]} events a section of the log's events (from a role chosen), in order
 *   (as events_for gives them)
 * @param {SanJuanView} view the view after them (names)
 * @returns {LogLine[]}
 */
export function eventLines(events, view) {
  return tellSection(events, view, { acted: new Set() }, TELLERS);
}

/**
 * A pass or the chapel, a role taken, the deck reshuffled, the governor, the end.
 * @type {Tellers}
 */
const TURN = {
  action(e, { player, say, push, acted }) {
    // Another player's chapel decision: made, but whether a card went under is his secret.
    if (e.action.type === 'chapel') push(say('sj.log.chapel', { player }), true);
    if (e.action.type !== 'pass') return;
    const decision = e.action.decision;
    if (!e.forced && ['produce', 'sell', 'tuck', 'gold_mine'].includes(decision))
      push(say(`sj.log.pass.${decision}`, { player }), true);
    else if (
      e.forced &&
      (decision === 'produce' || decision === 'sell') &&
      !acted.has(`${e.player}:${decision}`)
    ) {
      // No decision, but the player sees why nothing happened.
      acted.add(`${e.player}:${decision}`);
      push(say(`sj.log.forced.${decision}`, { player }), true);
    }
  },
  role_chosen(e, { player, say, push }) {
    push(
      say(e.library ? 'sj.log.role.library' : 'sj.log.role', {
        player,
        role: t(`sj.role.${e.role}.lc`),
      }),
    );
  },
  reshuffled: (e, { push }) => push(t('sj.log.reshuffled', { n: cards(e.cards) }), true),
  governor(e, { player, say, out }) {
    out.push({ text: say('sj.log.governor', { player }), seat: e.player, kind: 'new_governor' });
  },
  game_over(e, { push }) {
    push(t(e.reason === 'stalled' ? 'sj.log.gameOver.stalled' : 'log.game_over'));
  },
};

/** The builder's phase and the gold mine. @type {Tellers} */
const BUILDER = {
  built(e, { player, say, push }) {
    const paid = e.goods_paid
      ? t('sj.log.paidGoods', { cards: cards(e.cards_paid), n: e.goods_paid })
      : cards(e.cards_paid);
    if (e.over)
      push(
        say(e.good_lost ? 'sj.log.builtOver.good' : 'sj.log.builtOver', {
          player,
          building: aCard(e.card),
          over: aCard(e.over),
          paid,
        }),
      );
    else push(say('sj.log.built', { player, building: aCard(e.card), paid }));
  },
  built_nothing: (e, { player, say, push }) => push(say('sj.log.builtNothing', { player }), true),
  gold_mine(e, { player, say, push }) {
    push(
      say(e.lucky ? 'sj.log.goldMine.lucky' : 'sj.log.goldMine', {
        player,
        cards: list(e.cards.map((c) => t(`sj.card.${c}`))),
      }),
    );
  },
  gold_mine_kept(e, { player, say, push }) {
    push(say('sj.log.goldMineKept', { player, card: aCard(e.card) }));
  },
};

/** The producer's and the trader's phases. @type {Tellers} */
const GOODS_PHASES = {
  produced(e, { player, say, push, acted, run }) {
    acted.add(`${e.player}:produce`);
    push(
      say('sj.log.produced', {
        player,
        goods: list(/** @type {(typeof e)[]} */ (run()).map((x) => goodName(x.good))),
      }),
    );
  },
  tile_turned(e, { player, say, push }) {
    const prices = GOODS.map((g) => `${goodName(g)} ${TILES[e.tile][g]}`).join(', ');
    push(say('sj.log.tile', { player, prices }), true);
  },
  sold(e, { player, say, push, acted, run }) {
    acted.add(`${e.player}:sell`);
    push(
      say('sj.log.sold', {
        player,
        goods: list(
          /** @type {(typeof e)[]} */ (run()).map((x) =>
            t('sj.log.soldItem', { good: goodName(x.good), price: cards(x.price) }),
          ),
        ),
      }),
    );
  },
};

/** Cards drawn, kept, discarded and tucked under the chapel. @type {Tellers} */
const CARDS = {
  cards_drawn(e, { player, say, push }) {
    if (!e.count) return;
    push(
      e.cards
        ? say(`sj.log.drew.${e.reason}.own`, { player, cards: cardList(e.cards), n: e.count })
        : say(`sj.log.drew.${e.reason}`, { player, n: cards(e.count) }),
      e.reason !== 'councillor' && e.reason !== 'sale',
    );
  },
  kept(e, { player, say, push, run }) {
    const kept = /** @type {(typeof e)[]} */ (run());
    // One player's run: his own cards all show, another's none.
    push(
      kept[0].card
        ? say('sj.log.kept.own', {
            player,
            cards: cardList(/** @type {string[]} */ (kept.map((x) => x.card))),
          })
        : say('sj.log.kept', { player, n: cards(kept.length) }),
    );
  },
  discarded_drawn(e, { player, say, push }) {
    push(say('sj.log.discardedDrawn', { player, n: e.count }), true);
  },
  discarded(e, { player, say, push, run }) {
    const gone = /** @type {(typeof e)[]} */ (run());
    // One player's run: his own cards all show, another's none.
    push(
      gone[0].card
        ? say(`sj.log.discarded.${e.reason}.own`, {
            player,
            cards: cardList(/** @type {string[]} */ (gone.map((x) => x.card))),
          })
        : say(`sj.log.discarded.${e.reason}`, { player, n: cards(gone.length) }),
    );
  },
  // only the tucker's own (events_for leaves another's out)
  tucked(e, { player, say, push }) {
    push(say('sj.log.tucked.own', { player, card: aCard(/** @type {string} */ (e.card)) }));
  },
};

/** Each kind of event is told by the teller of the phase it belongs to. */
const TELLERS = { ...TURN, ...BUILDER, ...GOODS_PHASES, ...CARDS };

/** The kinds of event the log tells (tests/test_web_log.py: whole games reach them). */
export const TOLD_KINDS = Object.keys(TELLERS);

/**
 * The table elements an acting step touched, for a short highlight.
 * @param {SanJuanEvent[]} events @param {SanJuanView} view @returns {string[]}
 */
export function touchedRegions(events, view) {
  return touchedBy(events, view, TOUCHES);
}

/** @param {unknown} e @param {string} p */
const ownHeader = (e, p) => [`${p}:header`];

/** @type {import('../../kit/tell.js').Touches<SanJuanEvent, SanJuanView>} */
const TOUCHES = {
  role_chosen: (e) => [`role:${e.role}`],
  built(e, p, view) {
    const i = view.players[e.player].buildings.map((b) => b.card).lastIndexOf(e.card);
    return i >= 0 ? [`${p}:b:${i}`] : [];
  },
  produced: ownHeader,
  sold: ownHeader,
  tucked: ownHeader,
  kept: ownHeader,
  discarded: ownHeader,
  cards_drawn: (e, p) => ['pile', `${p}:header`],
  tile_turned: () => ['tile'],
  reshuffled: () => ['pile', 'discards'],
};
