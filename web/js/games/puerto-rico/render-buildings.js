// @ts-check
/**
 * Draws the buildings: those for sale (and Expansion I's draft candidates and empty spaces), and
 * those in a player's city with their colonists.
 */
import { BUILDING } from './catalog.js';
import { buildingCircles } from './layout-players.js';
import {
  drawCircle,
  drawCoin,
  drawColonist,
  drawVp,
  emptySpace,
  roundRect,
  text,
  textFloor,
  textLines,
} from '../../kit/shapes.js';
import { COLORS, FONT } from '../../kit/theme.js';
import * as parts from '../../kit/parts.js';
import { buildingColor } from './palette.js';

/** @typedef {import('./render.js').UiState} UiState */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {CanvasRenderingContext2D} Ctx */

/**
 * A building's name for a tile: the whole name if it fits there, else its short form.
 * @param {Ctx} ctx @param {string} name @param {number} maxW @param {number} lines
 * @param {{weight: string, min: number}} style
 */
function buildingName(ctx, name, maxW, lines, style) {
  return parts.fittingName(ctx, `building.${name}`, maxW, lines, style);
}

/**
 * A building's card (kit/parts.js): its colours, and a strip on the left in the colour of the
 * good it makes (violet buildings: their edge colour).
 * @param {Ctx} ctx @param {Item} it @param {string} name @param {number} radius
 * @param {number} strip strip width @param {boolean} stripEdge draw a line along the strip
 */
function drawBuildingTile(ctx, it, name, radius, strip, stripEdge) {
  parts.buildingCard(ctx, it, buildingColor(name), BUILDING[name].good, radius, strip, stripEdge);
}

/**
 * A building for sale (or, in the draft, a candidate: `left` is then the copies it brings).
 * @param {Ctx} ctx @param {Item} it @param {number} left copies left @param {UiState} ui
 */
export function drawMarket(ctx, it, left, ui) {
  const name = it.building ?? '';
  const info = BUILDING[name];
  drawBuildingTile(ctx, it, name, 5, 5, true);
  const pad = 9;
  const rowH = Math.min(18, it.h * 0.36);
  const nameH = it.h - rowH - 4;
  // bottom row: cost coin, VP chip, circles; copies left at its right, or at the name's right
  // where the row is too narrow for the circles (three circles on the square sheet)
  const cy = it.y + it.h - rowH / 2 - 3;
  const r = Math.min(6.5, rowH * 0.42);
  const cost = ui.costs.get(name);
  const costLabel = String(cost !== undefined ? cost : info.cost);
  ctx.font = `800 11.5px ${FONT}`;
  const cw = ctx.measureText(costLabel).width;
  const vw = ctx.measureText(String(info.vp)).width;
  const circlesX = it.x + pad + r * 2 + 3 + cw + 6 + r * 2 + 2 + vw + 5;
  const copies = `×${left}`;
  ctx.font = `700 10.5px ${FONT}`;
  const copiesW = ctx.measureText(copies).width;
  const copiesX = it.x + it.w - 5 - copiesW - 3;
  const copiesUp = copiesX - circlesX < info.circles * (2 * 3.2 + 1.5);
  const nameW = it.w - pad - 4 - (copiesUp ? copiesW + 4 : 0);
  const nameStyle = { weight: '700', min: 7.5 };
  // Two lines where they fit, at the sheet's text floor where it has one (the square sheet's
  // touch-sized buildings): a whole name rather than its short form.
  const floor = textFloor();
  const nameLines = nameH >= 26 || (floor && nameH >= 2.24 * floor) ? 2 : 1;
  textLines(
    ctx,
    buildingName(ctx, name, nameW, nameLines, nameStyle),
    it.x + pad,
    it.y + 2 + nameH / 2,
    nameW,
    nameLines,
    nameLines === 2 ? Math.min(12, nameH / 2.24) : 12,
    COLORS.ink,
    nameStyle,
  );
  let x = it.x + pad;
  drawCoin(ctx, x + r, cy, r);
  x += r * 2 + 3;
  text(
    ctx,
    costLabel,
    x,
    cy + 0.5,
    22,
    11.5,
    cost !== undefined && cost < info.cost ? '#1c7a3e' : COLORS.ink,
    { weight: '800' },
  );
  x += cw + 6;
  drawVp(ctx, x + r * 0.95, cy, r * 0.95);
  x += r * 2 + 2;
  text(ctx, String(info.vp), x, cy + 0.5, 16, 11.5, COLORS.ink, { weight: '800' });
  x = circlesX;
  const room = (copiesUp ? it.x + it.w - 5 : copiesX) - x;
  const cr = Math.max(2.5, Math.min(4.2, r * 0.7, (room / info.circles - 1.5) / 2));
  for (let i = 0; i < info.circles; i++) drawCircle(ctx, x + cr + i * (cr * 2 + 1.5), cy, cr);
  text(
    ctx,
    copies,
    it.x + it.w - 5,
    copiesUp ? it.y + 2 + nameH / 2 : cy + 0.5,
    24,
    10.5,
    left ? COLORS.inkSoft : COLORS.vp,
    { weight: '700', align: 'right' },
  );
  if (left === 0 || ui.disabled.has(it.id)) {
    roundRect(ctx, it.x, it.y, it.w, it.h, 5);
    ctx.fillStyle = left === 0 ? 'rgba(235,225,205,0.78)' : COLORS.disabled;
    ctx.fill();
  }
}

