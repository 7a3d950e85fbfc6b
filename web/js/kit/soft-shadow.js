// @ts-check
/**
 * The shadow a rounded rectangle casts (filled, or stroked: a glowing ring), drawn as the canvas's
 * own shadow would draw it, but from a picture of it blurred once and kept: its corners as they
 * are and its edges and middle stretched (a nine-patch). A canvas without a GPU blurs the whole
 * of a shape for every shadow it draws, and the board's panels are large: the blur was most of
 * what a frame cost on such a canvas (two thirds at a tablet's two device pixels a CSS pixel).
 *
 * As with the canvas's shadowBlur and shadowOffset, the blur and offsets are canvas pixels,
 * whatever the transform; the shape is in the transform's units.
 */
import { roundRect } from './shapes.js';

/** @typedef {CanvasRenderingContext2D} Ctx */
/**
 * @typedef {{color: string, blur: number, offsetX?: number, offsetY?: number,
 *   lineWidth?: number, covered?: boolean}} Shadow `lineWidth`: the shadow of the shape's
 *   stroke that wide (in the transform's units), not of its fill; `covered`: the shape is then
 *   filled with an opaque colour, which hides the shadow's middle (not drawn: it would cost as
 *   much as the fill)
 */

const KEPT_MOST = 64; // blurred pictures kept (a new window size or scale makes new ones)
const STRAIGHT = 3; // canvas pixels of straight edge in the middle of each picture's sides
/** @type {Map<string, Patch>} */
const kept = new Map();

/**
 * A blurred picture: `margin` canvas pixels of shadow outside the shape's box, `inset` inside it
 * where the corners shape it; the column and row in its middle are the straight edges' profile.
 * @typedef {{image: HTMLCanvasElement|OffscreenCanvas, margin: number, inset: number,
 *   size: number, hollow: boolean}} Patch `hollow`: a ring's, with nothing in its middle
 */

/**
 * Draws the shadow of the rounded rectangle (x, y, w, h, r): only the shadow, not the shape.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {number} r @param {Shadow} shadow
 */
export function roundRectShadow(ctx, x, y, w, h, r, shadow) {
  const m = ctx.getTransform();
  const scale = m.a;
  const stroke = shadow.lineWidth === undefined ? 0 : shadow.lineWidth * scale;
  const radius = Math.max(0, Math.min(r, w / 2, h / 2)) * scale;
  // The box the shape covers, in whole canvas pixels (its edges drawn with no seam between).
  const left = Math.round(m.e + x * scale - stroke / 2 + (shadow.offsetX ?? 0));
  const top = Math.round(m.f + y * scale - stroke / 2 + (shadow.offsetY ?? 0));
  const right = Math.round(m.e + (x + w) * scale + stroke / 2 + (shadow.offsetX ?? 0));
  const bottom = Math.round(m.f + (y + h) * scale + stroke / 2 + (shadow.offsetY ?? 0));
  const patch =
    m.b === 0 && m.c === 0 && m.d === scale && scale > 0
      ? patchFor(Math.round(radius * 2) / 2, Math.round(stroke * 4) / 4, shadow)
      : null;
  if (!patch || right - left < 2 * patch.inset + 1 || bottom - top < 2 * patch.inset + 1) {
    nativeShadow(ctx, x, y, w, h, r, shadow);
    return;
  }
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const { image, margin, inset, size } = patch;
  const corner = margin + inset;
  // Where each of the three columns (and rows) is taken from: a corner, the middle's one pixel
  // stretched, the other corner.
  const from = [0, Math.floor(size / 2), size - corner];
  const wide = [corner, 1, corner];
  const xs = [left - margin, left + inset, right - inset, right + margin];
  const ys = [top - margin, top + inset, bottom - inset, bottom + margin];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      if (row === 1 && col === 1 && (patch.hollow || shadow.covered)) continue;
      const [dw, dh] = [xs[col + 1] - xs[col], ys[row + 1] - ys[row]];
      if (dw > 0 && dh > 0) {
        ctx.drawImage(image, from[col], from[row], wide[col], wide[row], xs[col], ys[row], dw, dh);
      }
    }
  }
  ctx.restore();
}

/**
 * The canvas's own shadow, where no kept picture fits (a turned transform, a shape smaller than
 * its blurred corners).
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {number} r @param {Shadow} shadow
 */
function nativeShadow(ctx, x, y, w, h, r, shadow) {
  ctx.save();
  ctx.shadowColor = shadow.color;
  ctx.shadowBlur = shadow.blur;
  ctx.shadowOffsetX = shadow.offsetX ?? 0;
  ctx.shadowOffsetY = shadow.offsetY ?? 0;
  castShadow(ctx, () => roundRect(ctx, x, y, w, h, r), shadow.lineWidth ?? 0);
  ctx.restore();
}

/**
 * Draws the path `trace` traces (filled, or stroked `stroke` wide) far outside the canvas with
 * its shadow thrown back into place, so that only the shadow lands (a shadow's offset is in
 * canvas pixels, so the shape moves by the inverse; a path is placed as it is traced).
 * @param {Ctx} ctx @param {() => void} trace @param {number} stroke
 */
function castShadow(ctx, trace, stroke) {
  const away = 2 * (ctx.canvas.width + ctx.canvas.height) + 1000;
  const m = ctx.getTransform();
  ctx.shadowOffsetX += away;
  ctx.setTransform(m.a, m.b, m.c, m.d, m.e - away, m.f);
  trace();
  if (stroke > 0) {
    ctx.lineWidth = stroke;
    ctx.strokeStyle = '#000';
    ctx.stroke();
  } else {
    ctx.fillStyle = '#000';
    ctx.fill();
  }
  ctx.setTransform(m);
}

/**
 * The blurred picture of a rounded rectangle with this radius (and stroke width, if a ring),
 * both in canvas pixels, made at first use and kept.
 * @param {number} radius @param {number} stroke @param {Shadow} shadow
 * @returns {Patch|null} null where no canvas can be made for it
 */
function patchFor(radius, stroke, shadow) {
  const key = `${radius}|${stroke}|${shadow.blur}|${shadow.color}`;
  const found = kept.get(key);
  if (found) return found;
  const margin = Math.ceil(1.5 * shadow.blur) + 2; // three sigmas (sigma = blur / 2), and a pixel
  const inset = Math.ceil(radius + stroke + 1.5 * shadow.blur) + 2;
  const side = 2 * inset + STRAIGHT; // the shape's box in the picture
  const size = side + 2 * margin;
  const image = blankCanvas(size);
  const ctx = image && image.getContext('2d');
  if (!image || !ctx) return null;
  // An offscreen canvas's context draws as a page canvas's does.
  const shape = /** @type {Ctx} */ (/** @type {unknown} */ (ctx));
  shape.shadowColor = shadow.color;
  shape.shadowBlur = shadow.blur;
  const half = stroke / 2;
  const inner = side - stroke;
  castShadow(
    shape,
    () => roundRect(shape, margin + half, margin + half, inner, inner, radius),
    stroke,
  );
  if (kept.size >= KEPT_MOST) kept.clear();
  const patch = { image, margin, inset, size, hollow: stroke > 0 };
  kept.set(key, patch);
  return patch;
}

/** @param {number} size @returns {HTMLCanvasElement|OffscreenCanvas|null} */
function blankCanvas(size) {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(size, size);
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  return canvas;
}
