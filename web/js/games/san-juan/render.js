// @ts-check
/**
 * Draws San Juan's table: render(ctx, layout, view, ui) paints one frame from the player view
 * and the UI state (legal targets, hover, flashes, the cards picked in the editor), with the
 * parts every table draws alike from the kit (kit/parts.js, kit/highlights.js) and the cards as
 * cards.js draws them. Pure.
 */
import { t } from '../../kit/text.js';
import { GOODS, TILES } from './catalog.js';
import {
  canFit,
  drawGood,
  emptySpace,
  roundRect,
  text,
  textLines,
  textSize,
} from '../../kit/shapes.js';
import { COLORS, FONT } from '../../kit/theme.js';
import { highlight } from '../../kit/highlights.js';
import * as parts from '../../kit/parts.js';
import { LIFT } from './layout.js';
import { CARD_BACK, drawBuilding, drawHandCard } from './cards.js';

/**
 * @typedef {{
 *   dpr: number, seat: number, legal: Set<string>, hover: string|null,
 *   flash: Map<string, number>, changed?: Set<string>,
 *   editor: null | {selected: Set<string>, building: string|null},
 *   actor: number|null, pulse: number,
 * }} UiState
 */
/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./view.js').SanJuanView} SanJuanView */

/** The role cards' colours. @type {Record<string, string>} */
export const ROLE_COLORS = {
  builder: '#c79a4b',
  producer: '#c8703f',
  trader: '#d9b23a',
  councillor: '#7a5aa6',
  prospector: '#8a8f95',
};
/** CSS px: a card's effect is drawn this big at least, or not at all. */
const EFFECT_PX = 10;

/** @param {Ctx} ctx @param {Layout} layout @param {SanJuanView} view @param {UiState} ui */
export function render(ctx, layout, view, ui) {
  parts.beginSheet(ctx, layout, ui.dpr);
  // The effects' smallest size in sheet units, at the board's scale.
  const effectMin = EFFECT_PX / layout.scale;
  for (const it of layout.items) drawItem(ctx, it, view, ui, effectMin);
  for (const it of layout.items) {
    highlight(ctx, it, ui, outline(it, ui), !!ui.editor && ui.editor.selected.has(it.id));
  }
}

/**
 * @param {Ctx} ctx @param {Item} it @param {SanJuanView} view @param {UiState} ui
 * @param {number} effectMin the smallest size (units) of a card's effect
 */
function drawItem(ctx, it, view, ui, effectMin) {
  switch (it.kind) {
    case 'frame':
      return parts.drawPanel(ctx, it);
    case 'label':
      return parts.drawLabel(ctx, it, '#f5ead2', 2);
    case 'role':
      return drawRole(ctx, it, view);
    case 'tile':
      return drawTile(ctx, it, view);
    case 'pile':
      return drawStack(ctx, it, t('sj.board.pile'), view.pile_size, true);
    case 'discards':
      return drawStack(ctx, it, t('sj.board.discards'), view.discards_size, false);
    case 'playerFrame':
      return drawPlayerFrame(ctx, it, ui);
    case 'playerHeader':
      return drawPlayerHeader(ctx, it, view);
    case 'building':
      return drawBuilding(ctx, it, view, effectMin);
    case 'space':
      return emptySpace(ctx, it.x, it.y, it.w, it.h, 5);
    case 'hand':
    case 'drawn':
      return drawHandCard(
        ctx,
        it,
        { raised: raised(it, ui), building: isBuilding(it, ui) },
        effectMin,
      );
    default:
      return undefined;
  }
}

/**
 * Where an item's highlight goes: a hand card's shown part, raised if picked.
 * @param {Item} it @param {UiState} ui
 */
function outline(it, ui) {
  if ((it.kind === 'hand' || it.kind === 'drawn') && it.full) {
    const up = raised(it, ui) ? LIFT : 0;
    return { x: it.x, y: it.full.y - up, w: it.w, h: it.full.h };
  }
  return it;
}

/** @param {Item} it @param {UiState} ui */
function raised(it, ui) {
  return !!ui.editor && (ui.editor.selected.has(it.id) || ui.editor.building === it.id);
}