/** An empty board space during Expansion I's draft: its cost, waiting for a building.
 * @param {Ctx} ctx @param {Item} it */
export function drawMarketSpace(ctx, it) {
  emptySpace(ctx, it.x, it.y, it.w, it.h, 5);
  const r = Math.min(6.5, it.h * 0.2);
  const cy = it.y + it.h / 2;
  drawCoin(ctx, it.x + 9 + r, cy, r);
  text(ctx, String(it.index ?? ''), it.x + 9 + r * 2 + 4, cy + 0.5, 24, 11.5, COLORS.inkSoft, {
    weight: '800',
  });
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui */
export function drawCity(ctx, it, view, ui) {
  const name = it.building ?? '';
  const info = BUILDING[name];
  const p = view.players[it.seat ?? 0];
  const entry = p.city.find((c) => c.building === name);
  let workers = entry ? entry.colonists : 0;
  if (ui.mayor && it.seat === ui.seat) workers = ui.mayor.arr[name] ?? 0;
  drawBuildingTile(ctx, it, name, 4, it.own ? 5 : 3, false);
  const circles = buildingCircles(it, info.circles);
  const circlesW = circles.length
    ? it.x + it.w - Math.min(...circles.map((c) => c.x - c.r)) + 2
    : 0;
  const pad = it.own ? 9 : 5;
  if (it.h >= 30) {
    const top = circles.length ? circles[0].y - circles[0].r - 2 : it.y + it.h - 12;
    const room = top - it.y;
    const lines = room > 30 && it.own ? 2 : 1;
    const style = { weight: '700', min: 7 };
    const label = buildingName(ctx, name, it.w - pad - 4, lines, style);
    textLines(
      ctx,
      label,
      it.x + pad,
      it.y + Math.min(room / 2, lines === 2 ? 17 : 12),
      it.w - pad - 4,
      lines,
      it.own ? 12.5 : 11,
      COLORS.ink,
      style,
    );
    const vr = Math.min(5.5, it.h * 0.14);
    parts.vpMark(
      ctx,
      it.x + pad,
      circles.length ? circles[0].y : it.y + it.h - vr - 4,
      vr,
      info.vp,
    );
  } else {
    const style = { weight: '700', min: 6.5 };
    const label = buildingName(ctx, name, it.w - pad - circlesW, 1, style);
    text(
      ctx,
      label,
      it.x + pad,
      it.y + it.h / 2 + 0.5,
      it.w - pad - circlesW,
      10.5,
      COLORS.ink,
      style,
    );
  }
  circles.forEach((c, i) => {
    drawCircle(ctx, c.x, c.y, c.r);
    if (i < workers) drawColonist(ctx, c.x, c.y, c.r);
  });
}
