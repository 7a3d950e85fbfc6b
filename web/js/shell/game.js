// @ts-check
/**
 * One game on screen, of any game the page draws: holds the latest snapshot, sends the player's
 * choices and the bots' steps to the engine, and keeps the board, panels and log in step with
 * it. The engine decides everything; this module only shows snapshots and offers their legal
 * actions. What differs between games (the board, the words, a decision edited before it is
 * sent) is the game's table (kit/table.js), chosen by the snapshot's `game` through the
 * `tables` it is given (main.js gives the registry's, games/index.js): this module imports no
 * game.
 */
import { t } from '../kit/text.js';
import { refusalText } from './errors.js';
import { Board } from '../kit/board.js';
import { toCss } from '../kit/layout.js';
import { actionTargets, hitRects, hoverItem, pick, pickAmong, targetPoints } from '../kit/hit.js';
import { createActionList } from '../kit/actions.js';
import { createLog } from '../kit/log.js';
import { fromStart } from '../kit/logbook.js';
import { createSince } from '../kit/since.js';
import { createTableDoc } from '../kit/table-doc.js';
import { createMotion } from '../kit/motion.js';
import { createTooltip } from '../kit/tooltip.js';
import { createModals } from './modal.js';
import { createStatus } from './status.js';
import { createReplayBar } from './replay.js';
import { renderEnd } from './end.js';
import { createCoach } from './coach-panels.js';
import { createAnnouncer } from './announcer.js';
import { nameTab } from './language.js';
import { createDecisionFocus } from './decision-focus.js';
import { rankBadge } from '../kit/highlights.js';
import { about, nameAsYou } from '../kit/you.js';
import { on } from '../kit/dom.js';

