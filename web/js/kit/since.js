// @ts-check
/**
 * "Since your turn", over the log: one line a player, what his moves (and the phases) changed
 * since the player last decided, in words (the game's `Table.playerChanges`): the roles chosen,
 * buildings, doubloons or cards, goods. It keeps the view the player last saw himself decide
 * and the events since; it shows nothing where nothing changed.
 */
import { el } from './dom.js';
import { t } from './text.js';

/** @typedef {{seat: number, name: string, words: string[]}} SinceRow */
/**
 * A game's words for what one player's moves changed between two of its views (`V`), its
 * events (`E`) between them.
 * @template [V=unknown]
 * @template [E=import('./snapshot.js').GameEvent]
 * @typedef {(before: V, after: V, events: E[], seat: number) => string[]} PlayerChanges
 */
/** @typedef {import('./snapshot.js').GameEvent} GameEvent */

/**
 * Each player's changes between two views, in seat order; players without any left out.
 * @template {{players: {name: string}[]}} V
 * @param {PlayerChanges<V, GameEvent>} changes @param {V} before @param {V} after
 * @param {GameEvent[]} events
 * @returns {SinceRow[]}
 */
export function sinceRows(changes, before, after, events) {
  return after.players
    .map((p, seat) => ({ seat, name: p.name, words: changes(before, after, events, seat) }))
    .filter((row) => row.words.length > 0);
}

/** @typedef {{players: {name: string}[]}} NamedView a view of any game: its players' names */

/**
 * The box's title and a line a player, or nothing when nobody did anything.
 * @param {SinceRow[]} rows @returns {HTMLElement[]}
 */
function sinceElements(rows) {
  if (!rows.length) return [];
  return [
    el('p', { class: 'since-title', text: t('since.title') }),
    el(
      'ul',
      { class: 'since-rows' },
      rows.map((row) =>
        el('li', { class: 'since-row' }, [
          el('span', { class: `seat-dot seat-${row.seat}`, 'aria-hidden': 'true' }),
          el('b', { text: row.name }),
          el('span', { text: ` ${row.words.join(' · ')}` }),
        ]),
      ),
    ),
  ];
}

/** @param {HTMLElement} root the box over the log */
export function createSince(root) {
  /** @type {NamedView|null} the view when the player last decided (or the game was shown) */
  let before = null;
  /** @type {NamedView|null} */
  let after = null;
  /** @type {GameEvent[]} */
  let events = [];
  /** @type {PlayerChanges<NamedView, GameEvent>|null} */
  let changes = null;

  // The box shrinks before the moves and the log do, but keeps every player's first line in
  // sight (earlier lines may wrap): its least height, measured whenever its lines change size.
  const fit = () => {
    const last = root.querySelector('.since-row:last-child');
    if (!last || !root.offsetParent) return;
    const line = parseFloat(getComputedStyle(last).lineHeight) || 16;
    const top = last.getBoundingClientRect().top - root.getBoundingClientRect().top;
    const pad = parseFloat(getComputedStyle(root).paddingBottom) || 0;
    root.style.setProperty('--since-least', `${Math.ceil(top + root.scrollTop + line + pad)}px`);
  };
  const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);

  const box = {
    /**
     * The player has decided (or a game is shown afresh): changes count from `view` on.
     * @param {NamedView} view @param {PlayerChanges<NamedView, GameEvent>} how
     */
    mark(view, how) {
      before = view;
      after = view;
      events = [];
      changes = how;
      box.show();
    },
    /**
     * The next step's events and the view after them.
     * @param {GameEvent[]} more @param {NamedView} view
     */
    add(more, view) {
      events.push(...more);
      after = view;
      box.show();
    },
    /** @returns {SinceRow[]} */
    rows() {
      return changes && before && after ? sinceRows(changes, before, after, events) : [];
    },
    /** Draws the box again (also in a new language); hidden while it would be empty. */
    show() {
      const rows = box.rows();
      root.hidden = rows.length === 0;
      // Room for one line a player at least (app.css, .since): never cut to one of them.
      root.style.setProperty('--since-rows', String(rows.length));
      root.replaceChildren(...sinceElements(rows));
      sized?.disconnect();
      const list = root.querySelector('.since-rows');
      if (list) sized?.observe(list);
    },
    /** Shows nothing until the next mark (a replay, the game's end). */
    clear() {
      before = null;
      box.show();
    },
  };
  return box;
}
