// @ts-check
/**
 * The table as text shown as a panel of its own (the Game menu's "Show the table as text", for
 * low-vision players) or only to assistive technology (visually hidden, still in the
 * accessibility tree: the default, sighted players see the canvas). The choice is remembered.
 * The document itself is kit/table-doc.js's.
 */
import { t } from '../kit/text.js';

const KEY = 'pr.tableText.v1';
/** @type {boolean|null} the choice made on this page (kept also where storage fails) */
let chosen = null;

/** Whether the player asked to see the table as text. */
export function shown() {
  if (chosen !== null) return chosen;
  try {
    return localStorage.getItem(KEY) === 'shown';
  } catch {
    return false; // no storage
  }
}

/**
 * Shows the document in `root` as a panel, or hides it from sight only.
 * @param {HTMLElement} root @param {boolean} visible
 */
export function show(root, visible) {
  root.classList.toggle('visually-hidden', !visible);
  root.classList.toggle('shown', visible);
}

/** The Game menu's entry: show it, or hide it again. */
export function choice() {
  return {
    label: t(shown() ? 'menu.tableText.hide' : 'menu.tableText.show'),
    value: 'table-text',
  };
}

/** Turns the panel on or off, remembered. @param {HTMLElement} root */
export function toggle(root) {
  const now = !shown();
  chosen = now;
  try {
    localStorage.setItem(KEY, now ? 'shown' : 'hidden');
  } catch {
    /* no storage: for this page only */
  }
  show(root, now);
}
