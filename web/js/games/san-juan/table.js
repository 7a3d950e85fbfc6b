// @ts-check
/**
 * San Juan's table (kit/table.js): its layout (layout.js) and drawing (render.js), its actions and
 * events in words (moves.js, logtext.js), its tooltips (tips.js), its end screen's columns, and
 * its decisions of several picks edited before they are sent (picks.js).
 */
import { t } from '../../kit/text.js';
import { computeLayout, sheetAspect } from './layout.js';
import { render } from './render.js';
import { actionLabel, actionRegions, confirmQuestion, phaseText, prompt } from './moves.js';
import { eventLines, touchedRegions } from './logtext.js';
import { tipFor } from './tips.js';
import { picksEditor } from './picks.js';

/** The scores' parts (pr_core/san_juan/scoring.py): the 6-cost buildings' bonuses, in this order. */
const BONUSES = ['guild_hall', 'city_hall', 'triumphal_arch', 'palace'];

/** @type {import('../../kit/table.js').Table} */
export const sanJuanTable = {
  id: 'san-juan',
  computeLayout,
  sheetAspect,
  render: (ctx, layout, snap, ui) => render(ctx, layout, snap.view, ui),
  actionRegions,
  actionLabel,
  prompt,
  confirmQuestion,
  confirmLabel: (entry, snap) => actionLabel(entry, snap.view, snap.seat),
  eventLines,
  touchedRegions,
  tipFor,
  tippable: (kind) => kind !== 'space' && kind !== 'label',
  phaseText,
  endScreen(snap) {
    const players = snap.scores.players;
    const bonuses = BONUSES.filter((b) =>
      players.some((/** @type {any} */ p) => b in (p.bonus_vp ?? {})),
    );
    const columns = [
      { head: t('end.buildings'), cell: (/** @type {any} */ p) => [String(p.building_vp)] },
      { head: t('sj.card.chapel'), cell: (/** @type {any} */ p) => [String(p.chapel_vp ?? 0)] },
      ...bonuses.map((b) => ({
        head: t(`sj.card.${b}`),
        cls: 'bonus',
        cell: (/** @type {any} */ p) => [
          b in (p.bonus_vp ?? {}) ? String(p.bonus_vp[b]) : t('end.noBonus'),
        ],
      })),
    ];
    return { columns, tiebreakHint: t('sj.end.tiebreakHint'), seedKey: 'sj.end.seed' };
  },
  editor: picksEditor,
};
