// @ts-check
/**
 * One game on screen, of any game the page draws: holds the latest snapshot, sends the player's
 * choices and the bots' steps to the engine, and keeps the board, panels and log in step with
 * it. The engine decides everything; this module only shows snapshots and offers their legal
 * actions. What differs between games (the board, the words, a decision edited before it is
 * sent) is the game's table (kit/table.js), chosen by the snapshot's `game` through the
 * `tables` it is given (main.js gives the registry's, games/index.js): this module imports no
 * game.
 *
 * Its parts, each given what it works with: the requests and the bots' pacing
 * (shell/turn-flow.js), the board as drawn (shell/board-view.js) and the player's hands on it
 * (shell/board-input.js), the panels (shell/game-panels.js), the step-through
 * (shell/step-through.js) and the coach (shell/coach-panels.js). This module wires them and
 * shows each snapshot.
 */
import { t } from '../kit/text.js';
import { createLog } from '../kit/log.js';
import { fromStart } from '../kit/logbook.js';
import { createSince } from '../kit/since.js';
import { createTooltip } from '../kit/tooltip.js';
import { createModals } from './modal.js';
import { createCoach } from './coach-panels.js';
import { createAnnouncer } from './announcer.js';
import { about, nameAsYou } from '../kit/you.js';
import { on } from '../kit/dom.js';
import {
  createBoard,
  createDecisions,
  createFlow,
  createPanels,
  createScene,
  createStepThrough,
  editorHost,
} from './game-parts.js';

/** @typedef {import('../kit/snapshot.js').LegalEntry} LegalEntry */
/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/snapshot.js').ReplayStep} ReplayStep */
/** @typedef {import('./replay.js').ReplayMark} ReplayMark */
/** @typedef {import('../kit/table.js').Table} Table */
/** @typedef {import('./board-view.js').Scene} Scene */
/**
 * @typedef {{
 *   canvas: HTMLCanvasElement, status: HTMLElement, prompt: HTMLElement, actions: HTMLElement,
 *   log: HTMLElement, since: HTMLElement, tooltip: HTMLElement, modal: HTMLElement,
 *   hint: HTMLElement, puzzle: HTMLElement, guide: HTMLElement, announcer: HTMLElement,
 *   end: HTMLElement, toast: HTMLElement, scoresButton: HTMLElement, replay: HTMLElement,
 *   undoButton: HTMLButtonElement, panels: Record<string, HTMLElement>, tableDoc?: HTMLElement,
 * }} GameElements
 * `panels`: the side panel's places for the tables' editors, by their element's id.
 * `tableDoc`: the region where the table is told as a document (kit/table-doc.js).
 */
/**
 * @typedef {{
 *   engine: {request: import('./turn-flow.js').ForwardedRequest},
 *   tables: (game: string|undefined|null) => Table,
 *   elements: GameElements,
 *   delay: () => number,
 *   instant: boolean,
 *   onFatal: (error: unknown) => void,
 *   onNewGame: () => void,
 *   nameTab: (key: string) => void,
 *   updates: import('./update.js').Pwa,
 *   modals?: ReturnType<typeof createModals>,
 *   onShown?: (snap: Snapshot) => void,
 *   puzzle?: boolean,
 * }} GameOptions
 * `tables`: the table of a game by a snapshot's `game` (Puerto Rico's for none).
 * `nameTab`: names the browser's tab (shell/language.js); `updates`: the app's service worker
 * (its end screen offers a new version).
 * `puzzle`: the position is one to solve (an embed's, shell/puzzle.js).
 * `onShown` is told each snapshot or replay step once it is on screen (the embed's host hears of
 * it).
 */

