// @ts-check
/**
 * The marks a table draws over its elements, the same in every game: the flash of an element a
 * step just touched (fading), the dashed outline of one the bots changed since the player's last
 * decision, the gold outline of a legal target (its glow pulsing), the green
 * one of a pick in an editor with its tick, and the hover's light. Drawn after every element, in
 * sheet units.
 */
import { roundRect } from './shapes.js';
import { roundRectShadow } from './soft-shadow.js';
import { COLORS, FONT } from './theme.js';

/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./layout.js').Rect} Rect */
/**
 * What the highlights read of a frame's UI state: the legal targets' ids, the element under the
 * pointer, the flashes (id -> strength 0..1), the elements changed since the player's decision
 * and the glow's pulse (0..1).
 * @typedef {{
 *   legal: Set<string>,
 *   hover: string|null,
 *   flash: Map<string, number>,
 *   changed?: Set<string>,
 *   pulse: number,
 * }} Marks
 */

/**
 * The highlights of one element.
 * @param {Ctx} ctx @param {Item} it @param {Marks} ui
 * @param {Rect} [box] where they go (the element's own rectangle unless it shows another part)
 * @param {boolean} [picked] picked in an editor: outlined green, with a tick
 */
export function highlight(ctx, it, ui, box = it, picked = false) {
  const flash = ui.flash.get(it.id);
  if (ui.changed?.has(it.id) && !(flash && flash > 0.6)) {
    ctx.save();
    roundRect(ctx, box.x - 2, box.y - 2, box.w + 4, box.h + 4, 6);
    ctx.lineWidth = 2.5;
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = COLORS.flash;
    ctx.stroke();
    ctx.restore();
  }
  if (flash) {
    ctx.save();
    ctx.globalAlpha = Math.min(1, flash);
    ring(ctx, box, 2, 3.5, COLORS.flash, { color: COLORS.flash, blur: 10 });
    ctx.restore();
  }
  if (ui.legal.has(it.id) || picked) {
    ring(ctx, box, 1.5, picked ? 3.5 : 2.5, picked ? COLORS.selected : COLORS.legal, {
      color: picked ? 'rgba(26,163,107,0.5)' : COLORS.legalGlow,
      blur: 6 + 6 * ui.pulse,
    });
  }
  if (picked) tick(ctx, box.x + Math.min(box.w, it.w) - 9, box.y + 9);
  if (ui.hover === it.id && (ui.legal.has(it.id) || it.kind !== 'playerFrame')) {
    // A highlighter's tint (multiplied: the ink stays as dark) and, on a target, a bolder ring.
    // A pale veil over the ink is what a disabled element looks like.
    ctx.save();
    roundRect(ctx, box.x, box.y, Math.min(box.w, it.w), box.h, 5);
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = ui.legal.has(it.id) ? COLORS.hover : 'rgba(235,225,205,0.35)';
    ctx.fill();
    ctx.globalCompositeOperation = 'source-over';
    if (ui.legal.has(it.id) && !picked) {
      ctx.lineWidth = 4;
      ctx.strokeStyle = COLORS.legal;
      ctx.stroke();
    }
    ctx.restore();
  }
}

/**
 * A glowing ring `out` units outside the box, `width` wide.
 * @param {Ctx} ctx @param {Rect} box @param {number} out @param {number} width
 * @param {string} color @param {{color: string, blur: number}} glow
 */
function ring(ctx, box, out, width, color, glow) {
  const [x, y, w, h] = [box.x - out, box.y - out, box.w + 2 * out, box.h + 2 * out];
  roundRectShadow(ctx, x, y, w, h, 6, { ...glow, lineWidth: width });
  roundRect(ctx, x, y, w, h, 6);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.stroke();
}

/** A check mark in a green disc. @param {Ctx} ctx @param {number} x @param {number} y */
function tick(ctx, x, y) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, 7, 0, Math.PI * 2);
  ctx.fillStyle = COLORS.selected;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(x - 3.5, y + 0.2);
  ctx.lineTo(x - 1, y + 3);
  ctx.lineTo(x + 3.8, y - 3);
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.restore();
}

/**
 * A numbered disc on an element's top left corner (over its edge, off most of its text): a
 * hint's rank for the choice it marks.
 * @param {Ctx} ctx @param {Item} it @param {number} rank
 */
export function rankBadge(ctx, it, rank) {
  const r = 8.5;
  const x = it.x + 3;
  const y = it.y + 3;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = COLORS.legal;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 3;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = COLORS.ink;
  ctx.stroke();
  ctx.fillStyle = COLORS.ink;
  ctx.font = `700 12px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(rank), x, y + 0.5);
  ctx.restore();
}
