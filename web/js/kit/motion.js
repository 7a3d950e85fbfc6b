// @ts-check
/**
 * A step's moves, drawn over the table: each thing a bot's step moved (a role card, a tile, a
 * barrel, a card, doubloons) flies from the element it came from to the one it went to, one
 * after another, paced by the bot speed. The game's table says what moved (`stepMoves`, in
 * element ids of its layout); this module knows no game. The controller owns the clock, asks
 * whether flights are under way, and may end them at once (a click or a key skips them).
 */
import { roundRect } from './shapes.js';
import { COLORS, FONT } from './theme.js';

/** @typedef {import('./layout.js').Rect} Rect */
/**
 * What flies: a disc (a doubloon, a colonist, a barrel), a square (a tile) or a card (a role, a
 * building), its colour, and a few letters on it.
 * @typedef {{shape: 'disc'|'square'|'card', fill: string, edge?: string, label?: string}} Token
 */
/**
 * A thing moved by a step, between two elements' ids.
 * @typedef {{from: string, to: string, token: Token}} Move
 */
/** @typedef {{from: Rect, to: Rect, token: Token, start: number, end: number}} Flight */

/** A few of the same thing fly, not one per piece: a step's flights stay short. */
const MOST = 3;

/**
 * A step's moves being gathered: `add(from, to, token, n)` adds n of the same (at most a few).
 * @returns {{moves: Move[], add: (from: string, to: string, token: Token, n?: number) => void}}
 */
export function moveList() {
  /** @type {Move[]} */
  const moves = [];
  return {
    moves,
    add(from, to, token, n = 1) {
      for (let i = 0; i < Math.min(n, MOST); i++) moves.push({ from, to, token });
    },
  };
}

/** Share of a flight's time before the next one sets off. */
const STAGGER = 0.45;

/** @param {number} p 0..1 @returns {number} eased in and out */
const ease = (p) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

/** @param {Rect} r */
const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

export function createMotion() {
  /** @type {Flight[]} */
  let flights = [];
  let flown = 0;

  return {
    /**
     * Starts the flights of a step's moves (those whose two elements are on the table).
     * @param {Move[]} moves @param {{byId: Map<string, Rect>}} layout
     * @param {number} now @param {number} each ms per flight
     */
    start(moves, layout, now, each) {
      flights = [];
      let at = now;
      for (const move of moves) {
        const from = layout.byId.get(move.from);
        const to = layout.byId.get(move.to);
        if (!from || !to || from === to) continue;
        flights.push({ from, to, token: move.token, start: at, end: at + each });
        flown++;
        at += each * STAGGER;
      }
    },
    /** How many flights have set off so far (for the tests). */
    flown: () => flown,
    /** When the last flight lands (0 if none). */
    endsAt: () => flights.reduce((end, f) => Math.max(end, f.end), 0),
    /** @param {number} now */
    running: (now) => flights.some((f) => f.end > now),
    /** Lands every flight at once. */
    finish() {
      flights = [];
    },
    /**
     * Draws the flights in the air, in sheet units (the sheet's transform in force).
     * @param {CanvasRenderingContext2D} ctx @param {number} now
     */
    draw(ctx, now) {
      for (const f of flights) {
        if (now < f.start || now >= f.end) continue;
        const p = ease((now - f.start) / (f.end - f.start));
        const a = centre(f.from);
        const b = centre(f.to);
        // An arc, not a straight slide: a hand carries it over the table.
        const lift = Math.min(60, Math.hypot(b.x - a.x, b.y - a.y) * 0.18);
        const x = a.x + (b.x - a.x) * p;
        const y = a.y + (b.y - a.y) * p - Math.sin(Math.PI * p) * lift;
        const size = Math.max(16, Math.min(34, Math.min(f.to.w, f.to.h) * 0.8));
        drawToken(ctx, f.token, x, y, size * (1 + 0.25 * Math.sin(Math.PI * p)));
      }
    },
  };
}

/**
 * @param {CanvasRenderingContext2D} ctx @param {Token} token
 * @param {number} x @param {number} y centre @param {number} size
 */
function drawToken(ctx, token, x, y, size) {
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = 8;
  ctx.shadowOffsetY = 3;
  const w = token.shape === 'card' ? size * 1.9 : size;
  const h = token.shape === 'card' ? size * 1.15 : size;
  if (token.shape === 'disc') {
    ctx.beginPath();
    ctx.arc(x, y, size / 2, 0, Math.PI * 2);
  } else roundRect(ctx, x - w / 2, y - h / 2, w, h, token.shape === 'card' ? 5 : 4);
  ctx.fillStyle = token.fill;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = 2;
  ctx.strokeStyle = token.edge ?? COLORS.ink;
  ctx.stroke();
  if (token.label) {
    ctx.fillStyle = COLORS.ink;
    ctx.font = `700 ${Math.round(h * 0.42)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(token.label, x, y, w - 4);
  }
  ctx.restore();
}
