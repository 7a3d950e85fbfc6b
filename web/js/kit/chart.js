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
const PAD = { left: 34, right: 110, top: 12, bottom: 26 };
const LABEL_GAP = 14; // the names at the lines' ends: one line of 12-unit text apart

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
  const svg = node('svg', {
    viewBox: `0 0 ${W} ${H}`,
    class: 'score-chart',
    role: 'img',
    'aria-label': words.title,
    'data-testid': 'score-chart',
  });
  const most = Math.max(1, ...history.flat());
  const step = Math.max(5, Math.ceil(most / 4 / 5) * 5);
  const top = Math.ceil(most / step) * step;
  const x = (/** @type {number} */ i) =>
    PAD.left + ((W - PAD.left - PAD.right) * i) / Math.max(1, history.length - 1);
  const y = (/** @type {number} */ v) => H - PAD.bottom - ((H - PAD.top - PAD.bottom) * v) / top;
  for (let v = 0; v <= top; v += step) {
    svg.append(
      node('line', { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: 'grid' }),
      node(
        'text',
        { x: PAD.left - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' },
        String(v),
      ),
    );
  }
  svg.append(
    node(
      'text',
      { x: (W - PAD.right + PAD.left) / 2, y: H - 6, 'text-anchor': 'middle', class: 'axis' },
      words.round,
    ),
  );
  // The player's own line last, on top.
  const seats = names.map((_, s) => s).sort((a, b) => Number(a === you) - Number(b === you));
  const finals = history[history.length - 1];
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
          x: W - PAD.right + 6,
          y: labelY[seat].toFixed(1),
          fill: colour,
          'font-weight': 700,
          'data-seat': seat,
        },
        `${names[seat]} ${finals[seat]}`,
      ),
    );
  }
  svg.setAttribute('font-family', FONT);
  svg.setAttribute('font-size', '12');
  return svg;
}