/** The card the editor builds. @param {Item} it @param {UiState} ui */
function isBuilding(it, ui) {
  return !!ui.editor && ui.editor.building === it.id;
}

// --- roles, tile, piles -------------------------------------------------------------------------

/** @param {Ctx} ctx @param {Item} it @param {SanJuanView} view */
function drawRole(ctx, it, view) {
  const role = it.name ?? '';
  const takenBy = view.roles[role];
  const taken = takenBy !== undefined && takenBy !== null;
  const active = taken && view.phase.name === role;
  const body = parts.roleCard(ctx, it, ROLE_COLORS[role], t(`sj.role.${role}`), 0.45, 9);
  if (taken) {
    parts.roleTaker(ctx, it, body, takenBy, view.players[takenBy].name);
  } else {
    textLines(
      ctx,
      t(`sj.role.${role}.short`),
      it.x + it.w / 2,
      body.bodyY + body.bodyH / 2,
      it.w - 8,
      2,
      10,
      COLORS.inkSoft,
      { weight: '600', align: 'center', min: 6.5 },
    );
  }
  parts.roleCardEdge(ctx, it, taken ? takenBy : null, active, taken && !active);
}

/**
 * The trading-house tile turned up (its five prices), else the stack.
 * @param {Ctx} ctx @param {Item} it @param {SanJuanView} view
 */
function drawTile(ctx, it, view) {
  const up = view.trading_house.up;
  const labelW = Math.min(it.w * 0.3, 130);
  const title = up === null || up === undefined ? t('sj.board.tradingHouse') : t('sj.board.tileUp');
  textLines(ctx, title, it.x + 4, it.y + it.h / 2, labelW - 6, 2, 11, COLORS.inkSoft, {
    weight: '700',
    min: 7,
  });
  /** @type {{x: number, y: number, w: number, h: number}[]} */
  const cells = [];
  const n = GOODS.length;
  const w = (it.w - labelW - 4 * (n - 1)) / n;
  for (let i = 0; i < n; i++)
    cells.push({ x: it.x + labelW + i * (w + 4), y: it.y + 2, w, h: it.h - 4 });
  GOODS.forEach((good, i) => {
    const c = cells[i];
    roundRect(ctx, c.x + 0.5, c.y + 0.5, c.w - 1, c.h - 1, 5);
    ctx.fillStyle = up === null || up === undefined ? COLORS.empty : '#fffaf0';
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = COLORS.paperEdge;
    ctx.stroke();
    const r = Math.min(c.h * 0.26, 9);
    const alpha = up === null || up === undefined ? 0.45 : 1;
    drawGood(ctx, good, c.x + r + 6, c.y + c.h / 2, r, alpha);
    const price = up === null || up === undefined ? '–' : String(TILES[up][good]);
    text(ctx, price, c.x + r * 2 + 12, c.y + c.h / 2 + 0.5, c.w - r * 2 - 14, 15, COLORS.ink, {
      weight: '800',
    });
  });
}

/**
 * The draw pile (card backs) or the discards, with their count.
 * @param {Ctx} ctx @param {Item} it @param {string} label @param {number} n
 * @param {boolean} back
 */
