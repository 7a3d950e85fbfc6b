// @ts-check
/**
 * San Juan's table (kit/table.js): its layout (layout.js) and drawing (render.js), its actions and
 * events in words (moves.js, logtext.js), the coach's reasons in words (reasons.js), its
 * tooltips (tips.js), its end screen's columns, and its decisions of several picks edited
 * before they are sent (picks.js).
 */
import { t } from '../../kit/text.js';
import { computeLayout, sheetAspect } from './layout.js';
import { render } from './render.js';
import { actionLabel, actionRegions, confirmQuestion, phaseText, prompt } from './moves.js';
import { eventLines, touchedRegions } from './logtext.js';
import { moveLines } from './underway.js';
import { stepMoves } from './motion.js';
import { playerChanges } from './since.js';
import { reasonText } from './reasons.js';
import { tipFor } from './tips.js';
import { facts } from './facts.js';
import { picksEditor } from './pick-editor.js';
import { BONUSES, CARD } from './catalog.js';
import { guideNow } from './guide-now.js';
import { regionsOfActions } from '../../kit/table.js';

/** @typedef {import('../../kit/table.js').Table} Table */
/** @typedef {import('./view.js').SanJuanSnapshot} SanJuanSnapshot */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */
/** @typedef {import('./view.js').SanJuanEntry} SanJuanEntry */
/** @typedef {import('./view.js').SanJuanEvent} SanJuanEvent */
/** @typedef {import('./view.js').SanJuanScore} SanJuanScore */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./render.js').UiState} UiState */

/**
 * The kit's Table on San Juan's types: where the kit hands a table the snapshot or events of
 * whichever game, this one gets San Juan's (see sanJuanTable).
 * @typedef {import('../../kit/table.js').Table<SanJuanView, SanJuanSnapshot, SanJuanEntry,
 *   SanJuanEvent, Layout, Item, UiState, SanJuanScore, UiState['editor']>} SanJuanTable
 */

/** @type {SanJuanTable} */
const table = {
  id: 'san-juan',
  computeLayout,
  sheetAspect,
  render: (ctx, layout, snap, ui) => render(ctx, layout, snap.view, ui),
  actionRegions,
  // Every action is marked where it is taken: the card played, kept or paid, the building.
  choiceRegions: regionsOfActions(actionRegions),
  guideNow,
  actionLabel,
  prompt,
  confirmQuestion,
  confirmLabel: (entry, snap) => actionLabel(entry, snap.view, snap.seat),
  eventLines,
  moveLines,
  // A role chosen starts a new part of the log: no line joins events across it.
  startsLogSection: (event) => event.type === 'role_chosen',
  touchedRegions,
  stepMoves,
  playerChanges,
  reasonText,
  facts,
  tipFor,
  tippable: (kind) => kind !== 'space' && kind !== 'label',
  phaseText,
  endScreen(snap) {
    // The end screen is a finished game's: its scores are there.
    const players = /** @type {import('./view.js').SanJuanScores} */ (snap.scores).players;
    const bonuses = BONUSES.filter((b) => players.some((p) => b in (p.bonus_vp ?? {})));
    const columns = [
      {
        head: t('end.buildings'),
        cell: (/** @type {SanJuanScore} */ p) => [String(p.building_vp)],
      },
      {
        head: t('sj.card.chapel'),
        cell: (/** @type {SanJuanScore} */ p) => [String(p.chapel_vp ?? 0)],
      },
      ...bonuses.map((b) => ({
        head: t(`sj.card.${b}`),
        cls: 'bonus',
        cell: (/** @type {SanJuanScore} */ p) => [
          b in (p.bonus_vp ?? {}) ? String(p.bonus_vp[b]) : t('end.noBonus'),
        ],
      })),
    ];
    return {
      columns,
      tiebreakHint: t('sj.end.tiebreakHint'),
      seedKey: 'sj.end.seed',
      buildings: (/** @type {SanJuanScore} */ p) =>
        snap.view.players[p.player].buildings.map((b) => ({
          name: t(`sj.card.${b.card}`),
          vp: CARD[b.card]?.vp ?? 0,
        })),
    };
  },
  editor: picksEditor,
};

/**
 * The table as the kit's Table, whose snapshots and events are those of whichever game: the
 * registry (games/index.js) hands this one only San Juan's, by the snapshot's `game`. The one
 * place where the kit's types are narrowed to this game's.
 */
export const sanJuanTable = /** @type {Table} */ (table);
