// @ts-check
/**
 * Draws the board's shared parts: the role cards, the colonist ship and supply, the VP chips,
 * the goods supply, the trading house and the cargo ships (render.js dispatches to them).
 */
import { PRICE, roleOf } from './catalog.js';
import { t } from '../../kit/text.js';
import {
  canFit,
  drawCoin,
  drawColonist,
  drawGood,
  drawHull,
  drawVp,
  roundRect,
  text,
  textLines,
} from '../../kit/shapes.js';
import { COLORS, FONT } from '../../kit/theme.js';
import * as parts from '../../kit/parts.js';
import { ROLE_COLORS } from './palette.js';
import { badge } from './render-tiles.js';

/** @typedef {import('./render.js').UiState} UiState */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {CanvasRenderingContext2D} Ctx */

// --- roles -------------------------------------------------------------------------------------

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui */
export function drawRole(ctx, it, view, ui) {
  const card = view.roles.find((r) => r.role === it.name);
  if (!card) return;
  const takenBy = card.taken_by;
  const taken = takenBy !== null && takenBy !== undefined;
  const active =
    taken &&
    view.phase.name !== 'role_selection' &&
    view.phase.picker === takenBy &&
    roleOfPhase(view.phase.name) === roleOf(card.role);
  const body = parts.roleCard(
    ctx,
    it,
    ROLE_COLORS[roleOf(card.role)],
    t(`role.${card.role}`),
    0.42,
    9.5,
  );
  const { band, bodyY, bodyH } = body;
  if (taken) {
    parts.roleTaker(ctx, it, body, takenBy, view.players[takenBy].name);
  } else {
    const hasGold = card.doubloons > 0;
    const lineY = hasGold ? bodyY + bodyH * 0.7 : bodyY + bodyH / 2;
    if (hasGold) {
      const r = Math.min(6.5, bodyH * 0.17);
      const cx = it.x + it.w / 2 - 8;
      const cy = bodyY + bodyH * 0.32;
      for (let i = Math.min(card.doubloons, 3) - 1; i >= 0; i--)
        drawCoin(ctx, cx - i * 3, cy - i * 1.5, r);
      text(ctx, `+${card.doubloons}`, cx + r + 4, cy, it.w / 2, 12.5, COLORS.ink, {
        weight: '800',
      });
    }
    // Under the doubloons there is one line: "Privilege: +1 VP", or only "+1 VP" if that is too
    // long.
    const privilege = t(`role.${card.role}.short`);
    const style = { weight: '600', align: /** @type {CanvasTextAlign} */ ('center'), min: 6.5 };
    if (!hasGold)
      textLines(ctx, privilege, it.x + it.w / 2, lineY, it.w - 8, 2, 10, COLORS.inkSoft, style);
    else
      text(
        ctx,
        canFit(ctx, privilege, it.w - 8, 1, style)
          ? privilege
          : (privilege.split(': ').pop() ?? privilege),
        it.x + it.w / 2,
        lineY,
        it.w - 8,
        10,
        COLORS.inkSoft,
        style,
      );
  }
  if (!taken && ui.legal.has(it.id) && libraryOccupied(view, ui.seat)) {
    // Expansion I: the player choosing has an occupied library, so this privilege counts twice.
    badge(ctx, it.x + it.w - 3, it.y + band + 13, '×2');
  }
  parts.roleCardEdge(
    ctx,
    it,
    taken ? takenBy : null,
    active,
    taken && !active && !ui.legal.has(it.id),
  );
}

/**
 * Has the player an occupied library (Expansion I)?
 * @param {PuertoRicoView} view @param {number} seat
 */
function libraryOccupied(view, seat) {
  return view.players[seat].city.some((c) => c.building === 'library' && c.colonists > 0);
}

/** @param {string} phase */
function roleOfPhase(phase) {
  return phase;
}

// --- common supply -------------------------------------------------------------------------

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawColonistShip(ctx, it, view) {
  const n = view.colonists.ship;
  const hullW = Math.min(it.w * 0.5, 54);
  const hullH = Math.min(it.h * 0.18, 9);
  const hx = it.x + 3;
  const hy = it.y + it.h * 0.42;
  ctx.beginPath();
  ctx.moveTo(hx + hullW * 0.5, hy);
  ctx.lineTo(hx + hullW * 0.5, it.y + 3);
  ctx.strokeStyle = COLORS.shipEdge;
  ctx.lineWidth = 1.2;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(hx + hullW * 0.5 + 1.5, it.y + 4);
  ctx.quadraticCurveTo(hx + hullW * 0.95, it.y + it.h * 0.22, hx + hullW * 0.5 + 1.5, hy - 5);
  ctx.closePath();
  ctx.fillStyle = '#fffaf0';
  ctx.fill();
  ctx.strokeStyle = COLORS.paperEdge;
  ctx.stroke();
  drawHull(ctx, hx, hy, hullW, hullH, COLORS.ship);
  const r = Math.min(4.5, hullW / 12);
  const shown = Math.min(n, 5);
  for (let i = 0; i < shown; i++)
    drawColonist(ctx, hx + hullW * 0.14 + i * (r * 2 + 1), hy - r + 1, r);
  const tx = hx + hullW + 6;
  text(ctx, String(n), tx, it.y + it.h * 0.36, it.x + it.w - tx, 18, COLORS.ink, { weight: '800' });
  text(ctx, t('board.colonistShip'), it.x + 3, it.y + it.h * 0.82, it.w - 6, 10, COLORS.inkSoft, {
    weight: '600',
  });
}

/**
 * A supply's count, large, right of its icon of radius `r`.
 * @param {Ctx} ctx @param {Item} it @param {number} r @param {number} count
 */
