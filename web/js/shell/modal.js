// @ts-check
/**
 * Modal questions: a confirmation (Yes / Back), a chooser listing several actions that one
 * board element takes (or a menu's entries), and a notice with OK. Both resolve a Promise;
 * Escape or a click outside cancels.
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';

/** @typedef {{x: number, y: number}} Point client coordinates */

/** @param {HTMLElement} layer the overlay element (hidden when idle) */
export function createModals(layer) {
  return new Modals(layer);
}

/**
 * The overlay with one dialog at a time: opened (placed, the keys bound), closed with the value
 * its Promise resolves to, the focus given back.
 */
class DialogLayer {
  /** @param {HTMLElement} layer */
  constructor(layer) {
    this.layer = layer;
    /** @type {null | ((v: unknown) => void)} */
    this.pending = null;
    /** @type {(() => void)[]} */
    this.unbinders = [];
    /** @type {Element|null} */
    this.returnFocus = null;
    // An embed's page is as tall as its content (the host's page scrolls it): a dialog centred
    // on it could open out of the reader's sight, so there it opens where he last pressed.
    /** @type {Point|null} */
    this.pressedAt = null;
    document.addEventListener(
      'pointerdown',
      (ev) => {
        this.pressedAt = { x: ev.clientX, y: ev.clientY };
      },
      { capture: true, passive: true },
    );
  }

  /** @param {...(() => void)} unbind */
  bind(...unbind) {
    this.unbinders.push(...unbind);
  }

  /** @param {unknown} value what the open dialog's caller gets (its own kind of answer) */
  close(value) {
    this.unbinders.forEach((u) => u());
    this.unbinders = [];
    this.layer.hidden = true;
    this.layer.replaceChildren();
    const done = this.pending;
    this.pending = null;
    const back = this.returnFocus;
    if (back instanceof HTMLElement && document.contains(back)) back.focus();
    done?.(value);
  }

  /**
   * The dialog's answer is of its cancel value's kind: the buttons the caller binds close it
   * with values of that kind (not checked: close() serves every dialog).
   * @template T
   * @param {HTMLElement} box @param {T} cancelValue
   * @param {Point|null} at
   * @returns {Promise<T>}
   */
  open(box, cancelValue, at) {
    const layer = this.layer;
    if (this.pending) this.close(cancelValue);
    if (!at && document.documentElement.classList.contains('embed')) at = this.pressedAt;
    this.returnFocus = document.activeElement;
    layer.replaceChildren(box);
    layer.hidden = false;
    layer.classList.toggle('anchored', !!at);
    if (at) {
      const w = box.offsetWidth;
      const h = box.offsetHeight;
      box.style.left = `${Math.max(8, Math.min(at.x - w / 2, window.innerWidth - w - 8))}px`;
      box.style.top = `${Math.max(8, Math.min(at.y + 12, window.innerHeight - h - 8))}px`;
    }
    this.bind(
      on(layer, 'pointerdown', (ev) => {
        if (ev.target === layer) this.close(cancelValue);
      }),
      on(document, 'keydown', (ev) => {
        if (ev.key === 'Escape') {
          ev.preventDefault();
          this.close(cancelValue);
        }
        if (ev.key === 'Tab') moveFocus(box, ev, ev.shiftKey ? -1 : 1);
        if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
          moveFocus(box, ev, ev.key === 'ArrowUp' ? -1 : 1);
        }
      }),
    );
    return new Promise((resolve) => {
      this.pending = /** @type {(v: unknown) => void} */ (resolve);
    });
  }
}

/**
 * The focus to the dialog's next (or previous) button, round the ends.
 * @param {HTMLElement} box @param {KeyboardEvent} ev @param {number} step
 */
function moveFocus(box, ev, step) {
  const focusable = /** @type {HTMLElement[]} */ ([...box.querySelectorAll('button')]);
  const i = focusable.indexOf(/** @type {HTMLElement} */ (document.activeElement));
  ev.preventDefault();
  focusable[(i + step + focusable.length) % focusable.length]?.focus();
}

/**
 * A button of a dialog.
 * @param {string} cls @param {string} text @param {string} [testid]
 */
function button(cls, text, testid) {
  return el('button', { type: 'button', class: cls, text, 'data-testid': testid });
}

