// @ts-check
/**
 * The table as text shown as a panel of its own (the Game menu's "Show the table as text", for
 * low-vision players) or only to assistive technology (visually hidden, still in the
 * accessibility tree: the default, sighted players see the canvas). The choice is remembered.
 * The document itself is kit/table-doc.js's.
 */
import { t } from '../kit/text.js';

const KEY = 'pr.tableText.v1';

/**
 * Shows the document in `root` as a panel, or hides it from sight only.
 * @param {HTMLElement} root @param {boolean} visible
 */
export function show(root, visible) {
  root.classList.toggle('visually-hidden', !visible);
  root.classList.toggle('shown', visible);
}

/**
 * The player's choice, made once by the app (app.tableText): remembered in storage, and kept on
 * the object too where storage fails.
 */
export function createTableText() {
  /** @type {boolean|null} the choice made on this page */
  let chosen = null;

  /** Whether the player asked to see the table as text. */
  function shown() {
    if (chosen !== null) return chosen;
    try {
      return localStorage.getItem(KEY) === 'shown';
    } catch {
      return false; // no storage
    }
  }

  return {
    shown,
    /** The Game menu's entry: show it, or hide it again. */
    choice() {
      return {
        label: t(shown() ? 'menu.tableText.hide' : 'menu.tableText.show'),
        value: 'table-text',
      };
    },
    /** Turns the panel on or off, remembered. @param {HTMLElement} root */
    toggle(root) {
      const now = !shown();
      chosen = now;
      try {
        localStorage.setItem(KEY, now ? 'shown' : 'hidden');
      } catch {
        /* no storage: for this page only */
      }
      show(root, now);
    },
  };
}
