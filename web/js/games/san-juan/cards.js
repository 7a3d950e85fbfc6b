// @ts-check
/**
 * San Juan's cards as the table draws them (render.js): a building in a city, and a card in the
 * hand or among the cards drawn. Each shows its name, its VP and, a production building, its
 * good; any other card its mark (symbols.js) and, where there is room for it at a readable size,
 * its effect in short words (effects.js).
 */
import { t } from '../../kit/text.js';
import { CARD } from './catalog.js';
import {
  LINE_HEIGHT,
  canFit,
  drawGood,
  drawVp,
  emptySpace,
  fitLines,
  roundRect,
  text,
  textLines,
  textSize,
} from '../../kit/shapes.js';
import { BUILDING_COLORS, COLORS, FONT } from '../../kit/theme.js';
import * as parts from '../../kit/parts.js';
import { LIFT } from './layout.js';
import { LEADING, drawEffect, effectOf, layEffect } from './effects.js';
import { cardSymbol } from './symbols.js';
import { roundRectShadow } from '../../kit/soft-shadow.js';

/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('../../kit/layout.js').Rect} Rect */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */
/** @typedef {import('./effects.js').EffectStyle} EffectStyle */

/** A card's back: the draw pile, a good on a building, the hand's count. */
export const CARD_BACK = { fill: '#6b4a2b', edge: '#3d2914', mark: 'rgba(255,230,180,0.35)' };
/** The statue, the victory column and the hero's card. */
const MONUMENT = { fill: '#e2dbe9', edge: '#6d5e82' };
/** The pale panel that holds a hand card's effect. */
const EFFECT_PANEL = 'rgba(255,250,240,0.5)';

/** The colours of a card by its kind. @param {string} name */
export function cardColors(name) {
  const card = CARD[name];
  if (card.good) return BUILDING_COLORS[card.good];
  if (card.kind === 'monument') return MONUMENT;
  return card.kind === 'bonus' ? BUILDING_COLORS.large : BUILDING_COLORS.violet;
}

/**
 * A card's or building's name: the whole name if it fits there, else its short form.
 * @param {Ctx} ctx @param {string} name @param {number} maxW @param {number} lines
 * @param {{weight: string, min: number}} style
 */
function cardName(ctx, name, maxW, lines, style) {
  return parts.fittingName(ctx, `sj.card.${name}`, maxW, lines, style);
}

/**
 * The cost of a card in cards: a small white card with the number.
 * @param {Ctx} ctx @param {number} x @param {number} y @param {number} h @param {number} cost
 */
