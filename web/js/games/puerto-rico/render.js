// @ts-check
/**
 * Draws Puerto Rico's board: render(ctx, layout, view, ui) paints one frame from the player view
 * and the UI state (highlights, hover, flashes, the mayor's arrangement), with the parts every
 * table draws alike from the kit (kit/parts.js, kit/highlights.js). Pure: it reads its
 * arguments, draws, and changes nothing else.
 */
import { BUILDING, GOODS, PRICE, roleOf } from './catalog.js';
import { t } from '../../kit/text.js';
import { buildingCircles, tileCircle } from './layout.js';
import {
  canFit,
  drawCircle,
  drawCoin,
  drawColonist,
  drawGood,
  drawHull,
  drawVp,
  emptySpace,
  roundRect,
  text,
  textFloor,
  textLines,
  textSize,
} from '../../kit/shapes.js';
import { BUILDING_COLORS, COLORS, FONT, TITLE_FONT } from '../../kit/theme.js';
import { highlight } from '../../kit/highlights.js';
import * as parts from '../../kit/parts.js';

/** The roles' colours (a role card's: roleOf). @type {Record<string, string>} */
export const ROLE_COLORS = {
  settler: '#6aa66a',
  mayor: '#b0784a',
  builder: '#c79a4b',
  craftsman: '#c8703f',
  trader: '#d9b23a',
  captain: '#4b86b5',
  prospector: '#8a8f95',
};

/** Island tiles: the field's colour. @type {Record<string, string>} */
export const TILE_COLORS = {
  corn: '#ead487',
  indigo: '#a9b8e6',
  sugar: '#e6ebe1',
  tobacco: '#dcbf97',
  coffee: '#b39682',
  quarry: '#a9abad',
  forest: '#9cc08a',
};

/** Expansion I's forest tile: its trees. */
const FOREST_COLORS = { canopy: '#2f6b35', canopyEdge: '#1d4522', trunk: '#6b4a2b' };

/**
 * @typedef {{
 *   dpr: number,
 *   seat: number,
 *   legal: Set<string>,
 *   hover: string|null,
 *   flash: Map<string, number>,
 *   changed?: Set<string>,
 *   disabled: Set<string>,
 *   costs: Map<string, number>,
 *   mayor: null | {arr: Record<string, number>, hand: number},
 *   actor: number|null,
 *   pulse: number,
 * }} UiState
 */

/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./view.js').PuertoRicoView} PuertoRicoView */
/** @typedef {import('./layout.js').Item} Item */
/** @typedef {CanvasRenderingContext2D} Ctx */

/**
 * @param {Ctx} ctx a context whose canvas backing store is width*dpr x height*dpr
 * @param {Layout} layout @param {PuertoRicoView} view @param {UiState} ui
 */
export function render(ctx, layout, view, ui) {
  parts.beginSheet(ctx, layout, ui.dpr);
  const env = { view, ui, occupancy: islandOccupancy(view, ui) };
  for (const it of layout.items) drawItem(ctx, it, env);
  for (const it of layout.items) highlight(ctx, it, ui);
}

/**
 * Which own island tiles show a colonist: from the view, or from the mayor's arrangement.
 * @param {PuertoRicoView} view @param {UiState} ui @returns {boolean[]}
 */
function islandOccupancy(view, ui) {
  const island = view.players[ui.seat].island;
  if (!ui.mayor) return island.map((t) => !!t.colonist);
  /** @type {Record<string, number>} */
  const seen = {};
  return island.map((tile) => {
    seen[tile.tile] = (seen[tile.tile] ?? 0) + 1;
    return seen[tile.tile] <= (ui.mayor?.arr[tile.tile] ?? 0);
  });
}

/**
 * @param {Ctx} ctx @param {Item} it
 * @param {{view: PuertoRicoView, ui: UiState, occupancy: boolean[]}} env
 */
function drawItem(ctx, it, env) {
  const { view, ui } = env;
  switch (it.kind) {
    case 'frame':
      return parts.drawPanel(ctx, it);
    case 'label':
      return parts.drawLabel(ctx, it, COLORS.inkSoft, 0);
    case 'role':
      return drawRole(ctx, it, view, ui);
    case 'colonistShip':
      return drawColonistShip(ctx, it, view);
    case 'colonistSupply':
      return drawColonistSupply(ctx, it, view);
    case 'vpChips':
      return drawVpChips(ctx, it, view);
    case 'supplyGood':
      return drawSupplyGood(ctx, it, view);
    case 'tradingHouse':
      return drawHouseLabel(ctx, it);
    case 'thSlot':
      return drawHouseSlot(ctx, it, view);
    case 'ship':
      return drawShip(ctx, it, view);
    case 'plantation':
      return drawPlantation(ctx, it);
    case 'quarries':
      return drawQuarries(ctx, it, view);
    case 'faceDown':
      return drawFaceDown(ctx, it, view);
    case 'market':
      return drawMarket(ctx, it, view.buildings[it.building ?? ''] ?? 0, ui);
    case 'candidate':
      return drawMarket(
        ctx,
        it,
        BUILDING[it.building ?? ''].large || view.players.length === 2 ? 1 : 2,
        ui,
      );
    case 'playerFrame':
      return drawPlayerFrame(ctx, it, view, ui);
    case 'playerHeader':
      return drawPlayerHeader(ctx, it, view, ui);
    case 'playerGood':
      return drawPlayerGood(ctx, it, view);
    case 'playerGoods':
      return undefined;
    case 'colonistPool':
      return drawColonistPool(ctx, it, view, ui);
    case 'island':
      return drawIsland(ctx, it, view, env);
    case 'city':
      return drawCity(ctx, it, view, ui);
    case 'citySpace':
      return emptySpace(ctx, it.x, it.y, it.w, it.h, 4);
    case 'marketSpace':
      return drawMarketSpace(ctx, it);
    default:
      return undefined;
  }
}