export class Game {
  /** @param {GameOptions} opts */
  constructor(opts) {
    this.opts = opts;
    this.engine = opts.engine;
    const els = opts.elements;
    this.els = els;
    /** @type {Snapshot|null} the snapshot on screen (while stepping through: the step shown) */
    this.snap = null;
    this.busy = false;
    this.destroyed = false;
    /** @type {Table} the game's table, from the snapshot's `game` */
    this.table = opts.tables(null);
    this.brandShown = false;
    /**
     * The table's editor of a decision of several picks.
     * @type {import('../kit/table.js').Editor}
     */
    this.editor = this.table.editor(editorHost(this));
    this.life = new AbortController(); // aborted at the game's end: its parts' listeners go
    this.tooltip = createTooltip(els.tooltip);
    this.modals = opts.modals ?? createModals(els.modal);
    this.flow = createFlow(this);
    /** What the board and the panels show, asked afresh at each use. */
    const scene = createScene(this);
    const { board, view, input } = createBoard(this, scene);
    this.board = board;
    /** The board as drawn (shell/board-view.js). */
    this.view = view;
    /** The player's hands on it (shell/board-input.js). */
    this.input = input;
    this.log = createLog(els.log, this.life.signal);
    this.panels = createPanels(this, scene);
    /** "Since your turn" over the log (kit/since.js). */
    this.since = createSince(els.since);
    this.steps = createStepThrough(this);
    this.announcer = createAnnouncer(els.announcer, this); // what happened, read out
    /** The coach (shell/coach-panels.js): hint, review, guided game, an embed's puzzle. */
    const coach = createCoach(this, els, !!opts.puzzle);
    this.hint = coach.hint;
    this.review = coach.review;
    this.guide = coach.guide;
    this.puzzle = coach.puzzle;
    this.decisions = createDecisions(this, scene);
    this.input.bindKeys(this.life.signal);
    const signal = this.life.signal;
    on(els.scoresButton, 'click', () => this.panels.showEnd(), { signal });
    on(els.undoButton, 'click', () => void this.decisions.undo(), { signal });
  }

  /**
   * Draws the game `id` from now on (a snapshot of another game than the last).
   * @param {string|undefined} id
   */
  useTable(id) {
    const table = this.opts.tables(id);
    if (table === this.table && this.brandShown) return;
    this.brandShown = true;
    if (table !== this.table) {
      this.editor.destroy();
      this.table = table;
      this.editor = table.editor(editorHost(this));
      this.view.forgetLayout();
    }
    // The panel's title names the game on screen.
    const brand = this.els.canvas.closest('.game')?.querySelector('.brand');
    if (brand) {
      brand.setAttribute('data-t', `game.${table.id}`);
      brand.textContent = t(`game.${table.id}`);
    }
    this.opts.nameTab(`game.${table.id}`);
  }

  // --- what its parts and the page read --------------------------------------------------------

  /** While stepping through the game: where it is (null: the game in play is shown). */
  get replaying() {
    return this.steps.replaying;
  }

  /** While stepping through the game: the live snapshot (this.snap is the step shown). */
  get live() {
    return this.steps.live;
  }

  /** The engine's answer for the replay step shown. */
  get replayShown() {
    return this.steps.replayShown;
  }

  /** The flights of the bots' last step (kit/motion.js). */
  get motion() {
    return this.view.motion;
  }

  /** The elements the bots' steps touched since the player's decision. */
  get changed() {
    return this.view.changed;
  }

  /** When the snapshot on screen was first drawn (performance.now()). */
  get lastRedrawAt() {
    return this.view.lastRedrawAt;
  }

  // --- the engine ------------------------------------------------------------------------------

  /**
   * Starts a new game.
   * @param {import('./setup.js').NewGame} payload the new_game request
   * @param {Promise<unknown>} [sent] that request, if the caller sent it already (main.js does, so
   *   that the engine works on it while this screen is built)
   */
  async newGame(payload, sent) {
    // the form's options are the game's values (OptionValue), its other fields the request's
    const request = /** @type {import('#bridge').NewGamePayload} */ (payload);
    const snap = await this.request('new_game', request, sent);
    if (snap) this.show(snap);
  }

