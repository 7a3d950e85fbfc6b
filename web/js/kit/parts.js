// @ts-check
/**
 * The parts every game's table draws alike, in sheet units: the sea the sheet lies on, the
 * paper panels behind its blocks and its captions, a role card's face, edge and taker, a
 * player's frame and the pieces of his header (crown, role badge, name, numbers), a building's
 * card with the strip of its good, a name that fits, a VP mark and a count badge. Each game's
 * renderer (games/<game>/render.js) draws the rest, and says with what: colours, names and sizes
 * come as arguments.
 */
import { t } from './text.js';
import {
  canFit,
  drawCrown,
  drawVp,
  roundRect,
  setTextFloor,
  text,
  textLines,
  textSize,
} from './shapes.js';
import { roundRectShadow } from './soft-shadow.js';
import { COLORS, FONT, GOOD_COLORS, SEAT_COLORS, TITLE_FONT } from './theme.js';

/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./layout.js').Rect} Rect */

/**
 * Starts a frame: clears the canvas, paints the sea over all of it and sets the sheet's
 * transform (its scale and offset, at the device's pixel ratio).
 * @param {Ctx} ctx a context whose canvas backing store is width*dpr x height*dpr
 * @param {import('./layout.js').Layout} layout @param {number} dpr
 */
export function beginSheet(ctx, layout, dpr) {
  setTextFloor(layout.minText, layout.liftText);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const sea = ctx.createLinearGradient(0, 0, 0, layout.height);
  sea.addColorStop(0, COLORS.seaTop);
  sea.addColorStop(1, COLORS.seaBottom);
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, layout.width, layout.height);
  const s = layout.scale * dpr;
  ctx.setTransform(s, 0, 0, s, layout.ox * dpr, layout.oy * dpr);
  ctx.lineJoin = 'round';
}

/**
 * A sheet of paper lying on the table: the item's rounded rectangle filled with paper, with the
 * shadow it casts below it (`shade`: the shadow's darkness, 0..1; `blur` in units).
 * @param {Ctx} ctx @param {Item} it @param {number} radius
 * @param {{shade: number, blur: number}} shadow
 */
function paperOnTable(ctx, it, radius, shadow) {
  roundRectShadow(ctx, it.x, it.y, it.w, it.h, radius, {
    covered: true,
    color: `rgba(0,0,0,${shadow.shade})`,
    blur: shadow.blur,
    offsetY: 2,
  });
  roundRect(ctx, it.x, it.y, it.w, it.h, radius);
  ctx.fillStyle = COLORS.paper;
  ctx.fill();
}

/**
 * A paper panel (kit/layout.js `frame`), with its title if it has one.
 * @param {Ctx} ctx @param {Item} it
 */
export function drawPanel(ctx, it) {
  paperOnTable(ctx, it, 8, { shade: 0.25, blur: 6 });
  roundRect(ctx, it.x + 0.5, it.y + 0.5, it.w - 1, it.h - 1, 8);
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLORS.paperEdge;
  ctx.stroke();
  if (it.title) {
    text(ctx, t(it.title), it.x + 9, it.y + 11, it.w - 18, 11.5, COLORS.inkSoft, { weight: '700' });
  }
}

/**
 * A caption on the sheet (an item of kind `label`: its language-file key is its `title`), `pad` in
 * from its sides.
 * @param {Ctx} ctx @param {Item} it @param {string} color @param {number} pad
 */
export function drawLabel(ctx, it, color, pad) {
  text(ctx, t(it.title ?? ''), it.x + pad, it.y + it.h / 2, it.w - 2 * pad, 11, color, {
    weight: '700',
  });
}

// --- role cards ----------------------------------------------------------------------------------

/**
 * A role card's face: the paper card, the band of the role's colour at its top (`share` of its
 * height, 24 units at most) and the role's name on it, on two lines where one would be too small
 * (the band then as tall as two lines take at the sheet's text floor).
 * @param {Ctx} ctx @param {Item} it @param {string} color @param {string} name
 * @param {number} share @param {number} nameMin the smallest size of the name on one line
 * @returns {{band: number, bodyY: number, bodyH: number}} the band's height, and the body below it
 */
