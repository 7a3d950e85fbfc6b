// @ts-check
/**
 * Stepping through the game on screen (shell/game.js): the move shown as the engine replays it,
 * the replay bar (shell/replay.js) that moves between the moves, "Play from here" and the way
 * back to the game as it stands. Meanwhile the bots wait, and a snapshot that comes is kept as
 * the live game, shown when the step-through closes.
 */
import { t } from '../kit/text.js';
import { createReplayBar } from './replay.js';

/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/snapshot.js').ReplayStep} ReplayStep */
/** @typedef {import('./replay.js').ReplayShown} ReplayShown */
/** @typedef {import('./replay.js').ReplayMark} ReplayMark */
/** @typedef {{title?: string, about?: string, canClose?: boolean, mark?: ReplayMark}} ReplayHow */
/**
 * What a step-through works with: the requests and the bots (shell/turn-flow.js), the game on
 * screen, and how a step and the live game are shown again.
 * @typedef {{
 *   request: import('./turn-flow.js').EngineRequest,
 *   stopBots: () => void,
 *   snap: () => Snapshot|null,
 *   busy: () => boolean,
 *   setBusy: (busy: boolean) => void,
 *   table: () => import('../kit/table.js').Table,
 *   confirm: (question: string, yes: string) => Promise<boolean>,
 *   leave: () => void,
 *   nameYou: (shown: ReplayStep) => void,
 *   showStep: (snap: Snapshot, shown: ReplayStep) => void,
 *   apply: (snap: Snapshot) => void,
 * }} StepThroughParts
 * `leave`: the screen's passing things go (the tooltip, the end screen) as the step-through opens.
 */

export class StepThrough {
  /** @param {HTMLElement} root the replay bar's place @param {StepThroughParts} parts */
  constructor(root, parts) {
    this.parts = parts;
    /** @type {Snapshot|null} while stepping through the game: the live snapshot */
    this.live = null;
    /** @type {Omit<ReplayShown, 'lines'>|null} the step-through shown, if it is */
    this.replaying = null;
    /** @type {ReplayStep|null} the engine's answer for the replay step shown */
    this.replayShown = null;
    this.bar = createReplayBar(root, {
      go: (step) => this.to(step),
      playHere: () => {
        void this.playFromHere();
      },
      close: () => {
        void this.close();
      },
    });
  }

  /**
   * Steps through the game from `step`; bots wait meanwhile.
   * @param {number} step @param {ReplayHow} [how]
   */
  async open(step, how = {}) {
    const snap = this.parts.snap();
    if (this.replaying || !snap || this.parts.busy()) return;
    this.parts.stopBots();
    this.live = snap;
    this.parts.leave();
    this.replaying = {
      step: -1,
      steps: snap.steps,
      title: how.title,
      about: how.about,
      mark: how.mark,
      canPlay: true,
      canClose: how.canClose ?? true,
    };
    await this.to(step);
  }

  /** Shows the game as it stood after move `step`. @param {number} step */
  async to(step) {
    if (!this.replaying) return;
    /** @type {ReplayStep|null} */
    const shown = await this.parts.request('replay', { step });
    const live = this.live;
    if (!shown || !this.replaying || !live) return;
    this.parts.nameYou(shown);
    this.replaying.step = shown.step;
    this.replaying.steps = shown.steps;
    this.replayShown = shown;
    this.parts.showStep(stepSnapshot(shown, live), shown);
  }

  /** The replay bar for the step shown: where it is, and what that move did. */
  showBar() {
    const shown = this.replayShown;
    if (!this.replaying || !shown) return;
    const lines = this.parts
      .table()
      .moveLines(shown.events, shown.view)
      .map((line) => line.text);
    if (shown.scores) lines.push(t('replay.endScores'));
    this.bar.show({ ...this.replaying, lines });
  }

  /** The bar again in the language now in use (a scenario's title and words too). */
  relabel() {
    const r = this.replaying;
    const scenario = this.live && this.live.scenario;
    if (r && r.title && scenario) {
      r.title = t(`scenario.${scenario}`);
      r.about = t(`scenario.${scenario}.about`);
    }
    this.showBar();
  }

  /** No step-through: the game in play is shown as it stands. */
  reset() {
    this.replaying = null;
    this.live = null;
    this.bar.show(null);
  }

  /**
   * Leaves the replay for the game as it stands, asked afresh with its whole log: a bot's move
   * that was under way when the replay opened was made by the engine but never shown.
   */
  async close() {
    if (!this.replaying) return;
    this.reset();
    const snap = await this.parts.request('snapshot', { full_log: true });
    if (snap) this.parts.apply(snap);
  }

  /** Forgets the moves after the one shown and plays on from there. */
  async playFromHere() {
    const r = this.replaying;
    const parts = this.parts;
    if (!r || parts.busy()) return;
    if (r.step < r.steps && r.canClose) {
      const ok = await parts.confirm(t('replay.playHereConfirm'), t('replay.playHere'));
      if (!ok || this.replaying !== r) return;
    }
    parts.setBusy(true);
    const snap = await parts.request('play_from', { step: r.step });
    parts.setBusy(false);
    if (!snap) return;
    this.reset();
    parts.apply(snap);
  }

  destroy() {
    this.bar.show(null);
    this.bar.unbind();
  }
}

/**
 * The snapshot a replay step is drawn as: no decision to take, nothing to undo.
 * @param {ReplayStep} shown @param {Snapshot} live
 * @returns {Snapshot}
 */
function stepSnapshot(shown, live) {
  return {
    view: shown.view,
    seat: shown.seat,
    current_player: shown.current_player,
    your_turn: false,
    bot_to_act: false,
    legal: [],
    events: shown.events,
    scores: shown.scores,
    bot_levels: live.bot_levels,
    mayor: null,
    steps: shown.steps,
    can_undo: false,
    replay: true,
    game: live.game,
    allowance: null,
    seed: null,
    full_log: false,
    scenario: null,
  };
}
