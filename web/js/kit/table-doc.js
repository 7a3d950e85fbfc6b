// @ts-check
/**
 * The table as a document: beside the canvas, the facts the board shows as headings and lists,
 * which the accessibility tree exposes to a screen reader (docs/ui.md, "Table as text"). The
 * game's table words its snapshot's view as `Facts` (`Table.facts`, games/<game>/facts.js); this
 * module knows no game and only lays those out: a section a heading (h3) and its lists, each
 * list under a heading of its own (h4) or none. Headings and list items only, nothing focusable:
 * the document never stands in the tab order's way. Brought up to date when the snapshot or the
 * language changes, not at every redraw of the board, and only where it reads differently: a
 * bot's step changes a few lines, and a document rebuilt at every step made the page lay out
 * hundreds of hidden lines again each time (and threw a screen reader's place in it away).
 */
import { el } from './dom.js';
import { currentLocale, t } from './text.js';

/**
 * One list of facts, each a sentence the board shows; `heading` names the list (none: the
 * section's own facts, first under its heading).
 * @typedef {{heading?: string, items: string[]}} FactList
 */
/**
 * One part of the table: a player (the viewer's first), or a shared part (the roles, the
 * supply). @typedef {{heading: string, lists: FactList[]}} FactSection
 */
/** @typedef {FactSection[]} Facts */

/**
 * The document in `root` (a region whose heading names it, index.html's `table-doc`): its facts
 * below that heading, from `table.facts(snap)`.
 * @param {HTMLElement|null|undefined} root
 */
export function createTableDoc(root) {
  const body = root ? el('div', { class: 'table-doc-body' }) : null;
  if (root && body) root.append(body);
  /** @type {unknown} the snapshot shown (compared, never read) */
  let shownSnap = null;
  let shownLocale = '';
  return {
    /**
     * The facts of `snap` as `table` words them; nothing to do if that snapshot is already
     * shown in the language in use.
     * @template S a game's snapshot
     * @param {S} snap @param {{facts: (snap: S) => Facts}} table
     */
    show(snap, table) {
      if (!body || (snap === shownSnap && currentLocale() === shownLocale)) return;
      shownSnap = snap;
      shownLocale = currentLocale();
      morph(body, el('div', {}, table.facts(snap).map(sectionNode)));
    },
    /** Empty until the next game's first snapshot. */
    clear() {
      shownSnap = null;
      body?.replaceChildren();
    },
  };
}

/**
 * Makes `shown` read as `fresh` (both built here, of the same kinds of element), changing only
 * the texts that differ and adding or removing elements at the ends: the rest of the document,
 * and a screen reader's place in it, stay as they were.
 * @param {Element} shown @param {Element} fresh
 */
function morph(shown, fresh) {
  const now = [...fresh.children];
  if (!now.length) {
    if (shown.textContent !== fresh.textContent) shown.textContent = fresh.textContent;
    return;
  }
  const was = [...shown.children];
  now.forEach((node, i) => {
    const old = was[i];
    if (!old) shown.append(node);
    else if (old.tagName === node.tagName && !!old.children.length === !!node.children.length)
      morph(old, node);
    else old.replaceWith(node);
  });
  was.slice(now.length).forEach((node) => node.remove());
}

/** @param {FactSection} section */
function sectionNode(section) {
  return el('div', { class: 'table-doc-part' }, [
    el('h3', { text: section.heading }),
    ...section.lists
      .filter((list) => list.items.length)
      .flatMap((list) => [
        ...(list.heading ? [el('h4', { text: list.heading })] : []),
        el(
          'ul',
          {},
          list.items.map((item) => el('li', { text: item })),
        ),
      ]),
  ]);
}

/** A fact told as "What: value". @param {string} what @param {string|number} value */
export const fact = (what, value) => t('doc.fact', { what, value });

/**
 * A player's heading: his name, and "you", the governor, the one to play where they apply.
 * @param {{players: {name: string, you?: boolean}[], governor: number}} view
 * @param {number} seat @param {number} viewer @param {number|null} current
 */
export function playerHeading(view, seat, viewer, current) {
  const p = view.players[seat];
  const marks = [
    // The guided game's "You" needs no "you" beside his name.
    seat === viewer && !p.you ? t('doc.you') : '',
    view.governor === seat ? t('doc.governor') : '',
    current === seat ? t('doc.toPlay') : '',
  ].filter(Boolean);
  return marks.length ? `${p.name} (${marks.join(', ')})` : p.name;
}

/**
 * The seats from the viewer's on, in turn order. @param {number} players @param {number} viewer
 * @returns {number[]}
 */
function seatsFrom(players, viewer) {
  return Array.from({ length: players }, (_, i) => (viewer + i) % players);
}

/**
 * Every player's section, the viewer's first (the snapshot's seat, or else the view's viewer),
 * then in turn order: `section` of the view, the seat, the viewer and the player to play.
 * @template {{players: unknown[], viewer: number}} V
 * @param {{view: V, seat?: number|null, current_player: number|null}} snap
 * @param {(view: V, seat: number, viewer: number, current: number|null) => FactSection} section
 * @returns {FactSection[]}
 */
export function playerSections(snap, section) {
  const viewer = snap.seat ?? snap.view.viewer;
  return seatsFrom(snap.view.players.length, viewer).map((s) =>
    section(snap.view, s, viewer, snap.current_player),
  );
}
