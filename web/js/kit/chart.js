// @ts-check
/**
 * The end screen's chart: each player's score over the game's rounds, one line per player in
 * his seat's colour (an SVG, no library: a few lines and labels). The points are the engine's
 * `score_history`: the totals had the game ended there, at the start, at each new governor and
 * at the end.
 */
import { SEAT_COLORS, FONT } from './theme.js';

const SVG = 'http://www.w3.org/2000/svg';
const W = 560;
const H = 220;
const PAD = { top: 12, bottom: 26 };
const SIZE = 12; // the labels' font size, in the chart's units
const LABEL_GAP = 14; // the names at the lines' ends: one line of 12-unit text apart
const NAMES_AT_MOST = 0.4; // of the width: the names at the lines' ends, shortened beyond it

// A canvas to measure text on (none in Node), made on first use: a tool that keeps nothing of a
// chart between calls, so it is not passed.
/** @type {CanvasRenderingContext2D|null|undefined} */
let ruler;

/**
 * A text's width in a chart's units, drawn in FONT at `size` (bold where said): measured where a
 * canvas can measure it, else a generous guess.
 * @param {string} text @param {number} size @param {boolean} [bold]
 */
export function textWidth(text, size, bold = false) {
  if (ruler === undefined)
    ruler =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!ruler) return text.length * size * (bold ? 0.68 : 0.62);
  ruler.font = `${bold ? '700 ' : ''}${size}px ${FONT}`;
  return ruler.measureText(text).width;
}

/**
 * Round values for a chart's grid lines from `low` to `high` (both included, or passed just
 * beyond): about `count` steps of 1, 2 or 5 times a power of ten, at least `least` apart.
 * @param {number} low @param {number} high @param {number} [count] @param {number} [least]
 * @returns {number[]}
 */
export function niceTicks(low, high, count = 4, least = 1) {
  const raw = Math.max(high - low, least) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(least, ([1, 2, 5, 10].find((m) => m * power >= raw - 1e-9) ?? 10) * power);
  const first = Math.floor(low / step + 1e-9);
  const last = Math.max(first + 1, Math.ceil(high / step - 1e-9));
  const ticks = [];
  // (Rounded: 0.1 + 0.2 is not 0.3 in floating point.)
  for (let k = first; k <= last; k++) ticks.push(Number((k * step).toPrecision(12)) || 0);
  return ticks;
}

/**
 * A name shortened with "…" to fit `width` at `size` bold (the score table has it whole).
 * @param {string} text @param {number} width @param {number} size
 */
function fitted(text, width, size) {
  if (textWidth(text, size, true) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, size, true) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * An SVG element with its attributes (and text). Also the review's curve's (curve.js).
 * @param {string} name @param {Record<string, string|number>} attrs @param {string} [text]
 * @returns {SVGElement}
 */
export function node(name, attrs, text) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * A chart's SVG image, `w` by `h` units, named by `title` for assistive technology. Also the
 * review's curve's (curve.js).
 * @param {{w: number, h: number, cls: string, title: string, testid: string}} how
 * @returns {SVGElement}
 */
export function chartImage(how) {
  return node('svg', {
    viewBox: `0 0 ${how.w} ${how.h}`,
    class: how.cls,
    role: 'img',
    'aria-label': how.title,
    'data-testid': how.testid,
  });
}

/**
 * Where the names at the lines' ends go: at their lines' ends, pushed apart where two scores end
 * close together (18 and 16 would overlap), and kept within the chart.
 * @param {number[]} ends the lines' last heights @param {number} low @param {number} high
 * @returns {number[]}
 */
export function labelHeights(ends, low, high) {
  const order = ends.map((_, i) => i).sort((a, b) => ends[a] - ends[b] || a - b);
  const placed = [...ends];
  let previous = -Infinity;
  for (const i of order) {
    placed[i] = Math.max(ends[i], previous + LABEL_GAP);
    previous = placed[i];
  }
  let next = Infinity;
  for (const i of [...order].reverse()) {
    placed[i] = Math.max(low, Math.min(placed[i], high, next - LABEL_GAP));
    next = placed[i];
  }
  return placed;
}

/**
 * @param {number[][]} history totals per point, one per player
 * @param {string[]} names by seat @param {number} you the player's seat
 * @param {{title: string, round: string}} words the chart's name and its x axis's
 * @returns {SVGElement}
 */
export function scoreChart(history, names, you, words) {
  const svg = chartImage({
    w: W,
    h: H,
    cls: 'score-chart',
    title: words.title,
    testid: 'score-chart',
  });
  const grid = niceTicks(0, Math.max(1, ...history.flat()));
  const top = grid[grid.length - 1];
  const gridLabels = grid.map(String);
  const finals = history[history.length - 1];
  // The margins hold the widest label: the grid's on the left, the names on the right.
  const left = Math.ceil(Math.max(...gridLabels.map((l) => textWidth(l, SIZE)))) + 10;
  const ends = names.map((name, seat) => `${name} ${finals[seat]}`);
  const right = Math.min(
    Math.ceil(Math.max(...ends.map((l) => textWidth(l, SIZE, true)))) + 12,
    W * NAMES_AT_MOST,
  );
  const x = (/** @type {number} */ i) =>
    left + ((W - left - right) * i) / Math.max(1, history.length - 1);
  const y = (/** @type {number} */ v) => H - PAD.bottom - ((H - PAD.top - PAD.bottom) * v) / top;
  grid.forEach((v, i) =>
    svg.append(
      node('line', { x1: left, x2: W - right, y1: y(v), y2: y(v), class: 'grid' }),
      node(
        'text',
        { x: left - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' },
        gridLabels[i],
      ),
    ),
  );
  svg.append(
    node(
      'text',
      { x: (W - right + left) / 2, y: H - 6, 'text-anchor': 'middle', class: 'axis' },
      words.round,
    ),
  );
  // The player's own line last, on top.
  const seats = names.map((_, s) => s).sort((a, b) => Number(a === you) - Number(b === you));
  const labelY = labelHeights(
    finals.map((v) => y(v) + 4),
    PAD.top + 4,
    H - PAD.bottom,
  );
  for (const seat of seats) {
    const points = history.map((row, i) => `${x(i).toFixed(1)},${y(row[seat]).toFixed(1)}`);
    const colour = SEAT_COLORS[seat % SEAT_COLORS.length];
    svg.append(
      node('polyline', {
        points: points.join(' '),
        fill: 'none',
        stroke: colour,
        'stroke-width': seat === you ? 3.5 : 2.2,
        'stroke-linejoin': 'round',
        'data-seat': seat,
      }),
    );
    svg.append(
      node(
        'text',
        {
          x: W - right + 6,
          y: labelY[seat].toFixed(1),
          fill: colour,
          'font-weight': 700,
          'data-seat': seat,
        },
        fitted(names[seat], right - 8 - textWidth(` ${finals[seat]}`, SIZE, true), SIZE) +
          ` ${finals[seat]}`,
      ),
    );
  }
  svg.setAttribute('font-family', FONT);
  svg.setAttribute('font-size', String(SIZE));
  return svg;
}
