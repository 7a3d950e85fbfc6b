// @ts-check
/**
 * One move in words, for the step-through's caption (shell/replay.js) and a puzzle's rulebook
 * move: the log's lines (logtext.js), and what a decision still under way has done so far. The
 * log tells a building once it is paid for ("builds a tower for 3 cards"), so the building
 * chosen and each card or good paid, moves of their own, have no line of their own there.
 * Another player's cards paid show as a count, as his events do.
 */
import { t, capital } from '../../kit/text.js';
import { stillDeciding } from '../../kit/logbook.js';
import { about } from '../../kit/you.js';
import { cardList, eventLines } from './logtext.js';
import { aCard, cards, goodName } from './moves.js';

/** @typedef {import('../../kit/logbook.js').LogLine} LogLine */
/** @typedef {import('./view.js').SanJuanEvent} SanJuanEvent */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */

/**
 * @param {SanJuanEvent[]} events one move's events, in order
 * @param {SanJuanView} view the view after them
 * @returns {LogLine[]}
 */
export function moveLines(events, view) {
  const out = eventLines(events, view);
  const name = (/** @type {number} */ seat) => (view.players[seat] ? view.players[seat].name : '?');
  /** @type {Map<number, {own: string[], hidden: number}>} each player's cards paid, in order */
  const paid = new Map();
  events.forEach((e, i) => {
    if (e.type !== 'action') return;
    // The building is told once paid for, if that comes later in this move.
    if (events.slice(i + 1).some((x) => x.type === 'built' && x.player === e.player)) return;
    const player = name(e.player);
    // A sentence about him: its second-person form if he is "You".
    const say = (/** @type {string} */ key, /** @type {Record<string, string>} */ params = {}) =>
      out.push({
        text: capital(t(about(key, view.players[e.player]), { player, ...params })),
        dim: false,
        seat: e.player,
        kind: 'underway',
      });
    const a = e.action;
    if (a.type === 'build') say('sj.log.underway.build', { building: aCard(a.card) });
    else if (a.type === 'build_over')
      say('sj.log.underway.buildOver', { building: aCard(a.card), over: aCard(a.over) });
    else if (a.type === 'black_market')
      say('sj.log.underway.blackMarket', { good: goodName(a.good) });
    else if (a.type === 'pass' && a.decision === 'black_market')
      say('sj.log.underway.noBlackMarket');
    else if (a.type === 'pay') {
      const mine = paid.get(e.player) ?? { own: [], hidden: 0 };
      if ('card' in a && a.card) mine.own.push(a.card);
      else mine.hidden++;
      paid.set(e.player, mine);
    }
  });
  for (const [seat, { own, hidden }] of paid) {
    const player = name(seat);
    const push = (/** @type {string} */ text) =>
      out.push({ text: capital(text), dim: false, seat, kind: 'underway' });
    if (own.length)
      push(
        t(about('sj.log.underway.payOwn', view.players[seat]), { player, cards: cardList(own) }),
      );
    if (hidden)
      push(t(about('sj.log.underway.pay', view.players[seat]), { player, n: cards(hidden) }));
  }
  return out.length ? out : stillDeciding(events, (seat) => view.players[seat]);
}
