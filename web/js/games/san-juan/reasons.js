// @ts-check
/**
 * San Juan's reasons in words (kit/reasons.js; the kinds: pr_core/san_juan/coach.py and
 * docs/coach.md, "Reasons"): each kind's sentences are `reason.sj.<kind>.*` in the language
 * files, its things named by the edition's words (sj.role.*.lc, sj.card.*.a). A building the
 * engine does not name (another player's, or one drawn on the way) is "a building":
 * `reason.sj.built_any.*`.
 */
import { t, has } from '../../kit/text.js';
import { reasonSentence, wellFormed } from '../../kit/reasons.js';

/** @typedef {import('../../kit/reasons.js').Reason} Reason */
/** @typedef {import('../../kit/reasons.js').Shape} Shape */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */

/**
 * Each kind: how it is counted and its subject's placeholder and piece, if it has one.
 * @type {Record<string, {shape: Shape, subject?: {placeholder: string, key: (s: string) =>
 *   string}}>}
 */
export const KINDS = {
  role: { shape: 'once', subject: { placeholder: 'role', key: (s) => `sj.role.${s}.lc` } },
  built: { shape: 'once', subject: { placeholder: 'building', key: (s) => `sj.card.${s}.a` } },
  built_any: { shape: 'once' },
  hand: { shape: 'net' },
  produced: { shape: 'count' },
  sold: { shape: 'count' },
  tucked: { shape: 'count' },
};

/**
 * A reason in a sentence, or null for one this page cannot word (an unknown kind or subject).
 * @param {Reason} reason @param {SanJuanView} view the reader's view (the players' names)
 * @param {number} seat the reader's seat: "you"
 * @returns {string|null}
 */
export function reasonText(reason, view, seat) {
  const kindName = reason.kind === 'built' && reason.subject === null ? 'built_any' : reason.kind;
  const kind = KINDS[kindName];
  const player = view.players[reason.player];
  if (!wellFormed(reason) || !kind || !player) return null;
  /** @type {Record<string, string>} */
  const words = {};
  if (kind.subject) {
    const key = kind.subject.key(reason.subject ?? '');
    if (!has(key)) return null;
    words[kind.subject.placeholder] = t(key);
  }
  const name = reason.player === seat ? null : player.name;
  return reasonSentence(`reason.sj.${kindName}`, kind.shape, reason, name, words);
}
