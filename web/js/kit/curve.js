// @ts-check
/**
 * One player's estimate over a game, as an SVG line (the review's curve: shell/review.js): the
 * points in order, a band of the values' range with labelled grid lines, and the points singled
 * out (numbered discs: the costliest decisions).
 */
import { FONT, COLORS } from './theme.js';
import { chartImage, node, textWidth } from './chart.js';

const W = 560;
const H = 200;
const PAD = { right: 14, top: 12, bottom: 26 };
const SIZE = 11; // the labels' font size, in the chart's units

/**
 * @param {number[]} values the estimate at each decision, in order
 * @param {{low: number, high: number, grid: number[], format: (v: number) => string,
 *   marked: number[], title: string, axis: string}} how the value range drawn, its grid lines,
 *   how a value reads, the indices singled out (numbered in that order), the chart's name and
 *   its x axis's
 * @returns {SVGElement}
 */
export function curveChart(values, how) {
  const svg = chartImage({
    w: W,
    h: H,
    cls: 'curve-chart',
    title: how.title,
    testid: 'review-curve',
  });
  const span = how.high - how.low || 1;
  const labels = how.grid.map(how.format);
  // The left margin holds the widest label ("−40 punten").
  const left = Math.ceil(Math.max(0, ...labels.map((l) => textWidth(l, SIZE)))) + 10;
  const x = (/** @type {number} */ i) =>
    left + ((W - left - PAD.right) * i) / Math.max(1, values.length - 1);
  const y = (/** @type {number} */ v) =>
    H -
    PAD.bottom -
    ((H - PAD.top - PAD.bottom) * (Math.min(how.high, Math.max(how.low, v)) - how.low)) / span;
  how.grid.forEach((v, i) =>
    svg.append(
      node('line', { x1: left, x2: W - PAD.right, y1: y(v), y2: y(v), class: 'grid' }),
      node('text', { x: left - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' }, labels[i]),
    ),
  );
  svg.append(
    node(
      'text',
      { x: (W + left - PAD.right) / 2, y: H - 6, 'text-anchor': 'middle', class: 'axis' },
      how.axis,
    ),
    node('polyline', {
      points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' '),
      fill: 'none',
      stroke: COLORS.ink,
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
  );
  how.marked.forEach((i, rank) => {
    if (i < 0 || i >= values.length) return;
    svg.append(
      node('circle', {
        cx: x(i),
        cy: y(values[i]),
        r: 8,
        fill: COLORS.legal,
        'data-mark': rank + 1,
      }),
      node(
        'text',
        { x: x(i), y: y(values[i]) + 4, 'text-anchor': 'middle', 'font-weight': 700 },
        String(rank + 1),
      ),
    );
  });
  svg.setAttribute('font-family', FONT);
  svg.setAttribute('font-size', String(SIZE));
  return svg;
}