  /**
   * Shows a game the engine already holds (a new, resumed or loaded one; a scenario): the log
   * from its start, and for a scenario its rulebook moves to step through.
   * @param {Snapshot} snap
   */
  show(snap) {
    this.nameYou(snap);
    this.useTable(snap.game);
    this.flow.stopBots();
    this.review.reset();
    this.puzzle?.show();
    this.steps.reset();
    if (!snap.full_log) {
      const gov = snap.view.players[snap.view.governor];
      const n = snap.view.players.length;
      // worded when the log is written, so that a new language rewrites it too
      const text = () =>
        gov ? t(about('log.newGame', gov), { n, name: gov.name }) : t('log.fromStart', { n });
      this.log.start(() => [{ text: text(), kind: 'start', seat: null }], this.table);
    }
    this.apply(snap);
    if (snap.scenario_steps && snap.scenario_steps.steps > 0) {
      void this.openReplay(snap.scenario_steps.at ?? 0, {
        title: t(`scenario.${snap.scenario}`),
        about: t(`scenario.${snap.scenario}.about`),
        canClose: false,
      });
    }
  }

  /**
   * One request, counted for idle(); engine failures go to onFatal, refusals to a toast.
   * @template {import('./engine-client.js').RequestType} K
   * @overload
   * @param {K} type @param {import('#bridge').BridgeRequests[K]['payload']} payload
   * @param {Promise<unknown>} [sent] the same request, already sent
   * @returns {Promise<import('./engine-client.js').Result<K> | null>}
   */
  /**
   * A request passed on by a name known only when it runs: its answer is unknown here.
   * @overload
   * @param {string} type @param {object} payload @param {Promise<unknown>} [sent]
   * @returns {Promise<unknown>}
   */
  /**
   * @param {string} type @param {object} payload @param {Promise<unknown>} [sent]
   * @returns {Promise<unknown>}
   */
  request(type, payload, sent) {
    return this.flow.request(type, payload, sent);
  }

  /**
   * Shows a snapshot: log lines, highlights, panels; then schedules the next bot step. Its
   * moves fly over the table; a bot's step (`byBot`) stays marked until the player decides.
   * @param {Snapshot} snap @param {boolean} [byBot]
   */
  apply(snap, byBot = false) {
    if (this.destroyed) return;
    this.nameYou(snap);
    if (this.steps.replaying) {
      this.steps.live = snap; // shown when the replay closes
      return;
    }
    this.useTable(snap.game);
    const table = this.table;
    // the whole game's events: the log is rebuilt from the start
    if (snap.full_log) {
      this.log.start(fromStart(snap.view), table);
      this.review.reset(); // undone or played on: the review was of the game as it ended
    }
    this.snap = snap;
    this.hint.sync(snap);
    this.view.forgetLayout();
    this.els.canvas.parentElement?.style.setProperty(
      '--tall-sheet-aspect',
      table.sheetAspect(snap.view.players.length),
    );
    const events = snap.events ?? [];
    this.log.add(events, snap.view);
    this.showChanges(snap, byBot);
    this.editor.sync(snap);
    this.refreshPanels();
    this.announcer.shown(snap, byBot);
    if (!this.replacedAtOnce(snap, byBot)) this.view.redrawMoving();
    if (snap.scores) this.panels.showEnd();
    else this.panels.hideEnd();
    if (snap.bot_to_act) this.scheduleBot();
    this.guide.sync(snap);
    this.flow.checkIdle();
    this.opts.onShown?.(snap);
  }

  /**
   * Whether the board need not draw a bot's step: in the tests' instant mode another bot's step
   * follows at once and replaces it before anyone could see it (unless a puzzle holds the bots).
   * The board then draws where the bots stop, with every step's marks: the same picture, for a
   * fraction of the frames.
   * @param {Snapshot} snap @param {boolean} byBot
   */
  replacedAtOnce(snap, byBot) {
    return this.opts.instant && byBot && snap.bot_to_act && !this.puzzle?.holding();
  }

