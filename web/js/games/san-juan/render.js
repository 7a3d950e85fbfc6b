// @ts-check
/**
 * Draws San Juan's table: render(ctx, layout, view, ui) paints one frame from the player view
 * and the UI state (legal targets, hover, flashes, the cards picked in the editor), with the
 * parts every table draws alike from the kit (kit/parts.js, kit/highlights.js). Pure.
 */
import { t } from '../../kit/text.js';
import { CARD, GOODS, TILES } from './catalog.js';
import {
  canFit,
  drawGood,
  drawVp,
  emptySpace,
  roundRect,
  text,
  textLines,
} from '../../kit/shapes.js';
import { BUILDING_COLORS, COLORS, FONT } from '../../kit/theme.js';
import { highlight } from '../../kit/highlights.js';
import * as parts from '../../kit/parts.js';
import { LIFT } from './layout.js';

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

const CARD_BACK = { fill: '#6b4a2b', edge: '#3d2914', mark: 'rgba(255,230,180,0.35)' };
/** The role cards' colours. @type {Record<string, string>} */
export const ROLE_COLORS = {
  builder: '#c79a4b',
  producer: '#c8703f',
  trader: '#d9b23a',
  councillor: '#7a5aa6',
  prospector: '#8a8f95',
};
/** The statue, the victory column and the hero's card. */
const MONUMENT = { fill: '#e2dbe9', edge: '#6d5e82' };

/** @param {Ctx} ctx @param {Layout} layout @param {SanJuanView} view @param {UiState} ui */
export function render(ctx, layout, view, ui) {
  parts.beginSheet(ctx, layout, ui.dpr);
  for (const it of layout.items) drawItem(ctx, it, view, ui);
  for (const it of layout.items) {
    highlight(ctx, it, ui, outline(it, ui), !!ui.editor && ui.editor.selected.has(it.id));
  }
}

