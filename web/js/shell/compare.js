// @ts-check
/**
 * A decision set beside the search's own choice, honestly (docs/coach.md, "Positions to solve"):
 * the same decision, about equal (`equal`: the engine finds the difference within its search's
 * noise: docs/coach.md, "About equal"), or preferred one way or the other by about so much —
 * points of win chance in Puerto Rico, VP in San Juan. The puzzle's verdict says it of the
 * reader's move and of the rulebook's, and whether all the search's choices are about equal.
 */
import { t, currentLocale } from '../kit/text.js';

/** @typedef {import('./hint.js').HintResult} HintResult */
/** @typedef {import('./hint.js').HintChoice} HintChoice */
/**
 * How a decision stands against the choice it is compared with (`versus`, an index of the hint's
 * choices): `amount` is the difference of their estimates ('better', 'worse'), 0 otherwise.
 * 'begins': a decision of several actions whose first is the first choice's, the rest not: the
 * search weighs a decision by its first action (its root), so it cannot tell them apart.
 * @typedef {{standing: 'same'|'begins'|'equal'|'better'|'worse', amount: number, versus: number}}
 *   Standing
 */

/** Two decisions' codes the same, in any order. @param {number[]} a @param {number[]} b */
export function sameCodes(a, b) {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.length === y.length && x.every((c, i) => c === y[i]);
}

/**
 * Are the hint's choices all about equal (more than one, each after the first `equal` to the
 * first)? Then ranking them would tell more than the search knows.
 * @param {HintResult} hint
 */
export function allEqual(hint) {
  return hint.choices.length > 1 && hint.choices.every((c, i) => i === 0 || c.equal === true);
}

/**
 * Where `choice` stands against the search's first choice: the same decision, or (compared with
 * the first: its `versus`) about equal, better or worse; null where the search cannot say (no
 * estimate: the bots decide it by rule; compared with another choice than the first).
 * @param {HintResult} hint @param {HintChoice} choice @returns {Standing|null}
 */
export function standing(hint, choice) {
  const other = hint.choices[0];
  if (!other) return null;
  if (sameCodes(choice.codes, other.codes)) return { standing: 'same', amount: 0, versus: 0 };
  if (choice.codes[0] === other.codes[0]) return { standing: 'begins', amount: 0, versus: 0 };
  const versus = choice.versus ?? 0;
  if (versus !== 0) return null;
  if (choice.equal) return { standing: 'equal', amount: 0, versus };
  if (choice.estimate === null || other.estimate === null) return null;
  const amount = other.estimate - choice.estimate;
  return { standing: amount >= 0 ? 'worse' : 'better', amount: Math.abs(amount), versus };
}

/**
 * A difference of estimates in words ("6 points of win chance", "1.5 VP"), never "0": a
 * difference the engine does not call equal is at least the smallest step shown.
 * @param {number} amount @param {'chance'|'lead'} measure
 */
export function differenceText(amount, measure) {
  if (measure === 'chance')
    return t('compare.points', { n: Math.max(1, Math.round(amount * 100)) });
  const vp = Math.max(0.1, Math.round(amount * 10) / 10);
  return t('compare.vp', {
    vp: new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(vp),
    n: vp,
  });
}

/**
 * The sentence for a decision against the search's choice: `whose` names it in the keys
 * (`compare.<whose>.<standing>`: the reader's move, the rulebook's).
 * @param {'yours'|'rulebook'} whose @param {Standing} where @param {'chance'|'lead'} measure
 */
export function standingText(whose, where, measure) {
  return t(`compare.${whose}.${where.standing}`, {
    amount: differenceText(where.amount, measure),
  });
}
