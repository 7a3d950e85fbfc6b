// @ts-check
/**
 * The board's canvas: fills its parent element with a whole number of device pixels, batches
 * redraws to one per animation frame, and turns pointer input into intents (hover, activate,
 * long-press). It knows nothing of the game: the host passes a `draw(ctx, width, height, dpr)`
 * function.
 */
import { followContrast } from './contrast.js';

/**
 * @typedef {{
 *   draw: (ctx: CanvasRenderingContext2D, width: number, height: number, dpr: number) => void,
 *   onResize?: (width: number, height: number) => void,
 *   onActivate?: (x: number, y: number, ev: PointerEvent) => void,
 *   onHover?: (x: number, y: number, clientX: number, clientY: number) => void,
 *   onLeave?: () => void,
 *   onLongPress?: (x: number, y: number, clientX: number, clientY: number) => void,
 * }} BoardHandlers
 */

export class Board {
  /** @param {HTMLCanvasElement} canvas @param {BoardHandlers} handlers */
  constructor(canvas, handlers) {
    this.canvas = canvas;
    this.handlers = handlers;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    this.ctx = ctx;
    this.width = 0;
    this.height = 0;
    this.dpr = 1;
    this.frame = 0;
    /** @type {(() => void)[]} */
    this.unbinders = [];
    // Drawn in the theme the player's contrast settings ask for, redrawn when they change.
    this.unbinders.push(
      this.bindResize(),
      this.bindPointer(),
      followContrast(() => this.redraw()),
    );
    this.resize();
  }

  /** Schedules one redraw on the next animation frame (many calls, one draw). */
  redraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.drawNow();
    });
  }

  drawNow() {
    if (this.width > 0 && this.height > 0)
      this.handlers.draw(this.ctx, this.width, this.height, this.dpr);
  }

  resize() {
    const rect = this.box().getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    // The canvas's CSS size is set to whole device pixels (up to one short of its parent's): a
    // backing store the browser had to stretch by a fraction of a pixel would blur every line.
    const pw = Math.max(1, Math.floor(rect.width * dpr));
    const ph = Math.max(1, Math.floor(rect.height * dpr));
    const w = pw / dpr;
    const h = ph / dpr;
    if (w === this.width && h === this.height && dpr === this.dpr) return;
    this.width = w;
    this.height = h;
    this.dpr = dpr;
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.canvas.width = pw;
    this.canvas.height = ph;
    this.handlers.onResize?.(w, h);
    this.drawNow();
  }

  /** The element whose size the canvas takes. @returns {Element} */
  box() {
    return this.canvas.parentElement ?? this.canvas;
  }

  /** @returns {() => void} */
  bindResize() {
    const observer = new ResizeObserver(() => this.resize());
    observer.observe(this.box());
    const onDpr = () => this.resize();
    window.addEventListener('resize', onDpr);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onDpr);
    };
  }

  /** @param {PointerEvent|MouseEvent} ev */
  local(ev) {
    const rect = this.canvas.getBoundingClientRect();
    return { x: ev.clientX - rect.left, y: ev.clientY - rect.top };
  }

  /** @returns {() => void} */
  bindPointer() {
    const c = this.canvas;
    /** @type {number|undefined} */
    let pressTimer;
    let longPressed = false;
    /** @type {{x: number, y: number}|null} */
    let downAt = null;
    const clear = () => {
      if (pressTimer) clearTimeout(pressTimer);
      pressTimer = undefined;
    };
    /** @param {PointerEvent} ev */
    const move = (ev) => {
      const p = this.local(ev);
      if (downAt && Math.hypot(p.x - downAt.x, p.y - downAt.y) > 10) clear();
      if (ev.pointerType !== 'touch') this.handlers.onHover?.(p.x, p.y, ev.clientX, ev.clientY);
    };
    /** @param {PointerEvent} ev */
    const down = (ev) => {
      const p = this.local(ev);
      downAt = p;
      longPressed = false;
      clear();
      if (ev.pointerType === 'touch' || ev.pointerType === 'pen') {
        pressTimer = window.setTimeout(() => {
          longPressed = true;
          this.handlers.onLongPress?.(p.x, p.y, ev.clientX, ev.clientY);
        }, 500);
      }
    };
    /** @param {PointerEvent} ev */
    const up = (ev) => {
      clear();
      const p = this.local(ev);
      if (!longPressed && downAt && Math.hypot(p.x - downAt.x, p.y - downAt.y) <= 10) {
        this.handlers.onActivate?.(p.x, p.y, ev);
      }
      downAt = null;
    };
    /** @param {PointerEvent} ev */
    const leave = (ev) => {
      clear();
      downAt = null;
      // A lifted finger also "leaves": keep what a long-press explained on screen.
      if (ev.pointerType === 'mouse' || ev.type === 'pointercancel') this.handlers.onLeave?.();
    };
    /** @param {Event} ev */
    const menu = (ev) => {
      if (longPressed) ev.preventDefault();
    };
    // A tap already acted on pointerup: without this the browser's emulated click would land on
    // whatever that opened under the finger (a chooser's option, a dialog's button).
    /** @param {TouchEvent} ev */
    const touchEnd = (ev) => {
      if (ev.cancelable) ev.preventDefault();
    };
    // Every listener goes with one abort (the unbind).
    const bound = new AbortController();
    const { signal } = bound;
    c.addEventListener('pointermove', move, { signal });
    c.addEventListener('pointerdown', down, { signal });
    c.addEventListener('pointerup', up, { signal });
    c.addEventListener('pointerleave', leave, { signal });
    c.addEventListener('pointercancel', leave, { signal });
    c.addEventListener('contextmenu', menu, { signal });
    c.addEventListener('touchend', touchEnd, { passive: false, signal });
    return () => {
      clear();
      bound.abort();
    };
  }

  destroy() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.unbinders.forEach((u) => u());
    this.unbinders = [];
  }
}