/** @param {Ctx} ctx @param {Item} it @param {SanJuanView} view @param {UiState} ui */
function drawItem(ctx, it, view, ui) {
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
      return drawBuilding(ctx, it, view);
    case 'space':
      return emptySpace(ctx, it.x, it.y, it.w, it.h, 5);
    case 'hand':
    case 'drawn':
      return drawHandCard(ctx, it, ui);
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
    ctx.font = `700 ${own ? 11 : 9.5}px ${FONT}`;
    const roleW = Math.min(ctx.measureText(label).width + 10, Math.max(0, (rx - x) * 0.5));
    if (roleW > 30) {
      parts.roleBadge(ctx, label, ROLE_COLORS[role], rx, cy, roleW, own, false);
      rx -= roleW + 6;
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
  ctx.font = `800 ${Math.round(h * 0.72)}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(cost), x + w / 2, y + h / 2 + 0.5);
  return w;
}

/**
 * A building in a city: name, VP and, on a production building, its good face down (or its
 * empty place); the chapel shows the cards under it.
 * @param {Ctx} ctx @param {Item} it @param {SanJuanView} view
 */
function drawBuilding(ctx, it, view) {
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
  const lines = !small && it.h >= 44 ? 2 : 1;
  const label = cardName(ctx, name, nameW, lines, style);
  const nameY = small ? it.y + it.h * 0.36 : it.y + Math.min(it.h * 0.36, 20);
  textLines(ctx, label, it.x + pad, nameY, nameW, lines, it.own ? 12.5 : 11, COLORS.ink, style);
  const vy = it.y + it.h - vpR - Math.max(3, it.h * 0.09);
  parts.vpMark(ctx, it.x + pad, vy, vpR, info.vp);
  if (name === 'chapel') {
    const p = view.players[it.seat ?? 0];
    if (p.chapel_size) parts.countBadge(ctx, it.x + it.w - 3, it.y + it.h - 3, `×${p.chapel_size}`);
  }
  if (info.good) {
    const gx = it.x + it.w - goodW - (corner ? 3 : 5);
    const gy = corner ? it.y + it.h - goodH - 3 : it.y + (it.h - goodH) / 2;
    if (it.good) {
      roundRect(ctx, gx, gy, goodW, goodH, 3);
      ctx.fillStyle = CARD_BACK.fill;
      ctx.fill();
      ctx.strokeStyle = CARD_BACK.edge;
      ctx.stroke();
      drawGood(ctx, info.good, gx + goodW / 2, gy + goodH / 2, Math.min(goodW * 0.3, 8));
    } else {
      emptySpace(ctx, gx, gy, goodW, goodH, 3);
      drawGood(ctx, info.good, gx + goodW / 2, gy + goodH / 2, Math.min(goodW * 0.26, 7), 0.3);
    }
  }
}

/**
 * A card in the hand or among the cards drawn: the whole card, raised if picked; where the next
 * card covers it, its name runs up the part that shows.
 * @param {Ctx} ctx @param {Item} it @param {UiState} ui
 */
function drawHandCard(ctx, it, ui) {
  const full = it.full;
  if (!full) return;
  const name = it.card ?? '';
  const info = CARD[name];
  const col = cardColors(name);
  const y = full.y - (raised(it, ui) ? LIFT : 0);
  const c = { x: full.x, y, w: full.w, h: full.h };
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 5;
  ctx.shadowOffsetX = -1;
  roundRect(ctx, c.x, c.y, c.w, c.h, 7);
  ctx.fillStyle = '#fffaf0';
  ctx.fill();
  ctx.restore();
  roundRect(ctx, c.x + 3, c.y + 3, c.w - 6, c.h - 6, 5);
  ctx.fillStyle = col.fill;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = col.edge;
  ctx.stroke();
  const ui2 = ui.editor && ui.editor.building === it.id;
  // corner: cost (in cards) and VP
  const badgeH = Math.min(20, c.w * 0.24);
  costBadge(ctx, c.x + 6, c.y + 6, badgeH, info.cost);
  const vr = badgeH * 0.42;
  drawVp(ctx, c.x + 6 + badgeH * 0.37, c.y + 6 + badgeH + vr + 5, vr);
  ctx.fillStyle = COLORS.ink;
  ctx.font = `800 ${Math.round(badgeH * 0.6)}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(info.vp), c.x + 6 + badgeH * 0.37, c.y + 6 + badgeH + vr * 2 + 12);
  const column = badgeH * 0.74 + 8;
  // The face (the name, and a production building's good) in the part that shows; where the
  // next card leaves too little of it, the name runs up the strip instead.
  const shows = it.covered ? it.w : c.w;
  // A small card names itself across its whole width, below the corner's numbers.
  const narrow = c.w < 90;
  const faceX = narrow ? c.x + 5 : c.x + column + 2;
  const faceW = narrow ? shows - 10 : shows - column - 8;
  const nameY = narrow ? c.y + 6 + badgeH + vr * 2 + 22 : c.y + 30;
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
    textLines(ctx, faceName, faceX + faceW / 2, nameY, faceW, lines, narrow ? 11 : 13, COLORS.ink, {
      ...style,
      align: 'center',
    });
  } else {
    const room = c.h - (badgeH + vr * 2 + 26);
    ctx.save();
    ctx.translate(c.x + column + Math.min(10, (it.w - column) / 2) + 2, c.y + c.h - 6);
    ctx.rotate(-Math.PI / 2);
    const up = { weight: '700', min: 7 };
    text(
      ctx,
      canFit(ctx, whole, room, 1, up) ? whole : t(`sj.card.${name}.short`),
      0,
      0,
      room,
      12,
      COLORS.ink,
      up,
    );
    ctx.restore();
  }
  const mid = c.y + c.h * (narrow ? 0.84 : 0.62);
  const cx = it.covered ? c.x + Math.max(column + 14, shows / 2 + column / 2) : c.x + c.w / 2;
  // (A covered card's strip holds its name; the mark goes only where the name is on the face.)
  if (faceName && (!it.covered || shows >= column + 30)) {
    if (info.good) drawGood(ctx, info.good, cx, mid, Math.min(c.w * 0.16, 14));
    else symbol(ctx, info.kind, cx, mid, Math.min(c.w * 0.15, 13), col.edge);
  }
  if (ui2) {
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
 * A violet building's mark: a tower (violet), a column (monument), a star (the 6-cost ones).
 * @param {Ctx} ctx @param {string} kind @param {number} x @param {number} y @param {number} r
 * @param {string} color
 */
function symbol(ctx, kind, x, y, r, color) {
  ctx.save();
  ctx.fillStyle = color;
  ctx.beginPath();
  if (kind === 'bonus') {
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    }
  } else if (kind === 'monument') {
    ctx.rect(x - r * 0.25, y - r * 0.7, r * 0.5, r * 1.4);
    ctx.rect(x - r * 0.55, y + r * 0.7, r * 1.1, r * 0.3);
    ctx.rect(x - r * 0.45, y - r * 0.95, r * 0.9, r * 0.25);
  } else {
    ctx.moveTo(x - r * 0.7, y + r);
    ctx.lineTo(x - r * 0.7, y - r * 0.3);
    ctx.lineTo(x, y - r);
    ctx.lineTo(x + r * 0.7, y - r * 0.3);
    ctx.lineTo(x + r * 0.7, y + r);
  }
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