export function roleCard(ctx, it, color, name, share, nameMin) {
  paperOnTable(ctx, it, 7, { shade: 0.3, blur: 5 });
  // A long name (Icelandic "Byggingameistari") goes on two lines where one would be too small.
  const title = {
    weight: '700',
    family: TITLE_FONT,
    align: /** @type {CanvasTextAlign} */ ('center'),
    min: nameMin,
  };
  const oneLine = canFit(ctx, name, it.w - 8, 1, title);
  let band = Math.min(24, it.h * share);
  const twoLines = textSize(Math.min(11, band / 2.3));
  if (!oneLine) band = Math.max(band, twoLines * 2.3);
  ctx.save();
  roundRect(ctx, it.x, it.y, it.w, it.h, 7);
  ctx.clip();
  ctx.fillStyle = color;
  ctx.fillRect(it.x, it.y, it.w, band);
  ctx.restore();
  if (oneLine) text(ctx, name, it.x + it.w / 2, it.y + band / 2 + 0.5, it.w - 8, 14, '#fff', title);
  else
    textLines(ctx, name, it.x + it.w / 2, it.y + band / 2 + 0.5, it.w - 6, 2, twoLines, '#fff', {
      ...title,
      min: 7,
    });
  return { band, bodyY: it.y + band, bodyH: it.h - band };
}

/**
 * Who took the role this round, in the card's body: the body darkened, his colour's dot, his name.
 * @param {Ctx} ctx @param {Item} it @param {{bodyY: number, bodyH: number}} body
 * @param {number} seat @param {string} name
 */
export function roleTaker(ctx, it, body, seat, name) {
  const { bodyY, bodyH } = body;
  ctx.fillStyle = 'rgba(59,42,23,0.10)';
  ctx.fillRect(it.x + 1, bodyY, it.w - 2, bodyH - 1);
  const r = Math.min(5, bodyH * 0.18);
  ctx.beginPath();
  ctx.arc(it.x + 10, bodyY + bodyH / 2, r, 0, Math.PI * 2);
  ctx.fillStyle = SEAT_COLORS[seat % SEAT_COLORS.length];
  ctx.fill();
  text(ctx, name, it.x + 18, bodyY + bodyH / 2, it.w - 24, 12, COLORS.ink, { weight: '700' });
}

/**
 * A role card's edge, in its taker's colour while his role is carried out; `dimmed`: greyed
 * (taken, and not the role under way).
 * @param {Ctx} ctx @param {Item} it @param {number|null} takenBy @param {boolean} active
 * @param {boolean} dimmed
 */
export function roleCardEdge(ctx, it, takenBy, active, dimmed) {
  roundRect(ctx, it.x + 0.5, it.y + 0.5, it.w - 1, it.h - 1, 7);
  ctx.lineWidth = active ? 3 : 1;
  ctx.strokeStyle =
    active && takenBy !== null ? SEAT_COLORS[takenBy % SEAT_COLORS.length] : COLORS.paperEdge;
  ctx.stroke();
  if (dimmed) {
    roundRect(ctx, it.x, it.y, it.w, it.h, 7);
    ctx.fillStyle = 'rgba(20,30,35,0.22)';
    ctx.fill();
  }
}

// --- players -------------------------------------------------------------------------------------

/**
 * A player's frame: paper with a band of his seat's colour (`band` units) for his header,
 * glowing gold while it is his turn.
 * @param {Ctx} ctx @param {Item} it @param {boolean} current his turn
 * @param {number} band @param {{lift?: number, body?: string|null}} [look] `lift`: the shadow's
 *   drop when it is not his turn; `body`: a colour for the frame below the band
 */
export function playerFrame(ctx, it, current, band, look = {}) {
  const seat = it.seat ?? 0;
  roundRectShadow(ctx, it.x, it.y, it.w, it.h, 9, {
    covered: true,
    color: current ? 'rgba(255, 201, 40, 0.9)' : 'rgba(0,0,0,0.25)',
    blur: current ? 14 : 6,
    offsetY: current ? 0 : (look.lift ?? 0),
  });
  roundRect(ctx, it.x, it.y, it.w, it.h, 9);
  ctx.fillStyle = COLORS.paper;
  ctx.fill();
  ctx.save();
  roundRect(ctx, it.x, it.y, it.w, it.h, 9);
  ctx.clip();
  ctx.fillStyle = SEAT_COLORS[seat % SEAT_COLORS.length];
  ctx.fillRect(it.x, it.y, it.w, band);
  if (look.body) {
    ctx.fillStyle = look.body;
    ctx.fillRect(it.x, it.y + band, it.w, it.h);
  }
  ctx.restore();
  roundRect(ctx, it.x + 0.5, it.y + 0.5, it.w - 1, it.h - 1, 9);
  ctx.lineWidth = current ? 3 : 1;
  ctx.strokeStyle = current ? COLORS.legal : COLORS.paperEdge;
  ctx.stroke();
}

