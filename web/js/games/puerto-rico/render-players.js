// @ts-check
/**
 * Draws a player's board: its frame, header (name, doubloons, VP, role taken), goods, colonist
 * pool and island.
 */
import { roleOf } from './catalog.js';
import { t } from '../../kit/text.js';
import { tileCircle } from './layout-players.js';
import {
  canFit,
  drawCircle,
  drawCoin,
  drawColonist,
  drawGood,
  drawVp,
  emptySpace,
  roundRect,
  text,
  textSize,
} from '../../kit/shapes.js';
import { COLORS, FONT, TITLE_FONT } from '../../kit/theme.js';
import * as parts from '../../kit/parts.js';
import { ROLE_COLORS } from './palette.js';
import { drawTile } from './render-tiles.js';

/** @typedef {import('./render.js').UiState} UiState */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {CanvasRenderingContext2D} Ctx */

// --- players -----------------------------------------------------------------------------------

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui */
export function drawPlayerFrame(ctx, it, view, ui) {
  parts.playerFrame(ctx, it, ui.actor === (it.seat ?? 0), it.band ?? (it.own ? 34 : 27), {
    lift: 2,
  });
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui */
export function drawPlayerHeader(ctx, it, view, ui) {
  const seat = it.seat ?? 0;
  const p = view.players[seat];
  const own = !!it.own;
  const cy = it.y + it.h / 2 - (own ? 0 : 1);
  const size = own ? 15 : 12.5;
  const x = parts.headerCrown(ctx, it.x + 2, cy, own, view.governor === seat);
  // right side: doubloons and VP
  const r = own ? 8 : 6.5;
  const vpText =
    p.vp_chips === null || p.vp_chips === undefined ? t('board.vpHidden') : String(p.vp_chips);
  let rx = it.x + it.w - 2;
  rx -= parts.headerNumber(ctx, vpText, rx, cy, size) + r + 4;
  drawVp(ctx, rx, cy, r);
  rx -= r + 12;
  rx -= parts.headerNumber(ctx, String(p.doubloons), rx, cy, size) + r + 4;
  drawCoin(ctx, rx, cy, r);
  rx -= r + 8;
  // the role this player took this round
  const card = view.roles.find((c) => c.taken_by === seat);
  if (card) {
    const label = t(`role.${card.role}`).replaceAll('\u00AD', '');
    // The badge may take what the player's name, at its smallest, leaves; where its name would
    // not fit there, the badge is of the role's colour alone.
    ctx.font = `800 ${textSize(8)}px ${TITLE_FONT}`;
    const nameRoom = Math.min(ctx.measureText(p.name).width, 60) + 8;
    ctx.font = `700 ${textSize(own ? 11 : 9.5)}px ${FONT}`;
    const roleW = Math.min(
      ctx.measureText(label).width + 10,
      Math.max((rx - x) * 0.45, rx - x - nameRoom),
    );
    const named = canFit(ctx, label, roleW - 6, 1, { weight: '700', min: 6 });
    if (roleW > 24) {
      const w = named ? roleW : 16;
      const color = ROLE_COLORS[roleOf(card.role)];
      parts.roleBadge(ctx, named ? label : '', color, rx, cy, w, own, true);
      rx -= w + 6;
    }
  }
  parts.headerName(ctx, p.name, x, rx, cy, size);
  void ui;
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawPlayerGood(ctx, it, view) {
  const p = view.players[it.seat ?? 0];
  const good = it.good ?? 'corn';
  const n = p.goods[good] ?? 0;
  const r = Math.min(it.h * 0.3, it.w * 0.16, it.own ? 9 : 6.5);
  if (it.own) {
    roundRect(ctx, it.x, it.y, it.w, it.h, 4);
    ctx.fillStyle = n ? 'rgba(255,255,255,0.55)' : 'rgba(255,255,255,0.2)';
    ctx.fill();
  }
  // A tall cell (the square sheet's 2x3 goods) names the good under its count.
  const named = it.own && it.h >= 40 && it.w < 90;
  const cy = named ? it.y + it.h * 0.38 : it.y + it.h / 2;
  drawGood(ctx, good, it.x + r + 4, cy, r, n ? 1 : 0.3);
  text(
    ctx,
    String(n),
    it.x + r * 2 + 8,
    cy + 0.5,
    it.w - r * 2 - (it.own ? 10 : 8),
    it.own ? 14 : 11.5,
    n ? COLORS.ink : COLORS.inkFaint,
    { weight: '800' },
  );
  if (named) {
    text(ctx, t(`good.${good}.title`), it.x + 4, it.y + it.h * 0.78, it.w - 8, 10, COLORS.inkSoft, {
      weight: '600',
      min: 7,
    });
  } else if (it.own && it.w > 70) {
    text(
      ctx,
      t(`good.${good}.title`),
      it.x + it.w - 4,
      it.y + it.h / 2 + 0.5,
      it.w - r * 2 - 34,
      10,
      COLORS.inkSoft,
      { weight: '600', align: 'right' },
    );
  }
}

/**
 * The player's colonist pool, the space the printed board names San Juan (the language
 * file's `board.sanJuan`): its colonists, or while he arranges them, those he has still to place.
 * @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui
 */
export function drawColonistPool(ctx, it, view, ui) {
  const seat = it.seat ?? 0;
  let n = view.players[seat].san_juan;
  let label = t('board.sanJuan');
  if (ui.mayor && seat === ui.seat) {
    const placed = Object.values(ui.mayor.arr).reduce((a, b) => a + b, 0);
    n = Math.max(0, ui.mayor.hand - placed);
    label = t('board.colonists');
  }
  const r = Math.min(it.own ? 8 : 5.5, it.h * 0.3);
  if (it.own) {
    roundRect(ctx, it.x, it.y, it.w, it.h, 4);
    ctx.fillStyle =
      ui.mayor && seat === ui.seat && n > 0 ? 'rgba(255, 201, 40, 0.35)' : 'rgba(255,255,255,0.35)';
    ctx.fill();
    text(ctx, label, it.x + 4, it.y + it.h * 0.3, it.w - 8, 10, COLORS.inkSoft, { weight: '700' });
    drawColonist(ctx, it.x + 4 + r, it.y + it.h * 0.68, r);
    text(ctx, `×${n}`, it.x + 8 + r * 2, it.y + it.h * 0.68, it.w - r * 2 - 12, 13, COLORS.ink, {
      weight: '800',
    });
  } else {
    drawColonist(ctx, it.x + r + 2, it.y + it.h / 2, r);
    ctx.font = `800 11.5px ${FONT}`;
    const numW = ctx.measureText(String(n)).width;
    text(
      ctx,
      String(n),
      it.x + r * 2 + 5,
      it.y + it.h / 2 + 0.5,
      18,
      11.5,
      n ? COLORS.ink : COLORS.inkFaint,
      { weight: '800' },
    );
    const labelX = it.x + r * 2 + 9 + numW;
    const label2 = t('board.sanJuan');
    ctx.font = `600 ${textSize(9)}px ${FONT}`;
    if (ctx.measureText(label2).width <= it.x + it.w - labelX) {
      text(ctx, label2, labelX, it.y + it.h / 2 + 0.5, it.x + it.w - labelX, 9, COLORS.inkSoft, {
        weight: '600',
      });
    }
  }
}

/**
 * @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view
 * @param {{ui: UiState, occupancy: boolean[]}} env
 */
export function drawIsland(ctx, it, view, env) {
  if (!it.tile) {
    emptySpace(ctx, it.x, it.y, it.w, it.h, 4);
    return;
  }
  drawTile(ctx, it.tile, it.x, it.y, it.w, it.h);
  if (it.tile === 'forest') return; // no circle
  const seat = it.seat ?? 0;
  const occupied =
    seat === env.ui.seat
      ? env.occupancy[it.index ?? 0]
      : !!view.players[seat].island[it.index ?? 0].colonist;
  const c = tileCircle(it);
  drawCircle(ctx, c.x, c.y, c.r);
  if (occupied) drawColonist(ctx, c.x, c.y, c.r);
}
