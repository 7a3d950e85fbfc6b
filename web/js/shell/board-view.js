// @ts-check
/**
 * The board of the game on screen as it is drawn (shell/game.js): the table's layout for the
 * canvas's size (kept until the snapshot or the size changes), the regions that take a click,
 * the highlights of the last step, the bots' flights over the table (kit/motion.js), the
 * hovered element and the hint's marks; and the animation that runs while any of them moves.
 */
import { Board } from '../kit/board.js';
import { actionTargets } from '../kit/hit.js';
import { createMotion } from '../kit/motion.js';
import { rankBadge } from '../kit/highlights.js';

/** @typedef {import('../kit/snapshot.js').LegalEntry} LegalEntry */
/** @typedef {import('../kit/snapshot.js').Snapshot} Snapshot */
/** @typedef {import('../kit/layout.js').Layout} Layout */
/**
 * What the board shows, asked afresh at each use: the snapshot on screen, the game's table and
 * its editor, whether a request is under way, whether the player steps through the game, and
 * the hint's marks (element id -> rank).
 * @typedef {{
 *   snap: () => Snapshot|null,
 *   table: () => import('../kit/table.js').Table,
 *   editor: () => import('../kit/table.js').Editor,
 *   busy: () => boolean,
 *   replaying: () => boolean,
 *   hintMarks: () => Map<string, number>,
 * }} Scene
 */

const FLASH_MS = 1400;
const FADE_MS = 500; // a highlight holds steady, then fades over its last FADE_MS
const FLIGHT_MS = { least: 220, most: 650 }; // one flight of a bot's move across the table

export class BoardView {
  /**
   * @param {HTMLCanvasElement} canvas the board's canvas (kit/board.js draws on it)
   * @param {Scene} scene
   * @param {{delay: () => number, instant: boolean, destroyed: () => boolean}} pace the bots'
   *   pause between steps, the tests' instant mode, and whether the game is gone
   * @param {Omit<import('../kit/board.js').BoardHandlers, 'draw'|'onResize'>} hands what the
   *   pointer does on the board (shell/board-input.js)
   */
  constructor(canvas, scene, pace, hands) {
    this.scene = scene;
    this.pace = pace;
    /** @type {Map<string, number>} region id -> time the highlight ends */
    this.flashes = new Map();
    /** The flights of the bots' last step (kit/motion.js). */
    this.motion = createMotion();
    /** @type {Set<string>} the elements the bots' steps touched since the player's decision */
    this.changed = new Set();
    /** @type {string|null} */
    this.hover = null;
    /** @type {{key: string, snap: Snapshot, layout: Layout}|null} */
    this.layoutCache = null;
    /** @type {Snapshot|null} the snapshot last drawn, and when it was first drawn */
    this.drawnSnap = null;
    this.lastRedrawAt = 0;
    this.animating = false;
    /** @type {ReturnType<typeof setTimeout>|null} the animation's sleep while nothing changes */
    this.sleeping = null;
    // Last: the board draws at once (nothing before the first snapshot).
    this.board = new Board(canvas, {
      draw: (ctx, _w, _h, dpr) => this.draw(ctx, dpr),
      onResize: () => this.forgetLayout(),
      ...hands,
    });
  }

  /** The table's layout of the snapshot on screen for the canvas's size (null: none yet). */
  layout() {
    const snap = this.scene.snap();
    const board = this.board;
    if (!snap || board.width < 2) return null;
    const key = `${board.width}x${board.height}`;
    if (!this.layoutCache || this.layoutCache.key !== key || this.layoutCache.snap !== snap) {
      const layout = this.scene
        .table()
        .computeLayout(snap.view, snap.seat, board.width, board.height);
      this.layoutCache = { key, snap, layout };
    }
    return this.layoutCache.layout;
  }

  /** The layout is computed afresh at its next use (another table, size or language). */
  forgetLayout() {
    this.layoutCache = null;
  }

  /** @param {Layout} layout @returns {Map<string, LegalEntry[]>} */
  targetMap(layout) {
    const snap = this.scene.snap();
    if (!snap || !snap.your_turn || this.scene.busy() || this.scene.editor().open()) {
      return new Map();
    }
    return actionTargets(layout, snap, this.scene.table().actionRegions);
  }

  /** The editor's regions that take a click now. @param {Layout} layout @returns {string[]} */
  editorRegions(layout) {
    const editor = this.scene.editor();
    return editor.open() && !this.scene.busy() ? editor.regions(layout) : [];
  }

