// @ts-check
/**
 * A dialog of its own (the end screen) kept to the keyboard as the modal layer's are: Tab and
 * Shift+Tab go round the controls inside it, never to the page under it, and Escape closes it.
 */
import { on } from '../kit/dom.js';

const FOCUSABLE =
  'button:not([disabled]), summary, select:not([disabled]), input:not([disabled]), ' +
  'a[href], [tabindex="0"]';

/**
 * @param {HTMLElement} box the dialog
 * @param {() => void} onEscape closes it
 * @returns {() => void} unbinds
 */
export function dialogKeys(box, onEscape) {
  return on(box, 'keydown', (ev) => {
    if (ev.key === 'Escape') {
      ev.preventDefault();
      onEscape();
      return;
    }
    if (ev.key !== 'Tab') return;
    const inside = /** @type {HTMLElement[]} */ ([...box.querySelectorAll(FOCUSABLE)]).filter(
      (e) => e.offsetParent !== null,
    );
    if (!inside.length) return;
    const at = inside.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    const last = inside.length - 1;
    if (ev.shiftKey && at <= 0) {
      ev.preventDefault();
      inside[last].focus();
    } else if (!ev.shiftKey && (at === last || at < 0)) {
      ev.preventDefault();
      inside[0].focus();
    }
  });
}