// --- roles -------------------------------------------------------------------------------------

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui */
function drawRole(ctx, it, view, ui) {
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
function drawColonistShip(ctx, it, view) {
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

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
function drawColonistSupply(ctx, it, view) {
  const r = Math.min(7, it.h * 0.18);
  drawColonist(ctx, it.x + r + 4, it.y + it.h * 0.38, r * 1.2);
  text(
    ctx,
    String(view.colonists.supply),
    it.x + r * 2 + 10,
    it.y + it.h * 0.36,
    it.w - r * 2 - 12,
    18,
    COLORS.ink,
    { weight: '800' },
  );
  text(ctx, t('board.colonistSupply'), it.x + 3, it.y + it.h * 0.82, it.w - 6, 10, COLORS.inkSoft, {
    weight: '600',
  });
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
function drawVpChips(ctx, it, view) {
  const r = Math.min(9, it.h * 0.22);
  drawVp(ctx, it.x + r + 4, it.y + it.h * 0.38, r);
  text(
    ctx,
    String(view.vp_chips),
    it.x + r * 2 + 10,
    it.y + it.h * 0.36,
    it.w - r * 2 - 12,
    18,
    COLORS.ink,
    { weight: '800' },
  );
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
function drawSupplyGood(ctx, it, view) {
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
function drawHouseLabel(ctx, it) {
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

/**
 * A building's name for a tile: the whole name if it fits there, else its short form.
 * @param {Ctx} ctx @param {string} name @param {number} maxW @param {number} lines
 * @param {{weight: string, min: number}} style
 */
function buildingName(ctx, name, maxW, lines, style) {
  return parts.fittingName(ctx, `building.${name}`, maxW, lines, style);
}

/** @param {Ctx} ctx @param {string} words @param {number} w */
function fitsTwoLines(ctx, words, w) {
  ctx.font = `700 11px ${FONT}`;
  return words.split(' ').every((part) => ctx.measureText(part).width < w);
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
function drawHouseSlot(ctx, it, view) {
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
function drawShip(ctx, it, view) {
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

/**
 * An island tile (face-up plantation, island space).
 * @param {Ctx} ctx @param {string} tile @param {number} x @param {number} y @param {number} w
 * @param {number} h
 */
function drawTile(ctx, tile, x, y, w, h) {
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
function drawPlantation(ctx, it) {
  if (!it.tile) {
    emptySpace(ctx, it.x, it.y, it.w, it.h, 5);
    return;
  }
  drawTile(ctx, it.tile, it.x, it.y, it.w, it.h);
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
function drawQuarries(ctx, it, view) {
  const n = view.quarries;
  if (n > 0) {
    drawTile(ctx, 'quarry', it.x + 2, it.y - 2, it.w - 2, it.h - 2);
    drawTile(ctx, 'quarry', it.x, it.y, it.w - 2, it.h - 2);
  } else emptySpace(ctx, it.x, it.y, it.w, it.h, 5);
  badge(ctx, it.x + it.w - 2, it.y + it.h - 2, String(n));
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view */
function drawFaceDown(ctx, it, view) {
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
function badge(ctx, x, y, label) {
  parts.countBadge(ctx, x + 3, y + 2, label);
}

// --- buildings ---------------------------------------------------------------------------------

/** @param {string} name */
function buildingColor(name) {
  const b = BUILDING[name];
  if (b.good) return BUILDING_COLORS[b.good];
  return b.large ? BUILDING_COLORS.large : BUILDING_COLORS.violet;
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
function drawMarket(ctx, it, left, ui) {
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
function drawMarketSpace(ctx, it) {
  emptySpace(ctx, it.x, it.y, it.w, it.h, 5);
  const r = Math.min(6.5, it.h * 0.2);
  const cy = it.y + it.h / 2;
  drawCoin(ctx, it.x + 9 + r, cy, r);
  text(ctx, String(it.index ?? ''), it.x + 9 + r * 2 + 4, cy + 0.5, 24, 11.5, COLORS.inkSoft, {
    weight: '800',
  });
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui */
function drawCity(ctx, it, view, ui) {
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

// --- players -----------------------------------------------------------------------------------

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui */
function drawPlayerFrame(ctx, it, view, ui) {
  parts.playerFrame(ctx, it, ui.actor === (it.seat ?? 0), it.band ?? (it.own ? 34 : 27), {
    lift: 2,
  });
}

/** @param {Ctx} ctx @param {Item} it @param {PuertoRicoView} view @param {UiState} ui */
function drawPlayerHeader(ctx, it, view, ui) {
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
function drawPlayerGood(ctx, it, view) {
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
function drawColonistPool(ctx, it, view, ui) {
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
function drawIsland(ctx, it, view, env) {
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