/** @typedef {import('../kit/snapshot.js').LegalEntry} LegalEntry */
/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/snapshot.js').ReplayStep} ReplayStep */
/** @typedef {import('./replay.js').ReplayShown} ReplayShown */
/** @typedef {import('./replay.js').ReplayMark} ReplayMark */
/** @typedef {import('../kit/table.js').Table} Table */
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
 *   engine: {request: (type: string, payload: any) => Promise<any>},
 *   tables: (game: string|undefined|null) => Table,
 *   elements: GameElements,
 *   delay: () => number,
 *   instant: boolean,
 *   onFatal: (error: any) => void,
 *   onNewGame: () => void,
 *   modals?: ReturnType<typeof createModals>,
 *   onShown?: (snap: Snapshot) => void,
 *   puzzle?: boolean,
 * }} GameOptions
 * `tables`: the table of a game by a snapshot's `game` (Puerto Rico's for none).
 * `puzzle`: the position is one to solve (an embed's, shell/puzzle.js).
 * `onShown` is told each snapshot or replay step once it is on screen (the embed's host hears of
 * it).
 */

const FLASH_MS = 1400;
// Refusals the engine answers with the game unchanged: told in a toast, never the error screen.
const REFUSALS = new Set([
  'illegal_action',
  'not_your_turn',
  'bad_request',
  'no_game',
  'nothing_to_undo',
  'bad_position',
  'bad_save',
]);
const THINK_CHUNK_MS = 100; // a searching bot reports its progress this often
const FLIGHT_MS = { least: 220, most: 650 }; // one flight of a bot's move across the table
const LANDED_MS = 150; // the pause after a step's last flight has landed

export class Game {
  /** @param {GameOptions} opts */
  constructor(opts) {
    this.opts = opts;
    this.engine = opts.engine;
    const els = opts.elements;
    this.els = els;
    /** @type {Snapshot|null} */
    this.snap = null;
    this.pending = 0;
    /** @type {number|undefined} */
    this.botTimer = undefined;
    this.busy = false;
    this.destroyed = false;
    /** @type {Map<string, number>} region id -> time the highlight ends */
    this.flashes = new Map();
    /** The flights of the bots' last step (kit/motion.js). */
    this.motion = createMotion();
    /** @type {Set<string>} the elements the bots' steps touched since the player's decision */
    this.changed = new Set();
    /** @type {string|null} */
    this.hover = null;
    /** @type {Table} the game's table, from the snapshot's `game` */
    this.table = opts.tables(null);
    this.brandShown = false;
    /**
     * The table's editor of a decision of several picks.
     * @type {import('../kit/table.js').Editor}
     */
    this.editor = this.table.editor(this.editorHost());
    /** @type {{x: number, y: number}} the latest click or tap, in client coordinates */
    this.pointerAt = { x: 0, y: 0 };
    /** @type {any} the board element whose click is being taken (null for the action list) */
    this.clickedItem = null;
    /** @type {(() => void)[]} */
    this.idleWaiters = [];
    /** @type {any} */
    this.layoutCache = null;
    this.endShown = false;
    /** @type {(() => void)|null} */
    this.endUnbind = null;
    /** @type {number|undefined} */
    this.toastTimer = undefined;
    /** @type {number|undefined} */
    this.longPressTimer = undefined;
    /** @type {Snapshot|null} the snapshot last drawn, and when it was first drawn */
    this.drawnSnap = null;
    this.lastRedrawAt = 0;
    /** @type {Snapshot|null} while stepping through the game: the live snapshot (this.snap is
     * the step shown) */
    this.live = null;
    /** @type {Omit<ReplayShown, 'lines'>|null} the step-through shown, if it is */
    this.replaying = null;
    /** @type {ReplayStep|null} the engine's answer for the replay step shown */
    this.replayShown = null;
    /** Bumped whenever the game in play is replaced (undo, play from here, another game): a bot's
     * step still under way for the old one is dropped. */
    this.epoch = 0;

    this.board = new Board(els.canvas, {
      draw: (ctx, w, h, dpr) => this.draw(ctx, w, h, dpr),
      onResize: () => {
        this.layoutCache = null;
      },
      onActivate: (x, y, ev) => {
        this.pointerAt = { x: ev.clientX, y: ev.clientY };
        void this.activate(x, y, ev.clientX, ev.clientY);
      },
      onHover: (x, y, cx, cy) => this.hoverAt(x, y, cx, cy),
      onLeave: () => {
        this.setHover(null);
        this.tooltip.hide();
      },
      onLongPress: (x, y, cx, cy) => this.explainAt(x, y, cx, cy),
    });
    this.actionList = createActionList(els.actions, (entry) => {
      void this.choose(entry);
    });
    this.life = new AbortController(); // aborted at the game's end: its parts' listeners go
    this.log = createLog(els.log, this.life.signal);
    this.decisionFocus = createDecisionFocus(
      () => [...Object.values(els.panels), els.actions],
      () => this.modals.open,
      this.life.signal,
    );
    /** "Since your turn" over the log (kit/since.js). */
    this.since = createSince(els.since);
    /** The position shown, as headings and lists (kit/table-doc.js). */
    this.tableDoc = createTableDoc(els.tableDoc);
    this.announcer = createAnnouncer(els.announcer, this); // what happened, read out
    this.tooltip = createTooltip(els.tooltip);
    this.modals = opts.modals ?? createModals(els.modal);
    this.status = createStatus(els.status);
    this.replayBar = createReplayBar(els.replay, {
      go: (step) => this.replayTo(step),
      playHere: () => {
        void this.playFromHere();
      },
      close: () => {
        void this.closeReplay();
      },
    });
    /** The coach (shell/coach-panels.js): hint, review, guided game, an embed's puzzle. */
    const coach = createCoach(this, els, !!opts.puzzle);
    this.hint = coach.hint;
    this.review = coach.review;
    this.guide = coach.guide;
    this.puzzle = coach.puzzle;
    this.unbinders = [
      on(els.scoresButton, 'click', () => this.showEnd()),
      on(els.undoButton, 'click', () => {
        void this.undo();
      }),
      on(document, 'keydown', (ev) => {
        if (ev.key === 'Escape') this.tooltip.hide();
        // Any key lands the bots' flights at once (not while typing).
        const typing =
          ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement;
        if (!typing && !['Shift', 'Control', 'Alt', 'Meta'].includes(ev.key)) this.skipMotion();
        // H: a hint at the decision on screen.
        const plain = !ev.ctrlKey && !ev.metaKey && !ev.altKey;
        if (!typing && plain && (ev.key === 'h' || ev.key === 'H') && !this.modals.open) {
          ev.preventDefault();
          void this.askHint();
        }
      }),
    ];
  }

  /**
   * What the table's editor may ask of this controller.
   * @returns {import('../kit/table.js').EditorHost}
   */
  editorHost() {
    return {
      snap: () => this.snap,
      changed: () => {
        this.refreshPanels();
        this.board.redraw();
      },
      send: (type, payload) => {
        void this.send(type, payload);
      },
      confirm: (question, yes) => this.modals.confirm(question, yes),
      choose: (title, options, at) => this.modals.choose(title, options, at),
      panels: this.els.panels,
      pointer: () => this.pointerAt,
      clicked: () => this.clickedItem,
    };
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
      this.editor = table.editor(this.editorHost());
      this.layoutCache = null;
    }
    // The panel's title names the game on screen.
    const brand = this.els.canvas.closest('.game')?.querySelector('.brand');
    if (brand) {
      brand.setAttribute('data-t', `game.${table.id}`);
      brand.textContent = t(`game.${table.id}`);
    }
    nameTab(`game.${table.id}`);
  }

  // --- the engine ------------------------------------------------------------------------------

  /**
   * Starts a new game.
   * @param {any} payload the new_game request
   * @param {Promise<any>} [sent] that request, if the caller sent it already (main.js does, so
   *   that the engine works on it while this screen is built)
   */
  async newGame(payload, sent) {
    const snap = await this.request('new_game', payload, sent);
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
    this.stopBots();
    this.review.reset();
    this.puzzle?.show();
    this.replaying = null;
    this.live = null;
    this.replayBar.show(null);
    if (!snap.full_log) {
      const gov = snap.view.players[snap.view.governor];
      const n = snap.view.players.length;
      this.log.start(
        () => [
          {
            text: gov
              ? t(about('log.newGame', gov), { n, name: gov.name })
              : t('log.fromStart', { n }),
            kind: 'start',
            seat: null,
          },
        ],
        this.table,
      );
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
   * @param {string} type @param {any} payload
   * @param {Promise<any>} [sent] the same request, already sent
   * @returns {Promise<any|null>}
   */
  async request(type, payload, sent) {
    this.pending++;
    try {
      return await (sent ?? this.engine.request(type, payload));
    } catch (caught) {
      if (this.destroyed) return null;
      const err = /** @type {any} */ (caught);
      const code = err && err.code;
      if (REFUSALS.has(code)) {
        this.toast(refusalText(err));
        if (type !== 'snapshot') {
          const fresh = await this.request('snapshot', {});
          if (fresh) this.apply({ ...fresh, events: [] });
        }
        return null;
      }
      this.opts.onFatal(err);
      return null;
    } finally {
      this.pending--;
      // After the caller has applied the answer (which may schedule a bot step): not before.
      window.setTimeout(() => this.checkIdle(), 0);
    }
  }

  /**
   * Shows a snapshot: log lines, highlights, panels; then schedules the next bot step. Its
   * moves fly over the table; a bot's step (`byBot`) stays marked until the player decides.
   * @param {Snapshot} snap @param {boolean} [byBot]
   */
  apply(snap, byBot = false) {
    if (this.destroyed) return;
    this.nameYou(snap);
    if (this.replaying) {
      this.live = snap;
      return;
    } // shown when the replay closes
    this.useTable(snap.game);
    const table = this.table;
    // the whole game's events: the log is rebuilt from the start
    if (snap.full_log) {
      this.log.start(fromStart(snap.view), table);
      this.review.reset(); // undone or played on: the review was of the game as it ended
    }
    this.snap = snap;
    this.hint.sync(snap);
    this.layoutCache = null;
    this.els.canvas.parentElement?.style.setProperty(
      '--tall-sheet-aspect',
      table.sheetAspect(snap.view.players.length),
    );
    const events = snap.events ?? [];
    this.log.add(events, snap.view);
    const until = performance.now() + Math.max(FLASH_MS, this.opts.delay() * 1.2);
    this.flashes.clear();
    if (!snap.full_log)
      for (const id of table.touchedRegions(events, snap.view)) {
        this.flashes.set(id, until);
        if (byBot) this.changed.add(id);
      }
    if (snap.full_log || !byBot) this.changed.clear();
    // What the bots changed since the player's own decision, in words over the log.
    if (snap.scores) this.since.clear();
    else if (snap.full_log || !byBot) this.since.mark(snap.view, table.playerChanges);
    else this.since.add(events, snap.view);
    this.motion.finish();
    // Every answer's moves fly: a bot's step, and the player's own with what followed it by
    // force (everyone's production after his craftsman, the others' forced passes).
    const layout = !snap.full_log && this.moving() ? this.layout() : null;
    if (layout)
      this.motion.start(
        table.stepMoves(events, snap.view),
        layout,
        performance.now(),
        this.flightMs(),
      );
    this.editor.sync(snap);
    this.refreshPanels();
    this.announcer.shown(snap, byBot);
    this.board.redraw();
    if (this.flashes.size || this.motion.running(performance.now())) this.animate();
    if (snap.scores) this.showEnd();
    else this.hideEnd();
    if (snap.bot_to_act) this.scheduleBot();
    this.guide.sync(snap);
    this.checkIdle();
    this.opts.onShown?.(snap);
  }

  scheduleBot() {
    if (this.botTimer !== undefined || this.destroyed || this.replaying) return;
    if (this.puzzle && this.puzzle.holding()) return; // until the reader plays on
    // The next step waits for the last one's flights to land.
    const landing = this.motion.endsAt() - performance.now();
    const delay = this.opts.instant ? 0 : Math.max(this.opts.delay(), landing + LANDED_MS);
    const epoch = this.epoch;
    this.refreshStatus();
    this.botTimer = window.setTimeout(async () => {
      // A searching bot thinks in chunks; between them the page shows how far it is.
      let snap = await this.request('bot_step', { think_ms: THINK_CHUNK_MS });
      while (snap && snap.thinking && !this.destroyed && epoch === this.epoch) {
        this.refreshStatus(snap.thinking.progress);
        snap = await this.request('bot_step', { think_ms: THINK_CHUNK_MS });
      }
      // the game was replaced meanwhile; its owner resumes the bots
      if (epoch !== this.epoch) return;
      this.botTimer = undefined;
      if (snap && !snap.thinking) this.apply(snap, true);
      else this.checkIdle();
    }, delay);
  }

  /**
   * The guided game shows the player as "You" (kit/you.js): in the view and the scores.
   * @param {{view: any, seat: number, scores?: any}} shown
   */
  nameYou(shown) {
    if (!this.guide.guided()) return;
    nameAsYou(shown.view, shown.seat);
    nameAsYou(shown.scores, shown.seat);
  }

  /** Stops the bots (their step under way is dropped) before the game in play is replaced. */
  stopBots() {
    this.epoch++;
    window.clearTimeout(this.botTimer);
    this.botTimer = undefined;
  }

  /** Everything on screen again, in the language now in use (the log from its first line). */
  relabel() {
    if (this.destroyed || !this.snap) return;
    this.tooltip.hide();
    this.log.relabel();
    this.announcer.hush();
    this.since.show();
    const r = this.replaying;
    const scenario = this.live && this.live.scenario;
    if (r && r.title && scenario) {
      r.title = t(`scenario.${scenario}`);
      r.about = t(`scenario.${scenario}.about`);
    }
    this.showReplayBar();
    this.hint.relabel();
    this.guide.relabel();
    this.puzzle?.show();
    this.refreshPanels();
    if (!this.els.end.hidden) this.showEnd();
    this.layoutCache = null;
    this.board.redraw();
  }

  /** Takes back the player's last decision and the moves since. */
  async undo() {
    if (this.busy || this.replaying || !this.snap || !this.snap.can_undo) return;
    this.stopBots();
    this.busy = true;
    this.refreshPanels();
    const snap = await this.request('undo', {});
    this.busy = false;
    if (snap) this.apply(snap);
    else this.refreshPanels();
  }

  // --- replay --------------------------------------------------------------------------------

  /**
   * Steps through the game from `step`; bots wait meanwhile.
   * @param {number} step
   * @param {{title?: string, about?: string, canClose?: boolean, mark?: ReplayMark}} [how]
   */
  async openReplay(step, how = {}) {
    if (this.replaying || !this.snap || this.busy) return;
    this.stopBots();
    this.live = this.snap;
    this.tooltip.hide();
    this.hideEnd();
    this.replaying = {
      step: -1,
      steps: this.snap.steps,
      title: how.title,
      about: how.about,
      mark: how.mark,
      canPlay: true,
      canClose: how.canClose ?? true,
    };
    await this.replayTo(step);
  }

  /** @param {number} step */
  async replayTo(step) {
    if (!this.replaying) return;
    const shown = await this.request('replay', { step });
    const live = this.live;
    if (!shown || !this.replaying || !live) return;
    this.nameYou(shown);
    this.replaying.step = shown.step;
    this.replaying.steps = shown.steps;
    this.snap = {
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
    this.layoutCache = null;
    this.editor.sync(this.snap);
    this.hint.sync(null);
    this.flashes.clear();
    const until = performance.now() + FLASH_MS;
    const table = this.table;
    for (const id of table.touchedRegions(shown.events, shown.view)) this.flashes.set(id, until);
    // The log as it stood after that move: no later move shows.
    this.since.clear();
    this.log.start(fromStart(shown.view), table);
    this.log.add(shown.events_so_far, shown.view);
    this.replayShown = shown;
    this.showReplayBar();
    this.announcer.stepShown();
    this.refreshPanels();
    this.board.redraw();
    if (this.flashes.size) this.animate();
    this.checkIdle();
    this.opts.onShown?.(this.snap);
  }

  /** The replay bar for the step shown: where it is, and what that move did. */
  showReplayBar() {
    const shown = this.replayShown;
    if (!this.replaying || !shown) return;
    const lines = this.table.moveLines(shown.events, shown.view).map((line) => line.text);
    if (shown.scores) lines.push(t('replay.endScores'));
    this.replayBar.show({ ...this.replaying, lines });
  }

  /**
   * Leaves the replay for the game as it stands, asked afresh with its whole log: a bot's move
   * that was under way when the replay opened was made by the engine but never shown.
   */
  async closeReplay() {
    if (!this.replaying) return;
    this.replaying = null;
    this.live = null;
    this.replayBar.show(null);
    const snap = await this.request('snapshot', { full_log: true });
    if (snap) this.apply(snap);
  }

  /** Forgets the moves after the one shown and plays on from there. */
  async playFromHere() {
    const r = this.replaying;
    if (!r || this.busy) return;
    if (r.step < r.steps && r.canClose) {
      const ok = await this.modals.confirm(t('replay.playHereConfirm'), t('replay.playHere'));
      if (!ok || this.replaying !== r) return;
    }
    this.busy = true;
    const snap = await this.request('play_from', { step: r.step });
    this.busy = false;
    if (!snap) return;
    this.replaying = null;
    this.live = null;
    this.replayBar.show(null);
    this.apply(snap);
  }

  /** The coach's hint at the decision on screen (the menu's Hint, the H key). */
  async askHint() {
    if (this.busy || this.replaying || !this.snap || !this.snap.your_turn) return;
    if (this.puzzle && this.puzzle.holding()) return; // the puzzle's answer is the bot's
    this.tooltip.hide();
    await this.hint.start();
  }

  /**
   * Takes one legal action (after a confirmation where a misclick would be costly).
   * @param {LegalEntry} entry
   */
  async choose(entry) {
    if (this.busy || !this.snap || !this.snap.your_turn) return;
    this.tooltip.hide();
    // A decision of several picks (San Juan's build and its payment): the editor takes it over.
    if (this.editor.take(entry)) {
      this.refreshPanels();
      this.board.redraw();
      return;
    }
    const question = this.table.confirmQuestion(entry, this.snap);
    if (question) {
      const label = this.table.confirmLabel(entry, this.snap);
      const ok = await this.modals.confirm(question, label.length <= 28 ? label : t('confirm.yes'));
      if (!ok) return;
    }
    await this.send('act', { action: entry.code });
  }

  /**
   * Sends one decision (an action, or a whole edited decision) and shows the answer.
   * @param {string} type @param {any} payload
   */
  async send(type, payload) {
    if (this.busy || !this.snap || !this.snap.your_turn) return;
    if (this.puzzle && this.puzzle.waiting()) {
      await this.puzzle.solve(type, payload);
      return;
    }
    this.busy = true;
    // He has decided: what the bots did before is no longer news.
    this.changed.clear();
    this.refreshPanels();
    const before = this.snap;
    const snap = await this.request(type, payload);
    this.busy = false;
    if (snap) {
      this.guide.decided(type, payload, before, snap);
      this.apply(snap);
    } else this.refreshPanels();
  }

  // --- idle and test hooks -------------------------------------------------------------------

  isIdle() {
    return (
      this.pending === 0 &&
      this.botTimer === undefined &&
      !(
        this.snap &&
        this.snap.bot_to_act &&
        !this.snap.scores &&
        !this.replaying &&
        !this.puzzle?.holding()
      )
    );
  }

  checkIdle() {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }

  /** @returns {Promise<void>} */
  idle() {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Canvas hit regions of the current legal actions (and of the editor's picks), in page CSS
   * pixels: a point to click, the hit rectangle around it, and every region that takes the action.
   */
  targets() {
    if (!this.snap) return [];
    const layout = this.layout();
    if (!layout) return [];
    const rect = this.els.canvas.getBoundingClientRect();
    const page = (/** @type {{x: number, y: number, w: number, h: number}} */ r) => ({
      x: rect.left + r.x,
      y: rect.top + r.y,
      w: r.w,
      h: r.h,
    });
    const snap = this.snap;
    if (!snap) return [];
    /** @type {any[]} */
    const out = targetPoints(layout, this.targetMap(layout)).map((p) => {
      const entry = snap.legal.find((e) => e.code === p.code);
      return {
        code: p.code,
        x: rect.left + p.x,
        y: rect.top + p.y,
        label: entry ? this.table.actionLabel(entry, snap.view, snap.seat) : '',
        region: p.region,
        menu: p.menu,
        hit: page(p.hit),
        regions: p.regions.map((r) => ({ ...r, hit: page(r.hit) })),
      };
    });
    if (this.editor.open() && !this.busy) {
      const picks = this.editor.targets(layout);
      const hits = hitRects(
        layout,
        picks.map((x) => x.region),
      );
      for (const { region, target, label } of picks) {
        const it = layout.byId.get(region);
        const box = hits.get(region);
        if (!it || !box) continue;
        const r = toCss(layout, it);
        const hit = page(toCss(layout, box));
        out.push({
          code: null,
          x: rect.left + r.x + r.w / 2,
          y: rect.top + r.y + r.h / 2,
          label,
          region,
          menu: false,
          target,
          hit,
          regions: [{ region, menu: false, hit }],
        });
      }
    }
    return out;
  }

  /**
   * Every board element's rectangle in page CSS pixels (for tests: what is on the board and
   * where), with the canvas's CSS size and backing-store size.
   */
  regions() {
    const layout = this.layout();
    if (!layout) return null;
    const rect = this.els.canvas.getBoundingClientRect();
    const items = layout.items.map((/** @type {any} */ it) => {
      const r = toCss(layout, it);
      return {
        id: it.id,
        kind: it.kind,
        seat: it.seat ?? null,
        large: !!it.large,
        x: rect.left + r.x,
        y: rect.top + r.y,
        w: r.w,
        h: r.h,
      };
    });
    const c = this.els.canvas;
    return {
      canvas: {
        x: rect.left,
        y: rect.top,
        w: rect.width,
        h: rect.height,
        pixelW: c.width,
        pixelH: c.height,
      },
      items,
    };
  }

  // --- drawing -------------------------------------------------------------------------------

  layout() {
    if (!this.snap || this.board.width < 2) return null;
    const key = `${this.board.width}x${this.board.height}`;
    if (!this.layoutCache || this.layoutCache.key !== key || this.layoutCache.snap !== this.snap) {
      this.layoutCache = {
        key,
        snap: this.snap,
        layout: this.table.computeLayout(
          this.snap.view,
          this.snap.seat,
          this.board.width,
          this.board.height,
        ),
      };
    }
    return this.layoutCache.layout;
  }

  /** @param {any} layout @returns {Map<string, LegalEntry[]>} */
  targetMap(layout) {
    if (!this.snap || !this.snap.your_turn || this.busy || this.editor.open()) return new Map();
    return actionTargets(layout, this.snap, this.table.actionRegions);
  }

  /** The editor's regions that take a click now. @param {any} layout @returns {string[]} */
  editorRegions(layout) {
    return this.editor.open() && !this.busy ? this.editor.regions(layout) : [];
  }

  /**
   * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h @param {number} dpr
   */
  draw(ctx, w, h, dpr) {
    if (!this.snap) return;
    const layout = this.layout();
    if (!layout) return;
    const now = performance.now();
    /** @type {Map<string, number>} */
    const flash = new Map();
    for (const [id, until] of this.flashes) {
      const left = until - now;
      if (left > 0) flash.set(id, Math.min(1, left / 500));
    }
    const legal = new Set(this.targetMap(layout).keys());
    for (const id of this.editorRegions(layout)) legal.add(id);
    this.table.render(ctx, layout, this.snap, {
      dpr,
      seat: this.snap.seat,
      legal,
      hover: this.hover,
      flash,
      changed: this.replaying ? new Set() : this.changed,
      editor: this.editor.drawState(),
      actor: this.snap.current_player,
      pulse: 0.5,
    });
    const s = layout.scale * dpr;
    ctx.setTransform(s, 0, 0, s, layout.ox * dpr, layout.oy * dpr);
    this.motion.draw(ctx, now);
    for (const [id, rank] of this.hint.marks()) {
      const it = layout.byId.get(id);
      if (it) rankBadge(ctx, it, rank);
    }
    if (this.drawnSnap !== this.snap) {
      this.drawnSnap = this.snap;
      this.lastRedrawAt = performance.now();
    }
    void w;
    void h;
  }

  animate() {
    if (this.animating) return;
    this.animating = true;
    const step = () => {
      if (this.destroyed) {
        this.animating = false;
        return;
      }
      this.board.drawNow();
      const now = performance.now();
      const live = [...this.flashes.values()].some((u) => u > now) || this.motion.running(now);
      if (live) requestAnimationFrame(step);
      else {
        this.animating = false;
        this.board.drawNow();
      }
    };
    requestAnimationFrame(step);
  }

  /** Do the bots' moves fly? Not in the tests' instant mode, nor for a reduced-motion user. */
  moving() {
    return !this.opts.instant && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** One flight's time: a share of the bot speed's pause, so a step's flights fit in it. */
  flightMs() {
    return Math.min(FLIGHT_MS.most, Math.max(FLIGHT_MS.least, this.opts.delay() * 0.6));
  }

  /** Lands the flights under way at once; true if there were any. */
  skipMotion() {
    if (!this.motion.running(performance.now())) return false;
    this.motion.finish();
    this.board.redraw();
    return true;
  }

  // --- pointer -------------------------------------------------------------------------------

  /** @param {string|null} id */
  setHover(id) {
    if (id === this.hover) return;
    this.hover = id;
    this.board.redraw();
  }

  /** @param {number} x @param {number} y @param {number} cx @param {number} cy */
  hoverAt(x, y, cx, cy) {
    const layout = this.layout();
    if (!layout) return;
    const hit = this.editor.open()
      ? this.editorHit(layout, x, y)
      : pick(layout, this.targetMap(layout), x, y);
    const item = hoverItem(layout, x, y);
    this.setHover(hit ? hit.id : item && this.table.tippable(item.kind) ? item.id : null);
    this.els.canvas.style.cursor = hit ? 'pointer' : 'default';
    const tip = item && this.snap ? this.table.tipFor(item, this.snap) : null;
    if (tip) this.tooltip.show(tip, cx, cy);
    else this.tooltip.hide();
  }

  /**
   * Long-press on touch: explain what is under the finger.
   * @param {number} x @param {number} y @param {number} cx @param {number} cy
   */
  explainAt(x, y, cx, cy) {
    const layout = this.layout();
    if (!layout) return;
    const item = hoverItem(layout, x, y);
    const tip = item && this.snap ? this.table.tipFor(item, this.snap) : null;
    if (!tip) return;
    this.tooltip.show(tip, cx, cy, true);
    window.clearTimeout(this.longPressTimer);
    this.longPressTimer = window.setTimeout(() => this.tooltip.hide(), 4000);
  }

  /** @param {any} layout @param {number} x @param {number} y */
  editorHit(layout, x, y) {
    const it = pickAmong(layout, this.editorRegions(layout), x, y);
    return it ? { id: it.id, item: it } : null;
  }

  /**
   * A click or tap on the board.
   * @param {number} x @param {number} y @param {number} cx @param {number} cy
   */
  async activate(x, y, cx, cy) {
    const layout = this.layout();
    if (!layout || !this.snap || this.modals.open) return;
    // A click lands the bots' moves in flight (and still takes what it hits).
    this.skipMotion();
    if (this.editor.open()) {
      const hit = this.editorHit(layout, x, y);
      if (hit) {
        this.tooltip.hide();
        this.editor.click(hit.item, layout, x, y);
      }
      return;
    }
    const hit = pick(layout, this.targetMap(layout), x, y);
    if (!hit) return;
    this.tooltip.hide();
    const item = layout.byId.get(hit.id) ?? null;
    /** @type {LegalEntry|null} */
    let entry = hit.entries[0];
    const snap = this.snap;
    if (hit.entries.length > 1 && snap) {
      const options = hit.entries.map((e) => ({
        label: this.table.actionLabel(e, snap.view, snap.seat),
        value: e,
        code: e.code,
      }));
      entry = await this.modals.choose(this.table.prompt(snap), options, { x: cx, y: cy });
    }
    if (!entry) return;
    this.clickedItem = item;
    try {
      await this.choose(entry);
    } finally {
      this.clickedItem = null;
    }
  }

  // --- panels --------------------------------------------------------------------------------

  /** @param {number} [progress] how far a thinking bot is, 0..1 */
  refreshStatus(progress) {
    if (!this.snap) return;
    const mover = this.snap.current_player;
    const thinking =
      this.snap.bot_to_act && !this.snap.scores && mover !== null && !this.puzzle?.holding()
        ? this.snap.view.players[mover].name
        : null;
    this.status.update(this.snap, this.table.phaseText(this.snap.view), thinking, progress);
  }

  refreshPanels() {
    const snap = this.snap;
    if (!snap) return;
    this.refreshStatus();
    this.els.prompt.textContent =
      (snap.your_turn && this.editor.prompt?.()) || this.table.prompt(snap);
    this.els.prompt.classList.toggle('yours', !!snap.your_turn);
    this.tableDoc.show(snap, this.table);
    const enabled = !!snap.your_turn && !this.busy;
    const items = snap.your_turn
      ? (this.table.listOrder?.(snap.legal) ?? snap.legal).map((/** @type {LegalEntry} */ e) => ({
          entry: e,
          label: this.table.actionLabel(e, snap.view, snap.seat),
          pass: e.action.type === 'pass',
        }))
      : [];
    const folded = this.editor.foldedLabel();
    this.actionList.update(items, enabled, folded);
    this.els.actions.classList.toggle('under-editor', !!folded);
    this.editor.update(enabled);
    this.decisionFocus.restore(enabled);
    this.els.scoresButton.hidden = !snap.scores || !!this.replaying;
    this.els.prompt.hidden = !!this.replaying;
    this.els.actions.hidden = !!this.replaying;
    this.els.undoButton.disabled = !snap.can_undo || this.busy || !!this.replaying;
    // The panels above the log have changed its height: its newest line stays in sight now,
    // not a frame later.
    this.log.follow();
  }

  hideEnd() {
    this.endUnbind?.();
    this.endUnbind = null;
    this.els.end.hidden = true;
  }

  showEnd() {
    if (!this.snap || !this.snap.scores || this.replaying) return;
    this.endUnbind?.();
    this.els.end.hidden = false;
    this.endUnbind = renderEnd(this.els.end, this.snap, this.table.endScreen(this.snap), {
      review: this.snap.scenario ? null : this.review.node(),
      onNewGame: () => this.opts.onNewGame(),
      onViewBoard: () => {
        this.els.end.hidden = true;
        this.els.scoresButton.focus();
      },
      onReplay: () => {
        void this.openReplay(0);
      },
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
    }, 5000);
  }

  destroy() {
    this.destroyed = true;
    this.life.abort();
    window.clearTimeout(this.botTimer);
    this.botTimer = undefined;
    window.clearTimeout(this.toastTimer);
    this.board.destroy();
    this.actionList.unbind();
    this.replayBar.show(null);
    this.replayBar.unbind();
    this.els.prompt.hidden = false;
    this.els.actions.hidden = false;
    this.els.undoButton.disabled = true;
    this.modals.cancel();
    this.tooltip.hide();
    this.hint.clear();
    this.guide.stop();
    this.review.reset();
    this.endUnbind?.();
    this.unbinders.forEach((u) => u());
    this.els.end.hidden = true;
    this.els.toast.hidden = true;
    this.editor.destroy();
    this.tableDoc.clear();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }
}
