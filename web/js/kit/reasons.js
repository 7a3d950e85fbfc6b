// @ts-check
/**
 * The coach's reasons as sentences (docs/coach.md, "Reasons"). The engine tells what a choice
 * brings against the one it is compared with as facts, a kind of thing counted for one player;
 * each game's reasons.js names the thing (a role, a tile, a good...) and this module makes the
 * sentence from the language file: "you" for the reader's own seat and the player's name
 * otherwise, "at least" where the amount differs between samples, more or fewer for a
 * difference and a plain statement for what a choice itself brings.
 */
import { t, capital } from './text.js';

/**
 * One reason (docs/bridge.md, "hint"): `amount` of `kind` (about `subject`, and the seat
 * `other`) for the seat `player`; this choice less the compared one where `difference`, else
 * what this choice itself brings; `least`: the smallest of the samples' amounts.
 * @typedef {{kind: string, player: number, subject: string|null, other: number|null,
 *   amount: number, least: boolean, difference: boolean}} Reason
 */

/**
 * How a kind is counted, which decides its sentences (`reason.<game>.<kind>.<form>.<you|other>`
 * in the language files):
 * - `once`: what a player does once in a round or not at all (a role, a tile, a building):
 *   `one` ("You take a quarry") and `not` ("Bo does not get the captain"); any other amount adds
 *   `reason.times` ("(2 times)"), which no round of either game gives.
 * - `count`: how many times something happens (barrels produced, VP shipped): `more`, `fewer`,
 *   and `plain` for what a choice itself brings ("You produce 3 barrels").
 * - `net`: what a player has afterwards (doubloons, colonists): `more` and `fewer`, also for
 *   what a choice itself brings (more or fewer than now).
 * @typedef {'once'|'count'|'net'} Shape
 */

/**
 * A reason in words: one sentence, capitalised, with its full stop.
 * @param {string} prefix the kind's keys, `reason.<game>.<kind>`
 * @param {Shape} shape @param {Reason} reason
 * @param {string|null} name the player's name; null for the reader himself ("you")
 * @param {Record<string, string>} [words] the kind's things in words: its placeholders
 * @returns {string}
 */
export function reasonSentence(prefix, shape, reason, name, words = {}) {
  const who = name === null ? 'you' : 'other';
  const n = Math.abs(reason.amount);
  const least = reason.least ? `${t('reason.least')} ` : '';
  const params = { ...words, player: name ?? '', n, least };
  let text;
  if (shape === 'once') {
    text = t(`${prefix}.${reason.amount < 0 ? 'not' : 'one'}.${who}`, params);
    if (n !== 1 || reason.least) text = t('reason.times', { sentence: text, n, least });
  } else {
    const plain = !reason.difference && shape === 'count';
    const form = reason.amount < 0 ? 'fewer' : plain ? 'plain' : 'more';
    text = t(`${prefix}.${form}.${who}`, params);
  }
  return t('reason.line', { text: capital(text) });
}

/**
 * Whether `reason` has the fields every reason has, of their types (a reason from a newer or
 * damaged engine is left out rather than worded wrong).
 * @param {unknown} reason @returns {reason is Reason}
 */
export function wellFormed(reason) {
  return (
    !!reason &&
    typeof reason === 'object' &&
    'kind' in reason &&
    'player' in reason &&
    'amount' in reason &&
    'least' in reason &&
    'difference' in reason &&
    typeof reason.kind === 'string' &&
    Number.isInteger(reason.player) &&
    Number.isInteger(reason.amount) &&
    reason.amount !== 0 &&
    typeof reason.least === 'boolean' &&
    typeof reason.difference === 'boolean'
  );
}
