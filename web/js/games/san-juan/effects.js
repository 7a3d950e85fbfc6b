// @ts-check
/**
 * A San Juan card's effect in short words (the language file's `sj.card.<name>.effect`), as a
 * card in the hand or a building in a city shows it where it has room: over as many lines as its
 * box holds, at the largest size that fits, never smaller than the caller's smallest (the size a
 * reader needs, in sheet units at the board's scale). Where even that does not fit, nothing: a
 * word is never cut short. Lines break at spaces, and inside a long word at its soft hyphens.
 */
import { has, t } from '../../kit/text.js';
import { COLORS, FONT } from '../../kit/theme.js';

/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {{x: number, y: number, w: number, h: number}} Box */
/**
 * The size to start from and the smallest (units), the most lines, the alignment in the box.
 * @typedef {{size: number, min: number, lines: number, align: 'left'|'center',
 *   valign: 'top'|'middle'}} EffectStyle
 */
/** An effect's lines and their size. @typedef {{lines: string[], size: number}} Laid */

const SHY = '\u00AD';
/** A line's height, in font sizes. */
export const LEADING = 1.15;
const WEIGHT = '500';

/** The effect of a kind of card in the current language, or '' for a kind without one. */
export function effectOf(/** @type {string} */ name) {
  const key = `sj.card.${name}.effect`;
  return has(key) ? t(key) : '';
}

/**
 * The lines of `str` at the context's font, each at most maxW wide: broken at spaces, and inside a
 * word that has no line of its own wide enough at a soft hyphen (which shows as '-'). null if a
 * piece of a word is wider than maxW.
 * @param {Ctx} ctx @param {string} str @param {number} maxW @returns {string[]|null}
 */
export function wrap(ctx, str, maxW) {
  const fits = (/** @type {string} */ s) => ctx.measureText(s).width <= maxW;
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of str.split(' ')) {
    let parts = word.split(SHY);
    while (parts.length) {
      const whole = parts.join('');
      const joined = line ? `${line} ${whole}` : whole;
      if (fits(joined)) {
        line = joined;
        break;
      }
      if (line && fits(whole)) {
        lines.push(line);
        line = '';
        continue;
      }
      // The longest head of the word before a soft hyphen that fits on this line.
      const lead = line ? `${line} ` : '';
      let k = parts.length - 1;
      while (k > 0 && !fits(`${lead}${parts.slice(0, k).join('')}-`)) k--;
      if (k > 0) {
        lines.push(`${lead}${parts.slice(0, k).join('')}-`);
        line = '';
        parts = parts.slice(k);
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        return null;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Card kind `name`'s effect laid out in box: at the largest size from style.size down to
 * style.min (by half units) at which its lines are no wider than the box, no more than
 * style.lines of them, as tall as the box at most. null if it has none, or fits at no size
 * allowed.
 * @param {Ctx} ctx @param {string} name @param {Box} box @param {EffectStyle} style
 * @returns {Laid|null}
 */
export function layEffect(ctx, name, box, style) {
  const str = effectOf(name);
  if (!str || box.w <= 0 || box.h <= 0) return null;
  for (let s = style.size; s >= style.min - 1e-6; s -= 0.5) {
    ctx.font = `${WEIGHT} ${s}px ${FONT}`;
    const lines = wrap(ctx, str, box.w);
    if (lines && lines.length <= style.lines && lines.length * s * LEADING <= box.h)
      return { lines: balanced(ctx, str, box.w, lines), size: s };
  }
  return null;
}

/**
 * The same number of lines as `lines` (str wrapped at maxW), as even as they go: wrapped at the
 * narrowest width that needs no more of them, so that no word is left alone on the last line.
 * @param {Ctx} ctx @param {string} str @param {number} maxW @param {string[]} lines
 */
function balanced(ctx, str, maxW, lines) {
  if (lines.length < 2) return lines;
  let best = lines;
  let lo = 0;
  let hi = maxW;
  for (let i = 0; i < 10; i++) {
    const mid = (lo + hi) / 2;
    const tried = wrap(ctx, str, mid);
    if (tried && tried.length <= lines.length) {
      best = tried;
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return best;
}

/**
 * Draws an effect laid out by layEffect in its box.
 * @param {Ctx} ctx @param {Laid} laid @param {Box} box @param {EffectStyle} style
 */
export function drawEffect(ctx, laid, box, style) {
  const lh = laid.size * LEADING;
  const height = laid.lines.length * lh;
  const top = style.valign === 'top' ? box.y : box.y + (box.h - height) / 2;
  ctx.font = `${WEIGHT} ${laid.size}px ${FONT}`;
  ctx.fillStyle = COLORS.ink;
  ctx.textAlign = style.align;
  ctx.textBaseline = 'middle';
  const x = style.align === 'center' ? box.x + box.w / 2 : box.x;
  laid.lines.forEach((line, i) => ctx.fillText(line, x, top + lh * (i + 0.5)));
}
