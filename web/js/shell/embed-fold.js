// @ts-check
/**
 * A narrow embed (under 480 px, a phone held upright; css/embed.css) in one page of at most
 * EMBED_HEIGHT px: the decision first, then one box that shows either the board (the tall sheet,
 * scrolled in the box) or the game log, chosen by two buttons above it ("Board", "Game log"), so
 * that the log is one tap away instead of a board's height below the moves. The box takes what
 * the panel above it leaves of EMBED_HEIGHT (BOX_MIN at least): the page keeps one height from
 * one decision to the next. Wider embeds show the board and the log as before (the buttons and
 * the box's limit only apply in the narrow layout's CSS).
 */
import { applyText, byId, el, on } from '../kit/dom.js';
import { t } from '../kit/text.js';

/** CSS px: the narrow embed's page at most (beside a rules page's column, about a phone screen). */
export const EMBED_HEIGHT = 1000;
/** CSS px: the box at least, where the panel above is tall (an editor with many rows). */
const BOX_MIN = 300;

/**
 * Puts the board in its box and the two buttons above it; keeps the box's height. Returns the
 * unbind.
 * @returns {() => void}
 */
export function foldNarrowEmbed() {
  const wrap = /** @type {HTMLElement} */ (byId('board').parentElement);
  // It scrolls: a tab stop of its own (named "Board") so the keys scroll it too.
  const box = el('div', {
    id: 'board-box',
    class: 'board-box',
    'data-testid': 'board-box',
    role: 'region',
    tabindex: '0',
    'data-t-label': 'embed.tab.board',
    'aria-label': t('embed.tab.board'),
  });
  wrap.before(box);
  box.append(wrap);
  /** @param {string} key @param {string} which */
  const button = (key, which) =>
    el('button', {
      type: 'button',
      class: 'seg',
      'data-t': key,
      'data-show': which,
      'data-testid': `embed-show-${which}`,
      'aria-controls': which === 'log' ? 'log' : 'board-box',
    });
  const board = button('embed.tab.board', 'board');
  const log = button('log.title', 'log');
  const bar = el('div', { class: 'segmented embed-fold', 'data-testid': 'embed-fold' }, [
    board,
    log,
  ]);
  box.before(bar);
  applyText(bar);
  const root = document.documentElement;
  /** @param {'board'|'log'} which */
  const show = (which) => {
    root.classList.toggle('embed-log-shown', which === 'log');
    for (const b of [board, log]) {
      const on_ = b.getAttribute('data-show') === which;
      b.setAttribute('aria-pressed', String(on_));
      b.classList.toggle('selected', on_);
    }
  };
  show('board');
  const unbind = [on(board, 'click', () => show('board')), on(log, 'click', () => show('log'))];
  // What the panel above leaves: measured from the box's top (or the log's, in its place), which
  // the box's own height never moves.
  const fit = () => {
    const shown = root.classList.contains('embed-log-shown') ? byId('log') : box;
    const top = shown.getBoundingClientRect().top + window.scrollY;
    const height = Math.max(BOX_MIN, Math.floor(EMBED_HEIGHT - top));
    root.style.setProperty('--embed-box', `${height}px`);
  };
  const observer = new ResizeObserver(fit);
  observer.observe(document.body);
  // (A part of the panel that grows as the box shrinks leaves the page's height as it was.)
  document.querySelectorAll('.panel > *').forEach((part) => observer.observe(part));
  return () => {
    unbind.forEach((u) => u());
    observer.disconnect();
  };
}