function drawStack(ctx, it, label, n, back) {
  const h = it.h - 4;
  const w = Math.min(h * 0.68, it.w * 0.4);
  for (let i = 2; i >= 0; i--) {
    if (n <= i && i > 0) continue;
    roundRect(ctx, it.x + 4 + i * 2, it.y + 2 + i * 1.5 - 2, w, h - 3, 4);
    ctx.fillStyle = n ? (back ? CARD_BACK.fill : '#d9c8a5') : COLORS.empty;
    ctx.fill();
    ctx.strokeStyle = n ? CARD_BACK.edge : COLORS.emptyEdge;
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  const tx = it.x + w + 12;
  text(ctx, String(n), tx, it.y + it.h * 0.36, it.x + it.w - tx, 16, COLORS.ink, { weight: '800' });
  text(ctx, label, tx, it.y + it.h * 0.76, it.x + it.w - tx, 10, COLORS.inkSoft, {
    weight: '600',
    min: 7,
  });
}

// --- players -----------------------------------------------------------------------------------

/** @param {Ctx} ctx @param {Item} it @param {UiState} ui */
function drawPlayerFrame(ctx, it, ui) {
  // the own frame's body: the table the hand lies on
  parts.playerFrame(ctx, it, ui.actor === (it.seat ?? 0), it.band ?? 30, {
    body: it.own ? '#2c5b52' : null,
  });
}

/**
 * Name, governor, the role taken this round, then counts: cards in hand, cards under the
 * chapel, buildings.
 * @param {Ctx} ctx @param {Item} it @param {SanJuanView} view
 */
function drawPlayerHeader(ctx, it, view) {
  const seat = it.seat ?? 0;
  const p = view.players[seat];
  const own = !!it.own;
  const cy = it.y + it.h / 2;
  const size = own ? 15 : 12.5;
  const x = parts.headerCrown(ctx, it.x + 2, cy, own, view.governor === seat);
  // right side: hand, chapel, buildings
  let rx = it.x + it.w - 2;
  const counts = [
    { kind: 'city', n: p.buildings.length },
    ...(p.chapel_size ? [{ kind: 'chapel', n: p.chapel_size }] : []),
    { kind: 'hand', n: p.hand_size },
  ];
  for (const c of counts) {
    rx -= parts.headerNumber(ctx, String(c.n), rx, cy, own ? 13 : 11.5) + 3;
    countIcon(ctx, c.kind, rx - 6, cy, own ? 7 : 6);
    rx -= own ? 18 : 16;
  }
  const role = Object.keys(view.roles).find((r) => view.roles[r] === seat);
  if (role) {
    const label = t(`sj.role.${role}`).replaceAll('\u00AD', '');
    ctx.font = `700 ${textSize(own ? 11 : 9.5)}px ${FONT}`;
    const roleW = Math.min(ctx.measureText(label).width + 10, Math.max(0, (rx - x) * 0.5));
    // Where the role's name would not fit, the badge is of the role's colour alone.
    const named = canFit(ctx, label, roleW - 6, 1, { weight: '700', min: 6 });
    if (roleW > 30) {
      const w = named ? roleW : 16;
      parts.roleBadge(ctx, named ? label : '', ROLE_COLORS[role], rx, cy, w, own, false);
      rx -= w + 6;
    }
  }
  parts.headerName(ctx, p.name, x, rx, cy, size);
}

/**
 * A small icon before a count: cards in hand (two card backs), the chapel, the city.
 * @param {Ctx} ctx @param {string} kind @param {number} x @param {number} y @param {number} r
 */
function countIcon(ctx, kind, x, y, r) {
  ctx.save();
  ctx.lineWidth = 1;
  if (kind === 'hand') {
    for (const [dx, a] of [
      [-2.5, -0.2],
      [2.5, 0.2],
    ]) {
      ctx.save();
      ctx.translate(x + dx, y);
      ctx.rotate(a);
      roundRect(ctx, -r * 0.55, -r * 0.8, r * 1.1, r * 1.6, 1.5);
      ctx.fillStyle = CARD_BACK.fill;
      ctx.fill();
      ctx.strokeStyle = '#fff';
      ctx.stroke();
      ctx.restore();
    }
  } else if (kind === 'chapel') {
    ctx.beginPath();
    ctx.moveTo(x - r * 0.8, y + r * 0.8);
    ctx.lineTo(x - r * 0.8, y - r * 0.1);
    ctx.lineTo(x, y - r * 0.9);
    ctx.lineTo(x + r * 0.8, y - r * 0.1);
    ctx.lineTo(x + r * 0.8, y + r * 0.8);
    ctx.closePath();
    ctx.fillStyle = '#efe3c8';
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.stroke();
  } else {
    for (const [dx, h] of [
      [-r * 0.55, 1.1],
      [r * 0.45, 1.5],
    ]) {
      ctx.fillStyle = '#efe3c8';
      ctx.fillRect(x + dx - r * 0.4, y + r * 0.8 - r * h, r * 0.8, r * h);
    }
  }
  ctx.restore();
}