function drawCount(ctx, it, r, count) {
  text(
    ctx,
    String(count),
    it.x + r * 2 + 10,
    it.y + it.h * 0.36,
    it.w - r * 2 - 12,
    18,
    COLORS.ink,
    { weight: '800' },
  );
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawColonistSupply(ctx, it, view) {
  const r = Math.min(7, it.h * 0.18);
  drawColonist(ctx, it.x + r + 4, it.y + it.h * 0.38, r * 1.2);
  drawCount(ctx, it, r, view.colonists.supply);
  text(ctx, t('board.colonistSupply'), it.x + 3, it.y + it.h * 0.82, it.w - 6, 10, COLORS.inkSoft, {
    weight: '600',
  });
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawVpChips(ctx, it, view) {
  const r = Math.min(9, it.h * 0.22);
  drawVp(ctx, it.x + r + 4, it.y + it.h * 0.38, r);
  drawCount(ctx, it, r, view.vp_chips);
  const ended = view.end_reasons && view.end_reasons.length;
  text(
    ctx,
    ended ? t('board.endTriggered') : t('board.vpChips'),
    it.x + 3,
    it.y + it.h * 0.82,
    it.w - 6,
    10,
    ended ? COLORS.vp : COLORS.inkSoft,
    { weight: ended ? '800' : '600' },
  );
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawSupplyGood(ctx, it, view) {
  const good = it.good ?? 'corn';
  const n = view.goods_supply[good] ?? 0;
  const r = Math.min(it.h * 0.24, it.w * 0.18, 9);
  drawGood(ctx, good, it.x + r + 4, it.y + it.h / 2, r, n ? 1 : 0.35);
  text(
    ctx,
    String(n),
    it.x + r * 2 + 8,
    it.y + it.h / 2 + 0.5,
    it.w - r * 2 - 8,
    14,
    n ? COLORS.ink : COLORS.inkFaint,
    { weight: '800' },
  );
}

/** @param {Ctx} ctx @param {Item} it */
export function drawHouseLabel(ctx, it) {
  const words = t('board.tradingHouse');
  const sp = words.indexOf(' ');
  if (sp > 0 && fitsTwoLines(ctx, words, it.w)) {
    text(ctx, words.slice(0, sp), it.x + 2, it.y + it.h * 0.32, it.w - 2, 11, COLORS.inkSoft, {
      weight: '700',
    });
    text(ctx, words.slice(sp + 1), it.x + 2, it.y + it.h * 0.68, it.w - 2, 11, COLORS.inkSoft, {
      weight: '700',
    });
  } else {
    text(ctx, words, it.x + 2, it.y + it.h / 2, it.w - 2, 11, COLORS.inkSoft, { weight: '700' });
  }
}

/** @param {Ctx} ctx @param {string} words @param {number} w */
function fitsTwoLines(ctx, words, w) {
  ctx.font = `700 11px ${FONT}`;
  return words.split(' ').every((part) => ctx.measureText(part).width < w);
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawHouseSlot(ctx, it, view) {
  const good = view.trading_house[it.index ?? 0];
  roundRect(ctx, it.x + 0.5, it.y + 0.5, it.w - 1, it.h - 1, 5);
  ctx.fillStyle = good ? '#fffaf0' : COLORS.empty;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = good ? COLORS.paperEdge : COLORS.emptyEdge;
  ctx.stroke();
  if (good) {
    const r = Math.min(it.h * 0.25, it.w * 0.25);
    drawGood(ctx, good, it.x + it.w / 2, it.y + it.h * 0.4, r);
    text(ctx, String(PRICE[good]), it.x + it.w / 2, it.y + it.h - 7, it.w, 9, COLORS.inkSoft, {
      weight: '700',
      align: 'center',
    });
  }
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
export function drawShip(ctx, it, view) {
  const ship = view.cargo_ships[it.index ?? 0];
  const labelW = 26;
  const hullH = Math.min(it.h - 4, 26);
  drawHull(ctx, it.x, it.y + (it.h - hullH) / 2, labelW, hullH, COLORS.ship);
  text(ctx, String(ship.capacity), it.x + labelW / 2 - 1, it.y + it.h / 2, labelW, 12, '#fff', {
    weight: '800',
    align: 'center',
  });
  const slotsX = it.x + labelW + 4;
  const cap = ship.capacity;
  const room = it.w - labelW - 4;
  // One row of slots, or two where that makes them bigger (the square sheet's short ships).
  const perRow1 = cap;
  const perRow2 = Math.ceil(cap / 2);
  const one = Math.min(it.h - 2, (room - (perRow1 - 1) * 2) / perRow1);
  const two = Math.min((it.h - 4) / 2, (room - (perRow2 - 1) * 2) / perRow2);
  const rows = two > one * 1.15 ? 2 : 1;
  const size = rows === 2 ? two : one;
  const perRow = rows === 2 ? perRow2 : perRow1;
  const top = it.y + (it.h - rows * size - (rows - 1) * 2) / 2;
  for (let i = 0; i < cap; i++) {
    const sx = slotsX + (i % perRow) * (size + 2);
    const sy = top + Math.floor(i / perRow) * (size + 2);
    roundRect(ctx, sx, sy, size, size, 3);
    ctx.fillStyle = COLORS.water;
    ctx.fill();
    ctx.lineWidth = 0.8;
    ctx.strokeStyle = 'rgba(60,90,100,0.5)';
    ctx.stroke();
    if (ship.good && i < ship.count)
      drawGood(ctx, ship.good, sx + size / 2, sy + size / 2, size * 0.34);
  }
}
