// @ts-check
/**
 * The reasons of one of the coach's choices, as the player reads them under it (docs/coach.md,
 * "Reasons"): where the search cannot tell it from the choice it is compared with, a line that
 * they are about equal; then a short lead-in ("Against choice 2, this round:", or "This round:"
 * for what the choice itself brings) and the reasons as a list, each a sentence in the game's
 * own words (its table's reasonText). The hint shows one under each choice; the review and the
 * puzzle show one the same way (a decision's preferred choice against what was played:
 * `against: 'played'`, the same reasons). As the last child of a `.coach-choice` it spans the
 * width under the choice's button too (app.css).
 */
import { t } from '../kit/text.js';
import { el } from '../kit/dom.js';

/** @typedef {import('../kit/reasons.js').Reason} Reason */
/** @typedef {import('../kit/table.js').Table} Table */

/**
 * The block of a choice's reasons, or null where it has nothing to say (a choice alone, that
 * brings nothing sure).
 * @param {{reasons?: Reason[], equal?: boolean}} choice its reasons and whether the search
 *   tells it from the one it is compared with (docs/bridge.md, "hint")
 * @param {{
 *   table: Table, view: import('#bridge').PlayerView, seat: number,
 *   against: number|'played'|null,
 *   testid?: string,
 * }} where the game's table and the reader's view and seat (the names, "you"); `against`: the
 *   rank (1-3) of the choice it is compared with, 'played' for the reader's own move, null if
 *   it is compared with none
 * @returns {HTMLElement|null}
 */
export function reasonsBlock(choice, where) {
  const { table, view, seat, against } = where;
  const reasons = Array.isArray(choice.reasons) ? choice.reasons : [];
  const worded = (/** @type {boolean} */ difference) =>
    reasons
      .filter((r) => !!r && r.difference === difference)
      .map((r) => table.reasonText(r, view, seat))
      .filter((text) => text !== null);
  const differences = worded(true);
  const brought = worded(false);
  const versus = (/** @type {string} */ key) =>
    against === 'played' ? t(`${key}.played`) : t(key, { rank: against ?? 0 });
  /** @type {HTMLElement[]} */
  const parts = [];
  if (choice.equal && against !== null)
    parts.push(el('p', { class: 'coach-equal', text: versus('reason.equal') }));
  const list = (/** @type {string} */ lead, /** @type {string[]} */ lines) => {
    if (!lines.length) return;
    parts.push(
      el('p', { class: 'coach-lead', text: lead }),
      el(
        'ul',
        { class: 'coach-reason-list' },
        lines.map((text) => el('li', { text })),
      ),
    );
  };
  if (against !== null) list(versus('reason.against'), differences);
  list(t('reason.over'), brought);
  if (!parts.length && against !== null)
    parts.push(el('p', { class: 'coach-lead', text: versus('reason.none') }));
  if (!parts.length) return null;
  return el('div', { class: 'coach-reasons', 'data-testid': where.testid }, parts);
}
