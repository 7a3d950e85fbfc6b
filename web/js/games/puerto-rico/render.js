// @ts-check
/**
 * Draws Puerto Rico's board: render(ctx, layout, view, ui) paints one frame from the player view
 * and the UI state (highlights, hover, flashes, the mayor's arrangement), with the parts every
 * table draws alike from the kit (kit/parts.js, kit/highlights.js). Pure: it reads its
 * arguments, draws, and changes nothing else.
 */
import { BUILDING } from './catalog.js';
import { emptySpace } from '../../kit/shapes.js';
import { COLORS } from '../../kit/theme.js';
import { highlight } from '../../kit/highlights.js';
import * as parts from '../../kit/parts.js';
import { drawCity, drawMarket, drawMarketSpace } from './render-buildings.js';
import {
  drawColonistPool,
  drawIsland,
  drawPlayerFrame,
  drawPlayerGood,
  drawPlayerHeader,
} from './render-players.js';
import {
  drawColonistShip,
  drawColonistSupply,
  drawHouseLabel,
  drawHouseSlot,
  drawRole,
  drawShip,
  drawSupplyGood,
  drawVpChips,
} from './render-supply.js';
import { drawFaceDown, drawPlantation, drawQuarries } from './render-tiles.js';

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
 * The items drawn from the view alone, by kind.
 * @type {Record<string, (ctx: Ctx, it: Item, view: PuertoRicoView) => void>}
 */
const FROM_THE_VIEW = {
  colonistShip: drawColonistShip,
  colonistSupply: drawColonistSupply,
  vpChips: drawVpChips,
  supplyGood: drawSupplyGood,
  thSlot: drawHouseSlot,
  ship: drawShip,
  quarries: drawQuarries,
  faceDown: drawFaceDown,
  playerGood: drawPlayerGood,
};

/**
 * @param {Ctx} ctx @param {Item} it
 * @param {{view: PuertoRicoView, ui: UiState, occupancy: boolean[]}} env
 */
function drawItem(ctx, it, env) {
  const { view, ui } = env;
  const fromTheView = FROM_THE_VIEW[it.kind];
  if (fromTheView) return fromTheView(ctx, it, view);
  switch (it.kind) {
    case 'frame':
      return parts.drawPanel(ctx, it);
    case 'label':
      return parts.drawLabel(ctx, it, COLORS.inkSoft, 0);
    case 'role':
      return drawRole(ctx, it, view, ui);
    case 'tradingHouse':
      return drawHouseLabel(ctx, it);
    case 'plantation':
      return drawPlantation(ctx, it);
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
