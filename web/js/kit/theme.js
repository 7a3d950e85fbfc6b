// @ts-check
/**
 * Colours and fonts of the tables, in one place so every module draws alike: the paper, ink and
 * marks, the goods both games know (told apart by shape as well, shapes.js), the buildings by the
 * good they make, and the seats. What only one game draws (its role cards, Puerto Rico's island
 * tiles) is in its renderer (games/<game>/render.js). web/css/app.css's colours match these.
 * The tables are drawn in one of three themes (setTheme, chosen by kit/contrast.js from the
 * player's settings): the usual one, a higher-contrast one and one for forced colours; a theme
 * changes these objects in place, so every drawing reads the theme in use.
 */

export const FONT =
  '"Segoe UI", "Helvetica Neue", "Liberation Sans", "DejaVu Sans", Arial, sans-serif';
export const TITLE_FONT = 'Georgia, "DejaVu Serif", "Liberation Serif", "Times New Roman", serif';

export const COLORS = {
  seaTop: '#1f5663',
  seaBottom: '#123640',
  paper: '#f5ead2',
  paperDark: '#e8d8b4',
  paperEdge: '#b99b67',
  ink: '#3b2a17',
  inkSoft: '#7a6244',
  inkFaint: '#a8957a',
  legal: '#ffc928',
  legalGlow: 'rgba(255, 201, 40, 0.55)',
  hover: 'rgba(255, 221, 110, 0.55)', // multiplied over the element: a highlighter
  flash: '#ff7a2f',
  selected: '#1aa36b',
  gold: '#d9a11c',
  goldEdge: '#7a5608',
  vp: '#a8322d',
  vpEdge: '#6c1c18',
  colonist: '#5b3a21',
  colonistRim: '#2d1c0f',
  circle: '#fffaf0',
  circleEdge: '#8c7a5e',
  empty: 'rgba(120, 96, 60, 0.10)',
  emptyEdge: 'rgba(120, 96, 60, 0.45)',
  disabled: 'rgba(245, 234, 210, 0.45)',
  ship: '#7b4f2c',
  shipEdge: '#4a2e17',
  water: '#cfe3e6',
};

/** Goods: fill and outline (silver is San Juan's), told apart by shape as well (see shapes.js). */
/** @type {Record<string, {fill: string, edge: string}>} */
export const GOOD_COLORS = {
  corn: { fill: '#f6d04a', edge: '#8f6b00' },
  indigo: { fill: '#3451b2', edge: '#1b2c66' },
  sugar: { fill: '#fbfbf6', edge: '#6f6f6f' },
  tobacco: { fill: '#c98a45', edge: '#6b4317' },
  coffee: { fill: '#4b2e1f', edge: '#1c0f08' },
  silver: { fill: '#c9ced6', edge: '#4f5866' }, // San Juan
};

/** Buildings: production ones by their good, violet ones violet. */
/** @type {Record<string, {fill: string, edge: string}>} */
export const BUILDING_COLORS = {
  indigo: { fill: '#d3dbf4', edge: '#5d70b3' },
  sugar: { fill: '#f7f7f2', edge: '#8e8e86' },
  tobacco: { fill: '#edd9bd', edge: '#a0723f' },
  coffee: { fill: '#dcc9ba', edge: '#6b4a33' },
  silver: { fill: '#e6e9ee', edge: '#6f7988' }, // San Juan
  violet: { fill: '#e3d5f1', edge: '#8363ac' },
  large: { fill: '#d2bde9', edge: '#6c4a98' },
};

/** Seat colours (name tags, role markers). */
export const SEAT_COLORS = ['#2f6fd0', '#c73d3d', '#cf8f12', '#2e9b57', '#8656c4'];

/** How much thicker than usual the outlines of goods, coins and chips are drawn (kit/shapes.js). */
export const STROKE = { scale: 1 };

/** @typedef {'normal'|'more'|'forced'} ThemeName */

/** The usual theme, kept to go back to. */
const NORMAL = {
  colors: { ...COLORS },
  goods: structuredClone(GOOD_COLORS),
  buildings: structuredClone(BUILDING_COLORS),
};

/** `prefers-contrast: more`: darker ink and outlines, stronger empty spaces and legal marks. */
const MORE = {
  colors: {
    paperEdge: '#5c4425',
    ink: '#1c1208',
    inkSoft: '#3b2a17',
    inkFaint: '#5c4a33',
    legal: '#b86e00',
    legalGlow: 'rgba(184, 110, 0, 0.6)',
    goldEdge: '#5c4000',
    vpEdge: '#3d0d0a',
    colonistRim: '#000000',
    circleEdge: '#3b2a17',
    empty: 'rgba(120, 96, 60, 0.16)',
    emptyEdge: 'rgba(60, 40, 15, 0.9)',
    shipEdge: '#24160a',
  },
  goodEdge: {
    corn: '#4d3900',
    indigo: '#0b1533',
    sugar: '#2b2b2b',
    tobacco: '#3d2509',
    silver: '#22282f',
  },
  buildingEdge: '#3b2a17',
  stroke: 1.5,
};

/** Forced colours (Windows high contrast): the canvas keeps its own colours, so it is drawn
 * black on white, the sea black, the legal targets blue (3:1 on white, 6:1 under black). */
const FORCED = {
  colors: {
    ...MORE.colors,
    seaTop: '#000000',
    seaBottom: '#000000',
    paper: '#ffffff',
    paperDark: '#ececec',
    paperEdge: '#000000',
    ink: '#000000',
    inkSoft: '#000000',
    inkFaint: '#3a3a3a',
    legal: '#3d8bfd',
    legalGlow: 'rgba(61, 139, 253, 0.6)',
    circle: '#ffffff',
    circleEdge: '#000000',
    emptyEdge: '#000000',
  },
  goodEdge: Object.fromEntries(Object.keys(GOOD_COLORS).map((good) => [good, '#000000'])),
  buildingEdge: '#000000',
  stroke: 1.8,
};

/** Draws with the theme `name` from now on (the caller redraws). @param {ThemeName} name */
export function setTheme(name) {
  Object.assign(COLORS, NORMAL.colors);
  for (const [good, c] of Object.entries(NORMAL.goods)) Object.assign(GOOD_COLORS[good], c);
  for (const [kind, c] of Object.entries(NORMAL.buildings)) Object.assign(BUILDING_COLORS[kind], c);
  STROKE.scale = 1;
  if (name === 'normal') return;
  const theme = name === 'forced' ? FORCED : MORE;
  Object.assign(COLORS, theme.colors);
  for (const [good, edge] of Object.entries(theme.goodEdge)) GOOD_COLORS[good].edge = edge;
  for (const c of Object.values(BUILDING_COLORS)) c.edge = theme.buildingEdge;
  STROKE.scale = theme.stroke;
}