  /**
   * What a snapshot's step changed: its regions highlighted, its moves flying over the table,
   * and what the bots changed since the player's own decision, marked and told over the log.
   * @param {Snapshot} snap @param {boolean} byBot
   */
  showChanges(snap, byBot) {
    const table = this.table;
    const events = snap.events ?? [];
    const view = this.view;
    const touched = snap.full_log ? [] : table.touchedRegions(events, snap.view);
    view.flash(touched, this.opts.delay() * 1.2, byBot);
    if (snap.full_log || !byBot) view.changed.clear();
    if (snap.scores) this.since.clear();
    else if (snap.full_log || !byBot) this.since.mark(snap.view, table.playerChanges);
    else this.since.add(events, snap.view);
    // Every answer's moves fly: a bot's step, and the player's own with what followed it by
    // force (everyone's production after his craftsman, the others' forced passes).
    if (snap.full_log) view.motion.finish();
    else view.fly(() => table.stepMoves(events, snap.view));
  }

  /**
   * Shows a step of the step-through: the game as it stood after that move, its log up to it.
   * @param {Snapshot} snap the step as a snapshot with no decision @param {ReplayStep} shown
   */
  showStep(snap, shown) {
    this.snap = snap;
    this.view.forgetLayout();
    this.editor.sync(snap);
    this.hint.sync(null);
    this.view.flash(this.table.touchedRegions(shown.events, shown.view));
    // The log as it stood after that move: no later move shows.
    this.since.clear();
    this.log.start(fromStart(shown.view), this.table);
    this.log.add(shown.events_so_far, shown.view);
    this.steps.showBar();
    this.announcer.stepShown();
    this.refreshPanels();
    this.view.redrawMoving();
    this.flow.checkIdle();
    this.opts.onShown?.(snap);
  }

  /** The bots' next step (shell/turn-flow.js). */
  scheduleBot() {
    this.flow.scheduleBot();
  }

  /**
   * The guided game shows the player as "You" (kit/you.js): in the view and the scores.
   * @param {{view: Snapshot['view'], seat: number, scores?: import('#bridge').Scores | null}} shown
   */
  nameYou(shown) {
    if (!this.guide.guided()) return;
    nameAsYou(shown.view, shown.seat);
    nameAsYou(shown.scores, shown.seat);
  }

  /** Everything on screen again, in the language now in use (the log from its first line). */
  relabel() {
    if (this.destroyed || !this.snap) return;
    this.tooltip.hide();
    this.log.relabel();
    this.announcer.hush();
    this.since.show();
    this.steps.relabel();
    this.hint.relabel();
    this.guide.relabel();
    this.puzzle?.show();
    this.refreshPanels();
    if (!this.els.end.hidden) this.panels.showEnd();
    this.view.forgetLayout();
    this.board.redraw();
  }

  /**
   * Steps through the game from `step`; bots wait meanwhile (shell/step-through.js).
   * @param {number} step @param {import('./step-through.js').ReplayHow} [how]
   */
  openReplay(step, how = {}) {
    return this.steps.open(step, how);
  }

  /** The coach's hint at the decision on screen (shell/decisions.js). */
  askHint() {
    return this.decisions.askHint();
  }

  /** Takes one legal action (shell/decisions.js). @param {LegalEntry} entry */
  choose(entry) {
    return this.decisions.choose(entry);
  }

  /** Sends one decision (shell/decisions.js). @param {string} type @param {object} payload */
  send(type, payload) {
    return this.decisions.send(type, payload);
  }

  // --- test hooks ------------------------------------------------------------------------------

  /** @returns {Promise<void>} once nothing is under way (shell/turn-flow.js) */
  idle() {
    return this.flow.idle();
  }

  /** The board's targets in page pixels (shell/board-input.js). */
  targets() {
    return this.input.targets();
  }

  /** The board's elements in page pixels (shell/board-input.js). */
  regions() {
    return this.input.regions();
  }

  /** The panels again for the snapshot on screen (shell/game-panels.js). */
  refreshPanels() {
    this.panels.refresh();
  }

  destroy() {
    this.destroyed = true;
    this.life.abort();
    this.board.destroy();
    this.steps.destroy();
    this.panels.destroy();
    this.modals.cancel();
    this.tooltip.hide();
    this.hint.clear();
    this.guide.stop();
    this.review.reset();
    this.editor.destroy();
    this.flow.stop();
  }
}
