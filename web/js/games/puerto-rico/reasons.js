// @ts-check
/**
 * Puerto Rico's reasons in words (kit/reasons.js; the kinds: pr_core/puerto_rico/coach.py and
 * docs/coach.md, "Reasons"): each kind's sentences are `reason.pr.<kind>.*` in the language
 * files, its things named by the edition's words (role.*.lc, tile.*.a, building.*.a, good.*).
 */
import { t, has } from '../../kit/text.js';
import { reasonSentence, wellFormed } from '../../kit/reasons.js';

/** @typedef {import('../../kit/reasons.js').Reason} Reason */
/** @typedef {import('../../kit/reasons.js').Shape} Shape */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */

/**
 * A kind's subject in words: the key of its piece, by the subject's name.
 * @type {Record<string, {placeholder: string, key: (subject: string) => string}>}
 */
const SUBJECTS = {
  role: { placeholder: 'role', key: (s) => `role.${s}.lc` },
  tile: { placeholder: 'tile', key: (s) => `tile.${s}.a` },
  building: { placeholder: 'building', key: (s) => `building.${s}.a` },
  good: { placeholder: 'good', key: (s) => `good.${s}` },
};

/**
 * Each kind: how it is counted and what names its subject (a key of SUBJECTS), if it has one.
 * @type {Record<string, {shape: Shape, subject?: string}>}
 */
export const KINDS = {
  role: { shape: 'once', subject: 'role' },
  role_doubloons: { shape: 'count', subject: 'role' },
  tile: { shape: 'once', subject: 'tile' },
  drawn: { shape: 'once' },
  forest: { shape: 'once' },
  colonists: { shape: 'net' },
  capacity: { shape: 'net', subject: 'good' },
  built: { shape: 'once', subject: 'building' },
  last: { shape: 'once', subject: 'building' },
  produced: { shape: 'count' },
  sold: { shape: 'once', subject: 'good' },
  shipped: { shape: 'count' },
  lost: { shape: 'count' },
  vp: { shape: 'count' },
  doubloons: { shape: 'net' },
  drafted: { shape: 'once', subject: 'building' },
};

/**
 * A reason in a sentence, or null for one this page cannot word (an unknown kind or subject).
 * @param {Reason} reason @param {PuertoRicoView} view the reader's view (the players' names)
 * @param {number} seat the reader's seat: "you"
 * @returns {string|null}
 */
export function reasonText(reason, view, seat) {
  const kind = KINDS[reason.kind];
  const player = view.players[reason.player];
  if (!wellFormed(reason) || !kind || !player) return null;
  /** @type {Record<string, string>} */
  const words = {};
  if (kind.subject) {
    const subject = SUBJECTS[kind.subject];
    const key = subject.key(reason.subject ?? '');
    if (!has(key)) return null;
    words[subject.placeholder] = t(key);
  }
  if (reason.kind === 'last') {
    const rival = view.players[reason.other ?? -1];
    if (!rival) return null;
    words.rival = rival.name;
  }
  const name = reason.player === seat ? null : player.name;
  return reasonSentence(`reason.pr.${reason.kind}`, kind.shape, reason, name, words);
}
