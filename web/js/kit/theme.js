// @ts-check
/**
 * Colours and fonts of the tables, in one place so every module draws alike: the paper, ink and
 * marks, the goods both games know (told apart by shape as well, shapes.js), the buildings by the
 * good they make, and the seats. What only one game draws (its role cards, Puerto Rico's island
 * tiles) is in its renderer (games/<game>/render.js). web/css/app.css's colours match these.
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
  gold: '#e8b923',
  goldEdge: '#9b700c',
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
  corn: { fill: '#f2c230', edge: '#8f6b00' },
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
