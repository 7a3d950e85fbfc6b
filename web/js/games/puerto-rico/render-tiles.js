// @ts-check
/**
 * Draws island tiles (a player's island, the face-up plantations), the quarries, the face-down
 * stack, and the count badge they share.
 */
import { GOODS } from './catalog.js';
import { drawGood, emptySpace, roundRect } from '../../kit/shapes.js';
import * as parts from '../../kit/parts.js';
import { FOREST_COLORS, TILE_COLORS } from './palette.js';

/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {CanvasRenderingContext2D} Ctx */

/**
 * An island tile (face-up plantation, island space).
 * @param {Ctx} ctx @param {string} tile @param {number} x @param {number} y @param {number} w
 * @param {number} h
 */
export function drawTile(ctx, tile, x, y, w, h) {
  roundRect(ctx, x, y, w, h, Math.min(6, w * 0.14));
  ctx.fillStyle = TILE_COLORS[tile];
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(60,45,25,0.45)';
  ctx.stroke();
  if (tile === 'forest') {
    drawTrees(ctx, x, y, w, h);
  } else if (tile === 'quarry') {
    // stones
    ctx.fillStyle = '#7d8084';
    const r = w * 0.11;
    [
      [0.32, 0.36],
      [0.55, 0.3],
      [0.42, 0.56],
      [0.66, 0.52],
    ].forEach(([fx, fy]) => {
      ctx.beginPath();
      ctx.ellipse(x + w * fx, y + h * fy, r * 1.2, r, 0.3, 0, Math.PI * 2);
      ctx.fill();
    });
  } else {
    // rows of the field and the good's shape
    ctx.strokeStyle = 'rgba(80,60,30,0.13)';
    ctx.lineWidth = Math.max(1, w * 0.04);
    for (let i = 1; i < 4; i++) {
      ctx.beginPath();
      ctx.moveTo(x + w * 0.12, y + (h * i) / 4);
      ctx.lineTo(x + w * 0.88, y + (h * i) / 4);
      ctx.stroke();
    }
    drawGood(ctx, tile, x + w * 0.4, y + h * 0.42, w * 0.2);
  }
}

/** A forest's three trees (told apart from the fields by shape, not only colour).
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} w @param {number} h */
function drawTrees(ctx, x, y, w, h) {
  [
    [0.3, 0.58, 0.22],
    [0.66, 0.52, 0.26],
    [0.48, 0.3, 0.2],
  ].forEach(([fx, fy, fs]) => {
    const cx = x + w * fx;
    const base = y + h * fy + h * fs * 0.7;
    const half = w * fs * 0.62;
    ctx.fillStyle = FOREST_COLORS.trunk;
    ctx.fillRect(cx - w * 0.025, base - h * 0.02, w * 0.05, h * 0.1);
    ctx.beginPath();
    ctx.moveTo(cx, y + h * fy - h * fs * 0.75);
    ctx.lineTo(cx + half, base);
    ctx.lineTo(cx - half, base);
    ctx.closePath();
    ctx.fillStyle = FOREST_COLORS.canopy;
    ctx.fill();
    ctx.lineWidth = Math.max(0.8, w * 0.02);
    ctx.strokeStyle = FOREST_COLORS.canopyEdge;
    ctx.stroke();
  });
}

/** @param {Ctx} ctx @param {Item} it */
export function drawPlantation(ctx, it) {
  if (!it.tile) {
    emptySpace(ctx, it.x, it.y, it.w, it.h, 5);
    return;
  }
  drawTile(ctx, it.tile, it.x, it.y, it.w, it.h);
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawQuarries(ctx, it, view) {
  const n = view.quarries;
  if (n > 0) {
    drawTile(ctx, 'quarry', it.x + 2, it.y - 2, it.w - 2, it.h - 2);
    drawTile(ctx, 'quarry', it.x, it.y, it.w - 2, it.h - 2);
  } else emptySpace(ctx, it.x, it.y, it.w, it.h, 5);
  badge(ctx, it.x + it.w - 2, it.y + it.h - 2, String(n));
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawFaceDown(ctx, it, view) {
  const fd = view.plantations.face_down;
  const n = GOODS.reduce((a, g) => a + (fd[g] ?? 0), 0);
  for (let i = 1; i >= 0; i--) {
    roundRect(ctx, it.x + i * 2, it.y - i * 2, it.w - 2, it.h - 2, 5);
    ctx.fillStyle = '#5f7f4a';
    ctx.fill();
    ctx.strokeStyle = '#3b5230';
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.25)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(it.x + it.w / 2 - 1, it.y + it.h / 2 - 1, it.w * 0.22, 0, Math.PI * 2);
  ctx.stroke();
  badge(ctx, it.x + it.w - 2, it.y + it.h - 2, String(n));
}

/**
 * A small count badge at a corner.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {string} label
 */
export function badge(ctx, x, y, label) {
  parts.countBadge(ctx, x + 3, y + 2, label);
}