  /**
   * Highlights the regions a step touched for a while (a bot's, `byBot`, stay marked as changed
   * until the player decides).
   * @param {Iterable<string>} ids @param {number} ms @param {boolean} [byBot]
   */
  flash(ids, ms = FLASH_MS, byBot = false) {
    const until = performance.now() + Math.max(FLASH_MS, ms);
    this.flashes.clear();
    for (const id of ids) {
      this.flashes.set(id, until);
      if (byBot) this.changed.add(id);
    }
  }

  /**
   * Flies a step's moves over the table (not in the tests' instant mode, nor for a
   * reduced-motion user); the last step's flights land first.
   * @param {() => import('../kit/motion.js').Move[]} moves asked only if they fly
   */
  fly(moves) {
    this.motion.finish();
    const layout = this.moving() ? this.layout() : null;
    if (layout) this.motion.start(moves(), layout, performance.now(), this.flightMs());
  }

  /** Redraws now, and goes on each frame while a highlight fades or a flight is under way. */
  redrawMoving() {
    this.board.redraw();
    if (this.flashes.size || this.motion.running(performance.now())) this.animate();
  }

  /**
   * @param {CanvasRenderingContext2D} ctx @param {number} dpr
   */
  draw(ctx, dpr) {
    const snap = this.scene.snap();
    if (!snap) return;
    const layout = this.layout();
    if (!layout) return;
    const now = performance.now();
    /** @type {Map<string, number>} */
    const flash = new Map();
    for (const [id, until] of this.flashes) {
      const left = until - now;
      if (left > 0) flash.set(id, Math.min(1, left / FADE_MS));
    }
    const legal = new Set(this.targetMap(layout).keys());
    for (const id of this.editorRegions(layout)) legal.add(id);
    this.scene.table().render(ctx, layout, snap, {
      dpr,
      seat: snap.seat,
      legal,
      hover: this.hover,
      flash,
      changed: this.scene.replaying() ? new Set() : this.changed,
      editor: this.scene.editor().drawState(),
      actor: snap.current_player,
      pulse: 0.5,
    });
    const s = layout.scale * dpr;
    ctx.setTransform(s, 0, 0, s, layout.ox * dpr, layout.oy * dpr);
    this.motion.draw(ctx, now);
    for (const [id, rank] of this.scene.hintMarks()) {
      const it = layout.byId.get(id);
      if (it) rankBadge(ctx, it, rank);
    }
    if (this.drawnSnap !== snap) {
      this.drawnSnap = snap;
      this.lastRedrawAt = performance.now();
    }
  }

  /**
   * Draws each frame while the picture changes: while a flight flies or a highlight fades. A
   * steady highlight is drawn once, and the animation sleeps until it starts to fade (a tablet
   * then draws a third of the frames, and the picture is the same).
   */
  animate() {
    if (this.sleeping !== null) {
      clearTimeout(this.sleeping); // something new may move at once (a flight)
      this.sleeping = null;
      this.animating = false;
    }
    if (this.animating) return;
    this.animating = true;
    const step = () => {
      if (this.pace.destroyed()) {
        this.animating = false;
        return;
      }
      this.board.drawNow();
      const still = this.stillFor(performance.now());
      if (still === 0) requestAnimationFrame(step);
      else if (still !== null) {
        this.sleeping = setTimeout(() => {
          this.sleeping = null;
          requestAnimationFrame(step);
        }, still);
      } else {
        this.animating = false;
        this.board.drawNow();
      }
    };
    requestAnimationFrame(step);
  }

  /**
   * How long the board stays as last drawn: 0 while a flight flies or a highlight fades, the time
   * until the next highlight starts fading, null once nothing is left to move.
   * @param {number} now @returns {number|null}
   */
  stillFor(now) {
    if (this.motion.running(now)) return 0;
    /** @type {number|null} */
    let still = null;
    for (const until of this.flashes.values()) {
      if (until <= now) continue;
      const steady = Math.max(0, until - FADE_MS - now);
      still = still === null ? steady : Math.min(still, steady);
    }
    return still;
  }

  /** Do the bots' moves fly? Not in the tests' instant mode, nor for a reduced-motion user. */
  moving() {
    return !this.pace.instant && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** One flight's time: a share of the bot speed's pause, so a step's flights fit in it. */
  flightMs() {
    return Math.min(FLIGHT_MS.most, Math.max(FLIGHT_MS.least, this.pace.delay() * 0.6));
  }

  /** Lands the flights under way at once; true if there were any. */
  skipMotion() {
    if (!this.motion.running(performance.now())) return false;
    this.motion.finish();
    this.board.redraw();
    return true;
  }

  /** @param {string|null} id */
  setHover(id) {
    if (id === this.hover) return;
    this.hover = id;
    this.board.redraw();
  }
}
