// @ts-check
/**
 * One move in words, for the step-through's caption (shell/replay.js) and a puzzle's rulebook
 * move: the log's lines (logtext.js), and what a decision still under way has done so far. The
 * log tells some decisions only once they are whole (the mayor's arrangement, storing good by
 * good, the small wharf's barrels, a building whose university, black market or church is still
 * to come), so a move in their middle has no line of its own there.
 */
import { t, capital, list } from '../../kit/text.js';
import { stillDeciding } from '../../kit/logbook.js';
import { about } from '../../kit/you.js';
import { eventLines } from './logtext.js';
import { goodsList, targetLabel } from './moves.js';

/** @typedef {import('../../kit/logbook.js').LogLine} LogLine */
/** @typedef {import('./view.js').PuertoRicoEvent} PuertoRicoEvent */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./view.js').PuertoRicoAction} PuertoRicoAction */

/**
 * A sentence about the player of `seat`, named (as "You" in his person: kit/you.js).
 * @param {PuertoRicoView} view @param {number} seat
 * @returns {(key: string, params: Record<string, string|number>) => string}
 */
function sayAbout(view, seat) {
  const player = view.players[seat] ? view.players[seat].name : '?';
  return (key, params) => t(about(key, view.players[seat]), { player, ...params });
}

/**
 * A mayor's arrangement under way: the colonists placed so far, and the circles left empty.
 * @param {PuertoRicoEvent[]} later the move's events after the action
 * @param {PuertoRicoAction} a the action (a place or a leave_empty) @param {number} seat
 * @param {PuertoRicoView} view
 * @returns {string[]}
 */
function arrangingLines(later, a, seat, view) {
  const say = sayAbout(view, seat);
  /** @type {string[]} */
  const out = [];
  const placed = later.flatMap((x) =>
    x.type === 'colonists_placed' && x.player === seat
      ? [
          t('log.colonists_placed.item', {
            n: x.count,
            target: targetLabel(x.target, x.count),
          }),
        ]
      : [],
  );
  if (placed.length) out.push(say('log.colonists_arranged', { list: list(placed) }));
  if (a.type === 'leave_empty')
    out.push(
      say('log.underway.leaveEmpty', {
        n: t('n.circles.empty', { n: a.count }),
        target: targetLabel(a.target),
      }),
    );
  return out;
}

/**
 * @param {PuertoRicoEvent[]} events one move's events, in order
 * @param {PuertoRicoView} view the view after them
 * @returns {LogLine[]}
 */
export function moveLines(events, view) {
  const out = eventLines(events, view);
  events.forEach((e, i) => {
    if (e.type !== 'action') return;
    const say = sayAbout(view, e.player);
    const push = (/** @type {string} */ text) =>
      out.push({ text: capital(text), dim: false, seat: e.player, kind: 'underway' });
    // What the log tells once the decision is whole, if it comes later in this move.
    const told = (/** @type {string} */ type) =>
      events.slice(i + 1).some((x) => x.type === type && x.player === e.player);
    const a = e.action;
    switch (a.type) {
      case 'place':
      case 'leave_empty': {
        if (!told('colonists_arranged'))
          arrangingLines(events.slice(i + 1), a, e.player, view).forEach(push);
        break;
      }
      case 'build':
        if (!told('built'))
          push(say('log.underway.build', { building: t(`building.${a.building}.a`) }));
        break;
      case 'keep':
        if (told('stored')) break;
        push(
          a.count
            ? say('log.stored', { kept: goodsList({ [a.good]: a.count }) })
            : say('log.underway.keepNone', { good: t(`good.${a.good}`) }),
        );
        break;
      case 'small_wharf':
        if (!told('small_wharf_shipped'))
          push(say('log.underway.smallWharf', { goods: goodsList({ [a.good]: a.count }) }));
        break;
      default:
        break;
    }
  });
  return out.length ? out : stillDeciding(events, (seat) => view.players[seat]);
}
