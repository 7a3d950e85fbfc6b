// @ts-check
/**
 * San Juan's words for "since your turn" (kit/since.js): what changed for one player between two
 * views, and the roles he chose meanwhile. Counts only, as the views show them: another
 * player's hand and chapel are hidden, and so is his chapel's count until the end.
 */
import { t } from '../../kit/text.js';

/** @typedef {import('./view.js').SanJuanView} SanJuanView */
/** @typedef {import('./view.js').SanJuanEvent} SanJuanEvent */

/** "+x" or "−x" of a change by `d` (never 0). @param {number} d @param {string} what */
const signed = (d, what) => t(d > 0 ? 'since.more' : 'since.less', { what });

/**
 * The player's roles chosen, buildings built (or lost under a crane's), and the cards in hand,
 * goods and cards under the chapel he gained or lost, in that order.
 * @param {SanJuanView} before @param {SanJuanView} after
 * @param {SanJuanEvent[]} events between them @param {number} seat
 * @returns {string[]}
 */
export function playerChanges(before, after, events, seat) {
  const was = before.players[seat];
  const now = after.players[seat];
  /** @type {string[]} */
  const words = [];
  for (const e of events)
    if (e.type === 'role_chosen' && e.player === seat) words.push(t(`sj.role.${e.role}`));
  const had = [...was.buildings.map((b) => b.card)];
  for (const b of now.buildings) {
    const i = had.indexOf(b.card);
    if (i >= 0) had.splice(i, 1);
    else words.push(signed(1, t(`sj.card.${b.card}`)));
  }
  for (const card of had) words.push(signed(-1, t(`sj.card.${card}`)));
  const counts = [
    ['sj.n.cards', now.hand_size - was.hand_size],
    [
      'sj.n.goods',
      now.buildings.filter((b) => b.good).length - was.buildings.filter((b) => b.good).length,
    ],
    // another player's chapel count is hidden until the end (null): no change to tell
    ['sj.n.chapel', (now.chapel_size ?? 0) - (was.chapel_size ?? now.chapel_size ?? 0)],
  ];
  for (const [key, d] of /** @type {[string, number][]} */ (counts))
    if (d) words.push(signed(d, t(key, { n: Math.abs(d) })));
  return words;
}