/**
 * The governor's crown at the start of a header, if he is; where the name then starts.
 * @param {Ctx} ctx @param {number} x @param {number} cy @param {boolean} own
 * @param {boolean} governor
 */
export function headerCrown(ctx, x, cy, own, governor) {
  if (!governor) return x;
  drawCrown(ctx, x + 8, cy, own ? 8 : 6.5);
  return x + (own ? 20 : 16);
}

/**
 * A number at the right of a header, ending at `right`; its width.
 * @param {Ctx} ctx @param {string} label @param {number} right @param {number} cy
 * @param {number} size
 */
export function headerNumber(ctx, label, right, cy, size) {
  ctx.font = `800 ${textSize(size)}px ${FONT}`;
  const w = ctx.measureText(label).width;
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, right, cy + 0.5);
  return w;
}

/**
 * The badge of the role a player took this round, `w` wide, ending at `right` in his header; an
 * empty `label`: the badge of the role's colour alone.
 * @param {Ctx} ctx @param {string} label @param {string} color @param {number} right
 * @param {number} cy @param {number} w @param {boolean} own @param {boolean} outlined
 */
export function roleBadge(ctx, label, color, right, cy, w, own, outlined) {
  roundRect(ctx, right - w, cy - (own ? 9 : 7.5), w, own ? 18 : 15, 7);
  ctx.fillStyle = color;
  ctx.fill();
  if (outlined) {
    ctx.strokeStyle = 'rgba(255,255,255,0.7)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  if (label)
    text(ctx, label, right - w / 2, cy + 0.5, w - 6, own ? 11 : 9.5, '#fff', {
      weight: '700',
      align: 'center',
      min: 6,
    });
}

/**
 * The player's name in his header, from `x` to `right` (10 units at least).
 * @param {Ctx} ctx @param {string} name @param {number} x @param {number} right
 * @param {number} cy @param {number} size
 */
export function headerName(ctx, name, x, right, cy, size) {
  text(ctx, name, x, cy + 0.5, Math.max(10, right - x), size, '#fff', {
    weight: '800',
    family: TITLE_FONT,
    min: 8,
  });
}

// --- buildings -----------------------------------------------------------------------------------

/**
 * A building's card: its colours, and a strip on the left in the colour of the good it makes
 * (a building that makes none: its edge's colour).
 * @param {Ctx} ctx @param {Rect} it @param {{fill: string, edge: string}} col
 * @param {string|null|undefined} good @param {number} radius
 * @param {number} strip the strip's width
 * @param {boolean} stripEdge a line along the strip (in the good's edge colour)
 */
export function buildingCard(ctx, it, col, good, radius, strip, stripEdge) {
  roundRect(ctx, it.x, it.y, it.w, it.h, radius);
  ctx.fillStyle = col.fill;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = col.edge;
  ctx.stroke();
  ctx.save();
  roundRect(ctx, it.x, it.y, it.w, it.h, radius);
  ctx.clip();
  ctx.fillStyle = good ? GOOD_COLORS[good].fill : col.edge;
  ctx.fillRect(it.x, it.y, strip, it.h);
  if (stripEdge && good) {
    ctx.strokeStyle = GOOD_COLORS[good].edge;
    ctx.beginPath();
    ctx.moveTo(it.x + strip, it.y);
    ctx.lineTo(it.x + strip, it.y + it.h);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A name from the language file for a place `maxW` wide: the whole one (`key`) if it fits there in
 * `lines` lines, else its short form (`<key>.short`).
 * @param {Ctx} ctx @param {string} key @param {number} maxW @param {number} lines
 * @param {{weight: string, min: number}} style
 */
export function fittingName(ctx, key, maxW, lines, style) {
  const whole = t(key);
  return canFit(ctx, whole, maxW, lines, style) ? whole : t(`${key}.short`);
}

/**
 * A VP chip of radius `r` whose left edge is at `x`, with the VP beside it.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} r @param {number} vp
 */
export function vpMark(ctx, x, y, r, vp) {
  drawVp(ctx, x + r, y, r);
  text(ctx, String(vp), x + r * 2 + 3, y, 20, 10, COLORS.inkSoft, { weight: '800' });
}

/**
 * A small count badge whose bottom right corner is at (x, y).
 * @param {Ctx} ctx @param {number} x @param {number} y @param {string} label
 */
export function countBadge(ctx, x, y, label) {
  ctx.font = `800 ${textSize(10)}px ${FONT}`;
  const w = Math.max(15, ctx.measureText(label).width + 7);
  roundRect(ctx, x - w, y - 14, w, 14, 7);
  ctx.fillStyle = COLORS.ink;
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, x - w / 2, y - 7);
}