/** The app's dialogs. */
class Modals {
  /** @param {HTMLElement} layer */
  constructor(layer) {
    this.dialogs = new DialogLayer(layer);
  }

  get open() {
    return !!this.dialogs.pending;
  }

  /** @param {string} question @param {string} [yesLabel] @returns {Promise<boolean>} */
  confirm(question, yesLabel) {
    const yes = button('btn primary', yesLabel ?? t('confirm.yes'), 'confirm-button');
    const no = button('btn', t('confirm.no'), 'cancel-button');
    const box = el(
      'div',
      {
        class: 'dialog',
        role: 'alertdialog',
        'aria-modal': 'true',
        'aria-labelledby': 'dlg-q',
        'data-testid': 'confirm-dialog',
      },
      [
        el('h2', { text: t('confirm.title') }),
        el('p', { id: 'dlg-q', text: question }),
        el('div', { class: 'row end' }, [no, yes]),
      ],
    );
    const result = this.dialogs.open(box, false, null);
    this.dialogs.bind(
      on(yes, 'click', () => this.dialogs.close(true)),
      on(no, 'click', () => this.dialogs.close(false)),
    );
    yes.focus();
    return result;
  }

  /**
   * @template T
   * @param {string} title
   * @param {{label: string, value: T, code?: number, lang?: string}[]} options
   * @param {Point} at client coordinates
   * @returns {Promise<T|null>}
   */
  choose(title, options, at) {
    const buttons = options.map((o) =>
      el('button', {
        type: 'button',
        class: 'btn choice',
        'data-code': o.code ?? '',
        lang: o.lang,
        text: o.label,
      }),
    );
    const cancel = button('btn subtle', t('action.cancel'));
    const box = el(
      'div',
      {
        class: 'dialog chooser',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-label': title,
        'data-testid': 'chooser',
      },
      [
        el('h2', { text: title }),
        el('div', { class: 'choices' }, buttons),
        el('div', { class: 'row end' }, [cancel]),
      ],
    );
    const result = this.dialogs.open(box, null, at);
    buttons.forEach((b, i) =>
      this.dialogs.bind(on(b, 'click', () => this.dialogs.close(options[i].value))),
    );
    this.dialogs.bind(on(cancel, 'click', () => this.dialogs.close(null)));
    buttons[0]?.focus();
    return result;
  }

  /**
   * A message with an OK button, and maybe a button for something to do about it first (which
   * leaves the message open).
   * @param {string} title @param {string} message
   * @param {{label: string, run: () => unknown}} [action]
   * @returns {Promise<void>}
   */
  notice(title, message, action) {
    const okButton = button('btn primary', t('confirm.ok'), 'notice-ok');
    const actionButton = action ? button('btn', action.label, 'notice-action') : null;
    const box = el(
      'div',
      {
        class: 'dialog',
        role: 'alertdialog',
        'aria-modal': 'true',
        'aria-labelledby': 'dlg-t',
        'data-testid': 'notice-dialog',
      },
      [
        el('h2', { id: 'dlg-t', text: title }),
        el('p', { class: 'notice-text', 'data-testid': 'notice-text', text: message }),
        el('div', { class: 'row end' }, actionButton ? [actionButton, okButton] : [okButton]),
      ],
    );
    const result = this.dialogs.open(box, undefined, null);
    this.dialogs.bind(on(okButton, 'click', () => this.dialogs.close(undefined)));
    if (actionButton && action)
      this.dialogs.bind(on(actionButton, 'click', () => void action.run()));
    okButton.focus();
    return result;
  }

  /**
   * Something to read (a list, a table) under a title, with OK.
   * @param {string} title @param {HTMLElement} body @returns {Promise<void>}
   */
  show(title, body) {
    const okButton = button('btn primary', t('confirm.ok'));
    const box = el(
      'div',
      { class: 'dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'dlg-s' },
      [el('h2', { id: 'dlg-s', text: title }), body, el('div', { class: 'row end' }, [okButton])],
    );
    const result = this.dialogs.open(box, undefined, null);
    this.dialogs.bind(on(okButton, 'click', () => this.dialogs.close(undefined)));
    okButton.focus();
    return result;
  }

  cancel() {
    if (this.dialogs.pending) this.dialogs.close(null);
  }
}
