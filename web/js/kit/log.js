// @ts-check
/**
 * The game log on the page: an HTML list of the log book's lines (logbook.js), a list to screen
 * readers (a role="log" would take its items' list semantics away), focusable to scroll it. A
 * new step rewrites only the lines that changed, and the list follows the newest line unless
 * the player has scrolled away from it himself (also when the panel around it grows or shrinks).
 */
import { el } from './dom.js';
import { createLogBook } from './logbook.js';

/** @typedef {import('./logbook.js').LogLine} LogLine */
/** @typedef {import('./logbook.js').LogSource} LogSource */
/** @typedef {import('./logbook.js').LogWriter} LogWriter */
/** @typedef {import('./logbook.js').LogEvent} LogEvent */

/** How long after the player touched the log a scroll of it is his. */
const USER_SCROLL_MS = 1500;

/** @param {LogLine} line */
function lineItem(line) {
  const cls = ['line', `ev-${line.kind}`];
  if (line.dim) cls.push('dim');
  return el('li', { class: cls.join(' ') }, [
    line.seat !== null && line.seat !== undefined
      ? el('span', { class: `seat-dot seat-${line.seat}`, 'aria-hidden': 'true' })
      : null,
    el('span', { text: line.text }),
  ]);
}

/** @param {LogLine} a @param {LogLine} b */
const sameLine = (a, b) =>
  a.text === b.text && !!a.dim === !!b.dim && a.kind === b.kind && a.seat === b.seat;

/**
 * @param {HTMLElement} root the <ol>, the page's for every game
 * @param {AbortSignal} signal the game's life: its end removes the log's listeners and observer
 */
export function createLog(root, signal) {
  // Not read out as it grows: the announcer (shell/announcer.js) tells each step once.
  root.setAttribute('aria-live', 'off');
  const book = createLogBook();
  /** @type {LogLine[]} */
  let shown = [];
  let following = true;

  // Only the player's own scrolling (wheel, touch, scrollbar, keys) may leave the newest line:
  // the browser also scrolls the log when the panel around it grows or shrinks.
  let touchedAt = -Infinity;
  const touched = () => {
    touchedAt = performance.now();
  };
  for (const type of ['wheel', 'touchmove', 'pointerdown', 'keydown'])
    root.addEventListener(type, touched, { passive: true, signal });
  const atEnd = () => root.scrollTop + root.clientHeight >= root.scrollHeight - 4;
  const follow = () => {
    if (following) root.scrollTop = root.scrollHeight;
  };
  root.addEventListener(
    'scroll',
    () => {
      if (performance.now() - touchedAt < USER_SCROLL_MS) following = atEnd();
    },
    { signal },
  );
  if (typeof ResizeObserver === 'function' && !signal.aborted) {
    const resized = new ResizeObserver(follow);
    resized.observe(root);
    signal.addEventListener('abort', () => resized.disconnect(), { once: true });
  }

  /** Shows the book's lines, keeping the items of those that did not change. */
  function show() {
    const lines = book.lines();
    let same = 0;
    while (same < shown.length && same < lines.length && sameLine(shown[same], lines[same])) same++;
    const items = [...root.children];
    items.slice(same).forEach((li) => li.remove());
    root.append(...lines.slice(same).map(lineItem));
    shown = lines;
    follow();
  }

  return {
    /**
     * A log for a new story: its first lines, and how its events are read.
     * @param {LogSource} first @param {LogWriter} how
     */
    start(first, how) {
      book.start(first, how);
      following = true;
      show();
    },
    /** The next events and the view after them. @param {LogEvent[]} events @param {unknown} view */
    add(events, view) {
      book.add(events, view);
      show();
    },
    /** Back to the newest line, unless the player has scrolled away from it. */
    follow,
    /** The lines shown. @returns {LogLine[]} */
    lines: () => shown,
    /** Writes every line again, in the language now in use. */
    relabel() {
      const top = root.scrollTop;
      book.relabel();
      shown = [];
      show();
      if (!following) root.scrollTop = top;
    },
  };
}
