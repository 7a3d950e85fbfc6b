// @ts-check
/**
 * The player's decisions in the game on screen (shell/game.js): a legal action taken (after a
 * confirmation where a misclick would be costly; a decision of several picks handed to the
 * table's editor), a whole decision sent (an embed's puzzle judges it instead), the last one
 * taken back, and the coach's hint asked for. One at a time: while one is under way (`busy`)
 * the others wait.
 */
import { t } from '../kit/text.js';

/** @typedef {import('../kit/snapshot.js').LegalEntry} LegalEntry */
/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('./board-view.js').Scene} Scene */
/**
 * What the decisions work with besides the scene: marking a request under way, the dialogs and
 * the tooltip, an embed's puzzle, the requests and the bots (shell/turn-flow.js), and the game
 * shown again.
 * @typedef {{
 *   setBusy: (busy: boolean) => void,
 *   modals: ReturnType<typeof import('./modal.js').createModals>,
 *   tooltip: ReturnType<typeof import('../kit/tooltip.js').createTooltip>,
 *   puzzle: () => ReturnType<typeof import('./puzzle.js').createPuzzle>|null,
 *   request: import('./turn-flow.js').EngineRequest,
 *   forward: import('./turn-flow.js').ForwardedRequest,
 *   stopBots: () => void,
 *   apply: (snap: Snapshot) => void,
 *   refresh: () => void,
 *   redraw: () => void,
 *   hint: () => Promise<void>,
 *   decided: (type: string, payload: object, before: Snapshot, after: Snapshot) => void,
 *   newsRead: () => void,
 * }} DecisionParts
 * `refresh`: the panels again; `hint`: the coach's hint shown; `decided`: the guided game hears
 * of the decision; `newsRead`: what the bots did before the decision is no longer news.
 */

const CONFIRM_LABEL_MOST = 28; // a longer action's name is too long for the confirm button

export class Decisions {
  /** @param {Scene} scene @param {DecisionParts} parts */
  constructor(scene, parts) {
    this.scene = scene;
    this.parts = parts;
  }

  /** The snapshot on screen when the player may decide now (null: he may not). */
  yourTurn() {
    const snap = this.scene.snap();
    return this.scene.busy() || !snap || !snap.your_turn ? null : snap;
  }

  /** The coach's hint at the decision on screen (the menu's Hint, the H key). */
  async askHint() {
    if (this.scene.replaying() || !this.yourTurn()) return;
    const puzzle = this.parts.puzzle();
    if (puzzle && puzzle.holding()) return; // the puzzle's answer is the bot's
    this.parts.tooltip.hide();
    await this.parts.hint();
  }

  /**
   * Takes one legal action (after a confirmation where a misclick would be costly).
   * @param {LegalEntry} entry
   */
  async choose(entry) {
    const snap = this.yourTurn();
    if (!snap) return;
    const parts = this.parts;
    parts.tooltip.hide();
    // A decision of several picks (San Juan's build and its payment): the editor takes it over.
    if (this.scene.editor().take(entry)) {
      parts.refresh();
      parts.redraw();
      return;
    }
    const table = this.scene.table();
    const question = table.confirmQuestion(entry, snap);
    if (question) {
      const label = table.confirmLabel(entry, snap);
      const yes = label.length <= CONFIRM_LABEL_MOST ? label : t('confirm.yes');
      const ok = await parts.modals.confirm(question, yes);
      if (!ok) return;
    }
    await this.send('act', { action: entry.code });
  }

  /**
   * Sends one decision (an action, or a whole edited decision) and shows the answer.
   * @param {string} type @param {object} payload
   */
  async send(type, payload) {
    const before = this.yourTurn();
    if (!before) return;
    const parts = this.parts;
    const puzzle = parts.puzzle();
    if (puzzle && puzzle.waiting()) {
      await puzzle.solve(type, payload);
      return;
    }
    parts.setBusy(true);
    // He has decided: what the bots did before is no longer news.
    parts.newsRead();
    parts.refresh();
    // A decision's answer is the game after it (a snapshot), whichever request made it.
    const snap = /** @type {Snapshot|null} */ (await parts.forward(type, payload));
    parts.setBusy(false);
    if (snap) {
      parts.decided(type, payload, before, snap);
      parts.apply(snap);
    } else parts.refresh();
  }

  /** Takes back the player's last decision and the moves since. */
  async undo() {
    const snap = this.scene.snap();
    if (this.scene.busy() || this.scene.replaying() || !snap || !snap.can_undo) return;
    const parts = this.parts;
    parts.stopBots();
    parts.setBusy(true);
    parts.refresh();
    const answer = await parts.request('undo', {});
    parts.setBusy(false);
    if (answer) parts.apply(answer);
    else parts.refresh();
  }
}
