// @ts-check
/**
 * The panels beside the board of the game on screen (shell/game.js), kept in step with the
 * snapshot shown: the status line (who acts, a thinking bot's progress), the prompt, the legal
 * actions as a list (under the table's editor while it is open), the position as a document,
 * the buttons (scores, undo), the end screen, and a short message over the board.
 */
import { createActionList } from '../kit/actions.js';
import { createTableDoc } from '../kit/table-doc.js';
import { createStatus } from './status.js';
import { createDecisionFocus } from './decision-focus.js';
import { renderEnd } from './end.js';

/** @typedef {import('../kit/snapshot.js').LegalEntry} LegalEntry */
/** @typedef {import('./board-view.js').Scene} Scene */
/**
 * The panels' elements (shell/game.js's GameElements).
 * @typedef {{
 *   status: HTMLElement, prompt: HTMLElement, actions: HTMLElement, end: HTMLElement,
 *   toast: HTMLElement, scoresButton: HTMLElement, undoButton: HTMLButtonElement,
 *   panels: Record<string, HTMLElement>, tableDoc?: HTMLElement,
 * }} PanelElements
 */
/**
 * What the panels work with besides the scene: whether a puzzle holds the bots, the log (kept
 * following its newest line), whether a dialog is open, the end screen's review and its
 * buttons' doings, and the choice of an action from the list.
 * @typedef {{
 *   held: () => boolean,
 *   log: {follow: () => void},
 *   dialogOpen: () => boolean,
 *   review: () => HTMLElement|null,
 *   choose: (entry: LegalEntry) => void,
 *   onNewGame: () => void,
 *   onReplay: () => void,
 *   updates: import('./update.js').Pwa,
 * }} PanelParts
 */

const TOAST_MS = 5000;

export class GamePanels {
  /**
   * @param {PanelElements} els @param {Scene} scene @param {PanelParts} parts
   * @param {AbortSignal} signal aborted when the game leaves the screen
   */
  constructor(els, scene, parts, signal) {
    this.els = els;
    this.scene = scene;
    this.parts = parts;
    this.actionList = createActionList(els.actions, parts.choose);
    this.decisionFocus = createDecisionFocus(
      () => [...Object.values(els.panels), els.actions],
      parts.dialogOpen,
      signal,
    );
    /** The position shown, as headings and lists (kit/table-doc.js). */
    this.tableDoc = createTableDoc(els.tableDoc);
    this.status = createStatus(els.status);
    /** @type {(() => void)|null} */
    this.endUnbind = null;
    /** @type {number|undefined} */
    this.toastTimer = undefined;
  }

  /** @param {number} [progress] how far a thinking bot is, 0..1 */
  refreshStatus(progress) {
    const snap = this.scene.snap();
    if (!snap) return;
    const mover = snap.current_player;
    const thinking =
      snap.bot_to_act && !snap.scores && mover !== null && !this.parts.held()
        ? snap.view.players[mover].name
        : null;
    this.status.update(snap, this.scene.table().phaseText(snap.view), thinking, progress);
  }

  refresh() {
    const scene = this.scene;
    const snap = scene.snap();
    if (!snap) return;
    const table = scene.table();
    const editor = scene.editor();
    const els = this.els;
    const busy = scene.busy();
    const replaying = scene.replaying();
    this.refreshStatus();
    els.prompt.textContent = (snap.your_turn && editor.prompt?.()) || table.prompt(snap);
    els.prompt.classList.toggle('yours', !!snap.your_turn);
    this.tableDoc.show(snap, table);
    const enabled = !!snap.your_turn && !busy;
    const items = snap.your_turn
      ? (table.listOrder?.(snap.legal) ?? snap.legal).map((/** @type {LegalEntry} */ e) => ({
          entry: e,
          label: table.actionLabel(e, snap.view, snap.seat),
          pass: e.action.type === 'pass',
        }))
      : [];
    const folded = editor.foldedLabel();
    this.actionList.update(items, enabled, folded);
    els.actions.classList.toggle('under-editor', !!folded);
    editor.update(enabled);
    this.decisionFocus.restore(enabled);
    els.scoresButton.hidden = !snap.scores || replaying;
    els.prompt.hidden = replaying;
    els.actions.hidden = replaying;
    els.undoButton.disabled = !snap.can_undo || busy || replaying;
    // The panels above the log have changed its height: its newest line stays in sight now,
    // not a frame later.
    this.parts.log.follow();
  }

  hideEnd() {
    this.endUnbind?.();
    this.endUnbind = null;
    this.els.end.hidden = true;
  }

  showEnd() {
    const snap = this.scene.snap();
    if (!snap || !snap.scores || this.scene.replaying()) return;
    this.endUnbind?.();
    const els = this.els;
    els.end.hidden = false;
    this.endUnbind = renderEnd(els.end, snap, this.scene.table().endScreen(snap), {
      review: snap.scenario ? null : this.parts.review(),
      onNewGame: () => this.parts.onNewGame(),
      onViewBoard: () => {
        els.end.hidden = true;
        els.scoresButton.focus();
      },
      onReplay: this.parts.onReplay,
      updates: this.parts.updates,
    });
  }

  /** A short message over the board (a refused move). @param {string} message */
  toast(message) {
    const el = this.els.toast;
    el.textContent = message;
    el.hidden = false;
    window.clearTimeout(this.toastTimer);
    this.toastTimer = window.setTimeout(() => {
      el.hidden = true;
    }, TOAST_MS);
  }

  /** The game leaves the screen: its panels are left as the next one expects them. */
  destroy() {
    const els = this.els;
    window.clearTimeout(this.toastTimer);
    this.actionList.unbind();
    els.prompt.hidden = false;
    els.actions.hidden = false;
    els.undoButton.disabled = true;
    this.endUnbind?.();
    els.end.hidden = true;
    els.toast.hidden = true;
    this.tableDoc.clear();
  }
}