function costBadge(ctx, x, y, h, cost) {
  const w = h * 0.74;
  roundRect(ctx, x, y, w, h, 2.5);
  ctx.fillStyle = '#fffaf0';
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLORS.ink;
  ctx.stroke();
  ctx.fillStyle = COLORS.ink;
  ctx.font = `800 ${textSize(Math.round(h * 0.72))}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(cost), x + w / 2, y + h / 2 + 0.5);
  return w;
}

/**
 * A production building's good, face down, or its empty place.
 * @param {Ctx} ctx @param {Item} it @param {string} good
 * @param {boolean} corner in the bottom corner (a small place), else a column at the right
 * @param {number} goodW @param {number} goodH
 */
function buildingGood(ctx, it, good, corner, goodW, goodH) {
  const gx = it.x + it.w - goodW - (corner ? 3 : 5);
  const gy = corner ? it.y + it.h - goodH - 3 : it.y + (it.h - goodH) / 2;
  if (it.good) {
    roundRect(ctx, gx, gy, goodW, goodH, 3);
    ctx.fillStyle = CARD_BACK.fill;
    ctx.fill();
    ctx.strokeStyle = CARD_BACK.edge;
    ctx.stroke();
    drawGood(ctx, good, gx + goodW / 2, gy + goodH / 2, Math.min(goodW * 0.3, 8));
  } else {
    emptySpace(ctx, gx, gy, goodW, goodH, 3);
    drawGood(ctx, good, gx + goodW / 2, gy + goodH / 2, Math.min(goodW * 0.26, 7), 0.3);
  }
}

/**
 * A building in a city: name, VP and, on a production building, its good face down (or its
 * empty place); any other building its mark beside the VP and, where the place has room, its
 * effect under the name; the chapel shows the cards under it.
 * @param {Ctx} ctx @param {Item} it @param {SanJuanView} view
 * @param {number} effectMin the smallest size (units) of its effect
 */
export function drawBuilding(ctx, it, view, effectMin) {
  const name = it.card ?? '';
  const info = CARD[name];
  const col = cardColors(name);
  parts.buildingCard(ctx, it, col, info.good, 5, it.own ? 5 : 3, false);
  const pad = it.own ? 9 : 6;
  // A wide place keeps its good in a column at the right; a small one in its bottom corner, so
  // that the name has the whole width.
  const corner = it.w < 96;
  const goodH = corner ? Math.min(it.h * 0.36, 16) : Math.min(it.h * 0.62, it.w * 0.32);
  const goodW = goodH * 0.72;
  const small = it.h < 40;
  const vpR = Math.min(5.5, it.h * 0.13);
  const nameW = it.w - pad - 4 - (info.good && !corner ? goodW + 8 : 0);
  const style = { weight: '700', min: small ? 7 : 7.5 };
  const size = it.own ? 12.5 : 11;
  let lines = !small && it.h >= 44 ? 2 : 1;
  let nameY = small ? it.y + it.h * 0.36 : it.y + Math.min(it.h * 0.36, 20);
  let vy = it.y + it.h - vpR - Math.max(3, it.h * 0.09);
  // The effect goes under the name, down to the VP, in a place with room for two lines of it:
  // a low one makes that room with its name on one line at the top and the VP at the bottom.
  const effect = small || info.good ? '' : effectOf(name);
  let roomy = it.h >= 90;
  if (effect && !roomy) {
    const top = it.y + 4 + size * 0.56;
    const low = it.y + it.h - vpR - 3;
    ctx.font = `700 ${size}px ${FONT}`;
    roomy =
      low - vpR - 3 - (top + size * 0.56 + 3) >= 2 * effectMin * LEADING &&
      ctx.measureText(t(`sj.card.${name}`).replaceAll('\u00AD', '')).width <= nameW;
    if (roomy) {
      lines = 1;
      nameY = top;
      vy = low;
    }
  }
  const label = cardName(ctx, name, nameW, lines, style);
  const used = textLines(ctx, label, it.x + pad, nameY, nameW, lines, size, COLORS.ink, style);
  if (effect && roomy) {
    const top = nameY + used / 2 + 3;
    const box = { x: it.x + pad, y: top, w: it.w - pad - 5, h: vy - vpR - 3 - top };
    /** @type {EffectStyle} */
    const look = {
      size: it.own ? 11.5 : 11,
      min: effectMin,
      lines: 4,
      align: 'left',
      valign: 'top',
    };
    const laid = layEffect(ctx, name, box, look);
    if (laid) drawEffect(ctx, laid, box, look);
  }
  parts.vpMark(ctx, it.x + pad, vy, vpR, info.vp);
  let right = it.x + it.w - 4;
  if (name === 'chapel') {
    const p = view.players[it.seat ?? 0];
    // Another player's count is his secret until the end (null): a question mark.
    if (p.chapel_size !== 0) {
      const badge = `×${p.chapel_size ?? '?'}`;
      parts.countBadge(ctx, it.x + it.w - 3, it.y + it.h - 3, badge);
      ctx.font = `800 ${textSize(10)}px ${FONT}`;
      right -= Math.max(15, ctx.measureText(badge).width + 7) + 2;
    }
  }
  if (!info.good) {
    const r = Math.min(vpR * 1.5, 8.5);
    if (right - r * 2 > it.x + pad + vpR * 2 + 14)
      cardSymbol(ctx, name, right - r, vy, r, col.edge);
    return;
  }
  buildingGood(ctx, it, info.good, corner, goodW, goodH);
}

/**
 * A hand card's body: white border with a shadow, its colour inside.
 * @param {Ctx} ctx @param {Rect} c @param {{fill: string, edge: string}} col
 */
function cardFace(ctx, c, col) {
  roundRectShadow(ctx, c.x, c.y, c.w, c.h, 7, {
    covered: true,
    color: 'rgba(0,0,0,0.35)',
    blur: 5,
    offsetX: -1,
  });
  roundRect(ctx, c.x, c.y, c.w, c.h, 7);
  ctx.fillStyle = '#fffaf0';
  ctx.fill();
  roundRect(ctx, c.x + 3, c.y + 3, c.w - 6, c.h - 6, 5);
  ctx.fillStyle = col.fill;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = col.edge;
  ctx.stroke();
}

/**
 * A hand card's top left corner: its cost (in cards) and VP.
 * @param {Ctx} ctx @param {Rect} c @param {{cost: number, vp: number}} info
 * @param {boolean} narrow a small card (its VP beside the chip)
 * @returns {{column: number, corner: {w: number, h: number}}} the corner's column's width and
 *   the size of what it holds
 */
function cornerNumbers(ctx, c, info, narrow) {
  const badgeH = Math.min(20, c.w * 0.24);
  costBadge(ctx, c.x + 6, c.y + 6, badgeH, info.cost);
  const vr = badgeH * 0.42;
  const chipX = c.x + 6 + badgeH * 0.37;
  const chipY = c.y + 6 + badgeH + vr + 5;
  drawVp(ctx, chipX, chipY, vr);
  const vp = String(info.vp);
  const vpX = narrow ? chipX + vr + 2 : chipX;
  const vpY = narrow ? chipY : chipY + vr + 7;
  ctx.fillStyle = COLORS.ink;
  ctx.font = `800 ${textSize(Math.round(badgeH * 0.6))}px ${FONT}`;
  ctx.textAlign = narrow ? 'left' : 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(vp, vpX, vpY);
  const column = badgeH * 0.74 + 8;
  // the corner's cost and VP
  return {
    column,
    corner: narrow
      ? { w: Math.max(column, vpX + ctx.measureText(vp).width + 3 - c.x), h: chipY + vr + 2 - c.y }
      : { w: column, h: vpY + badgeH * 0.3 - c.y },
  };
}

/**
 * A card in the hand or among the cards drawn: the whole card, raised if picked (`raised`),
 * outlined if it is the one being built (`building`); where the next card covers it, its name
 * runs up the part that shows.
 * @param {Ctx} ctx @param {Item} it @param {{raised: boolean, building: boolean}} state
 * @param {number} effectMin the smallest size (units) of its effect
 */
export function drawHandCard(ctx, it, state, effectMin) {
  const full = it.full;
  if (!full) return;
  const name = it.card ?? '';
  const info = CARD[name];
  const col = cardColors(name);
  const c = { x: full.x, y: full.y - (state.raised ? LIFT : 0), w: full.w, h: full.h };
  cardFace(ctx, c, col);
  // corner: cost (in cards) and VP, the VP's number under its chip; on a small card, beside it,
  // which leaves the name, across the card below them, room above the mark
  const narrow = c.w < 90;
  const { corner, column } = cornerNumbers(ctx, c, info, narrow);
  // The face (the name, and a production building's good) in the part that shows; where the
  // next card leaves too little of it, the name runs up the strip instead.
  const shows = it.covered ? it.w : c.w;
  // A small card names itself across its whole width, below the corner's numbers.
  const faceX = narrow ? c.x + 5 : c.x + column + 2;
  const faceW = narrow ? shows - 10 : shows - column - 8;
  const style = { weight: '700', min: narrow ? 7 : 8 };
  const whole = t(`sj.card.${name}`);
  const lines = narrow ? 2 : 3;
  const faceName =
    (!it.covered || !narrow) && faceW >= 44 && canFit(ctx, whole, faceW, lines, style)
      ? whole
      : (!it.covered || !narrow) &&
          faceW >= 40 &&
          canFit(ctx, t(`sj.card.${name}.short`), faceW, lines, style)
        ? t(`sj.card.${name}.short`)
        : null;
  if (faceName) {
    const size = narrow ? 11 : 13;
    const laid = fitLines(ctx, faceName, faceW, lines, size, style);
    const nameH = laid.lines.length * laid.size * LINE_HEIGHT;
    const nameY = narrow ? c.y + corner.h + 2 + nameH / 2 : c.y + 30;
    const used = textLines(
      ctx,
      faceName,
      faceX + faceW / 2,
      nameY,
      faceW,
      lines,
      size,
      COLORS.ink,
      {
        ...style,
        align: 'center',
      },
    );
    // Below the name and the corner's numbers: the mark, and the effect if it has room.
    const top = Math.max(nameY + used / 2, narrow ? 0 : c.y + corner.h) + 4;
    if (info.good || !effectFace(ctx, name, c, shows, top, corner, effectMin)) {
      // (A covered card's strip holds its name; the mark goes only where the name is on the face.)
      if (!it.covered || shows >= column + 30) {
        // (a small card's in the middle of the room under its name)
        const mid = narrow ? (top + c.y + c.h - 6) / 2 : c.y + c.h * 0.62;
        const room = narrow ? (c.y + c.h - 6 - top) / 2 : Infinity;
        const cx = it.covered ? c.x + Math.max(column + 14, shows / 2 + column / 2) : c.x + c.w / 2;
        if (info.good) drawGood(ctx, info.good, cx, mid, Math.min(c.w * 0.16, 14, room));
        else cardSymbol(ctx, name, cx, mid, Math.min(c.w * 0.15, 13, room), col.edge);
      }
    }
  } else {
    stripName(ctx, it, c, corner, column, whole, t(`sj.card.${name}.short`));
  }
  if (state.building) {
    ctx.save();
    roundRect(ctx, c.x, c.y, c.w, c.h, 7);
    ctx.lineWidth = 3;
    ctx.setLineDash([5, 3]);
    ctx.strokeStyle = COLORS.selected;
    ctx.stroke();
    ctx.restore();
  }
}

/**
 * A hand card's name running up the part of it that shows, right of the corner's column: below
 * the corner's cost and VP, or, where the strip has room for it right of them, the whole card's
 * height. The whole name where it fits, else its short form.
 * @param {Ctx} ctx @param {Item} it @param {Rect} c the card
 * @param {{w: number, h: number}} corner the size of the cost and VP in the top left corner
 * @param {number} column the width of the corner's column
 * @param {string} whole @param {string} short the card's name and its short form
 */
function stripName(ctx, it, c, corner, column, whole, short) {
  const size = 12;
  const half = textSize(size) / 2;
  const under = column + Math.min(10, (it.w - column) / 2) + 2;
  const right = Math.max(under, corner.w + half + 1);
  const beside = right + half + 1 <= it.w;
  const below = c.h - corner.h - 8;
  const up = { weight: '700', min: 7 };
  const rooms = beside ? [below, c.h - 12] : [below];
  const roomFor = (/** @type {string} */ s) => rooms.find((room) => canFit(ctx, s, room, 1, up));
  const wholeRoom = roomFor(whole);
  const label = wholeRoom === undefined ? short : whole;
  const room = wholeRoom ?? roomFor(short) ?? rooms[rooms.length - 1];
  ctx.save();
  ctx.translate(c.x + (beside ? right : under), c.y + c.h - 6);
  ctx.rotate(-Math.PI / 2);
  text(ctx, label, 0, 0, room, size, COLORS.ink, up);
  ctx.restore();
}

/**
 * A hand card's face below its name from `top` down, if its effect has room there: the effect in
 * a pale panel at the bottom of the part that shows, the card's mark above it (on a narrow card,
 * whose name is under the corner's cost and VP, beside them). Returns whether it did (else
 * nothing is drawn).
 * @param {Ctx} ctx @param {string} name @param {Rect} c the card @param {number} shows
 * the width of it that shows @param {number} top
 * @param {{w: number, h: number}} corner the size of the cost and VP in the top left corner
 * @param {number} effectMin the effect's smallest size (units)
 */
function effectFace(ctx, name, c, shows, top, corner, effectMin) {
  const narrow = c.w < 90;
  const r = narrow
    ? Math.min((c.w - corner.w) * 0.3, corner.h * 0.3, 13)
    : Math.min(c.w * 0.13, 14);
  const panelY = narrow ? top : Math.max(top + r * 2 + 12, c.y + c.h * 0.55);
  const inset = narrow ? 3 : 5;
  const panel = {
    x: c.x + 2 + inset,
    y: panelY,
    w: shows - 4 - inset * 2,
    h: c.y + c.h - 8 - panelY,
  };
  const box = {
    x: panel.x + inset - 1,
    y: panel.y + inset,
    w: panel.w - inset * 2 + 2,
    h: panel.h - inset * 2,
  };
  /** @type {EffectStyle} */
  const look = {
    size: narrow ? 11 : 12,
    min: effectMin,
    lines: 5,
    align: 'center',
    valign: 'middle',
  };
  const laid = layEffect(ctx, name, box, look);
  if (!laid) return false;
  // (The panel runs on under the next card, if one covers this.)
  roundRect(ctx, panel.x, panel.y, c.x + c.w - 2 - inset - panel.x, panel.h, 4);
  ctx.fillStyle = EFFECT_PANEL;
  ctx.fill();
  drawEffect(ctx, laid, box, look);
  const edge = cardColors(name).edge;
  if (narrow) cardSymbol(ctx, name, c.x + (c.w + corner.w) / 2, c.y + corner.h / 2 + 2, r, edge);
  else cardSymbol(ctx, name, c.x + shows / 2, (top + panelY) / 2, r, edge);
  return true;
}
