// @ts-check
/**
 * Puerto Rico's board colours beyond the kit's theme: the roles', the island tiles', the
 * buildings' (by the good they make), shared by the renderer and the animations (motion.js).
 */
import { BUILDING } from './catalog.js';
import { BUILDING_COLORS } from '../../kit/theme.js';

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
export const FOREST_COLORS = { canopy: '#2f6b35', canopyEdge: '#1d4522', trunk: '#6b4a2b' };

// --- buildings ---------------------------------------------------------------------------------

/** @param {string} name */
export function buildingColor(name) {
  const b = BUILDING[name];
  if (b.good) return BUILDING_COLORS[b.good];
  return b.large ? BUILDING_COLORS.large : BUILDING_COLORS.violet;
}
